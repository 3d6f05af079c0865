import Foundation
import PhysioCore
import Testing

@testable import PhysioWeb

#if canImport(Glibc)
    import Glibc
#endif

/// Real MediaPipe inference on real pictures and clips (Tests/Fixtures/pose/README.md says where each
/// came from). These need the worker's venv: `./scripts/test` installs it (`./scripts/install-pose-worker`).
@Suite(.serialized) struct PoseWorkerTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/pose")

    static func fixture(_ name: String) -> URL { fixtures.appendingPathComponent(name) }

    static func bytes(_ name: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: fixture(name))) }

    /// A fixture clip's poses, from a pool of its own.
    static func track(of name: String) async throws -> VideoPoseTrack {
        let pool = PoseWorkerPool(options: try installedOptions())
        defer { Task { await pool.shutdown() } }
        return try await pool.analyzeVideo(at: fixture(name).path)
    }

    /// What `physiopoint analyze` makes of a clip's track: `movement` against `target`, no hold, on `side`
    /// (nil: the side the analyser chooses).
    static func metrics(
        _ track: VideoPoseTrack, _ movement: JointMovement, _ target: AngleRange, side: BodySide? = nil,
        landmarks: VideoPoseTrack.Landmarks = .image
    ) throws -> SessionMetrics {
        try RecordingAnalyzer.analyze(
            track.recording(landmarks: landmarks), movement: movement, target: target, restAngle: nil,
            holdSeconds: 0, reps: 0, side: side)
    }

    static func installedOptions() throws -> PoseWorkerOptions {
        let options = PoseWorkerOptions()
        try #require(options.isInstalled, "The pose worker isn't installed: run ./scripts/install-pose-worker")
        return options
    }

    /// A scratch file for bad inputs, removed after the test.
    static func scratch(_ name: String, _ contents: Data) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pose-\(UUID().uuidString)-\(name)")
        try contents.write(to: url)
        return url
    }

    // MARK: Stills

    @Test func theAstronautStillGivesLandmarksWhereThePersonIs() async throws {
        let pool = PoseWorkerPool(options: try Self.installedOptions())
        defer { Task { await pool.shutdown() } }
        let pose = try #require(try await pool.estimatePose(jpeg: try Self.bytes("astronaut.jpg"), time: 1.5))
        #expect(pose.width == 512 && pose.height == 512)
        #expect(pose.image.skeleton == .blazePose33 && pose.image.points.count == 33)
        #expect(pose.image.time == 1.5)
        // Her face is around x 170–280, y 60–200 in the 512×512 picture.
        let nose = pose.image.points[0]
        #expect((170...280).contains(nose.x) && (60...200).contains(nose.y) && nose.confidence > 0.9)
        let left = try #require(pose.image.point(.leftShoulder))
        let right = try #require(pose.image.point(.rightShoulder))
        // Facing the camera: her left shoulder is on the picture's right, both below her nose.
        #expect(left.x > nose.x && right.x < nose.x)
        #expect(left.y > nose.y + 50 && right.y > nose.y + 50)
        #expect(pose.image.points.allSatisfy { $0.z == 0 })
        let world = try #require(pose.world)
        #expect(world.points.count == 33)
        // World landmarks are metres around the hips: shoulders are 0.25–0.6 m apart.
        let shoulders = try #require(world.point(.leftShoulder)).x - (try #require(world.point(.rightShoulder))).x
        #expect((0.25...0.6).contains(abs(shoulders)))
    }

    @Test func aPictureWithoutAPersonGivesNoPose() async throws {
        let pool = PoseWorkerPool(options: try Self.installedOptions())
        defer { Task { await pool.shutdown() } }
        let pose = try await pool.estimatePose(jpeg: try Self.bytes("no-person.jpg"), time: 0)
        #expect(pose == nil)
    }

    @Test func bytesThatAreNotAPictureAreRefusedAndTheWorkerCarriesOn() async throws {
        let pool = PoseWorkerPool(options: try Self.installedOptions())
        defer { Task { await pool.shutdown() } }
        await #expect(throws: PoseWorkerError.notAnImage) {
            try await pool.estimatePose(jpeg: Array("not a picture".utf8), time: 0)
        }
        let idle = await pool.idleWorkerIDs
        #expect(idle.count == 1)
        #expect(try await pool.estimatePose(jpeg: try Self.bytes("astronaut.jpg"), time: 0) != nil)
        #expect(await pool.idleWorkerIDs == idle)  // the same process answered
    }

    @Test func framesNeverRunOnMoreWorkersThanCores() async throws {
        var options = try Self.installedOptions()
        options.maxWorkers = 2
        let pool = PoseWorkerPool(options: options)
        defer { Task { await pool.shutdown() } }
        let jpeg = try Self.bytes("astronaut.jpg")
        let found = try await withThrowingTaskGroup(of: Bool.self) { group in
            for index in 0..<5 {
                group.addTask { try await pool.estimatePose(jpeg: jpeg, time: Double(index)) != nil }
            }
            return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(found == 5)
        #expect(await pool.workerCount <= 2)
    }

    @Test func eachLiveStreamKeepsItsTrackingStateOnItsWorkerUntilItEnds() async throws {
        var options = try Self.installedOptions()
        options.maxWorkers = 1
        let pool = PoseWorkerPool(options: options)
        defer { Task { await pool.shutdown() } }
        let jpeg = try Self.bytes("astronaut.jpg")
        #expect(try await pool.estimatePose(jpeg: jpeg, time: 0, stream: "session-a") != nil)
        #expect(try await pool.estimatePose(jpeg: jpeg, time: 0.1, stream: "session-b") != nil)
        #expect(await pool.streamIDs == ["session-a", "session-b"])
        #expect(Set(try await pool.workerStreams()) == ["session-a", "session-b"])
        await pool.endStream("session-a")
        #expect(await pool.streamIDs == ["session-b"])
        #expect(try await pool.workerStreams() == ["session-b"])
        // Bounded: past four streams per worker, the least recently used is dropped.
        #expect(pool.maxStreams == 4)
        for index in 0..<4 { _ = try await pool.estimatePose(jpeg: jpeg, time: 0.2, stream: "s\(index)") }
        #expect(await pool.streamIDs == ["s0", "s1", "s2", "s3"])
        #expect(Set(try await pool.workerStreams()) == ["s0", "s1", "s2", "s3"])
        await pool.endStream("unknown")  // nothing to end: no error, nothing changes
        #expect(await pool.streamIDs.count == 4)
    }

    // MARK: Supervision

    @Test func aFrameOverItsTimeLimitStopsTheWorkerAndAFreshOneAnswersNext() async throws {
        var options = try Self.installedOptions()
        options.maxWorkers = 1
        options.frameLimit = .milliseconds(1)
        let pool = PoseWorkerPool(options: options)
        defer { Task { await pool.shutdown() } }
        let jpeg = try Self.bytes("astronaut.jpg")
        await #expect(throws: PoseWorkerError.timedOut(seconds: 0.001)) {
            try await pool.estimatePose(jpeg: jpeg, time: 0)
        }
        #expect(await pool.workerCount == 0)
        // The next request starts a new worker (and times out again: the limit is absurd on purpose).
        await #expect(throws: PoseWorkerError.self) { try await pool.estimatePose(jpeg: jpeg, time: 0) }
        #expect(await pool.workerCount == 0)
    }

    @Test func aWorkerKilledMidVideoGivesAClearErrorAndTheNextRequestWorks() async throws {
        var options = try Self.installedOptions()
        options.maxWorkers = 1
        let pool = PoseWorkerPool(options: options)
        defer { Task { await pool.shutdown() } }
        let jpeg = try Self.bytes("astronaut.jpg")
        _ = try await pool.estimatePose(jpeg: jpeg, time: 0)
        let pid = try #require(await pool.idleWorkerIDs.first)
        let killed = Killed()
        await #expect(throws: PoseWorkerError.workerDied) {
            try await pool.analyzeVideo(at: Self.fixture("squats-3-mediapipe.mp4").path) { _ in
                if killed.once() { _ = kill(pid, SIGKILL) }
            }
        }
        #expect(killed.happened)
        #expect(PoseWorkerError.workerDied.message.contains("stopped unexpectedly"))
        #expect(await pool.workerCount == 0)
        #expect(try await pool.estimatePose(jpeg: jpeg, time: 0) != nil)
        let replacement = try #require(await pool.idleWorkerIDs.first)
        #expect(replacement != pid)
    }

    @Test func noInstalledWorkerSaysWhatToRun() async throws {
        let pool = PoseWorkerPool(options: PoseWorkerOptions(python: "/nonexistent/pose-venv/bin/python"))
        #expect(await pool.isAvailable == false)
        await #expect(throws: PoseWorkerError.notInstalled(command: "./scripts/install-pose-worker")) {
            try await pool.estimatePose(jpeg: [0xFF, 0xD8], time: 0)
        }
        #expect(
            PoseWorkerError.notInstalled(command: "./scripts/install-pose-worker").message
                .contains("Run `./scripts/install-pose-worker`"))
    }

    // MARK: Videos

    @Test func theFiveSquatClipCountsFiveSquats() async throws {
        let pool = PoseWorkerPool(options: try Self.installedOptions())
        defer { Task { await pool.shutdown() } }
        let progress = ProgressLog()
        let track = try await pool.analyzeVideo(at: Self.fixture("squats-5-mediapipe.mp4").path) { progress.add($0) }
        #expect(track.width == 310 && track.height == 174)
        #expect(abs(track.duration - 5.7) < 0.11)
        #expect(track.frames.count == 57)  // 10 fps: every frame is analysed
        #expect(track.framesWithPerson >= 50)
        #expect(progress.last == VideoProgress(done: 57, total: 57))
        #expect(progress.count >= 3)
        func reps(_ landmarks: VideoPoseTrack.Landmarks, side: BodySide?) throws -> Int {
            try Self.metrics(track, .kneeFlexion, AngleRange(90, 140), side: side, landmarks: landmarks).reps
        }
        // World landmarks count right on either leg, and so does the automatic choice.
        #expect(try reps(.world, side: nil) == 5)
        #expect(try reps(.world, side: .left) == 5)
        #expect(try reps(.world, side: .right) == 5)
        // In 2-D the leg facing the camera (right) counts right. Both legs move alike; the far one is
        // half hidden (its knee's visibility ~0.92 against ~0.99) and wobbles wider, so the automatic
        // choice must go by visibility first (SideChooser), not by range.
        #expect(try reps(.image, side: .right) == 5)
        var chooser = SideChooser(movement: .kneeFlexion)
        chooser.add(track.recording(landmarks: .image))
        #expect(chooser.evidence(.right).meanVisibility > chooser.evidence(.left).meanVisibility + 0.03)
        #expect(chooser.choice() == .right)
        #expect(try reps(.image, side: nil) == 5)
    }

    @Test func theThreeSquatClipCountsThreeSquatsSampledDownFrom25fps() async throws {
        var options = try Self.installedOptions()
        options.videoSampleRate = 12.5
        let pool = PoseWorkerPool(options: options)
        defer { Task { await pool.shutdown() } }
        let track = try await pool.analyzeVideo(at: Self.fixture("squats-3-mediapipe.mp4").path)
        #expect(track.width == 640 && track.height == 360)
        #expect((74...76).contains(track.frames.count))  // every 2nd of 149 frames
        let times = track.frames.map(\.time)
        #expect(zip(times, times.dropFirst()).allSatisfy { $1 > $0 })
        let metrics = try Self.metrics(track, .kneeFlexion, AngleRange(90, 140))
        #expect(metrics.reps == 3)
        #expect(metrics.repPeakAngles.allSatisfy { $0 > 110 })
    }

    @Test func aPortraitFrontViewClipCountsTheSquatsFinishedNotTheOneStillDownAtTheEnd() async throws {
        // A woman filmed face-on in portrait (360×640, 5 fps, 13 s): two squats, then a third that the
        // clip ends on, still at the bottom. A person counts two; so must the engine, on either leg.
        let track = try await Self.track(of: "squats-2-front-tfjs.mp4")
        #expect(track.width == 360 && track.height == 640)
        #expect(track.frames.count == 65)
        #expect(track.framesWithPerson >= 60)
        for side in [BodySide.left, .right, nil] {
            let metrics = try Self.metrics(track, .kneeFlexion, AngleRange(60, 120), side: side)
            #expect(metrics.reps == 2, "side \(side.map(\.rawValue) ?? "chosen")")
            #expect(metrics.partialReps == 0)
        }
    }

    @Test func aSmallFigureRaisingBothArmsOverheadOnceCountsOneRaise() async throws {
        // Far from the camera (the person about half the 288-pixel frame's height, in a room), arms from
        // the sides to overhead and down to the face: one raise, on either arm.
        let track = try await Self.track(of: "arm-raise-1-tfjs.mp4")
        #expect(track.frames.count == 40)
        for side in [BodySide.left, .right] {
            let metrics = try Self.metrics(track, .shoulderAbduction, AngleRange(120, 180), side: side)
            #expect(metrics.reps == 1, "side \(side.rawValue)")
            #expect(metrics.repPeakAngles.allSatisfy { $0 > 150 })
        }
    }

    /// One model for live and recorded, on real landmarks: each clip's poses sent to a live session as
    /// a tracker's pose messages (the WebSocket path) and as the camera's estimated poses (the server
    /// path), with the session's timer ticking every 0.25 s and stalling now and then for 0.9 s, give
    /// exactly the reps `analyze` finds in the same track.
    /// A pose as the `pose` message a tracker sends (missing landmarks as null), with its time.
    static func poseMessage(_ frame: PoseFrame) -> String {
        let points = frame.points.map { point in
            [point.x, point.y, point.z, point.confidence].allSatisfy(\.isFinite)
                ? "[\(point.x),\(point.y),\(point.z),\(point.confidence)]" : "null"
        }
        return "{\"type\":\"pose\",\"skeleton\":\"\(frame.skeleton.rawValue)\",\"space\":\"\(frame.space.rawValue)\","
            + "\"points\":[\(points.joined(separator: ","))],\"t\":\(frame.time)}"
    }

    @Test(arguments: [
        ("squats-5-mediapipe.mp4", JointMovement.kneeFlexion, AngleRange(90, 140), 5),
        ("pushups-5-mediapipe.mp4", .elbowFlexion, AngleRange(60, 110), 5),
        ("shoulder-raises-2-tfjs.mp4", .shoulderAbduction, AngleRange(60, 110), 2),
    ])
    func theLiveSessionAndAnalyzeGiveTheSameRepsOnARealClipsPoses(
        name: String, movement: JointMovement, target: AngleRange, reps: Int
    ) async throws {
        let track = try await Self.track(of: name)
        let recording = track.recording(landmarks: .image)
        var chooser = SideChooser(movement: movement)
        chooser.add(recording)
        let side = chooser.choice()
        var exercise = try #require(RehabLibrary.exercise(id: "mini-squats"))
        exercise.movement = movement
        exercise.target = target
        exercise.restAngle = 0
        exercise.holdSeconds = 0
        // The poses as the live session keeps them (Float precision, see `PoseFrame.journalled`): live and
        // analyze see the same frames.
        var journalled = recording
        journalled.samples = recording.samples.map(\.journalled)
        let recorded = try RecordingAnalyzer.analyze(journalled, goal: MotionGoal(exercise: exercise, side: side))
        #expect(recorded.reps == reps, "\(name): analyze counts \(recorded.reps)")
        for source in [SessionSource.tracker, .camera] {
            let start = Date(timeIntervalSince1970: 1_790_000_000)
            let clock = ManualClock(start)
            let session = LiveSession(
                id: "same-pose-00000000001",
                setup: LiveSession.Setup(exercise: exercise, side: side, source: source, place: nil, startedAt: start),
                clock: clock)
            let (socket, _) = await session.connect()
            var next = 0.0
            for (index, sample) in recording.samples.enumerated() {
                guard case .pose(let frame) = sample else { continue }
                while next < frame.time {
                    clock.set(start.addingTimeInterval(next))
                    await session.tick()
                    next += 0.25
                }
                if index % 20 == 10 { next = frame.time + 0.9 }  // a stall: no tick for 0.9 s
                clock.set(start.addingTimeInterval(frame.time))
                if source == .camera {
                    _ = await session.acceptPose(frame)
                } else {
                    await session.receive(Self.poseMessage(frame), from: socket)
                }
            }
            let live = await session.end(at: clock.now())
            #expect(live.repetitions == recorded.repetitions, "\(name) through the \(source) path")
            #expect(live.trackingLosses == recorded.trackingLosses, "\(name) through the \(source) path")
        }
    }

    @Test func aWebMClipIsDecodedAndCounted() async throws {
        // Two squats, VP8 in WebM, made from the 5-squat clip by Fixtures/pose/make_webm.py.
        let track = try await Self.track(of: "squats-2-mediapipe.webm")
        #expect(track.width == 310 && track.height == 174)
        #expect(track.frames.count == 27)
        #expect(track.framesWithPerson >= 24)
        let metrics = try Self.metrics(track, .kneeFlexion, AngleRange(90, 140))
        #expect(metrics.side == .right)  // the leg facing the camera
        #expect(metrics.reps == 2)
    }

    @Test func longVideosAreSplitIntoOneSegmentPerWorkerCoveringEveryFrame() {
        #expect(PoseWorkerPool.segments(frames: 171, seconds: 5.7, workers: 2) == [nil])
        #expect(PoseWorkerPool.segments(frames: 900, seconds: 30, workers: 1) == [nil])
        let halves = PoseWorkerPool.segments(frames: 900, seconds: 30, workers: 2)
        #expect(halves == [0..<450, 450..<Int.max])
        let thirds = PoseWorkerPool.segments(frames: 1000, seconds: 40, workers: 3).compactMap { $0 }
        #expect(thirds.count == 3 && thirds[0].lowerBound == 0 && thirds[2].upperBound == Int.max)
        #expect(zip(thirds, thirds.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
    }

    @Test func aVideoWithoutAPersonSaysNoPersonWasFound() async throws {
        let pool = PoseWorkerPool(options: try Self.installedOptions())
        defer { Task { await pool.shutdown() } }
        await #expect(throws: PoseWorkerError.noPersonFound) {
            try await pool.analyzeVideo(at: Self.fixture("no-person.mp4").path)
        }
    }

    @Test func aFileThatIsNotAVideoIsRefused() async throws {
        let pool = PoseWorkerPool(options: try Self.installedOptions())
        defer { Task { await pool.shutdown() } }
        let text = try Self.scratch("notes.mp4", Data("t,angle\n0,10\n".utf8))
        defer { try? FileManager.default.removeItem(at: text) }
        await #expect(throws: PoseWorkerError.notAVideo) { try await pool.analyzeVideo(at: text.path) }
        let picture = try Self.scratch("photo.mov", Data(try Self.bytes("astronaut.jpg")))
        defer { try? FileManager.default.removeItem(at: picture) }
        await #expect(throws: PoseWorkerError.notAVideo) { try await pool.analyzeVideo(at: picture.path) }
        #expect(PoseWorkerError.notAVideo.message.contains("MP4, MOV or WebM"))
    }

    @Test func aTruncatedVideoIsReportedAsDamaged() async throws {
        let pool = PoseWorkerPool(options: try Self.installedOptions())
        defer { Task { await pool.shutdown() } }
        let whole = try Self.bytes("squats-5-mediapipe.mp4")
        let cut = try Self.scratch("cut.mp4", Data(whole.prefix(whole.count * 2 / 5)))
        defer { try? FileManager.default.removeItem(at: cut) }
        do {
            _ = try await pool.analyzeVideo(at: cut.path)
            Issue.record("a truncated video was analysed")
        } catch {
            guard case .corrupt(let message) = error else { Issue.record("expected corrupt, got \(error)"); return }
            #expect(message.contains("damaged") || message.contains("decoded"))
            #expect(error.code == "corrupt_video" && error.kind == .invalid)
        }
    }

    @Test func videosOverTheSizeOrLengthLimitAreRefused() async throws {
        var options = try Self.installedOptions()
        options.maxVideoBytes = 100_000
        let small = PoseWorkerPool(options: options)
        await #expect(throws: PoseWorkerError.tooLarge(limitMegabytes: 0)) {
            try await small.analyzeVideo(at: Self.fixture("squats-5-mediapipe.mp4").path)
        }
        #expect(await small.workerCount == 0)  // refused before any worker started

        options = try Self.installedOptions()
        options.maxVideoSeconds = 3
        let short = PoseWorkerPool(options: options)
        defer { Task { await short.shutdown() } }
        do {
            _ = try await short.analyzeVideo(at: Self.fixture("squats-5-mediapipe.mp4").path)
            Issue.record("a 5.7 s video passed a 3 s limit")
        } catch {
            guard case .tooLong(let detail) = error else { Issue.record("expected too long, got \(error)"); return }
            #expect(error.message.contains("limit is 0.05 minutes") || detail.contains("limit"))
            #expect(error.kind == .invalid)
        }
        #expect(PoseWorkerError.tooLarge(limitMegabytes: 200).message.contains("larger than 200 MB"))
    }
}

/// Counts the first call only, across threads.
private final class Killed: @unchecked Sendable {
    private let lock = NSLock()
    private var done = false
    func once() -> Bool {
        lock.withLock {
            defer { done = true }; return !done
        }
    }
    var happened: Bool { lock.withLock { done } }
}

private final class ProgressLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [VideoProgress] = []
    func add(_ progress: VideoProgress) { lock.withLock { entries.append(progress) } }
    var last: VideoProgress? { lock.withLock { entries.last } }
    var count: Int { lock.withLock { entries.count } }
}
