/// The worksheet's wording, in one place so pages, reminders and tests say the same thing.
public enum HabitWording {
    // Timeline and section titles.
    public static let today = "Today"
    public static let tonight = "Tonight"
    public static let jumpToToday = "Jump to Today"
    public static let needHelp = "I Need Help"
    public static let lastNightsPrep = "Last Night’s Prep"
    public static let lastNightsPrepForToday = "Last Night’s Prep (for Today)"
    public static let prepTonightForTomorrow = "Prep Tonight (for Tomorrow)"
    public static let morningFocus = "Morning Focus"
    public static let morningFocusToday = "Morning Focus (Today)"
    public static let endOfDayCheckIn = "End-of-Day Check-In"

    // Night Prep.
    public static let nightPrepHeading = "Night Prep (5 minutes)"
    public static let nightPrepOtherPlaceholder = "Other…"

    // Morning Focus.
    public static let morningFocusHeading = "Morning Focus (10 minutes)"
    public static let whyStep = "Step 1 – My Why (2 minutes)"
    public static let challengeStep = "Step 2 – Identify a Challenge (3 minutes)"
    public static let challengeSelectPrompt = "Select…"
    public static let challengeOtherPlaceholder = "Describe the challenge…"
    public static let swapStep = "Step 3 – Choose My Swap (3 minutes)"
    public static let swapPlaceholder = "What healthier choice will I do instead?"
    public static let commitStep = "Step 4 – Commit (2 minutes)"
    public static let commitHint = "Today I will … instead of …"
    public static let willDoLabel = "Today I will"
    public static let willDoPlaceholder = "do this…"
    public static let insteadOfLabel = "instead of"
    public static let insteadOfPlaceholder = "not this…"
    /// "yesterday’s", next to each field filled with a suggestion.
    public static func suggestionMark(_ source: String) -> String { source.capitalizedFirstLetter }
    public static func suggestionNote(_ source: String) -> String {
        "Filled in with \(source) words. Keep them or change any step; nothing is saved until you do."
    }
    public static func keepSuggestion(_ source: String) -> String { "Keep \(source)" }

    // End-of-Day.
    public static let endOfDayHeading = "End-of-Day Check-In (Optional)"
    public static let followedSwap = "I followed my swap"
    public static let feelingPrompt = "If yes, how do I feel about it?"
    public static let gotInTheWayPrompt = "If no, what got in the way?"
    /// Followed by the swap's own words in quotes.
    public static let followedSwapPrefix = "Did I follow my swap:"
    public static let feelingPromptNoSwap = "How do I feel about today?"
    public static let gotInTheWayPromptNoSwap = "Did anything get in the way?"
}
