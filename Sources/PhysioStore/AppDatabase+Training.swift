import Foundation
import GRDB
import PhysioCore

// The training planner: mesocycles, their workouts and exercises. Every write reads the plan, applies
// one pure operation of the core (which validates), and writes back only the rows that changed, all
// in one transaction, so a move is saved at once or not at all.
extension AppDatabase {
    /// Why a planner write was refused. Nothing was changed.
    public enum TrainingStoreError: Error, Equatable, Sendable, LocalizedError {
        /// No mesocycle with this id (it may have been deleted in another tab).
        case mesocycleNotFound

        public var errorDescription: String? {
            switch self {
            case .mesocycleNotFound: "That training plan doesn't exist any more. It may have been deleted."
            }
        }
    }

    /// Stores a new plan (validated first) with its workouts, exercises and deload weeks.
    public func createMesocycle(_ plan: MesocyclePlan, createdAt: Date) async throws {
        try plan.validate()
        try await writer.write { db in try Self.insert(plan, createdAt: createdAt, db) }
    }

    /// Every plan, newest first, without its workouts.
    public func mesocycleSummaries() async throws -> [MesocycleSummary] {
        try await reader.read { db in try Self.fetchSummaries(db) }
    }

    /// One plan, whole.
    public func mesocycle(id: UUID) async throws -> MesocyclePlan? {
        try await reader.read { db in try Self.fetchMesocycles(db, id: id).first?.plan }
    }

    /// Moves an exercise to another day (see `MesocyclePlan.moveExercise`); returns what changed and
    /// the plan as saved. With a `stamp`, the move is recorded so it can be undone (`undoMove`).
    public func moveExercise(
        planID: UUID, exerciseID: UUID, to day: LocalDate, at position: Int? = nil,
        newWorkoutID: @escaping @Sendable () -> UUID, recordingAs stamp: MoveStamp? = nil
    ) async throws -> SavedExerciseMove {
        let (result, plan, record) = try await modifyMesocycle(id: planID, recordingAs: stamp) { plan in
            let old = plan
            let found = plan.exercise(id: exerciseID)
            let move = try plan.moveExercise(exerciseID, to: day, at: position, newWorkoutID: newWorkoutID)
            let from = found?.workout.date ?? day
            let words = found.map {
                MoveWords(
                    home: from, destination: day, message: PlannerMessages.moved($0.exercise, to: day, in: plan, move: move),
                    undone: PlannerMessages.exerciseBack($0.exercise, on: from, in: old))
            }
            return ((move, from), words ?? MoveWords(home: from, destination: day, message: "", undone: ""))
        }
        return SavedExerciseMove(move: result.0, fromDay: result.1, plan: plan, record: record)
    }

    /// Puts the upcoming workouts in a new order (see `MesocyclePlan.reorderUpcomingWorkouts`).
    public func reorderWorkouts(planID: UUID, order: [UUID], from today: LocalDate) async throws -> MesocyclePlan {
        try await modifyMesocycle(id: planID) { plan in try plan.reorderUpcomingWorkouts(order, from: today) }.plan
    }

    /// Moves a whole workout to `day`, swapping with the workout there, if any. With a `stamp`, the
    /// move is recorded so it can be undone (`undoMove`).
    public func rescheduleWorkout(
        planID: UUID, workoutID: UUID, to day: LocalDate, recordingAs stamp: MoveStamp? = nil
    ) async throws -> (plan: MesocyclePlan, record: MoveRecord?) {
        let (_, plan, record) = try await modifyMesocycle(id: planID, recordingAs: stamp) { plan in
            let moving = plan.workout(id: workoutID)
            let other = plan.workout(on: day).flatMap { $0.id == workoutID ? nil : $0 }
            try plan.rescheduleWorkout(workoutID, to: day)
            let from = moving?.date ?? day
            let words = moving.map {
                MoveWords(
                    home: from, destination: day,
                    message: PlannerMessages.movedWorkout($0, to: day, in: plan, swappedWith: other),
                    undone: PlannerMessages.workoutBack($0, in: plan, swappedWith: other))
            }
            return ((), words ?? MoveWords(home: from, destination: day, message: "", undone: ""))
        }
        return (plan, record)
    }

    /// Marks a workout done at `instant` (a second mark keeps the first time).
    public func markWorkoutDone(planID: UUID, workoutID: UUID, at instant: Date) async throws -> MesocyclePlan {
        try await modifyMesocycle(id: planID) { plan in try plan.markWorkoutDone(workoutID, at: instant) }.plan
    }

