import Foundation
import GRDB

// Small key–value settings and the owner's sign-in state.
extension AppDatabase {
    /// Keys of the settings table. Kept as plain strings so exports stay readable.
    public enum SettingKey: String, Sendable, CaseIterable {
        case onboardingCompleted = "onboarding_completed"
        case timeZone = "time_zone"
        case loginToken = "login_token"
    }

    public func setting(_ key: SettingKey) async throws -> String? {
        try await reader.read { db in
            try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [key.rawValue])
        }
    }

    public func setSetting(_ key: SettingKey, to value: String) async throws {
        try await writer.write { db in
            try db.execute(
                sql: "INSERT INTO setting (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                arguments: [key.rawValue, value])
        }
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
            if let token = try String.fetchOne(
                db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [SettingKey.loginToken.rawValue]) {
                return token
            }
            let token = generate()
            try db.execute(
                sql: "INSERT INTO setting (key, value) VALUES (?, ?)", arguments: [SettingKey.loginToken.rawValue, token])
            return token
        }
    }

    /// Replaces the sign-in token and signs out every browser.
    public func rotateLoginToken(to token: String) async throws {
        try await writer.write { db in
            try db.execute(
                sql: "INSERT INTO setting (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                arguments: [SettingKey.loginToken.rawValue, token])
            try db.execute(sql: "DELETE FROM auth_session")
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
            try db.execute(
                sql: "INSERT INTO auth_session (token, csrf_token, created_at) VALUES (?, ?, ?)",
                arguments: [session.token, session.csrfToken, session.createdAt])
        }
    }

    public func authSession(token: String) async throws -> AuthSession? {
        try await reader.read { db in
            try Row.fetchOne(
                db, sql: "SELECT token, csrf_token, created_at FROM auth_session WHERE token = ?", arguments: [token]
            ).map { AuthSession(token: $0[0], csrfToken: $0[1], createdAt: $0[2]) }
        }
    }

    public func deleteAuthSession(token: String) async throws {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM auth_session WHERE token = ?", arguments: [token])
        }
    }
}
