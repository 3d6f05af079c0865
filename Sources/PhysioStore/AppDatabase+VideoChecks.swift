import Foundation
import GRDB
import PhysioCore

/// How a stored video check stands (`video_check.state`): the only list of its values.
public enum VideoCheckState: String, Sendable, Hashable, CaseIterable, Encodable {
    case running, failed, done
}

/// A "check a recorded set" job as stored: its setup and how it stands.
public struct StoredVideoCheck: Sendable, Hashable {
    public var id: UUID
    public var exerciseID: String
    public var planID: UUID?
    public var slotID: UUID?
    public var createdAt: Date
    /// How it stands (a stored row with any other value is refused as unreadable).
    public var state: VideoCheckState
    /// Why it failed, for `failed`.
    public var message: String?
    /// The metrics, for `done`.
    public var metrics: SessionMetrics?
    public var savedRecordID: UUID?

    public init(
        id: UUID, exerciseID: String, planID: UUID?, slotID: UUID?, createdAt: Date, state: VideoCheckState = .running,
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
// upload is still in the data dir) or says it stopped, and a finished one keeps its report (JSON in
// `result`) and key-frame stills (`video_check_still`), so it shows the same after a restart (issue 22).
// Not exported: a check is saved as a session.
extension AppDatabase {
    public func createVideoCheck(_ check: StoredVideoCheck) async throws {
        try await writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO video_check (id, exercise_id, plan_id, slot_id, created_at, state)
                    VALUES (?, ?, (SELECT id FROM rehab_plan WHERE id = ?), (SELECT id FROM session_slot WHERE id = ?), ?, ?)
                    """,
                arguments: [
                    check.id.key, check.exerciseID, check.planID?.key, check.slotID?.key, check.createdAt,
                    VideoCheckState.running.rawValue,
                ])
        }
    }

    /// Records how a check ended: failed with a message, or done with its metrics.
    public func finishVideoCheck(id: UUID, failure: String?, metrics: SessionMetrics?) async throws {
        let result = try metrics.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }
        try await writer.write { db in
            try db.execute(
                sql: "UPDATE video_check SET state = ?, message = ?, result = ? WHERE id = ?",
                arguments: [
                    (failure == nil ? VideoCheckState.done : .failed).rawValue, failure, result, id.key,
                ])
        }
    }

    /// Records a finished check: its report (metrics, angle series, key frames) and the key frames'
    /// JPEGs, in one transaction.
    public func finishVideoCheck(id: UUID, report: VideoCheckReport, stills: [[UInt8]]) async throws {
        let result = String(decoding: try JSONEncoder().encode(report), as: UTF8.self)
        try await writer.write { db in
            try db.execute(
                sql: "UPDATE video_check SET state = ?, message = NULL, result = ? WHERE id = ?",
                arguments: [VideoCheckState.done.rawValue, result, id.key])
            try db.execute(sql: "DELETE FROM video_check_still WHERE check_id = ?", arguments: [id.key])
            for (position, jpeg) in stills.enumerated() {
                try db.execute(
                    sql: "INSERT INTO video_check_still (check_id, position, jpeg) VALUES (?, ?, ?)",
                    arguments: [id.key, position, Data(jpeg)])
            }
        }
    }

    /// A finished check's report and stills, in position order; nil when it isn't done or was stored
    /// before reports were kept (only its metrics then).
    public func videoCheckResult(id: UUID) async throws -> (report: VideoCheckReport, stills: [[UInt8]])? {
        try await reader.read { db in
            guard
                let result = try String.fetchOne(
                    db, sql: "SELECT result FROM video_check WHERE id = ? AND state = ?",
                    arguments: [id.key, VideoCheckState.done.rawValue]),
                let report = try? JSONDecoder().decode(VideoCheckReport.self, from: Data(result.utf8))
            else { return nil }
            let stills = try Data.fetchAll(
                db, sql: "SELECT jpeg FROM video_check_still WHERE check_id = ? ORDER BY position",
                arguments: [id.key]
            ).map { [UInt8]($0) }
            return (report, stills)
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
            try Self.fetchVideoChecks(
                db, filter: "WHERE state = ? ORDER BY created_at", arguments: [VideoCheckState.running.rawValue])
        }
    }

    /// The metrics in a stored result: a whole report, or (stored before reports were kept) metrics alone.
    static func videoCheckMetrics(_ result: String) -> SessionMetrics? {
        let data = Data(result.utf8)
        if let report = try? JSONDecoder().decode(VideoCheckReport.self, from: data) { return report.metrics }
        return try? JSONDecoder().decode(SessionMetrics.self, from: data)
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
            // An unknown state is an error naming the check, never a guess at how it stands.
            let state = try UnreadableRowError.value(
                row["state"] as String, "state", table: "video_check", rowID: id, as: VideoCheckState.self)
            return StoredVideoCheck(
                id: uuid, exerciseID: row["exercise_id"], planID: plan.flatMap(UUID.init(uuidString:)),
                slotID: slot.flatMap(UUID.init(uuidString:)), createdAt: row["created_at"], state: state,
                message: row["message"],
                metrics: result.flatMap(Self.videoCheckMetrics),
                savedRecordID: saved.flatMap(UUID.init(uuidString:)))
        }
    }
}
