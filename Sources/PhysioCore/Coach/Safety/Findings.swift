import Foundation

/// The concepts found in one message, each where it stands and whether the person said it isn't so:
/// "no swelling today", "not numb anymore", "my calf isn’t swollen", "the swelling has gone down",
/// "pain free". A sign softened by "a bit" or "slightly" is marked as mild.
struct Findings {
    /// One concept found: the words it covers, whether they are negated or softened.
    struct Mention: Hashable {
        let concept: SignConcept
        let start: Int
        /// One past the last word.
        let end: Int
        let text: String
        let isNegated: Bool
        let isMild: Bool
        /// Said of a time long past and over: "I fainted once as a teenager", "tore my ACL in 2020,
        /// fully rehabbed", "my ankle was swollen in spring, long gone now".
        var isPast = false
        /// Not the sign itself: a feeling's hyperbole ("going to pass out from happiness", "giddy with
        /// excitement"), or waking said of oneself or a time ("I'm not waking up early enough").
        var isFigurative = false
    }

    let words: Words
    let mentions: [Mention]

    /// Words that negate a sign shortly after them, within the same clause.
    static let negators: Set<String> = [
        "no", "not", "without", "never", "isnt", "arent", "wasnt", "werent", "dont", "doesnt", "didnt", "nothing", "none",
        "neither", "nor", "hasnt", "havent", "hadnt", "zero", "nope", "aint", "nor",
    ]
    /// A negator followed by one of these is a hedge, not a denial: "not sure if it’s swollen",
    /// "I don’t know why my calf is hot", "I didn’t notice it was bleeding".
    static let hedges: Set<String> = [
        "sure", "know", "if", "whether", "only", "just", "realise", "realize", "notice", "noticed", "understand", "want",
        "like", "mean", "expect", "care", "see", "why", "get", "think", "normal", "usually", "able",
    ]
    /// For a crisis, "I don't want to hurt myself" is a denial; only doubt is a hedge ("not sure if I
    /// want to be here").
    static let crisisHedges: Set<String> = ["sure", "know", "if", "whether", "think", "care"]
    static let crisisConcepts: Set<SignConcept> = [.suicidal, .selfHarmAct]
    /// Weaker crisis signs are denied only by a negator right before them ("not hopeless"): "no one
    /// would miss me if I died" doesn't deny "if I died".
    static let crisisSigns: Set<SignConcept> = [.hopeless, .burden, .crisisFarewell, .crisisApology]
    /// Words that end a negation's reach.
    static let breaks: Set<String> = [".", "but", "although", "though", "however", "yet", "except", "now", "until", "then"]
    /// Words after a sign that say it has passed: "the tingling has gone", "swelling settled".
    static let resolutions: Set<String> = [
        "gone", "settled", "eased", "subsided", "disappeared", "cleared", "stopped", "improved", "vanished", "resolved", "better",
    ]
    /// Body sites are never denied: "no swelling in my knee" denies the swelling, not the knee.
    static let sites: Set<SignConcept> = [.calf, .backOfKnee, .leg, .foot, .hand, .arm, .joint, .back, .head, .chest, .heart, .saddleArea, .bothSides, .wound, .trunk]
    /// How far (in words) a negator reaches.
    static let negationReach = 5

    init(_ message: String) {
        let words = Words(message)
        self.words = words
        var found: [Mention] = []
        for concept in SignConcept.allCases {
            for phrase in concept.phrases {
                for start in words.starts(of: phrase) {
                    let end = start + phrase.count
                    found.append(Mention(
                        concept: concept, start: start, end: end, text: words.words[start..<end].joined(separator: " "),
                        isNegated: !Self.sites.contains(concept)
                            && (Self.ceasedBefore(words, start: start, end: end, concept: concept)
                                || Self.isNegated(
                                words, start: start, end: end,
                                hedges: Self.crisisConcepts.contains(concept) ? Self.crisisHedges : Self.hedges,
                                reach: Self.crisisSigns.contains(concept) ? 2 : Self.negationReach)),
                        isMild: Self.isMild(words, start: start, end: end)))
                }
            }
        }
        let tense = PastTense(words)
        mentions = found.map { mention in
            var mention = mention
            mention.isPast = !Self.sites.contains(mention.concept) && tense.isPastAndOver(mention.start, mention.end)
            mention.isFigurative = (Self.figurativeConcepts.contains(mention.concept) && Self.isFeelingHyperbole(words, end: mention.end))
                || (mention.concept == .collapse && Self.isOwnWaking(words, start: mention.start, end: mention.end))
            return mention
        }
    }

