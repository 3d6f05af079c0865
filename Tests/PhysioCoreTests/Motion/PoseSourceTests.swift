import Foundation
@testable import PhysioCore
import Testing
import TestSupport

@Suite struct PoseSourceTests {
    static let skeletons: [Skeleton] = [.blazePose33, .coco17, .kinectV2, .arkit, .canonical]

    @Test(arguments: skeletons, [false, true])
    func measuresEveryLandmarkMovementExactlyInEverySkeleton(skeleton: Skeleton, threeD: Bool) {
        var rng = SplitMix64(seed: 1)
        for movement in JointMovement.allCases where JointAngle.isLandmarkBased(movement) {
            for side in BodySide.allCases {
                for angle in stride(from: 0.0, through: 170, by: 17) {
                    let frame = SyntheticPose.frame(
                        angle: angle, movement: movement, side: side, skeleton: skeleton, threeD: threeD,
                        time: 0, noise: 0, rng: &rng)
                    guard case .angle(let measured) = JointAngle.measure(movement, side: side, in: frame, minimumConfidence: 0.5)
                    else { Issue.record("no angle for \(movement) \(side) in \(skeleton)"); continue }
                    #expect(abs(measured - angle) < 1e-6, "\(movement) \(side) \(skeleton) \(angle)")
                }
            }
        }
    }

    @Test(arguments: skeletons)
    func theLandmarkIndexSwitchAgreesWithTheLandmarkNames(skeleton: Skeleton) {
        for joint in Joint.allCases {
            #expect(skeleton.index(of: joint) == skeleton.nameDerivedIndex(of: joint), "\(skeleton) \(joint)")
        }
    }

    @Test func aThreeDimensionalAngleIsNotItsProjection() {
        var rng = SplitMix64(seed: 1)
        var frame = SyntheticPose.frame(
            angle: 60, movement: .kneeFlexion, side: .left, skeleton: .blazePose33, threeD: true, time: 0, noise: 0, rng: &rng)
        frame.points = frame.points.map { PosePoint(x: $0.x, y: $0.y, z: 0, confidence: $0.confidence) }
        guard case .angle(let flattened) = JointAngle.measure(.kneeFlexion, side: .left, in: frame, minimumConfidence: 0.5)
        else { Issue.record("no angle"); return }
        #expect(abs(flattened - 60) > 5)
    }

    @Test func everySkeletonHasTheLimbJointsAndNamesMapAcrossSkeletons() {
        for skeleton in Skeleton.allCases {
            for joint in Joint.allCases where joint != .neck && joint != .pelvis {
                #expect(skeleton.index(of: joint) != nil, "\(skeleton) lacks \(joint.name)")
            }
        }
        #expect(Skeleton.blazePose33.landmarkNames.count == 33)
        #expect(Skeleton.coco17.landmarkNames.count == 17)
        #expect(Skeleton.kinectV2.landmarkNames.count == 25)
        #expect(Skeleton.joint(named: "KneeLeft") == .leftKnee)
        #expect(Skeleton.joint(named: "right_leg_joint") == .rightKnee)
        #expect(Skeleton.joint(named: "left_arm_joint") == .leftShoulder)
        #expect(Skeleton.joint(named: "SpineBase") == .pelvis)
        #expect(Skeleton.joint(named: "nose") == nil && Skeleton.isKnownLandmarkName("nose"))
        #expect(!Skeleton.isKnownLandmarkName("left_kneecap"))
        #expect(Skeleton.kinectV2.index(of: .neck) == 2 && Skeleton.coco17.index(of: .neck) == nil)
    }

    @Test func framesByNameAcceptARKitThreeDimensionalNames() {
        let frame = PoseFrame(time: 0, named: [
            "left_upLeg_joint": PosePoint(x: 0, y: 0, z: 0),
            "left_leg_joint": PosePoint(x: 0, y: -0.45, z: 0),
            "left_foot_joint": PosePoint(x: 0, y: -0.45, z: 0.45),
            "head_joint": PosePoint(x: 0, y: 0.7, z: 0),
        ])
        guard case .angle(let angle) = JointAngle.measure(.kneeFlexion, side: .left, in: frame, minimumConfidence: 0.5)
        else { Issue.record("no angle"); return }
        #expect(abs(angle - 90) < 1e-9)
    }

    @Test func missingWeakAndAbsurdLandmarksGiveNoAngle() {
        var rng = SplitMix64(seed: 2)
        let good = SyntheticPose.frame(
            angle: 40, movement: .elbowFlexion, side: .right, skeleton: .coco17, threeD: false, time: 0, noise: 0, rng: &rng)
        let wrist = Skeleton.coco17.index(of: .rightWrist) ?? 0
        func measure(_ change: (inout PoseFrame) -> Void) -> JointAngle.Reading {
            var frame = good
            change(&frame)
            return JointAngle.measure(.elbowFlexion, side: .right, in: frame, minimumConfidence: 0.5)
        }
        #expect(measure { $0.points[wrist] = .missing } == .failed(.missingJoint))
        #expect(measure { $0.points[wrist].x = .infinity } == .failed(.missingJoint))
        #expect(measure { $0.points.removeLast(8) } == .failed(.missingJoint))
        #expect(measure { $0.points[wrist].confidence = 0.2 } == .failed(.lowConfidence))
        #expect(measure { $0.points[wrist].y = 1e9 } == .failed(.implausible))
        #expect(measure { $0.points[wrist] = $0.points[Skeleton.coco17.index(of: .rightElbow) ?? 0] } == .failed(.implausible))
        #expect(JointAngle.measure(.wristExtension, side: .right, in: good, minimumConfidence: 0.5) == .failed(.unsupportedMovement))
    }

    @Test(arguments: skeletons, [false, true])
    func noisyLandmarkStreamsCountExactlyInEverySkeleton(skeleton: Skeleton, threeD: Bool) {
        let goal = MotionFixtures.goal("heel-slides", side: .right)
        let script = MotionScript(goal: goal, moves: [
            ScriptedMove(peak: 86, hold: 6), ScriptedMove(peak: 60, rise: 0.8, hold: 1, fall: 0.8), ScriptedMove(peak: 90, hold: 3.5),
            ScriptedMove(peak: 84, rise: 0.6, hold: 6, fall: 0.6),
        ])
        var conditions = RecordingConditions()
        conditions.noise = 0.002
        conditions.timeJitter = 0.2
        let recording = SyntheticRecording(script, source: .pose(skeleton, threeD: threeD), conditions: conditions, seed: 42)
        #expect(recording.truth.reps == 2 && recording.truth.partialReps == 2)
        expectMatchesTruth(runEngine(recording).0, recording.truth)
    }

    @Test(arguments: [("shoulder-abduction-id", JointMovement.shoulderAbduction), ("elbow", .elbowFlexion), ("hip", .hipFlexion)])
    func upperBodyAndHipMovementsCountFromLandmarks(label: String, movement: JointMovement) {
        let goal = MotionGoal(movement: movement, target: AngleRange(80, 100), restAngle: 10, holdSeconds: 3, reps: 3)
        var conditions = RecordingConditions()
        conditions.noise = 0.002
        let recording = SyntheticRecording(
            MotionFixtures.goodReps(goal, count: 3), source: .pose(.kinectV2, threeD: true), conditions: conditions, seed: 9)
        expectMatchesTruth(runEngine(recording).0, recording.truth)
        #expect(recording.truth.reps == 3, "\(label)")
    }
}
