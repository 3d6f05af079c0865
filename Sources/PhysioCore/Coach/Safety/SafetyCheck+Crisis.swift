import Foundation

// A crisis: suicidal thoughts or plans, self-harm, intent to overdose, a goodbye note. Built from the
// warning signs the 988 Suicide & Crisis Lifeline, the NHS ("Help for suicidal thoughts"), Samaritans
// and AFSP publish: talking about wanting to die or to kill oneself, about being a burden, about no
// reason to live; looking for a way (stockpiling medicines); saying goodbye, giving away possessions,
// putting affairs in order; self-harm (NICE NG225). Said plainly or obliquely, with typos.
extension SafetyCheck {
    /// A crisis in the message: a plain or oblique statement of suicidal thoughts, plans or self-harm
    /// (not denied, not an idiom, not long past), an overdose intended, or a farewell that sounds final.
    static func crisis(_ f: Findings) -> Bool {
        if f.present(.suicidal).contains(where: { !isDeathIdiom($0, f) }) { return true }
        // Hopelessness said in negative words ("I don't see the point in living", "can't live like this"):
        // a negator near it is part of the thought, not a denial.
        if f.mentions.contains(where: { $0.concept == .noReasonToLive && !$0.isPast && !isTirednessIdiom($0, f) }) { return true }
        if wishesNotToWake(f) || imaginesCrash(f) || dwellsOnMeans(f) || picturesAFall(f) || asksHowLethal(f) || endsIt(f) { return true }
        // "Trapped, no way out, and I've started planning how I'd do it": hopelessness with a plan.
        if f.has(.hopeless) || f.has(.burden), f.hasAnyPhrase(planningWords) { return true }
        if f.present(.selfHarmAct).contains(where: { !isAccidentalHarm($0, f) }) || harmsOwnBody(f) { return true }
        if overdoseIntended(f) || mightHarmSelf(f) { return true }
        let farewells = farewellSignals(f)
        let hopeless = f.has(.hopeless), burden = f.has(.burden)
        let support = f.has(.crisisApology) || saysNotTheirFault(f) || hopeless || burden
        return farewells >= 2 || (farewells >= 1 && support) || (burden && hopeless)
    }

    /// "I could sleep forever after that session": tiredness, not a wish to die ("I wish I could sleep
    /// forever" stays one).
    static func isTirednessIdiom(_ mention: Findings.Mention, _ f: Findings) -> Bool {
        // "Hope I don't wake up late for my session": about the time, not about waking.
        if mention.text.hasSuffix("wake up"), wakingTiming.contains(f.words.word(at: mention.end)) { return true }
        guard mention.text == "sleep forever", ["could", "can"].contains(f.words.word(at: mention.start - 1)) else { return false }
        let before = f.words.words[max(0, mention.start - 4)..<mention.start]
        return !before.contains { ["wish", "wishing", "want", "wanna", "hope", "hoping"].contains($0) }
    }

    /// "I hope I just don't wake up", "wishing I wouldn't wake up tomorrow": a wish not to wake — not
    /// "I wish I didn't have to wake up so early".
    static func wishesNotToWake(_ f: Findings) -> Bool {
        let words = f.words.words
        return words.indices.contains { index in
            guard words[index] == "wake" || words[index] == "waking" else { return false }
            let before = words[max(0, index - 4)..<index]
            guard before.contains(where: { ["dont", "didnt", "wouldnt", "wont", "never", "not", "stop"].contains($0) }),
                !before.contains(where: { ["have", "to", "need", "got", "early"].contains($0) })
            else { return false }
            let wish = words[max(0, index - 8)..<index].contains {
                ["wish", "wishing", "hope", "hoping", "pray", "praying", "want", "wanna"].contains($0)
            }
            if wakingTiming.contains(f.words.word(at: index + 2)) { return false }
            return wish && !f.hasAnyPhrase(["early", "in time", "alarm", "at night", "in the night", "during the night", "oversleep"])
        }
    }

