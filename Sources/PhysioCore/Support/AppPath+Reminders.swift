import Foundation

/// The reminders page's addresses and the calendar feed's.
extension AppPath {
    /// Makes (or replaces) the private calendar link (POST).
    public static let calendarFeed = reminders.appending("calendar")
    /// Revokes the private calendar link (POST).
    public static let calendarFeedRevoke = calendarFeed.appending("revoke")
    /// The reminders as a one-off `.ics` download.
    public static let remindersDownload = reminders.appending("physiopoint.ics")

    /// The private calendar feed, read by calendar apps with the token as the credential.
    public static func calendarFeed(token: String) -> AppPath { calendarFeeds.appending("\(token).ics") }

    /// The folder of calendar feeds (served without sign-in: the token in the name is the credential).
    public static let calendarFeeds = AppPath("calendar")
}
