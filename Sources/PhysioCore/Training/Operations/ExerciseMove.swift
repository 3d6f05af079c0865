import Foundation

/// What a move of an exercise changed, so a store can write just those rows and a page can say so.
public struct ExerciseMove: Equatable, Sendable {
    public var exerciseID: UUID
    public var fromWorkoutID: UUID
    public var toWorkoutID: UUID
    /// True when the target day had no workout and one was created for the exercise.
    public var createdWorkout: Bool
    /// The source workout, when the move emptied it and it was removed.
    public var removedWorkoutID: UUID?
    /// Sets to do before and after the move; they differ when it crosses into or out of a deload week.
    public var setsBefore: Int
    public var setsAfter: Int
    /// False when the exercise was dropped back where it was, so there is nothing to save.
    public var changedPlan: Bool
}