    /// Words after "wake up" that make it about the time ("wake up late", "wake up for my session").
    static let wakingTiming: Set<String> = ["late", "early", "on", "for", "before", "too", "with", "when", "tired", "sore", "stiff"]

    /// "None of this is her fault", "it isn't your fault": telling someone they are not to blame, which
    /// beside a note to the family reads as a farewell.
    static func saysNotTheirFault(_ f: Findings) -> Bool {
        let words = f.words.words
        return words.indices.contains { index in
            guard words[index] == "fault", ["her", "his", "their", "your", "anyones", "nobodys"].contains(f.words.word(at: index - 1))
            else { return false }
            return words[max(0, index - 5)..<index].contains { ["not", "none", "nobody", "isnt", "wasnt", "never", "no"].contains($0) }
        }
    }

    /// "Killing myself laughing", "I could die of embarrassment", "suicide sprints", "overdosed on
    /// chocolate": the words, not the meaning.
    static func isDeathIdiom(_ mention: Findings.Mention, _ f: Findings) -> Bool {
        let next = f.words.word(at: mention.end), afterNext = f.words.word(at: mention.end + 1)
        switch mention.text {
        case "want to die", "wanna die":
            if ["of", "from", "laughing", "when", "whenever"].contains(next) { return true }
            // "These burpees make me want to die (lol)": a reaction to a thing, said of training or in jest.
            let makes = ["make", "makes", "made", "making"].contains(f.words.word(at: mention.start - 2))
            return makes && (f.has(.exerciseContext) || f.hasAnyPhrase(trainingWords) || f.hasAnyPhrase(["lol", "haha", "lmao", "jk", "joking", "kidding"]))
        case "shoot myself", "shot myself", "shooting myself":
            return next == "in" && ["the", "my"].contains(afterNext)  // "shot myself in the foot": an idiom
        case "kms":
            // "kms this leg day lol": a groan at training or in jest — unless they say it isn't one.
            let serious = saysItIsNoJoke(f) || f.hasAnyPhrase(["actually", "seriously"])
            return !serious && (f.hasAnyPhrase(["lol", "haha*", "lmao", "jk", "😂"]) || f.has(.exerciseContext) || f.hasAnyPhrase(trainingWords))
        case "kill myself", "killing myself", "kil myself":
            return ["laughing", "laughin"].contains(next) || (next == "at" && ["the", "work", "gym"].contains(afterNext))
                || (["with", "on", "in", "over", "doing"].contains(next) && f.has(.exerciseContext))
        default:
            break
        }
        if mention.text.hasPrefix("suicide"), mention.text.hasSuffix("s") || ["sprint", "sprints", "drill", "drills", "run", "runs", "shuttle", "shuttles", "line", "lines"].contains(next) {
            return true  // shuttle runs: "did suicides at basketball"
        }
        if mention.text.hasPrefix("overdos"), next == "on", !f.mentioned(.medicine), !f.mentioned(.anticoagulant) {
            return true  // "overdosed on chocolate"
        }
        // "A suicide prevention walk", "suicide awareness week": the cause, named as a topic.
        if mention.text.hasPrefix("suicid"), ["prevention", "awareness", "charity", "fundraiser", "fundraising", "research"].contains(next) {
            return true
        }
        return false
    }

    /// "Not even joking this time", "no joke", "for real": the person says a crisis said with a laugh is meant.
    static func saysItIsNoJoke(_ f: Findings) -> Bool {
        f.hasAnyPhrase([
            "not joking", "not even joking", "not kidding", "not even kidding", "not a joke", "no joke", "for real", "fr", "deadass",
            "dead serious", "im serious", "i mean it", "i really mean it",
        ])
    }

