import Foundation

/// Finds red flags in what a person writes to the coach, and in what a model would answer. A message
/// is read as concepts (``SignConcept``: symptoms, body sites, severity and onset words, medicines),
/// typos forgiven, denials respected ("no swelling today"), and the concepts combined by the rules
/// below, which follow published red-flag guidance (docs/coach-safety.md). Habit talk ("fell off the
/// wagon", "craving sweets", "cold feet about the plan") raises nothing.
public enum SafetyCheck {
    /// The red flags in a person's message, most urgent first. A crisis when the crisis rules find one
    /// or the crisis classifier's second opinion does (``CrisisClassifier``).
    public static func flags(in message: String) -> [RedFlag] {
        flags(in: message, crisisClassifier: .shipped)
    }

    /// The red flags with `crisisClassifier` as the second opinion on a crisis (nil: the rules alone).
    public static func flags(in message: String, crisisClassifier: CrisisClassifier?) -> [RedFlag] {
        let findings = Findings(message)
        // The classifier reads words, not denials: "I'm not going to kill myself, don't worry" scores
        // like the thought itself. Where the rules read a crisis word as denied or long past, and find
        // no crisis, their reading stands.
        let denied = findings.mentions.contains { [.suicidal, .selfHarmAct, .noReasonToLive].contains($0.concept) && ($0.isNegated || $0.isPast) }
            && !findings.mentions.contains { [.suicidal, .selfHarmAct].contains($0.concept) && !$0.isNegated && !$0.isPast }
        let secondOpinion = !denied && !celebratesOrJokes(findings) && (crisisClassifier?.isCrisis(message) ?? false)
        // Most urgent first; among equals, the order of `RedFlag.allCases` (a crisis before the rest).
        return RedFlag.allCases.enumerated().filter { raises($0.element, findings) || ($0.element == .selfHarm && secondOpinion) }
            .sorted { ($0.element.urgency, -$0.offset) > ($1.element.urgency, -$1.offset) }.map(\.element)
    }

    /// "Just wanted someone to know I hit my goal weight, thanks for everything", "writing my will if the
    /// physio adds one more lunge haha": a message that celebrates or jokes. The classifier hears the
    /// farewell's words in it; the crisis rules, which read the words around, still answer a crisis said
    /// with a laugh ("lol I want to kill myself" is theirs).
    static func celebratesOrJokes(_ f: Findings) -> Bool {
        !saysItIsNoJoke(f) && f.hasAnyPhrase([
            "hit my goal", "goal weight", "reached my goal", "hit my target", "proud of myself", "so proud", "really proud",
            "personal best", "new pb", "so happy", "really happy", "so excited", "cant wait", "lol", "haha*", "lmao", "jk",
            "just kidding", "only joking",
        ])
    }

    /// The answer to give instead of coaching, when the message raises a red flag. `emergencyNumber`
    /// and `crisisLine` are the person's settings; nil says "your local emergency number" and "a
    /// crisis line in your country".
    public static func screen(_ message: String, emergencyNumber: EmergencyNumber? = nil, crisisLine: CrisisLine? = nil) -> SafetyAnswer? {
        let found = flags(in: message)
        guard let first = found.first else { return nil }
        return SafetyAnswer(flags: found, primary: first, emergencyNumber: emergencyNumber, crisisLine: crisisLine)
    }

    /// Whether a model's reply strays into what the coach must not do — doses, which medicine to
    /// take, a diagnosis, or pushing through pain — so it is held back.
    public static func replyOversteps(_ reply: String) -> Bool {
        let findings = Findings(reply)
        if findings.hasAnyPhrase(["# mg", "mg", "milligrams", "# milligrams"]) { return true }
        if findings.words.words.contains(where: { $0.first?.isNumber == true && $0.hasSuffix("mg") }) { return true }
        let medicines = findings.mentions.filter { [.medicine, .anticoagulant].contains($0.concept) }
        let advice = findings.words.words.indices.filter { ["take", "taking", "try"].contains(findings.words.words[$0]) }
        if medicines.contains(where: { medicine in advice.contains { abs($0 - medicine.start) <= 3 } }) { return true }
        if findings.hasAnyPhrase(["diagnosis", "diagnose", "diagnosed"]) { return true }
        if findings.hasPhrase("you have a"), findings.hasAnyPhrase(["tear", "fracture", "infection", "clot", "dvt", "sprain"]) { return true }
        return findings.hasPhrase("push through the pain") && !findings.hasAnyPhrase(["dont", "never", "not"])
    }

