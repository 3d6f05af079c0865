import Foundation

/// The coach chat page: the conversation, what the coach knows today, and the message form.
public struct CoachScreen: Sendable {
    /// One message as the page shows it.
    public struct Bubble: Sendable {
        public var id: String
        public var isPerson: Bool
        public var text: String
        /// "8:30 AM", or "Sat • Nov 21, 8:30 PM" for an earlier day.
        public var timeLabel: String
        /// "Built-in coach", "Local model"; nil for the person's messages.
        public var sourceLabel: String?
        /// Why the built-in coach answered instead of the model.
        public var notice: String?
        /// For a safety answer, its heading ("Get help now"): the page sets it apart from coaching.
        public var safetyHeading: String?
        /// For a safety answer, how urgent: the page's alert style (emergency or a professional).
        public var alert: SafetyAlert?

        /// The text in pieces, a safety answer's phone numbers ("999", "116 123", "NHS 111") apart so the
        /// page makes them tap-to-call links.
        public var segments: [TextSegment] { alert == nil ? [.text(text)] : TextSegment.split(text) }

        /// The numbers to offer as call buttons under an emergency answer, in the order the text names them.
        public var callNumbers: [TextSegment.Phone] {
            guard alert == .emergency else { return [] }
            var seen: Set<String> = []
            return segments.compactMap { segment in
                guard case let .phone(phone) = segment, seen.insert(phone.digits).inserted else { return nil }
                return phone
            }
        }
    }

    public var messages: [Bubble]
    /// Tap-to-send prompts for the common intents.
    public let suggestions = ["I have a craving", "I slipped", "I’m not motivated", "What should I do today?", "How am I doing?"]
    /// The encouraging sentence for this streak and week, if a threshold is met.
    public var nudge: String?
    /// Short facts the coach is using ("2 rehab sessions left today").
    public var facts: [String]
    /// "Built-in coach" or "Local model · llama3.2 at 127.0.0.1:11434".
    public var coachLabel: String
    public var error: String?
    /// The text to put back in the box after an error.
    public var draft: String
    public let maxLength = CoachMessage.maximumLength

    public init(
        messages: [CoachMessage], context: CoachContext, settings: CoachSettings, timeZone: TimeZone,
        error: String? = nil, draft: String = ""
    ) {
        self.messages = messages.map { Self.bubble($0, today: context.today, timeZone: timeZone) }
        nudge = context.nudge
        facts = Self.facts(context)
        coachLabel = switch settings.kind {
        case .builtIn: "Built-in coach (private, no model)"
        case .openAI: "Local model · \(settings.model) at \(settings.baseURL)"
        }
        self.error = error
        self.draft = draft
    }

    static func facts(_ context: CoachContext) -> [String] {
        var facts: [String] = []
        if context.hasHabitData {
            facts.append(context.currentStreak == 0 ? "No streak yet" : "\(context.currentStreak)-day streak")
            facts.append("\(context.daysLoggedThisWeek) of 7 days logged")
        }
        if context.rehabSessionsToday > 0 {
            let left = context.rehabSessionsLeft.count
            facts.append(left == 0 ? "Rehab done today" : "\(left) rehab session\(left == 1 ? "" : "s") left today")
        }
        if context.cravings.total > 0 {
            facts.append("\(context.cravings.total) craving note\(context.cravings.total == 1 ? "" : "s") this week")
        }
        return facts
    }

    /// One message as the page shows it; also used for a reply streamed into the page.
    public static func bubble(_ message: CoachMessage, today: LocalDate, timeZone: TimeZone) -> Bubble {
        let day = LocalDate(message.sentAt, in: timeZone)
        let parts = Calendar.gregorian(in: timeZone).dateComponents([.hour, .minute], from: message.sentAt)
        let time = TimeOfDay(hour: parts.hour ?? 0, minute: parts.minute ?? 0)?.label ?? ""
        let source: String? = if message.safety != nil { "Safety check" } else {
            switch message.source {
            case .builtIn: "Built-in coach"
        case .model: "Local model"
            case .fallback: "Built-in coach (the model didn’t answer)"
            case nil: message.role == .assistant ? "Coach" : nil
            }
        }
        return Bubble(
            id: message.id.map(String.init) ?? "", isPerson: message.role == .user, text: message.text,
            timeLabel: day == today ? time : "\(DateLabels.short(day)), \(time)",
            sourceLabel: message.role == .user ? nil : source, notice: message.notice,
            safetyHeading: message.role == .user ? nil : message.safety?.heading,
            alert: message.role == .user ? nil : message.safety.map(SafetyAlert.init))
    }
}

/// How a safety answer looks on the page: an emergency, or a question for a professional.
public enum SafetyAlert: String, Sendable, Hashable {
    /// Call emergency services (or, in a crisis, the crisis line too).
    case emergency
    /// A clinician today, a pharmacist, or the clinician before doing more.
    case professional

    public init(_ flag: RedFlag) {
        self = flag.urgency == .emergency ? .emergency : .professional
    }
}

/// A piece of a coach message: text, or a phone number to make a `tel:` link of.
public enum TextSegment: Sendable, Hashable {
    case text(String)
    case phone(Phone)

    /// A phone number as written ("116 123") and as dialled ("116123").
    public struct Phone: Sendable, Hashable {
        public var display: String
        public var digits: String

        public init(display: String, digits: String) {
            self.display = display
            self.digits = digits
        }
    }

    /// `text` with every run of 3 to 15 digits (single spaces allowed between groups: "0800 111 0 111")
    /// apart. Safety answers hold no other numbers (their tests say so).
    public static func split(_ text: String) -> [TextSegment] {
        var segments: [TextSegment] = []
        var plain = ""
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            var end = index
            var digits = ""
            if characters[index].isASCII, characters[index].isNumber, index == 0 || !characters[index - 1].isLetter {
                while end < characters.count {
                    if characters[end].isASCII, characters[end].isNumber {
                        digits.append(characters[end])
                        end += 1
                    } else if characters[end] == " ", end + 1 < characters.count, characters[end + 1].isASCII, characters[end + 1].isNumber {
                        end += 1
                    } else {
                        break
                    }
                }
            }
            if (3...15).contains(digits.count), end == characters.count || !characters[end].isLetter {
                if !plain.isEmpty { segments.append(.text(plain)) }
                plain = ""
                segments.append(.phone(Phone(display: String(characters[index..<end]), digits: digits)))
                index = end
            } else {
                // Not a phone number (too short or long, or part of a word): keep the whole run as text.
                let next = max(end, index + 1)
                plain += String(characters[index..<next])
                index = next
            }
        }
        if !plain.isEmpty { segments.append(.text(plain)) }
        return segments
    }
}

/// The coach settings page.
public struct CoachSettingsScreen: Sendable {
    public var isBuiltIn: Bool
    public var isModel: Bool
    public var baseURL: String
    public var model: String
    /// Set when `serve` options choose the coach for this run.
    public var commandLineNote: String?
    public var error: String?

    public init(settings: CoachSettings, overriddenBy override: CoachSettings?, error: String? = nil) {
        isBuiltIn = settings.kind == .builtIn
        isModel = settings.kind == .openAI
        baseURL = settings.baseURL
        model = settings.model
        commandLineNote = override.map { chosen in
            let what = chosen.kind == .builtIn ? "the built-in coach" : "the model server at \(chosen.baseURL)"
            return "PhysioPoint was started with --coach options, so it uses \(what) until it restarts. What you save here applies after that."
        }
        self.error = error
    }
}
