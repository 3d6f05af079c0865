import Foundation

// How each drawing is made. The catalogue names an exercise's drawing (`Exercise.drawing`); an
// exercise without one is drawn by its movement.
extension FigureSpec {
    static func spec(for exercise: Exercise) -> FigureSpec {
        exercise.drawing.map(spec) ?? byMovement(exercise.movement)
    }

    /// A drawing for any exercise of a movement, for exercises the library doesn't list.
    static func byMovement(_ movement: JointMovement) -> FigureSpec {
        switch movement {
        case .kneeFlexion: kneeBendSeated
        case .hipFlexion: straightLegRaise
        case .elbowFlexion: elbowBend
        case .shoulderAbduction: armRaise
        case .wristExtension: wristLift
        case .ankleDorsiflexion: anklePump
        case .trunkFlexion: forwardBend
        }
    }

    /// The drawing an exercise names (``Exercise/drawing``): every case has one, so a new drawing
    /// can't be forgotten here.
    static func spec(_ drawing: ExerciseDrawing) -> FigureSpec {
        switch drawing {
        case .heelSlide: FigureSpec(posture: .lyingOnBack, endAction: "heel slid up towards your bottom") { angle in
            var pose = FigurePose.lying
            // Half the knee's bend at the hip keeps the heel on the bed (equal thigh and shin).
            pose.hip = angle / 2 * FigureProportions.shank / FigureProportions.thigh
            pose.knee = angle
            return pose
        }
        case .seatedKneeBend: kneeBendSeated
        case .quadSet: FigureSpec(posture: .lyingOnBack, endAction: "thigh tightened, the back of the knee pressed down")
        { angle in
            var pose = FigurePose.lying
            pose.hip = angle / 2
            pose.knee = angle
            return pose
        }
        case .straightLegRaise: straightLegRaise
        case .seatedKneeExtension: FigureSpec(posture: .seated, endAction: "foot lifted until the leg is level") {
            angle in
            var pose = FigurePose.seated
            pose.knee = angle
            return pose
        }
        case .miniSquat: FigureSpec(
            posture: .standing, anchor: .standingFoot, endAction: "knees bent a little, as if starting to sit down"
        ) { angle in
            var pose = FigurePose()
            pose.trunk = 90 - 0.3 * angle
            (pose.hip, pose.knee, pose.ankle) = (angle, angle, 0.3 * angle)
            (pose.otherHip, pose.otherKnee, pose.otherAnkle) = (angle, angle, 0.3 * angle)
            (pose.shoulder, pose.elbow, pose.otherShoulder, pose.otherElbow) = (50, 25, 50, 25)
            return pose
        }
        case .sitToStand: FigureSpec(
            posture: .seated, endPosture: .standing, anchor: .standingFoot, endAction: "standing up tall"
        ) { angle in
            var pose = FigurePose()
            let lean = 25 * angle / 90  // nose over toes while seated, upright once standing
            pose.trunk = 90 - lean
            (pose.hip, pose.knee, pose.otherHip, pose.otherKnee) = (angle + lean, angle, angle + lean, angle)
            (pose.shoulder, pose.elbow, pose.otherShoulder, pose.otherElbow) = (30 + lean, 30, 30 + lean, 30)
            return pose
        }
        case .armRaise: armRaise
        case .wallWalk: FigureSpec(
            posture: .standingFacing, endAction: "fingers walked up the wall", wallOffset: wallDistance
        ) { angle in
            var pose = FigurePose.facing
            pose.shoulder = angle
            // The fingertips stay on the wall: the elbow bends as much as the wall needs.
            let elbowX = FigureProportions.upperArm * sin(angle * .pi / 180)
            let reach = FigureProportions.forearm + FigureProportions.hand
            let forearm = acos(min(1, max(-1, (wallDistance - elbowX) / reach))) * 180 / .pi
            pose.elbow = normalized(forearm - (270 + angle))
            return pose
        }
        case .elbowBend: elbowBend
        case .elbowStraightening: FigureSpec(
            posture: .seatedAtTable, endAction: "forearm lowered, letting gravity do the work", table: .edgeAtElbow
        ) { angle in
            var pose = FigurePose.seated
            (pose.shoulder, pose.elbow) = (FigurePose.relative(345, from: 270), angle)
            (pose.otherShoulder, pose.otherElbow) = (pose.shoulder, 15)
            return pose
        }
        case .wristLift: wristLift
        case .tabletopWristStretch: FigureSpec(
            posture: .standingAtTable, anchor: .standingFoot, endAction: "palm still flat, leaning over the hand",
            table: .underHand
        ) { angle in
            var pose = FigurePose()
            // The hand lies flat on a table at hip height; the arm reaches it from a trunk that leans
            // less as the wrist bends back (forearm flat on the table at 0°, upright over it at 90°).
            let lean = 70 - 35 * min(1, max(0, (angle - 10) / 57.5))
            pose.trunk = 90 - lean
            (pose.hip, pose.otherHip) = (lean, lean)  // the legs stay upright under the leaning trunk
            let shoulder = FigurePoint(0, 0).moved(FigureProportions.trunk - FigureProportions.shoulderDrop, pose.trunk)
            let wristHeight = -14.0
            let drop =
                (wristHeight - shoulder.y + FigureProportions.forearm * sin(angle * .pi / 180))
                / FigureProportions.upperArm
            let upper = asin(min(0, max(-1, drop))) * 180 / .pi
            pose.shoulder = FigurePose.relative(upper, from: pose.trunk + 180)
            pose.elbow = normalized(-angle - upper)
            pose.wrist = angle
            (pose.otherShoulder, pose.otherElbow) = (lean, 10)
            return pose
        }
        case .anklePump: anklePump
        case .towelCalfStretch: FigureSpec(
            posture: .longSitting, endAction: "towel pulled gently, knee straight", towel: true
        ) { angle in
            var pose = FigurePose()
            (pose.hip, pose.ankle, pose.otherHip) = (90, angle, 90)
            (pose.shoulder, pose.elbow, pose.otherShoulder, pose.otherElbow) = (75, 10, 75, 10)
            return pose
        }
        case .kneeToChest: FigureSpec(posture: .lyingOnBack, endAction: "knee hugged towards your chest") { angle in
            var pose = FigurePose.lying
            pose.hip = angle
            pose.knee = angle + 10
            (pose.otherHip, pose.otherKnee, pose.otherAnkle) = (45, 90, -45)
            // The hands hold behind the thigh, near the knee, as the knee comes up.
            let progress = min(1, max(0, (angle - 10) / 90))
            let skeleton = FigureSkeleton(pose: pose, view: .side)
            let thigh = skeleton.leg[0].moved(
                FigureProportions.thigh * 0.8, skeleton.leg[0].direction(to: skeleton.leg[1]))
            let hold = reach(from: skeleton.arm[0], to: thigh, trunk: pose.trunk, elbowUp: true)
            pose.shoulder = pose.shoulder + (hold.shoulder - pose.shoulder) * progress
            pose.elbow = pose.elbow + (hold.elbow - pose.elbow) * progress
            return pose
        }
        case .standingMarch: FigureSpec(
            posture: .standing, anchor: .standingFoot, endAction: "knee lifted in front of you, standing tall"
        ) { angle in
            var pose = FigurePose()
            (pose.hip, pose.knee) = (angle, angle)
            (pose.shoulder, pose.elbow, pose.otherShoulder, pose.otherElbow) = (35, 40, 35, 40)
            return pose
        }
        case .forwardBend: forwardBend
        }
    }

