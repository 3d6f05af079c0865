import Foundation

/// The app's top-level destinations, shared by every part (the tab bar, redirects, reminders).
extension AppPath {
    public static let home = AppPath.root
    public static let schedule = AppPath("schedule")
    public static let triage = AppPath("triage")
    public static let today = AppPath("today")
    public static let history = AppPath("history")
    public static let settings = AppPath("settings")
    public static let planner = AppPath("planner")
    public static let coach = AppPath("coach")
    public static let reminders = AppPath("reminders")
    public static let signIn = AppPath("signin")
    public static let logout = AppPath("logout")

    /// A file under `/static`, with the asset version so browsers refetch it after an upgrade.
    public static func asset(_ name: String, version: String? = nil) -> AppPath {
        AppPath("static", name).query("v", version)
    }
}
