import Foundation
import GRDB
import PhysioCore
import TestSupport
import Testing

@testable import PhysioStore

/// The plans read steps through the exercise and slot rows itself (see `Records/PlanRows.swift`), on
/// the read-only connections of `quickRead` with a transaction of its own. These run on disk, where
/// `quickRead` takes that path.
struct PlanRowsTests {
    let noon = HabitFixtures.instant("2026-08-30", 12, in: HabitFixtures.toronto)

    /// A knee plan named `name`, made at `createdAt`, with its times given out of order.
    func plan(_ name: String, createdAt: Date, conditionID: String = "knee-limited-flexion") throws -> RehabPlan {
        try PlanDraft(conditionID: conditionID, name: name, times: ["19:00", "08:00", "13:30"].map { TimeOfDay(parsing: $0)! })
            .makePlan(id: UUID(), slotIDs: { UUID() }, now: createdAt)
    }

    func withDatabase(_ body: (AppDatabase) async throws -> Void) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plan-rows-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try await body(try AppDatabase.onDisk(in: directory))
    }

    @Test func plansReadBackWithTheirExercisesAndSlotsInOrder() async throws {
        try await withDatabase { database in
            let conditions = ["knee-limited-flexion", "shoulder-stiffness", "elbow-stiffness"]
            let plans = try (0..<5).map { index in
                try plan("Plan \(index)", createdAt: noon.addingTimeInterval(Double(index)), conditionID: conditions[index % 3])
            }
            #expect(plans.allSatisfy { !$0.exerciseIDs.isEmpty })
            try await database.createPlans(plans.reversed())
            let read = try await database.plans()
            #expect(read.map(\.id) == plans.map(\.id))
            #expect(read == plans.map { plan in
                var sorted = plan
                sorted.slots.sort { $0.time < $1.time }
                return sorted
            })
            #expect(try await database.plan(id: plans[2].id) == read[2])
        }
    }

    @Test func aSlotWithABrokenIDFailsTheReadAndTheNextReadSeesNewData() async throws {
        try await withDatabase { database in
            let plan = RehabFixtures.kneePlan()
            try await database.createPlan(plan)
            try await database.writer.write { db in
                try db.execute(sql: "UPDATE session_slot SET id = 'not-a-uuid' WHERE id = ?", arguments: [plan.slots[0].id.key])
            }
            let error = await #expect(throws: UnreadableRowError.self) { try await database.plans() }
            #expect(error == UnreadableRowError(table: "session_slot", rowID: "not-a-uuid", reason: "id “not-a-uuid” is not a UUID"))
            await #expect(throws: UnreadableRowError.self) { try await database.homeRead(now: noon, timeZone: HabitFixtures.toronto) }

            // The failed read ended its transaction: after a repair the same connections see it.
            try await database.writer.write { db in
                try db.execute(sql: "UPDATE session_slot SET id = ? WHERE id = 'not-a-uuid'", arguments: [plan.slots[0].id.key])
            }
            #expect(try await database.plans().map(\.id) == [plan.id])
            let other = try self.plan("Other", createdAt: plan.createdAt.addingTimeInterval(60))
            try await database.createPlan(other)
            #expect(try await database.plans().map(\.name) == [plan.name, "Other"])
        }
    }

    @Test func aSlotOutsideTheDayIsReportedNotSkipped() async throws {
        try await withDatabase { database in
            let plan = RehabFixtures.kneePlan()
            try await database.createPlan(plan)
            try await database.writer.write { db in
                try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
                try db.execute(sql: "UPDATE session_slot SET minute_of_day = 2000 WHERE id = ?", arguments: [plan.slots[0].id.key])
                try db.execute(sql: "PRAGMA ignore_check_constraints = OFF")
            }
            let error = await #expect(throws: UnreadableRowError.self) { try await database.plans() }
            #expect(error?.table == "session_slot")
            #expect(error?.rowID == plan.slots[0].id.key)
            #expect(error?.reason == "minute_of_day 2000 is not a minute of the day")
        }
    }

    @Test func upperCaseSlotIDsReadAsTheSameSlot() async throws {
        try await withDatabase { database in
            let plan = RehabFixtures.kneePlan()
            try await database.createPlan(plan)
            try await database.writer.write { db in
                try db.execute(sql: "PRAGMA foreign_keys = OFF")
                try db.execute(sql: "UPDATE session_slot SET id = upper(id)")
                try db.execute(sql: "PRAGMA foreign_keys = ON")
            }
            #expect(try await database.plans().first?.slots.map(\.id) == plan.slots.map(\.id))
        }
    }
}
