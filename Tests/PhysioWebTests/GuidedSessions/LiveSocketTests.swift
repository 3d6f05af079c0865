import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import HummingbirdWSClient
import Logging
import PhysioCore
import PhysioStore
import PhysioWeb
import TestSupport
import Testing

/// The live session's WebSocket against a real server on a free port.
@Suite struct LiveSocketTests {
    /// Runs `body` against a live server with a signed-in owner and the server's port.
    static func live(_ app: TestApp, _ body: @escaping @Sendable (OwnerClient, Int) async throws -> Void) async throws {
        let configuration = AppConfiguration.liveTest(app)
        let application = try await buildApplication(database: app.database, configuration: configuration)
        let token = try await LoginLink.token(for: app.database)
        try await application.test(.live) { client in
            let port = try #require(client.port)
            try await body(try await OwnerClient.signIn(client, token: token), port)
        }
    }

    /// A pose message in BlazePose order, with the sample's own time.
    static func message(_ sample: MotionSample, seq: Int) -> String {
        guard case .pose(let frame) = sample else { return "" }
        let points = frame.points.map { point in
            point.x.isFinite
                ? String(format: "[%.5f,%.5f,%.5f,%.3f]", point.x, point.y, point.z, point.confidence) : "null"
        }.joined(separator: ",")
        return
            "{\"type\":\"pose\",\"t\":\(frame.time),\"seq\":\(seq),\"skeleton\":\"\(frame.skeleton.rawValue)\",\"points\":[\(points)]}"
    }

    static func decode(_ message: WebSocketMessage?) -> [String: Any]? {
        guard case .text(let text)? = message else { return nil }
        return try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    }

    @Test func aTrackerStreamingARecordingGetsExactRepsAndThePageSeesTheSame() async throws {
        let app = try TestApp()
        try await Self.live(app) { owner, port in
            let plan = try await SessionPageTests.kneePlan(app, owner)
            let path = try await SessionPageTests.startLive(owner, plan)
            _ = path
            // Heel slides, three good reps and one that stops short, from a noisy 2D BlazePose tracker at 15 Hz.
            let goal = MotionFixtures.goal("heel-slides", side: .right)
            var script = MotionFixtures.goodReps(goal, count: 3)
            script.moves.insert(ScriptedMove(peak: MotionFixtures.angle(goal, fraction: 0.7), hold: 1), at: 1)
            var conditions = RecordingConditions()
            conditions.rate = 15
            conditions.noise = 0.002
            let recording = SyntheticRecording(
                script, source: .pose(.blazePose33, threeD: false), conditions: conditions, seed: 7)
            #expect(recording.truth.reps == 3 && recording.truth.partialReps == 1)
            #expect(recording.samples.count < 600)  // within one socket's burst allowance

            let url = "ws://127.0.0.1:\(port)\(path)/ws"
            let logger = Logger(label: "live-test")
            let watcherStates = LockedBox<[Int]>([])
            // Signalled by the watcher's first message: it is connected before the tracker starts.
            let (watcherConnected, signalConnected) = AsyncStream<Void>.makeStream()
            // A second screen watches (the browser tests cover the page's own cookie socket).
            async let watcher: Void = {
                defer { signalConnected.finish() }  // a watcher that fails doesn't leave the test waiting
                try await WebSocketClient.connect(
                    url: url,
                    configuration: .init(additionalHeaders: [.authorization: "Bearer \(owner.token)"]),
                    logger: logger
                ) { inbound, _, _ in
                    for try await message in inbound.messages(maxSize: 1 << 16) {
                        signalConnected.yield()
                        guard let object = Self.decode(message) else { continue }
                        if object["type"] as? String == "ended" { return }
                        if let state = object["state"] as? [String: Any], let reps = state["reps"] as? Int {
                            watcherStates.mutate { $0.append(reps) }
                        }
                    }
                }
            }()
            for await _ in watcherConnected { break }

            // The tracker signs in with the bearer token and sends no Origin.
            try await WebSocketClient.connect(
                url: url, configuration: .init(additionalHeaders: [.authorization: "Bearer \(owner.token)"]),
                logger: logger
            ) { inbound, outbound, _ in
                var replies = inbound.messages(maxSize: 1 << 16).makeAsyncIterator()
                let hello = Self.decode(try await replies.next())
                #expect(hello?["type"] as? String == "state")
                var last: [String: Any] = [:]
                for (index, sample) in recording.samples.enumerated() {
                    try await outbound.write(.text(Self.message(sample, seq: index + 1)))
                    // Wait for the state this frame caused (the reply carries its seq as ack).
                    while let object = Self.decode(try await replies.next()) {
                        if object["ack"] as? Int == index + 1 { last = object["state"] as? [String: Any] ?? [:]; break }
                    }
                    if index == 100 {
                        // A malformed message mid-stream: an error back, nothing changed.
                        try await outbound.write(.text(#"{"type":"pose","landmarks":{"left_tail":[1,2]}}"#))
                        let error = Self.decode(try await replies.next())
                        #expect(error?["type"] as? String == "error" && error?["code"] as? String == "invalid_field")
                        try await outbound.write(.text("not json"))
                        #expect(Self.decode(try await replies.next())?["code"] as? String == "not_json")
                    }
                }
                #expect(last["reps"] as? Int == 3)
                #expect(last["partialReps"] as? Int == 1)
                #expect(last["targetReps"] as? Int == 10)
                let best = try #require(last["bestAngle"] as? Double)
                #expect(abs(best - recording.truth.bestAngle) < 1)
                try await outbound.write(.text(#"{"type":"end"}"#))
                while let object = Self.decode(try await replies.next()) {
                    if object["type"] as? String == "ended" {
                        #expect(object["summary"] as? String == path + "/summary")
                        break
                    }
                }
            }
            try await watcher
            // The page saw the same count rise to 3.
            #expect(watcherStates.value.last == 3)
            #expect(Set(watcherStates.value) == [0, 1, 2, 3])
            let summary = try await owner.get(path + "/summary")
            #expect(
                summary.text.contains("id=\"reps\">3<span class=\"stat-of\"> of 30</span>")
                    && summary.text.contains("plus 1 partial rep"))
        }
    }

    @Test func aSocketFromAnotherSiteIsRefused() async throws {
        let app = try TestApp()
        try await Self.live(app) { owner, port in
            let plan = try await SessionPageTests.kneePlan(app, owner)
            let path = try await SessionPageTests.startLive(owner, plan)
            await #expect(throws: WebSocketClientError.webSocketUpgradeFailed) {
                try await WebSocketClient.connect(
                    url: "ws://127.0.0.1:\(port)\(path)/ws",
                    configuration: .init(additionalHeaders: [.cookie: owner.cookie, .origin: "http://evil.example"]),
                    logger: Logger(label: "live-test")
                ) { _, _, _ in Issue.record("upgraded a cross-site socket") }
            }
            await #expect(throws: WebSocketClientError.webSocketUpgradeFailed) {
                // This client always sends Origin ws://127.0.0.1, which is not one of our pages.
                try await WebSocketClient.connect(
                    url: "ws://127.0.0.1:\(port)\(path)/ws",
                    configuration: .init(additionalHeaders: [.cookie: owner.cookie]), logger: Logger(label: "live-test")
                ) { _, _, _ in Issue.record("upgraded a cookie socket from a foreign origin") }
            }
            await #expect(throws: WebSocketClientError.webSocketUpgradeFailed) {
                try await WebSocketClient.connect(
                    url: "ws://127.0.0.1:\(port)\(path)/ws", configuration: .init(), logger: Logger(label: "live-test")
                ) { _, _, _ in Issue.record("upgraded without credentials") }
            }
        }
    }

