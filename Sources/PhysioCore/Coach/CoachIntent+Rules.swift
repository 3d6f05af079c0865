/// Rules over word classes, for what fixed phrases miss: a symptom said to be gone ("no more
/// clicking", "not since I changed desks"), tiredness that isn't denied, a habit step missed, an
/// idiom whose subject is an exercise or the diet, an activity asked about after an old injury that has
/// cleared, a question about what an exercise is for, weight lost. Each rule reads one clause at a time
/// where negation matters, so "not tired, just can't be bothered" isn't tiredness.
extension CoachIntent {
    /// The message as clauses of words (split at punctuation and at "but"/"just"), apostrophes dropped.
    struct Reading {
        let words: [String]
        let clauses: [[String]]
        let text: String
        /// The message as written.
        let message: String

        init(_ message: String) {
            self.message = message
            var clauses: [[String]] = [[]]
            var current = ""
            func endWord() {
                guard !current.isEmpty else { return }
                if current == "but" || current == "just" || current == "though" { clauses.append([]) }
                clauses[clauses.count - 1].append(current)
                current = ""
            }
            for character in message.lowercased() {
                if character == "'" || character == "’" || character == "‘" { continue }
                if character.isLetter || character.isNumber {
                    current.append(character)
                } else {
                    endWord()
                    if ",.;:!?()\n".contains(character), !(clauses.last?.isEmpty ?? true) { clauses.append([]) }
                }
            }
            endWord()
            self.clauses = clauses.filter { !$0.isEmpty }
            words = self.clauses.flatMap { $0 }
            text = " " + words.joined(separator: " ") + " "
        }

        func has(_ phrases: [String]) -> Bool { phrases.contains { text.contains(" \($0) ") } }
        func hasWord(_ set: Set<String>) -> Bool { words.contains(where: set.contains) }
        func hasStem(_ stems: Set<String>) -> Bool { words.contains { CoachIntent.stemmed($0, in: stems) } }

        /// Positions in `clause` where a phrase of `phrases` starts.
        static func starts(of phrases: [String], in clause: [String]) -> [Int] {
            clause.indices.filter { index in
                phrases.contains { phrase in
                    let parts = phrase.split(separator: " ").map(String.init)
                    return index + parts.count <= clause.count && Array(clause[index..<(index + parts.count)]) == parts
                }
            }
        }

        /// A word of `phrases` in a clause with no negation in the three words before it.
        func affirms(_ phrases: [String]) -> Bool {
            clauses.contains { clause in
                Self.starts(of: phrases, in: clause).contains { !CoachIntent.negated(at: $0, in: clause) }
            }
        }

        /// A word of `phrases` in a clause with a negation in the three words before it.
        func denies(_ phrases: [String]) -> Bool {
            clauses.contains { clause in
                Self.starts(of: phrases, in: clause).contains { CoachIntent.negated(at: $0, in: clause) }
            }
        }

        /// `first` then `second` within `window` words in one clause.
        func follows(_ first: [String], by second: [String], within window: Int) -> Bool {
            clauses.contains { clause in
                let seconds = Self.starts(of: second, in: clause)
                return Self.starts(of: first, in: clause).contains { a in seconds.contains { $0 > a && $0 - a <= window } }
            }
        }
    }

    static let negators: Set<String> = [
        "no", "not", "dont", "doesnt", "didnt", "isnt", "arent", "wasnt", "werent", "havent", "hasnt", "hadnt", "never",
        "without", "zero", "nothing", "none", "nor", "stopped", "wont",
    ]

    static func negated(at index: Int, in clause: [String]) -> Bool {
        clause[max(0, index - 3)..<index].contains(where: negators.contains)
    }

    /// `word`, or `word` less a plural "s"/"es", is one of `stems`.
    static func stemmed(_ word: String, in stems: Set<String>) -> Bool {
        if stems.contains(word) { return true }
        if word.hasSuffix("es"), stems.contains(String(word.dropLast(2))) { return true }
        return word.hasSuffix("s") && stems.contains(String(word.dropLast()))
    }

