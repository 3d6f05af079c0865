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
/// front-on for abduction); in 3D it is the true angle between segments, whatever the plane. A frame's
/// ``PoseSpace`` decides which: image landmarks give 2-D angles, world landmarks 3-D ones.
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
    /// Image-space frames give 2-D angles (their `z` is ignored), world-space frames 3-D ones.
    public static func measure(
        _ movement: JointMovement, side: BodySide, in frame: PoseFrame, minimumConfidence: Double
    ) -> Reading {
        guard let (ja, jb, jc) = landmarks(for: movement, side: side, in: frame) else {
            return .failed(.unsupportedMovement)
        }
        guard let a = frame.point(ja), let b = frame.point(jb), let c = frame.point(jc) else {
            return .failed(.missingJoint)
        }
        if let failure = check(a, minimumConfidence: minimumConfidence)
            ?? check(b, minimumConfidence: minimumConfidence) ?? check(c, minimumConfidence: minimumConfidence) {
            return .failed(failure)
        }
        return angle(
            movement, position(a, in: frame.space), position(b, in: frame.space), position(c, in: frame.space))
    }

    /// The three landmarks `movement` on `side` reads in `frame` — (segment start, vertex, segment end)
    /// for flexions, (trunk end, shoulder, elbow) for shoulder abduction — with `neck` or `pelvis`
    /// standing in for a missing same-side shoulder or hip. Nil when the movement is not landmark based.
    public static func landmarks(
        for movement: JointMovement, side: BodySide, in frame: PoseFrame
    ) -> (Joint, Joint, Joint)? {
        switch movement {
        case .kneeFlexion: (.hip(side), .knee(side), .ankle(side))
        case .elbowFlexion: (.shoulder(side), .elbow(side), .wrist(side))
        case .hipFlexion: (frame.point(.shoulder(side)) == nil ? .neck : .shoulder(side), .hip(side), .knee(side))
        case .shoulderAbduction: (frame.point(.hip(side)) == nil ? .pelvis : .hip(side), .shoulder(side), .elbow(side))
        case .wristExtension, .ankleDorsiflexion, .trunkFlexion: nil
        }
    }

    /// The angle of `movement` from the positions of its three ``landmarks(for:side:in:)``.
    public static func angle(
        _ movement: JointMovement, _ a: SIMD3<Double>, _ b: SIMD3<Double>, _ c: SIMD3<Double>
    ) -> Reading {
        switch movement {
        case .shoulderAbduction: between(a - b, c - b)  // ∠(shoulder→hip, shoulder→elbow)
        case .wristExtension, .ankleDorsiflexion, .trunkFlexion: .failed(.unsupportedMovement)
        case .kneeFlexion, .hipFlexion, .elbowFlexion: between(b - a, c - b)  // ∠(a→b, b→c)
        }
    }

    /// Why a landmark cannot be used (NaN or too low confidence, absurd coordinates), nil when it can.
    public static func check(_ point: PosePoint, minimumConfidence: Double) -> Failure? {
        if point.confidence.isNaN { return .missingJoint }
        if !(point.confidence >= minimumConfidence) { return .lowConfidence }
        return checkPosition(point)
    }

    /// `.implausible` when a coordinate is absurdly large, else nil (confidence is not looked at).
    /// Always inlined, like ``position(_:in:)``: both run three times per frame, and a call cost more than they do.
    @inline(__always) public static func checkPosition(_ point: PosePoint) -> Failure? {
        let z = point.z.isFinite ? point.z : 0
        guard abs(point.x) < absurdCoordinate, abs(point.y) < absurdCoordinate, abs(z) < absurdCoordinate
        else { return .implausible }
        return nil
    }

    /// A landmark's position for angles in `space`: image space drops `z`.
    @inlinable @inline(__always) public static func position(_ point: PosePoint, in space: PoseSpace) -> SIMD3<Double> {
        SIMD3(point.x, point.y, space == .world && point.z.isFinite ? point.z : 0)
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
}
