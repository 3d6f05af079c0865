import Foundation
import GRDB
import PhysioCore

// Guided sessions: save one with its metrics (completing the schedule slot when asked), read them back.
extension AppDatabase {
    /// Stores a finished session. With `completingSlot`, also marks its slot done on the session's
    /// day, in the same transaction. Returns whether the slot became done by this call.
    @discardableResult
    public func saveSession(_ record: SessionRecord, completingSlot: Bool, at time: Date) async throws -> Bool {
        try await writer.write { db in
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
            guard completingSlot, let slotID = record.slotID else { return false }
            try db.execute(
                sql: "INSERT OR IGNORE INTO slot_completion (slot_id, day, completed_at) VALUES (?, ?, ?)",
                arguments: [slotID.key, record.day.iso, time])
            return db.changesCount > 0
        }
    }

    /// Writes one session row inside the caller's transaction.
    static func insertSession(_ record: SessionRecord, _ db: Database) throws {
        let metrics = String(decoding: try JSONEncoder().encode(record.metrics), as: UTF8.self)
        let painStop = try record.painStop.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }
        try db.execute(
            sql: """
                INSERT INTO exercise_session (id, plan_id, slot_id, exercise_id, source, day, started_at, ended_at,
                    feeling, reps, best_angle, metrics, pain_stop)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                record.id.key, record.planID?.key, record.slotID?.key, record.exerciseID, record.source.rawValue,
                record.day.iso, record.startedAt, record.endedAt, record.feeling?.rawValue, record.metrics.reps,
                record.metrics.bestAngle, metrics, painStop,
            ])
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
        let decoder = JSONDecoder()
        return try Row.fetchAll(
            db,
            sql: """
                SELECT id, plan_id, slot_id, exercise_id, source, day, started_at, ended_at, feeling, metrics, pain_stop
                FROM exercise_session \(filter) ORDER BY started_at, id
                """,
            arguments: arguments
        ).compactMap { row in
            let text: String = row["metrics"]
            guard let id = UUID(uuidString: row["id"]), let source = SessionSource(rawValue: row["source"]),
                let day = LocalDate(iso: row["day"]),
                let metrics = try? decoder.decode(SessionMetrics.self, from: Data(text.utf8))
            else { return nil }
            let plan: String? = row["plan_id"]
            let slot: String? = row["slot_id"]
            let feeling: String? = row["feeling"]
            let painStop: String? = row["pain_stop"]
            return SessionRecord(
                id: id, planID: plan.flatMap(UUID.init(uuidString:)), slotID: slot.flatMap(UUID.init(uuidString:)),
                exerciseID: row["exercise_id"], source: source, day: day, startedAt: row["started_at"],
                endedAt: row["ended_at"], feeling: feeling.flatMap(SessionFeeling.init(rawValue:)), metrics: metrics,
                painStop: painStop.flatMap { try? decoder.decode(PainStop.self, from: Data($0.utf8)) })
        }
    }
}
