import Foundation

/// How long a text is, counted one way everywhere: in Unicode scalars (code points), the unit of
/// SQLite's `length()` that every `CHECK` in the schema counts in.
///
/// Swift's `String.count` counts characters as a person sees them (grapheme clusters): one letter
/// with 300 combining marks, or 300 family emoji, is short there and long in the database, so a text
/// the app let through failed the database's check (a 500, and a lost form; issue 38). Every length
/// limit on text is checked with ``of(_:)`` instead; a scalar count is never below the grapheme
/// count, so nothing a person types normally is refused sooner than before, and a browser's
/// `maxlength` (UTF-16 code units, never below the scalar count) refuses no less than the server.
public enum TextLength {
    /// The text's length in the database's unit.
    public static func of(_ text: some StringProtocol) -> Int { text.unicodeScalars.count }

    /// Whether `text` is at most `limit` long in the database's unit.
    public static func fits(_ text: some StringProtocol, in limit: Int) -> Bool {
        // Stops counting past the limit: a refused megabyte of marks costs no more than the limit.
        var count = 0
        for _ in text.unicodeScalars {
            count += 1
            if count > limit { return false }
        }
        return true
    }

    /// Said after a limit when the text looks shorter than it counts ("… (accents and emoji made of
    /// several parts count each part)"), empty otherwise.
    public static func partsNote(_ text: some StringProtocol) -> String {
        text.count == of(text) ? "" : " (letters with added marks and emoji made of several parts count each part)"
    }
}

extension FieldRange where Value == Int {
    /// Checks a text's length in ``TextLength`` units against this range of lengths.
    public func checkText(_ text: some StringProtocol, field: String? = nil) throws(ValueRangeError) {
        let length = TextLength.of(text)
        guard contains(length) else {
            throw ValueRangeError(
                field: field ?? name, allowed: allowed,
                value: "\(length) \(unit.isEmpty ? "characters" : unit)\(TextLength.partsNote(text))", shorten: false)
        }
    }
}
