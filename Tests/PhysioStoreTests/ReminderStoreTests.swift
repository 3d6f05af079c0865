import Foundation
import GRDB
import PhysioCore
import TestSupport
import Testing

@testable import PhysioStore

@Suite struct ReminderStoreTests {
    let today = LocalDate(iso: "2026-11-20")!

    /// Counts the SQL statements the database runs.
    final class StatementCounter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        var count: Int { lock.withLock { value } }
        func add() { lock.withLock { value += 1 } }
    }

    func database(counting counter: StatementCounter) throws -> AppDatabase {
        var configuration = AppDatabase.configuration()
        configuration.prepareDatabase { db in
            db.trace { event in
                if case .statement = event { counter.add() }
            }
        }
        return try AppDatabase(DatabaseQueue(configuration: configuration))
    }

    /// `count` training plans, each with a workout today, one done yesterday, one in three days and
    /// one three weeks ahead (outside the window).
    func addTrainingPlans(_ count: Int, to database: AppDatabase) async throws -> [UUID] {
        var expected: [UUID] = []
        for index in 0..<count {
            let soon = UUID(), later = UUID(), done = UUID(), far = UUID()
            let plan = MesocyclePlan(
                id: UUID(), name: "Block \(index)", startDate: today.adding(days: -1), weekCount: 4, deloadWeeks: [],
                workouts: [
                    WorkoutSession(id: done, date: today.adding(days: -1), title: "Done \(index)"),
                    WorkoutSession(id: soon, date: today, title: "Today \(index)"),
                    WorkoutSession(id: later, date: today.adding(days: 3), title: "Later \(index)"),
                    WorkoutSession(id: far, date: today.adding(days: 21), title: "Far \(index)"),
                ])
            try await database.createMesocycle(plan, createdAt: Date(timeIntervalSince1970: 1_790_000_000))
            _ = try await database.markWorkoutDone(
                planID: plan.id, workoutID: done, at: Date(timeIntervalSince1970: 1_790_000_100))
            expected += [soon, later]
        }
        return expected
    }

    @Test func remindersAreReadWithTheSameNumberOfQueriesWhateverTheNumberOfTrainingPlans() async throws {
        var counts: [Int] = []
        for plans in [1, 5] {
            let counter = StatementCounter()
            let database = try database(counting: counter)
            try await database.createPlan(RehabFixtures.kneePlan())
            let expected = try await addTrainingPlans(plans, to: database)
            let before = counter.count
            let sources = try await database.reminderSources(today: today)
            counts.append(counter.count - before)
            #expect(Set(sources.workouts.map(\.id)) == Set(expected))
            #expect(sources.plans.count == 1)
            #expect(sources.habitTimes == .standard)
        }
        #expect(counts[0] == counts[1])
        #expect(counts[0] <= 11)  // 11 since the habit coach's reminders wait until it is started
    }

    @Test func sessionsDoneYesterdayAndTodayComeWithTheSources() async throws {
        let database = try AppDatabase.inMemory()
        let plan = RehabFixtures.kneePlan()
        try await database.createPlan(plan)
        _ = try await database.completeSlot(
            planID: plan.id, slotID: plan.slots[0].id, day: today.adding(days: -1),
            at: Date(timeIntervalSince1970: 1_790_000_000))
        _ = try await database.completeSlot(
            planID: plan.id, slotID: plan.slots[1].id, day: today, at: Date(timeIntervalSince1970: 1_790_000_000))
        _ = try await database.completeSlot(
            planID: plan.id, slotID: plan.slots[2].id, day: today.adding(days: -2),
            at: Date(timeIntervalSince1970: 1_790_000_000))
        let sources = try await database.reminderSources(today: today)
        #expect(Set(sources.completions.map(\.slotID)) == [plan.slots[0].id, plan.slots[1].id])
    }
}
