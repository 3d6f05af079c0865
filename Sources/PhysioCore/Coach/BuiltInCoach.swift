/// The coach that needs no model and no network: deterministic answers to the common intents,
/// grounded in the person's own data, each under 120 words with one concrete next step and no shame.
public struct BuiltInCoach: CoachService {
    /// The number its careful answers name (the person's setting); nil says "your local emergency number".
    public var emergencyNumber: EmergencyNumber?
    /// The crisis line it names when someone sounds in danger (the person's setting).
    public var crisisLine: CrisisLine?

    public init(emergencyNumber: EmergencyNumber? = nil, crisisLine: CrisisLine? = nil) {
        self.emergencyNumber = emergencyNumber
        self.crisisLine = crisisLine
    }

    public func reply(to conversation: [CoachMessage], context: CoachContext) -> AsyncThrowingStream<String, any Error> {
        let text = answer(conversation.last(where: { $0.role == .user })?.text ?? "", context: context)
        return AsyncThrowingStream { continuation in
            continuation.yield(text)
            continuation.finish()
        }
    }

    /// The reply to `message`: paragraphs separated by blank lines, the next step on its own line.
    public func answer(_ message: String, context: CoachContext) -> String {
        let intent = CoachIntent.detect(message)
        if intent == .urgent, let safety = SafetyCheck.screen(message, emergencyNumber: emergencyNumber, crisisLine: crisisLine) {
            return safety.text
        }
        // A symptom the rules couldn't place comes before any coaching.
        if SafetyCheck.reportsUnplacedSymptom(message) { return careful().text }
        let reply = switch intent {
        case .urgent, .other: fallback(context)
        case .lowEnergy: lowEnergy(context)
        case .sleep: sleep(message, context)
        case .missedStep: missedStep(context)
        case .aboutPlan: aboutPlan(message, context)
        case .craving: craving(message, context)
        case .slipped: slipped(context)
        case .unmotivated: unmotivated(context)
        case .progression: progression(message, context)
        case .returning: returning(message, context)
        case .scarCare: scarCare(context)
        case .soreness: soreness(context)
        case .stiffness: stiffness(context)
        case .exerciseTerm: exerciseTerm(message, context)
        case .training: training(message, context)
        case .dailyActivity: dailyActivity(message, context)
        case .food: food(message, context)
        case .foodFatigue: foodFatigue(context)
        case .appHelp: appHelp(message, context)
        case .goodNews: goodNews(context)
        case .planToday: planToday(context)
        case .progress: progress(context)
        case .thanks: thanks(context)
        case .greeting: greeting(context)
        }
        return reply.text
    }

    // MARK: Intents

    func craving(_ message: String, _ context: CoachContext) -> Reply {
        var reply = Reply("Thanks for checking in before acting — that pause is the skill.")
        let kind = Self.cravingKind(in: message) ?? context.cravings.dominantCategory
        if let summary = context.cravings.summary {
            reply.add(summary)
            if let window = context.cravings.dominantWindow, window == CravingPattern.TimeWindow(hour: context.timeOfDay.hour) {
                reply.add("It’s that time of day again, so this may be the pattern talking more than hunger.")
            }
        }
        if let commitment = context.commitment {
            reply.add("Today you planned to \(commitment).")
        }
        if !context.todaySwap.isEmpty {
            reply.next = "do your swap now — \(Self.quoted(context.todaySwap)) — then set a 5-minute timer before deciding anything else."
        } else {
            reply.next = switch kind {
            case .stress: "two minutes of slow breathing: notice 5 things you see, 4 you hear, 3 you can touch. Then decide."
            case .habit: "drink a full glass of water and move to another room for five minutes. Keep the moment, change the action."
            case .physical: "if your last proper meal was over four hours ago, have a protein snack — an egg, yogurt or a handful of nuts."
            case .other, nil: "drink a glass of water and set a 5-minute timer. If you still want it after, have a small portion, sitting down."
            }
        }
        if context.cravings.total == 0 {
            reply.after = "Noting it under I Need Help will show us your pattern over the week."
        }
        return reply
    }

    func slipped(_ context: CoachContext) -> Reply {
        var reply = Reply("One slip doesn’t undo your progress — it’s one moment, and what led up to it is useful information, not a verdict.")
        if context.daysLoggedThisWeek > 0 {
            reply.add("You’ve still logged \(Self.days(context.daysLoggedThisWeek)) of the last 7, and that counts.")
        }
        if let summary = context.cravings.summary {
            reply.add(summary + " Was this one like those?")
        }
        if context.timeOfDay.hour >= 19 {
            reply.next = context.preppedTonight == true
                ? "drink a glass of water and call it a day. Tomorrow’s prep is already done."
                : "do tonight’s Night Prep — 30 seconds that make tomorrow a fresh start."
        } else if let commitment = context.commitment {
            reply.next = "drink a glass of water, then pick the next moment to \(commitment)."
        } else {
            reply.next = "drink a glass of water and decide what your next meal will be, so it’s a choice rather than a reaction."
        }
        return reply
    }

