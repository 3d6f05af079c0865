import Foundation

/// The reminders as an iCalendar document (RFC 5545) for a calendar subscription or a one-off
/// `.ics` download: one event per reminder, daily ones recurring (`RRULE:FREQ=DAILY`) at their
/// wall-clock time in the person's zone (`DTSTART;TZID=…` with a `VTIMEZONE`, so the time stays
/// 21:00 across daylight-saving changes), a display alarm at the reminder time, a link back into
/// the app, and a UID made from the reminder's stable id so a refresh updates instead of duplicating.
/// Written by the one `ICalendar` writer the training planner's export uses too.
public enum ReminderCalendar {
    public static let productID = "-//PhysioPoint//Reminders//EN"

    /// The whole `VCALENDAR`. `baseURL` ("http://192.168.1.5:8080") makes each event's link
    /// absolute; `anchor` is the first day for reminders without their own start (the feed's creation day).
    public static func document(
        plan: ReminderPlan, timeZone: TimeZone, baseURL: String, stamp: Date, anchor: LocalDate,
        calendarName: String = "PhysioPoint reminders"
    ) -> String {
        let starts = plan.reminders.map { $0.day ?? $0.startDay ?? anchor }
        let earliest = starts.min() ?? anchor
        let feed = ICalendar.Feed(
            timeZone: timeZone, from: earliest.adding(days: -366).startOfDay(in: timeZone),
            to: anchor.adding(days: 3 * 366).startOfDay(in: timeZone), refreshInterval: "PT6H")
        let events = zip(plan.reminders, starts).map { reminder, start in
            event(reminder, start: start, timeZone: timeZone, baseURL: baseURL)
        }
        return ICalendar.document(
            events: events, calendarName: calendarName, stamp: stamp, productID: productID, feed: feed)
    }

    /// One reminder as an event: its UID is the reminder's id ("workout-<uuid>@physiopoint").
    static func event(_ reminder: Reminder, start: LocalDate, timeZone: TimeZone, baseURL: String) -> ICalendarEvent {
        let url = baseURL + reminder.path.value
        return ICalendarEvent(
            uid: "\(reminder.id)@physiopoint",
            timing: .local(
                day: start, time: reminder.time, timeZone: timeZone, durationMinutes: reminder.durationMinutes),
            summary: reminder.title, description: reminder.body + "\n" + url, alarmMinutesBefore: 0,
            repeatsDaily: reminder.day == nil, url: url, categories: ["PhysioPoint"], transparent: true)
    }
}
