import Foundation
import PhysioCore
import PhysioStore
import TestSupport
import Testing

@testable import PhysioWeb

/// Every shape of message a live session's socket sends, taken from a real `LiveSession` on a test
/// clock and written to `Tests/Fixtures/live-messages/` exactly as sent (one line of JSON each), so the
/// browser tests load what the server sends and page and server can't drift. The files are written
/// on every run: a change to the message shows in `git diff`. See the README beside them.
@Suite struct LiveMessageFixtureTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/live-messages")
    static let start = RehabFixtures.at(2026, 11, 23, 8, 30, in: RehabFixtures.toronto)

    /// Collects what one socket is sent, in order.
    final class Inbox: Sendable {
        let messages = LockedBox<[String]>([])
        let task: Task<Void, Never>

        init(_ stream: AsyncStream<String>) {
            let messages = self.messages
            task = Task { for await text in stream { messages.mutate { $0.append(text) } } }
        }

        /// Waits (on the test's own terms: yielding, never sleeping) until `count` messages came.
        func waitFor(_ count: Int) async {
            for _ in 0..<10_000 where messages.value.count < count { await Task.yield() }
        }

        var decoded: [LiveMessage] {
            messages.value.compactMap { try? JSONDecoder().decode(LiveMessage.self, from: Data($0.utf8)) }
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

    @Test func everyShapeOfLiveMessageIsWrittenAsSentForTheBrowserTests() async throws {
        let clock = ManualClock(Self.start)
        let session = LiveSession(id: "fixture-live-session-0001", setup: try Self.squats(), clock: clock)
        let (socket, stream) = await session.connect()
        let inbox = Inbox(stream)
        var files: [String: String] = [:]
        func keep(_ name: String, where matches: (LiveMessage) -> Bool) async throws {
            let found = inbox.decoded.firstIndex(where: matches)
            let index = try #require(found, "no message for \(name)")
            files[name] = inbox.messages.value[index]
        }

        await inbox.waitFor(1)
        try await keep("state-waiting.json") { $0.type == .state && $0.state?.tracking == .waiting }
        await Self.angles(Self.squat(2), to: session, socket: socket, clock: clock)
        await inbox.waitFor(2)
        try await keep("state-holding.json") { $0.feedback == .holding }
        try await keep("state-rep-counted.json") { $0.state?.events.contains(.repCompleted) == true }
        try await keep("state-rest.json") { $0.state?.restRemaining != nil }
        // Tracking lost during the rest isn't news; in set 2 a quiet sensor is.
        await session.receive("{\"type\":\"nextSet\",\"seq\":900}", from: socket)
        try await keep("state-next-set.json") { $0.ack == 900 }
        await Self.angles(Array(repeating: 5, count: 30), to: session, socket: socket, clock: clock)
        clock.advance(by: 2)
        await session.tick()
        await inbox.waitFor(inbox.messages.value.count + 1)
        try await keep("state-tracking-lost.json") { $0.state?.events.contains(.trackingLost) == true }
        await Self.angles(Self.squat(2), to: session, socket: socket, clock: clock)
        try await keep("state-session-done.json") { $0.state?.sessionDone == true && $0.setSummaries?.count == 2 }
        await session.receive("{\"type\":\"angle\"}", from: socket)
        try await keep("error-invalid-field.json") { $0.code == "invalid_field" }
        await session.receive("{\"type\":\"end\"}", from: socket)
        try await keep("ended.json") { $0.type == .ended }
        files["error-too-fast.json"] = LiveMessage.error(
            code: "too_fast", message: "Too many messages; send at most 400 a second.").json()
        files["error-session-full.json"] = try await Self.sessionFull()
        files["state-camera.json"] = try await Self.cameraState()

        let done = try JSONDecoder().decode(LiveMessage.self, from: Data(try #require(files["state-session-done.json"]).utf8))
        // Counting stopped at the last rep of the last set: "Well done — 2 sets of 2".
        #expect(done.state?.reps == 2 && done.state?.targetReps == 2 && done.state?.set == 2 && done.state?.sets == 2)
        #expect(done.setSummaries?.map(\.reps) == [2, 2])
        let rest = try JSONDecoder().decode(LiveMessage.self, from: Data(try #require(files["state-rest.json"]).utf8))
        #expect(rest.state?.restSeconds == 60 && (rest.state?.restRemaining ?? 0) > 0)
        // Today's field names are all there (the page reads them), `restRemaining` null when not resting.
        let waiting = try #require(files["state-waiting.json"])
        for field in ["\"type\":\"state\"", "\"feedback\":", "\"state\":{", "\"reps\":", "\"targetReps\":",
                      "\"set\":", "\"sets\":", "\"restRemaining\":null", "\"sessionDone\":false", "\"holdProgress\":"] {
            #expect(waiting.contains(field), "\(field) missing")
        }
        try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
        for (name, text) in files {
            #expect(!text.contains("\n"))
            // Each decodes back to the same message: one definition both ways.
            let message = try JSONDecoder().decode(LiveMessage.self, from: Data(text.utf8))
            #expect(message.json() == text, "\(name) doesn't round-trip")
            try Data((text + "\n").utf8).write(to: Self.directory.appendingPathComponent(name))
        }
        inbox.task.cancel()
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
        await angles([5, 5, 5, 5], to: session, socket: socket, clock: clock)
        await inbox.waitFor(5)
        let text = try #require(inbox.messages.value.first { $0.contains("session_full") })
        inbox.task.cancel()
        return text
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
        await inbox.waitFor(1)
        await session.receiveFrame(CameraFrame.message(jpeg: CameraSocketTests.jpeg(1), time: 1, seq: 7), from: socket)
        for _ in 0..<10_000 where !inbox.messages.value.contains(where: { $0.contains("\"camera\"") }) {
            await Task.yield()
        }
        let text = try #require(inbox.messages.value.first { $0.contains("\"camera\"") })
        inbox.task.cancel()
        return text
    }
}