    func unmotivated(_ context: CoachContext) -> Reply {
        var reply = Reply("Low-motivation days are normal. You don’t need to feel like it to do something small.")
        if !context.todayWhy.isEmpty {
            reply.add("This morning you wrote why this matters: " + Self.quotedSentence(context.todayWhy))
        } else if context.hasHabitData {
            reply.add("When you’re ready, write your why in today’s Morning Focus — one line is enough.")
        }
        // The nudge, when there is one, already speaks about the week.
        if context.daysLoggedThisWeek > 0, context.nudge == nil {
            reply.add("You’ve shown up on \(Self.days(context.daysLoggedThisWeek)) this week; that momentum is real.")
        }
        if let session = context.nextRehabSession {
            reply.next = "set a 2-minute timer and do just the first exercise of \(session.phrase). Stopping there still counts."
        } else if !context.commitTo.isEmpty {
            reply.next = "do the smallest version of your plan — \(context.commitTo) — for just 2 minutes."
        } else {
            reply.next = "set a 2-minute timer and do one tiny thing: a glass of water or a walk around the room. Starting counts."
        }
        reply.after = context.nudge
        return reply
    }

    func planToday(_ context: CoachContext) -> Reply {
        let hour = context.timeOfDay.hour
        var lines: [String] = []
        if let commitment = context.commitment {
            lines.append("• Your commitment: \(commitment).")
        } else if !context.todaySwap.isEmpty {
            lines.append("• Your swap: \(Self.quoted(context.todaySwap)).")
        } else if context.hasHabitData {
            lines.append("• No Morning Focus yet: one why and one swap take a minute.")
        }
        let left = context.rehabSessionsLeft
        if let next = left.first {
            lines.append(
                next.isDue
                    ? "• Rehab: \(Self.count(left.count, "session")) left; the \(next.time.label) one is due."
                    : next.isMissed
                        ? "• Rehab: \(Self.count(left.count, "session")) left — \(next.phrase) was missed, and you can still do it."
                        : "• Rehab: \(Self.count(left.count, "session")) left — next is \(next.phrase).")
        } else if context.rehabSessionsToday > 0 {
            lines.append("• Rehab: all \(Self.count(context.rehabSessionsToday, "session")) done today. Nice work.")
        }
        let needsPrep = hour >= 17 && context.preppedTonight != true
        if needsPrep { lines.append("• Tonight: Night Prep for tomorrow (30 seconds).") }

        let opening = lines.isEmpty
            ? "Nothing is planned yet today, so let’s keep it simple."
            : (hour < 12 ? "Here’s your day:" : hour < 17 ? "Here’s what’s left today:" : "Here’s the rest of your evening:")
        var reply = Reply(([opening] + lines).joined(separator: "\n"))
        reply.next = nextStepForToday(context)
        return reply
    }

    func progress(_ context: CoachContext) -> Reply {
        var lines: [String] = []
        if context.hasHabitData {
            lines.append(context.currentStreak > 0
                ? "• Streak: \(Self.count(context.currentStreak, "day")) in a row."
                : "• Streak: none running yet — today can be day one.")
            lines.append(context.daysLoggedThisWeek == 0
                ? "• Nothing logged in the last 7 days yet."
                : "• Logged something on \(Self.days(context.daysLoggedThisWeek)) of the last 7.")
            lines.append("• " + (context.cravings.summary ?? "No craving notes this week."))
        }
        if context.rehabSessionsToday > 0 {
            let done = context.rehabSessionsToday - context.rehabSessionsLeft.count
            lines.append("• Rehab today: \(done) of \(Self.count(context.rehabSessionsToday, "session")) done.")
        }
        let opening = lines.isEmpty
            ? "There isn’t much logged yet, so I can’t see a pattern — every note you add makes this more useful."
            : "Here’s where you are:\n" + lines.joined(separator: "\n")
        var reply = Reply(opening)
        if let session = context.rehabSessionsLeft.first, session.isDue {
            reply.next = "start \(session.phrase) — it’s due now."
        } else if context.hasHabitData, context.daysLoggedThisWeek < CoachNudge.strongWeek {
            reply.next = "log one thing today — even a one-line Morning Focus keeps the week going."
        } else if let window = context.cravings.dominantWindow {
            reply.next = "decide now what you’ll do instead when cravings come \(window.phrase), and put it in your Night Prep."
        } else if lines.isEmpty {
            reply.next = nextStepForToday(context)
        } else {
            reply.next = "repeat today whatever worked yesterday. Consistency beats intensity."
        }
        reply.after = context.nudge
        return reply
    }

    func thanks(_ context: CoachContext) -> Reply {
        var reply = Reply("Any time. " + (context.nudge ?? "Small steps add up."))
        reply.next = nextStepForToday(context)
        return reply
    }

