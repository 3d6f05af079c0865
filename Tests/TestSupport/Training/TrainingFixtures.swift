import Foundation
import PhysioCore

/// Named training plans and ids shared by tests. Dates are fixed: March 2026, starting on a Monday.
public enum TrainingFixtures {
    /// Monday, March 2, 2026.
    public static let start = day(2026, 3, 2)

    public static let planID = SequentialIDs.uuid(1)
    /// Week 1, Monday: bench (chest, 4), overhead press (shoulders, 3), dips (no group, 2).
    public static let pushID = SequentialIDs.uuid(10)
    /// Week 1, Wednesday: squat (quads, 5), calf raise (calves, 1).
    public static let legsID = SequentialIDs.uuid(11)
    /// Week 2 (the deload), Monday: bench (chest, 4).
    public static let deloadPushID = SequentialIDs.uuid(12)

    public static let benchID = SequentialIDs.uuid(100)
    public static let pressID = SequentialIDs.uuid(101)
    public static let dipsID = SequentialIDs.uuid(102)
    public static let squatID = SequentialIDs.uuid(103)
    public static let calfID = SequentialIDs.uuid(104)
    public static let deloadBenchID = SequentialIDs.uuid(105)

    /// Ids handed out by operations in tests start here, clear of the fixture's own.
    public static let firstFreeID = 1000

    /// A two-week plan whose second week is a deload; see the ids above for its contents.
    public static func twoWeekPlan() -> MesocyclePlan {
        MesocyclePlan(
            id: planID, name: "Spring block", startDate: start, weekCount: 2, deloadWeeks: [2],
            workouts: [
                WorkoutSession(id: pushID, date: start, title: "Push Day", exercises: [
                    exercise(benchID, "Bench Press", sets: 4, group: .chest),
                    exercise(pressID, "Overhead Press", sets: 3, group: .shoulders),
                    exercise(dipsID, "Dips", sets: 2, group: nil),
                ]),
                WorkoutSession(id: legsID, date: start.adding(days: 2), title: "Leg Day", exercises: [
                    exercise(squatID, "Back Squat", sets: 5, group: .quads),
                    exercise(calfID, "Calf Raise", sets: 1, group: .calves),
                ]),
                WorkoutSession(id: deloadPushID, date: start.adding(days: 7), title: "Push Day", exercises: [
                    exercise(deloadBenchID, "Bench Press", sets: 4, group: .chest),
                ]),
            ])
    }

    public static func exercise(_ id: UUID, _ name: String, sets: Int, group: MuscleGroup?) -> ExercisePlan {
        ExercisePlan(id: id, name: name, baseSets: sets, reps: RepRange(8, 10), load: .kilograms(60), restSeconds: 90, muscleGroup: group)
    }

    /// A day that exists; traps on a typo in a test's literal.
    public static func day(_ year: Int, _ month: Int, _ day: Int) -> LocalDate {
        guard let date = LocalDate(year: year, month: month, day: day) else { preconditionFailure("no such day") }
        return date
    }

    public static let utc = zone("UTC")
    public static let toronto = zone("America/Toronto")
    public static let auckland = zone("Pacific/Auckland")

    public static func zone(_ identifier: String) -> TimeZone {
        guard let zone = TimeZone(identifier: identifier) else { preconditionFailure("no time zone \(identifier)") }
        return zone
    }

    /// Monday, March 2, 2026 at `hour:minute` in `timeZone`.
    public static func instant(hour: Int, minute: Int, in timeZone: TimeZone) -> Date {
        start.date(hour: hour, minute: minute, in: timeZone)
    }
}
