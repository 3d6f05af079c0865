import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import HummingbirdWSClient
import Logging
import PhysioCore
import TestSupport
import Testing

@testable import PhysioWeb

/// The camera source: JPEG frames over the live session's WebSocket, estimated by a fake
/// `PoseEstimating` (the real MediaPipe pool is tested on its own), against a real server.
@Suite struct CameraSocketTests {
    /// An estimator the test steers: it answers each frame with `respond(tag)` (the tag is the frame's
    /// byte 4, see ``jpeg(_:)``), records the tags it was given, and can hold every estimate until
    /// ``open()`` so frames pile up behind a slow worker.
    actor FakeEstimator: PoseEstimating {
        struct Refusal: UserFacingError {
            var kind: ErrorKind { .invalid }
            var code: String { "not_a_picture" }
            var message: String { "That frame isn't a picture the pose model can read." }
        }

        let available: Bool
        let respond: @Sendable (Int) throws -> EstimatedPose?
        private(set) var tags: [Int] = []
        private(set) var mostAtOnce = 0
        private var running = 0
        private var isOpen: Bool
        private var waiters: [CheckedContinuation<Void, Never>] = []

        init(available: Bool = true, gated: Bool = false, respond: @escaping @Sendable (Int) throws -> EstimatedPose?) {
            self.available = available
            self.respond = respond
            isOpen = !gated
        }

        var isAvailable: Bool { available }

        private(set) var streams: [String] = []
        private(set) var ended: [String] = []

        func endStream(_ stream: String) async { ended.append(stream) }

        func estimate(jpeg: [UInt8], time: Double, stream: String) async throws -> EstimatedPose? {
            let tag = Int(jpeg[4])
            tags.append(tag)
            streams.append(stream)
            running += 1
            mostAtOnce = max(mostAtOnce, running)
            defer { running -= 1 }
            if !isOpen {
                await withCheckedContinuation {
                    waiters.append($0)
                    for watcher in heldWatchers { watcher.resume() }
                    heldWatchers = []
                }
            }
            return try respond(tag)
        }

        private var heldWatchers: [CheckedContinuation<Void, Never>] = []

        /// Returns once an estimate is held at the gate (the estimator is busy with a frame).
        func waitUntilHolding() async {
            if !waiters.isEmpty { return }
            await withCheckedContinuation { heldWatchers.append($0) }
        }

        /// Lets every held and later estimate through.
        func open() {
            isOpen = true
            for waiter in waiters { waiter.resume() }
            waiters = []
        }
    }

    /// A person side-on with both knees bent by `bend`° (BlazePose-33, pixels of a 480×360 frame).
    static func person(bend: Double) -> EstimatedPose {
        EstimatedPose(image: ScriptedPoseEstimator.pose(bend: bend, time: 0), width: 480, height: 360)
    }

    /// A small stand-in JPEG (start and end markers around filler) carrying `tag` in byte 4.
    static func jpeg(_ tag: Int, size: Int = 200) -> [UInt8] {
        [0xFF, 0xD8, 0xFF, 0xE0, UInt8(tag)] + [UInt8](repeating: 0x11, count: max(size - 7, 0)) + [0xFF, 0xD9]
    }

    static func frame(_ tag: Int, t: Double, seq: Int) -> WebSocketOutboundWriter.OutboundFrame {
        .binary(ByteBuffer(bytes: CameraFrame.message(jpeg: jpeg(tag), time: t, seq: seq)))
    }

    /// Runs `body` against a live server using `estimator`, with a camera session on heel slides (right knee).
    static func cameraSession(
        estimator: (any PoseEstimating)?,
        _ body: @escaping @Sendable (OwnerClient, _ url: String, _ path: String, _ intro: String) async throws -> Void
    ) async throws {
        let app = try TestApp()
        var configuration = AppConfiguration.liveTest(app)
        configuration.poseEstimator = estimator
        let application = try await buildApplication(database: app.database, configuration: configuration)
        let token = try await LoginLink.token(for: app.database)
        try await application.test(.live) { client in
            let port = try #require(client.port)
            let owner = try await OwnerClient.signIn(client, token: token)
            let plan = try await SessionPageTests.kneePlan(app, owner)
            let path = try await SessionPageTests.startLive(owner, plan, source: "camera")
            let intro = SessionPageTests.base(plan, exercise: "heel-slides") + "/start"
            try await body(owner, "ws://127.0.0.1:\(port)\(path)/ws", path, intro)
        }
    }