    static func raises(_ flag: RedFlag, _ f: Findings) -> Bool {
        switch flag {
        case .selfHarm: crisis(f)
        case .chestPain: chestPain(f)
        case .breathless: breathless(f)
        case .collapse: collapse(f)
        case .bladderBowelSaddle: bladderBowelSaddle(f)
        case .circulation: circulation(f)
        case .deformity: deformity(f)
        case .headInjury: f.has(.headKnock) && (f.hasAny([.headWarning, .collapse]) || f.hasStrong(.dizzy))
        case .strokeSigns: f.has(.strokeSign)
        case .heavyBleeding: f.has(.heavyBleeding) && (f.has(.blood) || gushesFromAWound(f))
        case .diabetesEmergency: diabetesEmergency(f)
        case .sepsis: sepsis(f)
        case .suddenHeadache: suddenHeadache(f)
        case .medicineOverdose: medicineOverdose(f)
        case .calfPainOrSwelling: calf(f)
        case .infection: infection(f)
        case .numbness: numbness(f)
        case .popNoWeight: popNoWeight(f)
        case .jointGivingWay: jointGivingWay(f)
        case .severePain: severePain(f)
        case .swelling: swelling(f)
        case .fall: fall(f)
        case .dizziness: f.hasStrong(.dizzy)
        case .palpitations: palpitations(f)
        case .colourChange: Findings.limbSites.contains { f.near(.pale, $0, within: 5) }
        case .headKnock: f.has(.headKnock)
        case .tellClinician: tellClinician(f)
        case .medication: medication(f)
        case .medicineChange: f.near(.medicineChange, anyOf: [.medicine, .anticoagulant], within: 6)
        case .doingMore: doingMore(f)
        }
    }

    // MARK: Emergency now

    /// An infection (a wound that got infected, a fever, an infection named) with two of the NHS's sepsis
    /// signs: confusion, mottled or blotchy skin, little or no urine, uncontrollable shaking, breathlessness.
    static func sepsis(_ f: Findings) -> Bool {
        guard infection(f) || f.hasAnyPhrase(["infected", "infection", "septic"]) else { return false }
        let signs = [
            f.hasAnyPhrase(["confus*", "not making any sense", "not making sense", "talking nonsense", "slurr*", "doesnt know where", "muddled", "not with it"]),
            f.hasAnyPhrase(["blotchy", "mottled", "skin looks blue", "lips are blue", "gone blue", "looks grey", "very pale"]),
            f.hasAnyPhrase(["barely peed", "hasnt peed", "not peed", "no pee", "no urine", "not passed urine", "hardly peed", "hasnt been to the toilet"]),
            f.hasAnyPhrase(["shaking", "shivering", "uncontrollabl*", "rigors"]),
            f.has(.breathless),
            // A high temperature with a racing heart (NHS: a fast heartbeat is one of sepsis's signs).
            f.hasAnyPhrase(["heart racing", "racing heart", "heart is racing", "heart pounding"]) && f.hasStrong(.fever),
        ]
        return signs.filter { $0 }.count >= 2
    }

    /// Diabetes with confusion, drowsiness, no response or a fit (a hypo, NHS), or with vomiting and fast
    /// breathing, a fruity breath or a meter reading "HI" (diabetic ketoacidosis, NHS).
    static func diabetesEmergency(_ f: Findings) -> Bool {
        guard f.hasAnyPhrase(["diabetic", "diabetes", "type 1", "type one", "type 2", "insulin", "blood sugar", "sugar levels", "my sugars", "his sugars", "her sugars", "meter", "hypo", "glucose"])
        else { return false }
        let brain = f.hasAnyPhrase([
            "confus*", "talking nonsense", "not making sense", "drows*", "hard to wake", "wont wake", "cant wake", "unresponsive",
            "not responding", "isnt responding", "fitting", "seizure", "passed out", "unconscious", "slurr*",
            "barely answer*", "hardly answer*", "not answering", "barely respond*", "hardly respond*", "out of it", "not with it",
        ])
        let ketones = f.hasAnyPhrase(["says hi", "reads hi", "fruity", "pear drops", "ketones", "breathing fast", "breathing really fast", "breathing quickly"])
            && f.hasAnyPhrase(["vomit*", "being sick", "been sick", "throwing up", "thrown up", "threw up", "breathing fast", "breathing really fast", "fruity"])
        return brain || ketones
    }

