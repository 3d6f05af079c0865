import Foundation

/// One event of an iCalendar document (RFC 5545 VEVENT).
public struct ICalendarEvent: Sendable, Hashable {
    /// When the event happens.
    public enum Timing: Sendable, Hashable {
        /// A whole day, as a wall calendar shows it (`DTSTART;VALUE=DATE`, `DTEND` the next day).
        case allDay(LocalDate)
        /// An instant with a length (`DTSTART:…Z`).
        case timed(start: Date, durationMinutes: Int)
        /// A wall-clock time in a time zone (`DTSTART;TZID=…`), so it stays at that time across
        /// daylight-saving changes; the document describes the zone in a `VTIMEZONE`.
        case local(day: LocalDate, time: TimeOfDay, timeZone: TimeZone, durationMinutes: Int)
    }

    /// Stable across exports: a calendar that sees the same UID again updates the event instead of
    /// adding a second one.
    public var uid: String
    public var timing: Timing
    public var summary: String
    /// Plain text; newlines are kept.
    public var description: String
    /// Minutes before the start for a display alarm (0: at the start); nil for none.
    public var alarmMinutesBefore: Int?
    /// Repeats every day from its start (`RRULE:FREQ=DAILY`).
    public var repeatsDaily: Bool
    /// A link back into the app.
    public var url: String?
    public var categories: [String]
    /// Shown as free time. All-day events always are.
    public var transparent: Bool

    public init(
        uid: String, timing: Timing, summary: String, description: String = "", alarmMinutesBefore: Int? = nil,
        repeatsDaily: Bool = false, url: String? = nil, categories: [String] = [], transparent: Bool = false
    ) {
        self.uid = uid
        self.timing = timing
        self.summary = summary
        self.description = description
        self.alarmMinutesBefore = alarmMinutesBefore
        self.repeatsDaily = repeatsDaily
        self.url = url
        self.categories = categories
        self.transparent = transparent
    }
}

/// PhysioPoint's one iCalendar writer (RFC 5545), used by the training planner's export and the
/// reminders feed: CRLF line endings, lines folded at 75 octets, TEXT values escaped (`\\`, `\;`,
/// `\,`, `\n`), a DTSTAMP on every event, display alarms, and a `VTIMEZONE` for wall-clock events.
/// Foundation only.
public enum ICalendar {
    /// A subscribed calendar's refresh hint and time zone, for feeds that have them.
    public struct Feed: Sendable {
        /// The zone the `.local` events are in, described from `from` to `to`.
        public var timeZone: TimeZone
        public var from: Date
        public var to: Date
        /// How often a subscribed calendar should refresh ("PT6H").
        public var refreshInterval: String

        public init(timeZone: TimeZone, from: Date, to: Date, refreshInterval: String) {
            self.timeZone = timeZone
            self.from = from
            self.to = to
            self.refreshInterval = refreshInterval
        }
    }

    /// The whole `VCALENDAR` for `events`, stamped `stamp` (the export's time; RFC 5545 §3.8.7.2).
    public static func document(
        events: [ICalendarEvent], calendarName: String, stamp: Date,
        productID: String = "-//PhysioPoint//PhysioPoint//EN", feed: Feed? = nil
    ) -> String {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:\(productID)", "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
            "X-WR-CALNAME:\(escape(calendarName))",
        ]
        if let feed {
            lines += [
                "X-WR-TIMEZONE:\(feed.timeZone.identifier)", "REFRESH-INTERVAL;VALUE=DURATION:\(feed.refreshInterval)",
                "X-PUBLISHED-TTL:\(feed.refreshInterval)",
            ]
            lines += VTimeZone.lines(for: feed.timeZone, from: feed.from, to: feed.to)
        }
        let dtstamp = utcStamp(stamp)
        for event in events { lines += self.lines(of: event, dtstamp: dtstamp) }
        lines.append("END:VCALENDAR")
        return lines.map(fold).joined(separator: "\r\n") + "\r\n"
    }

    static func lines(of event: ICalendarEvent, dtstamp: String) -> [String] {
        var lines = ["BEGIN:VEVENT", "UID:\(escape(event.uid))", "DTSTAMP:\(dtstamp)"]
        var transparent = event.transparent
        switch event.timing {
        case .allDay(let day):
            lines.append("DTSTART;VALUE=DATE:\(basicDate(day))")
            lines.append("DTEND;VALUE=DATE:\(basicDate(day.adding(days: 1)))")
            transparent = true
        case .timed(let start, let minutes):
            lines.append("DTSTART:\(utcStamp(start))")
            lines.append("DURATION:PT\(max(minutes, 0))M")
        case .local(let day, let time, let zone, let minutes):
            lines.append(
                "DTSTART;TZID=\(zone.identifier):\(basicDate(day))T\(twoDigits(time.hour))\(twoDigits(time.minute))00")
            lines.append("DURATION:PT\(max(minutes, 0))M")
        }
        if event.repeatsDaily { lines.append("RRULE:FREQ=DAILY") }
        lines.append("SUMMARY:\(escape(event.summary))")
        if !event.description.isEmpty { lines.append("DESCRIPTION:\(escape(event.description))") }
        if let url = event.url { lines.append("URL:\(url.filter { !$0.isNewline })") }
        if !event.categories.isEmpty {
            lines.append("CATEGORIES:\(event.categories.map(escape).joined(separator: ","))")
        }
        if transparent { lines.append("TRANSP:TRANSPARENT") }
        if let minutes = event.alarmMinutesBefore {
            lines += [
                "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:\(escape(event.summary))",
                minutes > 0 ? "TRIGGER:-PT\(minutes)M" : "TRIGGER:PT0M", "END:VALARM",
            ]
        }
        lines.append("END:VEVENT")
        return lines
    }

    /// A TEXT value with backslash, semicolon, comma and newlines escaped (RFC 5545 §3.3.11), and the
    /// characters never shown dropped (``DisplayText``: a calendar app shows the title as it comes).
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
            case _ where DisplayText.isHidden(scalar): break
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
        return lines.joined(separator: "\r\n ")
    }

    /// "20260302".
    static func basicDate(_ day: LocalDate) -> String {
        String(format: "%04d%02d%02d", day.year, day.month, day.day)
    }

    /// "20260302T143000Z".
    static func utcStamp(_ date: Date) -> String {
        let parts = Calendar.gregorian(in: TimeZone(identifier: "UTC") ?? .gmt)
            .dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(
            format: "%04d%02d%02dT%02d%02d%02dZ", parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1,
            parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
    }

    static func twoDigits(_ value: Int) -> String { String(format: "%02d", value) }
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
