extension MesocyclePlan.PlanError: UserFacingError {
    /// Missing things are 404s, clashes with the plan's state 409s, everything else the person's
    /// input to fix.
    public var kind: ErrorKind {
        switch self {
        case .workoutNotFound, .exerciseNotFound, .moveNotFound: .notFound
        case .workoutIsDone, .dayAlreadyHasWorkout, .reorderMismatch, .moveAlreadyUndone, .moveOutdated: .conflict
        default: .invalid
        }
    }

    /// The API's codes (unchanged since the planner shipped).
    public var code: String {
        switch self {
        case .workoutNotFound: "workout_not_found"
        case .exerciseNotFound: "exercise_not_found"
        case .workoutIsDone: "workout_done"
        case .dayAlreadyHasWorkout: "day_taken"
        case .reorderMismatch: "reorder_mismatch"
        case .dayOutsidePlan: "day_outside_plan"
        case .moveNotFound: "move_not_found"
        case .moveAlreadyUndone: "move_already_undone"
        case .moveOutdated: "move_outdated"
        case .outOfRange(let error): error.code
        default: "invalid_input"
        }
    }
}

extension MesocycleFormError: UserFacingError {
    public var kind: ErrorKind { .invalid }
    public var code: String { "invalid_input" }
}
