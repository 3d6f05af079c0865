import Foundation

/// The reminders page's addresses and the calendar feed's.
extension AppPath {
    /// Makes (or replaces) the private calendar link (POST).
    public static let calendarFeed = reminders / "calendar"
    /// Revokes the private calendar link (POST).
    public static let calendarFeedRevoke = calendarFeed / "revoke"
    /// The reminders as a one-off `.ics` download.
    public static let remindersDownload = reminders / "physiopoint.ics"
    /// Today's due reminders for the open app (JSON).
    public static let apiRemindersDue = api / "reminders" / "due"

    /// The private calendar feed, read by calendar apps with the token as the credential (served
    /// without sign-in: the token in the name is the credential).
    public static let calendarFeedFile = (AppRoute.root / "calendar" / PathParameter<String>.calendarFile).open
}

extension PathParameter where Value == String {
    /// A calendar feed's file name, `<token>.ics`; the value is the token.
    static var calendarFile: PathParameter<String> {
        PathParameter<String>(
            "file",
            parse: { text in
                guard text.hasSuffix(".ics") else { return nil }
                let token = text.dropLast(4)
                return token.isEmpty || token.count > 128 ? nil : String(token)
            },
            print: { "\($0).ics" })
    }
}
