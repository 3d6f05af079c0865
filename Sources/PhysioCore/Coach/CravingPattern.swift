import Foundation

/// What a week of "I Need Help" notes says: how many, which kind most often, and at what time of
/// day — "most of your captures this week were stress cravings, mostly after 8 pm".
public struct CravingPattern: Sendable, Hashable, Codable {
    /// A part of the person's day, read on the wall clock of the zone the note was taken in.
    public enum TimeWindow: String, Codable, Sendable, CaseIterable {
        case morning, afternoon, earlyEvening, lateEvening

        /// 05:00–11:59 morning, 12:00–16:59 afternoon, 17:00–19:59 early evening, 20:00–04:59 late.
        public init(hour: Int) {
            switch hour {
            case 5..<12: self = .morning
            case 12..<17: self = .afternoon
            case 17..<20: self = .earlyEvening
            default: self = .lateEvening
            }
        }

        /// "after 8 pm", as it finishes a sentence.
        public var phrase: String {
            switch self {
            case .morning: "in the morning"
            case .afternoon: "in the afternoon"
            case .earlyEvening: "between 5 and 8 pm"
            case .lateEvening: "after 8 pm"
            }
        }
    }

    public let total: Int
    /// Notes per category, every category present (0 when none).
    public let counts: [CravingCategory: Int]
    /// The category of more than half of the notes; nil when no kind stands out or there are fewer
    /// than two notes.
    public let dominantCategory: CravingCategory?
    /// The time window of more than half of the notes (of the dominant kind when there is one).
    public let dominantWindow: TimeWindow?

    /// Summarises `notes`; the caller passes the notes of the period it means ("this week").
    public init(notes: [CravingNote]) {
        total = notes.count
        var counts = Dictionary(uniqueKeysWithValues: CravingCategory.allCases.map { ($0, 0) })
        for note in notes { counts[note.category, default: 0] += 1 }
        self.counts = counts
        let dominant = Self.majority(of: notes.map(\.category), minimum: 2)
        dominantCategory = dominant
        let timed = dominant.map { kind in notes.filter { $0.category == kind } } ?? notes
        dominantWindow = Self.majority(of: timed.map(Self.window(of:)), minimum: 2)
    }

    /// Nothing noted.
    public static let none = CravingPattern(notes: [])

    /// One sentence a person can read, or nil when there is nothing to say yet.
    /// "Most of your captures this week (3 of 4) were stress cravings, mostly after 8 pm."
    public var summary: String? {
        guard total > 0 else { return nil }
        if let kind = dominantCategory, let count = counts[kind] {
            let when = dominantWindow.map { ", mostly \($0.phrase)" } ?? ""
            let share = switch (count == total, total) {
            case (true, 2): "Both of your captures this week were"
            case (true, _): "All \(total) of your captures this week were"
            default: "Most of your captures this week (\(count) of \(total)) were"
            }
            return "\(share) \(Self.plural(kind))\(when)."
        }
        let notes = total == 1 ? "one craving note" : "\(total) craving notes"
        let when = dominantWindow.map { ", most of them \($0.phrase)" } ?? ""
        return "You took \(notes) this week\(when)."
    }

    /// "stress cravings", as the person would say it.
    static func plural(_ kind: CravingCategory) -> String {
        switch kind {
        case .stress: "stress cravings"
        case .habit: "habit cravings (the usual time or place)"
        case .physical: "real hunger or tiredness"
        case .other: "cravings you weren’t sure about"
        }
    }

    static func window(of note: CravingNote) -> TimeWindow {
        let zone = TimeZone(identifier: note.timeZoneID) ?? TimeZone(secondsFromGMT: 0) ?? .gmt
        return TimeWindow(hour: Calendar.gregorian(in: zone).component(.hour, from: note.recordedAt))
    }

    /// The value held by more than half of `values`, if there are at least `minimum` of them.
    static func majority<Value: Hashable>(of values: [Value], minimum: Int) -> Value? {
        guard values.count >= minimum else { return nil }
        let tally = Dictionary(values.map { ($0, 1) }, uniquingKeysWith: +)
        return tally.first { $0.value * 2 > values.count }?.key
    }
}
