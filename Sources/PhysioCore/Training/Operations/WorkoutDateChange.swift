import Foundation

/// A workout that a reorder or reschedule put on another day.
public struct WorkoutDateChange: Equatable, Sendable {
    public var workoutID: UUID
    public var from: LocalDate
    public var to: LocalDate

    public init(workoutID: UUID, from: LocalDate, to: LocalDate) {
        self.workoutID = workoutID
        self.from = from
        self.to = to
    }
}
