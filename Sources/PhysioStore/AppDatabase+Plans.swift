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
                try SessionSlotRecord(SessionSlot(id: newSlotID(), time: time), planID: id).insert(db)
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
        try quickRead { db in try Self.fetchPlans(db, id: nil) }
    }

    public func plan(id: UUID) async throws -> RehabPlan? {
        try quickRead { db in try Self.fetchPlans(db, id: id).first }
    }

    /// Today's schedule for every plan, read in one transaction so plans and completions agree.
    public func daySchedule(now: Date, timeZone: TimeZone) async throws -> DaySchedule {
        let day = LocalDate(now, in: timeZone)
        return try quickRead { db in
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
        try RehabPlanRecord(plan).insert(db)
        for (position, exerciseID) in plan.exerciseIDs.enumerated() {
            try PlanExerciseRecord(
                planID: plan.id.key, position: position, exerciseID: exerciseID,
                prescription: plan.prescriptions[exerciseID]
            ).insert(db)
        }
        for slot in plan.slots { try SessionSlotRecord(slot, planID: plan.id).insert(db) }
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

    static func fetchCompletions(_ db: Database, from start: LocalDate, to end: LocalDate) throws -> [SlotCompletion] {
        try SlotCompletionRecord.fetchChecked(
            db, sql: "SELECT * FROM slot_completion WHERE day BETWEEN ? AND ? ORDER BY day, completed_at",
            arguments: [start.iso, end.iso]
        ).map { try $0.model() }
    }
}

extension UUID {
    /// The lower-case text form used as a key in the database and in URLs.
    var key: String { uuidString.lowercased() }
}
