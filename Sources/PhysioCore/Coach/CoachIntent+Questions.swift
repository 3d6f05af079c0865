/// Rules for everyday questions the fixed phrases miss: how a library exercise is done or how two
/// differ, what a word of the guide means ("rep", "hold", "3 x 10"), sleep, how much to walk or move
/// each day, a sets-by-reps scheme in the gym ("is 5x5 ok for a beginner"), and being fed up with the
/// same diet food ("if I see one more salad…"). A symptom reported in the message leaves the question
/// to the safety check and the careful answer, as before.
extension CoachIntent {
    // MARK: An exercise of the library

    /// Asking how a named library exercise is done, what it is, what it's for, or how two differ.
    static let explainQuestions = [
        "what is", "whats", "what are", "what does", "what do", "how do", "how does", "how is", "how are", "how to",
        "how should", "how am i", "how would", "how you do", "explain", "difference", "differences",
        "tell me about", "tell me how", "describe", "show me", "meaning", "mean", "steps for", "instructions",
        "never heard of", "not sure how", "dont know how", "remind me how",
    ]

    /// Where an exercise can be done: "can I do the ankle pumps in bed?".
    static let positions = [
        "in bed", "on the bed", "on my bed", "on the floor", "in a chair", "on a chair", "in my chair", "sitting down",
        "sitting", "standing", "lying down", "lying", "laying", "seated", "on the sofa", "on the couch",
    ]

    static func asksAboutLibraryExercise(_ r: Reading) -> Bool {
        guard !RehabLibrary.mentions(in: r.words).isEmpty, !r.affirms(symptoms) else { return false }
        return r.has(explainQuestions) || r.has(purposeQuestions) || (r.has(positions) && r.hasWord(asking))
    }

    // MARK: Words of the guide

    /// Asking what a word of the guide means ("what's a rep?"), not a gym scheme and not a symptom.
    static func asksTermMeaning(_ message: String, _ r: Reading) -> Bool {
        guard !r.affirms(symptoms) else { return false }
        return !ExerciseTerm.asked(in: message, allowSchemes: !hasTrainingContext(r)).isEmpty
    }

    // MARK: Training

    /// Words of the gym and of training plans, for reading "5x5" as a programme, not a rehab dose.
    static let trainingContext: Set<String> = [
        "lift", "lifts", "lifter", "lifters", "lifting", "weights", "barbell", "dumbbell", "dumbbells", "kettlebell",
        "bench", "deadlift", "deadlifts", "strength", "muscle", "muscles", "gym", "hypertrophy", "bulk", "bulking",
        "powerlifting", "programme", "program", "beginner", "beginners", "novice", "pullups", "pushups", "squat",
        "squats", "stronglifts", "workout", "workouts",
    ]

    /// Training words outside the names of library exercises ("mini squats" is rehab, "squats" may be gym).
    static func hasTrainingContext(_ r: Reading) -> Bool {
        let named = Set(RehabLibrary.mentions(in: r.words).flatMap { Array($0.words) })
        return r.words.indices.contains { !named.contains($0) && trainingContext.contains(r.words[$0]) }
    }

    /// "is 5x5 ok for a beginner lifter", "what does 3x8 mean for building muscle".
    static func asksTrainingScheme(_ message: String, _ r: Reading) -> Bool {
        hasTrainingContext(r) && ExerciseTerm.firstScheme(in: message) != nil
    }

    // MARK: Sleep

    /// Trouble getting to sleep or staying asleep, or wanting to sleep better.
    static let sleepTrouble = [
        "wake up at night", "wake up in the night", "waking up in the night", "waking in the night", "wake in the night",
        "keep waking", "keeps waking", "keep waking up", "lie awake", "lying awake", "laying awake", "awake for hours",
        "awake half the night", "wide awake", "get back to sleep", "go back to sleep", "get to sleep", "getting to sleep",
        "fall asleep", "falling asleep", "stay asleep", "staying asleep", "cant drop off", "couldnt drop off",
        "drop off again", "drop off to sleep", "struggle to drop off", "struggling to drop off", "trouble dropping off",
        "drift off", "drifting off", "nod off", "insomnia", "sleep better", "sleeping better", "better sleep", "more sleep",
        "sleep tips", "sleep hygiene", "trouble sleeping", "problems sleeping", "problem sleeping", "struggle to sleep",
        "struggling to sleep", "cant sleep", "sleep through the night", "sleeping through the night", "sleep problems",
        "sleeping badly", "sleep badly", "poor sleep",
    ]

    /// A time of waking or a word about sleep that is trouble only with the night or a complaint nearby:
    /// "waking at 3am", "my sleep has been awful" — not "I wake at 6 to do my exercises".
    static let sleepMentions = ["waking up at", "waking at", "wake at", "wake up at", "woken up at", "awake at", "my sleep", "sleep is", "sleep has been"]

    /// The night, or a complaint, that makes a mention of sleep a sleep problem.
    static let nightOrComplaint = [
        "night", "nights", "middle of the night", "early hours", "1am", "2am", "3am", "4am", "5am", "terrible", "awful",
        "rubbish", "poor", "bad", "broken", "restless", "cant", "again",
    ]

