import Foundation
import PhysioCore
import PhysioStore
import TestSupport
import Testing

@Suite struct PlanStoreTests {
    let toronto = RehabFixtures.toronto
    let day = LocalDate(iso: "2026-11-23")!

    @Test func aPlanComesBackWhole() async throws {
        let database = try AppDatabase.inMemory()
        let plan = RehabFixtures.kneePlan()
        try await database.createPlan(plan)
        let stored = try await database.plan(id: plan.id)
        #expect(stored == plan)
        #expect(try await database.plans() == [plan])
    }

    @Test func deletingAPlanRemovesEverythingUnderIt() async throws {
        let database = try AppDatabase.inMemory()
        let ids = RehabFixtures.SequentialIDs()
        let keep = RehabFixtures.kneePlan(ids: ids), gone = RehabFixtures.kneePlan(ids: ids)
        try await database.createPlans([keep, gone])
        try await database.completeSlot(planID: gone.id, slotID: gone.slots[0].id, day: day, at: Date())
        try await database.completeSlot(planID: keep.id, slotID: keep.slots[0].id, day: day, at: Date())
        try await database.deletePlan(id: gone.id)
        #expect(try await database.plans().map(\.id) == [keep.id])
        #expect(try await database.completions(from: day, to: day).map(\.slotID) == [keep.slots[0].id])
        await #expect(throws: AppDatabase.StoreError.planNotFound) { try await database.deletePlan(id: gone.id) }
    }

    @Test func completingIsIdempotentAndCanBeUndone() async throws {
        let database = try AppDatabase.inMemory()
        let plan = RehabFixtures.kneePlan()
        try await database.createPlan(plan)
        let slot = plan.slots[1].id
        #expect(try await database.completeSlot(planID: plan.id, slotID: slot, day: day, at: Date()))
        #expect(try await database.completeSlot(planID: plan.id, slotID: slot, day: day, at: Date()) == false)
        #expect(try await database.completions(from: day, to: day).count == 1)
        #expect(try await database.reopenSlot(planID: plan.id, slotID: slot, day: day))
        #expect(try await database.reopenSlot(planID: plan.id, slotID: slot, day: day) == false)
        #expect(try await database.completions(from: day, to: day).isEmpty)
    }

    @Test func completingSomeoneElsesSlotIsRefusedAndChangesNothing() async throws {
        let database = try AppDatabase.inMemory()
        let ids = RehabFixtures.SequentialIDs()
        let a = RehabFixtures.kneePlan(ids: ids), b = RehabFixtures.kneePlan(ids: ids)
        try await database.createPlans([a, b])
        await #expect(throws: AppDatabase.StoreError.slotNotFound) {
            try await database.completeSlot(planID: a.id, slotID: b.slots[0].id, day: day, at: Date())
        }
        await #expect(throws: AppDatabase.StoreError.planNotFound) {
            try await database.completeSlot(planID: UUID(), slotID: a.slots[0].id, day: day, at: Date())
        }
        #expect(try await database.completions(from: day, to: day).isEmpty)
    }

    @Test func retimingKeepsSlotHistoryInTimeOrder() async throws {
        let database = try AppDatabase.inMemory()
        let ids = RehabFixtures.SequentialIDs()
        let plan = RehabFixtures.kneePlan(ids: ids)
        try await database.createPlan(plan)
        try await database.completeSlot(planID: plan.id, slotID: plan.slots[0].id, day: day, at: Date())
        // Swap-style change: 08:00/13:00/19:00 → 07:30/13:00/20:00/21:00.
        let times = ["21:00", "07:30", "13:00", "20:00"].compactMap(TimeOfDay.init(parsing:))
        let extraID = UUID()
        try await database.updatePlanTimes(id: plan.id, times: times, newSlotID: { extraID })
        let stored = try #require(try await database.plan(id: plan.id))
        #expect(stored.slots.map(\.time.iso) == ["07:30", "13:00", "20:00", "21:00"])
        #expect(Array(stored.slots.prefix(3).map(\.id)) == plan.slots.map(\.id))
        #expect(stored.slots[3].id == extraID)
        #expect(try await database.completions(from: day, to: day).map(\.slotID) == [plan.slots[0].id])

        // Fewer times drop the last slots and their history.
        try await database.updatePlanTimes(id: plan.id, times: [TimeOfDay(hour: 9, minute: 0)!], newSlotID: { UUID() })
        #expect(try await database.plan(id: plan.id)?.slots.map(\.id) == [plan.slots[0].id])
    }

    @Test(arguments: [["13:00", "14:00"], ["07:00", "08:00"], ["08:30", "12:30"], ["12:59", "13:00"]])
    func shiftingTimesOntoEachOtherKeepsEverySlot(_ newTimes: [String]) async throws {
        let database = try AppDatabase.inMemory()
        let plan = RehabFixtures.kneePlan(times: ["08:00", "13:00"])
        try await database.createPlan(plan)
        try await database.updatePlanTimes(id: plan.id, times: newTimes.compactMap(TimeOfDay.init(parsing:)), newSlotID: { UUID() })
        let stored = try #require(try await database.plan(id: plan.id))
        #expect(stored.slots.map(\.time.iso) == newTimes)
        #expect(stored.slots.map(\.id) == plan.slots.map(\.id))
    }

    @Test func badTimesChangeNothing() async throws {
        let database = try AppDatabase.inMemory()
        let plan = RehabFixtures.kneePlan()
        try await database.createPlan(plan)
        let dup = [TimeOfDay(hour: 9, minute: 0)!, TimeOfDay(hour: 9, minute: 0)!]
        await #expect(throws: PlanDraft.Problem.self) {
            try await database.updatePlanTimes(id: plan.id, times: dup, newSlotID: { UUID() })
        }
        #expect(try await database.plan(id: plan.id) == plan)
    }

    @Test func theScheduleIsReadWithItsCompletions() async throws {
        let database = try AppDatabase.inMemory()
        let plan = RehabFixtures.kneePlan()
        try await database.createPlan(plan)
        try await database.completeSlot(planID: plan.id, slotID: plan.slots[0].id, day: day, at: Date())
        let now = RehabFixtures.at(2026, 11, 23, 14, in: toronto)
        let schedule = try await database.daySchedule(now: now, timeZone: toronto)
        #expect(schedule.plans.first?.sessions.map(\.state) == [.done, .due, .upcoming])
    }

    @Test func onboardingPersists() async throws {
        let database = try AppDatabase.inMemory()
        #expect(try await database.hasCompletedOnboarding() == false)
        try await database.completeOnboarding()
        #expect(try await database.hasCompletedOnboarding())
    }
}