    /// The status a handshake on a fresh connection gets (an upgrade is always a connection's first
    /// request): 101 when upgraded, else the refusal's.
    static func handshake(port: Int, path: String, _ headers: HTTPFields) async throws -> HTTPResponse.Status {
        var fields: HTTPFields = [
            .upgrade: "websocket", .connection: "Upgrade", .secWebSocketKey: "dGhlIHNhbXBsZSBub25jZQ==",
            .secWebSocketVersion: "13",
        ]
        fields.append(contentsOf: headers)
        let request = fields
        return try await TestClient.withClient(host: "127.0.0.1", port: port) { client in
            try await client.get(path, headers: request).status
        }
    }

    @Test func aRefusedSocketIsAnsweredWithWhyNotABare400() async throws {
        let app = try TestApp()
        try await Self.live(app) { owner, port in
            let plan = try await SessionPageTests.kneePlan(app, owner)
            let path = try await SessionPageTests.startLive(owner, plan) + "/ws"
            let page: HTTPFields = [
                .cookie: owner.cookie, .origin: "http://127.0.0.1:\(port)", HTTPField.Name("Host")!: "127.0.0.1:\(port)",
            ]
            // The page's own socket is upgraded: the handshake below is a real one.
            #expect(try await Self.handshake(port: port, path: path, page) == .switchingProtocols)
            // Another site's page riding the owner's cookie, or a cookie socket with no Origin: 403, as
            // docs/pose-stream.md says.
            #expect(
                try await Self.handshake(port: port, path: path, [.cookie: owner.cookie, .origin: "http://evil.example"])
                    == .forbidden)
            #expect(try await Self.handshake(port: port, path: path, [.cookie: owner.cookie]) == .forbidden)
            // No credentials: 401. A session that doesn't exist: 404.
            #expect(try await Self.handshake(port: port, path: path, [:]) == .unauthorized)
            #expect(
                try await Self.handshake(port: port, path: "/live/\(String(repeating: "0", count: 32))/ws", page)
                    == .notFound)
            // A tracker with the bearer token and no Origin is let in.
            #expect(
                try await Self.handshake(port: port, path: path, [.authorization: "Bearer \(owner.token)"])
                    == .switchingProtocols)
        }
    }
}

/// A value shared between the test's tasks.
final class LockedBox<Value: Sendable>: @unchecked Sendable {
    private var current: Value
    private let lock = NSLock()
    init(_ value: Value) { current = value }
    var value: Value { lock.withLock { current } }
    func mutate(_ change: (inout Value) -> Void) { lock.withLock { change(&current) } }
}
