import Foundation

/// A point of a figure drawing in figure units: x grows the way a side-view figure faces (to the
/// viewer's right in a front view), y grows upwards; the floor or bed is at y = 0.
public struct FigurePoint: Sendable, Hashable {
    public var x: Double
    public var y: Double

    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// The point `length` away in the direction `degrees` (0° forward, 90° up, 180° back, 270° down).
    public func moved(_ length: Double, _ degrees: Double) -> FigurePoint {
        let radians = degrees * .pi / 180
        return FigurePoint(x + length * cos(radians), y + length * sin(radians))
    }

    /// The direction from this point to `other`, in degrees (−180…180).
    public func direction(to other: FigurePoint) -> Double {
        atan2(other.y - y, other.x - x) * 180 / .pi
    }

    public func distance(to other: FigurePoint) -> Double { hypot(other.x - x, other.y - y) }

    public static func + (lhs: FigurePoint, rhs: FigurePoint) -> FigurePoint {
        FigurePoint(lhs.x + rhs.x, lhs.y + rhs.y)
    }
    public static func - (lhs: FigurePoint, rhs: FigurePoint) -> FigurePoint {
        FigurePoint(lhs.x - rhs.x, lhs.y - rhs.y)
    }
}

/// Whether the figure is seen from the side (most exercises) or from the front (arm raises to the
/// side, which happen across the body's front plane).
public enum FigureView: String, Sendable, Hashable {
    case side, front
}

/// The joint angles of a figure, in degrees. `trunk` is the absolute direction from pelvis to neck
/// (90° upright, 180° lying on the back with the head to the left); every other angle is relative
/// to the segment above it: 0° is the standing position (leg and arm straight down along the body,
/// foot at a right angle), hips and shoulders bend forward, knees bend backward, elbows and wrists
/// bend forward/up, ankles pull the toes up. In the front view `shoulder` raises the arm out to the
/// side. "Near" is the exercised side, drawn in the region's colour; "other" is the far side.
public struct FigurePose: Sendable, Hashable {
    public var trunk = 90.0
    public var hip = 0.0, knee = 0.0, ankle = 0.0
    public var otherHip = 0.0, otherKnee = 0.0, otherAnkle = 0.0
    public var shoulder = 10.0, elbow = 10.0, wrist = 0.0
    public var otherShoulder = 10.0, otherElbow = 10.0, otherWrist = 0.0

    public init() {}

    /// A seated pose: thighs level, shins straight down, hands resting on the thighs.
    static var seated: FigurePose {
        var pose = FigurePose()
        pose.hip = 90; pose.knee = 90; pose.otherHip = 90; pose.otherKnee = 90
        pose.shoulder = 15; pose.elbow = 75; pose.otherShoulder = 15; pose.otherElbow = 75
        return pose
    }

    /// Lying on the back, head to the left, legs straight, arms along the body.
    static var lying: FigurePose {
        var pose = FigurePose()
        pose.trunk = 180; pose.shoulder = 8; pose.elbow = 0; pose.otherShoulder = 8; pose.otherElbow = 0
        return pose
    }

    /// The relative angle a limb needs for its segment to point in `absolute` degrees, given the
    /// direction of the segment above it.
    static func relative(_ absolute: Double, from parent: Double) -> Double {
        normalized(absolute - parent)
    }
}

/// Normalises an angle to −180…180 degrees.
func normalized(_ degrees: Double) -> Double {
    var value = degrees.truncatingRemainder(dividingBy: 360)
    if value > 180 { value -= 360 }
    if value <= -180 { value += 360 }
    return value
}

/// The figure's proportions in figure units (a standing figure is about 130 tall).
public enum FigureProportions {
    public static let trunk = 44.0
    public static let headRadius = 9.0
    public static let neck = 3.0
    public static let thigh = 36.0
    public static let shank = 34.0
    public static let foot = 12.0
    public static let upperArm = 26.0
    public static let forearm = 23.0
    public static let hand = 9.0
    /// How far the shoulders sit below the top of the trunk.
    public static let shoulderDrop = 5.0
    /// Half the hip and shoulder width in the front view.
    public static let hipHalfWidth = 8.0
    public static let shoulderHalfWidth = 15.0
}

/// A figure's joints, solved from a pose: each limb from its root outwards.
public struct FigureSkeleton: Sendable, Hashable {
    public var pelvis: FigurePoint
    public var neck: FigurePoint
    public var head: FigurePoint
    /// Hip, knee, ankle, toe of the exercised leg.
    public var leg: [FigurePoint]
    public var otherLeg: [FigurePoint]
    /// Shoulder, elbow, wrist, fingertips of the exercised arm.
    public var arm: [FigurePoint]
    public var otherArm: [FigurePoint]

