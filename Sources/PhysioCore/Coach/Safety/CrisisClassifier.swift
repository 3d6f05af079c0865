import Foundation

/// A second opinion on one question only: is this message a suicidal or self-harm crisis? The crisis
/// rules (``SafetyCheck/crisis(_:)``) were written on the corpus they are scored on, and let through
/// about one unseen crisis wording in three; this classifier, learnt from the same corpus, catches some
/// of those, and ``SafetyCheck/flags(in:)`` answers with the crisis line when either says crisis.
///
/// A multinomial naive Bayes over binary features: the message's lower-case ASCII words (apostrophes
/// dropped, "my self" read as "myself") and their adjacent pairs. Crisis rows of the corpus are the
/// positives; every other row (emergencies, professional cases, ordinary talk and its idioms) a
/// negative. The score is the log-odds; a message is a crisis at ``threshold`` or above, set high so
/// that ordinary talk stays calm (docs/coach-safety.md has the cross-validated trade-off).
public struct CrisisClassifier: Sendable {
    /// The log-odds at or above which a message is a crisis: chosen on the 831-row corpus as the lowest
    /// whole number at which the 5-fold cross-validation flags at most 1 % of ordinary rows (3 of 396 at
    /// 11; 5 at 10). On today's corpus 4 of 452 cross-validated; the whole-corpus model flags one ordinary
    /// row, which ``SafetyCheck/celebratesOrJokes(_:)`` keeps from the crisis answer.
    public static let threshold = 11.0
    /// Additive smoothing of the feature counts.
    public static let smoothing = 0.3

    /// One training message.
    public struct Example: Sendable {
        public var message: String
        public var isCrisis: Bool
        public init(message: String, isCrisis: Bool) {
            self.message = message
            self.isCrisis = isCrisis
        }
    }

    /// Each feature's log-likelihood ratio, crisis over not.
    let weights: [String: Double]
    /// The prior log-odds.
    let bias: Double

    /// Learns from `examples` (both kinds needed; with none of one kind every score is -infinity or
    /// +infinity).
    public init(training examples: [Example], smoothing: Double = Self.smoothing) {
        var crisis: [String: Int] = [:], other: [String: Int] = [:]
        var crisisTotal = 0, otherTotal = 0, crisisCount = 0
        for example in examples {
            let features = Self.features(example.message)
            if example.isCrisis {
                crisisCount += 1
                crisisTotal += features.count
                for feature in features { crisis[feature, default: 0] += 1 }
            } else {
                otherTotal += features.count
                for feature in features { other[feature, default: 0] += 1 }
            }
        }
        let vocabulary = Set(crisis.keys).union(other.keys)
        let size = Double(vocabulary.count)
        let crisisDenominator = log(Double(crisisTotal) + smoothing * size)
        let otherDenominator = log(Double(otherTotal) + smoothing * size)
        var weights: [String: Double] = [:]
        weights.reserveCapacity(vocabulary.count)
        for feature in vocabulary {
            weights[feature] = log(Double(crisis[feature] ?? 0) + smoothing) - crisisDenominator
                - (log(Double(other[feature] ?? 0) + smoothing) - otherDenominator)
        }
        self.weights = weights
        bias = log(Double(crisisCount)) - log(Double(examples.count - crisisCount))
    }

    /// Learns from a corpus in the safety corpus's format: crisis rows against all the others.
    public init(trainingTSV text: String) {
        self.init(training: SafetyEvaluation.cases(fromTSV: text).map { Example(message: $0.message, isCrisis: $0.level == .crisis) })
    }

    /// The classifier the coach uses, learnt at first use from the embedded corpus (a few milliseconds).
    public static let shipped = CrisisClassifier(trainingTSV: trainingTSV)

    /// How many crisis and other messages the shipped classifier learnt from.
    public static var shippedTrainingCounts: (crisis: Int, other: Int) {
        let cases = SafetyEvaluation.cases(fromTSV: trainingTSV)
        let crisis = cases.filter { $0.level == .crisis }.count
        return (crisis, cases.count - crisis)
    }

    /// The log-odds that `message` is a crisis; features never seen in training count for nothing.
    public func score(_ message: String) -> Double {
        // Summed in sorted order, so a score is the same on every run.
        bias + Self.features(message).sorted().reduce(0) { $0 + (weights[$1] ?? 0) }
    }

    /// Whether `message` scores at or above ``threshold``.
    public func isCrisis(_ message: String) -> Bool { score(message) >= Self.threshold }

    /// The message's words and adjacent word pairs ("u:die", "b:want_to"), each once.
    static func features(_ message: String) -> Set<String> {
        let words = self.words(message)
        var features = Set(words.map { "u:" + $0 })
        for index in words.indices.dropLast() { features.insert("b:" + words[index] + "_" + words[index + 1]) }
        return features
    }

    /// Lower-case runs of ASCII letters and digits; apostrophes dropped inside them ("don't" → "dont");
    /// "my self" read as "myself".
    static func words(_ message: String) -> [String] {
        var words: [String] = []
        var current = ""
        for scalar in message.lowercased().unicodeScalars {
            switch scalar {
            case "a"..."z", "0"..."9": current.unicodeScalars.append(scalar)
            case "'", "\u{2019}", "\u{2018}": continue
            default:
                if !current.isEmpty { words.append(current) }
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        var joined: [String] = []
        var index = 0
        while index < words.count {
            if words[index] == "my", index + 1 < words.count, words[index + 1] == "self" {
                joined.append("myself")
                index += 2
            } else {
                joined.append(words[index])
                index += 1
            }
        }
        return joined
    }
}
