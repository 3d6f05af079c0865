/// The rehab pages' small forms as sent. Each type's coding keys are the field names its view prints,
/// so a renamed field changes in one place (issue 37).

/// The hidden field of a rehab form (mark done, undo, delete) that says which page it was sent from:
/// the answer goes back there, Home unless it was the Schedule.
public struct RehabReturnForm: Decodable, Sendable {
    public enum CodingKeys: String, CodingKey, CaseIterable { case from }

    public var from: String?

    /// Home or the Schedule; anything else sent is Home.
    public var path: AppPath { .rehabReturn(from) }
}

/// "Create plan" at the end of triage.
public struct PlanSetupForm: Decodable, Sendable {
    public enum CodingKeys: String, CodingKey, CaseIterable { case condition, name, times = "time" }

    public var condition: String?
    public var name: String
    /// The session times as typed ("08:30"), empty ones dropped, in the order shown.
    public var times: [String]

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        condition = try container.decodeIfPresent(String.self, forKey: .condition)
        name = try container.decode(String.self, forKey: .name)
        times = try PlanTimesForm.times(container.decode([String].self, forKey: .times))
    }
}

/// A plan's session times, changed on their own page.
public struct PlanTimesForm: Decodable, Sendable {
    public enum CodingKeys: String, CodingKey, CaseIterable { case times = "time" }

    public var times: [String]

    public init(from decoder: any Decoder) throws {
        times = try Self.times(decoder.container(keyedBy: CodingKeys.self).decode([String].self, forKey: .times))
    }

    static func times(_ typed: [String]) -> [String] {
        typed.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}

/// "Add to plan" in the plan editor: a library exercise's id.
public struct AddExerciseForm: Decodable, Sendable {
    public enum CodingKeys: String, CodingKey, CaseIterable { case exercise }

    public var exercise: String
}

/// The first-launch tour's last step: where to go next (triage, or home).
public struct OnboardingForm: Decodable, Sendable {
    public enum CodingKeys: String, CodingKey, CaseIterable { case next }

    public var next: String?
}
