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
        guard (1...9999).contains(year) else { return nil }
        if year >= Civil.firstYear {
            guard (1...12).contains(month), day >= 1, day <= Civil.daysIn(month: month, year: year) else { return nil }
        } else {
            // Before 1583 Foundation's Gregorian calendar is Julian (and skips 5–14 October 1582).
            var components = DateComponents(year: year, month: month, day: day)
            components.calendar = LocalDate.utcCalendar
            guard components.isValidDate else { return nil }
        }
        self.year = year
        self.month = month
        self.day = day
    }

    private init(unchecked year: Int, _ month: Int, _ day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day that `date` falls on in `timeZone`.
    public init(_ date: Date, in timeZone: TimeZone) {
        let local = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))
        if local.isFinite, local >= Civil.firstSecond, local < Civil.lastSecond {
            let (y, m, d) = Civil.date(fromDays: Int((local / 86_400).rounded(.down)))
            self.init(unchecked: y, m, d)
            return
        }
        let parts = Calendar.gregorian(in: timeZone).dateComponents([.year, .month, .day], from: date)
        self.init(unchecked: parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
    }

    /// Parses "YYYY-MM-DD"; nil for anything else, including impossible dates.
    public init?(iso text: String) {
        var text = text
        guard let parts = text.withUTF8({ Civil.isoParts($0) }) else { return nil }
        self.init(year: parts.0, month: parts.1, day: parts.2)
    }

    /// "2026-03-08".
    public var iso: String {
        guard (0...9999).contains(year), (0...99).contains(month), (0...99).contains(day) else {
            return String(format: "%04d-%02d-%02d", year, month, day)
        }
        return String(unsafeUninitializedCapacity: 10) { out in
            out[0] = UInt8(0x30 + year / 1000)
            out[1] = UInt8(0x30 + year / 100 % 10)
            out[2] = UInt8(0x30 + year / 10 % 10)
            out[3] = UInt8(0x30 + year % 10)
            out[4] = 0x2D
            out[5] = UInt8(0x30 + month / 10)
            out[6] = UInt8(0x30 + month % 10)
            out[7] = 0x2D
            out[8] = UInt8(0x30 + day / 10)
            out[9] = UInt8(0x30 + day % 10)
            return 10
        }
    }

    public var description: String { iso }

    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Days since 1970-01-01 when this day and the calendar's arithmetic agree (1583 onwards).
    private var civilDays: Int? {
        year >= Civil.firstYear ? Civil.days(year: year, month: month, day: day) : nil
    }

    /// The day `count` days later (earlier when negative).
    public func adding(days count: Int) -> LocalDate {
        // Foundation traps on an offset beyond its range; ±10 million days is past year 9999 anyway.
        let count = min(max(count, -10_000_000), 10_000_000)
        if let start = civilDays, Civil.firstDay...Civil.lastDay ~= start + count {
            let (y, m, d) = Civil.date(fromDays: start + count)
            return LocalDate(unchecked: y, m, d)
        }
        let calendar = LocalDate.utcCalendar
        let shifted = calendar.date(byAdding: .day, value: count, to: utcNoon) ?? utcNoon
        return LocalDate(shifted, in: calendar.timeZone)
    }

    /// Whole days from `self` to `other` (positive when `other` is later).
    public func days(until other: LocalDate) -> Int {
        if let start = civilDays, let end = other.civilDays { return end - start }
        let calendar = LocalDate.utcCalendar
        return calendar.dateComponents([.day], from: utcNoon, to: other.utcNoon).day ?? 0
    }

    /// 1 = Sunday … 7 = Saturday, as Foundation's Gregorian calendar counts.
    public var weekday: Int {
        // 1970-01-01 was a Thursday (5).
        if let days = civilDays { return ((days + 4) % 7 + 7) % 7 + 1 }
        return LocalDate.utcCalendar.component(.weekday, from: utcNoon)
    }

    /// The instant at `hour:minute` on this day in `timeZone`. A time inside a daylight-saving gap
    /// (02:30 on a spring-forward night) moves forward by the gap, to 03:30 — the reading RFC 5545
    /// gives such times, so calendar feeds and the app agree.
    public func date(hour: Int, minute: Int, in timeZone: TimeZone) -> Date {
        // A day with one UTC offset throughout (nearly every day) is plain arithmetic; a day with a
        // daylight-saving change, or before 1583, asks the calendar.
        if let days = civilDays, (0...23).contains(hour), (0...59).contains(minute) {
            let midnight = Double(days) * 86_400  // this day's midnight, read as UTC
            // ±14 hours around the day covers every zone's offset.
            let offset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: midnight - 50_400))
            if offset == timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: midnight + 86_400 + 50_400)) {
                return Date(timeIntervalSince1970: midnight + Double(hour * 3_600 + minute * 60 - offset))
            }
        }
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

/// Proleptic Gregorian day arithmetic (Howard Hinnant's `days_from_civil`), used from 1583 on, where
/// it agrees with Foundation's Gregorian calendar (Julian before October 1582) and costs a few
/// integer operations instead of a calendar and its locale. The store and the JSON writer use it too.
public enum Civil {
    static let firstYear = 1583
    static let firstDay = days(year: 1583, month: 1, day: 1)
    static let lastDay = days(year: 9999, month: 12, day: 31)
    static let firstSecond = Double(firstDay) * 86_400
    static let lastSecond = Double(lastDay + 1) * 86_400

    public static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to the given day (negative before).
    public static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day `days` after 1970-01-01.
    public static func date(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// "YYYY-MM-DD" as numbers: exactly 4, 2 and 2 ASCII digits between two hyphens.
    static func isoParts(_ bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int, Int)? {
        guard bytes.count == 10, bytes[4] == 0x2D, bytes[7] == 0x2D else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for i in range {
                let digit = Int(bytes[i]) - 0x30
                guard (0...9).contains(digit) else { return nil }
                value = value * 10 + digit
            }
            return value
        }
        guard let y = number(0..<4), let m = number(5..<7), let d = number(8..<10) else { return nil }
        return (y, m, d)
    }
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
