import Foundation
import GRDB
import PhysioCore
@testable import PhysioStore
import Testing
import TestSupport

@Suite struct TrainingStoreTests {
    typealias F = TrainingFixtures
    let created = Date(timeIntervalSince1970: 1_772_000_000)

    func storeWithPlan() async throws -> AppDatabase {
        let database = try AppDatabase.inMemory()
        try await database.createMesocycle(F.twoWeekPlan(), createdAt: created)
        return database
    }

    @Test func theTrainingMigrationRunsAfterTheRehabOne() throws {
        let migrations = try AppDatabase.inMemory().appliedMigrations()
        #expect(migrations.first == "v1-rehab-plans" && migrations.contains("v3-training"))
    }

    @Test func aCreatedPlanReadsBackWhole() async throws {
        let database = try await storeWithPlan()
        let plan = try #require(try await database.mesocycle(id: F.planID))
        #expect(plan == F.twoWeekPlan())
        let summaries = try await database.mesocycleSummaries()
        #expect(summaries.map(\.name) == ["Spring block"])
        #expect(summaries.first?.workoutCount == 3)
        #expect(summaries.first?.doneCount == 0)
    }

    @Test func loadsOfEveryKindSurviveTheRoundTrip() async throws {
        let database = try AppDatabase.inMemory()
        var plan = try MesocyclePlan.blank(id: F.planID, name: "Loads", startingOn: F.start, weekCount: 1)
        try plan.addWorkout(WorkoutSession(id: F.pushID, date: F.start, title: "Mixed", exercises: [
            ExercisePlan(id: F.benchID, name: "Bench", baseSets: 3, reps: RepRange(5, 5), load: .kilograms(62.5)),
            ExercisePlan(id: F.pressID, name: "Plank", baseSets: 2, reps: RepRange(exactly: 1), load: .text("bodyweight"), notes: "Hold; 30 s, then rest", muscleGroup: .core),
            ExercisePlan(id: F.dipsID, name: "Dips", baseSets: 1, reps: RepRange(8, 12)),
        ]))
        try await database.createMesocycle(plan, createdAt: created)
        #expect(try await database.mesocycle(id: F.planID) == plan)
    }

    @Test func aMoveIsSavedAtOnceWithDeloadSetsDerived() async throws {
        let database = try await storeWithPlan()
        let deloadMonday = F.start.adding(days: 7)
        let saved = try await database.moveExercise(
            planID: F.planID, exerciseID: F.pressID, to: deloadMonday, newWorkoutID: { SequentialIDs.uuid(F.firstFreeID) })
        #expect(saved.fromDay == F.start)
        #expect(saved.move.setsBefore == 3)
        #expect(saved.move.setsAfter == 2)
        let reread = try #require(try await database.mesocycle(id: F.planID))
        #expect(reread == saved.plan)
        let target = try #require(reread.workout(on: deloadMonday))
        #expect(target.exercises.map(\.id) == [F.deloadBenchID, F.pressID])
        #expect(target.exercises.last?.baseSets == 3)
        #expect(reread.workout(on: F.start)?.exercises.map(\.id) == [F.benchID, F.dipsID])
    }

    @Test func movingTheLastExerciseToARestDayReplacesTheWorkout() async throws {
        let database = try await storeWithPlan()
        let newID = SequentialIDs.uuid(F.firstFreeID)
        let friday = F.start.adding(days: 4)
        _ = try await database.moveExercise(planID: F.planID, exerciseID: F.deloadBenchID, to: friday, newWorkoutID: { newID })
        let plan = try #require(try await database.mesocycle(id: F.planID))
        #expect(plan.workout(id: F.deloadPushID) == nil)
        #expect(plan.workout(on: friday)?.id == newID)
        #expect(plan.workout(on: friday)?.title == "Bench Press")
    }

