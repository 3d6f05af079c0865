import Foundation

/// A move (of an exercise or a whole workout) as it can be undone: the workouts it changed, as
/// they were and as it left them, and the sentences that say what it did and what undoing it did.
///
/// Undoing puts the `before` workouts back only while the `after` ones are still exactly as the
/// move left them: a later move, edit or "done" on those days makes the undo outdated, and it is
/// refused without changing anything rather than overwriting the newer change.
public struct MoveUndo: Codable, Sendable, Hashable {
    /// The workouts the move changed or deleted, as they were before it.
    public var before: [WorkoutSession]
    /// The workouts the move changed or created, as it left them.
    public var after: [WorkoutSession]
    /// "Moved Romanian Deadlift to Thu Mar 12, week 2."
    public var message: String
    /// "Romanian Deadlift is back on Tue Mar 3, week 1."
    public var undoneMessage: String
    /// The day the moved exercise or workout came from, where undoing puts it back.
    public var home: LocalDate
    /// The day it was moved to.
    public var destination: LocalDate

    /// The difference between `old` and `new`: every workout that is not the same in both.
    public init(
        from old: MesocyclePlan, to new: MesocyclePlan, home: LocalDate, destination: LocalDate, message: String,
        undoneMessage: String
    ) {
        let oldByID = Dictionary(old.workouts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let newByID = Dictionary(new.workouts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        before = old.workouts.filter { newByID[$0.id] != $0 }
        after = new.workouts.filter { oldByID[$0.id] != $0 }
        self.home = home
        self.destination = destination
        self.message = message
        self.undoneMessage = undoneMessage
    }

    /// False for a move that left the plan as it was (dropped back on its own day).
    public var changesSomething: Bool { !before.isEmpty || !after.isEmpty }
}

extension MesocyclePlan {
    /// Reverses `move`: its `after` workouts are replaced by its `before` ones. Throws
    /// `.moveOutdated` and changes nothing when those workouts changed since, or a day it would
    /// fill has another workout now.
    public mutating func undo(_ move: MoveUndo) throws(PlanError) {
        for workout in move.after where self.workout(id: workout.id) != workout { throw .moveOutdated }
        var updated = self
        let afterIDs = Set(move.after.map(\.id))
        updated.workouts.removeAll { afterIDs.contains($0.id) }
        for workout in move.before {
            guard updated.workout(id: workout.id) == nil, updated.workout(on: workout.date) == nil else { throw .moveOutdated }
            updated.workouts.append(workout)
        }
        updated.sortWorkouts()
        do {
            try updated.validate()
        } catch {
            throw .moveOutdated
        }
        self = updated
    }
}