    // MARK: Word classes

    /// Words of a symptom, for telling when one is said to be gone.
    static let symptoms = [
        "pain", "painful", "hurt", "hurts", "hurting", "ache", "aches", "aching", "achy", "sore", "soreness", "dizzy",
        "dizziness", "lightheaded", "light headed", "swelling", "swollen", "swell", "swells", "puffing", "puffy", "numb",
        "numbness", "tingling", "tingle", "pins and needles", "giving way", "gives way", "give way", "gave way", "buckling",
        "clicking", "click", "clunk", "clunking", "breathless", "out of breath", "puffed", "winded", "breathing hard",
        "stiff", "stiffness", "twinge", "twinges", "twinging", "throbbing", "limp", "limping", "cramp", "cramps",
        "painkillers", "wobbly", "unstable", "locking", "catching", "flare", "flare up", "flare ups", "flareups",
        "sciatica", "headache", "headaches", "twinged",
    ]

    /// Words that say something has stopped or passed.
    static let closures = [
        "anymore", "any more", "no longer", "no more", "not since", "stopped", "gone", "gone away", "went away", "cleared",
        "cleared up", "resolved", "settled", "settles", "recovered", "eased", "eased off", "disappeared", "vanished",
        "passed", "used to", "fine now", "better now",
    ]

    /// Tiredness and low energy.
    static let tiredness = [
        "tired", "tierd", "tird", "exhausted", "exausted", "knackered", "shattered", "drained", "sluggish", "sleepy",
        "drowsy", "lethargic", "zonked", "fatigued", "fatigue", "wiped", "wiped out", "weary", "groggy", "flagging",
        "worn out", "run down", "rundown", "no energy", "low energy", "zero energy", "low on energy", "energy crashed",
        "energy dipped", "energy dip", "energy slump", "slump", "slept badly", "slept terribly", "slept poorly",
        "slept awful", "barely slept", "hardly slept", "didnt sleep", "couldnt sleep", "cant sleep", "bad night",
        "rough night", "rubbish night", "terrible night", "awful night", "broken sleep", "poor sleep", "bad sleep",
        "no sleep", "nap", "napped", "naps", "hit a wall", "hit the wall", "running on empty", "under the weather",
        "a cold", "the flu", "flu", "a bug", "taking it easy", "take it easy", "eyes open", "burnt out", "burned out",
        "dead on my feet", "jet lag", "jetlagged",
    ]

    /// A step missed: "forgot", "skipped", "didn't get round to".
    static let missing = [
        "missed", "miss", "forgot", "forget", "forgotten", "skipped", "didnt do", "didnt get round to",
        "didnt get around to", "didnt manage", "never got round to", "never got around to", "no time for",
        "ran out of time for", "slept through", "blanked on",
    ]

    /// The steps of the habit plan and the rehab plan.
    static let steps = [
        "night prep", "prep", "morning focus", "focus", "exercises", "exercise", "session", "sessions", "rehab", "physio",
        "stretches", "stretching", "routine", "log", "logging", "check in", "checkin", "swap", "why", "walk", "workout",
        "plan", "reminder", "reps", "sets", "programme", "program", "home exercises",
    ]

    /// Head words of exercises (plural "s" dropped when compared).
    static let exerciseStems: Set<String> = [
        "exercise", "stretch", "stretche", "squat", "raise", "slide", "curl", "press", "pump", "bend", "extension", "thrust",
        "plank", "bridge", "clamshell", "clam", "lunge", "wall", "sit", "marching", "deadlift", "pullup", "pushup",
        "pulldown", "set", "band", "rep", "routine", "rehab", "step", "pendulum", "rotation", "hold", "crunch", "burpee",
        "situp", "stepup", "workout", "session", "circuit", "class", "walk", "walked", "walking", "run", "ran", "running",
        "jog", "swim", "ride", "hike", "hiking", "yoga", "pilates", "gym", "training", "intervals", "sprint", "hill",
        "physio", "home", "stair",
    ]