    public init(pose: FigurePose, view: FigureView, pelvis: FigurePoint = FigurePoint(0, 0)) {
        typealias P = FigureProportions
        self.pelvis = pelvis
        neck = pelvis.moved(P.trunk, pose.trunk)
        head = neck.moved(P.neck + P.headRadius, pose.trunk)
        let shoulders = pelvis.moved(P.trunk - P.shoulderDrop, pose.trunk)
        switch view {
        case .side:
            let down = pose.trunk + 180
            leg = Self.leg(from: pelvis, down: down, hip: pose.hip, knee: pose.knee, ankle: pose.ankle)
            otherLeg = Self.leg(
                from: pelvis, down: down, hip: pose.otherHip, knee: pose.otherKnee, ankle: pose.otherAnkle)
            arm = Self.arm(from: shoulders, upper: down + pose.shoulder, elbow: pose.elbow, wrist: pose.wrist)
            otherArm = Self.arm(
                from: shoulders, upper: down + pose.otherShoulder, elbow: pose.otherElbow, wrist: pose.otherWrist)
        case .front:
            // The exercised side on the viewer's right: its angles turn anticlockwise, the other's clockwise.
            let nearHip = pelvis + FigurePoint(P.hipHalfWidth, 0), otherHip = pelvis - FigurePoint(P.hipHalfWidth, 0)
            let nearShoulder = shoulders + FigurePoint(P.shoulderHalfWidth, 0)
            let otherShoulder = shoulders - FigurePoint(P.shoulderHalfWidth, 0)
            leg = Self.frontLeg(from: nearHip, direction: 270 + 4 + pose.hip)
            otherLeg = Self.frontLeg(from: otherHip, direction: 270 - 4 - pose.otherHip)
            let upper = 270 + pose.shoulder, otherUpper = 270 - pose.otherShoulder
            arm = Self.chain(
                nearShoulder,
                [(P.upperArm, upper), (P.forearm, upper + pose.elbow), (P.hand, upper + pose.elbow + pose.wrist)])
            otherArm = Self.chain(
                otherShoulder,
                [
                    (P.upperArm, otherUpper), (P.forearm, otherUpper - pose.otherElbow),
                    (P.hand, otherUpper - pose.otherElbow - pose.otherWrist),
                ])
        }
    }

    /// Every joint, for bounds and tests.
    public var points: [FigurePoint] {
        [pelvis, neck, head] + leg + otherLeg + arm + otherArm
    }

    /// The skeleton moved by `offset`.
    public func translated(by offset: FigurePoint) -> FigureSkeleton {
        var moved = self
        moved.pelvis = pelvis + offset
        moved.neck = neck + offset
        moved.head = head + offset
        moved.leg = leg.map { $0 + offset }
        moved.otherLeg = otherLeg.map { $0 + offset }
        moved.arm = arm.map { $0 + offset }
        moved.otherArm = otherArm.map { $0 + offset }
        return moved
    }

    private static func leg(
        from hip: FigurePoint, down: Double, hip flexion: Double, knee: Double, ankle: Double
    ) -> [FigurePoint] {
        typealias P = FigureProportions
        let thigh = down + flexion
        let shank = thigh - knee
        return chain(hip, [(P.thigh, thigh), (P.shank, shank), (P.foot, shank + 90 + ankle)])
    }

    private static func frontLeg(from hip: FigurePoint, direction: Double) -> [FigurePoint] {
        typealias P = FigureProportions
        let ankle = hip.moved(P.thigh + P.shank, direction)
        // Seen from the front the foot is short; it points out a little.
        return [hip, hip.moved(P.thigh, direction), ankle, ankle.moved(P.foot / 2, direction > 270 ? 0 : 180)]
    }

    private static func arm(from shoulder: FigurePoint, upper: Double, elbow: Double, wrist: Double) -> [FigurePoint] {
        typealias P = FigureProportions
        return chain(shoulder, [(P.upperArm, upper), (P.forearm, upper + elbow), (P.hand, upper + elbow + wrist)])
    }

    private static func chain(_ root: FigurePoint, _ segments: [(length: Double, direction: Double)]) -> [FigurePoint] {
        var points = [root]
        for segment in segments {
            points.append(points[points.count - 1].moved(segment.length, segment.direction))
        }
        return points
    }
}
