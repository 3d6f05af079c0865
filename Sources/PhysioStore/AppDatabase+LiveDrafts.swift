import Foundation
import GRDB
import PhysioCore

/// A live session kept as it goes: its setup, the prescription it started under, and the steps it
/// accepted (``SessionRun/Entry``), to be replayed.
public struct LiveDraft: Sendable {
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
    /// The session's steps in order, each with its time on the session's clock.
    public var entries: [SessionRun.Entry]
    /// The bytes the steps take in the database.
    public var storedBytes: Int

    /// The most one session's steps may take (a flooding client is refused past it): about 85 minutes
    /// of 33-landmark poses at 15 a second, 55 at 24 (``estimatedBytes(_:)``: 652 bytes a pose).
    public static let maximumBytes = 48 * 1_048_576

    /// About what `entry` takes in a batch, for the bound above before the batch is written: a pose
    /// 4/3 × 13 bytes a landmark plus its keys, anything else a few dozen bytes.
    public static func estimatedBytes(_ entry: SessionRun.Entry) -> Int {
        guard case .sample(.pose(let frame)) = entry.step else { return 48 }
        return (frame.points.count * 13 + 2) / 3 * 4 + 80
    }

    public init(
        id: String, planID: UUID?, slotID: UUID?, exerciseID: String, side: BodySide, source: SessionSource,
        startedAt: Date, endedAt: Date? = nil, prescription: Prescription? = nil, entries: [SessionRun.Entry] = [],
        storedBytes: Int = 0
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
        self.entries = entries
        self.storedBytes = storedBytes
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

    /// Appends a batch of steps (one row, numbered after those stored) and, when given, the end; one
    /// transaction. A draft that is gone (discarded, saved, its plan deleted) takes nothing and returns
    /// false.
    @discardableResult
    public func appendLiveDraft(id: String, entries: [SessionRun.Entry], endedAt: Date?, at time: Date) async throws
        -> Bool
    {
        let steps = entries.isEmpty ? nil : String(decoding: try JSONEncoder().encode(entries), as: UTF8.self)
        return try await writer.write { db in
            try db.execute(
                sql: "UPDATE live_draft SET updated_at = ?, ended_at = coalesce(ended_at, ?) WHERE id = ?",
                arguments: [time, endedAt, id])
            guard db.changesCount > 0 else { return false }
            guard let steps else { return true }
            try db.execute(
                sql: """
                    INSERT INTO live_draft_batch (draft_id, seq, steps)
                    SELECT ?, coalesce(max(seq) + 1, 0), ? FROM live_draft_batch WHERE draft_id = ?
                    """,
                arguments: [id, steps, id])
            return true
        }
    }

    /// One draft with its steps in order, or nil. Steps stored before v19 (one row per input, the
    /// message as received) are read as steps too, before the batches.
    public func liveDraft(id: String) async throws -> LiveDraft? {
        try await reader.read { db in
            guard var draft = try Self.fetchLiveDrafts(db, filter: "WHERE id = ?", arguments: [id]).first else {
                return nil
            }
            let legacy = try Row.fetchAll(
                db, sql: "SELECT seq, kind, time, body FROM live_draft_input WHERE draft_id = ? ORDER BY seq",
                arguments: [id])
            draft.entries = try legacy.compactMap { row in
                let seq: Int64 = row["seq"]
                let kind = try UnreadableRowError.value(
                    row["kind"] as String, "kind", table: "live_draft_input", rowID: "\(id)/\(seq)",
                    as: LegacyInputKind.self)
                return Self.legacyEntry(kind: kind, time: row["time"], body: row["body"])
            }
            draft.storedBytes = legacy.reduce(0) { total, row in
                let body: String = row["body"]
                return total + body.utf8.count
            }
            let decoder = JSONDecoder()
            for steps in try String.fetchAll(
                db, sql: "SELECT steps FROM live_draft_batch WHERE draft_id = ? ORDER BY seq", arguments: [id])
            {
                draft.storedBytes += steps.utf8.count
                // A batch that doesn't decode is skipped: the rest of the session still comes back.
                draft.entries += (try? decoder.decode([SessionRun.Entry].self, from: Data(steps.utf8))) ?? []
            }
            return draft
        }
    }

    /// The kinds of input stored before v19 (`live_draft_input.kind`): the only list of them.
    enum LegacyInputKind: String, CaseIterable {
        case sample, calibrate, frame, nextSet, end, pain
    }

    /// A step as stored before v19: its kind and the message as received; nil for a message that no
    /// longer parses (skipped, as a batch that doesn't decode is).
    static func legacyEntry(kind: LegacyInputKind, time: Double, body: String) -> SessionRun.Entry? {
        let step: SessionRun.Step
        switch (kind, try? LiveInput.parse(body)) {
        case (.sample, .sample(let sample, _, _)?), (.frame, .sample(let sample, _, _)?): step = .sample(sample)
        case (.calibrate, .calibrate(let reading, let holding, _)?): step = .calibrate(reading, holding)
        case (.nextSet, _): step = .nextSet
        case (.pain, _): step = .pain
        case (.end, _): step = .end
        case (.sample, _), (.frame, _), (.calibrate, _): return nil
        }
        return SessionRun.Entry(time: time, step: step)
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

    /// Gives the file's free pages back to the disk (incremental vacuum: a discarded camera session
    /// leaves megabytes of them) and folds the write-ahead log into the file, truncating it. Best
    /// effort: a checkpoint that readers hold up is left for the next time.
    public func reclaimFreeSpace() async {
        try? await writer.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA incremental_vacuum")
            _ = try? db.checkpoint(.truncate)
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
        try Row.fetchAll(db, sql: "SELECT * FROM live_draft \(filter)", arguments: arguments).map { row in
            let id: String = row["id"]
            // An unknown side or source is an error naming the draft: never a draft silently left out.
            let side = try UnreadableRowError.value(
                row["side"] as String, "side", table: "live_draft", rowID: id, as: BodySide.self)
            let source = try UnreadableRowError.value(
                row["source"] as String, "source", table: "live_draft", rowID: id, as: SessionSource.self)
            let plan: String? = row["plan_id"]
            let slot: String? = row["slot_id"]
            let prescription: String? = row["prescription"]
            return LiveDraft(
                id: id, planID: plan.flatMap(UUID.init(uuidString:)), slotID: slot.flatMap(UUID.init(uuidString:)),
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
