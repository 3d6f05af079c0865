import Foundation

/// Paths for offline use and installation (issue 10).
extension AppPath {
    /// The service worker, served from the root so its scope is the whole app.
    public static let serviceWorker = (AppRoute.root / "sw.js").open
    /// What the service worker shows for a page it hasn't kept while the server can't be reached.
    public static let offline = (AppRoute.root / "offline").open
    /// Redirects to today's next open session (the manifest's "Next session" shortcut).
    public static let nextSession = AppRoute.root / "sessions" / "next"
    /// The "I need help" shortcut: the Today page's deep link into the help flow.
    public static var needHelpShortcut: AppPath { today.query("help", "1") }
    /// The web app manifest.
    public static var manifest: AppPath { asset("manifest.webmanifest") }
}
