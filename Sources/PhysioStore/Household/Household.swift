import Foundation
import GRDB
import PhysioCore
import Synchronization

/// Everyone who uses this PhysioPoint, and each one's own database.
///
/// The household's database (`household.sqlite`) holds the people, who helps whom, the devices
/// signed in and the sessions signed out. Each person's plans, sessions, habits, coach chat,
/// reminders and training are in a database of their own (``AppDatabase``), opened by
/// ``store(for:)``: a request works on one person's handle, so no query — however it is written —
/// can read or change another person's rows. The owner's database is the data dir's
/// `physiopoint.sqlite` (a single-person install upgrades in place); everyone else's is in
/// `people/<id>/`.
public final class Household: Sendable {
    let writer: any DatabaseWriter
    private let commits: CommitCounter
    private let opener: Opener
    private let stores = Mutex<[UUID: AppDatabase]>([:])
    private let known = Mutex<(version: Int, loaded: ContinuousClock.Instant, snapshot: Snapshot)>(
        (-1, .now, Snapshot()))
    /// Bumped when a reload finds what another process (`physiopoint people …`) changed.
    private let reloads = Atomic<Int>(0)
    /// How long a snapshot read here is trusted before the database is read again: changes made by
    /// another process show within this time.
    static let freshFor: Duration = .seconds(2)
    /// Where the data lives; nil in memory (tests).
    public let directory: URL?

    /// How a person's own database is opened.
    struct Opener: Sendable {
        let open: @Sendable (_ folder: String) throws -> AppDatabase
    }

    /// What every request reads: the people with their tokens, and who helps whom.
    struct Snapshot: Sendable, Equatable {
        var people: [Entry] = []
        var grants: [HelpGrant] = []
    }

    struct Entry: Sendable, Equatable {
        var person: Person
        var token: String
        var folder: String
    }

    init(_ writer: any DatabaseWriter, opener: Opener, directory: URL?) throws {
        self.writer = writer
        try Self.migrator.migrate(writer)
        let commits = CommitCounter()
        writer.add(transactionObserver: commits, extent: .databaseLifetime)
        self.commits = commits
        self.opener = opener
        self.directory = directory
    }

    /// Changes whenever the household's database commits (people, grants, devices, sign-outs), here
    /// or — noticed within ``freshFor`` — in another process.
    public var dataVersion: Int {
        _ = snapshot()  // notices another process's change once the snapshot is stale
        return commits.count &+ reloads.load(ordering: .acquiring)
    }

    // MARK: Opening

    /// The household in `directory` (created, readable by this user only). A data dir of a
    /// single-person version becomes a household of one: its database is the owner's, unchanged,
    /// with the sign-in link, devices and assistive mode it had.
    public static func onDisk(in directory: URL, now: Date, makeToken: @Sendable () -> String) throws -> Household {
        try DataDirectory.create(directory)
        let url = directory.appendingPathComponent("household.sqlite")
        let pool = try DatabasePool(path: url.path, configuration: AppDatabase.configuration())
        let household = try Household(
            pool,
            opener: Opener { folder in
                let folderURL = folder.isEmpty ? directory : directory.appendingPathComponent(folder)
                try DataDirectory.create(folderURL)
                let database = try AppDatabase.onDisk(in: folderURL)
                try DataDirectory.restrictFiles(in: folderURL)
                return database
            },
            directory: directory)
        try DataDirectory.restrictFiles(in: directory)
        if try household.loadPeople().isEmpty {
            try household.adoptSinglePersonData(
                at: directory.appendingPathComponent("physiopoint.sqlite"), now: now, makeToken: makeToken)
        }
        return household
    }

    /// A household in memory with an owner named "Me" (tests and benchmarks); `owner`, when given,
    /// is the owner's database.
    public static func inMemory(owner: AppDatabase? = nil, now: Date = Date(), token: String? = nil) throws -> Household {
        let ownerStore = try owner ?? AppDatabase.inMemory()
        let household = try Household(
            DatabaseQueue(configuration: AppDatabase.configuration()),
            opener: Opener { _ in try AppDatabase.inMemory() }, directory: nil)
        let person = try household.insertPerson(
            name: Person.ownerPlaceholderName, isOwner: true, parts: Set(AppPart.allCases), token: token ?? Self.randomToken(), folder: "",
            at: now)
        household.stores.withLock { $0[person.id] = ownerStore }
        return household
    }

    static func randomToken() -> String {
        (0..<4).map { _ in String(UInt64.random(in: .min ... .max), radix: 16) }.joined()
            .padding(toLength: 48, withPad: "0", startingAt: 0)
    }

    // MARK: Reading (from memory, refreshed after each household write)

