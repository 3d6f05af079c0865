import Foundation

// Far past the prescription: the clinician sets the numbers, and a home programme done many times over,
// or through pain, can set healing back (AAOS and NHS rehab advice: build up gradually, stop if it
// hurts). "Can I add a set?" is an ordinary question the built-in coach answers from the plan; "ten
// times the reps", "every hour instead of three times a day" and "I'll just ignore the pain" are not.
extension SafetyCheck {
    /// Far more than prescribed (a multiple, a number many times the plan's, sessions every hour), more
    /// to heal faster, or carrying on through pain.
    static func doingMore(_ f: Findings) -> Bool {
        let exercise = f.hasAnyPhrase([
            "rep", "reps", "set", "sets", "session*", "exercise*", "rehab", "physio", "slides", "squats", "lunges", "raises",
            "stretch*", "times a day", "plan", "workout*", "bridges", "wall sits", "hold*", "program*", "routine", "bends", "curls",
            "leg press", "bench press", "deadlift*", "the load", "my lifts", "lifting",
        ])
        if fasterByMore(f) { return true }
        let words = f.words.words
        let multiplied = words.indices.contains { isMultiplier(words[$0]) && ["the", "more", "as", "my", "what", "that"].contains(f.words.word(after: $0)) }
        if exercise, f.hasAnyPhrase(multiples) || multiplied { return true }
        if exercise, ManyTimesOver(f.words).isFarPast { return true }
        if farPastTheTargetAngle(f) || loadingSoonAfterSurgery(f) || manyTimesTheSets(f) || manyTimesWhatWasSaid(f) { return true }
        if heavierThanGiven(f) || dropsAnAidEarly(f) || addsWhatWasNotGiven(f) { return true }
        return carriesOnThroughPain(f)
    }

    /// "The physio gave me 2kg weights but I reckon I could manage 5, can I just go up?": a load the
    /// clinician set, and a wish to go well past it.
    static func heavierThanGiven(_ f: Findings) -> Bool {
        guard f.hasAnyPhrase(["physio", "clinician", "surgeon", "doctor", "therapist", "the plan", "my plan", "gave me", "told me", "said"]),
            f.hasAnyPhrase(["go up", "move up", "bump up", "jump to", "could manage", "could do", "heavier", "instead"]),
            !cleared(f)
        else { return false }
        let words = f.words.words
        let loads = words.indices.compactMap { index -> Double? in
            let word = words[index]
            for unit in ["kg", "lbs", "lb"] where word.hasSuffix(unit) {
                if let value = Double(word.dropLast(unit.count)) { return value }
            }
            guard let value = Double(word) else { return nil }
            let next = f.words.word(at: index + 1)
            return ["kg", "kgs", "kilo", "kilos", "lb", "lbs", "pound", "pounds"].contains(next) || index == words.count - 1
                || ["but", "and", ".", "can", "so"].contains(next) ? value : nil
        }
        guard loads.count >= 2, let low = loads.min(), let high = loads.max(), low > 0 else { return false }
        return high >= 2 * low
    }

    /// "I'd like to stop using the crutches early": leaving off a walking aid, brace or sling before the
    /// clinician says.
    static func dropsAnAidEarly(_ f: Findings) -> Bool {
        let aid = f.hasAnyPhrase(["crutch*", "brace", "sling", "splint", "boot", "walker", "zimmer", "walking frame", "walking stick", "collar", "cast"])
        let leaveOff = f.hasAnyPhrase([
            "stop using", "stop wearing", "ditch", "get rid of", "take off", "take it off", "leave off", "leave it off", "go without",
            "walk without", "manage without", "do without", "come off", "bin the", "stop with the",
        ])
        let early = f.hasAnyPhrase(["early", "earlier", "already", "before", "sooner", "yet", "now", "nuisance", "annoying", "dont need"])
        return aid && leaveOff && early && !cleared(f) && f.hasAnyPhrase(["can i", "could i", "would that be", "is it ok", "ok to", "alright", "want to", "like to", "gonna", "going to", "thinking of", "?"])
    }

    /// "The physio said go up to 4kg when it feels easy", "signed off the brace": the clinician's own step.
    static func cleared(_ f: Findings) -> Bool {
        f.hasAnyPhrase([
            "said i can", "said i could", "says i can", "said to go up", "said go up", "told me to go up", "told me i can",
            "when it feels easy", "when its easy", "signed off", "signed me off", "cleared me", "gave me the ok", "gave me the go ahead",
        ])
    }

