import Foundation
import PhysioCore
import TestSupport
import Testing

@testable import PhysioStore

/// Prescriptions in the database (migration v13-prescriptions): set, reset, add and remove exercises,
/// sessions keeping their own, and export and import carrying them.
@Suite struct PrescriptionStoreTests {
    let day = LocalDate(iso: "2026-11-23")!
    let clinician = Prescription(
        target: AngleRange(70, 85), holdSeconds: 3, reps: 8, sets: 2, side: .right, setBy: .clinician,
        note: "Dr Lee, 18 Nov")

    @Test func aPrescriptionIsStoredReadBackAndResetToTheLibrary() async throws {
        let database = try AppDatabase.inMemory()
        let plan = RehabFixtures.kneePlan()
        try await database.createPlan(plan)
        try await database.setPrescription(planID: plan.id, exerciseID: "heel-slides", clinician)
        let stored = try #require(try await database.plan(id: plan.id))
        #expect(stored.prescriptions == ["heel-slides": clinician])
        #expect(try await database.plans().first?.prescriptions == ["heel-slides": clinician])
        #expect(stored.exercise(id: "heel-slides")?.reps == 8)
        try await database.setPrescription(planID: plan.id, exerciseID: "heel-slides", nil)
        #expect(try await database.plan(id: plan.id)?.prescriptions.isEmpty == true)
        // The library's own numbers with no note are stored as "follows the library".
        let library = Prescription(library: RehabLibrary.exercise(id: "heel-slides")!)
        try await database.setPrescription(planID: plan.id, exerciseID: "heel-slides", library)
        #expect(try await database.plan(id: plan.id)?.prescriptions.isEmpty == true)
    }

    @Test func aBadPrescriptionOrAnExerciseNotInThePlanChangesNothing() async throws {
        let database = try AppDatabase.inMemory()
        let plan = RehabFixtures.kneePlan()
        try await database.createPlan(plan)
        var bad = clinician
        bad.reps = 0
        await #expect(throws: ValueRangeError.self) {
            try await database.setPrescription(planID: plan.id, exerciseID: "heel-slides", bad)
        }
        await #expect(throws: PlanEditError.exerciseNotInPlan) {
            try await database.setPrescription(planID: plan.id, exerciseID: "mini-squats", clinician)
        }
        await #expect(throws: AppDatabase.StoreError.planNotFound) {
            try await database.setPrescription(planID: UUID(), exerciseID: "heel-slides", clinician)
        }
        #expect(try await database.plan(id: plan.id) == plan)
    }

    @Test func exercisesAreAddedAtTheEndAndRemovedButNeverTheLastOne() async throws {
        let database = try AppDatabase.inMemory()
        let plan = RehabFixtures.kneePlan()
        try await database.createPlan(plan)
        try await database.addExercise(planID: plan.id, exerciseID: "mini-squats")
        #expect(try await database.plan(id: plan.id)?.exerciseIDs == plan.exerciseIDs + ["mini-squats"])
        await #expect(throws: PlanEditError.exerciseAlreadyInPlan) {
            try await database.addExercise(planID: plan.id, exerciseID: "mini-squats")
        }
        await #expect(throws: PlanEditError.unknownExercise) {
            try await database.addExercise(planID: plan.id, exerciseID: "cartwheels")
        }
        try await database.setPrescription(planID: plan.id, exerciseID: "heel-slides", clinician)
        try await database.removeExercise(planID: plan.id, exerciseID: "heel-slides")
        try await database.removeExercise(planID: plan.id, exerciseID: "seated-knee-flexion")
        let left = try #require(try await database.plan(id: plan.id))
        #expect(left.exerciseIDs == ["mini-squats"] && left.prescriptions.isEmpty)
        await #expect(throws: PlanEditError.lastExercise) {
            try await database.removeExercise(planID: plan.id, exerciseID: "mini-squats")
        }
        #expect(try await database.plan(id: plan.id)?.exerciseIDs == ["mini-squats"])
        // Re-added, it starts from the library again.
        try await database.addExercise(planID: plan.id, exerciseID: "heel-slides")
        #expect(try await database.plan(id: plan.id)?.prescriptions.isEmpty == true)
    }

    @Test func aSessionKeepsItsOwnPrescriptionWhenThePlanChanges() async throws {
        let database = try AppDatabase.inMemory()
        let plan = RehabFixtures.kneePlan()
        try await database.createPlan(plan)
        try await database.setPrescription(planID: plan.id, exerciseID: "heel-slides", clinician)
        var record = SessionFixtures.record(
            plan: plan, day: day, timeZone: RehabFixtures.toronto, metrics: SessionFixtures.metrics(reps: 3))
        record.prescription = clinician
        try await database.saveSession(record, completingSlot: false, at: record.endedAt)
        var later = clinician
        later.reps = 15
        later.target = AngleRange(90, 110)
        try await database.setPrescription(planID: plan.id, exerciseID: "heel-slides", later)
        let stored = try #require(try await database.session(id: record.id))
        #expect(stored.prescription == clinician)
        #expect(stored.exercise?.reps == 8 && stored.exercise?.target == AngleRange(70, 85))
        #expect(try await database.plan(id: plan.id)?.exercise(id: "heel-slides")?.reps == 15)
    }

    @Test func exportAndImportCarryPrescriptionsAndABadOneRefusesTheFile() async throws {
        let original = try AppDatabase.inMemory()
        let plan = RehabFixtures.kneePlan()
        try await original.createPlan(plan)
        try await original.setPrescription(planID: plan.id, exerciseID: "heel-slides", clinician)
        var record = SessionFixtures.record(
            plan: plan, day: day, timeZone: RehabFixtures.toronto, metrics: SessionFixtures.metrics(reps: 3))
        record.prescription = clinician
        try await original.saveSession(record, completingSlot: false, at: record.endedAt)
        let file = try await original.exportArchive()
        let text = String(decoding: file, as: UTF8.self)
        #expect(text.contains("\"prescriptions\"") && text.contains("\"prescription\""))
        let copy = try AppDatabase.inMemory()
        _ = try await copy.importArchive(file, at: record.endedAt)
        #expect(try await copy.plan(id: plan.id)?.prescriptions == ["heel-slides": clinician])
        #expect(try await copy.session(id: record.id)?.prescription == clinician)
        #expect(try await copy.exportArchive() == file)

        let absurd = text.replacingOccurrences(of: "\"reps\" : 8", with: "\"reps\" : 100000")
        #expect(absurd != text)
        let empty = try AppDatabase.inMemory()
        await #expect(throws: (any Error).self) {
            _ = try await empty.importArchive(Data(absurd.utf8), at: record.endedAt)
        }
        #expect(try await empty.plans().isEmpty)
    }
}
