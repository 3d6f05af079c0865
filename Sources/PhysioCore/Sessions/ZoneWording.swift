/// How each zone is shown: never colour alone, always a symbol and words with it.
public struct ZoneWording: Sendable, Hashable {
    /// The CSS class suffix: `below`, `in`, `beyond` (orange, green, red).
    public var key: String
    /// A symbol that reads without colour.
    public var symbol: String
    /// Short words for the live page and the bars' labels.
    public var words: String

    public init(_ zone: AngleZone) {
        switch zone {
        case .below: self.init(key: "below", symbol: "↑", words: "Below target")
        case .inTarget: self.init(key: "in", symbol: "✓", words: "In target")
        case .beyond: self.init(key: "beyond", symbol: "!", words: "Past target")
        }
    }

    init(key: String, symbol: String, words: String) {
        self.key = key
        self.symbol = symbol
        self.words = words
    }

    /// All three, in order, for legends.
    public static let legend = AngleZone.allCases.map(ZoneWording.init)
}

/// Number wording shared by the session pages.
enum SessionFormat {
    /// "88°" (whole degrees: finer precision would be false for a home sensor).
    static func degrees(_ value: Double?) -> String {
        guard let value, value.isFinite, abs(value) < 100_000 else { return "—" }
        return "\(Int(value.rounded()))°"
    }

    /// "42 s" under a minute, "2 min 05 s" above.
    static func seconds(_ value: Double) -> String {
        let whole = Int(min(max(0, value.isFinite ? value : 0), 1e9).rounded())
        guard whole >= 60 else { return "\(whole) s" }
        let rest = whole % 60
        return "\(whole / 60) min" + (rest > 0 ? " " + (rest < 10 ? "0" : "") + "\(rest) s" : "")
    }
}
