import Foundation

/// The app's top-level destinations, shared by every part (the tab bar, redirects, reminders).
extension AppPath {
    public static let home = AppRoute.root
    public static let schedule = (AppRoute.root / "schedule").helpable
    public static let triage = AppRoute.root / "triage"
    public static let today = AppRoute.root / "today"
    public static let history = AppRoute.root / "history"
    public static let settings = AppRoute.root / "settings"
    /// Turns assistive mode on or off (POST `mode=on|off`).
    public static let assistiveMode = settings / "assistive-mode"
    /// Home as everyone else sees it, while assistive mode shows only the next step.
    public static var fullHome: AppPath { home.query("view", "full") }
    public static let planner = AppRoute.root / "planner"
    public static let coach = AppRoute.root / "coach"
    public static let reminders = AppRoute.root / "reminders"
    public static let signIn = (AppRoute.root / "signin").open
    public static let logout = AppRoute.root / "logout"
    /// "Sign out of this device?": the question before `logout`.
    public static let signOut = AppRoute.root / "signout"
    /// The sign-in link's target (`?token=…`); see `signIn` for the page that asks for it.
    public static let login = (AppRoute.root / "login").open
    public static let healthCheck = (AppRoute.root / "healthz").open
    public static let favicon = (AppRoute.root / "favicon.ico").open
    /// One static file (stylesheet, script, icon); `asset(_:version:)` prints it with its version.
    public static let staticFile = (AppRoute.root / "static" / .text("name")).open
    /// Where the JSON API lives: errors below it are answered as JSON.
    public static let apiRoot = AppPath("api")
    /// The JSON API's current version; every API path hangs below it.
    public static let api = AppRoute.root / "api" / "v1"

    /// A static file, with `?v=<version>` so a new release is fetched afresh.
    public static func asset(_ name: String, version: String? = nil) -> AppPath {
        staticFile(name).query("v", version)
    }

    /// An icon of a sprite sheet: `<use href="/static/icons.svg#name">`.
    public static func icon(_ name: String, sprite: String) -> AppPath { asset(sprite).fragment(name) }

    /// True when `path` is this path or below it ("/static/app.css" is inside "/static").
    public func contains(_ path: String) -> Bool {
        path == value || path.hasPrefix(value == "/" ? "/" : value + "/")
    }
}
