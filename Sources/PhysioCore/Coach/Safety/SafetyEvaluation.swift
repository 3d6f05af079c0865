import Foundation

/// Scores the safety check on a corpus of labelled messages (Tests/Fixtures/coach-safety/corpus.tsv):
/// how many warnings reach the right level, how many reach some professional, and how many ordinary
/// messages raised an alarm. Used by the corpus test and by `physiopoint-bench safety`.
public struct SafetyEvaluation: Sendable {
    /// The level a message should reach.
    public enum Level: String, CaseIterable, Sendable, Comparable {
        case none, pharmacist, clinician, emergency

        /// The level the check gave: its most urgent flag's urgency; "doing more" counts as none.
        public init(_ flags: [RedFlag]) {
            switch flags.first?.urgency {
            case .emergency: self = .emergency
            case .clinicianToday: self = .clinician
            case .pharmacist: self = .pharmacist
            case .askClinician, nil: self = .none
            }
        }

        var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rank < rhs.rank }
    }

    /// One labelled message.
    public struct Case: Sendable {
        public var half: String
        public var level: Level
        public var topic: String
        public var message: String
    }

    /// One message's result.
    public struct Outcome: Sendable {
        public var item: Case
        public var got: Level
        public var flags: [RedFlag]
    }

    public var outcomes: [Outcome]

    /// Reads the corpus: tab-separated `half level topic message`, `#` comments, one header line.
    public static func cases(fromTSV text: String) -> [Case] {
        text.split(separator: "\n").compactMap { line in
            if line.hasPrefix("#") || line.hasPrefix("half\t") { return nil }
            let fields = line.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4, let level = Level(rawValue: fields[1]) else { return nil }
            return Case(half: fields[0], level: level, topic: fields[2], message: fields[3])
        }
    }

    public init(_ cases: [Case]) {
        outcomes = cases.map { item in
            let flags = SafetyCheck.flags(in: item.message)
            return Outcome(item: item, got: Level(flags), flags: flags)
        }
    }

    /// Warnings of `level` given exactly or more urgently, and how many there were.
    public func sensitivity(_ level: Level) -> (reached: Int, of: Int) {
        let these = outcomes.filter { $0.item.level == level }
        return (these.filter { $0.got >= level }.count, these.count)
    }

    /// Warnings below emergency that reached any professional (pharmacist, clinician or emergency).
    public var toAProfessional: (reached: Int, of: Int) {
        let these = outcomes.filter { $0.item.level != .none && $0.item.level != .emergency }
        return (these.filter { $0.got != .none }.count, these.count)
    }

    /// Ordinary messages that raised any alarm.
    public var falseAlarms: (raised: Int, of: Int) {
        let these = outcomes.filter { $0.item.level == .none }
        return (these.filter { $0.got != .none }.count, these.count)
    }

    /// Messages whose level was missed: a warning given less than its level, or an ordinary one alarmed.
    public var misses: [Outcome] {
        outcomes.filter { $0.item.level == .none ? $0.got != .none : $0.got < $0.item.level }
    }

    /// The evaluation of one half only.
    public func half(_ name: String) -> SafetyEvaluation {
        var copy = self
        copy.outcomes = outcomes.filter { $0.item.half == name }
        return copy
    }

    /// A few lines to print.
    public var summary: String {
        func percent(_ pair: (Int, Int)) -> String {
            pair.1 == 0 ? "–" : String(format: "%d/%d (%.1f %%)", pair.0, pair.1, 100 * Double(pair.0) / Double(pair.1))
        }
        return [
            "emergency sent to emergency services: " + percent(sensitivity(.emergency)),
            "clinician-today at clinician or above: " + percent(sensitivity(.clinician)),
            "pharmacist at pharmacist or above:     " + percent(sensitivity(.pharmacist)),
            "non-emergency warnings to a professional: " + percent(toAProfessional),
            "false alarms on ordinary messages:     " + percent(falseAlarms),
        ].joined(separator: "\n")
    }
}
