import Foundation

extension MesocyclePlan {
    /// Workouts from `today` on that are not done yet, by date: the ones a person may reorder.
    public func upcomingWorkouts(from today: LocalDate) -> [WorkoutSession] {
        workouts.filter { $0.date >= today && !$0.isDone }
    }

    /// Puts the upcoming workouts in a new order without changing which days are training days:
    /// the workout listed first takes the earliest upcoming training day, and so on.
    ///
    /// `order` must list every upcoming workout (see `upcomingWorkouts(from:)`) exactly once.
    /// Exercises keep their base sets; the sets to do follow each workout's new week.
    @discardableResult
    public mutating func reorderUpcomingWorkouts(_ order: [UUID], from today: LocalDate) throws(PlanError) -> [WorkoutDateChange] {
        let upcoming = upcomingWorkouts(from: today)
        guard order.count == upcoming.count, Set(order) == Set(upcoming.map(\.id)) else {
            throw .reorderMismatch(expected: upcoming.count, given: order.count)
        }
        let slots = upcoming.map(\.date)
        var changes: [WorkoutDateChange] = []
        for (id, slot) in zip(order, slots) {
            let index = try workoutIndex(id)
            if workouts[index].date != slot {
                changes.append(WorkoutDateChange(workoutID: id, from: workouts[index].date, to: slot))
                workouts[index].date = slot
            }
        }
        sortWorkouts()
        return changes
    }

    /// Moves a whole workout to `day`; if that day has a workout, the two swap days.
    /// Neither may be done.
    @discardableResult
    public mutating func rescheduleWorkout(_ id: UUID, to day: LocalDate) throws(PlanError) -> [WorkoutDateChange] {
        let index = try workoutIndex(id)
        try checkInside(day)
        let moving = workouts[index]
        try checkNotDone(moving)
        guard moving.date != day else { return [] }
        var changes = [WorkoutDateChange(workoutID: id, from: moving.date, to: day)]
        if let otherIndex = workouts.firstIndex(where: { $0.date == day }) {
            try checkNotDone(workouts[otherIndex])
            changes.append(WorkoutDateChange(workoutID: workouts[otherIndex].id, from: day, to: moving.date))
            workouts[otherIndex].date = moving.date
        }
        workouts[index].date = day
        sortWorkouts()
        return changes
    }
}
