import Foundation
import PhysioCore
import Testing
import TestSupport

@Suite struct PlannerFormTests {
    typealias F = TrainingFixtures

    @Test func aTemplateFormMakesTheTemplatesPlan() throws {
        var ids = SequentialIDs()
        let plan = try MesocycleForm(name: "", template: "push-pull-legs", startDate: "2026-03-02", weeks: "8").plan { ids.next() }
        #expect(plan.name == "Push / Pull / Legs, 3 days")
        #expect(plan.weekCount == 8)
        #expect(plan.deloadWeeks == [4, 8])
        #expect(plan.workouts.count == 24)
    }

    @Test func aScratchFormMakesAnEmptyNamedPlan() throws {
        let plan = try MesocycleForm(name: "  Base  ", template: MesocycleForm.scratch, startDate: "2026-03-04", weeks: "2").plan { UUID() }
        #expect(plan.name == "Base")
        #expect(plan.workouts.isEmpty)
        #expect(plan.startDate == F.day(2026, 3, 4))
    }

    @Test func badFieldsSayWhatToFix() {
        #expect(throws: MesocycleFormError.startDate("03/02/2026")) {
            try MesocycleForm(startDate: "03/02/2026").plan { UUID() }
        }
        #expect(throws: MesocycleFormError.weeks("four")) {
            try MesocycleForm(startDate: "2026-03-02", weeks: "four").plan { UUID() }
        }
        #expect(throws: MesocycleFormError.plan(.weekCountOutOfRange(40))) {
            try MesocycleForm(startDate: "2026-03-02", weeks: "40").plan { UUID() }
        }
        #expect(throws: MesocycleFormError.template) {
            try MesocycleForm(template: "bro-split", startDate: "2026-03-02").plan { UUID() }
        }
    }

    @Test func aFreshFormStartsOnTheNextMonday() {
        #expect(NewMesocycleScreen(today: F.day(2026, 3, 4)).form.startDate == "2026-03-09")  // Wednesday
        #expect(NewMesocycleScreen(today: F.day(2026, 3, 2)).form.startDate == "2026-03-02")  // Monday
        #expect(NewMesocycleScreen(today: F.day(2026, 3, 8)).form.startDate == "2026-03-09")  // Sunday
    }

    @Test func theTabOpensOnTheRunningPlanElseTheNextElseTheNewest() {
        let a = SequentialIDs.uuid(1), b = SequentialIDs.uuid(2), c = SequentialIDs.uuid(3)
        let plans = [
            (id: a, start: F.day(2026, 1, 5), end: F.day(2026, 2, 1)),
            (id: b, start: F.day(2026, 3, 2), end: F.day(2026, 3, 29)),
            (id: c, start: F.day(2026, 5, 4), end: F.day(2026, 5, 31)),
        ]
        #expect(PlannerScreen.defaultPlan(among: plans, today: F.day(2026, 3, 10)) == b)
        #expect(PlannerScreen.defaultPlan(among: plans, today: F.day(2026, 4, 10)) == c)
        #expect(PlannerScreen.defaultPlan(among: plans, today: F.day(2026, 7, 1)) == a)
        #expect(PlannerScreen.defaultPlan(among: [], today: F.day(2026, 7, 1)) == nil)
    }

    @Test func movesIntoAndOutOfADeloadAreAnnounced() throws {
        var plan = F.twoWeekPlan()
        let bench = try #require(plan.exercise(id: F.benchID)?.exercise)
        let into = try plan.moveExercise(F.benchID, to: F.start.adding(days: 8), newWorkoutID: { SequentialIDs.uuid(F.firstFreeID) })
        #expect(PlannerMessages.moved(bench, to: F.start.adding(days: 8), in: plan, move: into)
            == "Moved Bench Press to Tue Mar 10, week 2. Deload week: 2 of 4 sets.")
        let back = try plan.moveExercise(F.benchID, to: F.start.adding(days: 2), newWorkoutID: { UUID() })
        #expect(PlannerMessages.moved(bench, to: F.start.adding(days: 2), in: plan, move: back)
            == "Moved Bench Press to Wed Mar 4, week 1. Full sets again: 4 sets.")
    }

    @Test func theMoveScreenOffersEveryWeekButNotTheSameDay() throws {
        let plan = F.twoWeekPlan()
        let context = PlannerContext(today: F.start, timeZone: F.utc)
        let screen = try MoveExerciseScreen(plan: plan, exerciseID: F.pressID, context: context)
        #expect(screen.exerciseName == "Overhead Press")
        #expect(screen.fromLabel == "Push Day, Monday, Mar 2")
        #expect(!screen.targets.map(\.dateISO).contains(F.start.iso))
        #expect(screen.targets.count == 13)
        #expect(screen.targets.first { $0.dateISO == "2026-03-09" }?.setsNote == "deload week: sets about halved")
        #expect(screen.weeks.map(\.label) == ["Week 1 · Mar 2 – 8 · this week", "Week 2 · Mar 9 – 15 · deload"])
        #expect(throws: MesocyclePlan.PlanError.exerciseNotFound(SequentialIDs.uuid(999))) {
            try MoveExerciseScreen(plan: plan, exerciseID: SequentialIDs.uuid(999), context: context)
        }
    }
}
