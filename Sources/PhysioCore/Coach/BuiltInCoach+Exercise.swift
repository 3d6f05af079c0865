import Foundation

// Everyday exercise questions, answered from the person's own plan: short, calm, never a diagnosis or
// a dose. The clinician sets the numbers; the way to ask them is the exercise's note, which "Report for
// my physio" prints in its Notes. Soreness and stiffness follow NHS and ACSM guidance on delayed-onset
// muscle soreness; scar care the NHS "Scars" page and the American Academy of Dermatology.
extension BuiltInCoach {
    /// Where a question for the clinician goes, so it reaches them: the exercise's note, printed in the
    /// report for the physio — or, with no plan yet, a note for the next appointment.
    static func howToAsk(_ context: CoachContext) -> String {
        context.plans.isEmpty
            ? "write your question down and take it to your next appointment."
            : "write your question in the exercise’s note (Edit exercises on your plan): it is printed in the Notes of your Report for my physio, to take to your next appointment."
    }

    /// "Can I add a set?": what the plan says now, who sets the numbers, how to ask.
    func progression(_ message: String, _ context: CoachContext) -> Reply {
        var reply = Reply("Wanting to progress is a good sign.")
        if let (plan, item) = Self.exercise(in: message, context) {
            reply.add("Your plan has \(item.name) at \(item.dose), \(Self.sessions(plan.sessionsPerDay)).")
            reply.add(Self.whoSetIt(item))
        } else if let plan = context.plans.first {
            reply.add("Your plan \(Self.quoted(plan.name)) has " + Self.list(plan.items) + ", \(Self.sessions(plan.sessionsPerDay)).")
            reply.add(plan.items.contains { $0.setBy == .clinician } ? "Those numbers were set by your clinician." : Self.examplesNote)
        }
        reply.add("Your clinician sets the numbers, so keep to them until they change them — ask before adding sets, reps, load or sessions.")
        reply.next = Self.howToAsk(context)
        return reply
    }

    /// "When can I start running again?": their call, built up step by step; the plan meanwhile.
    func returning(_ message: String, _ context: CoachContext) -> Reply {
        var reply = Reply(
            "Getting back to an activity is usually built up step by step, and when depends on your injury and how it’s healing — that’s your clinician’s call rather than mine.")
        if let plan = context.plans.first {
            reply.add("Until they say, your plan is " + Self.list(plan.items) + ", \(Self.sessions(plan.sessionsPerDay)).")
        }
        reply.add("Ask them what to try first and how to build up, and stop if something hurts sharply or swells.")
        reply.next = Self.howToAsk(context)
        return reply
    }

    /// "How do I do the ankle pumps?": the library's steps (`howTo`); two exercises named, how they differ;
    /// "what's the point of the heel slides?": what the library says it does and what the plan says —
    /// why it is in their plan, and how it should feel, is the clinician's to explain.
    func aboutPlan(_ message: String, _ context: CoachContext) -> Reply {
        let named = RehabLibrary.exercises(namedIn: message)
        if named.count >= 2 { return compare(named[0], named[1], context) }
        if let exercise = named.first, !Self.asksWhy(message) { return howTo(exercise, context) }
        var reply = Reply("Good question — knowing why helps.")
        if let exercise = named.first {
            reply.add("In the library’s words, \(exercise.name): “\(exercise.summary)”")
        }
        if let (plan, item) = Self.exercise(in: message, context) {
            reply.add("Your plan has \(item.name) at \(item.dose), \(Self.sessions(plan.sessionsPerDay)).")
        } else if let plan = context.plans.first {
            reply.add("Your plan \(Self.quoted(plan.name)) has " + Self.list(plan.items) + ".")
        }
        reply.add("Why an exercise is in your plan, and how it should feel, is best explained by the clinician who chose it — they know your injury. Until then, keep to it as set.")
        reply.next = Self.howToAsk(context)
        return reply
    }

    /// Muscle soreness a day or two after exercise: common, eases in days, gentle movement helps.
    func soreness(_ context: CoachContext) -> Reply {
        var reply = Reply(
            "Muscle soreness a day or two after new or harder exercise is common, and it usually eases within a few days. Gentle movement, like an easy walk, often helps more than resting completely.")
        reply.add("Keep to your plan’s amounts rather than adding more while you’re sore. If the pain is sharp, is in a joint rather than the muscle, keeps getting worse, or comes with swelling, heat or redness, stop and tell your clinician.")
        reply.next = nextStepForToday(context)
        return reply
    }

    /// Stiffness that eases with movement.
    func stiffness(_ context: CoachContext) -> Reply {
        var reply = Reply(
            "Stiffness that eases once you get moving is common, especially first thing in the morning or after sitting for a while. Gentle movement is usually what helps.")
        reply.add("If it stops easing, lasts most of the day, or comes with swelling, heat or pain that’s getting worse, tell your clinician.")
        reply.next = nextStepForToday(context)
        return reply
    }

    /// Caring for a scar once the wound has healed.
    func scarCare(_ context: CoachContext) -> Reply {
        var reply = Reply(
            "Once a wound has fully healed — closed and dry, with no redness, heat, swelling or discharge — scar care is simple: keep the skin moisturised, and protect the scar from the sun with a high-factor sun cream or clothing for at least the first year. Itching and tightness are common while a scar matures.")
        reply.add("Ask your clinician or nurse before you start massaging it, using oils or swimming, and how to do it. If it turns red, hot or swollen, or starts to leak, contact them.")
        reply.next = Self.howToAsk(context)
        return reply
    }

    /// Good news: glad, keep to the plan, say if it changes.
    func goodNews(_ context: CoachContext) -> Reply {
        var reply = Reply("That’s good to hear — well done.")
        reply.add("Keep to your plan as it is; if anything changes or comes back, tell your clinician.")
        reply.next = nextStepForToday(context)
        reply.after = context.nudge
        return reply
    }

    static let examplesNote = "They are the library’s example numbers until you put in the ones your clinician gave you (Edit exercises)."

    /// "Those numbers were set by your clinician (Dr Lee, 12 Nov visit)." or the examples note.
    static func whoSetIt(_ item: CoachPlan.Item) -> String {
        switch item.setBy {
        case .clinician: "Those numbers were set by your clinician" + (item.note.map { " (\($0))" } ?? "") + "."
        case .you: "You put those numbers in yourself" + (item.note.map { " (\($0))" } ?? "") + "."
        case nil: examplesNote
        }
    }

    /// The plan exercise the message names, if any.
    static func exercise(in message: String, _ context: CoachContext) -> (CoachPlan, CoachPlan.Item)? {
        for plan in context.plans {
            if let item = plan.item(mentionedIn: message) { return (plan, item) }
        }
        return nil
    }

    /// "Heel slides 3 sets × 10 reps and Quad sets 3 sets × 10 reps, hold 5 s" (three at most).
    static func list(_ items: [CoachPlan.Item]) -> String {
        let shown = items.prefix(3).map { "\($0.name) \($0.dose)" }
        let more = items.count > 3 ? " and \(count(items.count - 3, "more exercise"))" : ""
        return shown.joined(separator: "; ") + more
    }

    static func sessions(_ count: Int) -> String { count == 1 ? "once a day" : "\(count) sessions a day" }
}