    /// "Want to add squats to my hip programme even though they weren't on my list": exercises the
    /// clinician didn't give.
    static func addsWhatWasNotGiven(_ f: Findings) -> Bool {
        let adds = f.hasAnyPhrase(["add", "adding", "throw in", "start doing", "put in", "include", "slip in"])
        let notGiven = f.hasAnyPhrase([
            "werent on", "wasnt on", "not on my list", "not on the list", "not on my plan", "not on the plan", "not in my programme",
            "not in my program", "not in the programme", "not part of", "didnt give me", "didnt prescribe", "not prescribed",
            "wasnt given", "werent given",
        ])
        return adds && notGiven
    }

    /// A number of degrees a third or more past the target said beside it ("pushed it to 150 degrees, my
    /// target is 90"; "forcing it to 130 with a strap, target 90").
    static func farPastTheTargetAngle(_ f: Findings) -> Bool {
        guard f.hasAnyPhrase(["degree*", "deg"]),
            f.hasAnyPhrase(["target", "supposed to", "told", "prescribed", "allowed", "my physio", "the plan", "my plan", "limit"])
        else { return false }
        let numbers = f.words.words.compactMap { Int($0) }.filter { $0 > 0 && $0 <= 360 }
        guard let low = numbers.min(), let high = numbers.max(), numbers.count >= 2 else { return false }
        return Double(high) >= 1.3 * Double(low) && high - low >= 20
    }

    /// Heavy loading or running within weeks of an operation ("3 weeks post-op and back squatting 100kg",
    /// "a 10k three weeks after my knee op"): the clinician's to decide.
    static func loadingSoonAfterSurgery(_ f: Findings) -> Bool {
        let words = f.words.words
        let operated = f.hasAnyPhrase(["post op", "postop", "post surgery"])
            || (words.contains { ["op", "operation", "surgery", "replacement", "reconstruction"].contains($0) }
                && f.hasAnyPhrase(["after", "since", "post"]))
        guard operated else { return false }
        let soon = words.indices.contains { index in
            ["week", "weeks", "wk", "wks"].contains(words[index])
                && (Int(f.words.word(at: index - 1)).map { $0 <= 12 } ?? ["one", "two", "three", "four", "five", "six", "few", "a"].contains(f.words.word(at: index - 1)))
        }
        let heavy = f.hasAnyPhrase([
            "kg", "kgs", "kilos", "lbs", "pounds", "heavy", "weighted", "squatting", "back squat*", "deadlift*", "10k", "5k",
            "half marathon", "marathon", "sprint*", "running", "a run", "jumping", "plyo*",
        ]) || words.contains { $0.first?.isNumber == true && ($0.hasSuffix("kg") || $0.hasSuffix("lbs") || $0.hasSuffix("k")) }
        return soon && heavy
    }

    /// "Physio said 10 mins on the bike, I did 45": what was prescribed said beside what was done, three
    /// or more times it, in the same unit of time or distance.
    static func manyTimesWhatWasSaid(_ f: Findings) -> Bool {
        guard f.hasAnyPhrase(["physio said", "said to", "meant to", "supposed to", "told to", "told me", "stick to", "only allowed", "plan says", "the plan"])
        else { return false }
        let words = f.words.words
        let units: Set<String> = ["min", "mins", "minute", "minutes", "miles", "mile", "km", "k", "reps", "sets", "laps", "hours", "hour"]
        let numbers = words.indices.compactMap { index -> Int? in
            guard let value = Int(words[index]), value > 0 else { return nil }
            return units.contains(f.words.word(at: index + 1)) || index == words.count - 1 || ["and", "i", "but"].contains(f.words.word(at: index + 1)) ? value : nil
        }
        guard numbers.count >= 2, let low = numbers.min(), let high = numbers.max() else { return false }
        return high >= 3 * low
    }

    /// "The plan has me on 3 sets of 10 but I'm doing 20 sets": sets or reps said twice, the larger three
    /// or more times the smaller.
    static func manyTimesTheSets(_ f: Findings) -> Bool {
        let words = f.words.words
        for unit in [["set", "sets"], ["rep", "reps"], ["sessions"]] {
            let counts = words.indices.compactMap { index -> Int? in
                unit.contains(f.words.word(at: index + 1)) ? Int(words[index]) : nil
            }
            if let low = counts.min(), let high = counts.max(), counts.count >= 2, low > 0, high >= 3 * low { return true }
        }
        return false
    }