    private func snapshot() -> Snapshot {
        let version = commits.count
        let now = ContinuousClock.now
        let cached = known.withLock { $0 }
        if cached.version == version, now - cached.loaded < Self.freshFor { return cached.snapshot }
        let snapshot = (try? loadSnapshot()) ?? Snapshot()
        if cached.version == version, snapshot != cached.snapshot { reloads.add(1, ordering: .releasing) }
        known.withLock { $0 = (version, now, snapshot) }
        return snapshot
    }

    private func loadSnapshot() throws -> Snapshot {
        try writer.read { db in
            let people = try Row.fetchAll(db, sql: "SELECT * FROM person ORDER BY is_owner DESC, created_at, name")
                .map(Self.entry)
            let grants = try Row.fetchAll(db, sql: "SELECT * FROM help_grant ORDER BY granted_at").map { row in
                HelpGrant(
                    personID: try Self.uuid(row["person_id"], "help_grant"), helperID: try Self.uuid(row["helper_id"], "help_grant"),
                    grantedAt: row["granted_at"], grantedBy: try Self.uuid(row["granted_by"], "help_grant"))
            }
            return Snapshot(people: people, grants: grants)
        }
    }

    private func loadPeople() throws -> [Entry] { try loadSnapshot().people }

    static func entry(_ row: Row) throws -> Entry {
        let id: String = row["id"]
        guard let uuid = UUID(uuidString: id) else {
            throw UnreadableRowError(table: "person", rowID: id, reason: "the id isn't a UUID")
        }
        return Entry(
            person: Person(
                id: uuid, name: row["name"], isOwner: row["is_owner"], parts: AppPart.parse(row["parts"]),
                createdAt: row["created_at"]),
            token: row["token"], folder: row["folder"])
    }

    static func uuid(_ text: String, _ table: String) throws -> UUID {
        guard let id = UUID(uuidString: text) else {
            throw UnreadableRowError(table: table, rowID: text, reason: "an id isn't a UUID")
        }
        return id
    }

    /// Everyone, the owner first.
    public var people: [Person] { snapshot().people.map(\.person) }

    /// The owner (there is always one).
    public var owner: Person {
        guard let owner = snapshot().people.first(where: \.person.isOwner)?.person else {
            preconditionFailure("a household always has its owner")
        }
        return owner
    }

    public func person(id: UUID) -> Person? { snapshot().people.first { $0.person.id == id }?.person }

    /// The person called `name` (any case), for the command line.
    public func person(named name: String) -> Person? {
        let wanted = name.trimmingCharacters(in: .whitespaces)
        return snapshot().people.first { $0.person.name.caseInsensitiveCompare(wanted) == .orderedSame }?.person
    }

    /// The person whose sign-in token this is; compared in constant time.
    public func person(token: String) -> Person? {
        snapshot().people.first { Self.equal($0.token, token) }?.person
    }

    /// The person's current sign-in token (what their link and QR code carry).
    public func token(of personID: UUID) -> String? {
        snapshot().people.first { $0.person.id == personID }?.token
    }

    /// Every grant: who helps whom.
    public var helpGrants: [HelpGrant] { snapshot().grants }

    /// True when `helper` may help `person` now (their grant exists).
    public func canHelp(_ helper: UUID, _ person: UUID) -> Bool {
        snapshot().grants.contains { $0.helperID == helper && $0.personID == person }
    }

    /// The people `helper` helps, in household order.
    public func peopleHelped(by helper: UUID) -> [Person] {
        let ids = Set(snapshot().grants.filter { $0.helperID == helper }.map(\.personID))
        return people.filter { ids.contains($0.id) }
    }

    // MARK: Each person's own database

    /// The database of `personID` alone. Throws `HouseholdError.personNotFound` for someone not
    /// (or no longer) in the household.
    public func store(for personID: UUID) throws -> AppDatabase {
        if let open = stores.withLock({ $0[personID] }) { return open }
        guard let entry = snapshot().people.first(where: { $0.person.id == personID }) else {
            throw HouseholdError.personNotFound
        }
        let database = try opener.open(entry.folder)
        return stores.withLock { stores in
            if let raced = stores[personID] { return raced }
            stores[personID] = database
            return database
        }
    }

    /// The folder holding `personID`'s files (their database, uploaded videos); nil in memory.
    public func folder(of personID: UUID) -> URL? {
        guard let directory, let entry = snapshot().people.first(where: { $0.person.id == personID }) else { return nil }
        return entry.folder.isEmpty ? directory : directory.appendingPathComponent(entry.folder)
    }

    // MARK: Changing the household

