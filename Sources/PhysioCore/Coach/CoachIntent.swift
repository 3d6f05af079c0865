/// What a message to the coach is about. Detection is by phrases, scored, so "I gave in to a
/// craving" reads as a slip and "craving sweets, no motivation" as a craving; a specific intent found
/// anywhere in a longer message ("long day, and I really want chocolate, what should I do?") wins over
/// the generic "what should I do".
public enum CoachIntent: String, CaseIterable, Sendable {
    /// A message the safety check sends to emergency services (a crisis, chest pain…).
    case urgent
    case slipped
    case craving
    case unmotivated
    /// Tired, slept badly, run down: "hit a wall at 3pm", "feeling sluggish".
    case lowEnergy
    /// Sleep trouble asked about or said to keep happening: "I keep waking at 4 and can't drop off".
    case sleep
    /// A habit step or session that was missed: "forgot my night prep", "skipped my exercises".
    case missedStep
    /// "Can I add a set?", "the exercises feel easy now".
    case progression
    /// "When can I start running again?", "is it ok to go back to yoga?".
    case returning
    /// Scar care once the wound has healed.
    case scarCare
    /// Muscle soreness a day or two after exercise.
    case soreness
    /// Stiffness that eases with movement.
    case stiffness
    /// What an exercise is for or how it is done: "what's the point of the heel slides?".
    case aboutPlan
    /// What a word of the guide means: a rep, a set, a hold, the target range, a partial rep, "3 x 10",
    /// which exercise band.
    case exerciseTerm
    /// Training talk: leg day, tempo runs, heart-rate zones, warming up, a deload, a taper, "5x5".
    case training
    /// How many steps or how much walking a day: "how many steps should I aim for at 76?".
    case dailyActivity
    /// What to eat: meal and breakfast ideas, protein, eating before a race, flavour without calories.
    case food
    /// Fed up with the same diet food, said as a vent: "if I see one more salad I'll scream".
    case foodFatigue
    /// How to use the app: marking exercises done, larger text, reminders, where things are.
    case appHelp
    /// Good news: it doesn't hurt any more, the swelling has gone, the physio said it's fine.
    case goodNews
    case planToday
    case progress
    case thanks
    case greeting
    /// Nothing recognised.
    case other

    /// The intent of `message`.
    public static func detect(_ message: String) -> CoachIntent {
        if SafetyCheck.flags(in: message).first?.urgency == .emergency { return .urgent }
        let text = normalized(message)
        let reading = Reading(message)
        var best: (intent: CoachIntent, score: Int) = (.other, 0)
        // Order breaks ties: earlier wins.
        for intent in allCases where intent != .other && intent != .urgent {
            var score = phrases(for: intent).reduce(0) { total, entry in
                text.contains(" \(entry.phrase) ") ? total + entry.weight : total
            }
            if intent == .craving, wantsFood(text) || wantsFoodNamedBefore(reading) { score += 4 }
            score += ruleScore(intent, reading)
            if score > best.score { best = (intent, score) }
        }
        return best.intent
    }