    /// Signs a strong feeling is said with: "pass out from happiness", "dizzy with excitement".
    static let figurativeConcepts: Set<SignConcept> = [.dizzy, .collapse]
    static let feelings: Set<String> = ["happiness", "excitement", "joy", "laughing", "laughter", "boredom", "cuteness", "pride", "relief", "delight"]

    /// "Going to pass out from happiness", "giddy with excitement": the sign ends on "from", "of" or "with" and a feeling.
    static func isFeelingHyperbole(_ words: Words, end: Int) -> Bool {
        ["from", "of", "with"].contains(words.word(at: end)) && feelings.contains(words.word(at: end + 1))
    }

    /// "I'm not waking up in time", "can't wake up early": someone who can't be woken is an emergency,
    /// but the person writing is awake, and waking at a time is a habit.
    static func isOwnWaking(_ words: Words, start: Int, end: Int) -> Bool {
        guard words.words[start..<end].contains(where: { $0.hasPrefix("wak") }) else { return false }
        let timing: Set<String> = ["late", "early", "on", "in", "for", "before", "at", "until", "till", "with", "when", "enough", "properly", "feeling", "tired", "sore", "stiff"]
        return words.words[max(0, start - 3)..<start].contains { ["i", "im", "ive", "id", "me", "myself"].contains($0) }
            || timing.contains(words.word(at: end)) || timing.contains(words.word(at: end + 1)) && words.word(at: end) == "up"
    }

    /// A negator shortly before (not a hedge, no clause break between), "free" right after, or a word
    /// saying it passed within a few words after ("has gone", "went away", "settled").
    static func isNegated(_ words: Words, start: Int, end: Int, hedges: Set<String> = hedges, reach: Int = negationReach) -> Bool {
        if words.word(at: end) == "free" { return true }
        var position = start - 1
        while position >= 0, position >= start - reach {
            let word = words.words[position]
            if breaks.contains(word) { break }
            if negators.contains(word) {
                let next = words.word(after: position)
                // "I don't get why it's swollen" hedges; "I didn't get dizzy" denies.
                if next == "get" { return !["why", "what", "how", "it", "the"].contains(words.word(at: position + 2)) }
                return !hedges.contains(next)
            }
            position -= 1
        }
        // "The tingling hasn't come back", "the numbness never returned".
        let notBack = ["hasnt come back", "havent come back", "never came back", "not come back", "hasnt returned", "never returned", "not returned", "hasnt been back"]
        let tail = words.words[end..<min(words.words.count, end + 6)].joined(separator: " ")
        if notBack.contains(where: { tail.hasPrefix($0) || tail.contains(" " + $0) }), !words.words[end..<min(words.words.count, end + 3)].contains(".") {
            return true
        }
        // "…for a second when I stretched, then it went away": it passed, later in the same sentence.
        let sentence = words.words[end..<min(words.words.count, end + 14)].prefix { $0 != "." }.joined(separator: " ")
        let passed = [
            "then it went away", "and it went away", "then went away", "then it passed", "and it passed", "then it stopped",
            "then it eased off", "warmed up fine", "warmed up ok", "fine once i warmed up", "back to normal",
        ]
        if passed.contains(where: { sentence.hasPrefix($0) || sentence.contains(" " + $0) }) { return true }
        var after = end
        while after < words.words.count, after <= end + 5 {
            let word = words.words[after]
            if breaks.contains(word) { break }
            let before = words.word(before: after)
            // "has gone" but not "has gone numb": a resolution ends the thought.
            let closes = word != "gone" || ["", ".", "away", "down", "now", "completely", "totally", "and", "since", "today"].contains(words.word(after: after))
            // "Worse instead of better", "rather than better": the resolution is what it isn't.
            if resolutions.contains(word), closes, !negators.contains(before), !["no", "any", "than", "of"].contains(before) { return true }
            // "The swelling has gone down (a lot)" eases; "pain going down my arm" spreads, and "nearly went
            // down twice" is a fall: "down" eases only where the thought ends or says how it eased.
            let eases = word == "away" || Self.easingAfterDown.contains(words.word(after: after))
            if word == "away" || word == "down", ["went", "gone", "goes", "going"].contains(before), eases { return true }
            after += 1
        }
        return false
    }

    /// After "gone down", words that say it eased ("gone down a lot", "went down overnight"); anything else
    /// ("down my arm", "down twice") is not an easing.
    static let easingAfterDown: Set<String> = [
        "", ".", ",", "now", "a", "since", "overnight", "already", "and", "completely", "today", "yesterday", "then", "after",
        "with", "by", "slowly", "quickly", "loads", "lots", "massively", "nicely", "again", "but", "so", "thankfully",
        "finally", "heaps", "much", "quite", "some", "enough", "fully", "totally", "over", "in", "weeks", "days", "hours",
        "months", "ages", "ago", "last", "this", "before", "pretty", "really", "very", "right", "straight", "within", "when",
        "as", "too", "for", "eventually", "mostly", "almost", "largely", "gradually", "bit",
    ]

