import Foundation
import PhysioCore
import PhysioStore

/// Gathers what the coach knows about the person from every store there is.
struct CoachContextLoader {
    let database: AppDatabase
    let time: AppTime

    func load() async throws -> CoachContext {
        let now = time.now
        let schedule = try await database.daySchedule(now: now, timeZone: time.timeZone)
        return CoachContext(
            now: now, timeZone: time.timeZone, schedule: schedule, habits: try await habitFacts(today: time.today))
    }

    /// The habit coach's part of the context, from the habit store.
    func habitFacts(today: LocalDate) async throws -> HabitCoachFacts {
        let archive = try await database.habitArchive()
        return HabitCoachFacts(
            entries: archive.entries, cravingNotes: archive.cravingNotes, pauses: archive.pauses, today: today)
    }
}
