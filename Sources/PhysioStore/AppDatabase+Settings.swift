import Foundation
import GRDB
import PhysioCore

// Small key–value settings of one person.
extension AppDatabase {
    /// Keys of the settings table. Kept as plain strings so exports stay readable.
    public enum SettingKey: String, Sendable, CaseIterable {
        case onboardingCompleted = "onboarding_completed"
        case timeZone = "time_zone"
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
