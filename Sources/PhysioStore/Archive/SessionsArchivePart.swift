import Foundation
import GRDB
import PhysioCore

/// The guided sessions' part: every saved session record with its metrics, oldest first.
/// Imported after the rehab part; a session whose plan or slot isn't there keeps its data with no
/// link, as it does when a plan is deleted.
public struct SessionsArchivePart: ArchivePart, Equatable {
    static let key = "sessions"

    public var records: [SessionRecord]

    public init(records: [SessionRecord]) { self.records = records }

    /// Session records one file may hold (years of daily sessions).
    static let recordCount = FieldRange<Int>("sessions", 0...200_000)

    static func read(_ db: Database) throws -> SessionsArchivePart {
        SessionsArchivePart(records: try AppDatabase.fetchSessions(db, filter: "", arguments: []))
    }

    func validate() throws(ArchiveProblem) {
        try ArchiveProblem.ranges { () throws(ValueRangeError) in
            try Self.recordCount.checkCount(records.count, field: "parts.sessions.records")
        }
        var seen = Set<UUID>()
        for (index, record) in records.enumerated() {
            let path = "parts.sessions.records[\(index)]"
            guard seen.insert(record.id).inserted else {
                throw ArchiveProblem(path: "\(path).id", message: "two sessions have the same id")
            }
            guard !record.exerciseID.isEmpty, TextLength.fits(record.exerciseID, in: 100) else {
                throw ArchiveProblem(path: "\(path).exerciseID", message: "an exercise id is 1 to 100 characters")
            }
            guard record.metrics.reps >= 0 else {
                throw ArchiveProblem(path: "\(path).metrics.reps", message: "reps can't be negative")
            }
            try ArchiveProblem.ranges { () throws(ValueRangeError) in try record.validate(path: path) }
        }
    }

    func replace(in db: Database, at time: Date) throws {
        try db.execute(sql: "DELETE FROM exercise_session")
        for var record in records {
            if let plan = record.planID,
               try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM rehab_plan WHERE id = ?)", arguments: [plan.key]) != true {
                record.planID = nil
            }
            if let slot = record.slotID,
               try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM session_slot WHERE id = ?)", arguments: [slot.key]) != true {
                record.slotID = nil
            }
            try AppDatabase.insertSession(record, db)
        }
    }
}