    /// Chest pain, pressure or tightness — unless it is the ache of a chest workout ("pecs sore
    /// after push-ups"), which is exercise talk.
    static func chestPain(_ f: Findings) -> Bool {
        let achey: Set<String> = ["sore", "ache", "aches", "aching", "achy"]
        let muscular = f.has(.muscleContext)
        if f.near(.chest, .chestSymptom, within: 4, where: { _, symptom in !(muscular && achey.contains(symptom.text)) }) { return true }
        // Without the chest: jaw, arm or upper back pain with a cold sweat and sickness (BHF: a heart attack
        // may feel like indigestion).
        let sweat = f.hasAnyPhrase(["cold sweat", "sweating", "sweaty", "clammy", "drenched"])
        let sick = f.hasAnyPhrase(["queasy", "nause*", "sick", "vomit*", "indigestion"])
        let referred = f.hasAnyPhrase(["jaw", "upper back", "between my shoulder blades", "left arm", "shoulder blades"])
        if sweat && sick && referred && !f.hasAnyPhrase(trainingWords) { return true }
        // "Pain in the middle of my chest": a symptom, then only filler, then the chest.
        let filler: Set<String> = ["in", "the", "middle", "centre", "center", "of", "my", "across", "right", "left", "side", "upper", "lower", "whole"]
        return f.present(.chestSymptom).contains { symptom in
            !(muscular && achey.contains(symptom.text))
                && f.present(.chest).contains { chest in
                    chest.start > symptom.end && chest.start - symptom.end <= 6
                        && f.words.words[symptom.end..<chest.start].allSatisfy(filler.contains)
                }
        }
    }

    /// A sting, a bite, a food or a new medicine, then hives or a rash spreading with wheezing,
    /// breathlessness or feeling faint (anaphylaxis, NHS) — not a sting that is only itchy.
    static func allergicReaction(_ f: Findings) -> Bool {
        let trigger = f.hasAnyPhrase([
            "stung", "sting", "bee", "wasp", "hornet", "bitten", "nut*", "peanut*", "shellfish", "allergic", "allergy", "new tablets",
            "new medicine", "new antibiotic*", "antibiotic*",
        ])
        let skin = f.hasAnyPhrase(["hives", "rash all over", "itchy all over", "blotchy", "welts", "come up in lumps", "covered in", "all over my body", "all over"])
        let serious = f.hasAnyPhrase(["wheez*", "chest is tight", "throat"]) || f.has(.breathless) || f.hasStrong(.dizzy) || f.has(.collapse)
        return trigger && skin && serious
    }

    /// Breathlessness beyond effort: plainly breathless, pain on breathing in, coughing up blood, or
    /// out of breath at rest, suddenly, without settling, or after a swollen leg.
    static func breathless(_ f: Findings) -> Bool {
        // Lips, tongue or throat swelling with a tight throat or trouble swallowing (anaphylaxis, NHS).
        if f.hasAnyPhrase(["lips", "tongue", "throat", "face"]), f.has(.swelling) || f.hasAnyPhrase(["swelling", "swollen"]),
           f.hasAnyPhrase(["throat feels tight", "throat is tight", "throat tight", "throat closing", "to swallow", "cant swallow", "breath*",
                           "throat going tight", "throat getting tight", "throat tightening", "throat is closing"]) {
            return true
        }
        if allergicReaction(f) { return true }
        if f.has(.coughingBlood) { return true }
        // "Gasping for breath at the end of each round, then fine": effort that settled.
        let settled = effortBreathing(f) && f.hasAnyPhrase([
            "recovered", "settled", "got my breath back", "caught my breath", "fine after", "fine now", "then fine", "but fine",
            "straight away", "within a minute", "fine once i stopped",
        ])
        if f.hasStrong(.breathless), !settled { return true }
        // Pain, tightness or pressure when breathing in — not "breathing heavy" (the breath itself described).
        let heavyWords: Set<String> = ["heavy", "heaviness", "band", "weight on", "elephant"]
        if f.near(.pain, .breathing, within: 5) { return true }
        if f.near(.chestSymptom, .breathing, within: 5, where: { symptom, breathing in
            !(heavyWords.contains(symptom.text) && !f.mentioned(.chest)) && !(symptom.start == breathing.end && breathing.text == "breathing")
        }) { return true }
        let effortful = f.has(.mildBreathless) || f.has(.breathless)
        let chest = chestSymptomNow(f)
        let escalated = (chest || f.hasAny([.atRest, .collapse, .dizzy, .swelling, .coughingBlood])) && !f.present(.mildBreathless).allSatisfy(\.isMild)
        return effortful && escalated
            && (f.has(.atRest) || f.has(.swelling) || chest || f.near(.mildBreathless, anyOf: [.dizzy, .collapse], within: 8))
    }

