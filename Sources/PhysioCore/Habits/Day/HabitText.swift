import Foundation

/// Cleans free text typed by a person before it is kept: the one place that decides what a habit
/// text field accepts, so every section and the craving note agree.
enum HabitText {
    /// Trims the ends, turns Windows line breaks into `\n` and (for one-line fields) folds line
    /// breaks into spaces, because a pasted line break in a one-line field is never intended.
    /// Returns nil when the text holds control characters other than line breaks and tabs.
    static func cleaned(_ text: String, multiline: Bool) -> String? {
        var text = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        if !multiline { text = text.replacingOccurrences(of: "\n", with: " ") }
        let allowed: Set<Unicode.Scalar> = ["\n", "\t"]
        let hasControl = text.unicodeScalars.contains {
            $0.properties.generalCategory == .control && !allowed.contains($0)
        }
        return hasControl ? nil : text.trimmingWhitespace()
    }
}

/// A limit on one free-text field: its person-facing name (for error messages), its maximum length
/// in characters (shared with the page's `maxlength`) and whether it may span lines.
public struct HabitTextField: Sendable, Hashable {
    public let name: String
    public let maxLength: Int
    public let isMultiline: Bool

    public init(name: String, maxLength: Int, isMultiline: Bool) {
        self.name = name
        self.maxLength = maxLength
        self.isMultiline = isMultiline
    }

    /// The cleaned text, or a `DayEntry.ValidationError` naming this field.
    func clean(_ text: String) throws(DayEntry.ValidationError) -> String {
        guard let cleaned = HabitText.cleaned(text, multiline: isMultiline) else {
            throw .unsupportedCharacters(field: name)
        }
        guard TextLength.fits(cleaned, in: maxLength) else {
            throw .textTooLong(field: name, limit: maxLength)
        }
        return cleaned
    }
}

extension HabitTextField {
    public static let nightPrepOther = HabitTextField(name: "Other (Night Prep)", maxLength: 200, isMultiline: false)
    public static let myWhy = HabitTextField(name: "My why", maxLength: 300, isMultiline: true)
    public static let challengeOther = HabitTextField(name: "Other challenge", maxLength: 120, isMultiline: false)
    public static let swap = HabitTextField(name: "My swap", maxLength: 160, isMultiline: false)
    public static let willDo = HabitTextField(name: "Today I will", maxLength: 160, isMultiline: false)
    public static let insteadOf = HabitTextField(name: "Instead of", maxLength: 160, isMultiline: false)
    public static let feeling = HabitTextField(name: "How I feel about it", maxLength: 500, isMultiline: true)
    public static let gotInTheWay = HabitTextField(name: "What got in the way", maxLength: 500, isMultiline: true)
}
