import Foundation
import GRDB
import PhysioCore

// A plan's exercises and their prescriptions (issue 21): set the numbers, add from the library,
// remove. Each is one transaction; a refused change writes nothing.
extension AppDatabase {
    /// Sets the plan's numbers for one of its exercises; nil (or the library's own numbers with no
    /// note) goes back to the library's examples.
    public func setPrescription(planID: UUID, exerciseID: String, _ prescription: Prescription?) async throws {
        guard let exercise = RehabLibrary.exercise(id: exerciseID) else { throw PlanEditError.unknownExercise }
        try prescription?.validate(for: exercise)
        let stored = prescription.flatMap { $0.isLibraryDefault(for: exercise) ? nil : $0 }
        let text = try stored.map(StoredJSON.text)
        try await writer.write { db in
            try Self.requirePlan(db, planID)
            try db.execute(
                sql: "UPDATE plan_exercise SET prescription = ? WHERE plan_id = ? AND exercise_id = ?",
                arguments: [text, planID.key, exerciseID])
            guard db.changesCount > 0 else { throw PlanEditError.exerciseNotInPlan }
        }
    }

    /// Adds a library exercise at the end of the plan, with the library's numbers.
    public func addExercise(planID: UUID, exerciseID: String) async throws {
        guard RehabLibrary.exercise(id: exerciseID) != nil else { throw PlanEditError.unknownExercise }
        try await writer.write { db in
            try Self.requirePlan(db, planID)
            guard
                try Bool.fetchOne(
                    db, sql: "SELECT EXISTS (SELECT 1 FROM plan_exercise WHERE plan_id = ? AND exercise_id = ?)",
                    arguments: [planID.key, exerciseID]) != true
            else { throw PlanEditError.exerciseAlreadyInPlan }
            let next =
                try Int.fetchOne(
                    db, sql: "SELECT COALESCE(MAX(position) + 1, 0) FROM plan_exercise WHERE plan_id = ?",
                    arguments: [planID.key]) ?? 0
            try PlanExerciseRecord(planID: planID.key, position: next, exerciseID: exerciseID, prescription: nil)
                .insert(db)
        }
    }

    /// Removes an exercise from the plan (its saved sessions stay). A plan keeps at least one.
    public func removeExercise(planID: UUID, exerciseID: String) async throws {
        try await writer.write { db in
            try Self.requirePlan(db, planID)
            let count =
                try Int.fetchOne(
                    db, sql: "SELECT COUNT(*) FROM plan_exercise WHERE plan_id = ?", arguments: [planID.key]) ?? 0
            try db.execute(
                sql: "DELETE FROM plan_exercise WHERE plan_id = ? AND exercise_id = ?",
                arguments: [planID.key, exerciseID])
            guard db.changesCount > 0 else { throw PlanEditError.exerciseNotInPlan }
            guard count > 1 else { throw PlanEditError.lastExercise }
        }
    }

    static func requirePlan(_ db: Database, _ planID: UUID) throws {
        guard
            try Bool.fetchOne(
                db, sql: "SELECT EXISTS (SELECT 1 FROM rehab_plan WHERE id = ?)", arguments: [planID.key]) == true
        else { throw StoreError.planNotFound }
    }
}