    func greeting(_ context: CoachContext) -> Reply {
        var reply = Reply("Hi! I can help when a craving hits, after a slip, on a low-motivation day, or to plan your day.")
        if let fact = headline(context) { reply.add(fact) }
        reply.next = "tell me what’s going on, in your own words."
        return reply
    }

    func fallback(_ context: CoachContext) -> Reply {
        var reply = Reply(
            "I’m listening, though I’m not sure I caught that. I’m best with a craving right now, a slip, low motivation, planning today, or how you’re doing.")
        if let fact = headline(context) { reply.add(fact) }
        reply.next = "tell me which of those is closest — for example “I have a craving” or “What should I do today?”"
        return reply
    }

    /// A message that reports a symptom the safety rules couldn't place: no guessing and no coaching,
    /// just what to do if it is a new symptom (wording in docs/coach-safety.md).
    func careful() -> Reply {
        Reply(
            "If this is about pain or a new symptom, stop the exercise and rest. If it is severe, sudden, getting worse, or you’re worried, contact your clinician today — or your pharmacist if it’s about a medicine. If you have chest pain, trouble breathing, you faint, or a limb turns cold, pale or misshapen, \(emergencyNumber.map { "call \($0.digits) now" } ?? "call your local emergency number now").",
            next: "if it’s something else, tell me in other words — I’m best with cravings, slips, motivation and planning your day.")
    }

    // MARK: Shared pieces

    /// The most useful single thing to do now, for "what should I do" and friends.
    func nextStepForToday(_ context: CoachContext) -> String {
        let hour = context.timeOfDay.hour
        if let session = context.rehabSessionsLeft.first, session.isDue {
            return "start \(session.phrase) — it’s due now."
        }
        if context.hasHabitData, hour < 12, context.todayWhy.isEmpty, context.todaySwap.isEmpty {
            return "write today’s Morning Focus: your why and one swap."
        }
        if hour >= 20, context.preppedTonight != true {
            return "do tonight’s Night Prep now, while it’s quick."
        }
        if !context.commitTo.isEmpty {
            return "set a phone alarm now so you remember to \(context.commitTo)."
        }
        if let session = context.rehabSessionsLeft.first {
            return session.isMissed
                ? "do \(session.phrase) now if you can — it was missed, but it still counts today."
                : "get ready for \(session.phrase): clear a little floor space now."
        }
        return "choose one swap for today — for example, water instead of a sugary drink."
    }

    /// One fact worth saying in a short greeting.
    func headline(_ context: CoachContext) -> String? {
        if let session = context.nextRehabSession {
            if session.isDue { return "Right now, \(session.phrase) is due." }
            return session.isMissed
                ? "\(session.phrase.prefix(1).uppercased() + session.phrase.dropFirst()) was missed — you can still do it today."
                : "Next up is \(session.phrase)."
        }
        if let commitment = context.commitment { return "Today you planned to \(commitment)." }
        if context.currentStreak > 1 { return "You’re on a \(Self.count(context.currentStreak, "day")) streak." }
        return nil
    }

    /// A craving kind the person named in their own words.
    static func cravingKind(in message: String) -> CravingCategory? {
        let text = CoachIntent.normalized(message)
        func mentions(_ words: [String]) -> Bool { words.contains { text.contains(" \($0) ") } }
        if mentions(["stressed", "stress", "anxious", "upset", "sad", "bored", "angry", "lonely", "worried", "frustrated", "rough day", "long day"]) {
            return .stress
        }
        if mentions(["starving", "hungry", "skipped lunch", "skipped breakfast", "skipped dinner", "havent eaten", "didnt eat", "tired", "thirsty"]) {
            return .physical
        }
        if mentions(["always", "usual", "every night", "every day", "habit", "tv", "on the couch", "after dinner", "at work"]) {
            return .habit
        }
        return nil
    }

    static func quoted(_ text: String) -> String { "“\(text)”" }

    /// The quote closing a sentence: “I want energy.” rather than “I want energy.”.
    static func quotedSentence(_ text: String) -> String {
        text.last.map { ".!?".contains($0) } == true ? quoted(text) : quoted(text) + "."
    }

    static func count(_ value: Int, _ noun: String) -> String { "\(value) \(noun)" + (value == 1 ? "" : "s") }

    static func days(_ value: Int) -> String { count(value, "day") }
}

/// A reply being put together: what we notice, then the next step, then perhaps one more line.
struct Reply {
    var sentences: [String]
    var next: String?
    var after: String?

    init(_ opening: String, next: String? = nil) {
        sentences = [opening]
        self.next = next
    }

    mutating func add(_ sentence: String) { sentences.append(sentence) }

    var text: String {
        var paragraphs = [sentences.joined(separator: " ")]
        if let next { paragraphs.append("Next step: " + next) }
        if let after { paragraphs.append(after) }
        return paragraphs.joined(separator: "\n\n")
    }
}
