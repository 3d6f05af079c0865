import Foundation

/// Fixed notices for the habit pages. Only these words reach a page, never text from the URL.
public enum HabitNotice: String, PageNotice {
    case saved, noteSaved = "note-saved", settingsSaved = "settings-saved", itemAdded = "item-added"
    case listChanged = "list-changed", paused, unpaused, achievementsReset = "achievements-reset", imported
    case started

    public var text: String {
        switch self {
        case .saved: "Saved."
        case .noteSaved: "Note saved. Well done for pausing — that is the habit."
        case .settingsSaved: "Settings saved."
        case .itemAdded: "Item added to your Night Prep list."
        case .listChanged: "Your Night Prep list is updated."
        case .paused: "Pause saved. Those days won’t break your streak."
        case .unpaused: "Pause removed."
        case .achievementsReset: "Achievements reset. New ones count from today."
        case .imported: "Import complete: PhysioPoint now holds the file’s data."
        case .started: "The habit coach is on. Its reminders are in Reminders and in Habits → Settings."
        }
    }

    /// `path` showing this notice (and celebrating `celebrate`, if any), scrolled to `fragment`.
    public func on(_ path: AppPath, celebrate: [String] = [], fragment: String? = nil) -> String {
        let target = path.query([
            ("notice", rawValue), ("celebrate", celebrate.isEmpty ? nil : celebrate.joined(separator: ",")),
        ])
        return (fragment.map(target.fragment) ?? target).value
    }
}
