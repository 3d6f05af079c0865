import Foundation
import GRDB
import GRDBSQLite
import PhysioCore

// The plans read: home, the schedule, the plans API, the reminders and backups read every plan with
// its exercises and session slots, so it is the busiest read of all. Exercises and slots come
// ordered by plan, so each plan's rows are one run: the plan id is compared byte for byte with the
// previous row's and looked up once per run, and columns are read straight from the SQLite statement
// with GRDB's own conversions (`fromStatement`), so a row reads — or fails — exactly as its record's
// decoding would. A row that can't be read throws `UnreadableRowError`, as everywhere.
extension AppDatabase {
    static func fetchPlans(_ db: Database, id: UUID?) throws -> [RehabPlan] {
        let arguments: StatementArguments = id.map { [$0.key] } ?? []
        let records = try RehabPlanRecord.fetchChecked(
            db, sql: "SELECT * FROM rehab_plan\(id == nil ? "" : " WHERE id = ?") ORDER BY created_at, id",
            arguments: arguments)
        var positions: [String: Int] = [:]
        positions.reserveCapacity(records.count)
        for (position, record) in records.enumerated() { positions[record.id] = position }

        let filter = id == nil ? "" : " WHERE plan_id = ?"
        var exerciseIDs = [[String]](repeating: [], count: records.count)
        var prescriptions = [[String: Prescription]](repeating: [:], count: records.count)
        var exerciseNames: [(bytes: [UInt8], text: String)] = []
        try forEachRowByPlan(
            db, PlanExerciseRecord.self,
            sql: "SELECT plan_id, position, exercise_id, prescription FROM plan_exercise\(filter) ORDER BY plan_id, position",
            arguments: arguments, positions: positions
        ) { plan, statement, row in
            // `position` orders the rows; it is read only to refuse a row whose value isn't a number.
            guard Int.fromStatement(statement, atUncheckedIndex: 1) != nil,
                  sqlite3_column_type(statement, 2) != SQLITE_NULL
            else { return false }
            // Plans share a handful of exercises: each id's text is made once per read.
            let bytes = columnBytes(statement, 2)
            let exercise: String
            if let known = exerciseNames.first(where: { equal($0.bytes, bytes) }) {
                exercise = known.text
            } else {
                exercise = String(sqliteStatement: statement, index: 2)
                exerciseNames.append((Array(bytes), exercise))
            }
            if let plan { exerciseIDs[plan].append(exercise) }
            // Most exercises follow the library (NULL); a set prescription is JSON, decoded here.
            if sqlite3_column_type(statement, 3) != SQLITE_NULL {
                let record = try PlanExerciseRecord(row: row, columns: [0, 1, 2, 3])
                guard let text = record.prescription, let prescription = StoredJSON.prescription(text) else {
                    throw UnreadableRowError(
                        table: PlanExerciseRecord.databaseTableName, rowID: PlanExerciseRecord.rowID(of: row),
                        reason: "prescription is not valid JSON of a prescription")
                }
                if let plan { prescriptions[plan][exercise] = prescription }
            }
            return true
        }

        var slots = [[SessionSlot]](repeating: [], count: records.count)
        try forEachRowByPlan(
            db, SessionSlotRecord.self,
            sql: "SELECT plan_id, id, minute_of_day FROM session_slot\(filter) ORDER BY plan_id, minute_of_day",
            arguments: arguments, positions: positions
        ) { plan, statement, row in
            guard sqlite3_column_type(statement, 1) != SQLITE_NULL,
                  let minutes = Int.fromStatement(statement, atUncheckedIndex: 2)
            else { return false }
            let slot: SessionSlot
            if let id = StoredText.canonicalUUID(columnBytes(statement, 1)), let time = TimeOfDay(minutesSinceMidnight: minutes) {
                slot = SessionSlot(id: id, time: time)
            } else {
                // Anything unusual takes the record's own path, which reads it or names what is wrong.
                slot = try SessionSlotRecord(row: row, columns: [1, 0, 2]).model()
            }
            if let plan { slots[plan].append(slot) }
            return true
        }

        return try records.enumerated().map { position, record in
            try record.model(
                exerciseIDs: exerciseIDs[position], slots: slots[position], prescriptions: prescriptions[position])
        }
    }

    /// Steps through `sql`, whose first column is `plan_id` and whose rows are ordered by it, calling
    /// `body` for each row with the position of its plan in `positions` (nil for a plan not read),
    /// the raw statement and the row. `body` returns false when a column has the wrong type.
    private static func forEachRowByPlan<Record: StoreRecord>(
        _ db: Database, _ record: Record.Type, sql: String, arguments: StatementArguments, positions: [String: Int],
        _ body: (Int?, SQLiteStatement, Row) throws -> Bool
    ) throws {
        let statement = try db.cachedStatement(sql: sql)
        let sqlite = statement.sqliteStatement
        let rows = try Row.fetchCursor(statement, arguments: arguments)
        var runKey: [UInt8] = []
        runKey.reserveCapacity(40)
        var runPlan: Int?
        var inRun = false
        while let row = try rows.next() {
            guard sqlite3_column_type(sqlite, 0) != SQLITE_NULL else { throw wrongType(Record.self, row) }
            let key = columnBytes(sqlite, 0)
            if !inRun || !equal(runKey, key) {
                runKey.removeAll(keepingCapacity: true)
                runKey.append(contentsOf: key)
                // The key as GRDB reads a String column, so the lookup matches the record's.
                runPlan = positions[String(sqliteStatement: sqlite, index: 0)]
                inRun = true
            }
            guard try body(runPlan, sqlite, row) else { throw wrongType(Record.self, row) }
        }
    }

    /// The bytes of a column's text (valid until the statement moves on).
    private static func columnBytes(_ statement: SQLiteStatement, _ column: CInt) -> UnsafeBufferPointer<UInt8> {
        guard let text = sqlite3_column_text(statement, column) else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(statement, column)))
    }

    /// Whether two byte strings are the same (`elementsEqual` is a generic loop, byte by byte).
    private static func equal(_ stored: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard stored.count == bytes.count else { return false }
        guard !stored.isEmpty, let start = bytes.baseAddress else { return true }
        return stored.withUnsafeBufferPointer { memcmp($0.baseAddress!, start, bytes.count) == 0 }
    }

    private static func wrongType<Record: StoreRecord>(_ record: Record.Type, _ row: Row) -> UnreadableRowError {
        UnreadableRowError(
            table: Record.databaseTableName, rowID: Record.rowID(of: row), reason: "a column has a value of the wrong type")
    }
}
