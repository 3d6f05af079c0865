import Foundation
import GRDB
import PhysioCore

/// The private calendar subscription: its unguessable token and when it was made.
public struct CalendarFeed: Sendable, Hashable {
    public var token: String
    public var createdAt: Date

    public init(token: String, createdAt: Date) {
        self.token = token
        self.createdAt = createdAt
    }
}

// The calendar subscription link: made on request, replaced or revoked with one button.
extension AppDatabase {
    public func calendarFeed() async throws -> CalendarFeed? {
        try await reader.read { db in
            try Row.fetchOne(db, sql: "SELECT token, created_at FROM calendar_feed WHERE id = 1")
                .map { CalendarFeed(token: $0[0], createdAt: $0[1]) }
        }
    }

    /// Makes a new link, replacing any old one (which stops working at once).
    @discardableResult
    public func createCalendarFeed(token: String, at date: Date) async throws -> CalendarFeed {
        try await writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO calendar_feed (id, token, created_at) VALUES (1, ?, ?)
                    ON CONFLICT (id) DO UPDATE SET token = excluded.token, created_at = excluded.created_at
                    """, arguments: [token, date])
            return CalendarFeed(token: token, createdAt: date)
        }
    }

    /// Revokes the link: calendars subscribed to it get nothing from now on.
    public func revokeCalendarFeed() async throws {
        try await writer.write { db in try db.execute(sql: "DELETE FROM calendar_feed") }
    }
}
