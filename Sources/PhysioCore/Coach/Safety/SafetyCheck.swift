import Foundation

/// Finds red flags in what a person writes to the coach, and in what a model would answer.
/// Words are matched forgivingly (a typo of one letter in longer words, word stems), and a sign that
/// is negated just before it ("no swelling", "it doesn’t hurt", "pain free") doesn’t count.
/// Habit talk ("fell off the wagon", "I slipped up", "craving sweets") raises nothing.
public enum SafetyCheck {
    /// The red flags in a person's message, most urgent first.
    public static func flags(in message: String) -> [RedFlag] {
        let text = Words(message)
        return RedFlag.allCases.filter { detect($0, in: text) }.sorted { $0.urgency > $1.urgency }
    }

    /// The answer to give instead of coaching, when the message raises a red flag.
    public static func screen(_ message: String) -> SafetyAnswer? {
        let found = flags(in: message)
        guard let first = found.first else { return nil }
        return SafetyAnswer(flags: found, primary: first)
    }

    /// Whether a model's reply strays into what the coach must not do — doses, which medicine to
    /// take, a diagnosis, or pushing through pain — so it is held back.
    public static func replyOversteps(_ reply: String) -> Bool {
        let text = Words(reply)
        if text.hasSequence(["\\d", "mg"]) || text.hasAny(["milligrams", "mg"]) { return true }
        if text.near(["take", "taking", "try"], Lexicon.medicine, within: 3) { return true }
        if text.hasAny(["diagnosis", "diagnose", "diagnosed"], negatable: false) { return true }
        if text.hasPhrase(["you", "have", "a"]) && text.hasAny(["tear", "fracture", "infection", "clot", "dvt", "sprain"]) { return true }
        return text.hasPhrase(["push", "through", "the", "pain"]) && !text.hasAny(["dont", "never", "not"], negatable: false)
    }

