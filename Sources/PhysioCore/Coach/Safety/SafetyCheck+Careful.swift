import Foundation

// The careful fallback ("stop and rest … if chest pain … call NNN") is for a message that reports a
// symptom the rules couldn't place — not for every mention of the body. Everyday exercise talk gets an
// ordinary answer: idioms ("these lunges are killing me", "a pain in the neck"), training words ("feel
// the burn", "leg day"), soreness a day or two after exercise (DOMS), stiffness that eases, worry about
// getting hurt, and anything denied or told as long past (``PastTense``).
extension SafetyCheck {
    /// Whether `message` reports a symptom now that no red flag placed: the built-in coach then answers
    /// with care rather than coaching.
    public static func reportsUnplacedSymptom(_ message: String) -> Bool {
        let f = Findings(message)
        // Medical words on their own.
        if numbNow(f) || f.hasAny([.tingling, .fever, .headKnock, .coughingBlood, .heavyBleeding]) { return true }
        // Feeling faint or fainting ("pass out from happiness" is a feeling: not present in Findings).
        if f.has(.dizzy) { return true }
        if f.has(.collapse), !toldAbout(f) { return true }
        if f.has(.breathless), !effortBreathing(f) { return true }
        if f.present(.swelling).contains(where: { !$0.isMild }) && !f.mentioned(.trunk) { return true }
        // Words that are symptoms only about a body part: "stuck", "unstable", "looks odd".
        var sited: [SignConcept] = [.unclearSymptom, .oddFeeling, .weakness, .givingWay, .locking, .deformity, .popOrSnap, .bruising]
        // Muscles "on fire" or hot in hard training; a healed scar's colour: not symptoms on their own.
        if !(effortBreathing(f) || f.hasPhrase("the burn")) || f.hasAny([.swelling, .redness]) { sited.append(.heat) }
        let healedScar = f.mentioned(.wound) && f.hasAnyPhrase(["healed", "closed", "flat", "faded", "fading"]) && !f.hasAny([.heat, .swelling, .woundProblem])
        if !healedScar { sited.append(.redness) }
        if sited.contains(where: { concept in Findings.bodySites.contains { f.near(concept, $0, within: 6) } }) { return true }
        if chestSymptomNow(f) || heartSymptomNow(f) { return true }
        return f.present(.pain).contains { !isEverydayAche($0, f) }
    }

    /// Breathing hard in the hard part of training: "breathing hard during the hill sprints", "gasping
    /// at the end of each round" — effort, unless at rest or with chest pain or dizziness.
    static func effortBreathing(_ f: Findings) -> Bool {
        let effort = f.has(.exerciseContext) || f.hasAnyPhrase(trainingWords)
        return effort && !chestSymptomNow(f) && !f.hasAny([.atRest, .dizzy, .collapse, .coughingBlood])
    }

    /// Words of training, for the rules that tell effort from a symptom.
    static let trainingWords = [
        "sprint*", "interval*", "hiit", "round", "rounds", "hill", "hills", "race", "tempo", "threshold", "fartlek", "spin",
        "circuit*", "set", "sets", "rep", "reps", "leg day", "arm day", "chest day", "back day", "push day", "pull day",
        "deadlift*", "squat*", "lunge*", "bridges", "wall sit*", "plank*", "burpee*", "climb", "bike", "rowing", "pilates",
        "yoga", "skipping", "class", "session", "workout", "hike", "walk", "run", "running", "swim", "gym", "training",
        "leg press", "push ups", "press ups", "band exercises", "grip exercises", "heart rate zone*", "zone #", "mile", "miles",
        "10k", "5k", "marathon", "parkrun", "km",
    ]

    /// A pain word that isn't a symptom to report: an idiom, the burn of training, soreness or
    /// stiffness after exercise, or a fear of getting hurt.
    static func isEverydayAche(_ pain: Findings.Mention, _ f: Findings) -> Bool {
        let words = f.words
        let before = words.words[max(0, pain.start - 4)..<pain.start]
        // "a pain in the neck", "such a pain to fit in": a nuisance.
        let next = words.word(at: pain.end)
        let idiomParts: Set<String> = ["neck", "backside", "bum", "arse", "butt", "rear"]
        if pain.text == "pain", words.word(before: pain.start) == "a",
           next == "to" || (next.hasSuffix("ing") && next.count > 4)
            || (next == "in" && words.word(at: pain.end + 1) == "the" && idiomParts.contains(words.word(at: pain.end + 2))) {
            return true
        }
        // "These wall sits are killing me": no body part in the sentence.
        if pain.text == "killing me" { return musclesAfterExercise(f) || !Findings.bodySites.contains { f.near($0, .pain, within: 6) } }
        // "Don't want to hurt myself", "scared of getting hurt": a worry, not a report.
        let fear: Set<String> = ["scared", "afraid", "worried", "worry", "avoid", "prevent", "without", "might", "could", "dont", "not", "never", "fear"]
        if ["hurt", "hurting"].contains(pain.text), before.contains(where: fear.contains) { return true }
        // "Hurts so good when I stretch": the good ache of a stretch.
        if f.hasAnyPhrase(["hurts so good", "good pain", "good hurt", "nice stretch", "good stretch"]) { return true }
        // Softened right after: "my back aches a bit".
        let mildAfter = words.words[pain.end..<min(words.words.count, pain.end + 3)].contains { ["bit", "little", "slightly", "mildly"].contains($0) }
        let otherSigns = f.hasAny([.swelling, .heat, .redness, .numbness, .tingling])
        // "My legs are killing me after leg day" is the idiom of sore muscles, not a severe pain.
        let severe = f.present(.severe).contains { !($0.text == "killing me" && musclesAfterExercise(f)) }
        if (pain.isMild || mildAfter), !otherSigns, !severe, !f.hasAny([.worsening, .sudden]) { return true }
        let softened = !severe && !f.hasAny([.worsening, .persistent, .sudden]) && !otherSigns
        guard softened else { return false }
        // "Fat burning", "burning calories": not a sensation at all.
        if ["burning", "burn"].contains(pain.text),
           f.hasAnyPhrase(["fat burning", "burning fat", "burn fat", "burning calories", "burn calories", "calorie burning", "calories burned"]) {
            return true
        }
        // The burn of training: "feel the burn", "burning quads on the climb".
        if pain.text == "burning" || pain.text == "burn" { return f.has(.exerciseContext) || f.hasAnyPhrase(trainingWords) || f.hasPhrase("the burn") }
        // Soreness or stiffness: DOMS after exercise (NHS, ACSM: a day or two after, eases in days).
        let ache: Set<String> = ["sore", "soreness", "ache", "aches", "aching", "achy", "tender", "tenderness", "cramp", "cramps", "twinge"]
        guard ache.contains(pain.text) else { return false }
        // An ache with nothing that makes it a warning is answered as soreness (common, eases in days;
        // when to tell the clinician) rather than with the emergency wording.
        return true
    }
}
