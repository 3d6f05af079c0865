import Foundation

// Tired days and missed steps: calm, no shame, grounded in what's left of the person's day.
extension BuiltInCoach {
    /// Slept badly, run down, hit a wall: a little still counts; the plan's amounts, not more later.
    func lowEnergy(_ context: CoachContext) -> Reply {
        var reply = Reply("Low-energy days happen — after a poor night, a long day or a cold. Doing a little, at an easy pace, still counts.")
        if let session = context.nextRehabSession {
            reply.add("Your plan still has \(session.phrase) today; do what you comfortably can, and keep to its amounts rather than making up for it later.")
            reply.next = "do just the first exercise of \(session.phrase) gently, or rest now and come back to it later today."
        } else {
            reply.next = context.timeOfDay.hour >= 18
                ? "have a glass of water and aim for an early night — sleep helps more than anything else tonight."
                : "have a glass of water and, if you feel up to it, a few minutes outside in daylight."
        }
        reply.add("If you feel unwell, rest; if tiredness goes on for weeks, mention it to your doctor or clinician.")
        return reply
    }

    /// "Forgot my night prep", "skipped my exercises": one missed step changes nothing; the next one.
    func missedStep(_ context: CoachContext) -> Reply {
        var reply = Reply("Missing one doesn’t undo anything — the plan is still there, and the next one counts just as much.")
        if context.daysLoggedThisWeek > 0 {
            reply.add("You’ve still logged \(Self.days(context.daysLoggedThisWeek)) of the last 7.")
        }
        reply.add("If the same step keeps getting missed, tie it to something you already do every day, like brushing your teeth or putting the kettle on.")
        reply.next = nextStepForToday(context)
        return reply
    }
}
