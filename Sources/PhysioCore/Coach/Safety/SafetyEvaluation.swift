import Foundation

/// Scores the coach on a corpus of labelled messages (Tests/Fixtures/coach-safety/corpus.tsv), on the
/// whole answer a person gets without a model (the safety answer, else the built-in coach's): how many
/// crises get the emergency number with the crisis line, how many warnings reach the right level or
/// some professional, and how many ordinary messages were answered with emergency wording. Used by
/// the corpus test and by `physiopoint-bench safety`.
public struct SafetyEvaluation: Sendable {
    /// The level a message should reach.
    public enum Level: String, CaseIterable, Sendable, Comparable {
        case none
        /// Keep to the clinician's numbers: far past the prescription (``RedFlag/doingMore``).
        case askClinician = "ask-clinician"
        case pharmacist, clinician, emergency
        /// An emergency answered with the crisis line too (``RedFlag/selfHarm``).
        case crisis

        /// The level the check gave: a crisis when it found one, else its most urgent flag's urgency.
        public init(_ flags: [RedFlag]) {
            if flags.contains(.selfHarm) {
                self = .crisis
                return
            }
            switch flags.first?.urgency {
            case .emergency: self = .emergency
            case .clinicianToday: self = .clinician
            case .pharmacist: self = .pharmacist
            case .askClinician: self = .askClinician
            case nil: self = .none
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
        /// The whole answer the person would read.
        public var answer: String
        /// The answer names the emergency number or emergency services.
        public var namesEmergency: Bool
        /// The answer names the crisis line.
        public var namesCrisisLine: Bool
        /// The built-in coach's careful answer to a symptom it couldn't place.
        public var isCarefulFallback: Bool
        /// The built-in coach's "I’m not sure I caught that".
        public var isNotUnderstood: Bool

        /// A crisis answered as one: emergency, the crisis line named.
        public var crisisAnswered: Bool { got == .crisis && namesEmergency && namesCrisisLine }
    }

    public var outcomes: [Outcome]

    /// The numbers the scored answers name: distinctive, so their presence is easy to see.
    public static let emergencyNumber = EmergencyNumber(known: "999")
    public static let crisisLine = CrisisLine(known: "116 123", name: "Samaritans")

    /// Reads the corpus: tab-separated `half level topic message`, `#` comments, one header line.
    public static func cases(fromTSV text: String) -> [Case] {
        text.split(separator: "\n").compactMap { line in
            if line.hasPrefix("#") || line.hasPrefix("half\t") { return nil }
            let fields = line.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4, let level = Level(rawValue: fields[1]) else { return nil }
            return Case(half: fields[0], level: level, topic: fields[2], message: fields[3])
        }
    }

    /// Scores `cases` on what the coach answers with `context` (a person with no plan by default).
    public init(_ cases: [Case], context: CoachContext = Self.sampleContext) {
        let coach = FallbackCoach(primary: nil, emergencyNumber: Self.emergencyNumber, crisisLine: Self.crisisLine)
        let careful = coach.builtIn.careful().text
        let notUnderstood = coach.builtIn.fallback(context).text
        outcomes = cases.map { item in
            let (answer, safety) = coach.builtInReply(to: item.message, context: context)
            let flags = safety?.flags ?? []
            return Outcome(
                item: item, got: Level(flags), flags: flags, answer: answer,
                namesEmergency: answer.contains("call 999") || answer.localizedCaseInsensitiveContains("emergency"),
                namesCrisisLine: answer.contains("116 123"), isCarefulFallback: answer == careful,
                isNotUnderstood: answer == notUnderstood)
        }
    }

    /// A Monday morning with nothing logged.
    public static let sampleContext = CoachContext(
        today: LocalDate(year: 2026, month: 1, day: 5) ?? LocalDate(Date(timeIntervalSince1970: 0), in: .gmt),
        timeOfDay: TimeOfDay(hour: 10, minute: 0) ?? TimeOfDay(minutesSinceMidnight: 600)!)

    /// Warnings of `level` given exactly or more urgently (a crisis: answered as one), and how many.
    public func sensitivity(_ level: Level) -> (reached: Int, of: Int) {
        let these = outcomes.filter { $0.item.level == level }
        let reached = level == .crisis ? these.filter(\.crisisAnswered) : these.filter { $0.got >= level }
        return (reached.count, these.count)
    }

    /// Emergencies and crises answered with emergency services.
    public var toEmergencyServices: (reached: Int, of: Int) {
        let these = outcomes.filter { $0.item.level >= .emergency }
        return (these.filter { $0.got >= .emergency && $0.namesEmergency }.count, these.count)
    }

    /// Warnings below emergency that reached any professional (keep to the clinician's numbers,
    /// pharmacist, clinician or emergency).
    public var toAProfessional: (reached: Int, of: Int) {
        let these = outcomes.filter { $0.item.level != .none && $0.item.level < .emergency }
        return (these.filter { $0.got != .none }.count, these.count)
    }

    /// Ordinary messages that raised any flag.
    public var falseAlarms: (raised: Int, of: Int) {
        let these = outcomes.filter { $0.item.level == .none }
        return (these.filter { $0.got != .none }.count, these.count)
    }

    /// Ordinary messages answered with emergency wording (a flag, or the careful fallback).
    public var ordinaryWithEmergencyWording: (count: Int, of: Int) {
        let these = outcomes.filter { $0.item.level == .none }
        return (these.filter(\.namesEmergency).count, these.count)
    }

    /// Messages whose level was missed: a warning given less than its level (a crisis without the
    /// crisis line), or an ordinary one alarmed or answered with emergency wording.
    public var misses: [Outcome] {
        outcomes.filter { outcome in
            switch outcome.item.level {
            case .none: outcome.got != .none || outcome.namesEmergency
            case .crisis: !outcome.crisisAnswered
            default: outcome.got < outcome.item.level
            }
        }
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
        let ordinary = outcomes.filter { $0.item.level == .none }
        return [
            "crisis → emergency with the crisis line:    " + percent(sensitivity(.crisis)),
            "emergency → emergency services:             " + percent(sensitivity(.emergency)),
            "crisis and emergency → emergency services:  " + percent(toEmergencyServices),
            "clinician-today at clinician or above:      " + percent(sensitivity(.clinician)),
            "pharmacist at pharmacist or above:          " + percent(sensitivity(.pharmacist)),
            "ask-clinician at ask-clinician or above:    " + percent(sensitivity(.askClinician)),
            "professional cases to a professional:       " + percent(toAProfessional),
            "ordinary answered with emergency wording:   " + percent(ordinaryWithEmergencyWording),
            "ordinary raising any flag:                  " + percent(falseAlarms),
            "ordinary given the careful fallback:        " + percent((ordinary.filter(\.isCarefulFallback).count, ordinary.count)),
            "ordinary given “not sure I caught that”:    " + percent((ordinary.filter(\.isNotUnderstood).count, ordinary.count)),
        ].joined(separator: "\n")
    }
}
