import Foundation

/// The reminders as an iCalendar document (RFC 5545) for a calendar subscription or a one-off
/// `.ics` download: one event per reminder, daily ones recurring (`RRULE:FREQ=DAILY`) at their
/// wall-clock time in the person's zone (`DTSTART;TZID=…` with a `VTIMEZONE`, so the time stays
/// 21:00 across daylight-saving changes), a display alarm at the reminder time, a link back into
/// the app, and a UID made from the reminder's stable id so a refresh updates instead of duplicating.
///
/// A minimal writer kept here until it is unified with the training planner's `ICalendar` writer,
/// which has no recurrence or time-zone support yet.
public enum ReminderCalendar {
    public static let productID = "-//PhysioPoint//Reminders//EN"

    /// The whole `VCALENDAR`. `baseURL` ("http://192.168.1.5:8080") makes each event's link
    /// absolute; `anchor` is the first day for reminders without their own start (the feed's creation day).
    public static func document(
        plan: ReminderPlan, timeZone: TimeZone, baseURL: String, stamp: Date, anchor: LocalDate,
        calendarName: String = "PhysioPoint reminders"
    ) -> String {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:\(productID)", "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
            "X-WR-CALNAME:\(escape(calendarName))", "X-WR-TIMEZONE:\(timeZone.identifier)",
            "REFRESH-INTERVAL;VALUE=DURATION:PT6H", "X-PUBLISHED-TTL:PT6H",
        ]
        let starts = plan.reminders.map { $0.day ?? $0.startDay ?? anchor }
        let earliest = starts.min() ?? anchor
        lines += VTimeZone.lines(
            for: timeZone, from: earliest.adding(days: -366).startOfDay(in: timeZone),
            to: anchor.adding(days: 3 * 366).startOfDay(in: timeZone))
        for (reminder, start) in zip(plan.reminders, starts) {
            lines += event(reminder, start: start, timeZone: timeZone, baseURL: baseURL, stamp: stamp)
        }
        lines.append("END:VCALENDAR")
        return lines.map(fold).joined(separator: "\r\n") + "\r\n"
    }

    static func event(_ reminder: Reminder, start: LocalDate, timeZone: TimeZone, baseURL: String, stamp: Date) -> [String] {
        let url = baseURL + reminder.path.value
        var lines = [
            "BEGIN:VEVENT",
            "UID:\(reminder.id)@physiopoint",
            "DTSTAMP:\(utcStamp(stamp))",
            "DTSTART;TZID=\(timeZone.identifier):\(basicDate(start))T\(twoDigits(reminder.time.hour))\(twoDigits(reminder.time.minute))00",
            "DURATION:PT\(reminder.durationMinutes)M",
        ]
        if reminder.day == nil { lines.append("RRULE:FREQ=DAILY") }
        lines += [
            "SUMMARY:\(escape(reminder.title))",
            "DESCRIPTION:\(escape(reminder.body + "\n" + url))",
            "URL:\(url.filter { !$0.isNewline })",
            "CATEGORIES:PhysioPoint",
            "TRANSP:TRANSPARENT",
            "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:\(escape(reminder.title))", "TRIGGER:PT0M", "END:VALARM",
            "END:VEVENT",
        ]
        return lines
    }

    /// A TEXT value with backslash, semicolon, comma and newlines escaped (RFC 5545 §3.3.11).
    public static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\n", "\r\n", "\r": result += "\\n"
            default: result.append(character)
            }
        }
        return result
    }

    /// Lines longer than 75 octets folded with CRLF and a space, never inside a UTF-8 character (§3.1).
    public static func fold(_ line: String) -> String {
        var pieces: [String] = []
        var current = ""
        var octets = 0
        for character in line {
            let size = String(character).utf8.count
            let limit = pieces.isEmpty ? 75 : 74  // continuation lines start with a space
            if octets + size > limit {
                pieces.append(current)
                current = ""
                octets = 0
            }
            current.append(character)
            octets += size
        }
        pieces.append(current)
        return pieces.joined(separator: "\r\n ")
    }

    static func utcStamp(_ date: Date) -> String {
        let parts = Calendar.gregorian(in: TimeZone(secondsFromGMT: 0) ?? .gmt).dateComponents(
            [.year, .month, .day, .hour, .minute, .second], from: date)
        return String(
            format: "%04d%02d%02dT%02d%02d%02dZ", parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1, parts.hour ?? 0,
            parts.minute ?? 0, parts.second ?? 0)
    }

    static func basicDate(_ day: LocalDate) -> String { String(format: "%04d%02d%02d", day.year, day.month, day.day) }

    static func twoDigits(_ value: Int) -> String { String(format: "%02d", value) }
}

/// A `VTIMEZONE` for a zone, written from Foundation's own transitions: one observance per
/// daylight-saving change in the range, after one giving the offset in force at its start.
enum VTimeZone {
    static func lines(for zone: TimeZone, from start: Date, to end: Date) -> [String] {
        var lines = ["BEGIN:VTIMEZONE", "TZID:\(zone.identifier)", "X-LIC-LOCATION:\(zone.identifier)"]
        let initial = zone.secondsFromGMT(for: start)
        lines += observance(
            daylight: zone.isDaylightSavingTime(for: start), onset: "19700101T000000", from: initial, to: initial,
            name: zone.abbreviation(for: start))
        var cursor = start
        while let transition = zone.nextDaylightSavingTimeTransition(after: cursor), transition < end {
            let from = zone.secondsFromGMT(for: transition.addingTimeInterval(-1))
            let to = zone.secondsFromGMT(for: transition)
            // The onset is written in the local time in force before the change.
            let onset = ReminderCalendar.utcStamp(transition.addingTimeInterval(TimeInterval(from))).dropLast()
            lines += observance(
                daylight: zone.isDaylightSavingTime(for: transition), onset: String(onset), from: from, to: to,
                name: zone.abbreviation(for: transition))
            cursor = transition
        }
        lines.append("END:VTIMEZONE")
        return lines
    }

    static func observance(daylight: Bool, onset: String, from: Int, to: Int, name: String?) -> [String] {
        let kind = daylight ? "DAYLIGHT" : "STANDARD"
        var lines = ["BEGIN:\(kind)", "DTSTART:\(onset)", "TZOFFSETFROM:\(offset(from))", "TZOFFSETTO:\(offset(to))"]
        // Parsers such as Python's icalendar need a name; Linux Foundation may only know "GMT-5".
        let shown = name.flatMap { $0.hasPrefix("GMT") || $0.isEmpty ? nil : $0 } ?? offset(to)
        lines.append("TZNAME:\(shown)")
        lines.append("END:\(kind)")
        return lines
    }

    /// "-0500", "+0530".
    static func offset(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let minutes = abs(seconds) / 60
        return sign + String(format: "%02d%02d", minutes / 60, minutes % 60)
    }
}