    /// Whether the message tells of something read or heard about, not happening ("read about a runner who
    /// collapsed at the marathon").
    static func toldAbout(_ f: Findings) -> Bool {
        f.hasAnyPhrase(["read about", "reading about", "heard about", "saw on the news", "on the news", "an article", "a documentary", "watched a video"])
            && !f.hasAnyPhrase(["just", "right now", "now", "help"])
    }

    /// Fainting or collapsing; or feeling faint with a racing heart, chest pain or breathlessness.
    static func collapse(_ f: Findings) -> Bool {
        if toldAbout(f) { return false }
        let furniture = ["sofa", "couch", "bed", "settee", "chair", "armchair"]
        let collapsed = f.present(.collapse).contains { mention in
            !(1...3).contains { furniture.contains(f.words.word(at: mention.end + $0 - 1)) }
        }
        if collapsed { return true }
        return f.hasStrong(.dizzy) && (palpitationWithHeart(f) || chestPain(f) || f.hasStrong(.breathless))
    }

    /// Cauda equina signs (NHS, NICE): bladder or bowel control changed, saddle numbness, both legs.
    static func bladderBowelSaddle(_ f: Findings) -> Bool {
        if f.near(.bladderBowel, .controlLoss, within: 6) { return true }
        if f.hasAnyPhrase(["wet myself", "wet the bed", "soiled myself", "incontinent", "incontinence"]) { return true }
        if f.near(.saddleArea, anyOf: [.numbness, .tingling, .oddFeeling], within: 6) { return true }
        if f.near(.bothSides, anyOf: [.numbness, .tingling, .oddFeeling], within: 6) { return true }
        let backTrouble = f.has(.back) || f.hasPhrase("sciatica")
        if f.has(.bothSides), backTrouble, f.hasAny([.weakness, .severe, .pain]) || f.hasPhrase("sciatica") { return true }
        return false
    }

    /// A limb cold and pale, blue or numb; numbness or colour change under a tight cast; severe pain
    /// with numbness or tingling in a limb (NHS compartment syndrome, plaster cast advice).
    static func circulation(_ f: Findings) -> Bool {
        let coldness = f.present(.cold).filter { !["a", "the", "my"].contains(f.words.word(before: $0.start)) || f.words.word(after: $0.start) == "and" }
        let limb = f.namesLimb
        let coldSigns = coldness.contains { cold in
            f.present(.pale).contains { Findings.gap(cold, $0) <= 6 } || f.present(.numbness).contains { Findings.gap(cold, $0) <= 6 }
                || f.present(.tingling).contains { Findings.gap(cold, $0) <= 6 }
        }
        if limb && coldSigns { return true }
        if limb && Findings.limbSites.contains(where: { f.near(.pale, $0, within: 6) }) && f.hasAny([.numbness, .cold]) { return true }
        let tightCast = f.has(.castOrSplint) && f.has(.tightCast)
        if f.has(.castOrSplint), tightCast || f.has(.pale), f.hasAny([.numbness, .tingling, .pale, .cold, .severe]) { return true }
        let severePain = f.near(.severe, .pain, within: 6)
        if limb && severePain && f.hasAny([.numbness, .tingling]) && !f.has(.back) { return true }
        // A limb gone rock hard after a blow, with pain that grows and pins and needles (NHS compartment
        // syndrome): not "calves rock hard after the run" with no nerve sign.
        let tense = f.hasAnyPhrase(["rock hard", "hard as a rock", "hard as rock", "tight as a drum", "shiny and tight"])
        // Pain on moving the toes or fingers (the stretch test) is the sign too.
        let stretch = f.hasAnyPhrase(["moving my toes", "wiggling my toes", "move my toes", "wiggle my toes", "moving my fingers", "move my fingers"])
            && (f.has(.severe) || f.hasAnyPhrase(["agony", "agonising", "excruciating"]))
        return limb && tense && (f.hasAny([.numbness, .tingling]) || stretch) && (f.has(.worsening) || f.has(.severe) || f.has(.pain) || stretch)
    }

    /// "Slipped with the knife and it's spurting through the tea towel": bleeding said without the word.
    static func gushesFromAWound(_ f: Findings) -> Bool {
        f.hasAnyPhrase(["spurting", "gushing", "pumping out", "soaking through", "soaked through", "bled through", "still soaking"])
            && f.hasAnyPhrase(["knife", "cut", "wound", "pressing", "pressure", "towel", "tea towel", "cloth", "bandage", "glass", "blade"])
    }

