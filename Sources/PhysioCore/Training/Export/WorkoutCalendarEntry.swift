import Foundation

/// One workout as an all-day calendar event, ready for an iCalendar writer.
public struct WorkoutCalendarEntry: Sendable, Hashable {
    /// Derived from the workout's id only, so edits, moves and reorders update the same event
    /// on re-import instead of duplicating it.
    public var uid: String
    public var date: LocalDate
    public var title: String
    /// One line per exercise with the sets to do that day, then notes; plain text, "\n"-separated.
    public var description: String
    public var isDone: Bool

    /// "workout-<lowercased uuid>@<domain>", as RFC 5545 suggests (unique left part, host right part).
    public static func uid(forWorkout id: UUID, domain: String = "physiopoint") -> String {
        "workout-\(AppPath.id(id))@\(domain)"
    }
}

extension MesocyclePlan {
    /// The plan's workouts by date as calendar entries.
    public func calendarEntries(uidDomain: String = "physiopoint") -> [WorkoutCalendarEntry] {
        workouts.map { workout in
            WorkoutCalendarEntry(
                uid: WorkoutCalendarEntry.uid(forWorkout: workout.id, domain: uidDomain),
                date: workout.date, title: workout.title,
                description: calendarDescription(of: workout), isDone: workout.isDone)
        }
    }

    private func calendarDescription(of workout: WorkoutSession) -> String {
        var lines: [String] = []
        if isDeload(workout.date) { lines.append("Deload week: about half the usual sets.") }
        for exercise in workout.exercises {
            let dose = ExerciseDose(exercise: exercise, sets: effectiveSets(of: exercise, on: workout.date))
            lines.append("\(exercise.name): \(dose.compact)")
            if !exercise.notes.isEmpty { lines.append("  \(exercise.notes)") }
        }
        return lines.joined(separator: "\n")
    }
}