    @Test func aRefusedMoveChangesNothing() async throws {
        let database = try await storeWithPlan()
        _ = try await database.markWorkoutDone(planID: F.planID, workoutID: F.legsID, at: created)
        let before = try await database.mesocycle(id: F.planID)
        await #expect(throws: MesocyclePlan.PlanError.workoutIsDone(title: "Leg Day")) {
            _ = try await database.moveExercise(
                planID: F.planID, exerciseID: F.benchID, to: F.start.adding(days: 2), newWorkoutID: { UUID() })
        }
        #expect(try await database.mesocycle(id: F.planID) == before)
    }

    @Test func swappingTwoWorkoutsDaysRespectsOneWorkoutPerDay() async throws {
        let database = try await storeWithPlan()
        let plan = try await database.rescheduleWorkout(planID: F.planID, workoutID: F.pushID, to: F.start.adding(days: 2)).plan
        #expect(plan.workout(on: F.start)?.id == F.legsID)
        #expect(try await database.mesocycle(id: F.planID) == plan)
    }

    @Test func reorderingUpcomingWorkoutsPersists() async throws {
        let database = try await storeWithPlan()
        let plan = try await database.reorderWorkouts(planID: F.planID, order: [F.legsID, F.deloadPushID, F.pushID], from: F.start)
        #expect(plan.workouts.map(\.id) == [F.legsID, F.deloadPushID, F.pushID])
        #expect(try await database.mesocycle(id: F.planID)?.workouts.map(\.id) == [F.legsID, F.deloadPushID, F.pushID])
    }

    @Test func markingDoneKeepsTheFirstTimeAndCanBeUndone() async throws {
        let database = try await storeWithPlan()
        _ = try await database.markWorkoutDone(planID: F.planID, workoutID: F.pushID, at: created)
        _ = try await database.markWorkoutDone(planID: F.planID, workoutID: F.pushID, at: created.addingTimeInterval(60))
        #expect(try await database.mesocycle(id: F.planID)?.workout(id: F.pushID)?.doneAt == created)
        #expect(try await database.mesocycleSummaries().first?.doneCount == 1)
        _ = try await database.markWorkoutNotDone(planID: F.planID, workoutID: F.pushID)
        #expect(try await database.mesocycle(id: F.planID)?.workout(id: F.pushID)?.isDone == false)
    }

    @Test func editsValidateBeforeSaving() async throws {
        let database = try await storeWithPlan()
        var bench = F.exercise(F.benchID, "Bench Press", sets: 5, group: .chest)
        _ = try await database.updateExercise(planID: F.planID, bench)
        #expect(try await database.mesocycle(id: F.planID)?.exercise(id: F.benchID)?.exercise.baseSets == 5)
        bench.baseSets = 0
        await #expect(throws: MesocyclePlan.PlanError.setsOutOfRange(0)) {
            _ = try await database.updateExercise(planID: F.planID, bench)
        }
        _ = try await database.updateMesocycleSettings(planID: F.planID, name: "Summer block", deloadWeeks: [1])
        let plan = try #require(try await database.mesocycle(id: F.planID))
        #expect(plan.name == "Summer block")
        #expect(plan.deloadWeeks == [1])
        await #expect(throws: MesocyclePlan.PlanError.deloadWeekOutOfRange(week: 3, weekCount: 2)) {
            _ = try await database.setDeloadWeeks(planID: F.planID, weeks: [3])
        }
    }

    @Test func workoutsAndExercisesCanBeAddedAndRemoved() async throws {
        let database = try await storeWithPlan()
        let friday = F.start.adding(days: 4)
        let workoutID = SequentialIDs.uuid(F.firstFreeID)
        _ = try await database.addWorkout(planID: F.planID, WorkoutSession(id: workoutID, date: friday, title: "Arms"))
        let curl = F.exercise(SequentialIDs.uuid(F.firstFreeID + 1), "Curl", sets: 3, group: .biceps)
        _ = try await database.addExercise(planID: F.planID, workoutID: workoutID, curl)
        _ = try await database.retitleWorkout(planID: F.planID, workoutID: workoutID, to: "Arms & abs")
        var plan = try #require(try await database.mesocycle(id: F.planID))
        #expect(plan.workout(on: friday)?.title == "Arms & abs")
        #expect(plan.workout(on: friday)?.exercises == [curl])
        _ = try await database.deleteExercise(planID: F.planID, exerciseID: curl.id)
        _ = try await database.deleteWorkout(planID: F.planID, workoutID: F.legsID)
        plan = try #require(try await database.mesocycle(id: F.planID))
        #expect(plan.workout(on: friday)?.exercises == [])
        #expect(plan.workout(id: F.legsID) == nil)
    }

    @Test func deletingAPlanRemovesEveryRowUnderIt() async throws {
        let database = try await storeWithPlan()
        try await database.deleteMesocycle(id: F.planID)
        #expect(try await database.mesocycle(id: F.planID) == nil)
        let counts = try await database.reader.read { db in
            try ["training_workout", "training_exercise", "training_deload_week"].map {
                try Int.fetchOne(db, sql: "SELECT count(*) FROM \($0)") ?? -1
            }
        }
        #expect(counts == [0, 0, 0])
        await #expect(throws: AppDatabase.TrainingStoreError.mesocycleNotFound) {
            try await database.deleteMesocycle(id: F.planID)
        }
    }

    @Test func theArchiveCarriesEveryPlanIntoAnotherDatabase() async throws {
        let source = try await storeWithPlan()
        _ = try await source.markWorkoutDone(planID: F.planID, workoutID: F.pushID, at: created)
        let archive = try await source.reader.read { db in try AppDatabase.fetchTrainingArchive(db) }
        let json = try JSONEncoder().encode(archive)
        let decoded = try JSONDecoder().decode(TrainingArchive.self, from: json)
        let target = try AppDatabase.inMemory()
        try await target.writer.write { db in try AppDatabase.insertTrainingArchive(decoded, db) }
        #expect(try await target.mesocycle(id: F.planID) == (try await source.mesocycle(id: F.planID)))
        #expect(try await target.reader.read { db in try AppDatabase.fetchTrainingArchive(db) } == archive)
    }

    @Test func theArchiveRefusesBrokenOrDuplicatePlans() async throws {
        let database = try await storeWithPlan()
        let archive = TrainingArchive(mesocycles: [.init(plan: F.twoWeekPlan(), createdAt: created)])
        await #expect(throws: AppDatabase.StoreError.self) {
            try await database.writer.write { db in try AppDatabase.insertTrainingArchive(archive, db) }
        }
        let broken = TrainingArchive(mesocycles: [.init(
            plan: MesocyclePlan(id: UUID(), name: " ", startDate: F.start, weekCount: 1), createdAt: created)])
        await #expect(throws: AppDatabase.StoreError.self) {
            try await database.writer.write { db in try AppDatabase.insertTrainingArchive(broken, db) }
        }
        let newer = TrainingArchive(version: TrainingArchive.currentVersion + 1, mesocycles: [])
        await #expect(throws: AppDatabase.StoreError.self) {
            try await database.writer.write { db in try AppDatabase.insertTrainingArchive(newer, db) }
        }
    }

    @Test func aMoveSurvivesReopeningTheFile() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("physiopoint-store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            let database = try AppDatabase.onDisk(in: directory)
            try await database.createMesocycle(F.twoWeekPlan(), createdAt: created)
            _ = try await database.moveExercise(planID: F.planID, exerciseID: F.dipsID, to: F.start.adding(days: 2), newWorkoutID: { UUID() })
        }
        let reopened = try AppDatabase.onDisk(in: directory)
        #expect(try await reopened.mesocycle(id: F.planID)?.workout(on: F.start.adding(days: 2))?.exercises.last?.id == F.dipsID)
    }
}

