/// Something the mini-coach offers: a timer, a swap to try, a journal prompt.
public struct MiniCoachAction: Identifiable, Codable, Sendable, Hashable {
    /// Stable id kept on the note as the choice the person made.
    public let id: String
    public let title: String
    public let detail: String
    /// Set for timed actions (the 2-minute grounding).
    public let timerSeconds: Int?
    /// True when choosing it opens the note's text field as a journal.
    public let isJournal: Bool

    public init(id: String, title: String, detail: String, timerSeconds: Int? = nil, isJournal: Bool = false) {
        self.id = id
        self.title = title
        self.detail = detail
        self.timerSeconds = timerSeconds
        self.isJournal = isJournal
    }

    /// "2:00" for a timer, empty otherwise.
    public var timerLabel: String {
        guard let timerSeconds else { return "" }
        let seconds = timerSeconds % 60
        return "\(timerSeconds / 60):" + (seconds < 10 ? "0" : "") + "\(seconds)"
    }
}

/// A question the mini-coach asks, with fixed answers kept on the note by id.
public struct MiniCoachQuestion: Codable, Sendable, Hashable {
    public let id: String
    public let text: String
    public let answers: [Answer]

    public struct Answer: Identifiable, Codable, Sendable, Hashable {
        public let id: String
        public let label: String
    }

    public func answer(id: String) -> Answer? { answers.first { $0.id == id } }
}

/// The short, kind coaching for one craving category: an intro, a few actions, perhaps a
/// question, and the note field's prompt.
public struct MiniCoach: Sendable, Hashable {
    public let category: CravingCategory
    public let title: String
    public let intro: String
    public let actions: [MiniCoachAction]
    public let question: MiniCoachQuestion?
    public let notePrompt: String

    public func action(id: String) -> MiniCoachAction? { actions.first { $0.id == id } }

    /// The note field's prompt as the page offers it: "say" only when a voice note can be recorded.
    public func notePrompt(offeringVoice: Bool) -> String {
        offeringVoice && category == .other ? "Write (or say) what’s happening." : notePrompt
    }

    public static let all: [MiniCoach] = CravingCategory.allCases.map { MiniCoach.for($0) }

    /// The seed's mini-coach for `category`.
    public static func `for`(_ category: CravingCategory) -> MiniCoach {
        switch category {
        case .stress:
            MiniCoach(
                category: category, title: category.title,
                intro: "Stress cravings pass. Give yourself two minutes before deciding anything.",
                actions: [
                    MiniCoachAction(id: "grounding", title: "2-minute grounding",
                                    detail: "Breathe slowly and notice 5 things you see, 4 you hear, 3 you can touch.",
                                    timerSeconds: 120),
                    MiniCoachAction(id: "journal", title: "Quick journal",
                                    detail: "Write one or two lines about what is going on.", isJournal: true),
                ],
                question: nil, notePrompt: "What’s going on right now?")
        case .habit:
            MiniCoach(
                category: category, title: category.title,
                intro: "Habits run on cues. Swap the action, keep the moment.",
                actions: [
                    MiniCoachAction(id: "gum", title: "Chew gum", detail: "Something in your mouth that isn’t a snack."),
                    MiniCoachAction(id: "water", title: "Drink a glass of water", detail: "Slowly, all of it."),
                    MiniCoachAction(id: "short-walk", title: "Take a short walk", detail: "Five minutes, even just around the room."),
                ],
                question: MiniCoachQuestion(
                    id: "trigger", text: "Is it a time or place trigger?",
                    answers: [
                        .init(id: "time", label: "Time — it’s the usual time"),
                        .init(id: "place", label: "Place — it’s where I usually eat"),
                        .init(id: "both", label: "Both"),
                        .init(id: "not-sure", label: "Not sure"),
                    ]),
                notePrompt: "What was the cue?")
        case .physical:
            MiniCoach(
                category: category, title: category.title,
                intro: "Your body may be asking for something real. Start with the basics.",
                actions: [
                    MiniCoachAction(id: "water", title: "Drink water", detail: "Thirst often feels like hunger."),
                    MiniCoachAction(id: "protein-snack", title: "Have a protein snack", detail: "A boiled egg, yogurt, a handful of nuts."),
                    MiniCoachAction(id: "stretch", title: "Short stretch", detail: "Stand up, reach high, roll your shoulders."),
                ],
                question: MiniCoachQuestion(
                    id: "last-meal", text: "When was your last balanced meal?",
                    answers: [
                        .init(id: "under-3h", label: "Less than 3 hours ago"),
                        .init(id: "3-5h", label: "3 to 5 hours ago"),
                        .init(id: "over-5h", label: "More than 5 hours ago"),
                        .init(id: "not-sure", label: "Not sure"),
                    ]),
                notePrompt: "How does your body feel?")
        case .other:
            MiniCoach(
                category: category, title: category.title,
                intro: "Not sure what it is? Noting it is already a step.",
                actions: [],
                question: nil, notePrompt: "Write what’s happening.")
        }
    }
}
