import Foundation
import PhysioCore

/// Gathers every part's reminders: rehab plans now; habits and workouts once their stores land.
struct ReminderLoader {
    let services: AppServices

    func plan() async throws -> ReminderPlan {
        ReminderPlan(
            plans: try await services.database.plans(), habitTimes: try await habitReminderTimes(),
            workouts: try await workoutReminders(), timeZone: services.timeZone)
    }

    /// Reminder keys of the rehab sessions done yesterday and today, so they aren't shown as due.
    func doneKeys() async throws -> Set<String> {
        let today = services.today
        let completions = try await services.database.completions(from: today.adding(days: -1), to: today)
        return Set(completions.map { "rehab-\($0.slotID.uuidString.lowercased())@\($0.day.iso)" })
    }

    // MARK: - MERGE: wire the habit settings here
    /// The habit reminder times: the defaults until the habit store (branch `habits`) lands; then
    /// return the saved `HabitSettings.reminders`.
    func habitReminderTimes() async throws -> ReminderTimes? {
        .standard
    }

    // MARK: - MERGE: wire the training planner here
    /// Planned workouts to remind about: none until the planner (branch `planner`) lands; then map
    /// its upcoming workouts to `WorkoutReminder`s.
    func workoutReminders() async throws -> [WorkoutReminder] {
        []
    }
}
