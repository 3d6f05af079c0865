import Foundation
import PhysioCore
import PhysioStore

/// Gathers every part's reminders — rehab plans, habit times and planned workouts — with one store
/// read, whatever the number of plans.
struct ReminderLoader {
    let database: AppDatabase
    let today: LocalDate
    let timeZone: TimeZone

    /// The reminder plan, and the keys of the rehab sessions done yesterday and today (so they
    /// aren't shown as due).
    func load() async throws -> (plan: ReminderPlan, doneKeys: Set<String>) {
        let sources = try await database.reminderSources(today: today)
        let plan = ReminderPlan(
            plans: sources.plans, habitTimes: sources.habitCoachStarted ? sources.habitTimes : nil, workouts: Self.workouts(sources),
            timeZone: timeZone)
        let done = Set(sources.completions.map { "rehab-\(AppPath.id($0.slotID))@\($0.day.iso)" })
        return (plan, done)
    }

    /// Planned workouts, each reminded at the Morning Focus time (workouts have a day, not a time).
    static func workouts(_ sources: ReminderSources) -> [WorkoutReminder] {
        sources.workouts.map {
            WorkoutReminder(id: $0.id, title: $0.title, day: $0.day, time: sources.habitTimes.morningFocus, planID: $0.planID)
        }
    }
}
