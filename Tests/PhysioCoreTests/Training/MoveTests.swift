import Foundation
import PhysioCore
import Testing
import TestSupport

@Suite struct MoveTests {
    typealias F = TrainingFixtures
    let wednesday = TrainingFixtures.start.adding(days: 2)
    let thursday = TrainingFixtures.start.adding(days: 3)
    let deloadMonday = TrainingFixtures.start.adding(days: 7)
    let deloadFriday = TrainingFixtures.start.adding(days: 11)

    @Test func movingIntoAnExistingWorkoutAppendsIt() throws {
        var plan = F.twoWeekPlan()
        var ids = SequentialIDs(after: F.firstFreeID)
        let move = try plan.moveExercise(F.pressID, to: wednesday, newWorkoutID: { ids.next() })
        #expect(move.fromWorkoutID == F.pushID)
        #expect(move.toWorkoutID == F.legsID)
        #expect(!move.createdWorkout)
        #expect(move.removedWorkoutID == nil)
        #expect(plan.workout(id: F.legsID)?.exercises.map(\.id) == [F.squatID, F.calfID, F.pressID])
        #expect(plan.workout(id: F.pushID)?.exercises.map(\.id) == [F.benchID, F.dipsID])
    }

    @Test func droppingAtAPositionInsertsThereAndClampsBeyondTheEnd() throws {
        var plan = F.twoWeekPlan()
        try plan.moveExercise(F.pressID, to: wednesday, at: 0, newWorkoutID: { F.planID })
        #expect(plan.workout(id: F.legsID)?.exercises.first?.id == F.pressID)
        try plan.moveExercise(F.dipsID, to: wednesday, at: 99, newWorkoutID: { F.planID })
        #expect(plan.workout(id: F.legsID)?.exercises.last?.id == F.dipsID)
    }

    @Test func movingToAnEmptyDayCreatesAWorkoutTitledAfterTheExercise() throws {
        var plan = F.twoWeekPlan()
        var ids = SequentialIDs(after: F.firstFreeID)
        let move = try plan.moveExercise(F.dipsID, to: thursday, newWorkoutID: { ids.next() })
        let created = try #require(plan.workout(on: thursday))
        #expect(move.createdWorkout)
        #expect(created.id == SequentialIDs.uuid(F.firstFreeID + 1))
        #expect(created.title == "Dips")
        #expect(created.exercises.map(\.id) == [F.dipsID])
        #expect(plan.workouts.map(\.date) == plan.workouts.map(\.date).sorted())
        try plan.validate()
    }

    @Test func theNewWorkoutIDIsNotDrawnWhenTheDayHasAWorkout() throws {
        var plan = F.twoWeekPlan()
        var drawn = 0
        try plan.moveExercise(F.pressID, to: wednesday, newWorkoutID: { drawn += 1; return UUID() })
        #expect(drawn == 0)
    }

    @Test func movingTheLastExerciseAwayTurnsTheDayIntoARestDay() throws {
        var plan = F.twoWeekPlan()
        let move = try plan.moveExercise(F.deloadBenchID, to: deloadFriday, newWorkoutID: { SequentialIDs.uuid(2000) })
        #expect(move.removedWorkoutID == F.deloadPushID)
        #expect(plan.workout(id: F.deloadPushID) == nil)
        #expect(plan.workout(on: deloadFriday)?.exercises.map(\.id) == [F.deloadBenchID])
    }

    @Test func movingIntoADeloadDayHalvesSets() throws {
        var plan = F.twoWeekPlan()
        let move = try plan.moveExercise(F.squatID, to: deloadMonday, newWorkoutID: { UUID() })
        #expect(move.setsBefore == 5)
        #expect(move.setsAfter == 3)
        let (squat, workout) = try #require(plan.exercise(id: F.squatID))
        #expect(workout.id == F.deloadPushID)
        #expect(squat.baseSets == 5)
        #expect(plan.volume(on: deloadMonday).totalSets == 2 + 3)
    }

    @Test func movingOutOfADeloadDayRestoresTheOriginalSets() throws {
        var plan = F.twoWeekPlan()
        try plan.moveExercise(F.squatID, to: deloadMonday, newWorkoutID: { UUID() })
        let back = try plan.moveExercise(F.squatID, to: wednesday, newWorkoutID: { UUID() })
        #expect(back.setsBefore == 3)
        #expect(back.setsAfter == 5)
        #expect(plan.volume(on: wednesday).sets(for: .quads) == 5)
    }

    @Test func droppingOnItsOwnDayWithoutAPositionChangesNothing() throws {
        var plan = F.twoWeekPlan()
        let before = plan
        let move = try plan.moveExercise(F.benchID, to: F.start, newWorkoutID: { UUID() })
        #expect(!move.changedPlan)
        #expect(move.fromWorkoutID == move.toWorkoutID)
        #expect(plan == before)
    }

    @Test func droppingOnItsOwnDayAtAPositionReordersTheWorkout() throws {
        var plan = F.twoWeekPlan()
        let move = try plan.moveExercise(F.benchID, to: F.start, at: 2, newWorkoutID: { UUID() })
        #expect(move.changedPlan)
        #expect(plan.workout(id: F.pushID)?.exercises.map(\.id) == [F.pressID, F.dipsID, F.benchID])
    }

    @Test func movingOutsideThePlanIsRefusedAndChangesNothing() {
        var plan = F.twoWeekPlan()
        let before = plan
        let after = F.start.adding(days: 14)
        #expect(throws: MesocyclePlan.PlanError.dayOutsidePlan(after, start: F.start, end: F.start.adding(days: 13))) {
            try plan.moveExercise(F.benchID, to: after, newWorkoutID: { UUID() })
        }
        #expect(throws: MesocyclePlan.PlanError.self) {
            try plan.moveExercise(F.benchID, to: F.start.adding(days: -1), newWorkoutID: { UUID() })
        }
        #expect(plan == before)
    }

    @Test func doneWorkoutsNeitherGiveNorReceiveExercises() throws {
        var plan = F.twoWeekPlan()
        try plan.markWorkoutDone(F.legsID, at: F.instant(hour: 18, minute: 0, in: F.utc))
        let before = plan
        #expect(throws: MesocyclePlan.PlanError.workoutIsDone(title: "Leg Day")) {
            try plan.moveExercise(F.benchID, to: wednesday, newWorkoutID: { UUID() })
        }
        #expect(throws: MesocyclePlan.PlanError.workoutIsDone(title: "Leg Day")) {
            try plan.moveExercise(F.squatID, to: thursday, newWorkoutID: { UUID() })
        }
        #expect(plan == before)
    }

    @Test func unknownExercisesAndClashingNewIDsAreRefused() {
        var plan = F.twoWeekPlan()
        let ghost = SequentialIDs.uuid(999)
        #expect(throws: MesocyclePlan.PlanError.exerciseNotFound(ghost)) {
            try plan.moveExercise(ghost, to: wednesday, newWorkoutID: { UUID() })
        }
        #expect(throws: MesocyclePlan.PlanError.duplicateID(F.pushID)) {
            try plan.moveExercise(F.benchID, to: thursday, newWorkoutID: { F.pushID })
        }
        #expect(plan == F.twoWeekPlan())
    }
}
