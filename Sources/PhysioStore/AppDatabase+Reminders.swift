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
            try CalendarFeedRecord.fetchOneChecked(db, sql: "SELECT * FROM calendar_feed WHERE id = 1")?.model
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

/// Everything the reminders need, read in one transaction with a fixed number of queries whatever
/// the number of plans: rehab plans, the habit reminder times, the planned workouts not yet done in
/// a window, and the rehab sessions done yesterday and today.
public struct ReminderSources: Sendable, Hashable {
    public var plans: [RehabPlan]
    public var habitTimes: ReminderTimes
    /// False until the person starts the habit coach (see `AppDatabase.habitCoachStarted`): its
    /// reminders stay out of the banner and the calendar feed until then.
    public var habitCoachStarted: Bool = true
    public var workouts: [PlannedWorkout]
    public var completions: [SlotCompletion]

    /// A workout of a training plan, not yet done.
    public struct PlannedWorkout: Sendable, Hashable {
        public var id: UUID
        public var planID: UUID
        public var title: String
        public var day: LocalDate
    }
}

extension AppDatabase {
    /// Reminder sources for the reminders page, the due poll and the calendar feed. Workouts are those
    /// not done from yesterday to two weeks ahead of `today`.
    public func reminderSources(today: LocalDate) async throws -> ReminderSources {
        try await reader.read { db in
            let workouts = try TrainingWorkoutRecord.fetchChecked(
                db,
                sql: "SELECT * FROM training_workout WHERE done_at IS NULL AND day BETWEEN ? AND ? ORDER BY day, id",
                arguments: [today.adding(days: -1).iso, today.adding(days: 14).iso]
            ).map { record in
                ReminderSources.PlannedWorkout(
                    id: try record.uuid(record.id, "id"), planID: try record.uuid(record.mesocycleID, "mesocycle_id"),
                    title: record.title, day: try record.day(record.day, "day"))
            }
            return ReminderSources(
                plans: try Self.fetchPlans(db, id: nil), habitTimes: try Self.fetchSettings(db).reminders,
                habitCoachStarted: try Self.fetchHabitCoachStarted(db),
                workouts: workouts, completions: try Self.fetchCompletions(db, from: today.adding(days: -1), to: today))
        }
    }
}
