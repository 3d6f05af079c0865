import Foundation

/// Joint angles from landmarks, in degrees, each defined as the angle between two segment directions.
///
/// With `a→b` the direction from landmark a to landmark b and `∠(u, v) = atan2(|u × v|, u · v)`
/// (numerically stable at 0° and 180°, unlike `acos`):
///
/// | movement | definition | 0° is |
/// |---|---|---|
/// | knee flexion | ∠(hip→knee, knee→ankle) = 180° − interior hip–knee–ankle angle | a straight leg |
/// | hip flexion | ∠(shoulder→hip, hip→knee): trunk line against thigh | thigh in line with the trunk (standing) |
/// | elbow flexion | ∠(shoulder→elbow, elbow→wrist) = 180° − interior shoulder–elbow–wrist angle | a straight arm |
/// | shoulder abduction | ∠(shoulder→hip, shoulder→elbow): trunk line against upper arm | arm by the side; 90° level, 180° overhead |
///
/// All use landmarks on the measured side. When the same-side shoulder (hip flexion) or hip (shoulder
/// abduction) is missing, `neck` or `pelvis` stands in for the trunk end. In 2D the angle is the one
/// projected on the image plane, so the camera should face the plane of movement (side-on for flexion,
/// front-on for abduction); in 3D it is the true angle between segments, whatever the plane.
public enum JointAngle {
    /// Why a frame gave no angle.
    public enum Failure: String, Codable, Sendable {
        /// A landmark the movement needs was not reported or had non-finite coordinates.
        case missingJoint = "missing_joint"
        /// A needed landmark's confidence was below the threshold.
        case lowConfidence = "low_confidence"
        /// A coordinate was absurdly large, or two landmarks coincided.
        case implausible
        /// The movement is not measured from landmarks (wrist, ankle, trunk: fed as plain angles).
        case unsupportedMovement = "unsupported_movement"
    }

    /// The result of measuring one frame: an angle or why there is none. No allocation.
    public enum Reading: Sendable, Equatable {
        case angle(Double)
        case failed(Failure)
    }

    /// Whether `movement` can be computed from pose landmarks.
    public static func isLandmarkBased(_ movement: JointMovement) -> Bool {
        switch movement {
        case .kneeFlexion, .hipFlexion, .elbowFlexion, .shoulderAbduction: true
        case .wristExtension, .ankleDorsiflexion, .trunkFlexion: false
        }
    }

    /// The canonical joints `movement` reads on `side`: (segment start, vertex, segment end).
    public static func joints(for movement: JointMovement, side: BodySide) -> [Joint] {
        switch movement {
        case .kneeFlexion: [.hip(side), .knee(side), .ankle(side)]
        case .hipFlexion: [.shoulder(side), .hip(side), .knee(side)]
        case .elbowFlexion: [.shoulder(side), .elbow(side), .wrist(side)]
        case .shoulderAbduction: [.hip(side), .shoulder(side), .elbow(side)]
        case .wristExtension, .ankleDorsiflexion, .trunkFlexion: []
        }
    }

    /// Coordinates beyond this magnitude are treated as a tracker fault.
    public static let absurdCoordinate = 1e6

    /// The angle of `movement` on `side` in `frame`, ignoring landmarks below `minimumConfidence`.
    public static func measure(
        _ movement: JointMovement, side: BodySide, in frame: PoseFrame, minimumConfidence: Double
    ) -> Reading {
        switch movement {
        case .kneeFlexion:
            return chain(frame, .hip(side), .knee(side), .ankle(side), minimumConfidence)
        case .elbowFlexion:
            return chain(frame, .shoulder(side), .elbow(side), .wrist(side), minimumConfidence)
        case .hipFlexion:
            let trunk = frame.point(.shoulder(side)) == nil ? Joint.neck : .shoulder(side)
            return chain(frame, trunk, .hip(side), .knee(side), minimumConfidence)
        case .shoulderAbduction:
            let trunk = frame.point(.hip(side)) == nil ? Joint.pelvis : .hip(side)
            let reading = fetch(frame, trunk, .shoulder(side), .elbow(side), minimumConfidence)
            guard case .ok(let hip, let shoulder, let elbow) = reading else { return reading.failure }
            return between(hip - shoulder, elbow - shoulder)
        case .wristExtension, .ankleDorsiflexion, .trunkFlexion:
            return .failed(.unsupportedMovement)
        }
    }

    /// ∠(a→b, b→c): 0° when a, b, c lie on a straight line in that order.
    private static func chain(
        _ frame: PoseFrame, _ a: Joint, _ b: Joint, _ c: Joint, _ minimumConfidence: Double
    ) -> Reading {
        let reading = fetch(frame, a, b, c, minimumConfidence)
        guard case .ok(let pa, let pb, let pc) = reading else { return reading.failure }
        return between(pb - pa, pc - pb)
    }

    /// The angle between two vectors in degrees, or `.implausible` when either has no length.
    static func between(_ u: SIMD3<Double>, _ v: SIMD3<Double>) -> Reading {
        let cross = SIMD3(u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x)
        let dot = (u * v).sum()
        let uu = (u * u).sum(), vv = (v * v).sum()
        guard uu > 1e-18, vv > 1e-18 else { return .failed(.implausible) }
        let degrees = atan2(((cross * cross).sum()).squareRoot(), dot) * 180 / .pi
        return degrees.isFinite ? .angle(degrees) : .failed(.implausible)
    }

    private enum Triple {
        case ok(SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)
        case bad(Failure)
        var failure: Reading {
            if case .bad(let failure) = self { return .failed(failure) }
            return .failed(.missingJoint)
        }
    }

    /// The three landmarks, checked for presence, confidence and sane magnitude (no allocation).
    private static func fetch(
        _ frame: PoseFrame, _ ja: Joint, _ jb: Joint, _ jc: Joint, _ minimumConfidence: Double
    ) -> Triple {
        guard let a = frame.point(ja), let b = frame.point(jb), let c = frame.point(jc)
        else { return .bad(.missingJoint) }
        if let failure = check(a, minimumConfidence) ?? check(b, minimumConfidence) ?? check(c, minimumConfidence) {
            return .bad(failure)
        }
        return .ok(vector(a), vector(b), vector(c))
    }

    private static func check(_ point: PosePoint, _ minimumConfidence: Double) -> Failure? {
        if point.confidence.isNaN { return .missingJoint }
        if !(point.confidence >= minimumConfidence) { return .lowConfidence }
        let z = point.z.isFinite ? point.z : 0
        guard abs(point.x) < absurdCoordinate, abs(point.y) < absurdCoordinate, abs(z) < absurdCoordinate
        else { return .implausible }
        return nil
    }

    private static func vector(_ point: PosePoint) -> SIMD3<Double> {
        SIMD3(point.x, point.y, point.z.isFinite ? point.z : 0)
    }
}
