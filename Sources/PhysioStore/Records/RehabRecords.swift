import Foundation
import GRDB
import PhysioCore

/// A row of `rehab_plan`.
struct RehabPlanRecord: StoreRecord, Equatable {
    static let databaseTableName = "rehab_plan"
    static let keyColumns = ["id"]

    var id: String
    var name: String
    var conditionID: String
    var region: String
    var createdAt: Date

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case id, name, conditionID = "condition_id", region, createdAt = "created_at"
    }
    typealias Columns = CodingKeys

    init(_ plan: RehabPlan) {
        id = plan.id.key
        name = plan.name
        conditionID = plan.conditionID
        region = plan.region.rawValue
        createdAt = plan.createdAt
    }

    func model(
        exerciseIDs: [String], slots: [SessionSlot], prescriptions: [String: Prescription] = [:]
    ) throws -> RehabPlan {
        RehabPlan(
            id: try uuid(id, "id"), name: name, conditionID: conditionID, region: try value(region, "region"),
            exerciseIDs: exerciseIDs, slots: slots, createdAt: createdAt, prescriptions: prescriptions)
    }
}

/// A row of `plan_exercise`: one exercise of a plan, in order.
struct PlanExerciseRecord: StoreRecord, Equatable {
    static let databaseTableName = "plan_exercise"
    static let keyColumns = ["plan_id", "position"]

    var planID: String
    var position: Int
    var exerciseID: String
    /// The plan's own numbers for the exercise, as JSON; nil = the library's (migration v13-prescriptions).
    var prescription: String?

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case planID = "plan_id", position, exerciseID = "exercise_id", prescription
    }
    typealias Columns = CodingKeys

    init(planID: String, position: Int, exerciseID: String, prescription: Prescription?) throws {
        self.planID = planID
        self.position = position
        self.exerciseID = exerciseID
        self.prescription = try prescription.map(StoredJSON.text)
    }
}

/// The JSON text of a prescription column, written and read the one way.
enum StoredJSON {
    static func text(_ prescription: Prescription) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(prescription), as: UTF8.self)
    }

    static func prescription(_ text: String) -> Prescription? {
        try? JSONDecoder().decode(Prescription.self, from: Data(text.utf8))
    }
}

/// A row of `session_slot`: a plan's session at a time of day.
struct SessionSlotRecord: StoreRecord, Equatable {
    static let databaseTableName = "session_slot"
    static let keyColumns = ["id"]

    var id: String
    var planID: String
    var minuteOfDay: Int

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case id, planID = "plan_id", minuteOfDay = "minute_of_day"
    }
    typealias Columns = CodingKeys

    init(_ slot: SessionSlot, planID: UUID) {
        id = slot.id.key
        self.planID = planID.key
        minuteOfDay = slot.time.minutesSinceMidnight
    }

    func model() throws -> SessionSlot {
        SessionSlot(id: try uuid(id, "id"), time: try time(minuteOfDay, "minute_of_day"))
    }
}

/// A row of `slot_completion`: a slot done on a day.
struct SlotCompletionRecord: StoreRecord, Equatable {
    static let databaseTableName = "slot_completion"
    static let keyColumns = ["slot_id", "day"]

    var slotID: String
    var day: String
    var completedAt: Date

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case slotID = "slot_id", day, completedAt = "completed_at"
    }
    typealias Columns = CodingKeys

    func model() throws -> SlotCompletion {
        SlotCompletion(slotID: try uuid(slotID, "slot_id"), day: try self.day(day, "day"), completedAt: completedAt)
    }
}

/// A row of `exercise_session`: one guided session, its metrics kept as JSON.
struct ExerciseSessionRecord: StoreRecord, Equatable {
    static let databaseTableName = "exercise_session"
    static let keyColumns = ["id"]

