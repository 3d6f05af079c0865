/// A word of the exercise guide and the session screens a person may ask the meaning of: "what's a
/// rep?", "what does hold for 5 count mean?", "I don't understand 3 x 10", "which band should I use?".
/// A word that is part of an exercise's name ("quad sets") is the exercise, not the term.
enum ExerciseTerm: Equatable, Sendable {
    case rep
    case set
    /// "3 x 10", "2×15": sets times reps, with the numbers as written.
    case setsTimesReps(sets: Int, reps: Int)
    /// "hold 5 s", "hold for 5 count": the number, when one follows.
    case hold(seconds: Int?)
    /// The target range (the shaded band on the session screen).
    case targetRange
    /// A rep that stopped short of the target range and wasn't counted.
    case partialRep
    /// An exercise band: which colour or strength to use.
    case resistanceBand

    /// The terms `message` asks the meaning of, in the order asked, each once; empty when it asks none.
    /// `allowSchemes` false leaves "5x5" to training talk (a gym programme, not a rehab dose).
    static func asked(in message: String, allowSchemes: Bool = true) -> [ExerciseTerm] {
        let r = CoachIntent.Reading(message.replacingOccurrences(of: "×", with: " x "))
        var terms: [ExerciseTerm] = []
        for (number, clause) in r.clauses.enumerated() {
            let named = RehabLibrary.mentions(in: clause).flatMap { Array($0.words) }
            let found = termsAt(clause, skipping: Set(named), allowSchemes: allowSchemes)
            guard !found.isEmpty else { continue }
            let before = number > 0 ? r.clauses[number - 1] : []
            let after = number + 1 < r.clauses.count ? r.clauses[number + 1] : []
            for (index, word) in found {
                // "why didn't my last rep count?" asks about a partial rep.
                let term = word == .rep && asksWhyNotCounted(clause) ? .partialRep : word
                guard !terms.contains(where: { $0.sameKind(as: term) }) else { continue }
                if asksMeaning(of: index, in: clause, around: before + after) || (term == .resistanceBand && asksWhichBand(clause))
                    || (term == .partialRep && asksWhyNotCounted(clause))
                {
                    terms.append(term)
                }
            }
        }
        return terms
    }

    /// The first sets-by-reps scheme written in `message` ("5x5", "3 x 10"), asked about or not.
    static func firstScheme(in message: String) -> (sets: Int, reps: Int)? {
        let words = CoachIntent.Reading(message.replacingOccurrences(of: "×", with: " x ")).words
        for index in words.indices {
            if case .setsTimesReps(let sets, let reps) = scheme(at: index, in: words) { return (sets, reps) }
        }
        return nil
    }

    /// The same term, whatever numbers came with it.
    func sameKind(as other: ExerciseTerm) -> Bool {
        switch (self, other) {
        case (.setsTimesReps, .setsTimesReps), (.hold, .hold): true
        default: self == other
        }
    }

    /// Terms in `clause` with the position each starts at, leaving out the words of exercise names.
    private static func termsAt(_ clause: [String], skipping named: Set<Int>, allowSchemes: Bool) -> [(Int, ExerciseTerm)] {
        var found: [(Int, ExerciseTerm)] = []
        for (index, word) in clause.enumerated() where !named.contains(index) {
            let previous = index > 0 ? clause[index - 1] : ""
            if allowSchemes, let scheme = scheme(at: index, in: clause) {
                found.append((index, scheme))
                continue
            }
            switch word {
            case "rep", "reps", "repetition", "repetitions":
                found.append((index, previous == "partial" ? .partialRep : .rep))
            case "set", "sets":
                // "set a reminder", "set up", "set my alarm": the verb, not a group of reps.
                let next = index + 1 < clause.count ? clause[index + 1] : ""
                if !["a", "up", "my", "the", "an", "it", "off", "out", "them", "your", "reminder", "reminders", "alarm"].contains(next) || previous == "a" {
                    found.append((index, .set))
                }
            case "hold", "holds", "holding":
                found.append((index, .hold(seconds: clause[(index + 1)...].prefix(3).lazy.compactMap { Int($0) }.first)))
            case "target", "range":
                found.append((index, .targetRange))
            case "band", "bands":
                let screen = ["target", "screen", "shaded", "strip", "angle", "degrees", "graph", "chart"]
                found.append((index, clause.contains(where: screen.contains) ? .targetRange : .resistanceBand))
            case "theraband", "therabands", "resistance":
                found.append((index, .resistanceBand))
            case "partial", "partials":
                found.append((index, .partialRep))
            default:
                break
            }
        }
        return found
    }

