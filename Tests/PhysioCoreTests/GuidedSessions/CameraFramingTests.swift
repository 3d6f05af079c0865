import Foundation
import PhysioCore
import Testing

/// The camera source's pieces in the core: the binary frame format, framing help and the reply.
@Suite struct CameraFramingTests {
    static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0] + [UInt8](repeating: 7, count: 100) + [0xFF, 0xD9]

    @Test func aFrameWithAHeaderKeepsItsCaptureTimeAndSequenceNumber() throws {
        let message = CameraFrame.message(jpeg: Self.jpeg, time: 12.375, seq: 4_000_000_001)
        #expect(Array(message.prefix(4)) == Array("PPCF".utf8))
        let frame = try CameraFrame.parse(message)
        #expect(frame.sentAt == 12.375 && frame.seq == 4_000_000_001 && frame.jpeg == Self.jpeg)
    }

    @Test func aBareJPEGIsAFrameWithoutTimeOrSequence() throws {
        let frame = try CameraFrame.parse(Self.jpeg)
        #expect(frame.sentAt == nil && frame.seq == nil && frame.jpeg.count == Self.jpeg.count)
    }

    @Test func framesThatAreNotWholeJPEGsOrTooLargeAreRefused() {
        #expect(throws: CameraFrame.ParseError.notJPEG) { try CameraFrame.parse(Array("not a picture".utf8)) }
        #expect(throws: CameraFrame.ParseError.notJPEG) { try CameraFrame.parse(Array(Self.jpeg.dropLast())) }
        #expect(throws: CameraFrame.ParseError.notJPEG) {
            try CameraFrame.parse(CameraFrame.message(jpeg: [0x89, 0x50, 0x4E, 0x47] + Self.jpeg, time: 1, seq: 1))
        }
        #expect(throws: CameraFrame.ParseError.badTime) {
            try CameraFrame.parse(CameraFrame.message(jpeg: Self.jpeg, time: .infinity, seq: 1))
        }
        let huge = [0xFF, 0xD8, 0xFF] + [UInt8](repeating: 0, count: CameraFrame.maximumBytes) + [0xFF, 0xD9]
        #expect(throws: CameraFrame.ParseError.tooLarge(huge.count)) { try CameraFrame.parse(huge) }
        #expect(CameraFrame.ParseError.tooLarge(300_000).message.contains("at most 256 KB"))
        #expect(
            CameraFrame.ParseError.tooLarge(1).kind == .tooLarge && CameraFrame.ParseError.notJPEG.code == "not_jpeg")
    }

    @Test func framingHelpNamesTheJointsAndTheSideToTurn() {
        let knee = CameraFraming(movement: .kneeFlexion, side: .left)
        #expect(knee.stepBack == "Step back until your left hip, knee and ankle are in view.")
        #expect(knee.turn == "Turn your left side to the camera.")
        #expect(knee.neededJoints == [.leftHip, .leftKnee, .leftAnkle])
        let shoulder = CameraFraming(movement: .shoulderAbduction, side: .right)
        #expect(shoulder.turn.hasPrefix("Face the camera"))
        #expect(shoulder.stepBack.contains("right shoulder, elbow and hand"))
        #expect(knee.isMeasurable && !CameraFraming(movement: .ankleDorsiflexion, side: .left).isMeasurable)
        #expect(
            knee.message(for: .lost) == "I can't see you — step back until your left hip, knee and ankle are in view.")
    }

    @Test func theSetUpFollowsHowTheExerciseIsDone() {
        // Heel slides are done lying: no "Stand…", no "step back".
        let lying = CameraFraming(movement: .kneeFlexion, side: .left, position: .lying)
        #expect(lying.placement.contains("on a chair beside the bed") && lying.placement.contains("hips"))
        #expect(lying.turn == "Lie with your left side towards the device.")
        #expect(lying.stepBack == "Make sure your left hip, knee and ankle are in view.")
        for text in [lying.placement, lying.turn, lying.stepBack, lying.lostMessage] {
            #expect(!text.contains("Stand") && !text.contains("step back"))
        }
        let seated = CameraFraming(movement: .shoulderAbduction, side: .right, position: .seated)
        #expect(seated.turn.hasPrefix("Sit facing the camera"))
        #expect(seated.inFrameJoints == [.rightShoulder, .rightElbow])
    }

    @Test func aSeatedArmRaiseWithTheHipsBelowTheFrameIsInView() {
        // The hip only gives the trunk's direction: seen (by the estimator) below the frame is enough.
        let framing = CameraFraming(movement: .shoulderAbduction, side: .left, position: .seated)
        var points = [PosePoint](repeating: .missing, count: 33)
        points[11] = PosePoint(x: 240, y: 150, confidence: 0.95)  // left shoulder
        points[13] = PosePoint(x: 320, y: 180, confidence: 0.9)  // left elbow
        points[23] = PosePoint(x: 250, y: 420, confidence: 0.7)  // left hip, below a 360-pixel frame
        let frame = PoseFrame(time: 0, skeleton: .blazePose33, points: points)
        #expect(framing.assess(frame, width: 480, height: 360, minimumConfidence: 0.5) == .ok)
        // The arm itself out of the picture is still out of view.
        var armOut = frame
        armOut.points[13] = PosePoint(x: 520, y: 180, confidence: 0.9)
        #expect(framing.assess(armOut, width: 480, height: 360, minimumConfidence: 0.5) == .outOfView)
        // A hip the estimator can't see at all is not enough to measure.
        var hipUnseen = frame
        hipUnseen.points[23].confidence = 0.1
        #expect(framing.assess(hipUnseen, width: 480, height: 360, minimumConfidence: 0.5) == .outOfView)
    }

    @Test func aJointOutsideThePictureOrBarelySeenIsOutOfView() {
        let framing = CameraFraming(movement: .kneeFlexion, side: .right)
        var points = [PosePoint](repeating: .missing, count: 33)
        points[24] = PosePoint(x: 200, y: 150, confidence: 0.9)  // right hip
        points[26] = PosePoint(x: 210, y: 230, confidence: 0.9)  // right knee
        points[28] = PosePoint(x: 205, y: 310, confidence: 0.9)  // right ankle
        let frame = PoseFrame(time: 0, skeleton: .blazePose33, points: points)
        #expect(framing.assess(frame, width: 480, height: 360, minimumConfidence: 0.5) == .ok)
        #expect(framing.assess(frame, width: 480, height: 300, minimumConfidence: 0.5) == .outOfView)
        var faint = frame
        faint.points[28].confidence = 0.2
        #expect(framing.assess(faint, width: 480, height: 360, minimumConfidence: 0.5) == .outOfView)
        #expect(framing.assess(nil, width: 480, height: 360, minimumConfidence: 0.5) == .noPerson)
        // The left leg doesn't matter for the right knee.
        #expect(
            CameraFraming(movement: .kneeFlexion, side: .left).assess(
                frame, width: 480, height: 360, minimumConfidence: 0.5) == .outOfView)
    }

    @Test func thePersonIsLostOnlyAfterMoreThanAMomentOutOfView() {
        var monitor = FramingMonitor()
        #expect(monitor.update(.ok, at: 0) == .ok)
        #expect(monitor.update(.noPerson, at: 0.1) == .noPerson)
        #expect(monitor.update(.outOfView, at: 0.9) == .outOfView)
        #expect(monitor.update(.noPerson, at: 1.1) == .lost)
        #expect(monitor.update(.noPerson, at: 5) == .lost)
        #expect(monitor.update(.ok, at: 5.1) == .ok)
        #expect(monitor.update(.noPerson, at: 5.2) == .noPerson)  // a new moment starts
    }

    /// In view, but the engine rejecting a quarter or more of the last 20 frames (the tracker keeps
    /// losing the joint): "shaky", and "ok" again once the window is clean enough.
    @Test func aViewTheEngineKeepsRejectingIsShakyUntilItSettles() {
        var monitor = FramingMonitor()
        var time = 0.0
        func frame(_ status: CameraFraming.Status = .ok, rejected: Bool) -> CameraFraming.Status {
            time += 0.1
            return monitor.update(status, rejected: rejected, at: time)
        }
        // The first frames are too few to judge, even all rejected.
        for _ in 0..<9 { #expect(frame(rejected: true) == .ok) }
        #expect(frame(rejected: true) == .shaky)
        // Clean frames push the rejections out of the 20-frame window: 5 of 20 is still shaky, 4 isn't.
        for _ in 0..<15 { _ = frame(rejected: false) }
        #expect(frame(rejected: false) == .ok)  // 4 of the last 20
        // One rejected frame in four, steadily: shaky.
        var statuses: [CameraFraming.Status] = []
        for k in 0..<40 { statuses.append(frame(rejected: k % 4 == 0)) }
        #expect(statuses.suffix(10).allSatisfy { $0 == .shaky })
        // One in five: not.
        for k in 0..<40 { statuses.append(frame(rejected: k % 5 == 0)) }
        #expect(statuses.suffix(10).allSatisfy { $0 == .ok })
        // Out of view is said as such, and lost still wins after a moment.
        #expect(frame(.outOfView, rejected: true) == .outOfView)
        for _ in 0..<10 { _ = frame(.outOfView, rejected: true) }
        #expect(frame(.outOfView, rejected: true) == .lost)
    }

    @Test func aShakyViewSaysWhichJointAndWhatHelps() {
        let framing = CameraFraming(movement: .elbowFlexion, side: .left, position: .seated)
        #expect(
            framing.message(for: .shaky)
                == "The camera keeps losing your left elbow, so reps may be missed. Try more light, and keep your "
                + "left shoulder, elbow and wrist in view.")
        #expect(CameraFraming.Status.shaky.rawValue == "shaky")
    }

    @Test func theReplyCarriesTheStateTheLandmarksAndTheFramingAsJSON() throws {
        var engine = SessionEngine(exercise: try #require(RehabLibrary.exercise(id: "heel-slides")), side: .left)
        let state = engine.ingest(angle: 42, at: 1)
        let reply = LiveMessage.state(
            state, ack: 9,
            camera: CameraView(
                width: 480, height: 360, framing: .outOfView, message: "Step back \"now\"",
                points: [PosePoint(x: 10.04, y: 20.5, confidence: 0.987), .missing]))
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(reply.json().utf8)) as? [String: Any])
        #expect(object["type"] as? String == "state" && object["ack"] as? Int == 9)
        #expect((object["state"] as? [String: Any])?["angle"] as? Double == state.angle)
        let camera = try #require(object["camera"] as? [String: Any])
        #expect(camera["framing"] as? String == "out_of_view" && camera["message"] as? String == "Step back \"now\"")
        let points = try #require(camera["points"] as? [Any])
        #expect(points.first as? [Double] == [10, 20.5, 0.99])
        #expect(points.last is NSNull)
    }
}
