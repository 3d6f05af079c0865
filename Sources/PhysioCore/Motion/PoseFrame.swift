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

/// Which space a frame's landmarks are in, which decides how angles are computed from them.
public enum PoseSpace: String, Codable, Sendable, CaseIterable {
    /// Image landmarks: `x` right and `y` down in one unit on both axes (pixels). Angles are 2-D, in the
    /// image plane; `z` is ignored, because an image model's depth is too noisy to measure with
    /// (BlazePose's image `z` jitters by up to ~80 px-equivalent frame to frame, against 1–6 px for x, y).
    /// Normalized image coordinates (0…1 of width and height) must be scaled to pixels first, see
    /// ``PoseFrame/init(time:skeleton:normalizedImagePoints:width:height:)``.
    case image
    /// World landmarks: 3-D positions in one metric unit (metres; MediaPipe's world landmarks, Kinect,
    /// ARKit, motion capture). Angles are 3-D and use `z` when it is given.
    case world
}

/// One frame from a pose source: a timestamp and the landmarks in the source skeleton's order.
public struct PoseFrame: Sendable, Hashable {
    /// Seconds on the source's clock; only differences matter.
    public var time: Double
    public var skeleton: Skeleton
    /// Landmarks in ``Skeleton/landmarkNames`` order; a short array means the rest are missing.
    public var points: [PosePoint]
    /// Image (2-D angles, `z` ignored) or world (3-D angles) landmarks. Sources that send 2-D points
    /// with `z` = 0 get the same angles either way.
    public var space: PoseSpace

    public init(time: Double, skeleton: Skeleton, points: [PosePoint], space: PoseSpace = .world) {
        self.time = time
        self.skeleton = skeleton
        self.points = points
        self.space = space
    }

    /// An image-space frame from normalized image landmarks, as MediaPipe reports them: `x` and `y` in
    /// 0…1 of the frame's width and height (different units on a non-square frame), scaled here to
    /// pixels of a `width`×`height` frame. The image model's `z` is dropped.
    public init(time: Double, skeleton: Skeleton, normalizedImagePoints points: [PosePoint], width: Double, height: Double) {
        self.init(
            time: time, skeleton: skeleton,
            points: points.map { PosePoint(x: $0.x * width, y: $0.y * height, z: 0, confidence: $0.confidence) },
            space: .image)
    }

    /// A canonical frame from landmarks keyed by name in any supported skeleton's spelling
    /// (`left_knee`, `KneeLeft`, `left_leg_joint`). Names that are not canonical joints are ignored.
    public init(time: Double, named landmarks: [String: PosePoint], space: PoseSpace = .world) {
        var points = [PosePoint](repeating: .missing, count: Joint.allCases.count)
        for (name, point) in landmarks {
            if let joint = Skeleton.joint(named: name) { points[joint.rawValue] = point }
        }
        self.init(time: time, skeleton: .canonical, points: points, space: space)
    }

    /// The landmark for `joint`, or nil when the source has none there or did not report it.
    /// Always inlined: as a call it returned the 32-byte point through memory, and reading it back
    /// stalled the engine for about a sixth of its time per frame (`perf annotate`).
    @inlinable @inline(__always) public func point(_ joint: Joint) -> PosePoint? {
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
