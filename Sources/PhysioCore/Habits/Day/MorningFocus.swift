/// Morning Focus: my why, today's challenge, my swap and the commitment
/// "Today I will … instead of …".
public struct MorningFocus: Codable, Sendable, Hashable {
    public var myWhy: String
    /// nil until the person picks one.
    public var challenge: Challenge?
    /// The person's own challenge when `challenge == .other`; kept if they switch away and back.
    public var challengeOther: String
    public var swap: String
    /// "Today I will …"
    public var willDo: String
    /// "… instead of …"
    public var insteadOf: String

    public init(
        myWhy: String = "", challenge: Challenge? = nil, challengeOther: String = "",
        swap: String = "", willDo: String = "", insteadOf: String = ""
    ) {
        self.myWhy = myWhy
        self.challenge = challenge
        self.challengeOther = challengeOther
        self.swap = swap
        self.willDo = willDo
        self.insteadOf = insteadOf
    }

    /// True once any step has something in it; this is what a streak counts.
    public var isLogged: Bool {
        challenge != nil || ![myWhy, challengeOther, swap, willDo, insteadOf].allSatisfy(\.isEmpty)
    }

    /// True when all four steps are filled in (an "other" challenge needs its description); this is
    /// what the "first full week of Morning Focus" achievement counts.
    public var isComplete: Bool {
        guard let challenge, !myWhy.isEmpty, !swap.isEmpty, !willDo.isEmpty, !insteadOf.isEmpty else { return false }
        return challenge != .other || !challengeOther.isEmpty
    }

    /// The challenge as a person reads it: the list's label, or their own words for "other".
    public var challengeLabel: String? {
        guard let challenge else { return nil }
        return challenge == .other && !challengeOther.isEmpty ? challengeOther : challenge.label
    }

    /// A Morning Focus from a form. `challengeID` is a `Challenge` raw value; nil or empty means
    /// none picked yet.
    public static func make(
        myWhy: String, challengeID: String?, challengeOther: String,
        swap: String, willDo: String, insteadOf: String
    ) throws(DayEntry.ValidationError) -> MorningFocus {
        let id = challengeID?.trimmingWhitespace() ?? ""
        var challenge: Challenge?
        if !id.isEmpty {
            guard let known = Challenge(rawValue: id) else { throw .unknownChallenge(id: id) }
            challenge = known
        }
        return MorningFocus(
            myWhy: try HabitTextField.myWhy.clean(myWhy),
            challenge: challenge,
            challengeOther: try HabitTextField.challengeOther.clean(challengeOther),
            swap: try HabitTextField.swap.clean(swap),
            willDo: try HabitTextField.willDo.clean(willDo),
            insteadOf: try HabitTextField.insteadOf.clean(insteadOf))
    }
}
