import Foundation
import GRDB
import PhysioCore

// Rehab plans: create, retime, delete, complete sessions, and read them back whole.
extension AppDatabase {
    /// Stores a new plan with its exercises and session slots.
    public func createPlan(_ plan: RehabPlan) async throws {
        try await writer.write { db in try Self.insert(plan, db) }
    }

    /// Stores several plans in one transaction (the demo's sample plans).
    public func createPlans(_ plans: [RehabPlan]) async throws {
        try await writer.write { db in
            for plan in plans { try Self.insert(plan, db) }
        }
    }

    /// Deletes a plan and everything under it (slots, completions). Throws `planNotFound` if it is gone.
    public func deletePlan(id: UUID) async throws {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM rehab_plan WHERE id = ?", arguments: [id.key])
            guard db.changesCount > 0 else { throw StoreError.planNotFound }
        }
    }

    /// Changes a plan's session times. Slots keep their ids (and their history) in time order; extra
    /// slots go, new ones get `newSlotID()`.
    public func updatePlanTimes(
        id: UUID, times: [TimeOfDay], newSlotID: @escaping @Sendable () -> UUID
    ) async throws {
        let sorted = try PlanDraft.validated(times)
        try await writer.write { db in
            guard let plan = try Self.fetchPlans(db, id: id).first else { throw StoreError.planNotFound }
            for slot in plan.slots.dropFirst(sorted.count) {
                try db.execute(sql: "DELETE FROM session_slot WHERE id = ?", arguments: [slot.id.key])
            }
            // Old and new times are both sorted, so slot i moves to time i. Moving later slots first
            // when times go later (and earlier ones first when they go earlier) never lands a slot on
            // a time another slot still holds, which the UNIQUE (plan, minute) index would refuse.
            let kept = Array(zip(plan.slots, sorted))
            let later = kept.filter { $0.1 > $0.0.time }.reversed()
            let earlier = kept.filter { $0.1 < $0.0.time }
            for (slot, time) in Array(later) + earlier {
                try db.execute(
                    sql: "UPDATE session_slot SET minute_of_day = ? WHERE id = ?",
                    arguments: [time.minutesSinceMidnight, slot.id.key])
            }
            for time in sorted.dropFirst(plan.slots.count) {
                try db.execute(
                    sql: "INSERT INTO session_slot (id, plan_id, minute_of_day) VALUES (?, ?, ?)",
                    arguments: [newSlotID().key, id.key, time.minutesSinceMidnight])
            }
        }
    }

    /// Marks a slot done on `day`. Returns false when it was already done (nothing changes).
    @discardableResult
    public func completeSlot(planID: UUID, slotID: UUID, day: LocalDate, at time: Date) async throws -> Bool {
        try await writer.write { db in
            try Self.requireSlot(db, planID: planID, slotID: slotID)
            try db.execute(
                sql: "INSERT OR IGNORE INTO slot_completion (slot_id, day, completed_at) VALUES (?, ?, ?)",
                arguments: [slotID.key, day.iso, time])
            return db.changesCount > 0
        }
    }

    /// Undoes a slot's completion on `day`. Returns false when it wasn't done.
    @discardableResult
    public func reopenSlot(planID: UUID, slotID: UUID, day: LocalDate) async throws -> Bool {
        try await writer.write { db in
            try Self.requireSlot(db, planID: planID, slotID: slotID)
            try db.execute(
                sql: "DELETE FROM slot_completion WHERE slot_id = ? AND day = ?", arguments: [slotID.key, day.iso])
            return db.changesCount > 0
        }
    }

    /// All plans, oldest first.
    public func plans() async throws -> [RehabPlan] {
        try await reader.read { db in try Self.fetchPlans(db, id: nil) }
    }

    public func plan(id: UUID) async throws -> RehabPlan? {
        try await reader.read { db in try Self.fetchPlans(db, id: id).first }
    }

    /// Today's schedule for every plan, read in one transaction so plans and completions agree.
    public func daySchedule(now: Date, timeZone: TimeZone) async throws -> DaySchedule {
        let day = LocalDate(now, in: timeZone)
        return try await reader.read { db in
            let plans = try Self.fetchPlans(db, id: nil)
            let completions = try Self.fetchCompletions(db, from: day, to: day)
            return DaySchedule(plans: plans, completions: completions, now: now, timeZone: timeZone)
        }
    }

    /// Completions between two days inclusive, oldest first.
    public func completions(from start: LocalDate, to end: LocalDate) async throws -> [SlotCompletion] {
        try await reader.read { db in try Self.fetchCompletions(db, from: start, to: end) }
    }

    // MARK: - Inside a transaction

    static func insert(_ plan: RehabPlan, _ db: Database) throws {
        try db.execute(
            sql: "INSERT INTO rehab_plan (id, name, condition_id, region, created_at) VALUES (?, ?, ?, ?, ?)",
            arguments: [plan.id.key, plan.name, plan.conditionID, plan.region.rawValue, plan.createdAt])
        for (position, exerciseID) in plan.exerciseIDs.enumerated() {
            try db.execute(
                sql: "INSERT INTO plan_exercise (plan_id, position, exercise_id) VALUES (?, ?, ?)",
                arguments: [plan.id.key, position, exerciseID])
        }
        for slot in plan.slots {
            try db.execute(
                sql: "INSERT INTO session_slot (id, plan_id, minute_of_day) VALUES (?, ?, ?)",
                arguments: [slot.id.key, plan.id.key, slot.time.minutesSinceMidnight])
        }
    }

    static func requireSlot(_ db: Database, planID: UUID, slotID: UUID) throws {
        guard try Bool.fetchOne(
            db, sql: "SELECT EXISTS (SELECT 1 FROM rehab_plan WHERE id = ?)", arguments: [planID.key]) == true
        else { throw StoreError.planNotFound }
        guard try Bool.fetchOne(
            db, sql: "SELECT EXISTS (SELECT 1 FROM session_slot WHERE id = ? AND plan_id = ?)",
            arguments: [slotID.key, planID.key]) == true
        else { throw StoreError.slotNotFound }
    }

    static func fetchPlans(_ db: Database, id: UUID?) throws -> [RehabPlan] {
        let filter = id == nil ? "" : " WHERE plan_id = ?"
        let arguments: StatementArguments = id.map { [$0.key] } ?? []
        var exercises: [String: [String]] = [:]
        for row in try Row.fetchAll(
            db, sql: "SELECT plan_id, exercise_id FROM plan_exercise\(filter) ORDER BY plan_id, position",
            arguments: arguments) {
            exercises[row[0], default: []].append(row[1])
        }
        var slots: [String: [SessionSlot]] = [:]
        for row in try Row.fetchAll(
            db, sql: "SELECT plan_id, id, minute_of_day FROM session_slot\(filter) ORDER BY minute_of_day",
            arguments: arguments) {
            guard let slotID = UUID(uuidString: row[1]), let time = TimeOfDay(minutesSinceMidnight: row[2])
            else { continue }
            slots[row[0], default: []].append(SessionSlot(id: slotID, time: time))
        }
        let planFilter = id == nil ? "" : " WHERE id = ?"
        return try Row.fetchAll(
            db, sql: "SELECT id, name, condition_id, region, created_at FROM rehab_plan\(planFilter) ORDER BY created_at, id",
            arguments: arguments
        ).compactMap { row in
            let key: String = row[0]
            guard let planID = UUID(uuidString: key), let region = BodyRegion(rawValue: row[3]) else { return nil }
            return RehabPlan(
                id: planID, name: row[1], conditionID: row[2], region: region,
                exerciseIDs: exercises[key] ?? [], slots: slots[key] ?? [], createdAt: row[4])
        }
    }

    static func fetchCompletions(_ db: Database, from start: LocalDate, to end: LocalDate) throws -> [SlotCompletion] {
        try Row.fetchAll(
            db, sql: "SELECT slot_id, day, completed_at FROM slot_completion WHERE day BETWEEN ? AND ? ORDER BY day, completed_at",
            arguments: [start.iso, end.iso]
        ).compactMap { row in
            guard let slotID = UUID(uuidString: row[0]), let day = LocalDate(iso: row[1]) else { return nil }
            return SlotCompletion(slotID: slotID, day: day, completedAt: row[2])
        }
    }
}

extension UUID {
    /// The lower-case text form used as a key in the database and in URLs.
    var key: String { uuidString.lowercased() }
}
