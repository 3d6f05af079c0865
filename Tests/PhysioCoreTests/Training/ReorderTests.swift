import Foundation
import PhysioCore
import Testing
import TestSupport

@Suite struct ReorderTests {
    typealias F = TrainingFixtures

    @Test func reorderKeepsTheTrainingDaysAndMovesWorkoutsBetweenThem() throws {
        var plan = F.twoWeekPlan()
        let changes = try plan.reorderUpcomingWorkouts([F.deloadPushID, F.pushID, F.legsID], from: F.start)
        #expect(plan.workouts.map(\.id) == [F.deloadPushID, F.pushID, F.legsID])
        #expect(plan.workouts.map(\.date) == [F.start, F.start.adding(days: 2), F.start.adding(days: 7)])
        #expect(changes.count == 3)
        #expect(changes.first == WorkoutDateChange(workoutID: F.deloadPushID, from: F.start.adding(days: 7), to: F.start))
    }

    @Test func reorderedWorkoutsTakeTheSetsOfTheirNewWeek() throws {
        var plan = F.twoWeekPlan()
        // Leg Day lands in the deload week: squat 5 → 3, calf 1 → 1.
        try plan.reorderUpcomingWorkouts([F.pushID, F.deloadPushID, F.legsID], from: F.start)
        #expect(plan.workout(id: F.legsID)?.date == F.start.adding(days: 7))
        #expect(plan.volume(on: F.start.adding(days: 7)).totalSets == 4)
        #expect(plan.volume(on: F.start.adding(days: 2)).totalSets == 4)
    }

    @Test func doneAndPastWorkoutsAreNotUpcoming() throws {
        var plan = F.twoWeekPlan()
        try plan.markWorkoutDone(F.legsID, at: F.instant(hour: 7, minute: 0, in: F.utc))
        #expect(plan.upcomingWorkouts(from: F.start).map(\.id) == [F.pushID, F.deloadPushID])
        #expect(plan.upcomingWorkouts(from: F.start.adding(days: 1)).map(\.id) == [F.deloadPushID])
        let changes = try plan.reorderUpcomingWorkouts([F.deloadPushID], from: F.start.adding(days: 1))
        #expect(changes.isEmpty)
    }

    @Test func anOrderThatIsNotAPermutationIsRefused() {
        var plan = F.twoWeekPlan()
        #expect(throws: MesocyclePlan.PlanError.reorderMismatch(expected: 3, given: 2)) {
            try plan.reorderUpcomingWorkouts([F.pushID, F.legsID], from: F.start)
        }
        #expect(throws: MesocyclePlan.PlanError.reorderMismatch(expected: 3, given: 3)) {
            try plan.reorderUpcomingWorkouts([F.pushID, F.pushID, F.legsID], from: F.start)
        }
        #expect(throws: MesocyclePlan.PlanError.reorderMismatch(expected: 2, given: 3)) {
            try plan.reorderUpcomingWorkouts([F.pushID, F.legsID, F.deloadPushID], from: F.start.adding(days: 1))
        }
        #expect(plan == F.twoWeekPlan())
    }

    @Test func reschedulingOntoABusyDaySwapsTheTwoWorkouts() throws {
        var plan = F.twoWeekPlan()
        let changes = try plan.rescheduleWorkout(F.pushID, to: F.start.adding(days: 2))
        #expect(changes.count == 2)
        #expect(plan.workout(on: F.start)?.id == F.legsID)
        #expect(plan.workout(on: F.start.adding(days: 2))?.id == F.pushID)
        try plan.validate()
    }

    @Test func reschedulingOntoAFreeDayOnlyMovesThatWorkout() throws {
        var plan = F.twoWeekPlan()
        let friday = F.start.adding(days: 4)
        let changes = try plan.rescheduleWorkout(F.legsID, to: friday)
        #expect(changes == [WorkoutDateChange(workoutID: F.legsID, from: F.start.adding(days: 2), to: friday)])
        #expect(plan.workout(on: F.start.adding(days: 2)) == nil)
    }

    @Test func reschedulingADoneWorkoutOrOntoOneIsRefused() throws {
        var plan = F.twoWeekPlan()
        try plan.markWorkoutDone(F.pushID, at: F.instant(hour: 7, minute: 0, in: F.utc))
        #expect(throws: MesocyclePlan.PlanError.workoutIsDone(title: "Push Day")) {
            try plan.rescheduleWorkout(F.pushID, to: F.start.adding(days: 1))
        }
        #expect(throws: MesocyclePlan.PlanError.workoutIsDone(title: "Push Day")) {
            try plan.rescheduleWorkout(F.legsID, to: F.start)
        }
        #expect(throws: MesocyclePlan.PlanError.self) {
            try plan.rescheduleWorkout(F.legsID, to: F.start.adding(days: 20))
        }
    }
}
