import Foundation
import GRDB
import PhysioCore

// The coach chat: its messages, oldest first, and which coach answers.
extension AppDatabase {
    /// The most recent `limit` messages, oldest first.
    public func coachMessages(limit: Int = 200) async throws -> [CoachMessage] {
        try await reader.read { db in
            try Row.fetchAll(
                db, sql: """
                    SELECT id, role, text, source, notice, sent_at, safety FROM coach_message
                    ORDER BY id DESC LIMIT ?
                    """, arguments: [limit]
            ).reversed().map(Self.coachMessage)
        }
    }

    /// Keeps `message` and returns it with its id.
    @discardableResult
    public func appendCoachMessage(_ message: CoachMessage) async throws -> CoachMessage {
        try await writer.write { db in
            try db.execute(
                sql: "INSERT INTO coach_message (role, text, source, notice, sent_at, safety) VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [
                    message.role.rawValue, message.text, message.source?.rawValue, message.notice, message.sentAt,
                    message.safety?.rawValue,
                ])
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
            guard let row = try Row.fetchOne(db, sql: "SELECT kind, base_url, model FROM coach_settings WHERE id = 1"),
                  let kind = CoachSettings.Kind(rawValue: row[0])
            else { return .standard }
            return CoachSettings(kind: kind, baseURL: row[1], model: row[2])
        }
    }

    public func saveCoachSettings(_ settings: CoachSettings) async throws {
        try await writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO coach_settings (id, kind, base_url, model) VALUES (1, ?, ?, ?)
                    ON CONFLICT (id) DO UPDATE SET kind = excluded.kind, base_url = excluded.base_url, model = excluded.model
                    """, arguments: [settings.kind.rawValue, settings.baseURL, settings.model])
        }
    }

    static func coachMessage(_ row: Row) -> CoachMessage {
        CoachMessage(
            id: row[0], role: CoachMessage.Role(rawValue: row[1]) ?? .assistant, text: row[2],
            sentAt: row[5], source: (row[3] as String?).flatMap(CoachMessage.Source.init(rawValue:)), notice: row[4],
            safety: (row[6] as String?).flatMap(RedFlag.init(rawValue:)))
    }
}
