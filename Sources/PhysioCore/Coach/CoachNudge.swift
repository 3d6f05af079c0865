/// The coach's one encouraging sentence when a streak or weekly threshold is met (the seed's
/// "positive nudges in coach"). Pure: the same numbers always give the same sentence.
public enum CoachNudge {
    /// Streak lengths that earn their own sentence (the achievement milestones, then round numbers).
    public static let streakMilestones = [3, 7, 14, 21, 30, 60, 100]
    /// Days in the last seven that count as a strong week.
    public static let strongWeek = 5

    /// A milestone streak speaks first; otherwise a strong week; otherwise nothing.
    public static func sentence(currentStreak: Int, daysThisWeek: Int) -> String? {
        if streakMilestones.contains(currentStreak) {
            return switch currentStreak {
            case 3: "Three days in a row — that’s how habits start."
            case 7: "Seven days in a row — amazing consistency!"
            default: "\(currentStreak) days in a row — that’s real consistency."
            }
        }
        if daysThisWeek >= 7 { return "You’ve shown up every day this week — your future self feels this." }
        if daysThisWeek >= strongWeek { return "You’ve shown up on \(daysThisWeek) days this week — your future self feels this." }
        return nil
    }
}
