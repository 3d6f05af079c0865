import Foundation
import PhysioCore

/// Named fixtures for habit-coach tests: time zones, days, instants and ready-made entries.
public enum HabitFixtures {
    public static let toronto = zone("America/Toronto")
    public static let tokyo = zone("Asia/Tokyo")
    public static let auckland = zone("Pacific/Auckland")
    public static let utc = zone("UTC")

    /// Toronto springs forward on this day (02:00 → 03:00, a 23-hour day).
    public static let torontoSpringForward = day("2026-03-08")
    /// Toronto falls back on this day (02:00 → 01:00, a 25-hour day).
    public static let torontoFallBack = day("2026-11-01")

    /// A day from "YYYY-MM-DD"; traps on a typo so a broken fixture fails loudly.
    public static func day(_ iso: String) -> LocalDate {
        guard let date = LocalDate(iso: iso) else { preconditionFailure("bad fixture date \(iso)") }
        return date
    }

    /// The instant at a wall-clock time on a day in a zone.
    public static func instant(_ iso: String, _ hour: Int, _ minute: Int = 0, in timeZone: TimeZone) -> Date {
        day(iso).date(hour: hour, minute: minute, in: timeZone)
    }

    /// An instant from an absolute UTC timestamp "2026-03-08T06:59:00Z".
    public static func utcInstant(_ text: String) -> Date {
        guard let date = ISO8601DateFormatter().date(from: text) else { preconditionFailure("bad fixture instant \(text)") }
        return date
    }

    /// A Morning Focus with all four steps filled in.
    public static let completeFocus = MorningFocus(
        myWhy: "I want energy to play with my kids.", challenge: .lateNightSnacking,
        swap: "Herbal tea after dinner", willDo: "have tea at 9", insteadOf: "snacking in front of the TV")

    /// A Morning Focus with only the why written.
    public static let partialFocus = MorningFocus(myWhy: "Feel confident in my clothes")

    /// An entry for `iso` with a complete Morning Focus.
    public static func focusEntry(_ iso: String) -> DayEntry {
        DayEntry(date: day(iso), morningFocus: completeFocus)
    }

    /// An entry for `iso` with only a partial Morning Focus (logged, not complete).
    public static func partialFocusEntry(_ iso: String) -> DayEntry {
        DayEntry(date: day(iso), morningFocus: partialFocus)
    }

    /// Entries with a complete Morning Focus on each of `count` days starting at `iso`.
    public static func focusEntries(from iso: String, count: Int) -> [DayEntry] {
        (0..<count).map { DayEntry(date: day(iso).adding(days: $0), morningFocus: completeFocus) }
    }

    /// An entry for `iso` holding only Night Prep (made the evening before).
    public static func prepEntry(_ iso: String) -> DayEntry {
        DayEntry(date: day(iso), nightPrep: NightPrep(checkedItems: [CheckedPrepItem(id: "water-ready", title: "Water")]))
    }

    /// A craving note recorded at `instant` in `timeZone`.
    public static func cravingNote(
        id: String = "note-1", _ category: CravingCategory = .stress, at instant: Date, in timeZone: TimeZone, text: String = "Long day"
    ) -> CravingNote {
        CravingNote(id: id, category: category, recordedAt: instant, day: LocalDate(instant, in: timeZone),
                    timeZoneID: timeZone.identifier, text: text)
    }

    private static func zone(_ identifier: String) -> TimeZone {
        guard let zone = TimeZone(identifier: identifier) else { preconditionFailure("unknown zone \(identifier)") }
        return zone
    }
}
