/// The help behind the info button next to "My why": a prompt and worked examples.
public struct WhyHelp: Sendable, Hashable {
    public let title: String
    public let prompt: String
    public let examples: [String]
    /// Follow-up questions for someone still stuck.
    public let prompts: [String]

    /// The seed's examples and prompt.
    public static let standard = WhyHelp(
        title: "Finding my why",
        prompt: "Think of one sentence that motivates you personally. It should be about how your life feels, not just weight numbers.",
        examples: [
            "I want energy to play with my kids.",
            "I want to feel confident in my clothes.",
        ],
        prompts: [
            "What would feel different in a normal day if this worked?",
            "Who or what do I want more energy for?",
            "Finish the sentence: “I want to feel…”",
        ])
}
