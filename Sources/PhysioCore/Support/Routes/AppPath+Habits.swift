import Foundation

/// The habit coach's pages and form actions (`/today`, `/history`, `/settings` are top-level).
extension AppPath {
    /// "I Need Help": the four categories.
    public static let help = AppRoute.root / "help"
    /// One craving category's mini-coach.
    public static let helpCategory = help / .rawValue("category", CravingCategory.self)
    /// Where a craving note is posted.
    public static let helpNotes = help / "notes"
    /// A kept voice note, played back to its person.
    public static let noteAudio = helpNotes / .text("note", maximumLength: 64) / "audio"
    /// "Start the habit coach" on Today (its reminders begin).
    public static let habitStart = today / "start"
    /// Where a part of a day's entry is saved.
    public static let entryPart = today / "entries" / .date("date") / .rawValue("part", DayEntryPart.self)
    /// The Night Prep list editor.
    public static let prepItems = today / "prep-items"
    /// A Night Prep list action on one item.
    public static let prepItem = prepItems / .text("item", maximumLength: 64) / .rawValue("action", PrepItemAction.self)
    /// The help behind the info button next to "My why".
    public static let whyHelp = today / "why"
    /// One day's entry, opened from History.
    public static let historyDay = history / .date("date")
    /// The confirmation before resetting achievements (GET) and the reset itself (POST).
    public static let achievementsReset = history / "achievements" / "reset"
    /// "Got it" on a celebration: records the achievements it celebrated.
    public static let achievementsSeen = history / "achievements" / "seen"
    /// Where pause days are posted.
    public static let pauses = history / "pauses"
    /// Removes the pause on one day.
    public static let pauseRemove = pauses / .date("date") / "remove"
    /// The habit coach's own settings (celebrations, kept audio, reminder times); `/settings` is the app's.
    public static let habitSettings = AppRoute.root / "habits" / "settings"
}

/// What can be done to one item of the Night Prep list.
public enum PrepItemAction: String, Sendable, CaseIterable {
    case up, down, hide, show, remove
}

/// The habit coach's JSON API, and the data file of the person signed in.
extension AppPath {
    public static let apiHabitEntry = api / "habits" / "entries" / .date("date")
    public static let apiNightPrep = apiHabitEntry / "night-prep"
    public static let apiMorningFocus = apiHabitEntry / "morning-focus"
    public static let apiEndOfDay = apiHabitEntry / "end-of-day"
    public static let apiPauses = api / "habits" / "pauses"
    public static let apiHabitProgress = api / "habits" / "progress"
    /// Everything the signed-in person keeps, as one JSON file (GET), and replacing it (POST).
    public static let apiExport = api / "export"
    public static let apiImport = api / "import"
}
