import Foundation
import PhysioCore
import Testing
import TestSupport

@Suite struct ValidationTests {
    typealias F = TrainingFixtures
    typealias E = MesocyclePlan.PlanError
    let id = SequentialIDs.uuid(F.firstFreeID)

    @Test func aFilledInFormBecomesAnExercise() throws {
        let form = ExercisePlanForm(name: " Goblet Squat ", sets: "3", reps: "8 - 12", load: "24,5 kg", restSeconds: "75", muscleGroup: "Quads")
        let plan = try form.exercisePlan(id: id)
        #expect(plan.name == "Goblet Squat")
        #expect(plan.baseSets == 3)
        #expect(plan.reps == RepRange(8, 12))
        #expect(plan.load == .kilograms(24.5))
        #expect(plan.restSeconds == 75)
        #expect(plan.muscleGroup == .quads)
        #expect(try ExercisePlanForm(plan).exercisePlan(id: id) == plan)
    }

    @Test func loadsInWordsStayWordsAndEmptyMeansUnspecified() {
        #expect(TrainingLoad(parsing: "RPE 8") == .text("RPE 8"))
        #expect(TrainingLoad(parsing: "  ") == .unspecified)
        #expect(TrainingLoad(parsing: "60") == .kilograms(60))
        #expect(TrainingLoad.kilograms(62.5).label == "62.5 kg")
    }

    @Test(arguments: [
        (ExercisePlanForm(name: "  ", sets: "3", reps: "10"), E.blank(.exerciseName)),
        (ExercisePlanForm(name: "Row", sets: "three", reps: "10"), E.notANumber(field: "sets", text: "three")),
        (ExercisePlanForm(name: "Row", sets: "0", reps: "10"), E.setsOutOfRange(0)),
        (ExercisePlanForm(name: "Row", sets: "21", reps: "10"), E.setsOutOfRange(21)),
        (ExercisePlanForm(name: "Row", sets: "3", reps: "8-"), E.repsOutOfRange("8-")),
        (ExercisePlanForm(name: "Row", sets: "3", reps: "0"), E.repsOutOfRange("0")),
        (ExercisePlanForm(name: "Row", sets: "3", reps: "10", load: "-5"), E.loadOutOfRange(-5)),
        (ExercisePlanForm(name: "Row", sets: "3", reps: "10", load: "99999999999999999999"), E.loadOutOfRange(1e20)),
        (ExercisePlanForm(name: "Row", sets: "3", reps: "10", restSeconds: "1000"), E.restOutOfRange(1000)),
        (ExercisePlanForm(name: "Row", sets: "3", reps: "10", notes: String(repeating: "x", count: 501)), E.tooLong(.notes, limit: 500)),
    ])
    func badFormsSayWhatToFix(form: ExercisePlanForm, expected: E) throws {
        let error = try #require(throws: E.self) { try form.exercisePlan(id: id) }
        #expect(error == expected)
        #expect(error.errorDescription?.isEmpty == false)
    }

    @Test func errorMessagesNameTheProblemAndTheWayOut() {
        #expect(E.setsOutOfRange(0).errorDescription?.contains("1 to 20") == true)
        #expect(E.dayOutsidePlan(F.day(2026, 4, 1), start: F.start, end: F.day(2026, 3, 15)).errorDescription
            == "Wednesday, April 1, 2026 is outside this plan, which runs from Monday, March 2, 2026 to Sunday, March 15, 2026; pick a day in between.")
        #expect(E.workoutIsDone(title: "Leg Day").errorDescription?.contains("mark it not done") == true)
    }

    @Test func plansRejectTwoWorkoutsOnADayAndDeloadsOutsideTheirWeeks() throws {
        var plan = F.twoWeekPlan()
        #expect(throws: E.dayAlreadyHasWorkout(F.start)) {
            try plan.addWorkout(WorkoutSession(id: SequentialIDs.uuid(F.firstFreeID), date: F.start, title: "Extra"))
        }
        #expect(throws: E.deloadWeekOutOfRange(week: 3, weekCount: 2)) { try plan.setDeloadWeeks([3]) }
        #expect(throws: E.weekCountOutOfRange(0)) {
            try MesocyclePlan.blank(id: F.planID, name: "x", startingOn: F.start, weekCount: 0)
        }
        #expect(throws: E.blank(.planName)) { try plan.rename(" ") }
        plan.weekCount = 1
        #expect(throws: E.self) { try plan.validate() }
    }

    @Test func addedWorkoutsMustFitThePlanAndUseFreshIDs() throws {
        var plan = F.twoWeekPlan()
        let thursday = F.start.adding(days: 3)
        #expect(throws: E.duplicateID(F.benchID)) {
            try plan.addWorkout(WorkoutSession(id: SequentialIDs.uuid(F.firstFreeID), date: thursday, title: "Extra",
                                               exercises: [F.exercise(F.benchID, "Bench", sets: 3, group: nil)]))
        }
        #expect(throws: E.self) {
            try plan.addWorkout(WorkoutSession(id: SequentialIDs.uuid(F.firstFreeID), date: F.start.adding(days: 30), title: "Later"))
        }
        try plan.addWorkout(WorkoutSession(id: SequentialIDs.uuid(F.firstFreeID), date: thursday, title: "Extra"))
        #expect(plan.workouts.map(\.date) == plan.workouts.map(\.date).sorted())
    }

    @Test func editingExercisesKeepsTheirPlaceAndDoneWorkoutsKeepTheirExercises() throws {
        var plan = F.twoWeekPlan()
        var press = try #require(plan.exercise(id: F.pressID)).exercise
        press.baseSets = 5
        try plan.updateExercise(press)
        #expect(plan.workout(id: F.pushID)?.exercises[1].baseSets == 5)
        press.baseSets = 0
        #expect(throws: E.setsOutOfRange(0)) { try plan.updateExercise(press) }

        try plan.retitleWorkout(F.pushID, to: " Chest & Shoulders ")
        #expect(plan.workout(id: F.pushID)?.title == "Chest & Shoulders")

        try plan.markWorkoutDone(F.pushID, at: F.instant(hour: 8, minute: 0, in: F.utc))
        #expect(throws: E.workoutIsDone(title: "Chest & Shoulders")) { try plan.removeExercise(F.dipsID) }
        let removed = try plan.removeExercise(F.calfID)
        #expect(removed.name == "Calf Raise")
        #expect(plan.workout(id: F.legsID)?.exercises.count == 1)
        try plan.removeWorkout(F.legsID)
        #expect(plan.workout(on: F.start.adding(days: 2)) == nil)
    }
}
