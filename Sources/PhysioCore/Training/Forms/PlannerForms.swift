import Foundation

/// The planner's small forms as sent. Each type's coding keys are the field names its view prints.

/// A workout's title: a new workout on a day, or a new title for one.
public struct WorkoutTitleForm: Decodable, Sendable {
    public enum CodingKeys: String, CodingKey, CaseIterable { case title }

    public var title: String
}

/// The day a workout or an exercise moves to ("2026-03-12"), checked by the route.
public struct MoveDayForm: Decodable, Sendable {
    public enum CodingKeys: String, CodingKey, CaseIterable { case day }

    public var day: String?

    /// The day chosen, or nil when none (or not a day) was sent.
    public var date: LocalDate? { day.flatMap(LocalDate.init(iso:)) }
}

/// Which planner page a form was sent from (the week view or a day's page), so the answer goes back there.
public struct PlannerReturnForm: Decodable, Sendable {
    public enum CodingKeys: String, CodingKey, CaseIterable { case from }

    public var from: MoveConfirmation.Place?
}

extension MoveConfirmation.Place: Decodable, FormChoice {}

/// A plan's settings: its name and which weeks are deload weeks.
public struct PlannerSettingsForm: Decodable, Sendable {
    public enum CodingKeys: String, CodingKey, CaseIterable { case name, deload }

    public var name: String
    /// The ticked weeks as sent, each a week number of the plan ("4"); the route checks them, so a
    /// refusal shows on the settings page with what was typed.
    public var deload: [String]
}
