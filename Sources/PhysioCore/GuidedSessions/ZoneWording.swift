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

    /// The wording for a movement that goes `direction` (+1 bending towards a higher angle, −1 towards
    /// a lower one, see ``MotionGoal/direction``): short of a target that lies below rest is "↓".
    public init(_ zone: AngleZone, direction: Double) {
        if zone == .below, direction < 0 {
            self.init(key: "below", symbol: "↓", words: "Short of target")
        } else {
            self.init(zone)
        }
    }

    /// All three, in order, for legends.
    public static let legend = AngleZone.allCases.map(ZoneWording.init)

    /// The legend for a movement going `direction`.
    public static func legend(direction: Double) -> [ZoneWording] {
        AngleZone.allCases.map { ZoneWording($0, direction: direction) }
    }
}

/// What the live page says while the joint is short of the target: which way to move, in words and an
/// arrow that point the same way. A movement whose target lies below its rest angle (seated knee
/// extension, 0–10° from 90°) must straighten: "↓ Straighten more", never "↑ below target".
public struct ShortOfTargetWording: Sendable, Hashable {
    public var symbol: String
    /// The badge text.
    public var words: String
    /// What a screen reader hears when the zone changes.
    public var short: String

    public init(goal: MotionGoal) {
        guard goal.direction < 0 else {
            self.init(symbol: "↑", words: "Below target — keep going", short: "Below target")
            return
        }
        switch goal.movement {
        case .kneeFlexion, .hipFlexion, .elbowFlexion, .trunkFlexion:
            self.init(symbol: "↓", words: "Straighten more", short: "Straighten more")
        case .shoulderAbduction, .wristExtension, .ankleDorsiflexion:
            self.init(symbol: "↓", words: "Keep going — lower", short: "Lower more")
        }
    }

    init(symbol: String, words: String, short: String) {
        self.symbol = symbol
        self.words = words
        self.short = short
    }
}

/// Number wording shared by the session pages.
enum SessionFormat {
    /// "88°" (whole degrees: finer precision would be false for a home sensor).
    static func degrees(_ value: Double?) -> String {
        guard let value, value.isFinite, abs(value) < 100_000 else { return "—" }
        return "\(Int(clamping: value))°"
    }

    /// "42 s" under a minute, "2 min 05 s" above.
    static func seconds(_ value: Double) -> String {
        let whole = Int(min(max(0, value.isFinite ? value : 0), 1e9).rounded())
        guard whole >= 60 else { return "\(whole) s" }
        let rest = whole % 60
        return "\(whole / 60) min" + (rest > 0 ? " " + (rest < 10 ? "0" : "") + "\(rest) s" : "")
    }

    /// "once", "twice", "3 times".
    static func times(_ count: Int) -> String { count == 1 ? "once" : count == 2 ? "twice" : "\(count) times" }
}
