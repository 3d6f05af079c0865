/// Chooses which side of the body to measure from what the pose tracker reports: the side whose joints
/// are seen better, among the sides that move, with range of motion as the tie-break and hysteresis so
/// that a choice, once made, doesn't flip on a small difference.
///
/// Why visibility first: filmed side-on, both legs of a squat move alike, but the far leg is half
/// hidden behind the near one. A pose model then guesses the far knee (visibility ~0.92 against ~0.99
/// on MediaPipe's 5-squat clip) and the guess wobbles, so the far leg can show the *larger* range while
/// losing a rep. Why motion still matters: in a one-legged exercise filmed side-on the still leg may be
/// the better seen one; a side that moves less than ``stillRatio`` of the other's range (or less than
/// ``minimumRange``) is not a candidate while the other moves.
///
/// Feed frames with ``add(_:)``; ``choice(keeping:)`` answers at any time from the last ``window``
/// frames (all frames when nil). A side's visibility in a frame is the lowest of its three landmarks'
/// (the weakest joint limits the angle), 0 when one is missing.
public struct SideChooser: Sendable {
    /// What the chooser knows about one side.
    public struct Evidence: Sendable, Equatable {
        /// Frames looked at.
        public var frames: Int
        /// Mean over those frames of the weakest landmark's visibility (0…1).
        public var meanVisibility: Double
        /// Fraction of frames whose landmarks were all seen (visibility ≥ the minimum confidence).
        public var seenFraction: Double
        /// Range of motion in degrees: 5th to 95th percentile of the angles in frames seen.
        public var range: Double

        /// The tie-break when both sides are seen alike: range weighted by how often the side was seen.
        public var motionScore: Double { seenFraction * range }
    }

    public let movement: JointMovement
    public let minimumConfidence: Double
    /// Frames looked at, the most recent; nil for every frame.
    public var window: Int?
    /// A side wins on visibility when its mean visibility is higher by more than this.
    public var visibilityMargin = 0.03
    /// Hysteresis: leaving the current side needs a visibility lead this large (or, when visibility is
    /// within ``visibilityMargin``, a motion score ``switchRatio`` times the current side's).
    public var switchMargin = 0.06
    public var switchRatio = 1.25
    /// A side moving less than this fraction of the other side's range does not count as moving.
    public var stillRatio = 0.5
    /// Nor does one moving less than this many degrees.
    public var minimumRange = 10.0

    private var left = History()
    private var right = History()

    private struct History: Sendable {
        var visibility: [Double] = []
        /// The angle when every landmark was seen, else nil.
        var angles: [Double?] = []

        mutating func append(_ visible: Double, _ angle: Double?, window: Int?) {
            visibility.append(visible)
            angles.append(angle)
            if let window, visibility.count > 2 * max(window, 1) {
                // Trim in batches so each frame costs amortised O(1).
                visibility.removeFirst(visibility.count - window)
                angles.removeFirst(angles.count - window)
            }
        }
    }

    public init(movement: JointMovement, minimumConfidence: Double = MotionTuning().minimumConfidence, window: Int? = nil) {
        self.movement = movement
        self.minimumConfidence = minimumConfidence
        self.window = window
    }

    /// Looks at one frame (both sides).
    public mutating func add(_ frame: PoseFrame) {
        for side in BodySide.allCases {
            let visible = Self.visibility(of: movement, side: side, in: frame)
            var angle: Double?
            if case .angle(let degrees) = JointAngle.measure(
                movement, side: side, in: frame, minimumConfidence: minimumConfidence), degrees.isFinite {
                angle = degrees
            }
            switch side {
            case .left: left.append(visible, angle, window: window)
            case .right: right.append(visible, angle, window: window)
            }
        }
    }

    /// Looks at every pose frame of `recording`.
    public mutating func add(_ recording: Recording) {
        for case .pose(let frame) in recording.samples { add(frame) }
    }

    /// What is known about `side` over the window.
    public func evidence(_ side: BodySide) -> Evidence {
        let history = side == .left ? left : right
        let count = window.map { min($0, history.visibility.count) } ?? history.visibility.count
        guard count > 0 else { return Evidence(frames: 0, meanVisibility: 0, seenFraction: 0, range: 0) }
        let visibility = history.visibility.suffix(count)
        var angles = history.angles.suffix(count).compactMap { $0 }
        var range = 0.0
        if angles.count >= 2 {
            angles.sort()
            range = angles[Int(Double(angles.count - 1) * 0.95)] - angles[Int(Double(angles.count - 1) * 0.05)]
        }
        return Evidence(
            frames: count, meanVisibility: visibility.reduce(0, +) / Double(count),
            seenFraction: Double(angles.count) / Double(count), range: range)
    }

    /// The side to measure. With `current`, the side measured so far is kept unless the other one is
    /// clearly better (hysteresis); with none, the better side wins by any margin, left on a tie.
    public func choice(keeping current: BodySide? = nil) -> BodySide {
        let evidence = (left: evidence(.left), right: evidence(.right))
        let widest = max(evidence.left.range, evidence.right.range)
        func moves(_ side: Evidence) -> Bool { side.range >= max(minimumRange, stillRatio * widest) }
        let leftMoves = moves(evidence.left), rightMoves = moves(evidence.right)
        if leftMoves != rightMoves { return leftMoves ? .left : .right }

        let lead = evidence.right.meanVisibility - evidence.left.meanVisibility  // > 0: right seen better
        guard let current else {
            if abs(lead) > visibilityMargin { return lead > 0 ? .right : .left }
            return evidence.right.motionScore > evidence.left.motionScore ? .right : .left
        }
        let other: BodySide = current == .left ? .right : .left
        let (mine, theirs) = current == .left ? (evidence.left, evidence.right) : (evidence.right, evidence.left)
        let theirLead = current == .left ? lead : -lead
        if theirLead > switchMargin { return other }
        if abs(theirLead) <= visibilityMargin, theirs.motionScore > switchRatio * mine.motionScore { return other }
        return current
    }

    /// The weakest of the movement's three landmarks' visibility on `side`; 0 when one is missing.
    static func visibility(of movement: JointMovement, side: BodySide, in frame: PoseFrame) -> Double {
        guard let (a, b, c) = JointAngle.landmarks(for: movement, side: side, in: frame),
              let pa = frame.point(a), let pb = frame.point(b), let pc = frame.point(c)
        else { return 0 }
        let lowest = min(pa.confidence, pb.confidence, pc.confidence)
        return lowest.isFinite ? max(0, min(1, lowest)) : 0
    }
}
