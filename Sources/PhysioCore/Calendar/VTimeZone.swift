import Foundation

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
            let onset = ICalendar.utcStamp(transition.addingTimeInterval(TimeInterval(from))).dropLast()
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
