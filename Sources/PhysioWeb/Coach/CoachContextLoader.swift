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

    /// The habit coach's part of the context, from the habit store.
    func habitFacts(today: LocalDate) async throws -> HabitCoachFacts {
        let archive = try await services.database.habitArchive()
        return HabitCoachFacts(
            entries: archive.entries, cravingNotes: archive.cravingNotes, pauses: archive.pauses, today: today)
    }
}
