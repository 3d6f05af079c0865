import Foundation

/// The app's top-level destinations, shared by every part (the tab bar, redirects, reminders).
extension AppPath {
    public static let home = AppPath.root
    public static let schedule = AppPath("schedule")
    public static let triage = AppPath("triage")
    public static let today = AppPath("today")
    public static let history = AppPath("history")
    public static let settings = AppPath("settings")
    /// Turns assistive mode on or off (POST `mode=on|off`).
    public static let assistiveMode = AppPath("settings", "assistive-mode")
    /// Home as everyone else sees it, while assistive mode shows only the next step.
    public static let fullHome = AppPath.root.query("view", "full")
    public static let planner = AppPath("planner")
    public static let coach = AppPath("coach")
    public static let reminders = AppPath("reminders")
    public static let signIn = AppPath("signin")
    public static let logout = AppPath("logout")
    /// "Sign out of this device?": the question before `logout`.
    public static let signOut = AppPath("signout")
    /// The sign-in link's target (`?token=…`); see `signIn` for the page that asks for it.
    public static let login = AppPath("login")
    public static let healthCheck = AppPath("healthz")
    public static let favicon = AppPath("favicon.ico")
    /// The static files' folder (`asset(_:version:)` names one of them).
    public static let assets = AppPath("static")
    /// Where the JSON API lives: errors below it are answered as JSON.
    public static let apiRoot = AppPath("api")
    /// The JSON API's current version; every API path hangs below it.
    public static let api = apiRoot.appending("v1")

    /// A file under `/static`, with the asset version so browsers refetch it after an upgrade.
    public static func asset(_ name: String, version: String? = nil) -> AppPath {
        assets.appending(name).query("v", version)
    }

    /// An icon in an SVG sprite under `/static`, for `<use href>`: "/static/icons.svg#check".
    public static func icon(_ name: String, sprite: String) -> AppPath { asset(sprite).fragment(name) }

    /// True when `path` (a request's path) is `self` or below it.
    public func contains(_ path: String) -> Bool {
        path == value || path.hasPrefix(value == "/" ? "/" : value + "/")
    }
}