    /// "Cut myself a slice", "cut myself some slack", "burnt myself on the oven": an everyday sense.
    static func isAccidentalHarm(_ mention: Findings.Mention, _ f: Findings) -> Bool {
        let burned = ["burned myself", "burnt myself"].contains(mention.text)
        guard burned || ["cut myself", "cutting myself", "burn myself", "burning myself", "cut my wrist", "cut my wrists"].contains(mention.text)
        else { return false }
        let next = f.words.word(at: mention.end), afterNext = f.words.word(at: mention.end + 1)
        if next == "on" { return afterNext != "purpose" }
        if [
            "a", "an", "some", "slack", "short", "off", "free", "loose", "shaving", "while", "when", "by", "accidentally",
            "cooking", "chopping", "in", "out", "up", "back", "down",
        ].contains(next) { return true }
        // "Burnt myself with the kettle" is a kitchen accident; with a lighter, or to cope, it is not.
        return burned && !f.hasAnyPhrase(deliberateHarm)
    }

    /// What makes hurting oneself deliberate: a purpose, a tool for it, a way of coping.
    static let deliberateHarm = [
        "on purpose", "deliberately", "when it gets bad", "when things get bad", "when i feel", "to cope", "to feel something",
        "to feel better", "to punish", "punish myself", "where no one can see", "so no one sees", "so nobody sees",
        "with a lighter", "with a razor", "with a blade", "with blades", "with a knife", "with cigarettes", "with a cigarette",
        "with scissors", "with glass", "with a match", "with matches", "till it bleeds", "until it bleeds", "make it bleed",
        "only thing that", "only way to cope", "helps me cope", "when it gets too much", "noise in my head",
        "when it all gets too much", "when its too much", "when i cant cope", "to calm myself", "with a hammer", "with a belt",
    ]

    /// "I'm scared I might hurt myself": a fear of one's own hands, not of an exercise ("scared I'll hurt
    /// myself doing deadlifts" is about training).
    static func mightHarmSelf(_ f: Findings) -> Bool {
        let words = f.words.words
        let fears = words.indices.contains { index in
            ["hurt", "harm"].contains(words[index]) && f.words.word(after: index) == "myself"
                && words[max(0, index - 3)..<index].contains { ["might", "could", "will", "ill", "gonna", "going"].contains($0) }
        }
        return fears && !f.has(.exerciseContext) && !f.hasAnyPhrase(trainingWords) && !f.hasAnyPhrase(["lift*", "exercise*", "stretch*", "doing"])
    }

    /// Hurting one's own body on purpose: "burning my arm with a lighter when it gets bad", "scratching
    /// my skin till it bleeds to cope" — an act on a body part with a tool or a purpose, not an accident
    /// ("hit my head on the cupboard").
    static func harmsOwnBody(_ f: Findings) -> Bool {
        let words = f.words.words
        let acts: Set<String> = [
            "burn", "burning", "burnt", "burned", "cut", "cutting", "scratch", "scratching", "scratched", "hit", "hitting",
            "punch", "punching", "bite", "biting", "carve", "carving", "carved", "stab", "stabbing",
        ]
        let parts: Set<String> = [
            "arm", "arms", "wrist", "wrists", "thigh", "thighs", "leg", "legs", "skin", "stomach", "hand", "hands", "hip", "hips",
            "body", "face", "chest", "head",
        ]
        let acted = words.indices.contains { index in
            acts.contains(words[index]) && f.words.word(after: index) == "my" && parts.contains(f.words.word(at: index + 2))
        }
        guard acted else { return false }
        return f.hasAnyPhrase(deliberateHarm)
    }

