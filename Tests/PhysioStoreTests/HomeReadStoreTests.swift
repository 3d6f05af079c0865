import Foundation
import GRDB
import PhysioCore
import TestSupport
import Testing

@testable import PhysioStore

/// The home page is one read shaped like the screen: one transaction, and the same number of
/// queries for one plan as for twenty.
@Suite struct HomeReadStoreTests {
    let now = RehabFixtures.at(2026, 3, 4, 10, 30, in: RehabFixtures.toronto)

    /// The SQL statements the database runs, in order.
    final class StatementLog: @unchecked Sendable {
        private let lock = NSLock()
        private var statements: [String] = []
        var all: [String] { lock.withLock { statements } }
        func add(_ sql: String) { lock.withLock { statements.append(sql) } }
    }

    func database(logging log: StatementLog) throws -> AppDatabase {
        var configuration = AppDatabase.configuration()
        configuration.prepareDatabase { db in
            db.trace { event in
                if case .statement(let statement) = event { log.add(statement.sql) }
            }
        }
        return try AppDatabase(DatabaseQueue(configuration: configuration))
    }

    /// Runs the home read on a database with `count` plans (one session done) and returns the
    /// statements it ran and what it read.
    func homeRead(plans count: Int) async throws -> (statements: [String], read: HomeRead) {
        let log = StatementLog()
        let database = try database(logging: log)
        let ids = RehabFixtures.SequentialIDs()
        let plans = (0..<count).map { index in
            RehabFixtures.kneePlan(ids: ids, createdAt: Date(timeIntervalSince1970: 1_790_000_000 + Double(index)))
        }
        try await database.createPlans(plans)
        try await database.completeOnboarding()
        try await database.completeSlot(
            planID: plans[0].id, slotID: plans[0].slots[0].id, day: LocalDate(now, in: RehabFixtures.toronto), at: now)
        let before = log.all.count
        let read = try await database.homeRead(now: now, timeZone: RehabFixtures.toronto)
        return (Array(log.all.dropFirst(before)), read)
    }

    @Test func theHomePageIsReadWithTheSameQueriesForOnePlanAsForTwenty() async throws {
        let one = try await homeRead(plans: 1)
        let twenty = try await homeRead(plans: 20)
        #expect(one.read.schedule.plans.count == 1)
        #expect(twenty.read.schedule.plans.count == 20)
        #expect(twenty.read.schedule.plans.allSatisfy { $0.totalCount == 3 })
        #expect(twenty.read.schedule.plans[0].completedCount == 1)
        #expect(twenty.read.hasCompletedOnboarding)
        #expect(one.statements.count == twenty.statements.count, "\(one.statements) vs \(twenty.statements)")
        let queries = twenty.statements.filter { $0.hasPrefix("SELECT") }
        #expect(queries.count == 5, "\(twenty.statements)")
    }

    @Test func theHomePageIsReadInOneTransaction() async throws {
        let twenty = try await homeRead(plans: 20)
        let begins = twenty.statements.filter { $0.hasPrefix("BEGIN") }
        #expect(begins.count == 1, "\(twenty.statements)")
        #expect(!twenty.statements.contains { $0.hasPrefix("INSERT") || $0.hasPrefix("UPDATE") || $0.hasPrefix("DELETE") })
    }

    @Test func aFirstVisitReadsNoPlansAndNoTour() async throws {
        let database = try AppDatabase.inMemory()
        let read = try await database.homeRead(now: now, timeZone: RehabFixtures.toronto)
        #expect(read.schedule.plans.isEmpty)
        #expect(!read.hasCompletedOnboarding)
    }
}
