import Foundation

/// The number the coach tells a person to call in an emergency: 999, 911, 112, 000… It is a setting,
/// first guessed from the time zone (only a guess: the person checks it on the coach page).
public struct EmergencyNumber: Sendable, Hashable, CustomStringConvertible {
    /// Digits only, 2 to 6 of them.
    public let digits: String

    public var description: String { digits }

    /// Checks what a person typed: spaces and dashes are ignored, then 2–6 digits.
    public init(validating text: String) throws(Problem) {
        let digits = text.filter { !$0.isWhitespace && $0 != "-" }
        guard (2...6).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw .notANumber
        }
        self.digits = digits
    }

    init(known digits: String) { self.digits = digits }

    /// 112: reaches emergency services from any mobile phone in the EU and many other countries.
    public static let international = EmergencyNumber(known: "112")

    /// Common numbers, for the settings form's hint.
    public static let examples = ["999 (UK)", "911 (US, Canada)", "112 (EU, most mobiles)", "000 (Australia)", "111 (New Zealand)"]

    /// A first guess from the time zone: the ambulance number of the zone's country
    /// (``CountryContacts``), else 112.
    public static func likely(for timeZone: TimeZone) -> EmergencyNumber {
        CountryContacts.likely(for: timeZone).map { EmergencyNumber(known: $0.emergency) } ?? international
    }

    /// Why a typed number was refused.
    public enum Problem: Error, LocalizedError, Hashable, Sendable {
        /// Not 2 to 6 digits.
        case notANumber

        public var errorDescription: String? {
            "Type the number you would dial for an ambulance, 2 to 6 digits — for example 999, 911, 112 or 000."
        }
    }
}

extension EmergencyNumber.Problem: UserFacingError {
    public var kind: ErrorKind { .invalid }
    public var code: String { "invalid_emergency_number" }
}
