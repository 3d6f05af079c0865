import Foundation
import GRDB
import PhysioCore

/// A live session kept as it goes: its setup and the inputs it accepted, to be replayed.
public struct LiveDraft: Sendable, Hashable {
    /// One accepted input, with its time on the session's clock.
    public struct Input: Sendable, Hashable {
        /// `sample`, `calibrate`, `frame`, `nextSet`, `end` or `pain`.
        public var kind: String
        public var time: Double
        /// The message as received (a sample or calibration), or the estimated pose as a `pose` message.
        public var body: String

        public init(kind: String, time: Double, body: String = "") {
            self.kind = kind
            self.time = time
            self.body = body
        }
    }

    /// How long a draft nobody touches is kept: an unfinished session two weeks old is not coming
    /// back, and a camera session's frames take megabytes.
    public static let keptFor: TimeInterval = 14 * 86_400

    public var id: String
    public var planID: UUID?
    public var slotID: UUID?
    public var exerciseID: String
    public var side: BodySide
    public var source: SessionSource
    public var startedAt: Date
    public var endedAt: Date?
    /// The numbers the session started under (the plan's, with who set them and the side), so a
    /// session rebuilt from its draft counts and reports what it was done under, even after the plan
    /// changed. Nil only for drafts stored before v19 (then the plan's current numbers are used).
    public var prescription: Prescription?
    public var inputs: [Input]

    public init(
        id: String, planID: UUID?, slotID: UUID?, exerciseID: String, side: BodySide, source: SessionSource,
        startedAt: Date, endedAt: Date? = nil, prescription: Prescription? = nil, inputs: [Input] = []
    ) {
        self.id = id
        self.planID = planID
        self.slotID = slotID
        self.exerciseID = exerciseID
        self.side = side
        self.source = source
        self.startedAt = startedAt
        self.endedAt = endedAt
        self.prescription = prescription
        self.inputs = inputs
    }
}

