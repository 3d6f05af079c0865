import Foundation
import PhysioCore
import TestSupport
import Testing

/// Both iCalendar feeds compared byte for byte with committed files (`planner.ics`, `reminders.ics`
/// next to this file). After an intended change, regenerate them with
/// `PHYSIOPOINT_UPDATE_GOLDEN=1 swift test --filter CalendarGoldenTests` and review the diff.
@Suite struct CalendarGoldenTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let stamp = HabitFixtures.utcInstant("2026-11-20T15:00:00Z")

    static func compare(_ text: String, with name: String) throws {
        let url = directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["PHYSIOPOINT_UPDATE_GOLDEN"] == "1" {
            try Data(text.utf8).write(to: url)
        }
        let golden = try String(contentsOf: url, encoding: .utf8)
        #expect(
            text == golden, "\(name) differs from the golden file; rerun with PHYSIOPOINT_UPDATE_GOLDEN=1 if intended")
    }

    /// A two-week plan renamed with characters that need escaping, one workout done.
    static func plannerPlan(stamp: Date) throws -> MesocyclePlan {
        var plan = TrainingFixtures.twoWeekPlan()
        try plan.rename("Block 1; push, pull \\ legs — spring, with a calendar name long enough to fold")
        try plan.markWorkoutDone(TrainingFixtures.pushID, at: stamp)
        return plan
    }

    @Test func thePlannerExportMatchesItsGoldenFile() throws {
        try Self.compare(try Self.plannerPlan(stamp: stamp).iCalendar(stamp: stamp), with: "planner.ics")
    }

    /// Every kind of reminder: rehab slots, the three habit nudges and a planned workout.
    static func reminderPlan() throws -> ReminderPlan {
        let workout = WorkoutReminder(
            id: try #require(UUID(uuidString: "8E4C2A9B-0F3D-4C8E-9A1B-2C3D4E5F6A7B")),
            title: "Legs, then core; stretch",
            day: HabitFixtures.day("2026-11-21"), time: TimeOfDay(hour: 8, minute: 0)!,
            planID: try #require(UUID(uuidString: "1A2B3C4D-5E6F-4A8B-9C0D-1E2F3A4B5C6D")))
        let times = ReminderTimes(
            nightPrep: TimeOfDay(hour: 21, minute: 0)!, morningFocus: TimeOfDay(hour: 8, minute: 0)!,
            midday: TimeOfDay(hour: 12, minute: 30)!)
        return ReminderPlan(
            plans: [RehabFixtures.kneePlan()], habitTimes: times, workouts: [workout], timeZone: HabitFixtures.toronto)
    }

    @Test func theRemindersFeedMatchesItsGoldenFile() throws {
        let text = ReminderCalendar.document(
            plan: try Self.reminderPlan(), timeZone: HabitFixtures.toronto, baseURL: "http://127.0.0.1:8080",
            stamp: stamp,
            anchor: HabitFixtures.day("2026-11-20"))
        try Self.compare(text, with: "reminders.ics")
        // The workout's UID carries its id once (the old workout-workout-<uuid> bug).
        #expect(text.contains("UID:workout-8e4c2a9b-0f3d-4c8e-9a1b-2c3d4e5f6a7b@physiopoint\r\n"))
        #expect(!text.contains("workout-workout"))
    }
}
