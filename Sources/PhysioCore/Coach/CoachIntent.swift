/// What a message to the coach is about. Detection is by phrases, scored, so "I gave in to a
/// craving" reads as a slip and "craving sweets, no motivation" as a craving (the urgent one).
public enum CoachIntent: String, CaseIterable, Sendable {
    /// Words that suggest the person may be in danger: answered with care and a pointer to people.
    case urgent
    case slipped
    case craving
    case unmotivated
    case planToday
    case progress
    case thanks
    case greeting
    /// Nothing recognised.
    case other

    /// The intent of `message`.
    public static func detect(_ message: String) -> CoachIntent {
        let text = normalized(message)
        var best: (intent: CoachIntent, score: Int) = (.other, 0)
        // Order breaks ties: earlier wins.
        for intent in allCases where intent != .other {
            let score = phrases(for: intent).reduce(0) { total, entry in
                text.contains(" \(entry.phrase) ") ? total + entry.weight : total
            }
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

    private static func phrases(for intent: CoachIntent) -> [(phrase: String, weight: Int)] {
        switch intent {
        case .urgent:
            return weighted(10, [
                "kill myself", "suicide", "suicidal", "end my life", "hurt myself", "harm myself", "self harm",
                "dont want to live", "want to die", "chest pain", "cant breathe", "fainted", "passed out",
            ])
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
                "thinking about food", "want chocolate", "want chips", "want pizza", "want ice cream",
            ]) + weighted(2, ["hungry", "chocolate", "chips", "crisps", "pizza", "ice cream", "cookies", "cake", "candy", "sweets", "sugar", "right now"])
        case .unmotivated:
            return weighted(3, [
                "not motivated", "no motivation", "unmotivated", "lost motivation", "lack motivation", "motivation",
                "dont feel like", "cant be bothered", "whats the point", "why bother", "give up", "giving up",
                "want to quit", "feel like quitting", "lazy", "too hard", "so hard", "not working", "no energy",
                "exhausted", "tired of", "sick of", "fed up", "stuck", "overwhelmed", "cant do this", "hopeless",
                "dont want to", "discouraged", "demotivated", "no willpower", "burnt out", "burned out",
            ])
        case .planToday:
            return weighted(3, [
                "what should i do", "what do i do", "what can i do", "what to do", "whats next", "what now",
                "where do i start", "where should i start", "plan for today", "my plan", "next step", "what next",
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
            return weighted(2, ["thanks", "thank you", "thank u", "thx", "cheers", "appreciate", "helpful", "that helps"])
        case .greeting:
            return weighted(1, ["hi", "hello", "hey", "good morning", "good evening", "good afternoon", "yo"])
        case .other:
            return []
        }
    }

    private static func weighted(_ weight: Int, _ phrases: [String]) -> [(phrase: String, weight: Int)] {
        phrases.map { ($0, weight) }
    }
}
