/// How many repetitions a set asks for: one number ("10") or a range ("8–12").
public struct RepRange: Codable, Sendable, Hashable {
    public var lower: Int
    public var upper: Int

    /// Limits a form accepts; beyond 100 reps a set is no longer strength training.
    public static let allowed = 1...100

    public init(_ lower: Int, _ upper: Int) {
        self.lower = min(lower, upper)
        self.upper = max(lower, upper)
    }

    public init(exactly reps: Int) { self.init(reps, reps) }

    /// Parses "10", "8-12" or "8–12" (en dash), with optional spaces; nil for anything else.
    public init?(parsing text: String) {
        let trimmed = text.trimmingWhitespace()
        let parts = trimmed.split(whereSeparator: { $0 == "-" || $0 == "–" }).map { $0.trimmingWhitespace() }
        let numbers = parts.compactMap { StrictInput.whole($0) }
        guard numbers.count == parts.count, !trimmed.hasSuffix("-"), !trimmed.hasPrefix("-") else { return nil }
        switch numbers.count {
        case 1: self.init(exactly: numbers[0])
        case 2: self.init(numbers[0], numbers[1])
        default: return nil
        }
    }

    /// "10" or "8–12".
    public var label: String { lower == upper ? "\(lower)" : "\(lower)–\(upper)" }

    /// True when both ends lie in `allowed`.
    public var isAllowed: Bool { Self.allowed.contains(lower) && Self.allowed.contains(upper) }
}
