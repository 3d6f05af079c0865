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

    /// What to eat: a plate pattern, one example for what was asked, and the details for a dietitian or
    /// clinician — examples, never a prescription.
    func food(_ message: String, _ context: CoachContext) -> Reply {
        let text = CoachIntent.normalized(message)
        func asks(_ words: [String]) -> Bool { words.contains { text.contains(" \($0) ") } }
        var reply = Reply("A simple pattern for most meals: half the plate vegetables or fruit, a palm of protein (eggs, yogurt, fish, beans, chicken or tofu), a fist of wholegrain carbs, and water.")
        if asks(["protein"]) {
            reply.add("Protein helps muscles recover; some at every meal works better than most of it at dinner. How much suits you depends on your body and training — a dietitian can give you your number.")
        } else if asks(["before", "race", "match", "game", "after"]) {
            reply.add("Before a race or hard session, most people do best with a familiar starchy meal two to three hours before (porridge, toast with honey, a banana) and nothing new on the day.")
        } else if asks(["seasoning", "spices", "bland", "boring", "plain", "flavour", "flavor", "taste"]) {
            reply.add("For flavour without many calories: herbs, garlic, lemon, chilli, paprika, cumin, mustard or a splash of soy sauce.")
        } else if asks(["breakfast", "calories", "calorie", "lighter", "snack", "snacks"]) {
            reply.add("Lighter ideas, for example: Greek yogurt with berries and a spoon of oats; two eggs on one slice of wholegrain toast; porridge made with milk and half a banana.")
        }
        reply.add("With diabetes, high cholesterol, a heart or kidney condition, or a medicine food affects, let your doctor or a dietitian set the details.")
        reply.next = context.hasHabitData
            ? "pick one of these for your next meal and write it into tonight’s Night Prep."
            : "pick one of these for your next meal, so it’s a choice rather than a reaction."
        return reply
    }

    /// How to use the app, in the words of its buttons: start and save a session, mark one done, larger
    /// text, reminders, and where the parts are — one answer, the one asked about.
    func appHelp(_ message: String, _ context: CoachContext) -> Reply {
        let text = CoachIntent.normalized(message)
        func asks(_ words: [String]) -> Bool { words.contains { text.contains(" \($0) ") } }
        var reply = Reply("Happy to help with the app.")
        if asks(["reminder", "reminders", "remind", "notifications", "notification", "alarm", "calendar"]) {
            reply.add("For reminders: Settings → Reminders puts your sessions in your phone’s calendar, each with an alarm.")
        } else if asks(["mark", "done", "tick", "log", "save", "record"]) {
            reply.add("Tap “Start” on Home; the app guides you through and counts. At the end, answer “How did it feel?” — that saves it and ticks the exercise off. Did them without the app? Open the session and tap “Mark session done” at the bottom.")
        } else if asks(["small", "bigger", "read", "complicated", "confusing", "understand", "busy", "simpler", "easier"]) {
            reply.add("If the screens feel busy or the writing small: Settings → Assistive mode gives larger text and bigger buttons, one step at a time, with only your next session on Home.")
        } else {
            reply.add("Home shows what’s next, with a Start button; Schedule lists today’s sessions; Habits is the daily loop; Planner is for training; Settings has Assistive mode for larger text and Reminders for your calendar.")
        }
        reply.add("Someone in your family can help too: Settings → “Family who help you”.")
        reply.next = context.nextRehabSession.map { "go to Home and tap “Start” for \($0.phrase) — the app takes you from there." }
            ?? "go to Home and follow the one thing it suggests."
        return reply
    }
}
