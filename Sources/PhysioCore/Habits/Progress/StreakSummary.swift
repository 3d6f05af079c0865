/// Current and longest streak with the words a page shows.
public struct StreakSummary: Sendable, Hashable {
    public let current: Int
    public let longest: Int
    /// "3-day streak", "No streak yet".
    public let currentLabel: String
    /// "Longest: 12 days".
    public let longestLabel: String
    /// True when today is paused, so the page can say the streak is safe.
    public let isPausedToday: Bool

    public init(activity: HabitActivity, today: LocalDate) {
        let streaks = StreakCalculator(activity: activity)
        current = streaks.current(today: today)
        longest = streaks.longest(today: today)
        currentLabel = current == 0 ? "No streak yet" : "\(current)-day streak"
        longestLabel = "Longest: \(longest) " + (longest == 1 ? "day" : "days")
        isPausedToday = activity.pause(on: today) != nil
    }
}