@Suite struct DatabaseFileTests {
    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("physiopoint-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func writesSurviveReopeningTheFile() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plan = RehabFixtures.kneePlan()
        do {
            let database = try AppDatabase.onDisk(in: directory)
            try await database.createPlan(plan)
        }
        let reopened = try AppDatabase.onDisk(in: directory)
        #expect(try await reopened.plans() == [plan])
    }

    @Test func theShippedV1DatabaseOpensAndKeepsItsData() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fixture = try #require(Bundle.module.url(forResource: "v1-rehab-plans", withExtension: "sqlite", subdirectory: "Fixtures"))
        try FileManager.default.copyItem(at: fixture, to: directory.appendingPathComponent("physiopoint.sqlite"))
        // Opened as a household, the v1 file becomes its owner's database, its sign-in token the owner's.
        let household = try Household.onDisk(in: directory, now: Date(), makeToken: { "unused-token-0123456789abcdef01234567" })
        #expect(household.token(of: household.owner.id) == "fixture-token")
        let database = try household.store(for: household.owner.id)
        #expect(try database.appliedMigrations() == AppDatabase.knownMigrations)
        #expect(AppDatabase.knownMigrations.first == "v1-rehab-plans" && AppDatabase.knownMigrations.count > 1)
        let plans = try await database.plans()
        #expect(plans.map(\.name) == ["Dad's knee", "Stiff shoulder"])
        #expect(plans[0].exerciseIDs == ["heel-slides", "seated-knee-flexion"])
        #expect(plans[0].slots.map(\.time.iso) == ["08:00", "13:00", "19:00"])
        let day = LocalDate(iso: "2026-11-20")!
        #expect(try await database.completions(from: day, to: day).map(\.slotID) == [plans[0].slots[0].id])
    }

    @Test func theSchemaRefusesRowsThatBreakItsRules() async throws {
        let database = try AppDatabase.inMemory()
        let plan = RehabFixtures.kneePlan()
        try await database.createPlan(plan)
        // A second plan with the same id is refused whole: nothing of it is stored.
        var clash = RehabFixtures.kneePlan(ids: RehabFixtures.SequentialIDs())
        clash.id = plan.id
        await #expect(throws: (any Error).self) { try await database.createPlans([RehabFixtures.kneePlan(times: ["06:00"]), clash].reversed()) }
        #expect(try await database.plans() == [plan])
    }
}
