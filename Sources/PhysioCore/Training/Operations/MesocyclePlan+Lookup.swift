import Foundation

// Index lookups that throw the planner's errors, shared by the operations.
extension MesocyclePlan {
    func workoutIndex(_ id: UUID) throws(PlanError) -> Int {
        guard let index = workouts.firstIndex(where: { $0.id == id }) else { throw .workoutNotFound(id) }
        return index
    }

    func exerciseIndex(_ id: UUID) throws(PlanError) -> (workout: Int, exercise: Int) {
        for (w, workout) in workouts.enumerated() {
            if let e = workout.exercises.firstIndex(where: { $0.id == id }) { return (w, e) }
        }
        throw .exerciseNotFound(id)
    }

    func checkInside(_ day: LocalDate) throws(PlanError) {
        guard contains(day) else { throw .dayOutsidePlan(day, start: startDate, end: endDate) }
    }

    func checkNotDone(_ workout: WorkoutSession) throws(PlanError) {
        guard !workout.isDone else { throw .workoutIsDone(title: workout.title) }
    }

    /// Every id in use: the plan's, its workouts' and their exercises'.
    var allIDs: Set<UUID> {
        var ids: Set<UUID> = [id]
        for workout in workouts {
            ids.insert(workout.id)
            for exercise in workout.exercises { ids.insert(exercise.id) }
        }
        return ids
    }

    mutating func sortWorkouts() {
        workouts.sort { $0.date < $1.date }
    }
}

extension Array {
    /// Inserts at `position` clamped to the array's bounds, or appends when nil, as a drop does.
    mutating func insert(_ element: Element, clampedAt position: Int?) {
        let index = position.map { Swift.min(Swift.max($0, 0), count) } ?? count
        insert(element, at: index)
    }
}
