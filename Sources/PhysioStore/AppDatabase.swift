import Foundation
import GRDB
import PhysioCore
import Synchronization

/// PhysioPoint's database: one SQLite file, migrated on open, written only through the intention-named
/// methods in the `AppDatabase+…` files. Every write is one transaction.
public struct AppDatabase: Sendable {
    /// The connection; a `DatabasePool` (WAL) on disk, a `DatabaseQueue` in memory for tests.
    let writer: any DatabaseWriter
    private let commits: CommitCounter
    /// Read-only connections used only by `quickRead` (on disk; nil in memory). See `quickRead`.
    private let quickReader: (any DatabaseReader)?

    /// Opens `writer` and applies every migration not yet applied; `quickReader`, when given, is a
    /// read-only pool on the same file, opened after the migrations.
    public init(_ writer: any DatabaseWriter, quickReader: (() throws -> any DatabaseReader)? = nil) throws {
        self.writer = writer
        try Self.migrator.migrate(writer)
        self.quickReader = try quickReader?()
        let commits = CommitCounter()
        writer.add(transactionObserver: commits, extent: .databaseLifetime)
        self.commits = commits
    }

    /// Changes whenever a write transaction commits, so callers can cache what they read (rendered
    /// pages, sessions) and know when it may be stale.
    public var dataVersion: Int { commits.count }

    /// The database file in `directory` (created if needed), in WAL mode with full syncs, so a
    /// killed process never loses an acknowledged write.
    public static func onDisk(in directory: URL) throws -> AppDatabase {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent("physiopoint.sqlite")
        let pool = try DatabasePool(path: url.path, configuration: configuration())
        return try AppDatabase(pool) {
            var readOnly = Configuration()
            readOnly.readonly = true
            readOnly.busyMode = .timeout(5)
            return try DatabasePool(path: url.path, configuration: readOnly)
        }
    }

    /// A private in-memory database, for tests and benchmarks.
    public static func inMemory() throws -> AppDatabase {
        try AppDatabase(DatabaseQueue(configuration: configuration()))
    }

    static func configuration() -> Configuration {
        var config = Configuration()
        config.foreignKeysEnabled = true
        config.busyMode = .timeout(5)
        config.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        return config
    }

    /// A read-only view for pages and the API.
    public var reader: any DatabaseReader { writer }

    /// A short read run on the caller's thread. GRDB's `async` read hands the work to a reader's
    /// dispatch queue and resumes the caller on Swift's pool afterwards: two thread hand-offs (futex
    /// wake-ups) that cost more than reading a screen's few rows. For reads of a bounded, small size
    /// only (one screen's rows, one session); anything that could take long stays on `reader.read`.
    ///
    /// On disk it uses connections of its own: an `async` read keeps its pooled connection until its
    /// task resumes on Swift's pool, so a blocking read waiting for one of *those* connections on
    /// every pool thread would wait forever (a deadlock seen under load). Here every holder is a
    /// blocking read that finishes without needing a thread, so a waiter always gets its turn.
    func quickRead<T>(_ value: (Database) throws -> T) throws -> T {
        if let quickReader {
            // One snapshot for all the queries, as `read` gives, with the transaction's two statements
            // prepared once per connection: `read` prepares `BEGIN` and `COMMIT` afresh every time.
            return try quickReader.unsafeRead { db in
                try db.cachedStatement(sql: "BEGIN DEFERRED TRANSACTION").execute()
                do {
                    let result = try value(db)
                    try db.cachedStatement(sql: "COMMIT TRANSACTION").execute()
                    return result
                } catch {
                    // Never leave the connection inside a snapshot (a no-op if none is open).
                    try? db.execute(sql: "ROLLBACK TRANSACTION")
                    throw error
                }
            }
        }
        return try writer.read(value)  // a DatabaseQueue (tests): its async reads run whole on its queue
    }

    /// Every migration this version knows, oldest first.
    public static var knownMigrations: [String] { migrator.migrations }

    /// The names of the migrations applied, oldest first (for diagnostics and tests).
    public func appliedMigrations() throws -> [String] {
        try writer.read { db in try Self.migrator.appliedMigrations(db) }
    }
}

extension AppDatabase {
    /// Why a write was refused. Nothing was changed in every case.
    public enum StoreError: Error, Equatable, LocalizedError, UserFacingError {
        /// No plan with this id (it may have been deleted on another device).
        case planNotFound
        /// The plan has no session with this id.
        case slotNotFound
        /// No saved session (exercise set) with this id.
        case sessionNotFound
        /// The import file was rejected; the text says why.
        case invalidImport(String)

        public var errorDescription: String? {
            switch self {
            case .planNotFound: "That plan doesn't exist any more. It may have been deleted."
            case .slotNotFound: "That session isn't part of this plan any more."
            case .sessionNotFound: "That session isn't saved here. It may have been deleted with its plan."
            case .invalidImport(let why): "The file can't be imported: \(why)"
            }
        }

        public var kind: ErrorKind {
            switch self {
            case .planNotFound, .slotNotFound, .sessionNotFound: .notFound
            case .invalidImport: .invalid
            }
        }

        public var code: String {
            switch self {
            case .planNotFound: "plan_not_found"
            case .slotNotFound: "session_not_found"
            case .sessionNotFound: "record_not_found"
            case .invalidImport: "invalid_import"
            }
        }
    }
}

/// Counts committed write transactions.
private final class CommitCounter: TransactionObserver, Sendable {
    private let value = Atomic<Int>(0)

    var count: Int { value.load(ordering: .acquiring) }

    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { false }
    func databaseDidChange(with event: DatabaseEvent) {}
    func databaseDidCommit(_ db: Database) { value.add(1, ordering: .releasing) }
    func databaseDidRollback(_ db: Database) {}
}
