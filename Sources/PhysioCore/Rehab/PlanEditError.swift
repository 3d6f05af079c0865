import Foundation

/// Why a change to a plan's exercises was refused.
public enum PlanEditError: Error, Equatable, LocalizedError, UserFacingError {
    /// The exercise isn't (any more) part of the plan.
    case exerciseNotInPlan
    /// The exercise is already part of the plan.
    case exerciseAlreadyInPlan
    /// The library has no exercise with this id.
    case unknownExercise
    /// A plan keeps at least one exercise.
    case lastExercise

    public var errorDescription: String? {
        switch self {
        case .exerciseNotInPlan: "That exercise isn't part of this plan any more."
        case .exerciseAlreadyInPlan: "That exercise is already in this plan."
        case .unknownExercise: "That exercise isn't in the library. Pick one from the list."
        case .lastExercise:
            "A plan needs at least one exercise. Add another before removing this one, or delete the plan."
        }
    }

    public var kind: ErrorKind {
        switch self {
        case .exerciseNotInPlan: .notFound
        case .exerciseAlreadyInPlan, .lastExercise: .conflict
        case .unknownExercise: .invalid
        }
    }

    public var code: String {
        switch self {
        case .exerciseNotInPlan: "exercise_not_in_plan"
        case .exerciseAlreadyInPlan: "exercise_already_in_plan"
        case .unknownExercise: "unknown_exercise"
        case .lastExercise: "last_exercise"
        }
    }
}