    static func detect(_ flag: RedFlag, in text: Words) -> Bool {
        switch flag {
        case .selfHarm:
            return text.hasAnyPhrase([
                ["kill", "myself"], ["end", "my", "life"], ["hurt", "myself"], ["harm", "myself"], ["self", "harm"],
                ["want", "to", "die"], ["dont", "want", "to", "live"],
            ]) || text.hasAny(["suicide", "suicidal"])
        case .chestPain:
            return text.near(["chest"], ["pain", "painful", "hurts", "hurting", "tight", "tightness", "pressure", "ache", "aching", "crushing"], within: 3)
        case .breathless:
            return text.hasAny(["breathless", "breathlessness"])
                || text.hasAnyPhrase([
                    ["short", "of", "breath"], ["shortness", "of", "breath"], ["cant", "breathe"], ["cant", "breath"],
                    ["hard", "to", "breathe"], ["struggling", "to", "breathe"], ["difficulty", "breathing"],
                    ["trouble", "breathing"], ["cant", "catch", "my", "breath"],
                ], negatable: true)
        case .calfPainOrSwelling:
            return text.near(["calf", "calves", "calfs"], Lexicon.pain + Lexicon.swelling + ["tender", "warm", "hot", "red", "tight"], within: 4)
        case .infection:
            let swellingWithHeat = text.near(Lexicon.swelling, ["hot", "heat", "warm", "red", "redness", "reddish", "inflamed"], within: 6)
            let fever = text.hasAny(["fever", "feverish", "fevers", "chills", "shivery", "shivering"])
                || text.hasAnyPhrase([["high", "temperature"], ["running", "a", "temperature"]])
            let leakingWound = text.near(
                ["wound", "incision", "scar", "stitches", "staples", "dressing", "cut", "op", "site"],
                ["leak*", "ooz*", "pus", "discharge", "weeping", "seeping", "bleeding", "smell*", "gaping", "opened"], within: 5)
            return swellingWithHeat || fever || leakingWound
        case .numbness:
            return text.hasAny(["numb", "numbness", "tingl*", "tinglings"])
                || text.hasAnyPhrase([["pins", "and", "needles"], ["cant", "feel", "my"], ["lost", "feeling"]], negatable: true)
        case .popNoWeight:
            let pop = text.hasAny(["pop", "popped", "popping", "snap", "snapped", "crack", "cracked", "buckled"])
                || text.hasAnyPhrase([["gave", "way"], ["gave", "out"], ["giving", "way"]])
            let noWeight = text.hasAnyPhrase([
                ["cant", "put", "weight"], ["cant", "bear", "weight"], ["cant", "stand"], ["cant", "walk"],
                ["unable", "to", "walk"], ["unable", "to", "stand"], ["unable", "to", "bear"], ["cant", "put", "any", "weight"],
                ["cant", "put", "my", "foot", "down"], ["cant", "weight", "bear"],
            ], negatable: false)
            return pop && noWeight
        case .severePain:
            let severe = ["severe", "sharp", "sudden", "suddenly", "unbearable", "excruciating", "agony", "agonising", "agonizing",
                          "intense", "terrible", "horrible", "worst", "awful", "shooting", "stabbing", "extreme", "really", "so", "very"]
            let strongPain = text.near(severe.filter { !["really", "so", "very"].contains($0) }, Lexicon.pain, within: 3)
            let tenOutOfTen = text.hasAnyPhrase([["10", "out", "of", "10"], ["10", "10"], ["ten", "out", "of", "ten"], ["9", "out", "of", "10"]])
            return strongPain || (tenOutOfTen && text.hasAny(Lexicon.pain))
        case .fall:
            let fell = text.indices(of: ["fell", "fall", "fallen", "falling", "tripped"])
            let habitSense: Set<String> = ["wagon", "track", "plan", "diet", "asleep", "behind", "back", "for", "apart", "off", "short", "into", "through", "out"]
            return fell.contains { index in
                let next = text.word(after: index)
                let previous = text.word(before: index)
                // "this fall", "last fall": the season.
                if ["this", "last", "next", "the", "in"].contains(previous) && text.words[index] == "fall" { return false }
                if habitSense.contains(next) && !(next == "off" && ["bike", "ladder", "chair", "bed", "stairs", "step"].contains(text.word(after: index + 1))) { return false }
                return !text.isNegated(index)
            } || text.hasAnyPhrase([["slipped", "on"], ["slipped", "over"], ["slipped", "and"], ["lost", "my", "balance"]])
        case .medication:
            return text.hasAny(Lexicon.medicine, negatable: false)
                || text.hasAnyPhrase([["pain", "killer*"], ["pain", "meds"], ["anti", "inflammator*"], ["how", "many", "mg"]])
        case .doingMore:
            return text.hasAnyPhrase([
                ["heal", "faster"], ["heal", "quicker"], ["recover", "faster"], ["recover", "quicker"], ["speed", "up"],
                ["get", "better", "faster"], ["more", "reps"], ["extra", "reps"], ["more", "sets"], ["extra", "sets"],
                ["more", "sessions"], ["extra", "sessions"], ["double", "the"], ["push", "through"], ["push", "harder"],
                ["heal", "quickly"], ["do", "more"],
            ], negatable: false) && text.hasAny(Lexicon.rehab + ["faster", "quicker", "quickly", "heal", "recover", "reps", "sets", "sessions", "pain"], negatable: false)
        }
    }
}

/// The coach's answer to a message with red flags.
public struct SafetyAnswer: Sendable, Hashable {
    /// Every flag found, most urgent first.
    public var flags: [RedFlag]
    /// The flag whose advice is given.
    public var primary: RedFlag

    public var heading: String { primary.heading }

    /// The whole answer: the most urgent advice, a pointer to medicines advice when asked too, and the
    /// reminder that this is not a diagnosis.
    public var text: String {
        var parts = [primary.answer]
        if primary != .medication, flags.contains(.medication) { parts.append(RedFlag.medication.answer) }
        parts.append("I can’t tell what’s causing this — only someone who examines you can.")
        return parts.joined(separator: " ")
    }
}

/// Word lists the checks share.
enum Lexicon {
    static let pain = ["pain", "painful", "pains", "hurts", "hurt", "hurting", "ache", "aches", "aching", "sore", "tender"]
    static let swelling = ["swell*", "swollen", "swolen", "puffy", "swolle*"]
    static let rehab = ["exercise*", "rehab", "physio", "knee", "shoulder", "hip", "ankle", "injury", "stretch*", "slides", "recovery", "heal*"]
    static let medicine = [
        "ibuprofen", "ibuprofin", "ibuprophen", "ibuprofine", "advil", "motrin", "nurofen", "naproxen", "aleve", "aspirin",
        "paracetamol", "acetaminophen", "tylenol", "codeine", "tramadol", "oxycodone", "morphine", "opioid*", "painkiller*",
        "antiinflammator*", "nsaid*", "medication*", "medicine*", "meds", "pill", "pills", "tablet", "tablets", "dose", "doses",
        "dosage", "prescription", "steroid*", "cortisone", "antibiotic*", "diclofenac", "voltaren", "celecoxib",
    ]
}