    /// Asking for help with it.
    static let sleepAsks = [
        "tips", "tip", "advice", "ideas", "suggestions", "help", "helps", "how do i", "how can i", "how to", "what can i",
        "what should i", "anything i can", "what helps", "any way", "is there a way", "ways to", "improve", "want to",
        "wish i could", "i wish",
    ]

    /// Said to keep happening.
    static let recurring = [
        "keep", "keeps", "always", "every night", "every morning", "most nights", "each night", "night after night",
        "lately", "recently", "for weeks", "for months", "these days", "all the time", "every single night",
        "most mornings", "nights in a row", "weeks now", "months now",
    ]

    /// Sleep trouble asked about, or said to keep happening: "I keep waking at 3am", "any tips for
    /// sleeping better?"; a bad night on its own is tiredness (low energy).
    static func asksSleepHelp(_ r: Reading) -> Bool {
        let trouble = sleepTrouble + (r.has(nightOrComplaint) ? sleepMentions : [])
        let clauses = r.clauses.indices.filter { !Reading.starts(of: trouble, in: r.clauses[$0]).isEmpty }
        guard !clauses.isEmpty, !r.affirms(symptoms) else { return false }
        if r.has(recurring) { return true }
        // The ask in the same clause or the next: "I lie awake for hours, what can I do?".
        return clauses.contains { c in
            (c..<min(r.clauses.count, c + 2)).contains { !Reading.starts(of: sleepAsks, in: r.clauses[$0]).isEmpty }
        }
    }

    // MARK: Daily activity

    static let amountQuestions = [
        "how many", "how much", "how far", "how long", "how active", "how often", "aim for", "aiming for", "should i aim",
        "what target", "what goal", "good goal", "whats a good", "what is a good", "whats a healthy", "what is a healthy",
        "whats a sensible", "whats the right", "is that enough",
        "is it enough", "enough steps", "getting enough", "doing enough", "recommended", "recommend", "ideal", "do i need",
        "do i really need", "good number", "healthy number", "minimum",
    ]

    static let dailyFrames = [
        "a day", "each day", "per day", "every day", "daily", "a week", "each week", "per week", "every week", "weekly",
        "at my age", "my age", "for my age", "year old", "years old", "yr old", "for someone", "for older", "for an older",
        "pensioner", "retired", "in my 60s", "in my 70s", "in my 80s", "in my 90s", "in my sixties", "in my seventies",
        "in my eighties",
    ]

    /// How many steps, or how much walking or activity, a day or at their age: "how many steps should I
    /// aim for", "how much walking each day at 76"; not steps of an exercise's instructions.
    static func asksDailyActivity(_ r: Reading) -> Bool {
        // Not the stairs, and not steps to burn something off (a question about calories).
        let other = ["stairs", "staircase", "stair", "climb", "burn", "burn off", "calories", "calorie"]
        guard !r.has(other), RehabLibrary.mentions(in: r.words).isEmpty else { return false }
        // "is 4000 steps a day enough?"
        if r.has(["steps"]), r.has(["enough", "too many", "too few", "too much", "too little", "plenty"]), r.has(dailyFrames) { return true }
        guard r.has(amountQuestions) else { return false }
        let steps = ["steps", "step count", "step goal", "10000 steps", "10k steps", "10 000 steps"]
        if r.has(steps) { return true }
        // Not "exercise": "how many times a day should I do my exercises" is a question about the plan.
        let moving = ["walking", "walk", "walks", "active", "activity", "physical activity", "on my feet", "moving about", "moving around"]
        return r.has(moving) && (r.has(dailyFrames) || r.words.contains { Int($0).map { $0 >= 50 && $0 <= 110 } ?? false })
    }

    // MARK: Fed up with diet food

    /// Foods of a diet people get fed up with.
    static let dietFoods = [
        "lettuce", "salad", "salads", "rice cake", "rice cakes", "ricecakes", "celery", "kale", "broccoli", "cottage cheese",
        "boiled egg", "boiled eggs", "egg whites", "quinoa", "cucumber", "carrot sticks", "diet food", "rabbit food",
        "healthy food", "veg", "vegetables", "veggies", "greens", "spinach", "tuna", "oats", "porridge", "soup", "soups",
        "protein shake", "protein shakes", "shakes", "steamed fish", "plain chicken", "chicken breast", "chicken breasts",
        "chicken and rice", "chicken and broccoli", "low fat", "diet yogurt", "crispbread", "crackers", "cauliflower rice",
    ]

    /// Fed up, said as a vent: "one more", "another", "sick of", "if I see", "going to scream".
    static let fedUp = [
        "one more", "another day of", "another bowl", "another plate", "another meal of", "yet another", "sick of",
        "sick to death", "fed up", "tired of", "bored of", "bored with", "cant face", "cant look at", "never want to see",
        "if i see", "if i have to", "scream", "lose it", "lose my mind", "cry", "had enough", "enough of", "done with",
        "cant stand", "every single", "same thing", "same old", "send help", "save me", "dreaming of", "dreaming about",
    ]

    /// Venting about the same diet food ("another day of chicken and broccoli, send help").
    static func fedUpWithDietFood(_ r: Reading) -> Bool {
        r.has(dietFoods) && (r.has(fedUp) || r.has(hardIdioms)) && !r.affirms(symptoms)
    }
}
