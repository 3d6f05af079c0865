import Foundation

/// A calendar day as a person sees it on their wall calendar, independent of time zone ("2026-03-08").
///
/// Dates are turned into days (and back) only with an explicit time zone, so the same instant can
/// be Monday in Toronto and Tuesday in Auckland.
public struct LocalDate: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Creates a day if the parts name a real date.
    public init?(year: Int, month: Int, day: Int) {
        var components = DateComponents(year: year, month: month, day: day)
        components.calendar = LocalDate.utcCalendar
        guard (1...9999).contains(year), components.isValidDate else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day that `date` falls on in `timeZone`.
    public init(_ date: Date, in timeZone: TimeZone) {
        let parts = Calendar.gregorian(in: timeZone).dateComponents([.year, .month, .day], from: date)
        year = parts.year ?? 1970
        month = parts.month ?? 1
        day = parts.day ?? 1
    }

    /// Parses "YYYY-MM-DD"; nil for anything else, including impossible dates.
    public init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2])
        else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// "2026-03-08".
    public var iso: String {
        String(format: "%04d-%02d-%02d", year, month, day)
    }

    public var description: String { iso }

    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// The day `count` days later (earlier when negative).
    public func adding(days count: Int) -> LocalDate {
        let calendar = LocalDate.utcCalendar
        // Foundation traps on an offset beyond its range; ±10 million days is past year 9999 anyway.
        let shifted = calendar.date(byAdding: .day, value: min(max(count, -10_000_000), 10_000_000), to: utcNoon) ?? utcNoon
        return LocalDate(shifted, in: calendar.timeZone)
    }

    /// Whole days from `self` to `other` (positive when `other` is later).
    public func days(until other: LocalDate) -> Int {
        let calendar = LocalDate.utcCalendar
        return calendar.dateComponents([.day], from: utcNoon, to: other.utcNoon).day ?? 0
    }

    /// 1 = Sunday … 7 = Saturday, as Foundation's Gregorian calendar counts.
    public var weekday: Int { LocalDate.utcCalendar.component(.weekday, from: utcNoon) }

    /// The instant at `hour:minute` on this day in `timeZone`. A time inside a daylight-saving gap
    /// (02:30 on a spring-forward night) moves forward by the gap, to 03:30 — the reading RFC 5545
    /// gives such times, so calendar feeds and the app agree.
    public func date(hour: Int, minute: Int, in timeZone: TimeZone) -> Date {
        let calendar = Calendar.gregorian(in: timeZone)
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
        if let exact = calendar.date(from: components),
           calendar.component(.hour, from: exact) == hour, calendar.component(.day, from: exact) == day {
            return exact
        }
        let midnight = calendar.date(from: DateComponents(year: year, month: month, day: day)) ?? utcNoon
        return calendar.nextDate(
            after: midnight, matching: DateComponents(hour: hour, minute: minute),
            matchingPolicy: .nextTimePreservingSmallerComponents) ?? midnight
    }

    /// The first instant of this day in `timeZone`.
    public func startOfDay(in timeZone: TimeZone) -> Date {
        let calendar = Calendar.gregorian(in: timeZone)
        return calendar.date(from: DateComponents(year: year, month: month, day: day)) ?? utcNoon
    }

    private var utcNoon: Date {
        LocalDate.utcCalendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12)) ?? Date(timeIntervalSince1970: 0)
    }

    private static let utcCalendar = Calendar.gregorian(in: TimeZone(identifier: "UTC") ?? .current)
}

extension Calendar {
    /// A Gregorian calendar fixed to `timeZone`, so nothing depends on the machine's settings.
    public static func gregorian(in timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = Locale(identifier: "en_US_POSIX")
        return calendar
    }
}
