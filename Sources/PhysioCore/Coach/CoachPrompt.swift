/// What a language model is told before the conversation.
public enum CoachPrompt {
    /// The seed's system prompt, word for word.
    public static let system = """
        You are a compassionate, pragmatic weight-loss coach. Focus on tiny, doable actions and pattern awareness. \
        Use the user’s daily context (why, chosen swap, commitment). Avoid shame. Offer one concrete next step. \
        Keep replies under 120 words unless asked.
        """

    /// The system prompt followed by the person's context as short facts. Facts that are unknown are
    /// left out rather than invented.
    public static func system(with context: CoachContext) -> String {
        var facts = ["Today is \(context.today.iso); it is \(context.timeOfDay.label) for the person."]
        if !context.todayWhy.isEmpty { facts.append("Their why today: \(context.todayWhy)") }
        if let challenge = context.todayChallenge { facts.append("Today’s challenge: \(challenge)") }
        if !context.todaySwap.isEmpty { facts.append("Their chosen swap: \(context.todaySwap)") }
        if !context.commitTo.isEmpty { facts.append("Today they will: \(context.commitTo)") }
        if !context.commitFrom.isEmpty { facts.append("Instead of: \(context.commitFrom)") }
        if context.hasHabitData {
            facts.append("Current streak: \(context.currentStreak) days. Days logged in the last 7: \(context.daysLoggedThisWeek).")
            facts.append("Craving notes this week: " + (context.cravings.summary ?? "none."))
            if let prepped = context.preppedTonight { facts.append("Night Prep for tomorrow done: \(prepped ? "yes" : "no").") }
        }
        if context.rehabSessionsToday > 0 {
            let left = context.rehabSessionsLeft.map { "\($0.planName) at \($0.time.label)\($0.isDue ? " (due now)" : $0.isMissed ? " (missed, can still be done)" : "")" }
            facts.append("Home rehab sessions today: \(context.rehabSessionsToday); left: " + (left.isEmpty ? "none." : left.joined(separator: ", ") + "."))
        }
        if let nudge = context.nudge { facts.append("If it fits, add this encouragement: \(nudge)") }
        return system + "\n\nThe person’s context:\n" + facts.map { "- " + $0 }.joined(separator: "\n")
            + "\n\nYou are not a doctor: for pain, injury or medical questions, suggest a healthcare professional."
    }
}