    /// A thunderclap headache (NHS, NICE CKS): the worst ever, or one that came on suddenly like a blow
    /// with a stiff neck, being sick or light hurting the eyes.
    static func suddenHeadache(_ f: Findings) -> Bool {
        guard f.hasAnyPhrase(["headache", "head pain", "pain in my head", "head is pounding", "head exploded", "head exploding"]),
            !toldAbout(f), !f.has(.headKnock)
        else { return false }
        if f.hasAnyPhrase(["worst headache of my life", "worst headache ive ever", "worst headache i have ever", "worst headache i ever", "thunderclap"]) {
            return true
        }
        let sudden = f.hasAnyPhrase(["like a bang", "like being hit", "like a thunderclap", "out of nowhere", "in seconds", "all of a sudden", "suddenly", "sudden", "like an explosion", "like something burst", "worst headache"])
        let signs = f.hasAnyPhrase(["stiff neck", "neck is stiff", "neck stiff", "neck is really stiff", "light hurts", "light is hurting", "hurts to look at light", "cant stand the light", "vomit*", "threw up", "being sick", "been sick", "throwing up", "confus*"])
        return sudden && signs
    }

    /// Too much of a medicine (twice by mistake, more than meant) with drowsiness or slow breathing.
    static func medicineOverdose(_ f: Findings) -> Bool {
        guard f.mentioned(.medicine) || f.hasAnyPhrase(["tablet*", "pill*", "meds", "medication", "dose", "doses"]) else { return false }
        let tooMuch = f.hasAnyPhrase([
            "twice", "double dose", "doubled", "too many", "too much", "extra dose", "by mistake", "by accident", "accidentally",
            "again", "more than", "overdid the", "took two lots", "took it twice", "three times", "whole weeks", "whole week",
            "all at once", "the whole",
        ])
        // Taken by mistake, with the heart racing, feeling faint or muddled: still an overdose to call about.
        let mistaken = f.hasAnyPhrase(["by mistake", "by accident", "accidentally", "mixed up", "whole weeks", "whole week"])
        if mistaken, f.hasStrong(.dizzy) || f.has(.palpitation) || f.has(.collapse) || f.hasAnyPhrase(["confused", "muddled", "vomit*", "being sick"]) {
            return true
        }
        let depressed = f.hasAnyPhrase([
            "breathing feels slow", "breathing is slow", "breathing slow", "slow breathing", "breathing slowly", "shallow breath*",
            "breathing is shallow", "cant stay awake", "cant keep my eyes open", "very sleepy", "really sleepy", "so sleepy",
            "very drowsy", "really drowsy", "so drowsy", "hard to wake", "cant wake", "wont wake", "pinpoint", "barely breathing",
        ])
        return tooMuch && depressed
    }

    /// Deformity: strong words alone, softer ones ("looks odd") with a body site; a joint that
    /// "popped out".
    static func deformity(_ f: Findings) -> Bool {
        // "Skin looks weird and hairy after the cast": how the skin looks, not the shape of a joint.
        let soft: Set<String> = ["looks weird", "looks odd", "looks strange", "looks different"]
        let aboutSkin = f.present(.deformity).allSatisfy { soft.contains($0.text) && f.words.word(before: $0.start) == "skin" }
        // "Week 6 after the dislocation": the injury the rehab is for, not a joint out of place now.
        let injuryNamed = f.present(.deformity).allSatisfy { mention in
            mention.text.hasPrefix("dislocat") && ["after", "since", "from", "post"].contains(f.words.word(at: mention.start - 2))
        }
        if f.has(.deformity), !aboutSkin, !injuryNamed, f.namesBody || f.present(.deformity).contains(where: { $0.text.hasPrefix("dislocat") }) { return true }
        // After a fall, a leg that looks shorter or is turned outwards and won't bear weight: a broken hip
        // (NHS, NICE hip fracture) — not a leg that has always been shorter.
        let hipSigns = f.hasAnyPhrase([
            "shorter than the other", "looks shorter", "gone shorter", "turned outwards", "turned out to the side", "twisted outwards",
            "rotated outwards", "pointing outwards", "rolled outwards", "foot turned out", "foot is turned out", "foot pointing out",
        ])
        if hipSigns, f.has(.fall) || f.has(.cannotBearWeight) || f.hasAnyPhrase(["cant get up", "cannot get up", "couldnt get up", "unable to get up"]),
           !f.hasAnyPhrase(["always been", "since birth", "born with", "since i was"]) {
            return true
        }
        return f.near(.joint, .poppedOut, within: 2) || f.near(.arm, .poppedOut, within: 2)
    }

