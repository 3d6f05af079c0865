import Foundation
import PhysioCore
import Testing
import TestSupport

@Suite struct CompletionTests {
    typealias F = TrainingFixtures

    @Test func markingDoneRecordsTheFirstTimeOnly() throws {
        var plan = F.twoWeekPlan()
        let first = F.instant(hour: 7, minute: 5, in: F.utc)
        try plan.markWorkoutDone(F.pushID, at: first)
        try plan.markWorkoutDone(F.pushID, at: first.addingTimeInterval(3600))
        #expect(plan.workout(id: F.pushID)?.doneAt == first)
        #expect(plan.workout(id: F.pushID)?.isDone == true)
        #expect(plan.workout(id: F.legsID)?.isDone == false)
    }

    @Test func markingNotDoneClearsTheTime() throws {
        var plan = F.twoWeekPlan()
        try plan.markWorkoutDone(F.pushID, at: F.instant(hour: 7, minute: 5, in: F.utc))
        try plan.markWorkoutNotDone(F.pushID)
        #expect(plan.workout(id: F.pushID)?.doneAt == nil)
    }

    @Test func markingAnUnknownWorkoutIsRefused() {
        var plan = F.twoWeekPlan()
        let ghost = SequentialIDs.uuid(4242)
        #expect(throws: MesocyclePlan.PlanError.workoutNotFound(ghost)) {
            try plan.markWorkoutDone(ghost, at: F.instant(hour: 7, minute: 5, in: F.utc))
        }
    }

    @Test func weekCompletionCountsDoneWorkouts() throws {
        var plan = F.twoWeekPlan()
        #expect(plan.week(1).completion == 0)
        try plan.markWorkoutDone(F.pushID, at: F.instant(hour: 7, minute: 5, in: F.utc))
        #expect(plan.week(1).doneCount == 1)
        #expect(plan.week(1).completion == 0.5)
        #expect(plan.week(2).completion == 0)
    }
}
