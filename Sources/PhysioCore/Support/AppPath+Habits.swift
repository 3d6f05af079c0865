import Foundation

/// The habit coach's pages and form actions (`/today`, `/history`, `/settings` are top-level).
extension AppPath {
    /// "I Need Help": the four categories.
    public static let help = AppPath("help")
    /// Where a craving note is posted.
    public static let helpNotes = AppPath("help", "notes")
    /// The Night Prep list editor.
    public static let prepItems = AppPath("today", "prep-items")
    /// The help behind the info button next to "My why".
    public static let whyHelp = AppPath("today", "why")
    /// The confirmation before resetting achievements (GET) and the reset itself (POST).
    public static let achievementsReset = AppPath("history", "achievements", "reset")
    /// "Got it" on a celebration: records the achievements it celebrated.
    public static let achievementsSeen = AppPath("history", "achievements", "seen")
    /// Where pause days are posted.
    public static let pauses = AppPath("history", "pauses")
    /// The habit coach's own settings (celebrations, kept audio, reminder times); `/settings` is the app's.
    public static let habitSettings = AppPath("habits", "settings")
    /// "Start the habit coach" on Today (its reminders begin).
    public static let habitStart = AppPath("today", "start")
    public static let settingsExport = AppPath("settings", "export")
    public static let settingsImport = AppPath("settings", "import")

    /// One craving category's mini-coach.
    public static func help(_ category: String) -> AppPath { help.appending(category) }

    /// A kept voice note, played back to the owner.
    public static func noteAudio(_ noteID: String) -> AppPath { helpNotes.appending(noteID).appending("audio") }

    /// Where a part of a day's entry is saved (`part` is a `DayEntryPart` raw value).
    public static func entryPart(_ date: LocalDate, _ part: String) -> AppPath {
        AppPath("today", "entries", date.iso, part)
    }

    /// One day's entry, opened from History.
    public static func historyDay(_ date: LocalDate) -> AppPath { history.appending(date.iso) }

    /// A Night Prep list action: `up`, `down`, `hide`, `show` or `remove`.
    public static func prepItem(_ id: String, _ action: String) -> AppPath { prepItems.appending(id).appending(action) }

    /// Removes the pause on one day.
    public static func pauseRemove(_ date: LocalDate) -> AppPath { pauses.appending(date.iso).appending("remove") }
}