    // MARK: A clinician today

    /// Calf or back-of-knee pain, swelling, warmth or redness (NHS DVT) — but not the soreness of
    /// calves after a run, unless it comes with swelling, heat or redness or doesn't go away.
    static func calf(_ f: Findings) -> Bool {
        let sites: [SignConcept] = [.calf, .backOfKnee]
        let soreish: Set<String> = ["sore", "ache", "aches", "aching", "achy", "soreness", "cramp", "cramps", "cramping"]
        let exercise = f.has(.exerciseContext)
        let hardness = f.hasAnyPhrase(["feels hard", "is hard", "gone hard", "rock hard", "hard to touch", "hard and", "feel hard"])
        let warning = f.hasAny([.swelling, .heat, .redness, .persistent]) || hardness || f.hasPhrase("one leg")
        for site in sites {
            if f.near(site, anyOf: [.swelling, .heat, .redness], within: 6) { return true }
            if f.near(site, .pain, within: 6, where: { _, pain in
                !pain.isMild && (!soreish.contains(pain.text) || warning || !exercise)
            }) { return true }
            if f.near(site, .popOrSnap, within: 5) { return true }
            if f.has(site), hardness { return true }
        }
        return false
    }

    /// Infection signs (NHS after surgery; AAOS): fever, a wound that leaks, swelling with heat or
    /// redness, redness that spreads.
    static func infection(_ f: Findings) -> Bool {
        if f.hasStrong(.fever) { return true }
        let woundProblem = f.present(.wound).contains { wound in
            guard !(wound.text == "cut" && ["down", "out", "back", "back on"].contains(f.words.word(at: wound.end))) else { return false }
            return f.present(.woundProblem).contains { Findings.gap(wound, $0) <= 6 && $0 != wound && f.words.sameSentence(wound.start, $0.start) }
        }
        if woundProblem { return true }
        if f.near(.swelling, anyOf: [.heat, .redness], within: 6) { return true }
        if f.near(.heat, .redness, within: 4), f.namesBody { return true }
        return f.near(.redness, .worsening, within: 4)
    }

    /// New numbness, tingling or weakness of a limb (weakness after a hard walk is effort, unless it
    /// stays).
    static func numbness(_ f: Findings) -> Bool {
        if numbNow(f), f.present(.numbness).contains(where: { !$0.isMild }) { return true }
        // A foot that drops (NICE CKS: new foot drop is a nerve sign to be seen), even while walking.
        if f.hasAnyPhrase([
            "cant lift my toes", "cant lift my foot", "cant lift the front of my foot", "foot drop", "dropped foot",
            "foot is dropping", "foot keeps dropping", "foot slapping", "foot slaps", "dragging my foot", "catching my toes",
        ]) { return true }
        if f.hasStrong(.tingling) { return true }
        if Findings.limbSites.contains(where: { f.near(.oddFeeling, $0, within: 5) }) { return true }
        let weakLimb = Findings.limbSites.contains { f.near(.weakness, $0, within: 6) } && f.hasStrong(.weakness)
        return weakLimb && (!f.has(.exerciseContext) || f.hasAny([.persistent, .sudden]))
    }

    /// Can't put weight on the leg (NICE/Ottawa): with a site, pain, a pop, a fall or give-way.
    static func popNoWeight(_ f: Findings) -> Bool {
        guard f.has(.cannotBearWeight) else { return false }
        return f.namesLimb || f.hasAny([.pain, .popOrSnap, .fall, .givingWay]) || f.hasPhrase("on it")
    }

    /// A joint giving way or locking (AAOS knee instability): needs a limb named.
    static func jointGivingWay(_ f: Findings) -> Bool {
        guard f.namesLimb else { return false }
        if f.has(.givingWay) { return true }
        if Findings.limbSites.contains(where: { f.near(.locking, $0, within: 5) }) { return true }
        return f.present(.popOrSnap).contains { ["snap", "snapped", "went ping", "ping", "tore", "torn", "kicked me"].contains($0.text) }
    }

