import Foundation
import GRDB
import PhysioCore

/// Everything the home page shows, read together: today's schedule of every plan and whether the
/// owner finished the first-launch tour.
public struct HomeRead: Sendable {
    public var schedule: DaySchedule
    public var hasCompletedOnboarding: Bool
}

// Reads shaped like screens: one read transaction per page, a fixed number of queries whatever the
// number of plans (plans, their exercises, their session slots, today's completions, one setting).
extension AppDatabase {
    /// The home page's read: one transaction, five queries, for 0 or 100 plans alike.
    public func homeRead(now: Date, timeZone: TimeZone) async throws -> HomeRead {
        let day = LocalDate(now, in: timeZone)
        return try quickRead { db in
            let plans = try Self.fetchPlans(db, id: nil)
            let completions = try Self.fetchCompletions(db, from: day, to: day)
            let onboarded = try String.fetchOne(
                db.cachedStatement(sql: "SELECT value FROM setting WHERE key = ?"),
                arguments: [SettingKey.onboardingCompleted.rawValue])
            return HomeRead(
                schedule: DaySchedule(plans: plans, completions: completions, now: now, timeZone: timeZone),
                hasCompletedOnboarding: onboarded == "true")
        }
    }
}