/// The Undo after a move: recorded with the move, undone in one transaction, refused when outdated.
@Suite struct TrainingUndoStoreTests {
    typealias F = TrainingFixtures
    let created = TrainingStoreTests().created

    func storeWithPlan() async throws -> AppDatabase { try await TrainingStoreTests().storeWithPlan() }

    @Test func aRecordedMoveIsUndoneOnceAndThePlanIsAsBefore() async throws {
        let database = try await storeWithPlan()
        let moveID = SequentialIDs.uuid(9000)
        let saved = try await database.moveExercise(
            planID: F.planID, exerciseID: F.pressID, to: F.start.adding(days: 8), newWorkoutID: { SequentialIDs.uuid(F.firstFreeID) },
            recordingAs: MoveStamp(id: moveID, madeAt: created))
        let record = try #require(saved.record)
        #expect(record.undo.message == "Moved Overhead Press to Tue Mar 10, week 2. Deload week: 2 of 3 sets.")
        #expect(record.undo.undoneMessage == "Overhead Press is back on Mon Mar 2, week 1.")
        #expect(try await database.move(planID: F.planID, id: moveID)?.isUndone == false)

        let (undone, plan) = try await database.undoMove(planID: F.planID, moveID: moveID, at: created.addingTimeInterval(5))
        #expect(plan == F.twoWeekPlan())
        #expect(try await database.mesocycle(id: F.planID) == F.twoWeekPlan())
        #expect(undone.days == [F.start, F.start.adding(days: 8)])
        #expect(try await database.move(planID: F.planID, id: moveID)?.isUndone == true)
        await #expect(throws: MesocyclePlan.PlanError.moveAlreadyUndone) {
            _ = try await database.undoMove(planID: F.planID, moveID: moveID, at: created)
        }
        await #expect(throws: MesocyclePlan.PlanError.moveNotFound) {
            _ = try await database.undoMove(planID: F.planID, moveID: SequentialIDs.uuid(9999), at: created)
        }
    }

    @Test func anOutdatedUndoChangesNothing() async throws {
        let database = try await storeWithPlan()
        let moveID = SequentialIDs.uuid(9000)
        _ = try await database.rescheduleWorkout(
            planID: F.planID, workoutID: F.pushID, to: F.start.adding(days: 2), recordingAs: MoveStamp(id: moveID, madeAt: created))
        _ = try await database.markWorkoutDone(planID: F.planID, workoutID: F.pushID, at: created)
        let before = try await database.mesocycle(id: F.planID)
        await #expect(throws: MesocyclePlan.PlanError.moveOutdated) {
            _ = try await database.undoMove(planID: F.planID, moveID: moveID, at: created)
        }
        #expect(try await database.mesocycle(id: F.planID) == before)
        #expect(try await database.move(planID: F.planID, id: moveID)?.isUndone == false)
    }

    @Test func onlyTheLatestMovesAreKept() async throws {
        let database = try await storeWithPlan()
        for n in 0...AppDatabase.keptMoves {
            _ = try await database.moveExercise(
                planID: F.planID, exerciseID: F.dipsID, to: F.start.adding(days: n % 2 == 0 ? 1 : 0),
                newWorkoutID: { SequentialIDs.uuid(F.firstFreeID + n) },
                recordingAs: MoveStamp(id: SequentialIDs.uuid(9000 + n), madeAt: created.addingTimeInterval(Double(n))))
        }
        #expect(try await database.move(planID: F.planID, id: SequentialIDs.uuid(9000)) == nil)
        #expect(try await database.move(planID: F.planID, id: SequentialIDs.uuid(9000 + AppDatabase.keptMoves)) != nil)
    }
}
