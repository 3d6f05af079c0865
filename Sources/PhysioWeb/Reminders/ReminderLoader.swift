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

    /// The habit reminder times the person saved in Settings.
    func habitReminderTimes() async throws -> ReminderTimes? {
        try await services.database.habitSettings().reminders
    }

    /// Planned workouts not yet done, from yesterday to two weeks ahead, each reminded at the
    /// Morning Focus time (workouts have a day, not a time).
    func workoutReminders() async throws -> [WorkoutReminder] {
        let today = services.today
        let time = try await habitReminderTimes()?.morningFocus ?? TimeOfDay(hour: 8, minute: 0)!
        var reminders: [WorkoutReminder] = []
        for summary in try await services.database.mesocycleSummaries() {
            guard let plan = try await services.database.mesocycle(id: summary.id) else { continue }
            for workout in plan.workouts where !workout.isDone
                && workout.date >= today.adding(days: -1) && workout.date <= today.adding(days: 14) {
                reminders.append(WorkoutReminder(
                    id: "workout-\(workout.id.uuidString.lowercased())", title: workout.title, day: workout.date,
                    time: time, path: "/planner/\(plan.id.uuidString)/days/\(workout.date.iso)"))
            }
        }
        return reminders
    }
}
