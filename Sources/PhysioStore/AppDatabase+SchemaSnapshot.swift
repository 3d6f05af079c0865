import Foundation
import GRDB

// The schema as SQLite holds it, for the test that pins it to a committed golden file.
extension AppDatabase {
    /// Every table, index and trigger `sqlite_master` holds, by type and name, one statement a line with
    /// runs of whitespace folded to one space.
    public func schemaSnapshot() throws -> String {
        try writer.read { db in try Self.schemaSnapshot(db) }
    }

    static func schemaSnapshot(_ db: Database) throws -> String {
        try String.fetchAll(
            db, sql: "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY type DESC, name"
        ).map { sql in
            sql.split(whereSeparator: \.isWhitespace).joined(separator: " ") + ";\n"
        }.joined()
    }
}