    /// The head words of exercises and their plurals ("skipped my ankle pumps").
    static let exerciseWords = exerciseStems.flatMap { [$0, $0 + "s"] }

    /// Words of the eating plan.
    static let dietWords = [
        "diet", "dieting", "eating plan", "meal plan", "no sugar", "sugar free", "low sugar", "low carb", "keto", "calories",
        "calorie", "counting", "fasting", "cutting out", "healthy eating", "clean eating", "salad", "salads", "sugar",
        "no chocolate", "no snacks", "no takeaways", "portion", "portions", "eating", "food", "cutting back",
    ]

    /// An idiom that says something is hard, not a symptom.
    static let hardIdioms = [
        "killing me", "killed me", "kill me", "destroyed me", "destroying me", "destroy me", "wrecked me", "wrecking me",
        "brutal", "murder", "torture", "a killer", "killer", "hell", "doing me in", "did me in", "done me in",
        "doing my head in", "does my head in", "tough", "hard going", "no joke", "savage", "evil", "grim", "a struggle",
        "struggling with", "hate", "hating", "a nightmare", "the worst", "sucks", "is hard", "are hard", "so hard",
    ]

    /// Sports and activities people return to.
    static let activities: Set<String> = [
        "netball", "football", "soccer", "rugby", "tennis", "squash", "badminton", "golf", "cricket", "hockey", "basketball",
        "volleyball", "baseball", "softball", "yoga", "pilates", "running", "jogging", "swimming", "cycling", "biking",
        "climbing", "bouldering", "hiking", "skiing", "snowboarding", "dancing", "boxing", "karate", "judo", "jiujitsu",
        "lifting", "weights", "weightlifting", "powerlifting", "crossfit", "parkrun", "rowing", "surfing", "skating",
        "riding", "marathon", "triathlon", "spin", "zumba", "aerobics", "padel", "pickleball", "kayaking", "paddleboarding",
        "trampolining", "sport", "sports", "deadlifts", "squats", "sprinting", "trekking", "walking", "gardening", "tai",
        "ballet", "salsa", "kickboxing", "mma", "lacrosse", "handball", "archery",
    ]

    /// Words asking whether or when to do something.
    static let asking: Set<String> = [
        "can", "could", "should", "would", "ok", "okay", "alright", "safe", "allowed", "thinking", "fancy", "hoping",
        "planning", "try", "trying", "start", "starting", "again", "resume", "return", "join", "ready", "sign", "when",
        "advisable", "wise", "consider", "considering", "tempted",
    ]

    /// Words that say an old injury is behind the person.
    static let recovered = [
        "rehabbed", "recovered", "cleared", "cleared up", "healed", "resolved", "signed off", "discharged", "fine now",
        "good now", "all good", "fully", "better now", "since", "ago", "last year", "years", "used to", "old", "long healed",
        "back to normal", "sorted", "all clear", "got the all clear", "no problems", "no issues",
    ]

    /// Questions about what an exercise is for or how it is done.
    static let purposeQuestions = [
        "point of", "whats the point of", "what is the point of", "why am i doing", "why do i do", "why do i have to",
        "why should i do", "why the", "what does", "what do", "meant to help", "supposed to help", "meant to do",
        "supposed to do", "how do i do", "how am i supposed to", "how should i do", "how to do", "purpose", "help with",
        "what are the", "what is the", "whats the", "good for", "for what", "what it does", "what they do", "what its for",
        "what theyre for", "is for", "are for", "curious",
    ]

    // MARK: Scores

