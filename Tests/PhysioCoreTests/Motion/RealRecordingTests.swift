import Foundation
import PhysioCore
import Testing
import TestSupport

/// The engine on what real recordings do: start mid-movement, come as MediaPipe's normalized image
/// landmarks, lose a joint's visibility, swap legs for a frame. Synthetic cases isolate each effect;
/// the CMU fixtures (Fixtures/recordings/README.md) are real motion capture.
@Suite struct RealRecordingTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/recordings")

    static func fixture(_ name: String) throws -> Recording {
        let text = try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
        return try RecordingParser.parse(text)
    }

    // MARK: - The first rep of a recording that starts moving

    @Test func aRecordingTrimmedToStartMidMovementCountsItsFirstRep() {
        let goal = MotionFixtures.miniSquats
        let script = MotionFixtures.goodReps(goal, count: 3)
        var conditions = RecordingConditions()
        conditions.noise = 0.002
        let full = SyntheticRecording(script, source: .pose(.blazePose33, threeD: false), conditions: conditions)
        let cut = script.moveStarts[0] + script.moves[0].rise * 0.6  // well into the first descent
        let trimmed = full.samples.filter { $0.time >= cut }
        var engine = SessionEngine(goal: goal)
        let first = engine.ingest(trimmed[0])
        #expect(first.phase == .moving)
        for sample in trimmed.dropFirst() { _ = engine.ingest(sample) }
        #expect(full.truth.reps == 3)
        #expect(engine.summary().reps == 3)
    }

    @Test func afterTrackingIsLostAMovementInProgressStillWaitsForRest() {
        let goal = MotionFixtures.miniSquats
        var engine = SessionEngine(goal: goal)
        for k in 0..<30 { _ = engine.ingest(angle: 2, at: Double(k) / 30) }
        _ = engine.tick(at: 2)  // lost
        // Back mid-rep: in the band and out again, never seen at rest in between, so no rep.
        for k in 0..<90 { _ = engine.ingest(angle: 38, at: 2.1 + Double(k) / 30) }
        for k in 0..<30 { _ = engine.ingest(angle: 2, at: 5.2 + Double(k) / 30) }
        #expect(engine.summary().reps == 0)
    }

    @Test(arguments: [
        ("cmu-14_06-squats-right-knee-from-mid-movement.csv", 2, 90.0...140.0),
        ("cmu-14_14-squats-right-knee.csv", 2, 90.0...140.0),
        ("cmu-13_29-knee-raises-right-knee.csv", 3, 60.0...110.0),
    ])
    func realMotionCaptureCountsTheRepsAPersonCounts(name: String, reps: Int, target: ClosedRange<Double>) throws {
        let recording = try Self.fixture(name)
        let metrics = try RecordingAnalyzer.analyze(
            recording, movement: .kneeFlexion, target: AngleRange(target.lowerBound, target.upperBound),
            restAngle: nil, holdSeconds: 0, reps: reps, side: nil)
        #expect(metrics.reps == reps, "\(name): \(metrics.repPeakAngles)")
        #expect(metrics.partialReps == 0, "\(name)")
    }

    @Test func theTrimmedRealSquatsReallyStartAwayFromRest() throws {
        let recording = try Self.fixture("cmu-14_06-squats-right-knee-from-mid-movement.csv")
        guard case .angle(_, let first) = recording.samples[0] else { Issue.record("not an angle series"); return }
        #expect(first > 40)  // the first squat is under way: without counting it, 1 of 2
    }

    // MARK: - Normalized image landmarks and untrusted image depth

    /// A 2-D pose in pixels of a 1280×720 frame, written the way MediaPipe reports it: x/width,
    /// y/height, a noisy image `z` and a visibility.
    static func mediaPipeCSV(_ recording: SyntheticRecording, seed: UInt64, header: String) -> String {
        var rng = SplitMix64(seed: seed)
        let joints: [Joint] = [.leftHip, .leftKnee, .leftAnkle]
        var lines = [header, "t," + joints.map { "\($0.name).x,\($0.name).y,\($0.name).z,\($0.name).visibility" }.joined(separator: ",")]
        for case .pose(let frame) in recording.samples {
            var cells = [String(format: "%.4f", frame.time)]
            for joint in joints {
                let point = frame.point(joint)!
                let px = point.x * 700 + 300, py = point.y * 700 - 100  // a body ~700 px tall
                cells += [String(format: "%.6f", px / 1280), String(format: "%.6f", py / 720),
                          String(format: "%.4f", rng.gaussian(0.25)), "0.98"]
            }
            lines.append(cells.joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func normalizedImageLandmarksCountRightWithTheFrameSize() throws {
        let goal = MotionFixtures.miniSquats
        let script = MotionFixtures.goodReps(goal, count: 3)
        var conditions = RecordingConditions()
        conditions.noise = 0.002
        let synthetic = SyntheticRecording(script, source: .pose(.blazePose33, threeD: false), conditions: conditions)
        let csv = Self.mediaPipeCSV(synthetic, seed: 3, header: "# space: normalized-image")

        #expect(throws: RecordingError.frameSizeNeeded) { try RecordingParser.parse(csv) }
        let recording = try RecordingParser.parse(csv, frameSize: FrameSize(parsing: "1280x720"))
        #expect(recording.coordinates == .normalizedImage)
        let metrics = try RecordingAnalyzer.analyze(recording, goal: goal)
        #expect(metrics.reps == synthetic.truth.reps)
        for (found, expected) in zip(metrics.repPeakAngles, synthetic.truth.repPeakAngles) {
            #expect(abs(found - expected) <= 1.5)
        }

        // The same numbers read as if x and y were one unit and z were trusted: the angles are wrong.
        let naive = try RecordingParser.parse(csv.replacingOccurrences(of: "# space: normalized-image", with: "# space: world"))
        guard case .pose(let frame) = naive.samples[15], case .pose(let scaled) = recording.samples[15],
              case .angle(let wrong) = JointAngle.measure(.kneeFlexion, side: .left, in: frame, minimumConfidence: 0.5),
              case .angle(let right) = JointAngle.measure(.kneeFlexion, side: .left, in: scaled, minimumConfidence: 0.5)
        else { Issue.record("no angle"); return }
        #expect(abs(right - goal.restAngle) < 3)
        #expect(abs(wrong - right) > 5)
    }

    @Test func aFrameSizeLineAndPixelAndWorldSpacesAreRead() throws {
        let body = "t,left_hip.x,left_hip.y,left_hip.z,left_knee.x,left_knee.y,left_knee.z,left_ankle.x,left_ankle.y,left_ankle.z\n"
            + "0,0.5,0.25,0.9,0.5,0.5,-0.9,0.75,0.5,0.4\n"
        // Normalized on a 2:1 frame: hip→knee is 180 px down, knee→ankle 320 px right: 90°.
        let normalized = try RecordingParser.parse("# space: normalized-image\n# frame-size: 640x720\n" + body)
        // Pixels: z ignored, 2-D angle.
        let pixels = try RecordingParser.parse("# space: image\n" + body)
        // World: z used.
        let world = try RecordingParser.parse("# space: world\n" + body)
        func angle(_ recording: Recording) -> Double? {
            guard case .pose(let frame) = recording.samples[0],
                  case .angle(let degrees) = JointAngle.measure(.kneeFlexion, side: .left, in: frame, minimumConfidence: 0.5)
            else { return nil }
            return degrees
        }
        #expect(abs((angle(normalized) ?? 0) - 90) < 0.01)
        #expect(abs((angle(pixels) ?? 0) - 90) < 0.01)
        #expect(abs((angle(world) ?? 90) - 90) > 10)
        #expect(throws: RecordingError.badDirective(line: 1, text: "# space: screen")) {
            try RecordingParser.parse("# space: screen\n" + body)
        }
        #expect(throws: RecordingError.frameSizeNotApplicable(.world)) {
            try RecordingParser.parse("# space: world\n" + body, frameSize: FrameSize(width: 640, height: 480))
        }
    }

    @Test func aPoseFrameFromNormalizedImagePointsIsInPixelsAndImageSpace() {
        let points = [PosePoint(x: 0.5, y: 0.5, z: 0.7, confidence: 0.9)]
        let frame = PoseFrame(time: 0, skeleton: .canonical, normalizedImagePoints: points, width: 1280, height: 720)
        #expect(frame.space == .image)
        #expect(frame.points[0] == PosePoint(x: 640, y: 360, z: 0, confidence: 0.9))
    }

    // MARK: - Low visibility that stays coherent

    /// Seated shoulder abduction from the front, hips just below the frame: the hip's visibility drops
    /// to 0.3 whenever the arm is below 45°; its position stays put (coherent) or, if `wander`, jumps.
    static func seatedAbduction(wander: Bool) -> (MotionGoal, [MotionSample]) {
        let goal = MotionGoal(movement: .shoulderAbduction, target: AngleRange(80, 100), restAngle: 10, holdSeconds: 0, reps: 6)
        let script = MotionScript(goal: goal, moves: Array(repeating: ScriptedMove(peak: 90, rise: 1.2, hold: 0.5, fall: 1.2), count: 6))
        var rng = SplitMix64(seed: 9)
        var samples: [MotionSample] = []
        let hip = Skeleton.blazePose33.index(of: .leftHip)!
        for k in 0..<Int(script.duration * 30) {
            let time = Double(k) / 30
            let angle = script.angle(at: time)
            var frame = SyntheticPose.frame(
                angle: angle, movement: .shoulderAbduction, side: .left, skeleton: .blazePose33, threeD: false,
                time: time, noise: 0.002, rng: &rng)
            if angle < 45 {
                frame.points[hip].confidence = 0.3
                if wander {
                    frame.points[hip].x += Double.random(in: -0.2...0.2, using: &rng)
                    frame.points[hip].y += Double.random(in: -0.2...0.2, using: &rng)
                }
            }
            samples.append(.pose(frame))
        }
        return (goal, samples)
    }

    @Test func aLowVisibilityHipThatStaysPutStillShowsRest() {
        let (goal, samples) = Self.seatedAbduction(wander: false)
        var engine = SessionEngine(goal: goal)
        for sample in samples { _ = engine.ingest(sample) }
        #expect(engine.summary().reps == 6)
    }

    @Test func aLowVisibilityHipThatJumpsAboutIsNotTrusted() {
        let (goal, samples) = Self.seatedAbduction(wander: true)
        var engine = SessionEngine(goal: goal)
        for sample in samples { _ = engine.ingest(sample) }
        #expect(engine.summary().reps == 0)
    }

    // MARK: - One-frame left/right swaps and spikes

    /// Side view of a lunge-like set: the left knee does mini squats (held 2 s), the right knee bends 25°
    /// less; every 0.7 s the tracker swaps the legs for one frame.
    @Test func aOneFrameLegSwapNeverMakesOrBreaksARep() {
        let goal = MotionFixtures.miniSquats
        let script = MotionFixtures.goodReps(goal, count: 4)
        var rng = SplitMix64(seed: 4)
        var clean = SessionEngine(goal: goal), swapped = SessionEngine(goal: goal)
        let legs: [(Joint, Joint)] = [(.leftHip, .rightHip), (.leftKnee, .rightKnee), (.leftAnkle, .rightAnkle)]
        var swaps = 0
        for k in 0..<Int(script.duration * 30) {
            let time = Double(k) / 30
            let angle = script.angle(at: time)
            var frame = SyntheticPose.frame(
                angle: angle, movement: .kneeFlexion, side: .left, skeleton: .blazePose33, threeD: false,
                time: time, noise: 0.001, rng: &rng)
            let other = SyntheticPose.frame(
                angle: max(0, angle - 25), movement: .kneeFlexion, side: .right, skeleton: .blazePose33, threeD: false,
                time: time, noise: 0.001, rng: &rng)
            for (_, right) in legs {
                let index = Skeleton.blazePose33.index(of: right)!
                frame.points[index] = other.points[index]
            }
            _ = clean.ingest(frame)
            if k % 21 == 10 {
                swaps += 1
                for (left, right) in legs {
                    let l = Skeleton.blazePose33.index(of: left)!, r = Skeleton.blazePose33.index(of: right)!
                    frame.points.swapAt(l, r)
                }
            }
            _ = swapped.ingest(frame)
        }
        #expect(swaps > 20)
        #expect(clean.summary().reps == 4)
        #expect(swapped.summary().reps == 4)
        #expect(swapped.summary().partialReps == 0)
        #expect(swapped.summary().repetitions.map(\.kind) == clean.summary().repetitions.map(\.kind))
    }

    @Test func aOneFrameSpikeAtRestIsDroppedAndARealQuickMoveIsKept() {
        var engine = SessionEngine(goal: MotionFixtures.miniSquats)
        func frame(_ angle: Double, _ time: Double) -> PoseFrame {
            var rng = SplitMix64(seed: 1)
            return SyntheticPose.frame(
                angle: angle, movement: .kneeFlexion, side: .left, skeleton: .coco17, threeD: false,
                time: time, noise: 0, rng: &rng)
        }
        for k in 0..<30 { _ = engine.ingest(frame(2, Double(k) / 30)) }
        _ = engine.ingest(frame(30, 1.0))  // one frame at 30°, then straight back
        for k in 1...30 { _ = engine.ingest(frame(2, 1.0 + Double(k) / 30)) }
        #expect((engine.current.bestAngle ?? 99) < 5)
        #expect(engine.summary().samplesRejected == 1)
        // A jump that the next frame confirms is real: it is used, one frame late, and passes the running
        // median of three (``MotionTuning/medianFrames``) one frame later still.
        _ = engine.ingest(frame(38, 2.1))
        _ = engine.ingest(frame(38.5, 2.133))
        let confirmed = engine.ingest(frame(39, 2.167))
        #expect((confirmed.bestAngle ?? 0) > 30)
    }

    // MARK: - Which side is measured

    @Test func theSideChosenIsTheOneSeenAndMoving() {
        let goal = MotionFixtures.miniSquats
        let moving = SyntheticRecording(MotionFixtures.goodReps(goal, count: 2), source: .pose(.canonical, threeD: false))
        func recording(_ confidence: Double, moves: Bool) -> Recording {
            let samples = moving.samples.map { sample -> MotionSample in
                guard case .pose(var frame) = sample else { return sample }
                if !moves {
                    var rng = SplitMix64(seed: 2)
                    frame = SyntheticPose.frame(angle: goal.restAngle, movement: .kneeFlexion, side: .left,
                                                skeleton: .canonical, threeD: false, time: frame.time, noise: 0, rng: &rng)
                }
                for joint in [Joint.leftHip, .leftKnee, .leftAnkle] { frame.points[joint.rawValue].confidence = confidence }
                return .pose(frame)
            }
            return Recording(samples: samples, joints: Set(Joint.allCases), isAngleSeries: false, is3D: false)
        }
        let seenMoving = RecordingAnalyzer.sideScore(of: recording(0.9, moves: true), movement: .kneeFlexion, side: .left)
        let unseenMoving = RecordingAnalyzer.sideScore(of: recording(0.2, moves: true), movement: .kneeFlexion, side: .left)
        let seenStill = RecordingAnalyzer.sideScore(of: recording(0.9, moves: false), movement: .kneeFlexion, side: .left)
        #expect(seenMoving > 20)
        #expect(unseenMoving == 0)
        #expect(seenStill < 1)
    }
}
