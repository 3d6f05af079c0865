import Foundation
import GRDB
import PhysioCore

// Guided sessions: save one with its metrics (completing the schedule slot when asked), read them back.
extension AppDatabase {
    /// Stores a finished session. With `completingSlot`, also marks its slot done on the session's day
    /// when ``SlotDoneRule`` says so after this save (every exercise of the plan has a counting set in
    /// that slot that day), in the same transaction. Returns whether the slot became done by this call.
    @discardableResult
    public func saveSession(
        _ record: SessionRecord, completingSlot: Bool, finishingDraft draftID: String? = nil, at time: Date
    ) async throws -> Bool {
        try await writer.write { db in
            // The live draft it came from goes with the save: saved work is never offered to resume.
            if let draftID { try db.execute(sql: "DELETE FROM live_draft WHERE id = ?", arguments: [draftID]) }
            if let planID = record.planID, let slotID = record.slotID {
                try Self.requireSlot(db, planID: planID, slotID: slotID)
            } else if let planID = record.planID {
                guard
                    try Bool.fetchOne(
                        db, sql: "SELECT EXISTS (SELECT 1 FROM rehab_plan WHERE id = ?)", arguments: [planID.key])
                        == true
                else { throw StoreError.planNotFound }
            }
            try Self.insertSession(record, db)
            return try completingSlot && Self.completeSlotIfDone(of: record, db, at: time)
        }
    }

    /// Sets a saved session's reps to the person's own count (nil: back to the count measured), and
    /// completes its slot on the session's day if ``SlotDoneRule`` holds now (a video check corrected
    /// from no reps to some), in one transaction. Throws `StoreError.sessionNotFound` for an unknown id.
    /// Returns whether the slot became done by this call.
    @discardableResult
    public func correctSessionReps(id: UUID, to reps: Int?, at time: Date) async throws -> Bool {
        if let reps { try SessionRecord.correctedRepsRange.check(reps, field: "correctedReps") }
        return try await writer.write { db in
            try db.execute(
                sql: "UPDATE exercise_session SET corrected_reps = ? WHERE id = ?", arguments: [reps, id.key])
            guard db.changesCount > 0 else { throw StoreError.sessionNotFound }
            guard let record = try Self.fetchSessions(db, filter: "WHERE id = ?", arguments: [id.key]).first,
                let planID = record.planID, let slotID = record.slotID,
                try Bool.fetchOne(
                    db, sql: "SELECT EXISTS (SELECT 1 FROM session_slot WHERE id = ? AND plan_id = ?)",
                    arguments: [slotID.key, planID.key]) == true
            else { return false }
            return try Self.completeSlotIfDone(of: record, db, at: time)
        }
    }

    /// Marks the record's slot done on its day when ``SlotDoneRule`` holds, inside the caller's
    /// transaction; whether this made it done (false when it already was, or isn't yet).
    static func completeSlotIfDone(of record: SessionRecord, _ db: Database, at time: Date) throws -> Bool {
        guard let planID = record.planID, let slotID = record.slotID,
            try slotDoneByRule(db, planID: planID, slotID: slotID, day: record.day)
        else { return false }
        try db.execute(
            sql: "INSERT OR IGNORE INTO slot_completion (slot_id, day, completed_at) VALUES (?, ?, ?)",
            arguments: [slotID.key, record.day.iso, time])
        return db.changesCount > 0
    }

    /// Whether the slot's exercises all have a counting set on `day` (``SlotDoneRule``), inside a transaction.
    static func slotDoneByRule(_ db: Database, planID: UUID, slotID: UUID, day: LocalDate) throws -> Bool {
        let exerciseIDs = try String.fetchAll(
            db, sql: "SELECT exercise_id FROM plan_exercise WHERE plan_id = ? ORDER BY position", arguments: [planID.key])
        let records = try fetchSessions(
            db, filter: "WHERE plan_id = ? AND day = ? AND slot_id = ?", arguments: [planID.key, day.iso, slotID.key])
        return SlotDoneRule.isDone(exerciseIDs, records: records, slotID: slotID, day: day, markedByHand: false)
    }

    /// The saved sets of one slot on one day (for ``SlotDoneRule``: which exercise "Start" opens).
    public func sessions(planID: UUID, slotID: UUID, day: LocalDate) async throws -> [SessionRecord] {
        try await reader.read { db in
            try Self.fetchSessions(
                db, filter: "WHERE plan_id = ? AND day = ? AND slot_id = ?", arguments: [planID.key, day.iso, slotID.key])
        }
    }

    /// Writes one session row inside the caller's transaction.
    static func insertSession(_ record: SessionRecord, _ db: Database) throws {
        try ExerciseSessionRecord(record).insert(db)
    }

    /// One saved session, or nil.
    public func session(id: UUID) async throws -> SessionRecord? {
        try await reader.read { db in
            try Self.fetchSessions(db, filter: "WHERE id = ?", arguments: [id.key]).first
        }
    }

    /// A plan's saved sessions, oldest first.
    public func sessions(planID: UUID) async throws -> [SessionRecord] {
        try await reader.read { db in
            try Self.fetchSessions(db, filter: "WHERE plan_id = ?", arguments: [planID.key])
        }
    }

    static func fetchSessions(_ db: Database, filter: String, arguments: StatementArguments) throws -> [SessionRecord] {
        try ExerciseSessionRecord.fetchChecked(
            db, sql: "SELECT * FROM exercise_session \(filter) ORDER BY started_at, id", arguments: arguments
        ).map { try $0.model() }
    }
}
