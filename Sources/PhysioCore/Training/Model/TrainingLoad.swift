import Foundation

/// What to lift: nothing stated, a weight in kilograms, or free text ("RPE 8", "bodyweight", "red band").
public enum TrainingLoad: Sendable, Hashable {
    case unspecified
    case kilograms(Double)
    case text(String)

    /// Heaviest load a form accepts, in kg; anything above is a typo.
    public static let maximumKilograms = 1000.0

    /// Parses a form field: empty → unspecified; "60", "60 kg", "62,5kg" → kilograms; else text.
    public init(parsing input: String) {
        let trimmed = input.trimmingWhitespace()
        if trimmed.isEmpty {
            self = .unspecified
            return
        }
        var number = trimmed.lowercased()
        if number.hasSuffix("kg") { number = String(number.dropLast(2)).trimmingWhitespace() }
        number = number.replacingOccurrences(of: ",", with: ".")
        if let kg = StrictInput.decimal(number) {
            self = .kilograms(kg)
        } else {
            self = .text(trimmed)
        }
    }

    /// "60 kg", "62.5 kg", the text itself, or "" when unspecified.
    public var label: String {
        switch self {
        case .unspecified: ""
        case .kilograms(let kg): "\(TrainingLoad.format(kg)) kg"
        case .text(let text): text
        }
    }

    /// "60" for whole numbers, "62.5" otherwise (one decimal is as fine as plates go).
    static func format(_ kg: Double) -> String {
        ValueText.number(kg)
    }
}

// A keyed form ({"kg": 60} / {"text": "RPE 8"} / {}) so stored JSON stays readable and stable.
extension TrainingLoad: Codable {
    private enum CodingKeys: String, CodingKey { case kg, text }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let kg = try container.decodeIfPresent(Double.self, forKey: .kg) {
            self = .kilograms(kg)
        } else if let text = try container.decodeIfPresent(String.self, forKey: .text) {
            self = .text(text)
        } else {
            self = .unspecified
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .unspecified: break
        case .kilograms(let kg): try container.encode(kg, forKey: .kg)
        case .text(let text): try container.encode(text, forKey: .text)
        }
    }
}
