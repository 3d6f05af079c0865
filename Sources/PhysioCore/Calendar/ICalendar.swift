import Foundation

/// One event of an iCalendar document (RFC 5545 VEVENT).
public struct ICalendarEvent: Sendable, Hashable {
    /// When the event happens: a whole day (as a wall calendar shows it) or an instant with a length.
    public enum Timing: Sendable, Hashable {
        case allDay(LocalDate)
        case timed(start: Date, durationMinutes: Int)
    }

    /// Stable across exports: a calendar that sees the same UID again updates the event instead of
    /// adding a second one.
    public var uid: String
    public var timing: Timing
    public var summary: String
    /// Plain text; newlines are kept.
    public var description: String
    /// Minutes before the start for a display alarm (reminders); nil for none.
    public var alarmMinutesBefore: Int?

    public init(uid: String, timing: Timing, summary: String, description: String = "", alarmMinutesBefore: Int? = nil) {
        self.uid = uid
        self.timing = timing
        self.summary = summary
        self.description = description
        self.alarmMinutesBefore = alarmMinutesBefore
    }
}

/// Writes iCalendar documents (RFC 5545): CRLF line endings, lines folded at 75 octets, TEXT values
/// escaped (`\\`, `\;`, `\,`, `\n`), a DTSTAMP on every event. Foundation only, so the planner's
/// export and the reminders can share it.
public enum ICalendar {
    /// The whole `VCALENDAR` for `events`, stamped `stamp` (the export's time; RFC 5545 §3.8.7.2).
    public static func document(
        events: [ICalendarEvent], calendarName: String, stamp: Date,
        productID: String = "-//PhysioPoint//PhysioPoint//EN"
    ) -> String {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:\(productID)", "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
            "X-WR-CALNAME:\(escape(calendarName))",
        ]
        let dtstamp = utcStamp(stamp)
        for event in events {
            lines.append("BEGIN:VEVENT")
            lines.append("UID:\(escape(event.uid))")
            lines.append("DTSTAMP:\(dtstamp)")
            switch event.timing {
            case .allDay(let day):
                lines.append("DTSTART;VALUE=DATE:\(basicDate(day))")
                lines.append("DTEND;VALUE=DATE:\(basicDate(day.adding(days: 1)))")
                lines.append("TRANSP:TRANSPARENT")
            case .timed(let start, let minutes):
                lines.append("DTSTART:\(utcStamp(start))")
                lines.append("DURATION:PT\(max(minutes, 0))M")
            }
            lines.append("SUMMARY:\(escape(event.summary))")
            if !event.description.isEmpty { lines.append("DESCRIPTION:\(escape(event.description))") }
            if let minutes = event.alarmMinutesBefore {
                lines += [
                    "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:\(escape(event.summary))",
                    "TRIGGER:-PT\(max(minutes, 0))M", "END:VALARM",
                ]
            }
            lines.append("END:VEVENT")
        }
        lines.append("END:VCALENDAR")
        return lines.map(fold).joined(separator: "\r\n") + "\r\n"
    }

    /// A TEXT value with backslash, semicolon, comma and newlines escaped (RFC 5545 §3.3.11).
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\r": result += "\\n"
            case "\n": if !previousWasCR { result += "\\n" }
            default: result.unicodeScalars.append(scalar)
            }
            previousWasCR = scalar == "\r"
        }
        return result
    }

    /// Splits a content line so no line is longer than 75 octets, continuing with CRLF and a space
    /// (RFC 5545 §3.1). Never splits inside a UTF-8 sequence.
    public static func fold(_ line: String) -> String {
        guard line.utf8.count > 75 else { return line }
        var lines: [String] = []
        var current = ""
        var octets = 0
        for scalar in line.unicodeScalars {
            let size = String(scalar).utf8.count
            let limit = lines.isEmpty ? 75 : 74  // continuation lines start with a space
            if octets + size > limit {
                lines.append(current)
                current = ""
                octets = 0
            }
            current.unicodeScalars.append(scalar)
            octets += size
        }
        lines.append(current)
        return lines.enumerated().map { $0.offset == 0 ? $0.element : " " + $0.element }.joined(separator: "\r\n")
    }

    /// "20260302".
    static func basicDate(_ day: LocalDate) -> String {
        String(format: "%04d%02d%02d", day.year, day.month, day.day)
    }

    /// "20260302T143000Z".
    static func utcStamp(_ date: Date) -> String {
        let parts = Calendar.gregorian(in: TimeZone(identifier: "UTC") ?? .current)
            .dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(
            format: "%04d%02d%02dT%02d%02d%02dZ", parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1,
            parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
    }
}

extension MesocyclePlan {
    /// The plan's workouts as an iCalendar document of all-day events with stable UIDs.
    public func iCalendar(stamp: Date, uidDomain: String = "physiopoint") -> String {
        let events = calendarEntries(uidDomain: uidDomain).map { entry in
            ICalendarEvent(
                uid: entry.uid, timing: .allDay(entry.date),
                summary: entry.isDone ? "\(entry.title) (done)" : entry.title,
                description: entry.description)
        }
        return ICalendar.document(events: events, calendarName: name, stamp: stamp)
    }
}
