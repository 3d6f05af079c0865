import Foundation

/// A ready-made weekly split to start a plan from. Every number is an example, not a prescription.
public enum MesocycleTemplate: String, CaseIterable, Codable, Sendable {
    case upperLower = "upper-lower"
    case pushPullLegs = "push-pull-legs"
    case fullBody = "full-body"

    /// The length a template is designed around: three loading weeks and a deload.
    public static let defaultWeekCount = 4
    /// Every this many weeks is a deload (weeks 4, 8, 12 …).
    public static let deloadEvery = 4

    public var displayName: String {
        switch self {
        case .upperLower: "Upper / Lower, 4 days"
        case .pushPullLegs: "Push / Pull / Legs, 3 days"
        case .fullBody: "Full body, 3 days"
        }
    }

    /// One line for the template picker.
    public var summary: String {
        switch self {
        case .upperLower: "Upper body and lower body twice a week each, with a rest day mid-week."
        case .pushPullLegs: "Pushing, pulling and leg days on alternate days."
        case .fullBody: "The whole body three times a week on alternate days."
        }
    }

    /// The training days of each week, by offset from the week's first day.
    var week: [TemplateDay] {
        switch self {
        case .upperLower: TemplateCatalog.upperLower
        case .pushPullLegs: TemplateCatalog.pushPullLegs
        case .fullBody: TemplateCatalog.fullBody
        }
    }

    /// A plan repeating this template's week from `start` for `weekCount` weeks, with every
    /// `deloadEvery`-th week a deload (none in plans shorter than that). `newID` supplies every id
    /// in a fixed order (workouts by date, each followed by its exercises), so tests are repeatable.
    public func makePlan(
        id: UUID, name: String? = nil, startingOn start: LocalDate,
        weekCount: Int = MesocycleTemplate.defaultWeekCount, newID: () -> UUID
    ) throws(MesocyclePlan.PlanError) -> MesocyclePlan {
        guard MesocyclePlan.allowedWeekCounts.contains(weekCount) else { throw .weekCountOutOfRange(weekCount) }
        var workouts: [WorkoutSession] = []
        for weekIndex in 0..<weekCount {
            for day in week {
                let workoutID = newID()
                workouts.append(WorkoutSession(
                    id: workoutID, date: start.adding(days: weekIndex * 7 + day.offset), title: day.title,
                    exercises: day.exercises.map { $0.plan(id: newID()) }))
            }
        }
        let deloads = Array(stride(from: Self.deloadEvery, through: weekCount, by: Self.deloadEvery))
        let plan = MesocyclePlan(
            id: id, name: name ?? displayName, startDate: start, weekCount: weekCount,
            deloadWeeks: deloads, workouts: workouts)
        try plan.validate()
        return plan
    }
}

extension MesocyclePlan {
    /// An empty plan to fill in by hand, validated.
    public static func blank(
        id: UUID, name: String, startingOn start: LocalDate, weekCount: Int, deloadWeeks: [Int] = []
    ) throws(PlanError) -> MesocyclePlan {
        let plan = MesocyclePlan(id: id, name: name.trimmingWhitespace(), startDate: start, weekCount: weekCount, deloadWeeks: deloadWeeks)
        try plan.validate()
        return plan
    }
}

/// A training day of a template week.
struct TemplateDay: Sendable {
    var offset: Int
    var title: String
    var exercises: [TemplateExercise]
}

/// An exercise of a template day, turned into an `ExercisePlan` with a fresh id.
struct TemplateExercise: Sendable {
    var name: String
    var sets: Int
    var reps: RepRange
    var load: String
    var rest: Int
    var group: MuscleGroup?
    var notes: String = ""

    func plan(id: UUID) -> ExercisePlan {
        ExercisePlan(
            id: id, name: name, baseSets: sets, reps: reps, load: TrainingLoad(parsing: load),
            restSeconds: rest, notes: notes, muscleGroup: group)
    }
}
