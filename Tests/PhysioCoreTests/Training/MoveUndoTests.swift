import Foundation
import PhysioCore
import Testing
import TestSupport

/// Undoing a move puts the workouts it changed back, but only while they are as it left them.
@Suite struct MoveUndoTests {
    typealias F = TrainingFixtures

    func moved(_ plan: inout MesocyclePlan, _ exercise: UUID, to day: LocalDate) throws -> MoveUndo {
        let old = plan
        _ = try plan.moveExercise(exercise, to: day, newWorkoutID: { SequentialIDs.uuid(F.firstFreeID) })
        return MoveUndo(from: old, to: plan, home: F.start, destination: day, message: "moved", undoneMessage: "back")
    }

    @Test func undoingAMoveToARestDayRemovesTheNewWorkoutAndRestoresTheOrder() throws {
        let original = F.twoWeekPlan()
        var plan = original
        let undo = try moved(&plan, F.pressID, to: F.start.adding(days: 1))
        #expect(undo.before.map(\.id) == [F.pushID])
        #expect(Set(undo.after.map(\.id)) == [F.pushID, SequentialIDs.uuid(F.firstFreeID)])
        try plan.undo(undo)
        #expect(plan == original)
    }

    @Test func undoingAMoveThatEmptiedADayBringsTheWorkoutBack() throws {
        let original = F.twoWeekPlan()
        var plan = original
        // The deload Monday holds one exercise: moving it away removes that workout.
        let undo = try moved(&plan, F.deloadBenchID, to: F.start.adding(days: 2))
        #expect(plan.workout(id: F.deloadPushID) == nil)
        try plan.undo(undo)
        #expect(plan == original)
    }

    @Test func undoingAWholeWorkoutSwapPutsBothBack() throws {
        let original = F.twoWeekPlan()
        var plan = original
        try plan.rescheduleWorkout(F.pushID, to: F.start.adding(days: 2))
        let undo = MoveUndo(
            from: original, to: plan, home: F.start, destination: F.start.adding(days: 2), message: "", undoneMessage: "")
        try plan.undo(undo)
        #expect(plan == original)
    }

    @Test func anOutdatedUndoIsRefusedAndChangesNothing() throws {
        var plan = F.twoWeekPlan()
        let undo = try moved(&plan, F.pressID, to: F.start.adding(days: 2))
        // Leg Day, which received the press, changed again since: the undo would overwrite that.
        _ = try plan.moveExercise(F.calfID, to: F.start.adding(days: 3), newWorkoutID: { SequentialIDs.uuid(F.firstFreeID + 1) })
        let later = plan
        #expect(throws: MesocyclePlan.PlanError.moveOutdated) { try plan.undo(undo) }
        #expect(plan == later)
        // Marking the day done makes it outdated too.
        var other = F.twoWeekPlan()
        let second = try moved(&other, F.pressID, to: F.start.adding(days: 2))
        try other.markWorkoutDone(F.legsID, at: F.instant(hour: 7, minute: 0, in: F.utc))
        #expect(throws: MesocyclePlan.PlanError.moveOutdated) { try other.undo(second) }
    }

    @Test func undoingTwiceIsRefused() throws {
        var plan = F.twoWeekPlan()
        let undo = try moved(&plan, F.pressID, to: F.start.adding(days: 2))
        try plan.undo(undo)
        #expect(throws: MesocyclePlan.PlanError.moveOutdated) { try plan.undo(undo) }
    }

    @Test func theWordsNameTheDayAndItsWeek() throws {
        var plan = F.twoWeekPlan()
        let workout = try #require(plan.workout(id: F.pushID))
        let legs = try #require(plan.workout(id: F.legsID))
        try plan.rescheduleWorkout(F.pushID, to: F.start.adding(days: 2))
        #expect(PlannerMessages.movedWorkout(workout, to: F.start.adding(days: 2), in: plan, swappedWith: legs)
            == "Moved Push Day to Wed Mar 4, week 1. Leg Day moved to Mon Mar 2, week 1 in its place.")
        #expect(PlannerMessages.workoutBack(workout, in: plan, swappedWith: legs)
            == "Push Day is back on Mon Mar 2, week 1. Leg Day is back on Wed Mar 4, week 1.")
        let bench = try #require(plan.exercise(id: F.deloadBenchID)?.exercise)
        #expect(PlannerMessages.exerciseBack(bench, on: F.start.adding(days: 7), in: plan) == "Bench Press is back on Mon Mar 9, week 2.")
    }

    @Test func moveTargetsReachEveryWeekGroupedByWeek() throws {
        var ids = SequentialIDs(after: 5000)
        let plan = try MesocycleTemplate.upperLower.makePlan(
            id: F.planID, name: "Block", startingOn: F.start, weekCount: 4, newID: { ids.next() })
        let week1 = plan.week(1)
        let monday = try #require(week1.days.first)
        let weeks = MoveTargetWeek.weeks(from: monday, plan: plan)
        #expect(weeks.map(\.number) == [1, 2, 3, 4])
        #expect(weeks[3].label == "Week 4 · Mar 23 – 29 · deload")
        #expect(weeks[0].targets.count == 6 && weeks[3].targets.count == 7)
        #expect(weeks[3].targets.allSatisfy { $0.setsNote == "deload week: sets about halved" })
    }
}