    /// Words that say a sensation has ended when they come right before it: "my shoulder has stopped
    /// aching", "the knee finally quit hurting".
    static let ceasing: Set<String> = ["stopped", "ceased", "quit"]

    /// A sensation that has ceased ("has stopped aching at night") — never breathing, bleeding or a
    /// crisis sign, where "stopped" is the emergency itself ("he stopped breathing").
    static func ceasedBefore(_ words: Words, start: Int, end: Int, concept: SignConcept) -> Bool {
        guard ceasing.contains(words.word(before: start)), !crisisConcepts.contains(concept), !crisisSigns.contains(concept) else {
            return false
        }
        let text = words.words[start..<end].joined(separator: " ")
        return !["breath", "bleed", "heart", "puls", "conscious", "respond", "wak"].contains { text.contains($0) }
    }

    /// Softened: "a bit", "slightly", "mild" within the three words before, or right after ("aches a
    /// bit", "hurts slightly").
    static func isMild(_ words: Words, start: Int, end: Int) -> Bool {
        let softeners = [" bit ", " little ", " slightly ", " slight ", " mild ", " mildly ", " touch ", " tiny ", " abit "]
        let before = words.words[max(0, start - 3)..<start]
        let beforeText = " " + before.joined(separator: " ") + " "
        if !before.contains("."), softeners.contains(where: beforeText.contains) { return true }
        let after = words.words[end..<min(words.words.count, end + 2)].prefix { $0 != "." }
        let afterText = " " + after.joined(separator: " ") + " "
        return [" a bit ", " a little ", " slightly ", " mildly ", " abit "].contains { afterText.contains($0) || (" " + afterText).contains($0) }
            || after.first.map { ["slightly", "mildly", "abit"].contains($0) } == true
    }

    // MARK: Questions the rules ask

    /// Mentions of `concept` the person didn't deny, didn't place long in the past and didn't say of a
    /// feeling ("pass out from happiness").
    func present(_ concept: SignConcept) -> [Mention] {
        mentions.filter { $0.concept == concept && !$0.isNegated && !$0.isPast && !$0.isFigurative }
    }

    func has(_ concept: SignConcept) -> Bool { !present(concept).isEmpty }

    /// Present and not softened.
    func hasStrong(_ concept: SignConcept) -> Bool { present(concept).contains { !$0.isMild } }

    func hasAny(_ concepts: [SignConcept]) -> Bool { concepts.contains(where: has) }

    /// Mentioned at all, said or denied.
    func mentioned(_ concept: SignConcept) -> Bool { mentions.contains { $0.concept == concept } }

    /// Two concepts within `within` words of each other in one sentence, both undenied.
    func near(_ first: SignConcept, _ second: SignConcept, within: Int, where keep: (Mention, Mention) -> Bool = { _, _ in true }) -> Bool {
        let seconds = present(second)
        return present(first).contains { a in
            seconds.contains { b in Self.gap(a, b) <= within && words.sameSentence(a.start, b.start) && keep(a, b) }
        }
    }

    func near(_ first: SignConcept, anyOf seconds: [SignConcept], within: Int) -> Bool {
        seconds.contains { near(first, $0, within: within) }
    }

    /// Words between two mentions (0 when they touch or overlap).
    static func gap(_ a: Mention, _ b: Mention) -> Int {
        if a.end <= b.start { return b.start - a.end }
        if b.end <= a.start { return a.start - b.end }
        return 0
    }

    /// A phrase of plain words (with `*` stems) anywhere.
    func hasPhrase(_ phrase: String) -> Bool {
        !words.starts(of: phrase.split(separator: " ").map { Words.Pattern(String($0)) }).isEmpty
    }

    func hasAnyPhrase(_ phrases: [String]) -> Bool { phrases.contains(where: hasPhrase) }

    static let limbSites: [SignConcept] = [.calf, .backOfKnee, .leg, .foot, .hand, .arm, .joint]
    static let bodySites: [SignConcept] = limbSites + [.back, .head, .chest, .saddleArea, .wound]

    /// A limb or joint named anywhere in the message.
    var namesLimb: Bool { Self.limbSites.contains { mentioned($0) } }
    /// Any part of the body named.
    var namesBody: Bool { Self.bodySites.contains { mentioned($0) } }
}
