import Foundation

/// Numbers and choices read from text — a form, a query string, a command-line option — the one
/// strict way. Swift's own parsers are generous: `Double("0x50")` is 80, `Double("1e2")` is 100,
/// `Double("inf")` is infinite and `Int("+4")` is 4, so a typo or a forged field could become a
/// plausible value (`lower=0x50` saved as 80°). Here a number is plain decimal digits and nothing
/// else, and a choice is one of its exact values; anything else is refused with a message naming the
/// field (issue 38).
public enum StrictInput {
    /// The most digits a whole number may have: more is never a count a person means, and it keeps
    /// every accepted number exact (and far from `Int`'s limits).
    public static let maximumDigits = 15

    /// A whole number in decimal digits, with an optional leading minus; spaces around it are
    /// ignored. Nil for "4.0", "0x10", "+4", "1e2", "٤", "" and anything longer than
    /// ``maximumDigits`` digits.
    public static func whole(_ text: some StringProtocol) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).utf8
        var digits = trimmed[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.count <= maximumDigits,
            digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { return nil }
        let value = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        return negative ? -value : value
    }

    /// A decimal number: digits with an optional leading minus and at most one point with digits on
    /// both sides ("62.5", "-10", "0.5"); spaces around it are ignored. Nil for "0x50", "1e2", "inf",
    /// "nan", ".5", "5.", "1,5". A long one stays a number (refused by its field's range, not misread).
    public static func decimal(_ text: some StringProtocol) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let unsigned = trimmed.hasPrefix("-") ? trimmed.dropFirst() : Substring(trimmed)
        let parts = unsigned.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
            parts.allSatisfy({
                !$0.isEmpty && $0.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            })
        else { return nil }
        return Double(trimmed).flatMap { $0.isFinite ? $0 : nil }
    }

    /// Whether Swift's own parser would read `text` as a number though ``decimal(_:)`` doesn't
    /// ("0x50", "1e20", "inf"): a number written in a form the app doesn't take, to refuse rather
    /// than keep as words.
    public static func isNumberInAnotherForm(_ text: some StringProtocol) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return decimal(trimmed) == nil && Double(trimmed) != nil
    }

    /// The case of `T` whose raw value is exactly `text` (no trimming, no case folding).
    public static func choice<T: RawRepresentable>(_ text: String, as type: T.Type = T.self) -> T?
    where T.RawValue == String {
        T(rawValue: text)
    }

    // MARK: - With a message

    /// ``whole(_:)``, within `range` when given, or an error naming `field`.
    public static func whole(
        _ text: String, field: String, in range: FieldRange<Int>? = nil
    ) throws(InputValueError) -> Int {
        guard let value = whole(text) else {
            throw InputValueError(
                field: field, expected: range.map { "a whole number, \($0.allowed)" } ?? "a whole number, like 4",
                value: text)
        }
        if let range, !range.contains(value) {
            throw InputValueError(field: field, expected: range.allowed, value: text)
        }
        return value
    }

    /// ``decimal(_:)``, within `range` when given, or an error naming `field`.
    public static func decimal(
        _ text: String, field: String, in range: FieldRange<Double>? = nil
    ) throws(InputValueError) -> Double {
        guard let value = decimal(text) else {
            throw InputValueError(
                field: field, expected: range.map { "a number, \($0.allowed)" } ?? "a number, like 12.5", value: text)
        }
        if let range, !range.contains(value) {
            throw InputValueError(field: field, expected: range.allowed, value: text)
        }
        return value
    }

    /// ``choice(_:as:)``, or an error naming `field` and listing the values it takes.
    public static func choice<T: RawRepresentable & CaseIterable>(
        _ text: String, field: String, as type: T.Type = T.self
    ) throws(InputValueError) -> T where T.RawValue == String {
        guard let value = T(rawValue: text) else {
            throw InputValueError(
                field: field, expected: "one of \(T.allCases.map(\.rawValue).joined(separator: ", "))", value: text)
        }
        return value
    }
}

/// A value that isn't what its field takes (not a number, not one of the choices): a 400 naming the
/// field, what it takes and what came.
public struct InputValueError: Error, LocalizedError, UserFacingError, Equatable {
    /// The field as the request names it ("weeks", "setBy") or as the person reads it.
    public var field: String
    /// "a whole number, 2 to 12", "one of you, clinician".
    public var expected: String
    /// What came, shortened.
    public var value: String

    public init(field: String, expected: String, value: String) {
        self.field = field
        self.expected = expected
        self.value = String(value.prefix(40))
    }

    public var kind: ErrorKind { .invalid }
    public var code: String { "invalid_value" }
    public var errorDescription: String? { "\(field) must be \(expected) (got “\(value)”)." }
}
