import Foundation

extension MesocyclePlan {
    /// Marks a workout done at `instant`. Marking it again keeps the first time, so a double tap
    /// or a retried request doesn't rewrite history.
    public mutating func markWorkoutDone(_ id: UUID, at instant: Date) throws(PlanError) {
        let index = try workoutIndex(id)
        if workouts[index].doneAt == nil { workouts[index].doneAt = instant }
    }

    /// Marks a workout as still to do.
    public mutating func markWorkoutNotDone(_ id: UUID) throws(PlanError) {
        let index = try workoutIndex(id)
        workouts[index].doneAt = nil
    }
}
