import Foundation
import PhysioCore
import TestSupport
import Testing

/// `LocalDate` does its day arithmetic with integers from 1583 on and with Foundation's Gregorian
/// calendar before (where that calendar is Julian). These tests hold the integer path to the
/// calendar's answers, on fixed edge days and on random ones.
@Suite struct LocalDateArithmeticTests {
    static let utc = Self.calendar(TimeZone(identifier: "UTC")!)

    static func calendar(_ zone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar
    }

    static func iso(_ parts: DateComponents) -> String {
        String(format: "%04d-%02d-%02d", parts.year ?? -1, parts.month ?? -1, parts.day ?? -1)
    }

    /// What Foundation's calendar says about a day: valid or not, its weekday, and the day after.
    static func foundation(_ year: Int, _ month: Int, _ day: Int) -> (valid: Bool, weekday: Int?, next: String?) {
        var components = DateComponents(year: year, month: month, day: day)
        components.calendar = utc
        guard components.isValidDate, let noon = utc.date(from: DateComponents(year: year, month: month, day: day, hour: 12))
        else { return (false, nil, nil) }
        let next = utc.dateComponents([.year, .month, .day], from: utc.date(byAdding: .day, value: 1, to: noon)!)
        return (true, utc.component(.weekday, from: noon), iso(next))
    }

