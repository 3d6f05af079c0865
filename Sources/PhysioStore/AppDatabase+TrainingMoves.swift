import Foundation
import GRDB
import PhysioCore

/// The id and time a move is recorded under, so it can be undone.
public struct MoveStamp: Sendable, Hashable {
    public var id: UUID
    public var madeAt: Date

    public init(id: UUID, madeAt: Date) {
        self.id = id
        self.madeAt = madeAt
    }
}

/// A recorded move: what it did and what undoing it puts back.
public struct MoveRecord: Sendable, Hashable {
    public var id: UUID
    public var planID: UUID
    public var madeAt: Date
    public var undoneAt: Date?
    public var undo: MoveUndo

    public var isUndone: Bool { undoneAt != nil }
    /// The days the move (or its undo) changed, for the page to draw again.
    public var days: [LocalDate] { Array(Set((undo.before + undo.after).map(\.date))).sorted() }
}

// The Undo after a planner move. A move is saved together with a record of the workouts it changed
// (before and after, `MoveUndo`); undoing it checks, in one transaction, that those workouts are
// still as the move left them, puts the earlier ones back and marks the record undone. Only the
// latest moves of a plan are kept (`keptMoves`): an Undo is for the move just made.
extension AppDatabase {
    /// Moves kept per plan; older ones can no longer be undone.
    public static let keptMoves = 20

    /// Undoes the move `moveID` of plan `planID`. Throws `PlanError.moveNotFound`,
    /// `.moveAlreadyUndone` or `.moveOutdated` (and changes nothing) when it can't.
    public func undoMove(planID: UUID, moveID: UUID, at instant: Date) async throws -> (record: MoveRecord, plan: MesocyclePlan) {
        try await writer.write { db in
            guard var record = try Self.fetchMove(db, planID: planID, id: moveID) else {
                throw MesocyclePlan.PlanError.moveNotFound
            }
            guard !record.isUndone else { throw MesocyclePlan.PlanError.moveAlreadyUndone }
            guard let old = try Self.fetchMesocycles(db, id: planID).first?.plan else { throw TrainingStoreError.mesocycleNotFound }
            var plan = old
            try plan.undo(record.undo)
            try plan.validate()
            try Self.save(plan, replacing: old, db)
            try db.execute(sql: "UPDATE training_move SET undone_at = ? WHERE id = ?", arguments: [instant, moveID.key])
            record.undoneAt = instant
            return (record, plan)
        }
    }

    /// The move `id` of plan `planID`, undone or not; nil when it isn't kept (or never was).
    public func move(planID: UUID, id: UUID) async throws -> MoveRecord? {
        try await reader.read { db in try Self.fetchMove(db, planID: planID, id: id) }
    }

    /// What a move says about itself: where it went from and to, what it did, what undoing it does.
    struct MoveWords: Sendable {
        var home: LocalDate
        var destination: LocalDate
        var message: String
        var undone: String
    }

    /// Like `modifyMesocycle`, and records the change as an undoable move under `stamp` in the same
    /// transaction (unless it changed nothing). `change` returns its result and the two sentences:
    /// what the move did, and what undoing it does.
    func modifyMesocycle<Result: Sendable>(
        id: UUID, recordingAs stamp: MoveStamp?,
        _ change: @escaping @Sendable (inout MesocyclePlan) throws -> (result: Result, words: MoveWords)
    ) async throws -> (Result, plan: MesocyclePlan, move: MoveRecord?) {
        try await writer.write { db in
            guard let old = try Self.fetchMesocycles(db, id: id).first?.plan else {
                throw TrainingStoreError.mesocycleNotFound
            }
            var plan = old
            let (result, words) = try change(&plan)
            try plan.validate()
            try Self.save(plan, replacing: old, db)
            let undo = MoveUndo(
                from: old, to: plan, home: words.home, destination: words.destination, message: words.message,
                undoneMessage: words.undone)
            guard let stamp, undo.changesSomething else { return (result, plan, nil) }
            let record = MoveRecord(id: stamp.id, planID: id, madeAt: stamp.madeAt, undoneAt: nil, undo: undo)
            try Self.insert(record, db)
            return (result, plan, record)
        }
    }

    static func insert(_ record: MoveRecord, _ db: Database) throws {
        let json = String(decoding: try JSONEncoder().encode(record.undo), as: UTF8.self)
        try db.execute(
            sql: "INSERT INTO training_move (id, mesocycle_id, made_at, undo, undone_at) VALUES (?, ?, ?, ?, NULL)",
            arguments: [record.id.key, record.planID.key, record.madeAt, json])
        try db.execute(
            sql: """
                DELETE FROM training_move WHERE mesocycle_id = ?1 AND id NOT IN (
                    SELECT id FROM training_move WHERE mesocycle_id = ?1 ORDER BY made_at DESC, rowid DESC LIMIT ?2)
                """,
            arguments: [record.planID.key, keptMoves])
    }

    static func fetchMove(_ db: Database, planID: UUID, id: UUID) throws -> MoveRecord? {
        guard let row = try Row.fetchOne(
            db, sql: "SELECT made_at, undone_at, undo FROM training_move WHERE id = ? AND mesocycle_id = ?",
            arguments: [id.key, planID.key])
        else { return nil }
        let json: String = row["undo"]
        let undo: MoveUndo
        do {
            undo = try JSONDecoder().decode(MoveUndo.self, from: Data(json.utf8))
        } catch {
            // A record that can't be read can't be undone; say so rather than fail the page.
            throw MesocyclePlan.PlanError.moveNotFound
        }
        return MoveRecord(id: id, planID: planID, madeAt: row["made_at"], undoneAt: row["undone_at"], undo: undo)
    }
}
