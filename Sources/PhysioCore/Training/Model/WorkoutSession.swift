import Foundation

/// A workout on one day of the plan: a title and its exercises in the order they are done.
public struct WorkoutSession: Identifiable, Codable, Sendable, Hashable {
    public var id: UUID
    public var date: LocalDate
    public var title: String
    public var exercises: [ExercisePlan]
    /// When the person marked it done; nil while it is still to do.
    public var doneAt: Date?

    public init(id: UUID, date: LocalDate, title: String, exercises: [ExercisePlan] = [], doneAt: Date? = nil) {
        self.id = id
        self.date = date
        self.title = title
        self.exercises = exercises
        self.doneAt = doneAt
    }

    public var isDone: Bool { doneAt != nil }

    /// Throws the first problem with the title or any exercise.
    public func validate() throws(MesocyclePlan.PlanError) {
        try PlanLimits.checkText(title, field: .workoutTitle, required: true)
        for exercise in exercises { try exercise.validate() }
    }
}

extension WorkoutSession {
    /// As the synthesized encoding, with the id in lower case (`AppPath.id`); decoding reads either case.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(AppPath.id(id), forKey: .id)
        try container.encode(date, forKey: .date)
        try container.encode(title, forKey: .title)
        try container.encode(exercises, forKey: .exercises)
        try container.encodeIfPresent(doneAt, forKey: .doneAt)
    }
}