    /// Lowercased words separated by single spaces, padded with a space at each end; apostrophes
    /// dropped so "don’t", "don't" and "dont" read the same.
    static func normalized(_ message: String) -> String {
        var words: [String] = []
        var current = ""
        for character in message.lowercased() {
            if character == "'" || character == "’" || character == "‘" { continue }
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return " " + words.joined(separator: " ") + " "
    }

    /// A wish and a food within a few words of each other, anywhere in the message: "I really want
    /// chocolate", "desperate for something sweet", "could eat a whole tub of ice cream", "the biscuit
    /// tin", "raiding the fridge".
    static func wantsFood(_ text: String) -> Bool {
        let words = text.split(separator: " ").map(String.init)
        let wish: Set<String> = [
            "want", "wanting", "wanna", "fancy", "craving", "crave", "desperate", "dying", "need", "eat", "calling", "thinking",
            "tempted", "raiding", "murder", "kill",
        ]
        return words.indices.contains { index in
            guard foods.contains(words[index]) || (index + 1 < words.count && foods.contains(words[index] + " " + words[index + 1])) else {
                return false
            }
            return words[max(0, index - 5)..<index].contains(where: wish.contains)
        }
    }

    /// A food named first and the wish after, in one clause, aimed at it: "the office had doughnuts
    /// again and I want one", "crisps in the cupboard are calling my name", "cake … keep wanting a slice".
    static func wantsFoodNamedBefore(_ r: Reading) -> Bool {
        let wishes: Set<String> = ["want", "wanting", "wanna", "fancy", "craving", "crave", "dying", "need", "love", "calling", "tempted", "desperate", "eat", "have"]
        let aimed: Set<String> = ["one", "some", "it", "them", "more", "another", "piece", "slice", "bite", "seconds", "square", "handful", "name", "bit", "bowl", "bag"]
        return r.clauses.indices.contains { c in
            // The food may be in the clause before: "there's cake left, and I keep wanting a slice".
            let before = c > 0 ? r.clauses[c - 1] : []
            let clause = before + r.clauses[c]
            return clause.indices.contains { index in
                guard wishes.contains(clause[index]), !negated(at: index, in: clause) else { return false }
                let after = clause[(index + 1)..<min(clause.count, index + 4)]
                guard after.contains(where: aimed.contains) else { return false }
                return clause[max(0, index - 10)..<index].contains(where: foods.contains)
            }
        }
    }

    /// Foods and treats people crave.
    static let foods: Set<String> = [
        "chocolate", "chocs", "sweets", "sweet", "candy", "sugar", "biscuit", "biscuits", "cookie", "cookies", "cake", "cakes",
        "crisps", "chips", "pizza", "burger", "burgers", "takeaway", "takeout", "curry", "kebab", "chippy", "doughnut",
        "doughnuts", "donut", "donuts", "ice", "icecream", "dessert", "pudding", "snack", "snacks", "treat", "treats",
        "fridge", "tin", "toast", "bread", "cheese", "wine", "beer", "fries", "fast food", "junk", "mcdonalds", "nutella",
        "pastry", "croissant", "muffin", "popcorn", "something sweet", "something salty", "brownie", "brownies",
        "cupcake", "cupcakes", "chocolates", "sweeties", "lollies", "soda", "fizzy", "pie", "pies", "sausage roll", "nachos",
        "cheesecake", "flapjack", "flapjacks", "sandwich", "leftovers",
    ]

    private static func phrases(for intent: CoachIntent) -> [(phrase: String, weight: Int)] {
        switch intent {
        case .urgent, .other, .lowEnergy, .missedStep, .aboutPlan, .sleep, .exerciseTerm, .dailyActivity, .foodFatigue:
            return []  // word-class rules only (CoachIntent+Rules.swift)
        case .slipped:
            return weighted(4, [
                "slipped", "slip up", "slipped up", "i slip", "messed up", "blew it", "screwed up", "gave in", "caved",
                "binged", "overate", "over ate", "ate too much", "ate the whole", "ate a whole", "ate all", "ruined",
                "fell off", "off track", "went off", "broke my streak", "failed", "i failed", "cheated", "relapsed",
                "lost control", "couldnt stop", "couldnt resist", "didnt stick", "didnt follow", "gave up on",
                "undid", "went overboard",
            ]) + weighted(2, ["ate", "had a", "had some", "last night", "yesterday"])
        case .craving:
            return weighted(3, [
                "craving", "cravings", "crave", "craves", "urge", "urges", "tempted", "temptation", "want to eat",
                "wanna eat", "need to eat", "want something", "want a snack", "snack", "snacking", "binge",
                "munchies", "sweet tooth", "need sugar", "want sugar", "fridge", "pantry", "vending machine",
                "takeaway", "takeout", "fast food", "order food", "so hungry", "starving", "about to eat",
                "thinking about food", "want chocolate", "want chips", "want pizza", "want ice cream", "biscuit tin",
                "raiding the fridge", "something sweet",
            ]) + weighted(2, ["hungry", "chocolate", "chips", "crisps", "pizza", "ice cream", "cookies", "cake", "candy", "sweets", "sugar", "right now"])
        case .unmotivated:
            return weighted(3, [
                "not motivated", "no motivation", "unmotivated", "lost motivation", "lack motivation", "motivation",
                "dont feel like", "cant be bothered", "whats the point", "why bother", "give up", "giving up",
                "want to quit", "feel like quitting", "lazy", "too hard", "so hard", "not working", "bored", "boring",
                "tired of", "sick of", "fed up", "stuck", "overwhelmed", "cant do this", "hopeless",
                "dont want to", "discouraged", "demotivated", "no willpower", "burnt out", "burned out", "feeling flat",
                "might skip",
            ])
        case .progression:
            return weighted(5, [
                "add a set", "add another set", "another set", "extra set", "more sets", "add a rep", "more reps", "extra reps",
                "extra rep", "go up to", "increase the", "increase my", "make the exercises harder", "make them harder",
                "make it harder", "harder", "too easy", "feel easy", "feels easy", "feel easier", "feels easier", "getting easy",
                "getting easier", "add weight", "add weights", "heavier", "extra session", "another session", "progress the",
                "progress my", "level up", "hold longer", "longer hold", "hold time", "next level", "step it up", "more resistance",
                "stronger band", "what next", "whats next for", "move on", "for longer", "longer now", "how do i progress",
            ])
        case .returning:
            return weighted(5, [
                "running again", "start running", "back to", "get back to", "get back into", "getting back into", "go back to",
                "going back to", "return to", "returning to", "start again", "start lifting", "start swimming", "start deadlifts",
                "start the gym", "start going", "when can i start", "can i start", "safe to play", "ready to play", "am i ready",
                "im ready", "know im ready", "take up", "start yoga", "start netball", "start climbing", "play football", "play tennis",
                "go swimming", "hot yoga", "does that matter for", "gym again", "again after", "ok to start", "start deadlifting",
                "start jogging", "start cycling", "cycling again", "jogging again", "running club", "get back on", "back on my bike",
            ])
        case .scarCare:
            return weighted(6, ["scar", "scars", "scarring", "op scar", "my wound has healed", "wound has healed", "wound healed", "incision has healed"])
                + weighted(2, ["itchy", "itch", "massage", "sun cream", "suncream", "sunscreen", "bio oil", "oil", "moisturise", "moisturize", "healed", "swim"])
        case .soreness:
            return weighted(4, ["sore", "soreness", "doms", "achy", "aching", "ache", "aches", "tender"])
                + weighted(2, ["after", "from yesterday", "yesterday", "day after", "days after", "morning after", "normal"])
        case .stiffness:
            return weighted(4, ["stiff", "stiffness"])
                + weighted(2, ["loosens up", "loosen up", "loosened up", "eases", "first thing", "in the morning", "when i wake up", "fine once", "fine by"])
        case .training:
            return weighted(4, [
                "leg day", "arm day", "chest day", "back day", "push day", "pull day", "tempo run", "threshold", "intervals",
                "zone 2", "zone 3", "zone 4", "zone 5", "heart rate", "pb", "pr", "personal best", "fartlek", "hill repeats",
                "hiit", "drop sets", "to failure", "feel the burn", "feeling the burn", "long run", "parkrun", "5k", "10k",
                "spin class", "conversational pace", "warm up", "brace", "technique", "my form", "overdoing it", "get injured",
                "end up injured", "hurt myself", "hurting myself", "deadlift", "sprints", "max heart rate", "resting heart rate",
                "glute day", "shoulder day", "biceps day", "bicep day", "core day", "upper body", "lower body", "leg press",
                "last few reps", "last set", "getting fitter", "fitter", "circuit", "spin class", "hills", "burpees", "plank",
            ]) + weighted(6, [
                "deload", "deloads", "deloading", "taper", "tapering", "tapered", "progressive overload", "rest day", "rest days",
                "recovery week", "one rep max", "1rm", "rpe", "reps in reserve", "superset", "supersets", "periodisation",
                "periodization", "training block", "beginner routine", "beginner programme", "beginner program", "couch to 5k",
                "c25k", "skipping rope", "jump rope", "marathon training", "training plan",
            ]) + weighted(5, [
                "beginner", "beginners", "as a beginner", "new to running", "new to the gym", "new to lifting", "starting out",
            ]) + weighted(2, ["gym", "run", "workout", "session", "squats", "lunges", "bike", "training", "pace", "burn", "biceps"])
        case .food:
            return weighted(4, [
                "what should i eat", "what to eat", "what can i eat", "what do i eat", "good breakfast", "breakfast ideas",
                "lunch ideas", "dinner ideas", "meal ideas", "snack ideas", "healthy snack", "healthy snacks", "healthy meal",
                "healthy meals", "recipe", "recipes", "protein", "calories", "calorie", "macros", "fibre", "fiber", "carbs",
                "cholesterol", "eat before", "eat after", "meal prep", "seasoning", "spices", "vegetables", "veggies", "portion",
                "portions", "how much water", "hydration", "diet plan", "filling", "keep me full", "keeps me full",
            ]) + weighted(2, ["breakfast", "lunch", "dinner", "supper", "eat", "eating", "food", "meal", "meals"])
        case .appHelp:
            return weighted(5, [
                "the app", "this app", "mark the exercise", "mark it done", "mark as done", "mark them done", "mark done",
                "tick it off", "tick off", "text bigger", "bigger text", "text is too small", "writing is too small",
                "words are too small", "too small to read", "cant read the", "cant find", "where is the", "where do i find",
                "how does this work", "how do i use", "how to use", "reminder", "reminders", "notifications", "log in",
                "sign in", "password", "my phone calendar", "dont understand how", "too complicated", "confusing",
            ]) + weighted(2, ["how do i", "where do i", "button", "buttons", "tap", "press", "screen", "page", "settings"])
        case .goodNews:
            return weighted(4, [
                "doesnt hurt", "didnt hurt", "no pain", "pain free", "has gone", "have gone", "all gone", "gone down", "went down",
                "settled", "better now", "feeling better", "improving", "getting better", "no swelling", "isnt swollen",
                "not swollen", "not sore", "hasnt come back", "havent had", "no numbness", "no tingling", "nothing to worry about",
                "said its fine", "said it is fine", "not to worry", "checked it", "feels good", "feels great", "felt great",
                "felt good", "felt strong", "stronger", "nailed it", "smashed it", "new pb", "all done", "every session done",
                "ahead of schedule", "painless", "no dizziness", "didnt get dizzy", "not dizzy",
            ])
        case .planToday:
            return weighted(3, [
                "what should i do", "what do i do", "what can i do", "what to do", "whats next", "what now",
                "where do i start", "where should i start", "plan for today", "my plan", "next step",
                "help me plan", "whats left", "what is left", "what have i got", "whats on",
            ]) + weighted(1, ["today", "todays", "this morning", "this afternoon", "this evening", "tonight", "to do",
                              "schedule", "session", "sessions", "exercises", "plan"])
        case .progress:
            return weighted(3, [
                "how am i doing", "how im doing", "hows it going", "how is it going", "progress", "streak",
                "my week", "this week", "am i improving", "am i doing", "doing well", "doing ok", "doing okay",
                "how far", "stats", "results", "on track", "how many days", "summary", "review",
            ])
        case .thanks:
            // Chat shorthand too ("ty", "tysm", "thx"), and the praise that closes a chat ("that's perfect").
            return weighted(2, [
                "thanks", "thank you", "thank u", "thx", "cheers", "appreciate", "helpful", "that helps", "bye", "goodbye",
                "see you", "good night", "goodnight", "off to bed", "ty", "tysm", "tyvm", "thnx", "thanx", "thnks", "thankyou",
                "thanku", "ta", "much appreciated", "thats perfect", "perfect thanks", "thats great", "thats brilliant",
                "brilliant thanks", "great thanks", "lovely thanks", "that helped", "this helps", "that was helpful",
                "very helpful", "good to know", "makes sense", "that makes sense", "nice one", "legend", "youre a star",
                "great advice", "good advice", "thats lovely", "cheers mate", "ta very much",
            ])
        case .greeting:
            return weighted(1, ["hi", "hello", "hey", "good morning", "good evening", "good afternoon", "yo"])
        }
    }

    private static func weighted(_ weight: Int, _ phrases: [String]) -> [(phrase: String, weight: Int)] {
        phrases.map { ($0, weight) }
    }
}