    /// Medicines with a sign of gathering or taking them all at once ("saving up my painkillers",
    /// "take the lot tonight", "every pill in the cupboard") — not a question about timing doses ("can
    /// I take all my tablets at once in the morning?", which is for the pharmacist).
    static func overdoseIntended(_ f: Findings) -> Bool {
        guard f.mentioned(.medicine) || f.mentioned(.anticoagulant) else { return false }
        // "Took the whole week's pill organiser at once by mistake": an accident (``medicineOverdose``).
        if f.hasAnyPhrase(["by mistake", "by accident", "accidentally", "didnt mean to", "did not mean to", "mixed up"]) { return false }
        let timing = f.hasAnyPhrase([
            "in the morning", "morning", "evening", "at night", "with food", "with breakfast", "with dinner", "with lunch",
            "with water", "instead of", "same time as", "with my", "before bed", "spread", "a day", "per day", "each day",
            "safe", "safely", "maximum", "max", "can i take", "i can take", "allowed", "to work", "to kick in",
        ])
        // "Taking all of my painkillers at once": every one of them, in one go.
        let medicines = f.mentions.filter { [.medicine, .anticoagulant].contains($0.concept) }
        let everyOne = medicines.contains { medicine in
            f.words.words[max(0, medicine.start - 3)..<medicine.start].contains { ["all", "every", "whole", "entire"].contains($0) }
        }
        if everyOne, f.hasAnyPhrase(["at once", "in one go", "together", "tonight", "the lot"]), !timing { return true }
        // "I can't cope any more and I've got my pills ready".
        if f.has(.hopeless), f.hasAnyPhrase(["ready", "saved", "saving", "stockpil*", "enough", "all of them", "the lot", "lined up"]) {
            return true
        }
        guard f.has(.stockpile) else { return false }
        let plainTakeAll = f.present(.stockpile).allSatisfy { $0.text == "take all" }
        if plainTakeAll {
            let intent = f.hasAnyPhrase(["going to", "gonna", "tonight", "want to", "planning", "about to", "ready to", "so i can"])
            return intent && !timing
        }
        return !timing || f.hasAnyPhrase(["saving up", "saved up", "stockpil*", "hoarding", "hoarded", "stash", "stashing", "every pill", "the lot"])
    }

    /// What may follow a final "goodbye": the people or the world left, or nothing.
    static let farewellAfter: Set<String> = [
        "everyone", "everybody", "all", "world", "cruel", "my", "forever", "and", "love", "guys", "coach", "friends", "x", "xx",
        "then", "now", "from", "i", "its", "it", "this", "thank", "thanks", "sorry",
    ]

    /// Signs of saying goodbye for good: a farewell that isn't "goodbye for now" or "goodbye to sugar",
    /// a last message, not needing the coach any more, a will, pets given away, a note to the family.
    static func farewellSignals(_ f: Findings) -> Int {
        let everyday = f.hasAnyPhrase([
            "see you", "see ya", "talk tomorrow", "tomorrow", "later", "next week", "in the morning", "till", "until", "for now",
            "for today", "for tonight", "night night", "good night", "goodnight",
        ])
        var count = 0
        var lastEnd = -1
        for mention in f.present(.crisisFarewell).sorted(by: { $0.start < $1.start }) where mention.start >= lastEnd {
            let next = f.words.word(at: mention.end)
            switch mention.text {
            case "goodbye", "good bye", "farewell":
                if everyday || next == "to" || next == "for" { continue }
                // "Goodbye crutches", "goodbye sugar": a thing left behind, not a person leaving.
                if !next.isEmpty, next != ".", !farewellAfter.contains(next) { continue }
            case "forever", "for good":
                // Only a leaving that is for good: "goodbye forever", "disappear for good" — not "quit sugar for good".
                let before = f.words.words[max(0, mention.start - 1)..<mention.start]
                if !before.contains(where: { ["goodbye", "bye", "gone", "go", "leave", "leaving", "disappear", "sleep", "away"].contains($0) }) { continue }
            case "ready to go":
                if ![".", ""].contains(next) { continue }  // "ready to go for a run"
            default:
                break
            }
            count += 1
            lastEnd = mention.end
        }
        return count + (noteToFamily(f) ? 1 : 0) + (givesThingsAway(f) ? 1 : 0)
    }

