import Foundation
import GRDB
import PhysioCore

// Small key–value settings and the owner's sign-in state.
extension AppDatabase {
    /// Keys of the settings table. Kept as plain strings so exports stay readable.
    public enum SettingKey: String, Sendable, CaseIterable {
        case onboardingCompleted = "onboarding_completed"
        case timeZone = "time_zone"
        case loginToken = "login_token"
        /// "on" when the live page speaks, beeps and vibrates (opt-in; quiet when absent).
        case liveCues = "live_cues"
        /// The number the coach's safety answers tell the person to call (digits, e.g. "999").
        case emergencyNumber = "emergency_number"
        /// The crisis line the coach names beside the emergency number in a crisis (digits, e.g. "116123").
        case crisisLine = "crisis_line"
        /// The source last used per exercise, as JSON `{"heel-slides": "phone", …}` (issue 20).
        case lastSources = "last_sources"
        /// "on" when assistive mode is on: larger text and targets, one next step at a time, no motion.
        case assistiveMode = "assistive_mode"
    }

    public func setting(_ key: SettingKey) async throws -> String? {
        try await reader.read { db in
            try Self.fetchSetting(key, db)
        }
    }

    public func setSetting(_ key: SettingKey, to value: String) async throws {
        try await writer.write { db in
            try SettingRecord(key: key.rawValue, value: value).save(db)
        }
    }

    static func fetchSetting(_ key: SettingKey, _ db: Database) throws -> String? {
        try SettingRecord.fetchOneChecked(db, sql: "SELECT * FROM setting WHERE key = ?", arguments: [key.rawValue])?.value
    }

    /// Whether assistive mode is on, read on the calling thread (every page's chrome asks; see
    /// `quickRead`). Off unless it was turned on.
    public func isAssistiveModeOn() throws -> Bool {
        try quickRead { db in try Self.fetchSetting(.assistiveMode, db) == "on" }
    }

    public func setAssistiveMode(_ on: Bool) async throws {
        try await setSetting(.assistiveMode, to: on ? "on" : "off")
    }

    public func hasCompletedOnboarding() async throws -> Bool {
        try await setting(.onboardingCompleted) == "true"
    }

    public func completeOnboarding() async throws {
        try await setSetting(.onboardingCompleted, to: "true")
    }

    /// The owner's sign-in token, made with `generate` the first time and kept from then on so the
    /// printed link stays valid across restarts.
    public func loginToken(generate: @Sendable () -> String) async throws -> String {
        try await writer.write { db in
            if let token = try Self.fetchSetting(.loginToken, db) { return token }
            let token = generate()
            try SettingRecord(key: SettingKey.loginToken.rawValue, value: token).insert(db)
            return token
        }
    }

    /// Replaces the sign-in token and signs out every browser.
    public func rotateLoginToken(to token: String) async throws {
        try await writer.write { db in
            try SettingRecord(key: SettingKey.loginToken.rawValue, value: token).save(db)
            try db.execute(sql: "DELETE FROM auth_session")
            try db.execute(sql: "DELETE FROM device")
        }
    }
}

/// A signed-in browser: its cookie token and the token its forms must echo back.
public struct AuthSession: Sendable, Hashable {
    public var token: String
    public var csrfToken: String
    public var createdAt: Date

    public init(token: String, csrfToken: String, createdAt: Date) {
        self.token = token
        self.csrfToken = csrfToken
        self.createdAt = createdAt
    }
}

extension AppDatabase {
    public func createAuthSession(_ session: AuthSession) async throws {
        try await writer.write { db in
            try AuthSessionRecord(session).insert(db)
        }
    }

    public func authSession(token: String) async throws -> AuthSession? {
        try quickRead { db in
            try AuthSessionRecord.fetchOneChecked(db, sql: "SELECT * FROM auth_session WHERE token = ?", arguments: [token])?
                .model
        }
    }

    /// Signs out a signed session (its cookie carries `id`): its cookie is refused from then on, and
    /// the device it stands for leaves the list.
    public func revokeSignedSession(id: String, at date: Date) async throws {
        try await writer.write { db in
            try RevokedSessionRecord(id: id, revokedAt: date).insert(db, onConflict: .ignore)
            try db.execute(sql: "DELETE FROM device WHERE id = ?", arguments: [id])
        }
    }

    /// Records a device as it signs in (or, for one signed in before devices were listed, as it is
    /// next used): its name and connection time are kept, its last use moves forward.
    public func recordDevice(_ device: ConnectedDevice) async throws {
        guard ConnectedDevice.idLength.contains(device.id.count) else { return }
        try await writer.write { db in
            if try DeviceRecord.fetchOneChecked(db, sql: "SELECT * FROM device WHERE id = ?", arguments: [device.id]) != nil {
                try db.execute(
                    sql: "UPDATE device SET last_used_at = ? WHERE id = ? AND last_used_at < ?",
                    arguments: [device.lastUsedAt, device.id, device.lastUsedAt])
            } else if try RevokedSessionRecord.fetchOneChecked(
                db, sql: "SELECT * FROM auth_session_revoked WHERE id = ?", arguments: [device.id]) == nil {
                try DeviceRecord(device).insert(db)
            }
        }
    }

    /// Every device signed in, as stored (the last use as of its sign-in or its latest recorded use).
    public func devices() async throws -> [ConnectedDevice] {
        try await reader.read { db in
            try DeviceRecord.fetchChecked(db, sql: "SELECT * FROM device ORDER BY last_used_at DESC").map(\.model)
        }
    }

    /// True once `revokeSignedSession` named `id`.
    public func isSignedSessionRevoked(id: String) async throws -> Bool {
        try await reader.read { db in
            try RevokedSessionRecord.fetchOneChecked(
                db, sql: "SELECT * FROM auth_session_revoked WHERE id = ?", arguments: [id]) != nil
        }
    }

    public func deleteAuthSession(token: String) async throws {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM auth_session WHERE token = ?", arguments: [token])
        }
    }
}
