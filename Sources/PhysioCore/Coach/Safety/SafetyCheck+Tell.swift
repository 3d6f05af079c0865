import Foundation

// Changes a clinician should hear about soon, though nothing is an emergency: NHS and NICE list weight
// lost without trying and pain that wakes you at night among the signs to see a GP about; a joint
// getting worse although the programme is done is for the physio to review; and a person who asks
// whether to ring about their wound or their joint should hear "yes".
extension SafetyCheck {
    static func tellClinician(_ f: Findings) -> Bool {
        unexplainedWeightLoss(f) || painWakesNightly(f) || worseDespiteThePlan(f) || asksWhetherToRing(f) || asksWhenToStart(f)
    }

    /// "Can I start jogging at week 8 or is that too early for the knee?": whether it is too soon to take
    /// up a sport or a load again is the clinician's call, for this knee at this stage.
    static func asksWhenToStart(_ f: Findings) -> Bool {
        // "When can I start running again?" the built-in coach answers from the plan; "is week 8 too early?"
        // asks about this knee now.
        let asks = f.hasAnyPhrase(["too early", "too soon", "safe to start", "safe to go back", "safe to get back"])
        let activity = f.hasAnyPhrase([
            "jog*", "run", "running", "gym", "lifting", "weights", "football", "rugby", "netball", "tennis", "cycling", "swimming",
            "skiing", "sport", "sports", "squat*", "lunges", "jumping", "hiking", "dancing", "golf", "driving",
        ])
        let rehab = f.namesBody || f.hasAnyPhrase(["week #", "weeks", "post op", "op", "operation", "surgery", "replacement", "injury", "physio", "rehab"])
        return asks && activity && rehab
    }

    /// "Lost about 6kg this month without trying": weight lost with no diet to explain it.
    static func unexplainedWeightLoss(_ f: Findings) -> Bool {
        let lost = f.hasAnyPhrase(["lost", "losing", "dropped", "dropping", "weight loss", "weight is falling", "weight keeps falling"])
        let amount = f.hasAnyPhrase(["kg", "kgs", "kilo*", "lb", "lbs", "pounds", "stone", "weight", "half a stone"])
            || f.words.words.contains { $0.first?.isNumber == true && ($0.hasSuffix("kg") || $0.hasSuffix("lbs") || $0.hasSuffix("lb")) }
        let unexplained = f.hasAnyPhrase([
            "without trying", "without really trying", "without even trying", "not trying", "not really trying", "not even trying", "wasnt trying", "without dieting", "not dieting", "not on a diet",
            "wasnt even on the plan", "wasnt on the plan", "not on the plan", "no idea why", "dont know why", "cant explain",
            "unexplained", "for no reason", "no reason",
        ])
        return lost && amount && unexplained
    }

    /// "The hip pain wakes me every night, two weeks now": pain that wakes you, night after night.
    static func painWakesNightly(_ f: Findings) -> Bool {
        let wakes = f.hasAnyPhrase([
            "wakes me", "waking me", "woke me", "keeps me awake", "keeping me awake", "kept me awake", "keeps me up", "cant sleep for",
            "cant sleep because of", "at night", "in the night", "during the night",
        ])
        let nightly = f.hasAnyPhrase([
            "every night", "most nights", "each night", "night after night", "all night", "for weeks", "# weeks", "two weeks",
            "three weeks", "a few weeks", "couple of weeks", "for a month", "nightly",
        ])
        let pain = f.has(.pain) || f.hasAnyPhrase(["aching", "aches", "throbbing", "throbs"])
        // Soreness after a hard day that settles is the day's, not the night's.
        let settles = f.hasAnyPhrase(["after a long", "after the", "after my", "only after", "when i overdo"])
        return wakes && nightly && pain && !settles
    }

    /// "Stiffer than it was two weeks ago even though I've done every session": going backwards on the plan.
    static func worseDespiteThePlan(_ f: Findings) -> Bool {
        let worse = f.hasAnyPhrase([
            "stiffer than", "weaker than", "worse than", "less bend than", "bends less", "less movement than", "more swollen than",
            "getting stiffer", "getting weaker", "getting worse", "gone backwards", "going backwards", "gone downhill", "going downhill",
        ])
        let despite = f.hasAnyPhrase([
            "even though", "despite", "done every", "doing every", "done all", "doing all", "every session", "all my sessions",
            "all my exercises", "every day", "religiously",
        ])
        return worse && despite && !f.hasAnyPhrase(["than yesterday"])
    }

    /// "Is that something I should ring about?", "should I call the physio about my knee?": asking
    /// whether to contact someone about the body, a wound or a joint.
    static func asksWhetherToRing(_ f: Findings) -> Bool {
        let asks = f.hasAnyPhrase([
            "should i ring", "should i call", "should i phone", "should i contact", "should i see", "should i get it checked",
            "should i get this checked", "do i need to ring", "do i need to call", "do i need to see", "worth ringing", "worth calling",
            "worth a call", "worth getting it checked", "worth getting checked", "something i should ring", "something to ring",
            "need to get it looked at", "should i get it looked at",
        ])
        let about = f.namesBody || f.has(.wound) || f.hasAnyPhrase(["scar", "stitches", "steri*", "dressing", "fluid", "swelling", "pain"])
        return asks && about
    }
}
