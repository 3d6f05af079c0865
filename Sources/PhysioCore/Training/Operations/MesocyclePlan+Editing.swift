import Foundation

/// Editing a plan's name, workouts and exercises. Every edit validates first and changes nothing
/// when it throws. Done workouts are history: exercises can't be added to or removed from them,
/// though their texts can still be corrected.
extension MesocyclePlan {
    /// Renames the plan.
    public mutating func rename(_ newName: String) throws(PlanError) {
        try PlanLimits.checkText(newName, field: .planName, required: true)
        name = newName.trimmingWhitespace()
    }

    /// Adds a workout on a free day of the plan.
    public mutating func addWorkout(_ workout: WorkoutSession) throws(PlanError) {
        try workout.validate()
        try checkInside(workout.date)
        if self.workout(on: workout.date) != nil { throw .dayAlreadyHasWorkout(workout.date) }
        var ids = allIDs
        for newID in [workout.id] + workout.exercises.map(\.id) {
            guard ids.insert(newID).inserted else { throw .duplicateID(newID) }
        }
        workouts.append(workout)
        sortWorkouts()
    }

    /// Retitles a workout.
    public mutating func retitleWorkout(_ id: UUID, to title: String) throws(PlanError) {
        try PlanLimits.checkText(title, field: .workoutTitle, required: true)
        let index = try workoutIndex(id)
        workouts[index].title = title.trimmingWhitespace()
    }

    /// Deletes a workout and its exercises; returns what was removed.
    @discardableResult
    public mutating func removeWorkout(_ id: UUID) throws(PlanError) -> WorkoutSession {
        let index = try workoutIndex(id)
        return workouts.remove(at: index)
    }

    /// Adds an exercise to a workout at `position` (clamped; nil appends).
    public mutating func addExercise(_ exercise: ExercisePlan, toWorkout workoutID: UUID, at position: Int? = nil) throws(PlanError) {
        try exercise.validate()
        let index = try workoutIndex(workoutID)
        try checkNotDone(workouts[index])
        guard !allIDs.contains(exercise.id) else { throw .duplicateID(exercise.id) }
        workouts[index].exercises.insert(exercise, clampedAt: position)
    }

    /// Replaces the exercise with the same id, keeping its place.
    public mutating func updateExercise(_ exercise: ExercisePlan) throws(PlanError) {
        try exercise.validate()
        let at = try exerciseIndex(exercise.id)
        workouts[at.workout].exercises[at.exercise] = exercise
    }

    /// Deletes an exercise; its workout stays, even when empty, so the person can refill it.
    @discardableResult
    public mutating func removeExercise(_ id: UUID) throws(PlanError) -> ExercisePlan {
        let at = try exerciseIndex(id)
        try checkNotDone(workouts[at.workout])
        return workouts[at.workout].exercises.remove(at: at.exercise)
    }
}
