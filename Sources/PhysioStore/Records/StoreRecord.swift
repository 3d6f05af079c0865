import Foundation
import GRDB
import PhysioCore

/// A stored row that can't be read back: a damaged or hand-edited database. Reported, never skipped,
/// so a page or a backup is never silently missing data.
public struct UnreadableRowError: Error, Equatable, LocalizedError, UserFacingError {
    /// The table holding the row.
    public var table: String
    /// The row's key, as stored ("8e4c…", or "plan-id/2" for a two-column key).
    public var rowID: String
    /// What is wrong with it.
    public var reason: String

    public init(table: String, rowID: String, reason: String) {
        self.table = table
        self.rowID = rowID
        self.reason = reason
    }

    public var errorDescription: String? {
        "The row “\(rowID)” of the table “\(table)” can’t be read (\(reason)). Nothing was shown or exported "
            + "so no data goes missing; restore a backup or repair that row."
    }

    public var kind: ErrorKind { .unavailable }
    public var code: String { "unreadable_row" }

    /// `raw`, read from `column` of the row `rowID` of `table`, as one of the Swift enums whose cases are
    /// the only list of a column's values (the schema keeps no copy of them since v20); an unknown value
    /// is this error, naming the row, never a default.
    static func value<T: RawRepresentable>(
        _ raw: T.RawValue, _ column: String, table: String, rowID: String, as type: T.Type = T.self
    ) throws(UnreadableRowError) -> T {
        guard let value = T(rawValue: raw) else {
            throw UnreadableRowError(table: table, rowID: rowID, reason: "\(column) “\(raw)” is not a known value")
        }
        return value
    }
}

/// A record type for one table: Codable columns (`CodingKeys` double as `Columns`), fetched and
/// written by GRDB. Conversions to the core's models throw `UnreadableRowError` naming the row.
protocol StoreRecord: Codable, FetchableRecord, PersistableRecord, Sendable {
    /// The columns that identify a row in an error message (the primary key).
    static var keyColumns: [String] { get }
}

extension StoreRecord {
    /// Every row `sql` selects (its columns named as the table's), decoded; the first row that can't be
    /// decoded throws `UnreadableRowError` instead of being dropped.
    /// The statement is prepared once per connection and kept (`cachedStatement`): preparing runs
    /// SQLite's parser and GRDB's authorizer every time. Every caller's SQL is a fixed text.
    /// Records that read their rows by hand (``HandDecodedRecord``) skip `Codable`.
    static func fetchChecked(_ db: Database, sql: String, arguments: StatementArguments = []) throws -> [Self] {
        let statement = try db.cachedStatement(sql: sql)
        if let hand = Self.self as? any HandDecodedRecord.Type,
           let records = try Self.byHand(hand, statement, arguments) {
            return records
        }
        let rows = try Row.fetchCursor(statement, arguments: arguments)
        var records: [Self] = []
        while let row = try rows.next() {
            do {
                records.append(try Self(row: row))
            } catch {
                throw UnreadableRowError(
                    table: databaseTableName, rowID: rowID(of: row), reason: "a column has a value of the wrong type")
            }
        }
        return records
    }

    private static func byHand<Hand: HandDecodedRecord>(
        _ type: Hand.Type, _ statement: Statement, _ arguments: StatementArguments
    ) throws -> [Self]? {
        try type.fetchByHand(statement, arguments: arguments).map { $0 as Any as! [Self] }
    }

    /// At most one row; see `fetchChecked`.
    static func fetchOneChecked(_ db: Database, sql: String, arguments: StatementArguments = []) throws -> Self? {
        try fetchChecked(db, sql: sql, arguments: arguments).first
    }

    /// The row's key columns as text, joined by "/".
    static func rowID(of row: Row) -> String {
        keyColumns.map { describe(row[$0] as DatabaseValue? ?? .null) }.joined(separator: "/")
    }

    static func describe(_ value: DatabaseValue) -> String {
        switch value.storage {
        case .null: "NULL"
        case .int64(let number): String(number)
        case .double(let number): String(number)
        case .string(let text): text
        case .blob(let data): "blob of \(data.count) bytes"
        }
    }

    /// This record's key, for an error message.
    var rowID: String {
        guard let values = try? databaseDictionary else { return "?" }
        return Self.keyColumns.map { Self.describe(values[$0] ?? .null) }.joined(separator: "/")
    }

    /// An error naming this row.
    func unreadable(_ reason: String) -> UnreadableRowError {
        UnreadableRowError(table: Self.databaseTableName, rowID: rowID, reason: reason)
    }

    /// A stored UUID key ("8e4c2a9b-…").
    func uuid(_ text: String, _ column: String) throws -> UUID {
        guard let id = StoredText.uuid(text) else { throw unreadable("\(column) “\(text)” is not a UUID") }
        return id
    }

    /// A stored optional UUID key.
    func uuid(_ text: String?, _ column: String) throws -> UUID? {
        try text.map { try uuid($0, column) }
    }

    /// A stored day ("2026-11-20").
    func day(_ text: String, _ column: String) throws -> LocalDate {
        guard let day = LocalDate(iso: text) else { throw unreadable("\(column) “\(text)” is not a date") }
        return day
    }

    /// A stored raw value of one of the core's enums.
    func value<T: RawRepresentable>(_ raw: T.RawValue, _ column: String, as type: T.Type = T.self) throws -> T {
        try UnreadableRowError.value(raw, column, table: Self.databaseTableName, rowID: rowID)
    }

    /// A stored minute of the day (0…1439).
    func time(_ minutes: Int, _ column: String) throws -> TimeOfDay {
        guard let time = TimeOfDay(minutesSinceMidnight: minutes) else {
            throw unreadable("\(column) \(minutes) is not a minute of the day")
        }
        return time
    }
}