    /// What the word-class rules add to `intent`'s phrase score.
    static func ruleScore(_ intent: CoachIntent, _ r: Reading) -> Int {
        switch intent {
        case .goodNews:
            var score = 0
            if r.has(symptoms) {
                if r.has(closures) || (r.denies(symptoms) && r.hasWord(["now", "today", "anymore"])) { score += 6 }
                else if r.denies(symptoms) { score += 3 }
            }
            if weightLost(r) { score += 6 }
            if r.follows(["much", "lot", "loads", "way", "so", "far", "heaps"], by: ["better", "stronger", "fitter", "steadier", "easier", "lighter", "slimmer"], within: 2) {
                score += 4
            }
            if r.follows(["feels", "feel", "felt", "feeling"], by: ["stable", "steady", "solid", "strong", "normal", "fine", "great", "good", "looser", "lighter"], within: 2) {
                score += 4
            }
            return score
        case .lowEnergy:
            let tired = r.clauses.contains { clause in
                Reading.starts(of: tiredness, in: clause).contains { index in
                    !negated(at: index, in: clause) && !(index + 1 < clause.count && clause[index + 1] == "of")
                }
            }
            return tired ? 4 : 0
        case .missedStep:
            return r.follows(missing, by: steps, within: 6) || r.follows(missing, by: exerciseWords, within: 5) ? 6 : 0
        case .training:
            if asksTrainingScheme(r.message, r) { return 9 }
            return r.has(hardIdioms) && r.hasStem(exerciseStems) && !r.has(dietWords) ? 5 : 0
        case .exerciseTerm:
            return asksTermMeaning(r.message, r) ? 8 : 0
        case .sleep:
            return asksSleepHelp(r) ? 6 : 0
        case .dailyActivity:
            return asksDailyActivity(r) ? 8 : 0
        case .foodFatigue:
            return fedUpWithDietFood(r) ? 8 : 0
        case .unmotivated:
            return r.has(hardIdioms) && r.has(dietWords) ? 5 : 0
        case .returning:
            // "can't get back to sleep" is sleep, not getting back to an activity.
            if r.has(["back to sleep", "back off to sleep", "back to bed"]) { return -10 }
            guard r.hasWord(activities), r.hasWord(asking) || r.has(["is it ok", "ok for me", "be ok", "be alright"]) else { return 0 }
            return 4 + (r.has(recovered) || r.words.contains(where: isYear) ? 3 : 0)
        case .aboutPlan:
            if asksAboutLibraryExercise(r) { return 7 }
            // "what is this exercise for?": a clause of "what … for".
            let whatFor = r.clauses.contains { $0.last == "for" && ($0.contains("what") || $0.contains("whats")) }
            guard r.has(purposeQuestions) || whatFor, r.hasStem(exerciseStems), !r.has(["anymore", "any more", "bother", "even", "doing this"]) else { return 0 }
            let asks = r.has(["for", "why", "how", "what does", "what do", "point of", "purpose", "help with"])
            return asks ? 7 : 0
        default:
            return 0
        }
    }

    /// "lost 5 kilos", "dropped 3kg", "2 pounds lighter", "jeans are looser", "down a dress size".
    static func weightLost(_ r: Reading) -> Bool {
        let units = ["kilo", "kilos", "kg", "kgs", "pound", "pounds", "lb", "lbs", "stone", "stones", "dress size", "size",
                     "inch", "inches", "notch", "weight", "pounds lighter", "belt"]
        let glued = r.words.contains { word in
            ["kg", "kgs", "lb", "lbs"].contains { word.hasSuffix($0) && word.dropLast($0.count).allSatisfy(\.isNumber) && word.count > $0.count }
        }
        let verbs = ["lost", "dropped", "down", "lighter", "off", "shed", "shifted"]
        return (glued && r.hasWord(Set(verbs)))
            || r.follows(verbs, by: units, within: 4) || r.follows(units, by: ["lighter", "off", "down", "lost"], within: 2)
            || r.follows(["jeans", "trousers", "pants", "clothes", "belt", "dress", "shirt", "waistband", "skirt"], by: ["looser", "baggy", "baggier", "too big"], within: 3)
    }

    static func isYear(_ word: String) -> Bool {
        word.count == 4 && word.allSatisfy(\.isNumber) && (word.hasPrefix("19") || word.hasPrefix("20"))
    }
}