    var id: String
    var planID: String?
    var slotID: String?
    var exerciseID: String
    var source: String
    var day: String
    var startedAt: Date
    var endedAt: Date
    var feeling: String?
    var reps: Int
    var bestAngle: Double?
    var metrics: String
    /// Where a session stopped because it hurt (JSON), or nil (migration v11-pain-stop).
    var painStop: String?
    /// The prescription the session was done under (JSON), or nil (migration v13-prescriptions).
    var prescription: String?
    /// The person's own count of the reps, or nil: the measured one stands (migration v17-corrected-reps).
    var correctedReps: Int?

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case id, planID = "plan_id", slotID = "slot_id", exerciseID = "exercise_id", source, day,
            startedAt = "started_at", endedAt = "ended_at", feeling, reps, bestAngle = "best_angle", metrics,
            painStop = "pain_stop", prescription, correctedReps = "corrected_reps"
    }
    typealias Columns = CodingKeys

    init(_ record: SessionRecord) throws {
        id = record.id.key
        planID = record.planID?.key
        slotID = record.slotID?.key
        exerciseID = record.exerciseID
        source = record.source.rawValue
        day = record.day.iso
        startedAt = record.startedAt
        endedAt = record.endedAt
        feeling = record.feeling?.rawValue
        reps = record.metrics.reps
        bestAngle = record.metrics.bestAngle
        metrics = String(decoding: try JSONEncoder().encode(record.metrics), as: UTF8.self)
        painStop = try record.painStop.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }
        prescription = try record.prescription.map(StoredJSON.text)
        correctedReps = record.correctedReps
    }

    func model() throws -> SessionRecord {
        let decoded: SessionMetrics
        do {
            decoded = try JSONDecoder().decode(SessionMetrics.self, from: Data(metrics.utf8))
        } catch {
            throw unreadable("metrics is not valid session metrics JSON")
        }
        let stop: PainStop?
        do {
            stop = try painStop.map { try JSONDecoder().decode(PainStop.self, from: Data($0.utf8)) }
        } catch {
            throw unreadable("pain_stop is not valid JSON of where a session stopped")
        }
        let prescribed = try prescription.map { text in
            guard let value = StoredJSON.prescription(text) else {
                throw unreadable("prescription is not valid JSON of a prescription")
            }
            return value
        }
        return SessionRecord(
            id: try uuid(id, "id"), planID: try uuid(planID, "plan_id"), slotID: try uuid(slotID, "slot_id"),
            exerciseID: exerciseID, source: try value(source, "source"), day: try self.day(day, "day"),
            startedAt: startedAt, endedAt: endedAt,
            feeling: try feeling.map { try value($0, "feeling", as: SessionFeeling.self) }, metrics: decoded,
            painStop: stop, prescription: prescribed, correctedReps: correctedReps)
    }
}

// Read by hand (see `HandDecodedRecord`): the plans read is the busiest read of all (home, the
// schedule, `GET /api/v1/plans`).
extension RehabPlanRecord: HandDecodedRecord {
    static let decodedColumns = ["id", "name", "condition_id", "region", "created_at"]

    init(row: Row, columns: [Int]) throws {
        id = try row.decode(atIndex: columns[0])
        name = try row.decode(atIndex: columns[1])
        conditionID = try row.decode(atIndex: columns[2])
        region = try row.decode(atIndex: columns[3])
        createdAt = try row.storedDate(atIndex: columns[4])
    }
}

extension PlanExerciseRecord: HandDecodedRecord {
    static let decodedColumns = ["plan_id", "position", "exercise_id", "prescription"]

    init(row: Row, columns: [Int]) throws {
        planID = try row.decode(atIndex: columns[0])
        position = try row.decode(atIndex: columns[1])
        exerciseID = try row.decode(atIndex: columns[2])
        prescription = try row.decode(atIndex: columns[3])
    }
}

extension SessionSlotRecord: HandDecodedRecord {
    static let decodedColumns = ["id", "plan_id", "minute_of_day"]

    init(row: Row, columns: [Int]) throws {
        id = try row.decode(atIndex: columns[0])
        planID = try row.decode(atIndex: columns[1])
        minuteOfDay = try row.decode(atIndex: columns[2])
    }
}

extension SlotCompletionRecord: HandDecodedRecord {
    static let decodedColumns = ["slot_id", "day", "completed_at"]

    init(row: Row, columns: [Int]) throws {
        slotID = try row.decode(atIndex: columns[0])
        day = try row.decode(atIndex: columns[1])
        completedAt = try row.storedDate(atIndex: columns[2])
    }
}