    /// Opens a tracker-style socket (bearer token) and hands over the replies after the first state.
    static func socket(
        _ url: String, token: String,
        _ body: @escaping @Sendable (inout Replies, WebSocketOutboundWriter) async throws -> Void
    ) async throws {
        try await WebSocketClient.connect(
            url: url, configuration: .init(additionalHeaders: [.authorization: "Bearer \(token)"]),
            logger: Logger(label: "camera-test")
        ) { inbound, outbound, _ in
            var replies = Replies(iterator: inbound.messages(maxSize: 1 << 20).makeAsyncIterator())
            let hello = try await replies.next()
            #expect(hello["type"] as? String == "state")
            try await body(&replies, outbound)
        }
    }

    struct Replies {
        var iterator: WebSocketInboundMessageStream.AsyncIterator

        /// The next message as a JSON object.
        mutating func next() async throws -> [String: Any] {
            while let message = try await iterator.next() {
                if let object = LiveSocketTests.decode(message) { return object }
            }
            throw CancellationError()
        }

        /// The next state that answers frame `seq`, skipping others.
        mutating func answer(to seq: Int) async throws -> [String: Any] {
            while true {
                let object = try await next()
                if object["ack"] as? Int == seq { return object }
            }
        }
    }

    @Test func aCameraFrameComesBackAsTheEngineStateWithTheLandmarksForTheOverlay() async throws {
        let estimator = FakeEstimator { _ in Self.person(bend: 45) }
        try await Self.cameraSession(estimator: estimator) { owner, url, path, intro in
            let page = try await owner.get(path)
            #expect(page.text.contains("data-camera ") && page.text.contains("data-estimation=\"available\""))
            // Heel slides are done lying: the set-up says so, and never "Stand…".
            #expect(page.text.contains("Lie with your right side towards the device."))
            #expect(page.text.contains("Make sure your right hip, knee and ankle are in view."))
            #expect(page.text.contains("on a chair beside the bed") && !page.text.contains("Stand this device"))
            #expect(page.text.contains("data-joints=\"24,26,28\""))  // right hip, knee, ankle
            // The intro offers the camera, enabled, for camera.js to choose on a device with one.
            let introPage = try await owner.get(intro)
            // (Checked: the session above was started with the camera, and the last source is remembered.)
            #expect(introPage.text.contains("value=\"camera\" checked data-camera-choice>"))

            try await Self.socket(url, token: owner.token) { replies, outbound in
                try await outbound.write(Self.frame(1, t: 10, seq: 7))
                let reply = try await replies.answer(to: 7)
                #expect(reply["type"] as? String == "state")
                let state = try #require(reply["state"] as? [String: Any])
                let angle = try #require(state["angle"] as? Double)
                #expect(abs(angle - 45) < 0.5)
                #expect(state["tracking"] as? String == "ok" && state["zone"] as? String == "below")
                let camera = try #require(reply["camera"] as? [String: Any])
                #expect(camera["width"] as? Int == 480 && camera["height"] as? Int == 360)
                #expect(camera["framing"] as? String == "ok")
                let points = try #require(camera["points"] as? [Any])
                #expect(points.count == 33)
                let knee = try #require(points[26] as? [Double])  // right knee, in frame pixels
                #expect(knee == [246, 265, 0.95])
            }
            #expect(await estimator.tags == [1])
        }
    }

