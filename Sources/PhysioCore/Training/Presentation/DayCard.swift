import Foundation

/// One day tile of the week carousel, as the week view draws it.
public struct DayCard: Sendable, Hashable {
    public var date: LocalDate
    /// "2026-03-10", the drop target's key for moves.
    public var dateISO: String { date.iso }
    /// "Tuesday".
    public var dayLabel: String
    /// "Tue".
    public var shortDayLabel: String
    /// "Mar 10".
    public var dateLabel: String
    public var isToday: Bool
    /// The highlighted day (the selected one, else today): the indigo-to-violet card.
    public var isActive: Bool
    public var isPast: Bool
    public var isDeload: Bool
    public var hasWorkout: Bool
    /// nil on a rest day.
    public var workoutID: UUID?
    /// The workout's title, or "Rest day".
    public var title: String
    public var exerciseCount: Int
    /// "4 exercises".
    public var exerciseCountLabel: String
    /// Sets to do, after any deload reduction.
    public var totalSets: Int
    /// "16 sets"; "" on a rest day.
    public var volumeBadge: String
    public var muscleBadges: [MuscleBadge]
    /// 1 when the workout is done, else 0: what the completion ring fills to.
    public var completion: Double
    public var isDone: Bool
    /// "done", "to do" or "rest".
    public var statusLabel: String
    /// "Done at 7:05 AM"; "" when not done.
    public var doneLabel: String
    /// "Tuesday: Push Day, 4 exercises, status done" (the spec's VoiceOver label).
    public var accessibleName: String
    /// "March 10, 16 sets, deload week", read after the name.
    public var accessibleDescription: String
    /// False for done workouts: they can't take exercises.
    public var acceptsDrops: Bool
    public var exercises: [DayCardExercise]
}

/// Sets for one muscle group on a day card ("Chest 8").
public struct MuscleBadge: Sendable, Hashable {
    public var name: String
    public var sets: Int
    public var label: String
}

/// An exercise on a day card, with where it can be moved without dragging.
public struct DayCardExercise: Sendable, Hashable {
    public var id: UUID
    public var name: String
    /// "2 × 6–8".
    public var doseLabel: String
    /// "2 sets of 6 to 8 reps", for screen readers.
    public var spokenDose: String
    public var sets: Int
    public var baseSets: Int
    /// True when a deload reduced the sets.
    public var isReduced: Bool
    /// "Deload: 2 of 4 sets"; "" when not reduced.
    public var reducedNote: String
    public var muscleGroupName: String
    /// False in a done workout.
    public var canMove: Bool
    /// "Move Bench Press to…".
    public var moveLabel: String
}

/// A day offered by the "Move to…" control.
public struct MoveTarget: Sendable, Hashable {
    public var dateISO: String
    /// "Wednesday, Mar 11 — Leg Day" or "Wednesday, Mar 11 — rest day".
    public var label: String
    /// "deload week: sets about halved" or "full sets again" when the move changes the sets; "" otherwise.
    public var setsNote: String
}

/// The days of one week offered by "Move to…" and "Move the whole workout".
public struct MoveTargetWeek: Sendable, Hashable {
    public var number: Int
    /// "Week 3 · Mar 16 – 22 · deload", "… · this week" for the week the move starts from.
    public var label: String
    public var isDeload: Bool
    public var targets: [MoveTarget]
}
