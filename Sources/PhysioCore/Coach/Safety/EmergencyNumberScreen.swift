import Foundation

/// The emergency-number form: the number in use, whether it is only the time zone's guess, and an error.
public struct EmergencyNumberScreen: Sendable, Hashable {
    /// What the field shows: the saved number, the guess, or what was typed after an error.
    public var value: String
    /// True while the person hasn't saved a number of their own.
    public var isGuess: Bool
    public var error: String?
    public let examples = EmergencyNumber.examples.joined(separator: " · ")

    public init(number: EmergencyNumber, isGuess: Bool, typed: String? = nil, error: String? = nil) {
        value = typed ?? number.digits
        self.isGuess = isGuess
        self.error = error
    }

    /// "Emergencies: 999", for the coach page's summary line.
    public var summary: String { "Emergency number: \(value)" + (isGuess ? " (a guess from your time zone — check it)" : "") }
}
