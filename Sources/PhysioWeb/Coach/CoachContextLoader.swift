import Foundation
import PhysioCore

/// Gathers what the coach knows about the person from every store there is.
struct CoachContextLoader {
    let services: AppServices

    func load() async throws -> CoachContext {
        let now = services.now
        let schedule = try await services.database.daySchedule(now: now, timeZone: services.timeZone)
        return CoachContext(
            now: now, timeZone: services.timeZone, schedule: schedule, habits: try await habitFacts(today: services.today))
    }

    // MARK: - MERGE: wire the habit store here
    /// The habit coach's part of the context. Returns `.none` until the habit store (branch
    /// `habits`) lands; then load today's and recent day entries, craving notes and pauses
    /// (enough days to cover the streak) and return
    /// `HabitCoachFacts(entries: entries, cravingNotes: notes, pauses: pauses, today: today)`.
    func habitFacts(today: LocalDate) async throws -> HabitCoachFacts {
        .none
    }
}