    @Test func eachSessionsFramesGoToItsOwnPoseStreamWhichEndsWithTheSession() async throws {
        let estimator = FakeEstimator { _ in Self.person(bend: 30) }
        try await Self.cameraSession(estimator: estimator) { owner, url, path, intro in
            let id = String(try #require(path.split(separator: "/").last))
            try await Self.socket(url, token: owner.token) { replies, outbound in
                try await outbound.write(Self.frame(1, t: 1, seq: 1))
                _ = try await replies.answer(to: 1)
            }
            // A second camera session on the same exercise gets a stream of its own.
            let start = String(intro.dropLast("/start".count)) + "/live"
            let secondPath = try await owner.post(start, [("source", "camera"), ("side", "right")]).location
            let secondID = String(try #require(secondPath.split(separator: "/").last))
            #expect(secondID != id)
            let secondURL = url.replacingOccurrences(of: id, with: secondID)
            try await Self.socket(secondURL, token: owner.token) { replies, outbound in
                try await outbound.write(Self.frame(2, t: 1, seq: 2))
                _ = try await replies.answer(to: 2)
            }
            #expect(await estimator.streams == [id, secondID])
            #expect(await estimator.ended.isEmpty)
            _ = try await owner.post(path + "/end")
            #expect(await estimator.ended == [id])
            _ = try await owner.post(secondPath + "/end")
            _ = try await owner.post(path + "/end")  // ending twice ends the stream once
            #expect(await estimator.ended == [id, secondID])
        }
    }

    @Test func aSlowEstimatorGetsOnlyTheNewestFrameNeverAQueue() async throws {
        let estimator = FakeEstimator(gated: true) { tag in Self.person(bend: Double(tag) * 5) }
        try await Self.cameraSession(estimator: estimator) { owner, url, _, _ in
            try await Self.socket(url, token: owner.token) { replies, outbound in
                // Twelve frames while the estimator is still busy with the first (held at its gate before
                // the others are sent, so a busy machine can't let frame 2 overtake it).
                try await outbound.write(Self.frame(1, t: 0.05, seq: 1))
                await estimator.waitUntilHolding()
                for index in 2...12 { try await outbound.write(Self.frame(index, t: Double(index) * 0.05, seq: index)) }
                // The socket is read in order, so once this is answered every frame has arrived.
                try await outbound.write(.text("not json"))
                #expect(try await replies.next()["code"] as? String == "not_json")
                await estimator.open()
                var acks: [Int] = []
                while acks.last != 12 {
                    let reply = try await replies.next()
                    if let ack = reply["ack"] as? Int { acks.append(ack) }
                }
                // The first frame, then only the newest: the ten in between were dropped, not queued.
                #expect(acks == [1, 12])
                let last = try #require(try await Self.stateAfterPing(&replies, outbound))
                #expect(abs((last["angle"] as? Double ?? 0) - 60) < 25)  // the newest frame's 60° moved it
            }
            #expect(await estimator.tags == [1, 12])
            #expect(await estimator.mostAtOnce == 1)
        }
    }

    /// The current state, asked for with a message that changes nothing but is answered (a bad calibration).
    static func stateAfterPing(
        _ replies: inout Replies, _ outbound: WebSocketOutboundWriter
    ) async throws
        -> [String: Any]?
    {
        try await outbound.write(.text(#"{"type":"angle","degrees":"x"}"#))
        _ = try await replies.next()  // invalid_field
        try await outbound.write(.text(#"{"type":"calibrate","alpha":0,"beta":0,"gamma":0,"seq":99}"#))
        return try await replies.answer(to: 99)["state"] as? [String: Any]
    }

    @Test func badFramesAreRefusedWithAClearErrorAndChangeNothing() async throws {
        let estimator = FakeEstimator { tag in
            if tag == 66 { throw FakeEstimator.Refusal() }
            return Self.person(bend: 30)
        }
        try await Self.cameraSession(estimator: estimator) { owner, url, _, _ in
            try await Self.socket(url, token: owner.token) { replies, outbound in
                // Not a JPEG at all.
                try await outbound.write(.binary(ByteBuffer(bytes: [UInt8](repeating: 0x42, count: 500))))
                var error = try await replies.next()
                #expect(error["type"] as? String == "error" && error["code"] as? String == "not_jpeg")
                // A JPEG cut short (no end marker).
                try await outbound.write(.binary(ByteBuffer(bytes: Array(Self.jpeg(2).dropLast(2)))))
                #expect(try await replies.next()["code"] as? String == "not_jpeg")
                // Over the size limit.
                let huge = Self.jpeg(3, size: CameraFrame.maximumBytes + 1000)
                try await outbound.write(.binary(ByteBuffer(bytes: CameraFrame.message(jpeg: huge, time: 1, seq: 3))))
                error = try await replies.next()
                #expect(error["code"] as? String == "frame_too_large")
                #expect((error["message"] as? String ?? "").contains("at most 256 KB"))
                // A header whose capture time isn't a number.
                try await outbound.write(
                    .binary(ByteBuffer(bytes: CameraFrame.message(jpeg: Self.jpeg(4), time: .nan, seq: 4))))
                #expect(try await replies.next()["code"] as? String == "invalid_field")
                // A frame the estimator can't read: its own clear words come back.
                try await outbound.write(Self.frame(66, t: 1, seq: 5))
                error = try await replies.next()
                #expect(error["code"] as? String == "not_a_picture")
                #expect(error["message"] as? String == "That frame isn't a picture the pose model can read.")

                // Nothing reached the engine: still waiting for a first sample.
                let state = try #require(try await Self.stateAfterPing(&replies, outbound))
                #expect(state["angle"] == nil && state["tracking"] as? String == "waiting")
                #expect(state["reps"] as? Int == 0)
                // And a good frame still works.
                try await outbound.write(Self.frame(7, t: 2, seq: 7))
                let good = try await replies.answer(to: 7)
                #expect(abs(((good["state"] as? [String: Any])?["angle"] as? Double ?? 0) - 30) < 0.5)
            }
            #expect(await estimator.tags == [66, 7])  // bad frames never reached the estimator
        }
    }

    @Test func aPersonOutOfViewIsToldHowToFrameThenThatTheyWereLost() async throws {
        // Tag 1: in view. 2: the ankles below the picture. 3: nobody.
        let estimator = FakeEstimator { tag in
            switch tag {
            case 1: return Self.person(bend: 20)
            case 2:
                var pose = Self.person(bend: 20)
                pose.height = 300  // the ankles (y ≈ 330) fall outside a 300-pixel-high frame
                return pose
            default: return nil
            }
        }
        try await Self.cameraSession(estimator: estimator) { owner, url, _, _ in
            try await Self.socket(url, token: owner.token) { replies, outbound in
                var seq = 0
                func send(_ tag: Int, at t: Double, _ replies: inout Replies) async throws -> [String: Any] {
                    seq += 1
                    try await outbound.write(Self.frame(tag, t: t, seq: seq))
                    return try #require(try await replies.answer(to: seq)["camera"] as? [String: Any])
                }
                #expect(try await send(1, at: 0, &replies)["framing"] as? String == "ok")
                var camera = try await send(2, at: 0.1, &replies)
                #expect(camera["framing"] as? String == "out_of_view")
                #expect(camera["message"] as? String == "Make sure your right hip, knee and ankle are in view.")
                camera = try await send(3, at: 0.5, &replies)
                #expect(camera["framing"] as? String == "no_person")
                #expect((camera["points"] as? [Any])?.isEmpty == true)
                // More than a moment (1 s) without a usable view: lost.
                camera = try await send(3, at: 1.2, &replies)
                #expect(camera["framing"] as? String == "lost")
                #expect(
                    camera["message"] as? String == "I can't see you — make sure your right hip, knee and ankle are in view.")
                // Back in view: framing is fine at once.
                #expect(try await send(1, at: 1.4, &replies)["framing"] as? String == "ok")
            }
        }
    }

    /// In view, but the tracker throws the knee 130° and back every other frame: the engine drops those
    /// frames, and after a moment the line under the preview says the camera keeps losing the knee;
    /// steady frames bring "Got you" back.
    @Test func aKneeTheTrackerKeepsThrowingAboutIsSaidToBeShaky() async throws {
        let estimator = FakeEstimator { tag in Self.person(bend: tag == 2 ? 150 : 20) }
        try await Self.cameraSession(estimator: estimator) { owner, url, _, _ in
            try await Self.socket(url, token: owner.token) { replies, outbound in
                var seq = 0
                func send(_ tag: Int, _ replies: inout Replies) async throws -> [String: Any] {
                    seq += 1
                    try await outbound.write(Self.frame(tag, t: Double(seq) / 10, seq: seq))
                    return try #require(try await replies.answer(to: seq)["camera"] as? [String: Any])
                }
                var framings: [String] = []
                for k in 0..<20 { framings.append(try await send(k % 2 == 0 ? 1 : 2, &replies)["framing"] as? String ?? "") }
                #expect(framings.prefix(9).allSatisfy { $0 == "ok" })
                #expect(framings.suffix(8).allSatisfy { $0 == "shaky" }, "\(framings)")
                // (Under 45 frames in all: the socket's burst allowance.)
                var camera: [String: Any] = [:]
                for _ in 0..<14 { camera = try await send(1, &replies) }
                #expect(camera["framing"] as? String == "ok")  // 3 of the last 20 rejected
                var shaky: [String: Any] = [:]
                for k in 0..<10 { shaky = try await send(k % 2 == 0 ? 1 : 2, &replies) }  // 5 of 20
                #expect(shaky["framing"] as? String == "shaky")
                #expect(
                    shaky["message"] as? String
                        == "The camera keeps losing your right knee, so reps may be missed. Try more light, and keep your "
                        + "right hip, knee and ankle in view.")
            }
        }
    }

    @Test func withoutPoseEstimationTheCameraIsRefusedPlainlyAndThePageSaysSo() async throws {
        for estimator in [FakeEstimator(available: false) { _ in nil }] as [(any PoseEstimating)?] {
            try await Self.cameraSession(estimator: estimator) { owner, url, path, intro in
                let page = try await owner.get(path)
                #expect(page.text.contains("data-estimation=\"unavailable\""))
                let introPage = try await owner.get(intro)
                #expect(introPage.text.contains("value=\"camera\"  disabled data-camera-choice>"))
                #expect(page.text.contains("Pose estimation isn&#39;t set up on this computer"))
                try await Self.socket(url, token: owner.token) { replies, outbound in
                    try await outbound.write(Self.frame(1, t: 0, seq: 1))
                    let error = try await replies.next()
                    #expect(error["code"] as? String == "camera_unavailable")
                    #expect((error["message"] as? String ?? "").contains("Pose estimation isn't set up"))
                }
            }
        }
    }
}
