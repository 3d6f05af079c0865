import Foundation

/// The numbers the safety answers name, as their form shows them: the emergency number and the crisis
/// line, each the person's own or the time zone's guess, and what was typed after an error.
public struct EmergencyNumberScreen: Sendable, Hashable {
    /// What the emergency field shows: the saved number, the guess, or what was typed after an error.
    public var value: String
    /// True while the person hasn't saved an emergency number of their own.
    public var isGuess: Bool
    public var error: String?
    /// What the crisis-line field shows ("116 123"); empty when there is no line to guess.
    public var crisisValue: String
    /// The crisis line's name ("Samaritans"), when it is one the table knows.
    public var crisisName: String?
    /// True while the person hasn't saved a crisis line of their own.
    public var crisisIsGuess: Bool
    public var crisisError: String?
    /// The country guessed from the time zone ("the United Kingdom"), nil when the table doesn't know it.
    public var guessedCountry: String?
    public let examples = EmergencyNumber.examples.joined(separator: " · ")

    public init(
        number: EmergencyNumber, isGuess: Bool, typed: String? = nil, error: String? = nil, crisisLine: CrisisLine? = nil,
        crisisIsGuess: Bool = true, typedCrisisLine: String? = nil, crisisError: String? = nil, guessedCountry: String? = nil
    ) {
        value = typed ?? number.digits
        self.isGuess = isGuess
        self.error = error
        crisisValue = typedCrisisLine ?? crisisLine?.display ?? ""
        crisisName = typedCrisisLine == nil ? crisisLine?.name : nil
        self.crisisIsGuess = crisisIsGuess
        self.crisisError = crisisError
        self.guessedCountry = guessedCountry
    }

    /// "Emergency number 999 · crisis line Samaritans 116 123", for the coach page's summary line.
    public var summary: String {
        var text = "Emergency number \(value)"
        if !crisisValue.isEmpty { text += " · crisis line " + (crisisName.map { "\($0) " } ?? "") + crisisValue }
        return text
    }

    /// "guessed for the United Kingdom from your time zone", while either number is a guess.
    public var guessNote: String? {
        guard isGuess || (crisisIsGuess && !crisisValue.isEmpty) else { return nil }
        return "guessed" + (guessedCountry.map { " for \($0)" } ?? "") + " from your time zone"
    }
}
