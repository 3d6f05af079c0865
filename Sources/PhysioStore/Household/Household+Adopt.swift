import Foundation
import GRDB
import PhysioCore

extension Household {
    /// Makes the data of a single-person install (its `physiopoint.sqlite`, if any) the owner's: the
    /// database stays where it is, unchanged; its sign-in token, devices and signed-out
    /// sessions move into the household, in one transaction, before the owner's database is opened
    /// (its `v18-household` migration then drops the copies). A fresh data dir gets an owner with a
    /// new token.
    func adoptSinglePersonData(at legacyFile: URL, now: Date, makeToken: () -> String) throws {
        var legacy = Legacy()
        if FileManager.default.fileExists(atPath: legacyFile.path) {
            var configuration = AppDatabase.configuration()
            configuration.readonly = true
            let queue = try DatabaseQueue(path: legacyFile.path, configuration: configuration)
            legacy = try queue.read(Legacy.init)
            try queue.close()
        }
        let ownerID = UUID()
        try writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO person (id, name, is_owner, parts, token, folder, created_at)
                    VALUES (?, ?, 1, ?, ?, '', ?)
                    """,
                arguments: [AppPath.id(ownerID), Person.ownerPlaceholderName, AppPart.text(Set(AppPart.allCases)), legacy.token ?? makeToken(), now])
            for device in legacy.devices {
                try db.execute(
                    sql: "INSERT OR IGNORE INTO device (id, person_id, name, connected_at, last_used_at) VALUES (?, ?, ?, ?, ?)",
                    arguments: [device.id, AppPath.id(ownerID), device.name, device.connectedAt, device.lastUsedAt])
            }
            for (id, at) in legacy.revoked {
                try db.execute(
                    sql: "INSERT OR IGNORE INTO auth_session_revoked (id, revoked_at) VALUES (?, ?)", arguments: [id, at])
            }
            for session in legacy.sessions {
                try db.execute(
                    sql: "INSERT OR IGNORE INTO legacy_auth_session (token, csrf_token, person_id, created_at) VALUES (?, ?, ?, ?)",
                    arguments: [session.token, session.csrfToken, AppPath.id(ownerID), session.createdAt])
            }
        }
    }

    /// What a single-person database kept about signing in.
    private struct Legacy {
        var token: String?
        var devices: [ConnectedDevice] = []
        var revoked: [(String, Date)] = []
        var sessions: [AuthSession] = []

        init() {}

        init(_ db: Database) throws {
            if try db.tableExists("setting") {
                token = try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = 'login_token'")
            }
            if try db.tableExists("device") {
                devices = try Row.fetchAll(db, sql: "SELECT * FROM device").map { row in
                    ConnectedDevice(
                        id: row["id"], name: row["name"], connectedAt: row["connected_at"], lastUsedAt: row["last_used_at"])
                }
            }
            if try db.tableExists("auth_session_revoked") {
                revoked = try Row.fetchAll(db, sql: "SELECT * FROM auth_session_revoked").map { ($0["id"], $0["revoked_at"]) }
            }
            if try db.tableExists("auth_session") {
                sessions = try Row.fetchAll(db, sql: "SELECT * FROM auth_session").map { row in
                    AuthSession(token: row["token"], csrfToken: row["csrf_token"], createdAt: row["created_at"])
                }
            }
        }
    }
}

/// The data dir and its files, readable by this user only: health data stays private from other
/// accounts on the same computer.
enum DataDirectory {
    /// Creates `url` (and its parents) with mode 0700, and tightens an existing one.
    static func create(_ url: URL) throws {
        try FileManager.default.createDirectory(
            at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: url.path)
    }

    /// Sets the SQLite files in `url` (the database, its WAL and shared-memory files) to 0600.
    static func restrictFiles(in url: URL) throws {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        for name in names where name.contains(".sqlite") {
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o600], ofItemAtPath: url.appendingPathComponent(name).path)
        }
    }
}
