import Foundation
import GRDB
import PhysioCore

/// The rehab part: plans with their exercises and session times, and every completed session.
public struct RehabArchivePart: ArchivePart, Equatable {
    static let key = "rehab"

    public struct Plan: Codable, Sendable, Equatable {
        public var id: String
        public var name: String
        public var conditionId: String
        public var region: String
        public var exercises: [String]
        public var sessions: [Session]
        public var createdAt: Date
        /// The plan's own numbers by exercise id (issue 21); absent when every exercise follows the library.
        public var prescriptions: [String: Prescription]?
    }

    public struct Session: Codable, Sendable, Equatable {
        public var id: String
        /// "08:00".
        public var time: String
    }

    public struct Completion: Codable, Sendable, Equatable {
        public var sessionId: String
        /// "2026-11-23".
        public var day: String
        public var completedAt: Date
    }

    public var plans: [Plan]
    public var completions: [Completion]

    /// Characters in a condition or exercise id.
    static let idLength = FieldRange<Int>("id", unit: "characters", 1...100)
    /// Exercises in one plan, and session times in one day.
    static let exerciseCount = FieldRange<Int>("exercises", 0...100)
    static let sessionCount = FieldRange<Int>("sessions a day", 0...24)

    static func read(_ db: Database) throws -> RehabArchivePart {
        let plans = try AppDatabase.fetchPlans(db, id: nil).map { plan in
            Plan(
                id: plan.id.key, name: plan.name, conditionId: plan.conditionID, region: plan.region.rawValue,
                exercises: plan.exerciseIDs, sessions: plan.slots.map { Session(id: $0.id.key, time: $0.time.iso) },
                createdAt: plan.createdAt, prescriptions: plan.prescriptions.isEmpty ? nil : plan.prescriptions)
        }
        let completions = try SlotCompletionRecord.fetchChecked(db, sql: "SELECT * FROM slot_completion ORDER BY day, slot_id")
            .map { record in
                let completion = try record.model()
                return Completion(sessionId: completion.slotID.key, day: completion.day.iso, completedAt: completion.completedAt)
            }
        return RehabArchivePart(plans: plans, completions: completions)
    }

    func validate() throws(ArchiveProblem) {
        var sessionIDs = Set<String>()
        var planIDs = Set<String>()
        for (index, plan) in plans.enumerated() {
            let path = "parts.rehab.plans[\(index)]"
            guard let id = UUID(uuidString: plan.id), planIDs.insert(id.key).inserted else {
                throw ArchiveProblem(path: "\(path).id", message: "“\(plan.id)” is not a unique plan id (a UUID)")
            }
            guard (1...200).contains(TextLength.of(plan.name)) else {
                throw ArchiveProblem(path: "\(path).name", message: "a plan name must be 1 to 200 characters")
            }
            guard BodyRegion(rawValue: plan.region) != nil else {
                throw ArchiveProblem(path: "\(path).region", message: "“\(plan.region)” is not a body region")
            }
            guard !plan.conditionId.isEmpty else {
                throw ArchiveProblem(path: "\(path).conditionId", message: "the condition is missing")
            }
            try ArchiveProblem.ranges { () throws(ValueRangeError) in
                try Self.idLength.checkText(plan.conditionId, field: "\(path).conditionId")
                try Self.exerciseCount.checkCount(plan.exercises.count, field: "\(path).exercises")
                for (exerciseIndex, exercise) in plan.exercises.enumerated() {
                    try Self.idLength.checkText(exercise, field: "\(path).exercises[\(exerciseIndex)]")
                }
                try Self.sessionCount.checkCount(plan.sessions.count, field: "\(path).sessions")
                try InstantRange.range.check(plan.createdAt, field: "\(path).createdAt")
            }
            for (exerciseID, prescription) in (plan.prescriptions ?? [:]).sorted(by: { $0.key < $1.key }) {
                let prescriptionPath = "\(path).prescriptions.\(exerciseID)"
                guard plan.exercises.contains(exerciseID) else {
                    throw ArchiveProblem(path: prescriptionPath, message: "“\(exerciseID)” is not one of the plan's exercises")
                }
                try ArchiveProblem.ranges { () throws(ValueRangeError) in
                    if let exercise = RehabLibrary.exercise(id: exerciseID) {
                        try prescription.validate(for: exercise, path: prescriptionPath)
                    } else {
                        try prescription.validate(path: prescriptionPath)
                    }
                }
            }
            var minutes = Set<Int>()
            for (slotIndex, session) in plan.sessions.enumerated() {
                let slotPath = "\(path).sessions[\(slotIndex)]"
                guard let slotID = UUID(uuidString: session.id), sessionIDs.insert(slotID.key).inserted else {
                    throw ArchiveProblem(path: "\(slotPath).id", message: "“\(session.id)” is not a unique session id (a UUID)")
                }
                guard let time = TimeOfDay(parsing: session.time) else {
                    throw ArchiveProblem(path: "\(slotPath).time", message: "“\(session.time)” is not a time like 08:00")
                }
                guard minutes.insert(time.minutesSinceMidnight).inserted else {
                    throw ArchiveProblem(path: "\(slotPath).time", message: "the plan has two sessions at \(session.time)")
                }
            }
        }
        var done = Set<String>()
        for (index, completion) in completions.enumerated() {
            let path = "parts.rehab.completions[\(index)]"
            guard let slotID = UUID(uuidString: completion.sessionId), sessionIDs.contains(slotID.key) else {
                throw ArchiveProblem(path: "\(path).sessionId", message: "“\(completion.sessionId)” is not a session of any plan in the file")
            }
            guard let day = LocalDate(iso: completion.day) else {
                throw ArchiveProblem(path: "\(path).day", message: "“\(completion.day)” is not a date like 2026-11-23")
            }
            try ArchiveProblem.ranges { () throws(ValueRangeError) in
                try LocalDate.check(day, field: "\(path).day")
                try InstantRange.range.check(completion.completedAt, field: "\(path).completedAt")
            }
            guard done.insert("\(slotID.key) \(completion.day)").inserted else {
                throw ArchiveProblem(path: path, message: "this session is marked done twice on \(completion.day)")
            }
        }
    }

    func replace(in db: Database, at time: Date) throws {
        try db.execute(sql: "DELETE FROM rehab_plan")  // cascades to exercises, slots, completions
        for plan in plans {
            guard let id = UUID(uuidString: plan.id), let region = BodyRegion(rawValue: plan.region) else { continue }
            let slots = plan.sessions.compactMap { session -> SessionSlot? in
                guard let slotID = UUID(uuidString: session.id), let time = TimeOfDay(parsing: session.time) else { return nil }
                return SessionSlot(id: slotID, time: time)
            }
            try AppDatabase.insert(
                RehabPlan(
                    id: id, name: plan.name, conditionID: plan.conditionId, region: region, exerciseIDs: plan.exercises,
                    slots: slots, createdAt: plan.createdAt, prescriptions: plan.prescriptions ?? [:]), db)
        }
        for completion in completions {
            guard let slotID = UUID(uuidString: completion.sessionId) else { continue }
            try SlotCompletionRecord(slotID: slotID.key, day: completion.day, completedAt: completion.completedAt).insert(db)
        }
    }
}
