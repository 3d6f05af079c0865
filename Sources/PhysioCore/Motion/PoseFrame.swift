/// One landmark of a pose: a position in any consistent unit, and the tracker's confidence.
///
/// 2D sources leave `z` at 0. A missing landmark has non-finite coordinates (see ``missing``).
public struct PosePoint: Sendable, Hashable, Codable {
    public var x: Double
    public var y: Double
    public var z: Double
    /// The tracker's confidence or visibility, 0…1; 1 when the source gives none.
    public var confidence: Double

    public init(x: Double, y: Double, z: Double = 0, confidence: Double = 1) {
        self.x = x
        self.y = y
        self.z = z
        self.confidence = confidence
    }

    /// A landmark the source did not report.
    public static let missing = PosePoint(x: .nan, y: .nan, z: .nan, confidence: 0)
}

/// One frame from a pose source: a timestamp and the landmarks in the source skeleton's order.
public struct PoseFrame: Sendable, Hashable {
    /// Seconds on the source's clock; only differences matter.
    public var time: Double
    public var skeleton: Skeleton
    /// Landmarks in ``Skeleton/landmarkNames`` order; a short array means the rest are missing.
    public var points: [PosePoint]

    public init(time: Double, skeleton: Skeleton, points: [PosePoint]) {
        self.time = time
        self.skeleton = skeleton
        self.points = points
    }

    /// A canonical frame from landmarks keyed by name in any supported skeleton's spelling
    /// (`left_knee`, `KneeLeft`, `left_leg_joint`). Names that are not canonical joints are ignored.
    public init(time: Double, named landmarks: [String: PosePoint]) {
        var points = [PosePoint](repeating: .missing, count: Joint.allCases.count)
        for (name, point) in landmarks {
            if let joint = Skeleton.joint(named: name) { points[joint.rawValue] = point }
        }
        self.init(time: time, skeleton: .canonical, points: points)
    }

    /// The landmark for `joint`, or nil when the source has none there or did not report it.
    @inlinable public func point(_ joint: Joint) -> PosePoint? {
        guard let index = skeleton.index(of: joint), index < points.count else { return nil }
        let point = points[index]
        guard point.x.isFinite, point.y.isFinite else { return nil }
        return point
    }
}

/// A sample for the motion engine: a pose frame, a plain angle, or a phone's orientation.
public enum MotionSample: Sendable {
    /// Landmarks from a pose tracker; the angle is computed from them.
    case pose(PoseFrame)
    /// An angle in degrees measured elsewhere (a slider, a goniometer app) at `time` seconds.
    case angle(time: Double, degrees: Double)
    /// A W3C DeviceOrientation reading from a phone strapped to the moving segment; the angle is its
    /// rotation from the calibration pose (see ``SessionEngine/calibrate(_:holding:)``).
    case orientation(time: Double, DeviceOrientation)

    /// The sample's timestamp in seconds.
    public var time: Double {
        switch self {
        case .pose(let frame): frame.time
        case .angle(let time, _), .orientation(let time, _): time
        }
    }
}
