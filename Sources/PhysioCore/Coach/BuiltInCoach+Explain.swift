import Foundation

// "How do I do the ankle pumps?", "what's the difference between heel slides and quad sets?", "what's a
// rep?": answered from the exercise library's own text (its summary, steps and example numbers) and
// the words the app's screens use, in plain words. The numbers are the library's examples; the
// clinician's come first, and whether an exercise suits someone is theirs to say.
extension BuiltInCoach {
    /// One library exercise: what it is, how it's done step by step, and its example numbers — the
    /// plan's numbers when it is in the person's plan.
    func howTo(_ exercise: Exercise, _ context: CoachContext) -> Reply {
        var reply = Reply("\(exercise.name), done \(Self.positionWords(exercise.position)) — \(Self.lowercasedFirst(exercise.summary))")
        let steps = exercise.steps.enumerated().map { "\($0.offset + 1). \($0.element)" }
        reply.add("How it’s done: " + steps.joined(separator: " "))
        let inPlan = Self.exercise(in: exercise.name, context)
        if let (_, item) = inPlan {
            reply.add("Your plan has it at \(item.dose).")
        } else {
            reply.add("The library’s example: \(Self.plainDose(exercise)); target range (\(exercise.movement.displayName.lowercased())) \(exercise.target.label).")
        }
        if inPlan != nil, let session = context.nextRehabSession {
            reply.next = "go slowly through these steps in \(session.phrase); its guide shows a drawing of each position."
        } else if inPlan != nil {
            reply.next = "go slowly through these steps next session; its guide shows a drawing of each position."
        } else {
            reply.next = "if it isn’t in your plan yet, ask your clinician whether it suits you before you start; their numbers come first."
        }
        return reply
    }

    /// Two library exercises side by side: what each is for, how it's done, its example numbers.
    func compare(_ first: Exercise, _ second: Exercise, _ context: CoachContext) -> Reply {
        let lines = [first, second].map { exercise in
            let dose = Self.exercise(in: exercise.name, context).map { "your plan has it at \($0.1.dose)" }
                ?? "example: \(Self.plainDose(exercise))"
            return "• \(exercise.name) — \(Self.lowercasedFirst(exercise.summary)) Done \(Self.positionWords(exercise.position)), \(Self.stageWords(exercise.phase)); \(dose)."
        }
        var reply = Reply((["Here’s how they differ:"] + lines).joined(separator: "\n"))
        reply.next = "ask me how to do either one, and I’ll give you its steps."
        return reply
    }

    /// What the words of the guide mean, the ones asked about (three at most), with the plan's own
    /// numbers as the example where there is a plan; "how many reps should I do?" gets the plan's numbers
    /// and who sets them first.
    func exerciseTerm(_ message: String, _ context: CoachContext) -> Reply {
        if ExerciseTerm.asksHowMuch(in: message) { return howMuch(message, context) }
        let asked = ExerciseTerm.asked(in: message, allowSchemes: !CoachIntent.hasTrainingContext(CoachIntent.Reading(message)))
        let terms = asked.isEmpty ? [.rep, .set] : Array(asked.prefix(3))
        let hasScheme = terms.contains { $0.sameKind(as: .setsTimesReps(sets: 0, reps: 0)) }
        let planned = context.plans.first?.items.first.flatMap { RehabLibrary.exercises(namedIn: $0.name).first }
        let named = RehabLibrary.exercises(namedIn: message).first ?? planned ?? RehabLibrary.exercises[0]
        let sentences = terms.map { Self.explanation(of: $0, example: named, withSchemeExample: !hasScheme) }
        var reply = Reply(sentences[0])
        sentences.dropFirst().forEach { reply.add($0) }
        let aboutDose = terms.contains { [.rep, .set].contains($0) || $0.sameKind(as: .hold(seconds: nil)) || $0.sameKind(as: .setsTimesReps(sets: 0, reps: 0)) }
        if aboutDose, let item = context.plans.first?.items.first {
            reply.add("In your plan, for example: \(item.name), \(item.dose).")
        }
        if terms == [.resistanceBand] {
            reply.next = context.plans.isEmpty
                ? "ask your physio which colour is yours, and write it down with your exercises."
                : "ask your physio which colour is yours, and write it in the exercise’s note (Edit exercises) so it’s there next time."
        } else {
            reply.next = context.nextRehabSession.map { "when you start \($0.phrase), look for these words on its guide — the app counts for you." }
                ?? "ask me about any other word that puzzles you — “what does … mean?” is enough."
        }
        return reply
    }