    /// Severe, sudden or worsening pain, or pain that doesn't let up.
    static func severePain(_ f: Findings) -> Bool {
        let explicitPain = f.present(.pain).contains { ["pain", "painful", "pains", "hurts", "hurting", "agony"].contains($0.text) }
        guard f.namesBody || explicitPain else { return false }
        let severe = f.present(.severe).filter { !($0.text == "killing me" && musclesAfterExercise(f)) }
        let pains = f.present(.pain)
        if severe.contains(where: { s in pains.contains { Findings.gap(s, $0) <= 3 && f.words.sameSentence(s.start, $0.start) } }) {
            return true
        }
        if severe.contains(where: { ["agony", "excruciating", "unbearable", "killing me"].contains($0.text) }) { return true }
        if f.near(.pain, .worsening, within: 6) { return true }
        if f.near(.sudden, .pain, within: 2), !severe.isEmpty { return true }
        return f.near(.pain, .persistent, within: 6) && f.present(.pain).contains { !$0.isMild } && !f.has(.exerciseContext)
    }

    /// New swelling of a limb or joint (not a puffy face after a salty meal), unless softened; bruising
    /// that spreads or hurts.
    static func swelling(_ f: Findings) -> Bool {
        let bruise = f.present(.bruising).contains { $0.text.hasPrefix("bruis") || $0.text == "black and blue" }
        if bruise, f.namesLimb, f.present(.pain).contains(where: { !$0.isMild }) || f.present(.bruising).count > 1 || f.has(.worsening) {
            return true
        }
        let strong = f.present(.swelling).filter { !$0.isMild }
        guard !strong.isEmpty else { return false }
        if Findings.limbSites.contains(where: { site in f.present(site).contains { s in strong.contains { Findings.gap(s, $0) <= 6 } } }) {
            return true
        }
        return !f.namesLimb && !f.mentioned(.trunk)
    }

    /// A fall — not "fell off the wagon", "fell asleep" or "this fall".
    static func fall(_ f: Findings) -> Bool {
        let habitSense: Set<String> = ["wagon", "track", "plan", "diet", "asleep", "behind", "back", "for", "apart", "off", "short", "into", "through", "out"]
        let objects: Set<String> = ["bike", "ladder", "chair", "bed", "stairs", "step", "steps", "stool", "horse", "wall", "kerb", "curb", "treadmill"]
        return f.present(.fall).contains { mention in
            let next = f.words.word(at: mention.end)
            let previous = f.words.word(before: mention.start)
            switch mention.text {
            case "fall":
                if ["this", "last", "next", "the", "in", "early", "late"].contains(previous) { return false }
                return !habitSense.contains(next) || (next == "off" && objects.contains(f.words.word(at: mention.end + 1)))
            case "fell", "fallen", "tripped", "trip", "tumble":
                if mention.text == "trip", !["a", "the"].contains(previous) || ["to", "away", "abroad"].contains(next) { return false }
                if next == "in", f.words.word(at: mention.end + 1) == "love" { return false }
                if habitSense.contains(next) {
                    return next == "off" && (objects.contains(f.words.word(at: mention.end + 1)) || objects.contains(f.words.word(at: mention.end + 2)))
                }
                return true
            case "landed on": return f.namesBody
            case "came off":
                // "The cast came off today": a cast, a brace or a dressing taken off, not a fall.
                return !["cast", "plaster", "splint", "brace", "boot", "bandage", "dressing", "dressings", "stitches", "staples", "sling"].contains(previous)
            default: return true
            }
        }
    }

    /// A heart that races, pounds or skips: the word with "heart" near, or "palpitations".
    static func palpitationWithHeart(_ f: Findings) -> Bool {
        f.present(.palpitation).contains { $0.text.hasPrefix("palpitation") } || f.near(.heart, .palpitation, within: 4)
            || f.near(.chest, .palpitation, within: 3)
    }

    /// Palpitations that aren't the pounding heart of hard effort that settles (NHS "Heart palpitations":
    /// common after exercise): irregular, at rest, or lasting.
    static func palpitations(_ f: Findings) -> Bool {
        guard heartSymptomNow(f) else { return false }
        let effort = f.has(.exerciseContext) || f.hasAnyPhrase(trainingWords)
        let irregular = f.present(.palpitation).contains {
            ["skipping", "skipped", "skips", "irregular", "fluttering", "fluttery", "flutters", "missing beats", "extra beats", "all over the place"].contains($0.text)
                || $0.text.hasPrefix("palpitation")
        }
        return irregular || !effort || f.hasAny([.atRest, .persistent])
    }

