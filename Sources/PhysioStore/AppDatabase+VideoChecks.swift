import Foundation
import GRDB
import PhysioCore

/// A "check a recorded set" job as stored: its setup and how it stands.
public struct StoredVideoCheck: Sendable, Hashable {
    public var id: UUID
    public var exerciseID: String
    public var planID: UUID?
    public var slotID: UUID?
    public var createdAt: Date
    /// `running`, `failed` or `done`.
    public var state: String
    /// Why it failed, for `failed`.
    public var message: String?
    /// The metrics, for `done`.
    public var metrics: SessionMetrics?
    public var savedRecordID: UUID?

    public init(
        id: UUID, exerciseID: String, planID: UUID?, slotID: UUID?, createdAt: Date, state: String = "running",
        message: String? = nil, metrics: SessionMetrics? = nil, savedRecordID: UUID? = nil
    ) {
        self.id = id
        self.exerciseID = exerciseID
        self.planID = planID
        self.slotID = slotID
        self.createdAt = createdAt
        self.state = state
        self.message = message
        self.metrics = metrics
        self.savedRecordID = savedRecordID
    }
}

// Video checks (issue 20): jobs are kept in the database, so one interrupted by a restart resumes (its
// upload is still in the data dir) or says it stopped. Not exported: a check is saved as a session.
extension AppDatabase {
    public func createVideoCheck(_ check: StoredVideoCheck) async throws {
        try await writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO video_check (id, exercise_id, plan_id, slot_id, created_at, state)
                    VALUES (?, ?, (SELECT id FROM rehab_plan WHERE id = ?), (SELECT id FROM session_slot WHERE id = ?), ?, 'running')
                    """,
                arguments: [check.id.key, check.exerciseID, check.planID?.key, check.slotID?.key, check.createdAt])
        }
    }

    /// Records how a check ended: failed with a message, or done with its metrics.
    public func finishVideoCheck(id: UUID, failure: String?, metrics: SessionMetrics?) async throws {
        let result = try metrics.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }
        try await writer.write { db in
            try db.execute(
                sql: "UPDATE video_check SET state = ?, message = ?, result = ? WHERE id = ?",
                arguments: [failure == nil ? "done" : "failed", failure, result, id.key])
        }
    }

    public func markVideoCheckSaved(id: UUID, record: UUID) async throws {
        try await writer.write { db in
            try db.execute(
                sql: "UPDATE video_check SET saved_record_id = ? WHERE id = ?", arguments: [record.key, id.key])
        }
    }

    public func videoCheck(id: UUID) async throws -> StoredVideoCheck? {
        try await reader.read { db in
            try Self.fetchVideoChecks(db, filter: "WHERE id = ?", arguments: [id.key]).first
        }
    }

    /// Checks still marked running (after a restart: interrupted), oldest first.
    public func runningVideoChecks() async throws -> [StoredVideoCheck] {
        try await reader.read { db in
            try Self.fetchVideoChecks(db, filter: "WHERE state = 'running' ORDER BY created_at", arguments: [])
        }
    }

    static func fetchVideoChecks(_ db: Database, filter: String, arguments: StatementArguments) throws
        -> [StoredVideoCheck]
    {
        try Row.fetchAll(db, sql: "SELECT * FROM video_check \(filter)", arguments: arguments).compactMap { row in
            let id: String = row["id"]
            guard let uuid = UUID(uuidString: id) else { return nil }
            let plan: String? = row["plan_id"]
            let slot: String? = row["slot_id"]
            let saved: String? = row["saved_record_id"]
            let result: String? = row["result"]
            return StoredVideoCheck(
                id: uuid, exerciseID: row["exercise_id"], planID: plan.flatMap(UUID.init(uuidString:)),
                slotID: slot.flatMap(UUID.init(uuidString:)), createdAt: row["created_at"], state: row["state"],
                message: row["message"],
                metrics: result.flatMap { try? JSONDecoder().decode(SessionMetrics.self, from: Data($0.utf8)) },
                savedRecordID: saved.flatMap(UUID.init(uuidString:)))
        }
    }
}
