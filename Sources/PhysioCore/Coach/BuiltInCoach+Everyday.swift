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

    /// Waking in the night, lying awake, wanting to sleep better: the habits that usually help (NHS
    /// "Insomnia" and sleep-hygiene advice), the get-up-after-a-while rule, and the GP if it goes on for
    /// weeks — habits only, nothing medical.
    func sleep(_ message: String, _ context: CoachContext) -> Reply {
        var reply = Reply("Waking in the night or lying awake is very common, and a few habits often help: the same getting-up time every day, daylight and some movement in the day, no tea or coffee after midday or so, less alcohol in the evening, and a calm half hour without screens before bed.")
        reply.add("If you’re awake for what feels like 20 minutes, get up and do something quiet in dim light until you feel sleepy, then go back to bed.")
        reply.add("If it goes on for weeks, mention it to your GP.")
        reply.next = context.timeOfDay.hour >= 17
            ? "tonight, put your phone out of reach half an hour before bed and do something calm instead."
            : "get 10 minutes outside in daylight today, and make your last tea or coffee an early one."
        return reply
    }

    /// "How many steps should I aim for at my age?": no single number; an example from general advice,
    /// a little more than now, and their own target from the clinician.
    func dailyActivity(_ message: String, _ context: CoachContext) -> Reply {
        let r = CoachIntent.Reading(message)
        var reply = Reply("There’s no single right number — it depends on your health and how you move now. As a general example, the NHS suggests adults build up to about 150 minutes of moderate activity a week, like walking a bit faster than usual, plus something for strength and balance.")
        if r.has(["10000", "10 000", "10k", "ten thousand"]) {
            reply.add("10,000 steps is a round number, not a rule; many people gain a lot from fewer.")
        }
        let age = r.words.contains { Int($0).map { (60...110).contains($0) } ?? false }
            || r.has(["my age", "year old", "years old", "yr old", "retired", "pensioner", "older", "elderly", "in my 60s", "in my 70s", "in my 80s", "in my 90s"])
        if r.has(["stick", "sticks", "cane", "walker", "frame", "rollator", "zimmer", "walking aid", "crutch", "crutches"]) {
            reply.add("Walking with a stick or frame counts fully, and short walks through the day add up.")
        } else if age {
            reply.add("Short walks spread through the day add up, at any age.")
        }
        reply.add("Adding a little to what you do now matters more than any target; your physio or doctor can give you one that fits you.")
        reply.next = "note your steps (or minutes walked) on a normal day this week, then ask your clinician what to aim for."
        return reply
    }

    /// "If I see one more salad…": fed up with the same diet food is common; variety and flavour ideas,
    /// and a small planned treat — examples, no rules.
    func foodFatigue(_ context: CoachContext) -> Reply {
        var reply = Reply("Eating the same few “diet” foods gets old fast — being fed up with them is a good reason to mix things up, not a sign you’re doing it wrong.")
        reply.add("Some ideas, for example: roast the vegetables with garlic and paprika instead of another salad; a warm soup or a stir-fry; beans, eggs or fish in place of plain chicken; herbs, lemon or chilli for flavour.")
        reply.add("A small portion of something you really enjoy, planned in, keeps a plan going for longer.")
        reply.next = context.hasHabitData
            ? "pick one new meal to try this week and write it into tonight’s Night Prep."
            : "pick one new meal to try this week."
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