// Live drafts (issue 20): an in-progress or unsaved guided session survives leaving the page, a
// reload and a restart. Not carried by export/import: a draft is this server's unfinished work, tied to
// a live page; it is either saved (then the session record is exported) or discarded.
extension AppDatabase {
    /// Stores a new draft's setup (no inputs yet), with the prescription it starts under.
    public func createLiveDraft(_ draft: LiveDraft, at time: Date) async throws {
        let prescription = try draft.prescription.map(Self.prescriptionJSON)
        try await writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO live_draft (id, plan_id, slot_id, exercise_id, side, source, started_at, updated_at,
                        prescription)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    draft.id, draft.planID?.key, draft.slotID?.key, draft.exerciseID, draft.side.rawValue,
                    draft.source.rawValue, draft.startedAt, time, prescription,
                ])
        }
    }

    static func prescriptionJSON(_ prescription: Prescription) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(prescription), as: UTF8.self)
    }

    /// Appends a batch of inputs (numbered after those stored) and, when given, the end; one transaction.
    /// A draft that is gone (discarded, saved, its plan deleted) takes nothing and returns false.
    @discardableResult
    public func appendLiveDraft(id: String, inputs: [LiveDraft.Input], endedAt: Date?, at time: Date) async throws
        -> Bool
    {
        try await writer.write { db in
            try db.execute(
                sql: "UPDATE live_draft SET updated_at = ?, ended_at = coalesce(ended_at, ?) WHERE id = ?",
                arguments: [time, endedAt, id])
            guard db.changesCount > 0 else { return false }
            var seq =
                try Int.fetchOne(
                    db, sql: "SELECT coalesce(max(seq) + 1, 0) FROM live_draft_input WHERE draft_id = ?", arguments: [id])
                ?? 0
            let statement = try db.cachedStatement(
                sql: "INSERT INTO live_draft_input (draft_id, seq, time, kind, body) VALUES (?, ?, ?, ?, ?)")
            for input in inputs {
                try statement.execute(arguments: [id, seq, input.time, input.kind, input.body])
                seq += 1
            }
            return true
        }
    }

    /// One draft with its inputs in order, or nil.
    public func liveDraft(id: String) async throws -> LiveDraft? {
        try await reader.read { db in
            guard var draft = try Self.fetchLiveDrafts(db, filter: "WHERE id = ?", arguments: [id]).first else {
                return nil
            }
            draft.inputs = try Row.fetchAll(
                db, sql: "SELECT kind, time, body FROM live_draft_input WHERE draft_id = ? ORDER BY seq",
                arguments: [id]
            ).map { LiveDraft.Input(kind: $0["kind"], time: $0["time"], body: $0["body"]) }
            return draft
        }
    }

    /// The drafts of one exercise in one slot (without their inputs) touched since `touchedSince`,
    /// newest first. Older ones are left for ``deleteLiveDrafts(notUpdatedSince:)`` (a read never writes).
    public func liveDrafts(
        planID: UUID, slotID: UUID, exerciseID: String, touchedSince: Date = .distantPast
    ) async throws -> [LiveDraft] {
        try await reader.read { db in
            try Self.fetchLiveDrafts(
                db,
                filter: "WHERE slot_id = ? AND exercise_id = ? AND plan_id = ? AND updated_at >= ? ORDER BY started_at DESC",
                arguments: [slotID.key, exerciseID, planID.key, touchedSince])
        }
    }

    /// Forgets a draft (discarded by the person, or saved). Returns whether it was there.
    @discardableResult
    public func deleteLiveDraft(id: String) async throws -> Bool {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM live_draft WHERE id = ?", arguments: [id])
            return db.changesCount > 0
        }
    }

    /// Forgets every draft not touched since `cutoff` (see ``LiveDraft/keptFor``); returns how many.
    @discardableResult
    public func deleteLiveDrafts(notUpdatedSince cutoff: Date) async throws -> Int {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM live_draft WHERE updated_at < ?", arguments: [cutoff])
            return db.changesCount
        }
    }

    static func fetchLiveDrafts(_ db: Database, filter: String, arguments: StatementArguments) throws -> [LiveDraft] {
        try Row.fetchAll(db, sql: "SELECT * FROM live_draft \(filter)", arguments: arguments).compactMap { row in
            let side: String = row["side"]
            let source: String = row["source"]
            guard let side = BodySide(rawValue: side), let source = SessionSource(rawValue: source) else { return nil }
            let plan: String? = row["plan_id"]
            let slot: String? = row["slot_id"]
            let prescription: String? = row["prescription"]
            return LiveDraft(
                id: row["id"], planID: plan.flatMap(UUID.init(uuidString:)), slotID: slot.flatMap(UUID.init(uuidString:)),
                exerciseID: row["exercise_id"], side: side, source: source, startedAt: row["started_at"],
                endedAt: row["ended_at"],
                // A value that doesn't decode is treated as none stored (the plan's numbers are used).
                prescription: prescription.flatMap { try? JSONDecoder().decode(Prescription.self, from: Data($0.utf8)) })
        }
    }

    /// Remembers the source a live session of `exerciseID` was started with (preselected next time).
    public func rememberSource(_ source: SessionSource, for exerciseID: String) async throws {
        try await writer.write { db in
            var sources = try Self.lastSources(db)
            sources[exerciseID] = source.rawValue
            let json = String(decoding: try JSONEncoder().encode(sources), as: UTF8.self)
            try SettingRecord(key: SettingKey.lastSources.rawValue, value: json).save(db)
        }
    }

    /// The source last used for `exerciseID`, if any.
    public func rememberedSource(for exerciseID: String) async throws -> SessionSource? {
        try await reader.read { db in try Self.lastSources(db)[exerciseID].flatMap(SessionSource.init(rawValue:)) }
    }

    static func lastSources(_ db: Database) throws -> [String: String] {
        guard let text = try fetchSetting(.lastSources, db) else { return [:] }
        // A value that isn't the expected JSON is treated as nothing remembered.
        return (try? JSONDecoder().decode([String: String].self, from: Data(text.utf8))) ?? [:]
    }
}
