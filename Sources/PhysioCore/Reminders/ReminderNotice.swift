import Foundation

/// Fixed notices of the reminders page. Only these words reach the page, never text from the URL.
public enum ReminderNotice: String, PageNotice {
    case feedCreated = "feed-created", feedRevoked = "feed-revoked"

    public var text: String {
        switch self {
        case .feedCreated: "Your private calendar link is ready."
        case .feedRevoked: "The calendar link was revoked. Calendars subscribed to it get nothing more."
        }
    }
}
