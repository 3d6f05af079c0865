import Foundation
import GRDB
import PhysioCore

/// Every training plan, as the app-wide export writes it and the import reads it back.
public struct TrainingArchive: Codable, Sendable, Hashable {
    /// One plan and when it was created.
    public struct Entry: Codable, Sendable, Hashable {
        public var plan: MesocyclePlan
        public var createdAt: Date

        public init(plan: MesocyclePlan, createdAt: Date) {
            self.plan = plan
            self.createdAt = createdAt
        }
    }

    /// Bumped when the shape changes, so an old file can still be read.
    public var version: Int
    /// Oldest first.
    public var mesocycles: [Entry]

    public static let currentVersion = 1

    public init(version: Int = TrainingArchive.currentVersion, mesocycles: [Entry]) {
        self.version = version
        self.mesocycles = mesocycles
    }
}

// The training rows inside a transaction: for the planner's own writes and the app-wide export/import.
extension AppDatabase {
    /// Every plan, whole, oldest first. Call inside a read or write transaction.
    public static func fetchTrainingArchive(_ db: Database) throws -> TrainingArchive {
        TrainingArchive(mesocycles: try fetchMesocycles(db, id: nil).map { TrainingArchive.Entry(plan: $0.plan, createdAt: $0.createdAt) })
    }

