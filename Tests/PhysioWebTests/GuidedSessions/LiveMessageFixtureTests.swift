import Foundation
import PhysioCore
import PhysioStore
import TestSupport
import Testing

@testable import PhysioWeb

/// Every shape of message a live session's socket sends, taken from a real `LiveSession` on a test
/// clock, compared with the files in `Tests/Fixtures/live-messages/` (one line of JSON each, exactly as
/// sent), which the browser tests load, so page and server can't drift. A message that changed fails
/// here, naming its file; rerun with `PHYSIOPOINT_RECORD_FIXTURES=1` to write the new files, look at
/// `git diff`, update the README beside them and commit. A missing file is written.
@Suite struct LiveMessageFixtureTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/live-messages")
    static let start = RehabFixtures.at(2026, 11, 23, 8, 30, in: RehabFixtures.toronto)
    /// Every message kept: the session's queue for a slow socket would drop the oldest.
    static let limits: LiveSession.Limits = {
        var limits = LiveSession.Limits()
        limits.queue = 100_000
        return limits
    }()

    /// Collects what one socket is sent, in order, decoded as it arrives.
    final class Inbox: Sendable {
        let messages = LockedBox<[(text: String, message: LiveMessage?)]>([])
        let task: Task<Void, Never>

        init(_ stream: AsyncStream<String>) {
            let messages = self.messages
            task = Task {
                for await text in stream {
                    let message = try? JSONDecoder().decode(LiveMessage.self, from: Data(text.utf8))
                    messages.mutate { $0.append((text, message)) }
                }
            }
        }

        /// The first message from `index` on that `matches` and its index, waiting for it to arrive (on
        /// the test's own terms: yielding, never sleeping) for up to 20 s; nil when none came.
        func first(from index: Int = 0, where matches: (LiveMessage) -> Bool) async -> (index: Int, text: String)? {
            let deadline = ContinuousClock.now + .seconds(20)
            var next = index
            while true {
                let all = messages.value
                while next < all.count {
                    if let message = all[next].message, matches(message) { return (next, all[next].text) }
                    next += 1
                }
                if ContinuousClock.now >= deadline { return nil }
                await Task.yield()
            }
        }
    }

    /// Sends angle messages on the session's clock, 30 a second.
    static func angles(_ angles: [Double], to session: LiveSession, socket: Int, clock: ManualClock) async {
        for (index, degrees) in angles.enumerated() {
            clock.advance(by: 1.0 / 30)
            await session.receive("{\"type\":\"angle\",\"degrees\":\(degrees),\"seq\":\(index + 1)}", from: socket)
        }
    }

    /// Mini squats as a clinician set them: 20–40°, hold 1 s, 2 sets of 2 reps.
    static func squats() throws -> LiveSession.Setup {
        let squats = try #require(RehabLibrary.exercise(id: "mini-squats"))
        return LiveSession.Setup(
            exercise: squats, side: .right, source: .slider, place: nil, startedAt: start,
            prescription: Prescription(target: AngleRange(20, 40), holdSeconds: 1, reps: 2, sets: 2, setBy: .clinician))
    }

    static func squat(_ count: Int) -> [Double] {
        var angles: [Double] = Array(repeating: 5, count: 45)
        for _ in 0..<count {
            angles += (0..<30).map { 5 + 25 * Double($0) / 30 } + Array(repeating: 30, count: 45)
            angles += (0..<30).map { 30 - 25 * Double($0) / 30 } + Array(repeating: 5, count: 20)
        }
        return angles
    }

    @Test func everyShapeOfLiveMessageIsTheOneTheBrowserTestsLoad() async throws {
        let clock = ManualClock(Self.start)
        let session = LiveSession(
            id: "fixture-live-session-0001", setup: try Self.squats(), clock: clock, limits: Self.limits)
        let (socket, stream) = await session.connect()
        let inbox = Inbox(stream)
        defer { inbox.task.cancel() }
        var files: [String: String] = [:]
        var seen = 0
        /// Keeps the first message from the last one kept on (or from `from`) that `matches`.
        func keep(_ name: String, from: Int? = nil, where matches: (LiveMessage) -> Bool) async throws {
            let found = await inbox.first(from: from ?? seen, where: matches)
            let (index, text) = try #require(found, "no message for \(name)")
            files[name] = text
            seen = index
        }

        try await keep("state-waiting.json") { $0.type == .state && $0.state?.tracking == .waiting }
        await Self.angles(Self.squat(2), to: session, socket: socket, clock: clock)
        try await keep("state-holding.json") { $0.feedback == .holding }
        try await keep("state-rep-counted.json") { $0.state?.events.contains(.repCompleted) == true }
        try await keep("state-rest.json") { $0.state?.restRemaining != nil }
        // Tracking lost during the rest isn't news; in set 2 a quiet sensor is.
        await session.receive("{\"type\":\"nextSet\",\"seq\":900}", from: socket)
        try await keep("state-next-set.json") { $0.ack == 900 }
        await Self.angles(Array(repeating: 5, count: 30), to: session, socket: socket, clock: clock)
        clock.advance(by: 2)
        await session.tick()
        try await keep("state-tracking-lost.json") { $0.state?.events.contains(.trackingLost) == true }
        await Self.angles(Self.squat(2), to: session, socket: socket, clock: clock)
        try await keep("state-session-done.json") { $0.state?.sessionDone == true }
        await session.receive("{\"type\":\"angle\"}", from: socket)
        try await keep("error-invalid-field.json") { $0.code == "invalid_field" }
        await session.receive("{\"type\":\"end\"}", from: socket)
        try await keep("ended.json") { $0.type == .ended }
        files["error-too-fast.json"] = LiveMessage.error(
            code: "too_fast", message: "Too many messages; send at most 400 a second.").json()
        files["error-session-full.json"] = try await Self.sessionFull()
        files["state-camera.json"] = try await Self.cameraState()

        func decoded(_ name: String) throws -> LiveMessage {
            try JSONDecoder().decode(LiveMessage.self, from: Data(try #require(files[name]).utf8))
        }
        let done = try decoded("state-session-done.json")
        // Counting stopped at the last rep of the last set: "Well done — 2 sets of 2".
        #expect(done.state?.reps == 2 && done.state?.targetReps == 2 && done.state?.set == 2 && done.state?.sets == 2)
        #expect(done.setSummaries?.map(\.reps) == [2, 2] && done.setSummaries?.map(\.set) == [1, 2])
        let rest = try decoded("state-rest.json")
        #expect(rest.state?.restSeconds == 60 && (rest.state?.restRemaining ?? 0) > 0 && rest.state?.set == 1)
        // Resting after set 1, the finished set is already listed: "Set 1: 2 of 2".
        #expect(rest.setSummaries?.map(\.reps) == [2] && rest.setSummaries?.map(\.targetReps) == [2])
        #expect(try decoded("state-holding.json").setSummaries == [])
        #expect(try decoded("state-next-set.json").setSummaries?.count == 1)
        // Today's field names are all there (the page reads them), `restRemaining` null when not resting.
        let waiting = try #require(files["state-waiting.json"])
        for field in ["\"type\":\"state\"", "\"feedback\":", "\"state\":{", "\"reps\":", "\"targetReps\":",
                      "\"set\":", "\"sets\":", "\"restRemaining\":null", "\"sessionDone\":false", "\"holdProgress\":"] {
            #expect(waiting.contains(field), "\(field) missing")
        }

        let record = ProcessInfo.processInfo.environment["PHYSIOPOINT_RECORD_FIXTURES"] == "1"
        try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
        for (name, text) in files.sorted(by: { $0.key < $1.key }) {
            #expect(!text.contains("\n"))
            // Each decodes back to the same message: one definition both ways.
            let message = try JSONDecoder().decode(LiveMessage.self, from: Data(text.utf8))
            #expect(message.json() == text, "\(name) doesn't round-trip")
            let file = Self.directory.appendingPathComponent(name)
            let committed = try? String(contentsOf: file, encoding: .utf8)
            if record || committed == nil {
                try Data((text + "\n").utf8).write(to: file)
            } else {
                #expect(
                    committed == text + "\n",
                    """
                    Tests/Fixtures/live-messages/\(name) is not what the server sends now:
                    \(text)
                    If the change is meant, rerun with PHYSIOPOINT_RECORD_FIXTURES=1, update the README there and commit.
                    """)
            }
        }
        // No file the browser tests load is left over from a message that no longer exists.
        let present = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
            .filter { $0.hasSuffix(".json") }
        #expect(Set(present) == Set(files.keys))
    }

    /// The error a client that floods gets once its session's draft is full.
    static func sessionFull() async throws -> String {
        let database = try AppDatabase.inMemory()
        let id = "fixture-live-session-0002"
        try await database.createLiveDraft(
            LiveDraft(id: id, planID: nil, slotID: nil, exerciseID: "mini-squats", side: .right, source: .slider,
                      startedAt: start),
            at: start)
        let clock = ManualClock(start)
        var limits = LiveSession.Limits()
        limits.draftBytes = 48 * 3
        let session = LiveSession(id: id, setup: try squats(), clock: clock, limits: limits, drafts: database)
        let (socket, stream) = await session.connect()
        let inbox = Inbox(stream)
        defer { inbox.task.cancel() }
        await angles([5, 5, 5, 5], to: session, socket: socket, clock: clock)
        let full = await inbox.first { $0.code == "session_full" }
        return try #require(full).text
    }

    /// The state answering a camera frame: the landmarks and the framing help with it.
    static func cameraState() async throws -> String {
        let clock = ManualClock(start)
        let heel = try #require(RehabLibrary.exercise(id: "heel-slides"))
        let session = LiveSession(
            id: "fixture-live-session-0003",
            setup: LiveSession.Setup(exercise: heel, side: .right, source: .camera, place: nil, startedAt: start),
            clock: clock, estimator: CameraSocketTests.FakeEstimator { _ in CameraSocketTests.person(bend: 45) })
        let (socket, stream) = await session.connect()
        let inbox = Inbox(stream)
        defer { inbox.task.cancel() }
        _ = await inbox.first { $0.type == .state }
        await session.receiveFrame(CameraFrame.message(jpeg: CameraSocketTests.jpeg(1), time: 1, seq: 7), from: socket)
        let answer = await inbox.first { $0.camera != nil }
        return try #require(answer).text
    }
}