    /// Doing more so as to heal faster, or "more is better".
    static func fasterByMore(_ f: Findings) -> Bool {
        if f.hasAnyPhrase(["more is better", "the more the better", "more the better"]) { return true }
        let faster = f.hasAnyPhrase([
            "heal faster", "heal quicker", "heal quickly", "heals faster", "heal sooner", "recover faster", "recover quicker",
            "recover sooner", "get better faster", "get better quicker", "speed up", "speed things up", "get back quicker",
            "get back faster", "back sooner", "faster recovery", "quicker recovery", "hurry up",
        ])
        let more = f.hasAnyPhrase([
            "more", "extra", "double", "doubling", "triple", "loads", "lots", "every hour", "times", "harder", "longer", "all day",
        ])
        return faster && more
    }

    /// Words for many times the amount.
    static let multiples = [
        "ten times", "times the reps", "times the sets", "times the exercises", "times the amount", "times the sessions",
        "times as many", "times as much", "times more", "double the", "double my", "doubling", "triple", "tripling", "treble",
        "quadruple", "twice as many", "twice as much", "loads more", "way more", "far more", "much more than",
        "more than the plan", "more than my physio", "more than prescribed", "more than i was told", "more than i should",
        "hundreds of", "every hour", "every half hour", "all day long", "every # hour", "every # hours", "every # minutes",
        "every # mins", "every # min",
    ]

    /// "10x", "x10" as one word: a multiple of 3 or more ("10x the reps").
    static func isMultiplier(_ word: String) -> Bool {
        let digits = word.hasSuffix("x") ? word.dropLast() : word.hasPrefix("x") ? word.dropFirst() : Substring("")
        return Int(digits).map { $0 >= 3 } == true
    }

    /// Carrying on through pain, not denied ("my physio said not to push through the pain").
    static func carriesOnThroughPain(_ f: Findings) -> Bool {
        let phrases = [
            "ignore the pain", "ignoring the pain", "ignore it and keep going", "push through the pain", "pushing through the pain",
            "push through it", "pushing through it", "work through the pain", "working through the pain", "power through",
            "fight through the pain", "carry on through the pain", "through the pain", "no pain no gain", "grit my teeth",
            "despite the pain", "even though it hurts", "even if it hurts", "until it stops hurting", "train through",
            "play through the pain", "just ignore it",
        ]
        let negators = Findings.negators.union(["wont", "shouldnt", "mustnt", "never", "stop", "instead"])
        return phrases.contains { phrase in
            let patterns = phrase.split(separator: " ").map { Words.Pattern(String($0)) }
            return f.words.starts(of: patterns).contains { start in
                // "No pain no gain is a myth", "… isn't my motto any more": denied after it.
                let end = start + patterns.count
                let after = f.words.words[end..<min(f.words.words.count, end + 4)].prefix { $0 != "." }
                if after.contains(where: { ["not", "isnt", "wasnt", "never", "myth", "wrong", "rubbish", "nonsense", "outdated"].contains($0) }) {
                    return false
                }
                let before = f.words.words[max(0, start - 4)..<start].reversed().prefix { $0 != "." }
                return !before.contains { negators.contains($0) }
            }
        }
    }
}

/// Two amounts in one message, one many times the other: "50 reps instead of the 10 my physio gave
/// me", "physio says 10 heel slides but I'm going to do 100", "an hour instead of 30 seconds", or
/// sessions six or more times a day.
struct ManyTimesOver {
    let words: [String]

    init(_ words: Words) { self.words = words.words }

    /// Twice the prescribed amount or more, or six or more sessions a day.
    var isFarPast: Bool {
        if let (wanted, given) = comparedAmounts, given > 0, wanted >= 2 * given { return true }
        return timesADay.contains { $0 >= 6 }
    }

