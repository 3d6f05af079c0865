import Foundation
import PhysioCore
import Testing

@testable import PhysioStore

/// Blocking reads (`quickRead`: plans, the home read, sessions) and `async` reads at once, on disk,
/// far more of them than pooled connections. An `async` read keeps its connection until its task
/// resumes on Swift's pool; when blocking reads waited for those same connections on every pool
/// thread, nothing could resume and the server froze under load. They now use connections of their
/// own, so this finishes (a regression hangs here until the time limit).
@Suite(.timeLimit(.minutes(2)))
struct QuickReadDeadlockTests {
    @Test func blockingAndAsyncReadsTogetherAlwaysFinish() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quick-read-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = try AppDatabase.onDisk(in: directory)
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        try await database.createPlans(SamplePlans.make(now: now, newID: { UUID() }))
        let planCount = try await database.plans().count
        let answers = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<600 {
                group.addTask {
                    if index.isMultiple(of: 2) { return try await database.plans().count }
                    return try await database.mesocycleSummaries().count + planCount
                }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(answers.count == 600)
        #expect(answers.allSatisfy { $0 == planCount })
        #expect(planCount > 0)
    }
}