    private static let wallDistance = 44.0

    private static let kneeBendSeated = FigureSpec(posture: .seated, endAction: "foot slid back under the chair") {
        angle in
        var pose = FigurePose.seated
        pose.knee = angle
        pose.ankle = angle - 90  // the foot stays flat on the floor
        return pose
    }

    private static let straightLegRaise = FigureSpec(
        posture: .lyingOnBack, endAction: "straight leg lifted to the height of the other knee"
    ) { angle in
        var pose = FigurePose.lying
        pose.hip = angle
        (pose.otherHip, pose.otherKnee, pose.otherAnkle) = (45, 90, -45)
        return pose
    }

    private static let armRaise = FigureSpec(
        posture: .standingFacing, endAction: "arm raised out to the side, elbow straight"
    ) { angle in
        var pose = FigurePose.facing
        pose.shoulder = angle
        return pose
    }

    private static let elbowBend = FigureSpec(
        posture: .seatedAtTable, endAction: "hand brought up towards your shoulder", table: .underForearm
    ) { angle in
        var pose = FigurePose.seated
        (pose.shoulder, pose.elbow) = (FigurePose.relative(340, from: 270), angle)
        (pose.otherShoulder, pose.otherElbow) = (pose.shoulder, 20)
        return pose
    }

    private static let wristLift = FigureSpec(
        posture: .seatedAtTable, endAction: "back of the hand lifted towards the ceiling", table: .edgeAtWrist
    ) { angle in
        var pose = FigurePose.seated
        (pose.shoulder, pose.elbow, pose.wrist) = (FigurePose.relative(305, from: 270), 55, angle)
        (pose.otherShoulder, pose.otherElbow) = (pose.shoulder, 55)
        return pose
    }

    private static let anklePump = FigureSpec(posture: .lyingOnBack, endAction: "toes pulled up towards you") { angle in
        var pose = FigurePose.lying
        pose.ankle = angle
        return pose
    }

    private static let forwardBend = FigureSpec(
        posture: .seated, endAction: "chest folded forward towards your knees, arms hanging"
    ) { angle in
        var pose = FigurePose.seated
        pose.trunk = 90 - angle
        (pose.hip, pose.otherHip) = (90 + angle, 90 + angle)
        // The arms hang straight down whatever the trunk does.
        (pose.shoulder, pose.elbow, pose.otherShoulder, pose.otherElbow) = (angle + 5, 5, angle + 5, 5)
        return pose
    }
}

extension FigurePose {
    /// Standing, seen from the front, arms a little away from the sides.
    static var facing: FigurePose {
        var pose = FigurePose()
        (pose.shoulder, pose.elbow, pose.otherShoulder, pose.otherElbow) = (8, 0, 8, 0)
        return pose
    }
}
