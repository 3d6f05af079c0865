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
        try db.execute(
            sql: "INSERT INTO training_mesocycle (id, name, start_date, week_count, created_at) VALUES (?, ?, ?, ?, ?)",
            arguments: [plan.id.key, plan.name, plan.startDate.iso, plan.weekCount, createdAt])
        try insertDeloadWeeks(of: plan, db)
        for workout in plan.workouts { try insert(workout, planID: plan.id, db) }
    }

    static func insertDeloadWeeks(of plan: MesocyclePlan, _ db: Database) throws {
        for week in plan.deloadWeeks {
            try db.execute(
                sql: "INSERT INTO training_deload_week (mesocycle_id, week) VALUES (?, ?)", arguments: [plan.id.key, week])
        }
    }

    static func insert(_ workout: WorkoutSession, planID: UUID, _ db: Database) throws {
        try db.execute(
            sql: "INSERT INTO training_workout (id, mesocycle_id, day, title, done_at) VALUES (?, ?, ?, ?, ?)",
            arguments: [workout.id.key, planID.key, workout.date.iso, workout.title, workout.doneAt])
        for (position, exercise) in workout.exercises.enumerated() {
            let (kg, text): (Double?, String?) = switch exercise.load {
            case .unspecified: (nil, nil)
            case .kilograms(let kg): (kg, nil)
            case .text(let text): (nil, text)
            }
            try db.execute(
                sql: """
                    INSERT INTO training_exercise (id, workout_id, position, name, base_sets, reps_lower, reps_upper,
                        load_kg, load_text, rest_seconds, notes, muscle_group)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    exercise.id.key, workout.id.key, position, exercise.name, exercise.baseSets, exercise.reps.lower,
                    exercise.reps.upper, kg, text, exercise.restSeconds, exercise.notes, exercise.muscleGroup?.rawValue,
                ])
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
        for row in try Row.fetchAll(
            db, sql: "SELECT mesocycle_id, week FROM training_deload_week\(id == nil ? "" : " WHERE mesocycle_id = ?")",
            arguments: arguments) {
            deloads[row[0], default: []].append(row[1])
        }
        var exercises: [String: [ExercisePlan]] = [:]
        for row in try Row.fetchAll(
            db,
            sql: """
                SELECT e.workout_id, e.id, e.name, e.base_sets, e.reps_lower, e.reps_upper, e.load_kg, e.load_text,
                    e.rest_seconds, e.notes, e.muscle_group
                FROM training_exercise e JOIN training_workout w ON w.id = e.workout_id
                \(id == nil ? "" : "WHERE w.mesocycle_id = ?")
                ORDER BY e.workout_id, e.position
                """,
            arguments: arguments) {
            guard let exerciseID = UUID(uuidString: row[1]) else { continue }
            let kg: Double? = row[6], text: String? = row[7], group: String? = row[10]
            let load: TrainingLoad = kg.map { .kilograms($0) } ?? text.map { .text($0) } ?? .unspecified
            exercises[row[0], default: []].append(ExercisePlan(
                id: exerciseID, name: row[2], baseSets: row[3], reps: RepRange(row[4], row[5]), load: load,
                restSeconds: row[8], notes: row[9], muscleGroup: group.flatMap(MuscleGroup.init(rawValue:))))
        }
        var workouts: [String: [WorkoutSession]] = [:]
        for row in try Row.fetchAll(
            db, sql: "SELECT mesocycle_id, id, day, title, done_at FROM training_workout\(id == nil ? "" : " WHERE mesocycle_id = ?") ORDER BY day",
            arguments: arguments) {
            let key: String = row[1]
            guard let workoutID = UUID(uuidString: key), let day = LocalDate(iso: row[2]) else { continue }
            workouts[row[0], default: []].append(WorkoutSession(
                id: workoutID, date: day, title: row[3], exercises: exercises[key] ?? [], doneAt: row[4]))
        }
        return try Row.fetchAll(
            db, sql: "SELECT id, name, start_date, week_count, created_at FROM training_mesocycle\(id == nil ? "" : " WHERE id = ?") ORDER BY created_at, id",
            arguments: arguments
        ).compactMap { row in
            let key: String = row[0]
            guard let planID = UUID(uuidString: key), let start = LocalDate(iso: row[2]) else { return nil }
            let plan = MesocyclePlan(
                id: planID, name: row[1], startDate: start, weekCount: row[3], deloadWeeks: deloads[key] ?? [],
                workouts: workouts[key] ?? [])
            return (plan, row[4])
        }
    }

    static func fetchSummaries(_ db: Database) throws -> [MesocycleSummary] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT m.id, m.name, m.start_date, m.week_count, m.created_at,
                    (SELECT count(*) FROM training_workout w WHERE w.mesocycle_id = m.id),
                    (SELECT count(*) FROM training_workout w WHERE w.mesocycle_id = m.id AND w.done_at IS NOT NULL)
                FROM training_mesocycle m ORDER BY m.created_at DESC, m.id
                """
        ).compactMap { row in
            guard let id = UUID(uuidString: row[0]), let start = LocalDate(iso: row[2]) else { return nil }
            return MesocycleSummary(
                id: id, name: row[1], startDate: start, weekCount: row[3], workoutCount: row[5], doneCount: row[6],
                createdAt: row[4])
        }
    }
}