    /// (what they want, what was given): around "instead of", or the plan's number after "says/gave/
    /// prescribed" against another amount of the same kind anywhere ("100 squats a day even though the
    /// plan says 10"; "3 sets of 10" compares sets with sets and reps with reps).
    var comparedAmounts: (Double, Double)? {
        if let instead = words.indices.first(where: { words[$0] == "instead" && words.indices.contains($0 + 1) && words[$0 + 1] == "of" }) {
            let before = amounts(in: clamped(instead - 6, instead)).last
            let after = amounts(in: clamped(instead + 2, instead + 7)).first
            if let before, let after, before.kind.comparable(with: after.kind) { return (before.value, after.value) }
        }
        let givenWords: Set<String> = ["says", "said", "gave", "prescribed", "told", "wants", "set", "recommended", "suggested"]
        if let said = words.indices.first(where: { givenWords.contains(words[$0]) }) {
            let givenRange = clamped(said + 1, said + 5)
            if let given = amounts(in: givenRange).first {
                let others = amounts(in: clamped(0, words.count)).filter { !givenRange.contains($0.index) && $0.kind.comparable(with: given.kind) }
                if let most = others.map(\.value).max() { return (most, given.value) }
            }
        }
        return nil
    }

    /// `lower..<upper` kept within the words (empty when it falls outside).
    func clamped(_ lower: Int, _ upper: Int) -> Range<Int> {
        let low = min(max(0, lower), words.count)
        return low..<max(low, min(upper, words.count))
    }

    /// "6 times a day", "8 sessions a day".
    var timesADay: [Double] {
        words.indices.compactMap { index in
            guard let number = Self.number(words[index]), index + 3 < words.count,
                  ["times", "sessions", "x"].contains(words[index + 1]), ["a", "per", "each"].contains(words[index + 2]),
                  words[index + 3] == "day"
            else { return nil }
            return number
        }
    }

    /// What an amount counts.
    enum Kind {
        case reps, sets, sessions, seconds, unspecified

        /// The same kind, or one of them unnamed ("100 a day" against "10 heel slides").
        func comparable(with other: Kind) -> Bool {
            self == other || (self == .unspecified && other != .seconds) || (other == .unspecified && self != .seconds)
        }
    }

    /// Numbers in `range` with what they count; durations in seconds ("an hour" = 3600, "30 seconds" = 30).
    func amounts(in range: Range<Int>) -> [(value: Double, kind: Kind, index: Int)] {
        range.compactMap { index -> (Double, Kind, Int)? in
            let word = words[index]
            let next = words.indices.contains(index + 1) ? words[index + 1] : ""
            if let seconds = Self.seconds(next) {
                if let number = Self.number(word) { return (number * seconds, .seconds, index) }
                if ["a", "an", "half"].contains(word) { return ((word == "half" ? 0.5 : 1) * seconds, .seconds, index) }
                return nil
            }
            guard let number = Self.number(word), !["a", "an"].contains(word) else { return nil }
            let following = words[clamped(index + 1, index + 3)]
            let kind: Kind
            if index > 1, words[index - 1] == "of", ["set", "sets"].contains(words[index - 2]) {
                kind = .reps  // "3 sets of 10"
            } else if following.first.map({ ["set", "sets"].contains($0) }) == true {
                kind = .sets
            } else if following.first.map({ ["session", "sessions", "times", "x"].contains($0) }) == true {
                kind = .sessions
            } else if following.contains(where: { Self.repWords.contains($0) }) {
                kind = .reps
            } else {
                kind = .unspecified
            }
            return (number, kind, index)
        }
    }

    /// Words that count repetitions: "reps", and the exercises themselves.
    static let repWords: Set<String> = [
        "rep", "reps", "repetitions", "squats", "lunges", "slides", "raises", "bridges", "pushups", "push", "press", "curls",
        "crunches", "situps", "sit", "calf", "heel", "pumps", "circles", "extensions", "presses", "stretches",
    ]

    static func seconds(_ unit: String) -> Double? {
        switch unit {
        case "second", "seconds", "secs", "sec", "s": 1
        case "minute", "minutes", "mins", "min": 60
        case "hour", "hours", "hr", "hrs": 3600
        default: nil
        }
    }

    static func number(_ word: String) -> Double? {
        if word.first?.isNumber == true, word.allSatisfy({ $0.isNumber || $0 == "." }), let value = Double(word) { return value }
        let named: [String: Double] = [
            "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
            "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "hundred": 100,
            "once": 1, "twice": 2,
        ]
        return named[word]
    }
}