    /// "Giving my bike and all my kit away", "gave all my clothes away": possessions given away.
    static func givesThingsAway(_ f: Findings) -> Bool {
        let words = f.words.words
        return words.indices.contains { index in
            guard ["giving", "give", "gave", "given"].contains(words[index]), f.words.word(after: index) == "my" else { return false }
            let rest = words[(index + 1)..<min(words.count, index + 8)]
            return rest.contains("away") && !rest.contains { ["ball", "secret", "secrets", "age", "position", "game", "seat"].contains($0) }
        }
    }

    /// Words of a plan for how or when: with hopelessness, a crisis.
    static let planningWords = [
        "planning how", "planned how", "plan how", "how id do it", "how i would do it", "how im going to do it",
        "how im gonna do it", "when id do it", "picked a date", "chosen a date", "set a date", "worked out how id",
    ]

    /// "Keep thinking about driving into the bridge support": picturing a crash on purpose.
    static func imaginesCrash(_ f: Findings) -> Bool {
        let words = f.words.words
        let hazards: Set<String> = [
            "bridge", "wall", "tree", "lorry", "truck", "oncoming", "pillar", "barrier", "river", "sea", "lake", "traffic",
            "train", "support", "bus", "cliff", "central", "reservation",
        ]
        let crashed = words.indices.contains { index in
            ["drive", "driving", "steer", "steering", "swerve", "swerving", "crash", "crashing"].contains(words[index])
                && ["into", "in", "off", "under"].contains(f.words.word(after: index))
                && words[(index + 2)..<min(words.count, index + 6)].contains(where: hazards.contains)
        }
        guard crashed else { return false }
        return f.hasAnyPhrase([
            "thinking about", "thinking of", "keep thinking", "want to", "wanna", "tempted", "urge", "so easy", "be easy",
            "on purpose", "end it", "could just", "fantasi*", "imagine", "picture",
        ])
    }

    /// "Stopped on the bridge and thought about going over the railing": picturing a fall on purpose.
    static func picturesAFall(_ f: Findings) -> Bool {
        f.hasAnyPhrase([
            "over the railing", "over the railings", "off the bridge", "off the edge", "off the roof", "off the balcony",
            "from the bridge", "from the balcony", "over the side", "climb the railing", "climbing the railing", "over the barrier",
        ]) && f.hasAnyPhrase([
            "thought about", "thinking about", "thinking of", "think about", "tempted", "urge", "so easy", "could just", "want to",
            "wanted to",
        ])
    }

    /// "There's a rope in the garage and I keep going out there and looking at it": dwelling on a means.
    static func dwellsOnMeans(_ f: Findings) -> Bool {
        // A skipping rope or a battle rope is training kit.
        let trainingRope = f.hasAnyPhrase(["skipping rope", "jump rope", "jumping rope", "battle rope*", "rope climb*", "rope pull*", "tricep rope"])
        let means = f.hasAnyPhrase(["noose", "gun", "shotgun", "rifle", "ligature"]) || (f.hasPhrase("rope") && !trainingRope)
        // Bought one, and "I'm done" or "just wanted someone to know".
        let got = f.hasAnyPhrase(["bought a", "got a", "ordered a", "picked up a", "bought some", "got hold of"])
        if means, got, f.has(.hopeless) || f.has(.burden) || f.hasAnyPhrase(["im done", "someone to know", "for later", "just in case", "no point"]) {
            return true
        }
        // "Bought rope today. Not for the garage": the everyday use denied.
        if means, got || f.hasAnyPhrase(["bought", "ordered", "picked up"]), f.hasAnyPhrase(["not for the", "not for a", "not for any", "not for my", "not for what", "not for climbing", "not for camping", "not for work"]) {
            return true
        }
        // "Rope is in the garage … I already know what I'm doing": a means kept ready, a mind made up.
        if means, f.hasAnyPhrase(["know what im doing", "know what ill do", "know what im going to do", "made up my mind", "already decided", "its ready", "all ready"]) {
            return true
        }
        guard means || f.hasAnyPhrase(["razor", "razors", "blades"]) else { return false }
        return f.hasAnyPhrase([
            "looking at it", "look at it", "staring at it", "keep looking", "keep going out", "keep thinking about it",
            "cant stop thinking about it", "keep checking it", "holding it", "keep picking it up",
        ])
    }

