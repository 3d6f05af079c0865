import Dispatch
import Foundation
import PhysioStore
import Synchronization
import Testing

/// How many jobs are held mid-work right now.
private final class HeldJobs: Sendable {
    private let count = Mutex(0)
    func add(_ change: Int) { count.withLock { $0 += change } }
    var now: Int { count.withLock { $0 } }
}

private struct Refused: Error, Equatable {}

struct BlockingWorkTests {
    /// More heavy jobs at once than the cooperative pool has threads, all held mid-work: another task
    /// (the next request) still runs, because the jobs sit on blocking-work threads. Were they on the
    /// pool, the probe could only run after the jobs' 60 s bound, and the jobs would report that.
    @Test func heavyWorkHeldOnEveryCoreLeavesTheCooperativePoolFree() async throws {
        let jobs = ProcessInfo.processInfo.activeProcessorCount + 2
        let release = DispatchSemaphore(value: 0)
        let (started, startedContinuation) = AsyncStream.makeStream(of: Void.self)
        let stillHeld = HeldJobs()
        let tasks = (0..<jobs).map { _ in
            Task {
                await BlockingWork.run { () -> Bool in
                    stillHeld.add(1)
                    startedContinuation.yield()
                    let released = release.wait(timeout: .now() + 60) == .success
                    stillHeld.add(-1)
                    return released
                }
            }
        }
        var running = 0
        for await _ in started {
            running += 1
            if running == jobs { break }
        }

        let probe = await Task.detached { 40 + 2 }.value
        let heldWhileProbeRan = stillHeld.now

        for _ in 0..<jobs { release.signal() }
        var releasedInTime = 0
        for task in tasks where await task.value { releasedInTime += 1 }
        #expect(probe == 42)
        #expect(heldWhileProbeRan == jobs)
        #expect(releasedInTime == jobs)
    }

    @Test func aFailureInTheWorkReachesTheCaller() async {
        await #expect(throws: Refused.self) {
            try await BlockingWork.run { () throws(Refused) -> Int in throw Refused() }
        }
    }
}
