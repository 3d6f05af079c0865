/// The "Pause days" form on History as sent; its coding keys are the field names the page prints.
public struct PauseForm: Decodable, Sendable {
    public enum CodingKeys: String, CodingKey, CaseIterable { case from, to, reason }

    /// The first day, "2026-03-08" (a date input's value); nil when not chosen.
    public var from: String?
    /// The last day; nil or empty for a one-day pause.
    public var to: String?
    public var reason: PauseReason?
}

/// "Got it" on a celebration, without JavaScript: the page to go back to.
public struct CelebrationDismissal: Decodable, Sendable {
    public enum CodingKeys: String, CodingKey, CaseIterable { case returnTo = "return" }

    public var returnTo: String?
}