    /// Marks a workout as still to do.
    public func markWorkoutNotDone(planID: UUID, workoutID: UUID) async throws -> MesocyclePlan {
        try await modifyMesocycle(id: planID) { plan in try plan.markWorkoutNotDone(workoutID) }.plan
    }

    /// Renames a plan and replaces its deload weeks.
    public func updateMesocycleSettings(planID: UUID, name: String, deloadWeeks: [Int]) async throws -> MesocyclePlan {
        try await modifyMesocycle(id: planID) { plan in
            try plan.rename(name)
            try plan.setDeloadWeeks(deloadWeeks)
        }.plan
    }

    /// Replaces a plan's deload weeks.
    public func setDeloadWeeks(planID: UUID, weeks: [Int]) async throws -> MesocyclePlan {
        try await modifyMesocycle(id: planID) { plan in try plan.setDeloadWeeks(weeks) }.plan
    }

    /// Adds a workout on a free day.
    public func addWorkout(planID: UUID, _ workout: WorkoutSession) async throws -> MesocyclePlan {
        try await modifyMesocycle(id: planID) { plan in try plan.addWorkout(workout) }.plan
    }

    /// Retitles a workout.
    public func retitleWorkout(planID: UUID, workoutID: UUID, to title: String) async throws -> MesocyclePlan {
        try await modifyMesocycle(id: planID) { plan in try plan.retitleWorkout(workoutID, to: title) }.plan
    }

    /// Deletes a workout and its exercises.
    public func deleteWorkout(planID: UUID, workoutID: UUID) async throws -> MesocyclePlan {
        try await modifyMesocycle(id: planID) { plan in try plan.removeWorkout(workoutID) }.plan
    }

    /// Adds an exercise to the end of a workout.
    public func addExercise(planID: UUID, workoutID: UUID, _ exercise: ExercisePlan) async throws -> MesocyclePlan {
        try await modifyMesocycle(id: planID) { plan in try plan.addExercise(exercise, toWorkout: workoutID) }.plan
    }

    /// Replaces an exercise's details, keeping its place.
    public func updateExercise(planID: UUID, _ exercise: ExercisePlan) async throws -> MesocyclePlan {
        try await modifyMesocycle(id: planID) { plan in try plan.updateExercise(exercise) }.plan
    }

    /// Deletes an exercise; its workout stays.
    public func deleteExercise(planID: UUID, exerciseID: UUID) async throws -> MesocyclePlan {
        try await modifyMesocycle(id: planID) { plan in try plan.removeExercise(exerciseID) }.plan
    }

    /// Deletes a plan and everything in it.
    public func deleteMesocycle(id: UUID) async throws {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM training_mesocycle WHERE id = ?", arguments: [id.key])
            guard db.changesCount > 0 else { throw TrainingStoreError.mesocycleNotFound }
        }
    }

    /// Applies `change` to the stored plan in one transaction and writes back the rows it changed.
    /// The plan is validated after the change, so a broken plan is never saved.
    func modifyMesocycle<Result: Sendable>(
        id: UUID, _ change: @escaping @Sendable (inout MesocyclePlan) throws -> Result
    ) async throws -> (Result, plan: MesocyclePlan) {
        try await writer.write { db in
            guard let old = try Self.fetchMesocycles(db, id: id).first?.plan else {
                throw TrainingStoreError.mesocycleNotFound
            }
            var plan = old
            let result = try change(&plan)
            try plan.validate()
            try Self.save(plan, replacing: old, db)
            return (result, plan)
        }
    }
}

/// A plan as the plan list shows it.
public struct MesocycleSummary: Sendable, Hashable {
    public var id: UUID
    public var name: String
    public var startDate: LocalDate
    public var weekCount: Int
    public var workoutCount: Int
    public var doneCount: Int
    public var createdAt: Date

    public var endDate: LocalDate { startDate.adding(days: weekCount * 7 - 1) }
}

/// A move as saved: what changed, the day the exercise left, the plan afterwards, and the record
/// that undoes it (nil when not recorded, or when the move changed nothing).
public struct SavedExerciseMove: Sendable {
    public var move: ExerciseMove
    public var fromDay: LocalDate
    public var plan: MesocyclePlan
    public var record: MoveRecord?
}

extension AppDatabase.TrainingStoreError: UserFacingError {
    public var kind: ErrorKind { .notFound }
    public var code: String { "mesocycle_not_found" }
}
