import Foundation

/// Paths for offline use and installation (issue 10).
extension AppPath {
    /// The service worker, served from the root so its scope is the whole app.
    public static let serviceWorker = AppPath("sw.js")
    /// What the service worker shows for a page it hasn't kept while the server can't be reached.
    public static let offline = AppPath("offline")
    /// Redirects to today's next open session (the manifest's "Next session" shortcut).
    public static let nextSession = AppPath("sessions", "next")
    /// The "I need help" shortcut: the Today page's deep link into the help flow.
    public static let needHelpShortcut = AppPath.today.query("help", "1")
    /// The web app manifest.
    public static let manifest = AppPath.asset("manifest.webmanifest")
}
