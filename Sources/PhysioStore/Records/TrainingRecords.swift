import Foundation
import GRDB
import PhysioCore

/// A row of `training_mesocycle`: a training plan's name and span.
struct TrainingMesocycleRecord: StoreRecord, Equatable {
    static let databaseTableName = "training_mesocycle"
    static let keyColumns = ["id"]

    var id: String
    var name: String
    var startDate: String
    var weekCount: Int
    var createdAt: Date

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case id, name, startDate = "start_date", weekCount = "week_count", createdAt = "created_at"
    }
    typealias Columns = CodingKeys

    init(_ plan: MesocyclePlan, createdAt: Date) {
        id = plan.id.key
        name = plan.name
        startDate = plan.startDate.iso
        weekCount = plan.weekCount
        self.createdAt = createdAt
    }

    func model(deloadWeeks: [Int], workouts: [WorkoutSession]) throws -> MesocyclePlan {
        MesocyclePlan(
            id: try uuid(id, "id"), name: name, startDate: try day(startDate, "start_date"), weekCount: weekCount,
            deloadWeeks: deloadWeeks, workouts: workouts)
    }
}

/// A row of `training_deload_week`.
struct TrainingDeloadWeekRecord: StoreRecord, Equatable {
    static let databaseTableName = "training_deload_week"
    static let keyColumns = ["mesocycle_id", "week"]

    var mesocycleID: String
    var week: Int

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case mesocycleID = "mesocycle_id", week
    }
    typealias Columns = CodingKeys
}

/// A row of `training_workout`: one day's workout of a plan.
struct TrainingWorkoutRecord: StoreRecord, Equatable {
    static let databaseTableName = "training_workout"
    static let keyColumns = ["id"]

    var id: String
    var mesocycleID: String
    var day: String
    var title: String
    var doneAt: Date?

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case id, mesocycleID = "mesocycle_id", day, title, doneAt = "done_at"
    }
    typealias Columns = CodingKeys

    init(_ workout: WorkoutSession, planID: UUID) {
        id = workout.id.key
        mesocycleID = planID.key
        day = workout.date.iso
        title = workout.title
        doneAt = workout.doneAt
    }

    func model(exercises: [ExercisePlan]) throws -> WorkoutSession {
        WorkoutSession(
            id: try uuid(id, "id"), date: try self.day(day, "day"), title: title, exercises: exercises, doneAt: doneAt)
    }
}

/// A row of `training_exercise`: one exercise of a workout, in order.
struct TrainingExerciseRecord: StoreRecord, Equatable {
    static let databaseTableName = "training_exercise"
    static let keyColumns = ["id"]

    var id: String
    var workoutID: String
    var position: Int
    var name: String
    var baseSets: Int
    var repsLower: Int
    var repsUpper: Int
    var loadKg: Double?
    var loadText: String?
    var restSeconds: Int
    var notes: String
    var muscleGroup: String?

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case id, workoutID = "workout_id", position, name, baseSets = "base_sets", repsLower = "reps_lower",
            repsUpper = "reps_upper", loadKg = "load_kg", loadText = "load_text", restSeconds = "rest_seconds", notes,
            muscleGroup = "muscle_group"
    }
    typealias Columns = CodingKeys

    init(_ exercise: ExercisePlan, workoutID: UUID, position: Int) {
        id = exercise.id.key
        self.workoutID = workoutID.key
        self.position = position
        name = exercise.name
        baseSets = exercise.baseSets
        repsLower = exercise.reps.lower
        repsUpper = exercise.reps.upper
        switch exercise.load {
        case .unspecified: (loadKg, loadText) = (nil, nil)
        case .kilograms(let kg): (loadKg, loadText) = (kg, nil)
        case .text(let text): (loadKg, loadText) = (nil, text)
        }
        restSeconds = exercise.restSeconds
        notes = exercise.notes
        muscleGroup = exercise.muscleGroup?.rawValue
    }

    func model() throws -> ExercisePlan {
        let load: TrainingLoad = loadKg.map { .kilograms($0) } ?? loadText.map { .text($0) } ?? .unspecified
        return ExercisePlan(
            id: try uuid(id, "id"), name: name, baseSets: baseSets, reps: RepRange(repsLower, repsUpper), load: load,
            restSeconds: restSeconds, notes: notes,
            muscleGroup: try muscleGroup.map { try value($0, "muscle_group", as: MuscleGroup.self) })
    }
}

// Read by hand (see `HandDecodedRecord`): a plan's page reads every workout and exercise of the
// plan (a 12-week plan has about 300 exercise rows), and `Codable` was most of that read.
extension TrainingWorkoutRecord: HandDecodedRecord {
    static let decodedColumns = ["id", "mesocycle_id", "day", "title", "done_at"]

    init(row: Row, columns: [Int]) throws {
        id = try row.decode(atIndex: columns[0])
        mesocycleID = try row.decode(atIndex: columns[1])
        day = try row.decode(atIndex: columns[2])
        title = try row.decode(atIndex: columns[3])
        doneAt = (row[columns[4]] as DatabaseValue).isNull ? nil : try row.storedDate(atIndex: columns[4])
    }
}

extension TrainingExerciseRecord: HandDecodedRecord {
    static let decodedColumns = [
        "id", "workout_id", "position", "name", "base_sets", "reps_lower", "reps_upper", "load_kg", "load_text",
        "rest_seconds", "notes", "muscle_group",
    ]

    init(row: Row, columns: [Int]) throws {
        id = try row.decode(atIndex: columns[0])
        workoutID = try row.decode(atIndex: columns[1])
        position = try row.decode(atIndex: columns[2])
        name = try row.decode(atIndex: columns[3])
        baseSets = try row.decode(atIndex: columns[4])
        repsLower = try row.decode(atIndex: columns[5])
        repsUpper = try row.decode(atIndex: columns[6])
        loadKg = try row.decode(Double?.self, atIndex: columns[7])
        loadText = try row.decode(String?.self, atIndex: columns[8])
        restSeconds = try row.decode(atIndex: columns[9])
        notes = try row.decode(atIndex: columns[10])
        muscleGroup = try row.decode(String?.self, atIndex: columns[11])
    }
}
