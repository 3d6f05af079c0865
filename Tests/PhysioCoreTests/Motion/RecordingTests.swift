import Foundation
import PhysioCore
import Testing
import TestSupport

@Suite struct RecordingTests {
    @Test(arguments: [Skeleton.blazePose33, .coco17, .kinectV2, .arkit, .canonical], [false, true])
    func recordingsInEverySkeletonsNamesAnalyseToTheTruth(skeleton: Skeleton, threeD: Bool) throws {
        let goal = MotionFixtures.miniSquats
        let script = MotionScript(goal: goal, moves: [
            ScriptedMove(peak: 38, hold: 3), ScriptedMove(peak: 20, hold: 3), ScriptedMove(peak: 40, hold: 0.6), ScriptedMove(peak: 36, hold: 3),
        ])
        var conditions = RecordingConditions()
        conditions.noise = 0.002
        conditions.dropouts = [14...14.2]
        let recording = SyntheticRecording(script, source: .pose(skeleton, threeD: threeD), conditions: conditions, seed: 77)
        let csv = RecordingCSV.landmarks(recording.samples, skeleton: skeleton, threeD: threeD, confidence: threeD)
        let parsed = try RecordingParser.parse(csv)
        #expect(parsed.is3D == threeD && !parsed.isAngleSeries)
        #expect(parsed.samples.count == recording.samples.count)
        let metrics = try RecordingAnalyzer.analyze(
            parsed, movement: .kneeFlexion, target: goal.target, restAngle: nil, holdSeconds: goal.holdSeconds,
            reps: goal.reps, side: nil)
        #expect(metrics.side == .left)
        // Rest is inferred from the start; a straight knee reads slightly bent under noise (an angle
        // between segments cannot go below 0°), hence the looser bound.
        #expect(abs(metrics.restAngle - 0) < 2)
        expectMatchesTruth(metrics, recording.truth)
        #expect(recording.truth.reps == 2 && recording.truth.partialReps == 2)
    }

    @Test func anAngleSeriesWithGapsAnalyses() throws {
        let goal = MotionFixtures.heelSlides
        var conditions = RecordingConditions()
        conditions.noise = 0.4
        conditions.dropouts = [30...31.5]
        let recording = SyntheticRecording(MotionFixtures.goodReps(goal, count: 4), source: .angle, conditions: conditions)
        let parsed = try RecordingParser.parse(RecordingCSV.angles(recording.samples))
        #expect(parsed.isAngleSeries)
        let metrics = try RecordingAnalyzer.analyze(parsed, goal: goal)
        expectMatchesTruth(metrics, recording.truth)
    }

    @Test func theParserReadsCommentsBlankLinesCRLFAndABOM() throws {
        let text = "\u{FEFF}# knee\r\nt, angle\r\n\r\n0,10\r\n0.1,\r\n# mid\r\n0.2,12.5\r\n"
        let recording = try RecordingParser.parse(text)
        #expect(recording.samples.count == 3)
        guard case .angle(let time, let degrees) = recording.samples[2] else { Issue.record("not an angle"); return }
        #expect(time == 0.2 && degrees == 12.5)
        guard case .angle(_, let missing) = recording.samples[1] else { Issue.record("not an angle"); return }
        #expect(missing.isNaN)
    }

    @Test func skippedLandmarksAndEmptyCellsAreMissingNotErrors() throws {
        let text = """
        t,nose.x,nose.y,left_hip.x,left_hip.y,left_knee.x,left_knee.y,left_ankle.x,left_ankle.y,left_ankle.c
        0,0.5,0.1,0.5,0.5,0.5,0.75,0.5,1.0,
        0.1,,,0.5,0.5,0.5,0.75,,,0.9
        """
        let recording = try RecordingParser.parse(text)
        #expect(recording.joints == [.leftHip, .leftKnee, .leftAnkle])
        guard case .pose(let first) = recording.samples[0], case .pose(let second) = recording.samples[1] else {
            Issue.record("not poses"); return
        }
        #expect(first.point(.leftAnkle)?.confidence == 1)
        #expect(second.point(.leftAnkle) == nil)
    }

    @Test(arguments: [
        ("", RecordingError.empty),
        ("# only a comment\n", .empty),
        ("time,angle\n0,1\n", .missingTimeColumn(line: 1)),
        ("t,left_knee\n", .badColumn(line: 1, column: 2, name: "left_knee")),
        ("t,left_kneecap.x,left_kneecap.y\n", .unknownJoint(line: 1, column: 2, name: "left_kneecap")),
        ("t,left_knee.x,KneeLeft.x,left_knee.y\n", .duplicateColumn(line: 1, column: 3, name: "KneeLeft.x")),
        ("t,left_knee.x\n0,1\n", .incompleteJoint(line: 1, joint: "left_knee")),
        ("t,angle\n0,1\n\n0.1,2,3\n", .wrongCellCount(line: 4, expected: 2, found: 3)),
        ("t,angle\n0,1\n0.1,twelve\n", .notANumber(line: 3, column: "angle", text: "twelve")),
        ("t,angle\n0,1\n,2\n", .missingTime(line: 3)),
        ("t,angle\n", .noRows),
    ])
    func badFilesNameTheLineAndTheProblem(text: String, expected: RecordingError) {
        #expect(throws: expected) { try RecordingParser.parse(text) }
        #expect(expected.description.isEmpty == false)
    }

    @Test func theAnalyzerSaysWhichColumnsAreMissing() throws {
        let recording = try RecordingParser.parse("t,left_hip.x,left_hip.y,left_knee.x,left_knee.y\n0,0,0,0,1\n")
        #expect(throws: RecordingAnalyzer.AnalysisError.missingJoints(.kneeFlexion, .left, ["left_ankle"])) {
            try RecordingAnalyzer.analyze(recording, goal: MotionFixtures.heelSlides)
        }
        #expect(throws: RecordingAnalyzer.AnalysisError.movementNeedsAngles(.wristExtension)) {
            try RecordingAnalyzer.analyze(recording, goal: MotionGoal(exercise: RehabLibrary.exercises.first { $0.movement == .wristExtension }!))
        }
    }

    @Test func withoutASideTheAnalyzerPicksTheSideThatMoved() throws {
        let goal = MotionFixtures.goal("heel-slides", side: .right)
        let recording = SyntheticRecording(MotionFixtures.goodReps(goal, count: 2), source: .pose(.coco17, threeD: false))
        let parsed = try RecordingParser.parse(RecordingCSV.landmarks(recording.samples, skeleton: .coco17, threeD: false, confidence: false))
        let metrics = try RecordingAnalyzer.analyze(
            parsed, movement: .kneeFlexion, target: goal.target, restAngle: 10, holdSeconds: 5, reps: 10, side: nil)
        #expect(metrics.side == .right && metrics.reps == 2)
    }
}