    /// Numbness said now — not "my arms feel dead after the rowing" (tired muscles, not lost feeling).
    static func numbNow(_ f: Findings) -> Bool {
        let numb = f.present(.numbness)
        let tiredMuscles = numb.allSatisfy { ["feel dead", "feels dead"].contains($0.text) }
            && (f.has(.exerciseContext) || f.hasAnyPhrase(trainingWords))
        return !numb.isEmpty && !tiredMuscles
    }

    /// "My legs are killing me after the hike": muscles after exercise, said big — not a joint, the back,
    /// the chest or the head.
    static func musclesAfterExercise(_ f: Findings) -> Bool {
        (f.has(.exerciseContext) || f.hasAnyPhrase(trainingWords))
            && !f.mentioned(.joint) && !f.mentioned(.back) && !f.mentioned(.chest) && !f.mentioned(.head)
    }

    /// A heart that races, pounds or skips — not the pounding of hard effort that settles, and not a
    /// feeling ("heart skipped a beat when…").
    static func heartSymptomNow(_ f: Findings) -> Bool {
        guard palpitationWithHeart(f), !f.hasAnyPhrase(heartIdioms) else { return false }
        let effort = f.has(.exerciseContext) || f.hasAnyPhrase(trainingWords)
        let settled = f.hasAnyPhrase([
            "settle*", "calm* down", "came down", "comes down", "back to normal", "slow* down", "slows", "normal for me",
            "returns to normal", "passes", "passed", "came right down", "settled right down", "calmed right down", "felt amazing", "felt great", "felt fine", "felt good", "feel great",
            "feel fine", "felt brilliant",
        ])
        return !(effort && settled && !f.hasAny([.dizzy, .collapse, .breathless]) && !chestSymptomNow(f))
    }

    /// Chest pain, pressure or tightness now (``chestPain``: not the ache of a chest workout).
    static func chestSymptomNow(_ f: Findings) -> Bool { chestPain(f) }

    /// "My heart skipped a beat when I saw the scales", "heart sank": feelings, not a pulse.
    static let heartIdioms = ["skipped a beat when", "skips a beat when", "skip a beat when", "heart sank", "heart melted", "heart goes out", "my crush"]

    // MARK: A pharmacist or prescriber

    /// A medicine named (a blood thinner even when "not" is near: "haven’t taken my warfarin").
    static func medication(_ f: Findings) -> Bool {
        f.mentioned(.anticoagulant) || f.has(.medicine)
    }
}

/// The coach's answer to a message with red flags.
public struct SafetyAnswer: Sendable, Hashable {
    /// Every flag found, most urgent first.
    public var flags: [RedFlag]
    /// The flag whose advice is given.
    public var primary: RedFlag
    /// The number to call, from the person's setting; nil says "your local emergency number".
    public var emergencyNumber: EmergencyNumber?
    /// The crisis line named beside it in a crisis, from the person's setting.
    public var crisisLine: CrisisLine?

    public init(flags: [RedFlag], primary: RedFlag, emergencyNumber: EmergencyNumber? = nil, crisisLine: CrisisLine? = nil) {
        self.flags = flags
        self.primary = primary
        self.emergencyNumber = emergencyNumber
        self.crisisLine = crisisLine
    }

    public var heading: String { primary.heading }

    /// The whole answer: the most urgent advice, a pointer to medicines advice when asked too, and the
    /// reminder that this is not a diagnosis (not after a crisis answer: it is about the person, not a
    /// symptom).
    public var text: String {
        var parts = [primary.answer(calling: emergencyNumber, crisisLine: crisisLine)]
        let medicineFlag = flags.first { $0.urgency == .pharmacist }
        if primary.urgency != .pharmacist, primary != .selfHarm, let medicineFlag {
            parts.append(medicineFlag.answer(calling: emergencyNumber))
        }
        if primary != .selfHarm, primary != .doingMore {
            parts.append("I can’t tell what’s causing this — only someone who examines you can.")
        }
        return parts.joined(separator: " ")
    }
}

extension SafetyCheck {
    /// The lexicon words `word` would match only as a typo (not exactly, not as a stem). Used to audit
    /// the lexicon against a word list: a common word listed here needs to join
    /// `Words.Pattern.ordinaryWords` (`physiopoint-bench safety-lexicon /usr/share/dict/words`).
    public static func typoMatches(of word: String) -> [String] {
        SignConcept.allCases.flatMap { concept in
            concept.terms.filter { !$0.contains(" ") }.filter { term in
                let pattern = Words.Pattern(term)
                let exact = pattern.isStem ? word.hasPrefix(pattern.text) : word == pattern.text
                return !exact && pattern.matches(word)
            }
        }
    }
}