    /// "3x10", "3 x 10", "3 by 10", "3 sets of 10".
    private static func scheme(at index: Int, in clause: [String]) -> ExerciseTerm? {
        let word = clause[index]
        let parts = word.split(separator: "x", omittingEmptySubsequences: false)
        if parts.count == 2, let sets = Int(parts[0]), let reps = Int(parts[1]) { return .setsTimesReps(sets: sets, reps: reps) }
        guard let sets = Int(word), index + 2 < clause.count else { return nil }
        if ["x", "by"].contains(clause[index + 1]), let reps = Int(clause[index + 2]) { return .setsTimesReps(sets: sets, reps: reps) }
        if index + 3 < clause.count, clause[index + 1] == "sets", clause[index + 2] == "of", let reps = Int(clause[index + 3]) {
            return .setsTimesReps(sets: sets, reps: reps)
        }
        return nil
    }

    /// A question about what the word at `index` means: "what is a set", "whats the target range",
    /// "what does hold … mean", "meaning of reps", "explain", "don't understand", "difference between";
    /// "what does that mean?" may be the clause next to it.
    private static func asksMeaning(of index: Int, in clause: [String], around nearby: [String]) -> Bool {
        if asksToExplain(clause) { return true }
        let whats = clause.indices.filter { ["whats", "what", "wat", "wot"].contains(clause[$0]) }
        // "what is a set", "whats the shaded band", "what are reps": the term within four words, and no
        // other question in between ("what time should I set…").
        if whats.contains(where: { $0 < index && index - $0 <= 4 && !clause[($0 + 1)..<index].contains(where: Self.otherQuestion.contains) }) {
            return true
        }
        // "how many reps should I do", "how long do I hold": a question about the plan's numbers.
        if asksHowMuch(before: index, in: clause) { return true }
        let means: Set<String> = ["mean", "means", "meant"]
        if clause.contains(where: means.contains), !whats.isEmpty || clause.contains("does") || clause.contains("do") { return true }
        // "3 x 10? what does that mean"
        // "3 x 10? what does that mean", "the green band on the screen, what is it".
        let pointing = nearby.contains(where: ["that", "this", "it", "those", "these"].contains)
        return nearby.contains(where: means.contains) && nearby.contains(where: ["what", "whats", "that", "this", "it"].contains)
            || asksToExplain(nearby) && pointing
            || nearby.count <= 4 && nearby.contains(where: ["what", "whats"].contains) && pointing
    }

    /// "how many reps", "how long … hold", "how much … hold" before the term in its clause.
    static func asksHowMuch(before index: Int, in clause: [String]) -> Bool {
        clause.indices.contains { at in
            at < index && at + 1 < clause.count && clause[at] == "how" && ["many", "long", "much", "often"].contains(clause[at + 1])
        }
    }

    /// Whether `message` asks how many or how long ("how many reps should I do?"), not what a word means.
    static func asksHowMuch(in message: String) -> Bool {
        CoachIntent.Reading(message).clauses.contains { clause in
            termsAt(clause, skipping: [], allowSchemes: false).contains { asksHowMuch(before: $0.0, in: clause) }
        }
    }

    /// "meaning of", "explain", "difference between", "confused by", "don't understand", "help me understand".
    private static func asksToExplain(_ clause: [String]) -> Bool {
        let asks: Set<String> = ["meaning", "explain", "explanation", "difference", "define", "definition", "confused", "confusing", "confuses"]
        if clause.contains(where: asks.contains) { return true }
        return clause.indices.contains { index in
            clause[index] == "understand"
                && (CoachIntent.negated(at: index, in: clause) || clause[max(0, index - 3)..<index].contains { ["help", "cant", "couldnt", "dont"].contains($0) })
        }
    }

    /// Words that make "what …" another question: "what time should I set", "what can I hold onto".
    private static let otherQuestion: Set<String> = [
        "i", "we", "should", "can", "could", "would", "will", "shall", "to", "time", "day", "days", "if", "when", "did", "have",
        "has", "had", "am", "was", "were", "great", "good",
    ]

    /// "which band should I use", "red band or the green one", "is the yellow band too easy".
    private static func asksWhichBand(_ clause: [String]) -> Bool {
        let colours: Set<String> = ["red", "green", "yellow", "blue", "black", "purple", "orange", "grey", "gray", "silver", "gold", "pink", "colour", "color", "colours", "colors"]
        let asks: Set<String> = ["which", "what", "should", "use", "buy", "get", "stronger", "lighter", "heavier", "easier", "harder", "tighter", "looser", "thicker"]
        return clause.contains(where: colours.contains) || clause.contains(where: asks.contains)
    }

    /// "why didn't that rep count?", "why wasn't it counted".
    private static func asksWhyNotCounted(_ clause: [String]) -> Bool {
        guard let why = clause.firstIndex(of: "why") else { return false }
        let rest = clause[why...]
        return rest.contains(where: ["didnt", "doesnt", "wasnt", "werent", "isnt", "not", "dont", "wont"].contains)
            && rest.contains(where: ["count", "counted", "counting", "counts"].contains)
    }
}
