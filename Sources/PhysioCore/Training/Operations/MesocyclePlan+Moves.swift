import Foundation

extension MesocyclePlan {
    /// Moves an exercise to `day`: into that day's workout at `position` (clamped; nil appends), or
    /// into a new workout titled after the exercise when the day is free.
    ///
    /// The exercise keeps its base sets, so the sets to do follow the target week: halved in a
    /// deload week and restored when it leaves one. A workout emptied by the move is removed (its
    /// day becomes a rest day). On the exercise's own day, a `position` reorders it within its
    /// workout and no position changes nothing. Done workouts can't give or receive exercises.
    /// `newWorkoutID` is called only when a workout has to be created.
    @discardableResult
    public mutating func moveExercise(
        _ exerciseID: UUID, to day: LocalDate, at position: Int? = nil, newWorkoutID: () -> UUID
    ) throws(PlanError) -> ExerciseMove {
        let at = try exerciseIndex(exerciseID)
        try checkInside(day)
        let source = workouts[at.workout]
        try checkNotDone(source)
        let exercise = source.exercises[at.exercise]
        let setsBefore = effectiveSets(of: exercise, on: source.date)

        if source.date == day {
            if let position {
                workouts[at.workout].exercises.remove(at: at.exercise)
                workouts[at.workout].exercises.insert(exercise, clampedAt: position)
            }
            let changed = workouts[at.workout].exercises != source.exercises
            return ExerciseMove(
                exerciseID: exerciseID, fromWorkoutID: source.id, toWorkoutID: source.id, createdWorkout: false,
                removedWorkoutID: nil, setsBefore: setsBefore, setsAfter: setsBefore, changedPlan: changed)
        }

        var updated = self
        let targetID: UUID
        let created: Bool
        if let target = workout(on: day) {
            try checkNotDone(target)
            targetID = target.id
            created = false
            let targetIndex = try updated.workoutIndex(targetID)
            updated.workouts[targetIndex].exercises.insert(exercise, clampedAt: position)
        } else {
            targetID = newWorkoutID()
            created = true
            guard !allIDs.contains(targetID) else { throw .duplicateID(targetID) }
            // Appended, so the source's index stays valid for the removal below.
            updated.workouts.append(WorkoutSession(id: targetID, date: day, title: exercise.name, exercises: [exercise]))
        }
        updated.workouts[at.workout].exercises.remove(at: at.exercise)
        let emptied = updated.workouts[at.workout].exercises.isEmpty
        if emptied { updated.workouts.remove(at: at.workout) }
        updated.sortWorkouts()
        self = updated
        return ExerciseMove(
            exerciseID: exerciseID, fromWorkoutID: source.id, toWorkoutID: targetID,
            createdWorkout: created,
            removedWorkoutID: emptied ? source.id : nil,
            setsBefore: setsBefore, setsAfter: effectiveSets(of: exercise, on: day), changedPlan: true)
    }
}
