import Foundation

/// The reminders page: every reminder with its time and where it leads, how they reach the person
/// in the app, and the private calendar link.
public struct RemindersScreen: Sendable {
    public struct Row: Sendable {
        public var title: String
        public var body: String
        /// "9:00 PM".
        public var timeLabel: String
        /// "Every day" or "Sat • Nov 21".
        public var frequency: String
        public var path: AppPath
        public var isHabit: Bool
    }

    public var rows: [Row]
    public var timeZoneName: String
    /// "http://host/calendar/<token>.ics".
    public var feedURL: String?
    /// The same with `webcal://`, which opens the calendar app's subscribe dialog.
    public var webcalURL: String?
    /// For an app that fetches the feed on the phone itself (ICSx⁵ on Android): `webcals://` when the
    /// feed is HTTPS, so the app asks for it over HTTPS (it reads `webcal://` as plain HTTP).
    public var phoneAppURL: String?
    /// "Created Sunday, November 22".
    public var feedCreated: String?

    public init(plan: ReminderPlan, timeZone: TimeZone, feedURL: String?, feedCreated: LocalDate?) {
        rows = plan.reminders.map { reminder in
            Row(
                title: reminder.title, body: reminder.body, timeLabel: reminder.time.label,
                frequency: reminder.day.map(DateLabels.short) ?? "Every day", path: reminder.path,
                isHabit: [.nightPrep, .morningFocus, .needHelp].contains(reminder.kind))
        }
        timeZoneName = timeZone.identifier
        self.feedURL = feedURL
        webcalURL = feedURL.map { url in
            url.hasPrefix("https://") ? "webcal://" + url.dropFirst(8) : url.hasPrefix("http://") ? "webcal://" + url.dropFirst(7) : url
        }
        phoneAppURL = feedURL.map { url in
            if url.hasPrefix("https://") { return "webcals://" + url.dropFirst(8) }
            return url.hasPrefix("http://") ? "webcal://" + url.dropFirst(7) : url
        }
        self.feedCreated = feedCreated.map { "Created \(DateLabels.long($0))" }
    }
}
