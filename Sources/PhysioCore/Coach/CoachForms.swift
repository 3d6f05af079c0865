import Foundation

/// The coach pages' forms as sent. Each type's coding keys are the field names its view prints.

/// A message to the coach: typed, or a suggestion tapped (which is what the person meant).
public struct CoachMessageForm: Decodable, Sendable {
    public enum CodingKeys: String, CodingKey, CaseIterable { case text, quick }

    public var text: String?
    public var quick: String?

    /// What the person said: the tapped suggestion, else what they typed.
    public var said: String { quick ?? text ?? "" }
}

/// Which coach answers: the built-in one or a local model server.
public struct CoachSettingsForm: Decodable, Sendable {
    public enum CodingKeys: String, CodingKey, CaseIterable { case kind, baseURL, model }

    public var kind: CoachSettings.Kind?
    public var baseURL: String
    public var model: String

    /// The settings asked for, with surrounding spaces dropped; the built-in coach when none was chosen.
    public var settings: CoachSettings {
        CoachSettings(
            kind: kind ?? .builtIn, baseURL: baseURL.trimmingCharacters(in: .whitespacesAndNewlines),
            model: model.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}

extension CoachSettings.Kind: Decodable, FormChoice {}

/// The emergency number and crisis line the coach gives in a crisis, as typed.
public struct EmergencyNumberInput: Decodable, Sendable {
    public enum CodingKeys: String, CodingKey, CaseIterable { case number, crisisLine }

    /// What fits a phone number field: longer text is cut before it is checked.
    public static let maximumLength = 40

    public var number: String
    public var crisisLine: String

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        number = String(try container.decode(String.self, forKey: .number).prefix(Self.maximumLength))
        crisisLine = String(try container.decode(String.self, forKey: .crisisLine).prefix(Self.maximumLength))
    }
}
