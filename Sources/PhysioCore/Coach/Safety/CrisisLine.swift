import Foundation

/// The line the coach names beside the emergency number when a message speaks of suicide, self-harm
/// or an overdose: 988 in the US and Canada, Samaritans 116 123 in the UK and Ireland… A setting next
/// to the emergency number, first guessed from the time zone (``CountryContacts``).
public struct CrisisLine: Sendable, Hashable {
    /// Digits only, 2 to 15 of them (what a phone dials; `tel:` links use them).
    public let digits: String
    /// The service's name when the number is one of the table's ("Samaritans"); nil for one typed in.
    public let name: String?
    /// The number as the service writes it ("116 123", "13 11 14"); the digits for one typed in.
    public let display: String

    /// Checks what a person typed: spaces, dashes, dots and brackets are ignored, then 2–15 digits.
    /// A number that is one of the table's takes its name and spelling.
    public init(validating text: String) throws(Problem) {
        let digits = text.filter { !$0.isWhitespace && !"-.()".contains($0) }
        guard (2...15).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { throw .notANumber }
        if let known = CountryContacts.all.lazy.compactMap(\.crisisLine).first(where: { $0.digits == digits }) {
            self = known
        } else {
            self.init(digits: digits, name: nil, display: digits)
        }
    }

    init(known display: String, name: String) {
        self.init(digits: display.filter(\.isNumber), name: name, display: display)
    }

    private init(digits: String, name: String?, display: String) {
        self.digits = digits
        self.name = name
        self.display = display
    }

    /// "Samaritans on 116 123", or "your crisis line on 0800 000 000" for one typed in.
    public var phrase: String { "\(name ?? "your crisis line") on \(display)" }

    /// The country's line for `timeZone`, or nil where the table has none.
    public static func likely(for timeZone: TimeZone) -> CrisisLine? {
        CountryContacts.likely(for: timeZone)?.crisisLine
    }

    /// Why a typed number was refused.
    public enum Problem: Error, LocalizedError, Hashable, Sendable {
        /// Not 2 to 15 digits.
        case notANumber

        public var errorDescription: String? {
            "Type the crisis line’s phone number, 2 to 15 digits — for example 988 or 116 123."
        }
    }
}

extension CrisisLine.Problem: UserFacingError {
    public var kind: ErrorKind { .invalid }
    public var code: String { "invalid_crisis_line" }
}