    /// "Saturday, when everyone's out. That's when I end it": "end it" closing the sentence, said of
    /// oneself — not "then I end it with a stretch", "I'll end it there", "ending it with him".
    static func endsIt(_ f: Findings) -> Bool {
        let words = f.words.words
        let closing: Set<String> = ["", ".", "tonight", "tomorrow", "soon", "forever", "once", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
        let said = words.indices.contains { index in
            ["end", "ending"].contains(words[index]) && f.words.word(after: index) == "it" && closing.contains(f.words.word(at: index + 2))
                && words[max(0, index - 3)..<index].contains { ["i", "im", "ill", "gonna", "going", "to", "will"].contains($0) }
        }
        return said && !f.has(.exerciseContext) && !f.hasAnyPhrase(trainingWords) && !f.hasAnyPhrase(["relationship", "with him", "with her", "break up", "broke up", "contract", "subscription", "membership", "streak", "diet", "fast"])
    }

    /// "Is a fall from a 6th floor balcony always fatal? Asking for me": how deadly a means is, asked for
    /// oneself (or "for a friend") — not "is a heart attack always fatal?" about a relative's history.
    static func asksHowLethal(_ f: Findings) -> Bool {
        guard !toldAbout(f),
            f.hasAnyPhrase(["fatal", "lethal", "would it kill", "would that kill", "enough to kill", "kill you", "die from", "die if"])
        else { return false }
        let means = f.hasAnyPhrase([
            "fall from", "fall off", "storey", "floors up", "floor window", "floor balcony", "balcony", "bridge", "roof", "jump from",
            "jump off", "out of the window", "pills", "tablets", "overdose", "rope", "hanging", "drown*", "in front of a train",
        ])
        let forSelf = f.hasAnyPhrase(["asking for me", "asking for myself", "for myself", "asking for a friend", "if i jumped", "if i took", "would i", "if i did"])
        return means && forSelf
    }

    /// "Wrote a note for my husband", "letters to my kids": a note left for the people close to you.
    static func noteToFamily(_ f: Findings) -> Bool {
        let words = f.words.words
        let family: Set<String> = [
            "husband", "wife", "partner", "kids", "children", "family", "mum", "mom", "dad", "son", "daughter", "parents",
            "boyfriend", "girlfriend", "sister", "brother", "everyone", "friends",
        ]
        // "Written to my family", "wrote to my kids".
        let wroteTo = words.indices.contains { index in
            ["wrote", "written", "writing"].contains(words[index]) && f.words.word(after: index) == "to"
                && f.words.word(at: index + 2) == "my" && family.contains(f.words.word(at: index + 3))
        }
        if wroteTo { return true }
        return words.indices.contains { index in
            guard ["note", "notes", "letter", "letters"].contains(words[index]) else { return false }
            let before = words[max(0, index - 3)..<index]
            let after = words[(index + 1)..<min(words.count, index + 6)]
            // "Left a note saying sorry for everything": what the note says is a goodbye or an apology.
            let saying = words[(index + 1)..<min(words.count, index + 10)].prefix { $0 != "." }
            let says = after.contains(where: family.contains)
                || (saying.contains { ["sorry", "goodbye", "forgive"].contains($0) } && !saying.contains { ["missed", "late", "cancel", "cancelled"].contains($0) })
            return before.contains(where: { ["wrote", "written", "writing", "write", "left", "leave", "leaving"].contains($0) }) && says
        }
    }
}
