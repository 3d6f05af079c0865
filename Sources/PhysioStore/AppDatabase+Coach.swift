import Foundation
import GRDB
import PhysioCore

// The coach chat: its messages, oldest first, and which coach answers.
extension AppDatabase {
    /// The most recent `limit` messages, oldest first.
    public func coachMessages(limit: Int = 200) async throws -> [CoachMessage] {
        try await reader.read { db in
            try CoachMessageRecord.fetchChecked(
                db, sql: "SELECT * FROM coach_message ORDER BY id DESC LIMIT ?", arguments: [limit]
            ).reversed().map { try $0.model() }
        }
    }

    /// Keeps `message` and returns it with its id.
    @discardableResult
    public func appendCoachMessage(_ message: CoachMessage) async throws -> CoachMessage {
        try await writer.write { db in
            var record = CoachMessageRecord(message)
            record.id = nil
            try record.insert(db)
            var saved = message
            saved.id = db.lastInsertedRowID
            return saved
        }
    }

    /// Deletes the whole conversation.
    public func clearCoachConversation() async throws {
        try await writer.write { db in try db.execute(sql: "DELETE FROM coach_message") }
    }

    /// The saved choice of coach, or the standard one (the built-in coach).
    public func coachSettings() async throws -> CoachSettings {
        try await reader.read { db in
            try CoachSettingsRecord.fetchOneChecked(db, sql: "SELECT * FROM coach_settings WHERE id = 1")?.settings()
                ?? .standard
        }
    }

    public func saveCoachSettings(_ settings: CoachSettings) async throws {
        try await writer.write { db in
            try CoachSettingsRecord(settings).save(db)
        }
    }
}