    /// "How many reps should I do?", "how long do I hold each stretch?": what the plan says and who set
    /// it — the clinician sets the numbers; without a plan, theirs to give.
    func howMuch(_ message: String, _ context: CoachContext) -> Reply {
        var reply: Reply
        if let (plan, item) = Self.exercise(in: message, context) {
            reply = Reply("Your plan has \(item.name) at \(item.dose), \(Self.sessions(plan.sessionsPerDay)).")
            reply.add(Self.whoSetIt(item))
        } else if let plan = context.plans.first {
            reply = Reply("Your plan \(Self.quoted(plan.name)) has " + Self.list(plan.items) + ", \(Self.sessions(plan.sessionsPerDay)).")
            reply.add(plan.items.contains { $0.setBy == .clinician } ? "Those numbers were set by your clinician." : Self.examplesNote)
        } else {
            reply = Reply("How many reps and sets, and how long to hold, are for the clinician who knows your injury to set — there’s no plan here yet for me to read them from.")
        }
        reply.add("Keep to your clinician’s numbers until they change them. On the session screen, the app counts the reps and the hold for you.")
        reply.next = Self.howToAsk(context)
        return reply
    }

    /// One term in plain words.
    static func explanation(of term: ExerciseTerm, example: Exercise, withSchemeExample: Bool) -> String {
        switch term {
        case .rep:
            return "A rep (short for “repetition”) is doing the movement once: from the start position to the end and back again."
        case .set:
            return "A set is a group of reps done one after another, then a short rest."
                + (withSchemeExample ? " For example, “3 sets × 10 reps” means 10 reps, a rest, 10 more, a rest, and 10 more." : "")
        case .setsTimesReps(let sets, let reps):
            guard sets > 1 else { return "“\(sets) x \(reps)” means one set of \(reps) reps: the movement \(reps) times in a row." }
            return "“\(sets) x \(reps)” means \(sets) sets of \(reps) reps: \(reps) reps, a short rest, and again — \(sets * reps) in all."
        case .hold(let seconds):
            if let seconds, seconds > 0 {
                return "“Hold for \(seconds)” means staying still at the end of the movement while you count slowly to \(seconds) — “one-and, two-and…” — breathing normally, then coming back."
            }
            return "“Hold” means staying still at the end of the movement for the seconds shown — for example, for “hold 5 s”, count slowly to 5, breathing normally — then coming back."
        case .targetRange:
            return "The target range (the shaded band on the session screen) is how far the joint should move at the end of each rep, in degrees — for example, \(example.name) aims for a \(example.movement.displayName.lowercased()) of \(example.target.label). Reaching it counts the rep. The library’s numbers are examples until you enter your clinician’s."
        case .partialRep:
            return "A partial rep is one that stopped short of the target range: the app shows it, but doesn’t count it. That’s fine — go only as far as is comfortable, and if it happens often, tell your clinician; they can change the range."
        case .resistanceBand:
            return "Exercise bands come in colours for how hard they pull, and the colours differ from one maker to another, so there’s no one rule. Use the band your physio gave you or named; if you weren’t told, a lighter one that lets you do every rep smoothly is the safer choice — and ask before moving to a stronger one."
        }
    }

    /// "3 sets of 10 reps, holding each for 5 seconds".
    static func plainDose(_ exercise: Exercise) -> String {
        var text = "\(count(exercise.sets, "set")) of \(count(exercise.reps, "rep"))"
        if exercise.holdSeconds > 0 { text += ", holding each for \(count(exercise.holdSeconds, "second"))" }
        return text
    }

    static func positionWords(_ position: ExercisePosition) -> String {
        switch position {
        case .lying: "lying down"
        case .seated: "sitting"
        case .standing: "standing"
        }
    }

    static func stageWords(_ phase: ExercisePhase) -> String {
        switch phase {
        case .early: "early in recovery"
        case .loading: "for building strength"
        case .functional: "for everyday moves"
        }
    }

    static func lowercasedFirst(_ text: String) -> String {
        text.prefix(1).lowercased() + text.dropFirst()
    }

    /// A question about why an exercise is in the plan or how it should feel, rather than what it is or
    /// how it's done.
    static func asksWhy(_ message: String) -> Bool {
        let r = CoachIntent.Reading(message)
        let whatFor = r.clauses.contains { $0.last == "for" && ($0.contains("what") || $0.contains("whats")) }
        return whatFor || r.has([
            "why", "point of", "purpose", "meant to help", "supposed to help", "help with", "good for", "for what",
            "what it does", "what they do", "what its for", "what theyre for", "what does it do", "what do they do",
            "feel", "feels", "feeling",
        ])
    }
}