    /// Adds every plan of `archive` (each validated first), inside the caller's transaction. Throws
    /// `StoreError.invalidImport` for a newer archive version, a broken plan or an id already in use.
    public static func insertTrainingArchive(_ archive: TrainingArchive, _ db: Database) throws {
        guard archive.version <= TrainingArchive.currentVersion else {
            throw StoreError.invalidImport("its training plans come from a newer version of PhysioPoint.")
        }
        for entry in archive.mesocycles {
            do {
                try entry.plan.validate()
            } catch {
                throw StoreError.invalidImport("the training plan “\(entry.plan.name)” is broken: \(error.errorDescription ?? "invalid").")
            }
            let taken = try Bool.fetchOne(
                db, sql: "SELECT EXISTS (SELECT 1 FROM training_mesocycle WHERE id = ?)", arguments: [entry.plan.id.key]) ?? false
            guard !taken else { throw StoreError.invalidImport("the training plan “\(entry.plan.name)” is already here.") }
            do {
                try insert(entry.plan, createdAt: entry.createdAt, db)
            } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
                throw StoreError.invalidImport("the training plan “\(entry.plan.name)” reuses ids of another plan.")
            }
        }
    }

    static func insert(_ plan: MesocyclePlan, createdAt: Date, _ db: Database) throws {
        try TrainingMesocycleRecord(plan, createdAt: createdAt).insert(db)
        try insertDeloadWeeks(of: plan, db)
        for workout in plan.workouts { try insert(workout, planID: plan.id, db) }
    }

    static func insertDeloadWeeks(of plan: MesocyclePlan, _ db: Database) throws {
        for week in plan.deloadWeeks { try TrainingDeloadWeekRecord(mesocycleID: plan.id.key, week: week).insert(db) }
    }

    static func insert(_ workout: WorkoutSession, planID: UUID, _ db: Database) throws {
        try TrainingWorkoutRecord(workout, planID: planID).insert(db)
        for (position, exercise) in workout.exercises.enumerated() {
            try TrainingExerciseRecord(exercise, workoutID: workout.id, position: position).insert(db)
        }
    }

    /// Writes the difference between `old` (as stored) and `new`: untouched workouts stay as they
    /// are; a workout whose day or exercises changed is rewritten. Deletions run first so a swap of
    /// two days can't trip the one-workout-a-day constraint.
    static func save(_ new: MesocyclePlan, replacing old: MesocyclePlan, _ db: Database) throws {
        if new.name != old.name || new.startDate != old.startDate || new.weekCount != old.weekCount {
            try db.execute(
                sql: "UPDATE training_mesocycle SET name = ?, start_date = ?, week_count = ? WHERE id = ?",
                arguments: [new.name, new.startDate.iso, new.weekCount, new.id.key])
        }
        if new.deloadWeeks != old.deloadWeeks {
            try db.execute(sql: "DELETE FROM training_deload_week WHERE mesocycle_id = ?", arguments: [new.id.key])
            try insertDeloadWeeks(of: new, db)
        }
        let newByID = Dictionary(new.workouts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let oldIDs = Set(old.workouts.map(\.id))
        var rewrite: [WorkoutSession] = new.workouts.filter { !oldIDs.contains($0.id) }
        for workout in old.workouts {
            guard let updated = newByID[workout.id] else {
                try db.execute(sql: "DELETE FROM training_workout WHERE id = ?", arguments: [workout.id.key])
                continue
            }
            if updated == workout { continue }
            if updated.date == workout.date, updated.exercises == workout.exercises {
                try db.execute(
                    sql: "UPDATE training_workout SET title = ?, done_at = ? WHERE id = ?",
                    arguments: [updated.title, updated.doneAt, updated.id.key])
            } else {
                try db.execute(sql: "DELETE FROM training_workout WHERE id = ?", arguments: [workout.id.key])
                rewrite.append(updated)
            }
        }
        for workout in rewrite { try insert(workout, planID: new.id, db) }
    }

    static func fetchMesocycles(_ db: Database, id: UUID?) throws -> [(plan: MesocyclePlan, createdAt: Date)] {
        let arguments: StatementArguments = id.map { [$0.key] } ?? []
        var deloads: [String: [Int]] = [:]
        for record in try TrainingDeloadWeekRecord.fetchChecked(
            db, sql: "SELECT * FROM training_deload_week\(id == nil ? "" : " WHERE mesocycle_id = ?")", arguments: arguments) {
            deloads[record.mesocycleID, default: []].append(record.week)
        }
        var exercises: [String: [ExercisePlan]] = [:]
        for record in try TrainingExerciseRecord.fetchChecked(
            db,
            sql: """
                SELECT e.* FROM training_exercise e JOIN training_workout w ON w.id = e.workout_id
                \(id == nil ? "" : "WHERE w.mesocycle_id = ?")
                ORDER BY e.workout_id, e.position
                """,
            arguments: arguments) {
            exercises[record.workoutID, default: []].append(try record.model())
        }
        var workouts: [String: [WorkoutSession]] = [:]
        for record in try TrainingWorkoutRecord.fetchChecked(
            db, sql: "SELECT * FROM training_workout\(id == nil ? "" : " WHERE mesocycle_id = ?") ORDER BY day",
            arguments: arguments) {
            workouts[record.mesocycleID, default: []].append(try record.model(exercises: exercises[record.id] ?? []))
        }
        return try TrainingMesocycleRecord.fetchChecked(
            db, sql: "SELECT * FROM training_mesocycle\(id == nil ? "" : " WHERE id = ?") ORDER BY created_at, id",
            arguments: arguments
        ).map { record in
            let plan = try record.model(deloadWeeks: deloads[record.id] ?? [], workouts: workouts[record.id] ?? [])
            return (plan, record.createdAt)
        }
    }

    static func fetchSummaries(_ db: Database) throws -> [MesocycleSummary] {
        var counts: [String: (workouts: Int, done: Int)] = [:]
        for row in try Row.fetchAll(
            db, sql: "SELECT mesocycle_id, count(*) AS workouts, count(done_at) AS done FROM training_workout GROUP BY mesocycle_id") {
            counts[row["mesocycle_id"]] = (row["workouts"], row["done"])
        }
        return try TrainingMesocycleRecord.fetchChecked(db, sql: "SELECT * FROM training_mesocycle ORDER BY created_at DESC, id")
            .map { record in
                let count = counts[record.id] ?? (0, 0)
                return MesocycleSummary(
                    id: try record.uuid(record.id, "id"), name: record.name, startDate: try record.day(record.startDate, "start_date"),
                    weekCount: record.weekCount, workoutCount: count.workouts, doneCount: count.done, createdAt: record.createdAt)
            }
    }
}