    /// Adds a person with their own (empty) database and sign-in token; `assistive` turns assistive
    /// mode on for them from the start.
    @discardableResult
    public func addPerson(
        name: String, parts: Set<AppPart> = Set(AppPart.allCases), assistive: Bool = false, token: String, at now: Date
    ) async throws -> Person {
        let id = UUID()
        let person = try insertPerson(
            name: name, isOwner: false, parts: parts, token: token, folder: "people/" + AppPath.id(id), at: now, id: id)
        let store = try store(for: person.id)  // their database exists from now on
        if assistive { try await store.setAssistiveMode(true) }
        return person
    }

    private func insertPerson(
        name: String, isOwner: Bool, parts: Set<AppPart>, token: String, folder: String, at now: Date, id: UUID = UUID()
    ) throws -> Person {
        let name = try Person.validName(name)
        guard !parts.isEmpty else { throw HouseholdError.noParts }
        try writer.write { db in
            try Self.refuseTakenName(name, except: nil, db)
            try db.execute(
                sql: """
                    INSERT INTO person (id, name, is_owner, parts, token, folder, created_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [AppPath.id(id), name, isOwner, AppPart.text(parts), token, folder, now])
        }
        return Person(id: id, name: name, isOwner: isOwner, parts: parts, createdAt: now)
    }

    private static func refuseTakenName(_ name: String, except id: UUID?, _ db: Database) throws {
        let taken = try String.fetchOne(
            db, sql: "SELECT name FROM person WHERE name = ? COLLATE NOCASE AND id IS NOT ?",
            arguments: [name, id.map(AppPath.id)])
        if let taken { throw HouseholdError.nameTaken(taken) }
    }

    /// Renames a person.
    public func rename(_ personID: UUID, to name: String) throws {
        let name = try Person.validName(name)
        try writer.write { db in
            try Self.refuseTakenName(name, except: personID, db)
            try db.execute(sql: "UPDATE person SET name = ? WHERE id = ?", arguments: [name, AppPath.id(personID)])
            guard db.changesCount > 0 else { throw HouseholdError.personNotFound }
        }
    }

    /// Sets which parts a person uses.
    public func setParts(_ personID: UUID, _ parts: Set<AppPart>) throws {
        guard !parts.isEmpty else { throw HouseholdError.noParts }
        try writer.write { db in
            try db.execute(
                sql: "UPDATE person SET parts = ? WHERE id = ?", arguments: [AppPart.text(parts), AppPath.id(personID)])
            guard db.changesCount > 0 else { throw HouseholdError.personNotFound }
        }
    }

    /// Gives a person a new sign-in token: their old link and QR code stop working, and every device
    /// signed in with it is signed out (its cookie was signed with the old token).
    public func replaceToken(of personID: UUID, with token: String, at now: Date = Date()) throws {
        try writer.write { db in
            try db.execute(sql: "UPDATE person SET token = ? WHERE id = ?", arguments: [token, AppPath.id(personID)])
            guard db.changesCount > 0 else { throw HouseholdError.personNotFound }
            // Their devices are signed out, and say so when next used.
            try db.execute(
                sql: """
                    INSERT INTO auth_session_revoked (id, revoked_at) SELECT id, ? FROM device WHERE person_id = ?
                    ON CONFLICT (id) DO NOTHING
                    """,
                arguments: [now, AppPath.id(personID)])
            try db.execute(sql: "DELETE FROM device WHERE person_id = ?", arguments: [AppPath.id(personID)])
            try db.execute(sql: "DELETE FROM legacy_auth_session WHERE person_id = ?", arguments: [AppPath.id(personID)])
        }
    }

    /// Removes a person and everything of theirs: their row, grants and devices in one transaction,
    /// then their database and files. The owner can't be removed.
    public func remove(_ personID: UUID) throws {
        guard let entry = snapshot().people.first(where: { $0.person.id == personID }) else {
            throw HouseholdError.personNotFound
        }
        guard !entry.person.isOwner, !entry.folder.isEmpty else { throw HouseholdError.ownerCantBeRemoved }
        try writer.write { db in
            try db.execute(sql: "DELETE FROM person WHERE id = ?", arguments: [AppPath.id(personID)])
        }
        let store = stores.withLock { $0.removeValue(forKey: personID) }
        try store?.close()
        if let directory { try? FileManager.default.removeItem(at: directory.appendingPathComponent(entry.folder)) }
    }

    /// Lets `helper` help `person` (see ``HelpGrant``); `grantedBy` is the person or the owner.
    public func grantHelp(person: UUID, helper: UUID, grantedBy: UUID, at now: Date) throws {
        guard person != helper else { throw HouseholdError.cantHelpSelf }
        try writer.write { db in
            for id in [person, helper] {
                guard try Bool.fetchOne(db, sql: "SELECT 1 FROM person WHERE id = ?", arguments: [AppPath.id(id)]) != nil
                else { throw HouseholdError.personNotFound }
            }
            try db.execute(
                sql: """
                    INSERT INTO help_grant (person_id, helper_id, granted_at, granted_by) VALUES (?, ?, ?, ?)
                    ON CONFLICT (person_id, helper_id) DO NOTHING
                    """,
                arguments: [AppPath.id(person), AppPath.id(helper), now, AppPath.id(grantedBy)])
        }
    }

    /// Ends `helper`'s help for `person`; their next request no longer reaches the person's pages.
    public func endHelp(person: UUID, helper: UUID) throws {
        try writer.write { db in
            try db.execute(
                sql: "DELETE FROM help_grant WHERE person_id = ? AND helper_id = ?",
                arguments: [AppPath.id(person), AppPath.id(helper)])
        }
    }

    // MARK: Devices and sign-out

    /// Records a device as it signs in (or as it is next used): its name and connection time are
    /// kept, its last use moves forward. A signed-out one is not brought back.
    public func recordDevice(_ device: ConnectedDevice, of personID: UUID) throws {
        guard ConnectedDevice.idLength.contains(device.id.count) else { return }
        try writer.write { db in
            if try Bool.fetchOne(db, sql: "SELECT 1 FROM device WHERE id = ?", arguments: [device.id]) != nil {
                try db.execute(
                    sql: "UPDATE device SET last_used_at = ? WHERE id = ? AND last_used_at < ?",
                    arguments: [device.lastUsedAt, device.id, device.lastUsedAt])
            } else if try Bool.fetchOne(
                db, sql: "SELECT 1 FROM auth_session_revoked WHERE id = ?", arguments: [device.id]) == nil,
                try Bool.fetchOne(db, sql: "SELECT 1 FROM person WHERE id = ?", arguments: [AppPath.id(personID)]) != nil
            {
                try db.execute(
                    sql: """
                        INSERT INTO device (id, person_id, name, connected_at, last_used_at) VALUES (?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        device.id, AppPath.id(personID), String(device.name.prefix(100)), device.connectedAt,
                        device.lastUsedAt,
                    ])
            }
        }
    }

    /// The devices of one person (or of everyone), as stored, most recently used first.
    public func devices(of personID: UUID? = nil) throws -> [(device: ConnectedDevice, personID: UUID)] {
        try writer.read { db in
            try Row.fetchAll(
                db,
                sql: "SELECT * FROM device WHERE ?1 IS NULL OR person_id = ?1 ORDER BY last_used_at DESC",
                arguments: [personID.map(AppPath.id)]
            ).map { row in
                (
                    ConnectedDevice(
                        id: row["id"], name: row["name"], connectedAt: row["connected_at"], lastUsedAt: row["last_used_at"]),
                    try Self.uuid(row["person_id"], "device")
                )
            }
        }
    }

    /// Signs out a signed session (its cookie carries `id`): its cookie is refused from then on, and
    /// the device it stands for leaves the list.
    public func revokeSignedSession(id: String, at date: Date) throws {
        try writer.write { db in
            try db.execute(
                sql: "INSERT INTO auth_session_revoked (id, revoked_at) VALUES (?, ?) ON CONFLICT (id) DO NOTHING",
                arguments: [id, date])
            try db.execute(sql: "DELETE FROM device WHERE id = ?", arguments: [id])
        }
    }

    /// True once `revokeSignedSession` named `id`.
    public func isSignedSessionRevoked(id: String) throws -> Bool {
        try writer.read { db in
            try Bool.fetchOne(db, sql: "SELECT 1 FROM auth_session_revoked WHERE id = ?", arguments: [id]) != nil
        }
    }

    /// A browser session stored by a version before sessions were signed, with whose it is.
    public func legacySession(token: String) throws -> (session: AuthSession, personID: UUID)? {
        try writer.read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM legacy_auth_session WHERE token = ?", arguments: [token])
            else { return nil }
            return (
                AuthSession(token: row["token"], csrfToken: row["csrf_token"], createdAt: row["created_at"]),
                try Self.uuid(row["person_id"], "legacy_auth_session")
            )
        }
    }

    /// Signs out a legacy session.
    public func deleteLegacySession(token: String) throws {
        try writer.write { db in
            try db.execute(sql: "DELETE FROM legacy_auth_session WHERE token = ?", arguments: [token])
        }
    }

    static func equal(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for index in x.indices { difference |= x[index] ^ y[index] }
        return difference == 0
    }
}