    @Test(arguments: [
        (1582, 10, 4), (1582, 10, 5), (1582, 10, 15), (1582, 12, 31), (1583, 1, 1), (1600, 2, 29),
        (1700, 2, 29), (1900, 2, 29), (1969, 12, 31), (1970, 1, 1), (2000, 2, 29), (2026, 2, 29),
        (2026, 4, 31), (2026, 13, 1), (2026, 0, 10), (2026, 1, 0), (2026, 1, 32), (9999, 12, 31), (1, 1, 1),
        (1500, 2, 29),
    ])
    func edgeDaysAgreeWithFoundation(_ day: (Int, Int, Int)) {
        let expected = Self.foundation(day.0, day.1, day.2)
        let date = LocalDate(year: day.0, month: day.1, day: day.2)
        #expect((date != nil) == expected.valid)
        guard let date else { return }
        #expect(date.weekday == expected.weekday)
        if day.0 < 9999 { #expect(date.adding(days: 1).iso == expected.next) }
    }

    @Test func randomDaysAgreeWithFoundation() {
        var random = SplitMix64(seed: 0x10CA1DA7E)
        for _ in 0..<3000 {
            let year = Int.random(in: 1500...9998, using: &random)
            let month = Int.random(in: 1...12, using: &random), day = Int.random(in: 1...31, using: &random)
            let expected = Self.foundation(year, month, day)
            let date = LocalDate(year: year, month: month, day: day)
            #expect((date != nil) == expected.valid, "\(year)-\(month)-\(day)")
            guard let date else { continue }
            #expect(date.weekday == expected.weekday, "\(date)")
            #expect(date.adding(days: 1).iso == expected.next, "\(date)")
            #expect(LocalDate(iso: date.iso) == date)

            let offset = Int.random(in: -40_000...40_000, using: &random)
            let noon = Self.utc.date(from: DateComponents(year: year, month: month, day: day, hour: 12))!
            let shifted = Self.utc.dateComponents([.year, .month, .day], from: Self.utc.date(byAdding: .day, value: offset, to: noon)!)
            if (1...9999).contains(shifted.year!) {
                let later = date.adding(days: offset)
                #expect(later.iso == Self.iso(shifted), "\(date) + \(offset)")
                #expect(date.days(until: later) == offset, "\(date) → \(later)")
            }
        }
    }

    @Test func instantsFallOnTheSameDayAsFoundationSays() {
        var random = SplitMix64(seed: 0xDA75)
        let zones = ["America/Toronto", "Pacific/Auckland", "Asia/Kolkata", "Pacific/Kiritimati", "Europe/London", "UTC"]
            .map { TimeZone(identifier: $0)! }
        for _ in 0..<3000 {
            // From 1500 to 2400, with fractions of a second, so the Julian fallback is crossed too.
            let instant = Date(timeIntervalSince1970: Double.random(in: -14_832_000_000 ... 13_569_000_000, using: &random))
            let zone = zones[Int.random(in: 0..<zones.count, using: &random)]
            let parts = Self.calendar(zone).dateComponents([.year, .month, .day], from: instant)
            let day = LocalDate(instant, in: zone)
            #expect(day.iso == Self.iso(parts), "\(instant) in \(zone.identifier)")
        }
    }

    /// Wall-clock times become instants by arithmetic on days with one offset and by the calendar
    /// on the others; both must give what the calendar-only path gave (the old implementation, kept
    /// here as the reference).
    @Test func wallClockTimesBecomeTheInstantsTheCalendarGives() {
        var random = SplitMix64(seed: 0x7173)
        let zones = ["America/Toronto", "Pacific/Auckland", "Asia/Kolkata", "Australia/Lord_Howe", "Europe/London", "UTC", "America/St_Johns"]
            .map { TimeZone(identifier: $0)! }
        func reference(_ day: LocalDate, _ hour: Int, _ minute: Int, _ zone: TimeZone) -> Date {
            let calendar = Self.calendar(zone)
            if let exact = calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: hour, minute: minute)),
               calendar.component(.hour, from: exact) == hour, calendar.component(.day, from: exact) == day.day {
                return exact
            }
            let midnight = calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day))!
            return calendar.nextDate(after: midnight, matching: DateComponents(hour: hour, minute: minute),
                                     matchingPolicy: .nextTimePreservingSmallerComponents)!
        }
        // Every day of 2026 in each zone, at a random time (so every daylight-saving change is met),
        // then random days from 1500 to 2400.
        var cases: [(LocalDate, TimeZone)] = []
        for zone in zones {
            var day = LocalDate(year: 2026, month: 1, day: 1)!
            while day.year == 2026 { cases.append((day, zone)); day = day.adding(days: 1) }
        }
        for _ in 0..<2000 {
            let day = LocalDate(year: 2026, month: 1, day: 1)!.adding(days: Int.random(in: -191_000...137_000, using: &random))
            cases.append((day, zones[Int.random(in: 0..<zones.count, using: &random)]))
        }
        for (day, zone) in cases {
            let hour = Int.random(in: 0...23, using: &random), minute = [0, 30, Int.random(in: 0...59, using: &random)][Int.random(in: 0...2, using: &random)]
            let expected = reference(day, hour, minute, zone)
            #expect(day.date(hour: hour, minute: minute, in: zone) == expected, "\(day) \(hour):\(minute) in \(zone.identifier)")
            #expect(TimeOfDay.hour(of: expected, in: zone) == Self.calendar(zone).component(.hour, from: expected))
        }
        // The daylight-saving nights themselves, at the changing hours.
        let toronto = TimeZone(identifier: "America/Toronto")!
        for (text, hour, minute) in [("2026-03-08", 2, 30), ("2026-03-08", 3, 0), ("2026-11-01", 1, 30), ("2026-11-01", 0, 59), ("2026-11-01", 2, 0)] {
            let day = LocalDate(iso: text)!
            #expect(day.date(hour: hour, minute: minute, in: toronto) == reference(day, hour, minute, toronto), "\(text) \(hour):\(minute)")
        }
    }

    @Test(arguments: ["2026-03-08", "0001-01-01", "9999-12-31"])
    func isoTextRoundTrips(_ text: String) {
        #expect(LocalDate(iso: text)?.iso == text)
    }

    @Test(arguments: ["2026-03-8", "+026-03-08", "2026-+3-08", "2026/03/08", "２０２６-03-08", "2026-03-08 ", "", "2026-02-30"])
    func malformedIsoTextIsRefused(_ text: String) {
        #expect(LocalDate(iso: text) == nil)
    }
}
