/// What a guided session measures and aims for: the movement, its target band, where it rests,
/// how long to hold and how many reps.
public struct MotionGoal: Codable, Sendable, Hashable {
    public var movement: JointMovement
    /// The band each rep aims for.
    public var target: AngleRange
    /// The angle each rep starts from and returns to.
    public var restAngle: Double
    /// Seconds to stay in the target band for a rep to count; 0 = reaching it is enough.
    public var holdSeconds: Double
    /// Reps asked for (one set).
    public var reps: Int
    public var side: BodySide

    public init(
        movement: JointMovement, target: AngleRange, restAngle: Double, holdSeconds: Double = 0,
        reps: Int = 10, side: BodySide = .left
    ) {
        self.movement = movement
        self.target = target
        self.restAngle = restAngle
        self.holdSeconds = max(0, holdSeconds.isFinite ? holdSeconds : 0)
        self.reps = max(0, reps)
        self.side = side
    }

    /// The goal of one set of `exercise` on `side`.
    public init(exercise: Exercise, side: BodySide = .left) {
        self.init(
            movement: exercise.movement, target: exercise.target, restAngle: exercise.restAngle,
            holdSeconds: Double(exercise.holdSeconds), reps: exercise.reps, side: side)
    }

    /// +1 when the target lies above the rest angle (heel slides, squats), −1 when below (seated knee
    /// extension aims for 0° from 90°).
    public var direction: Double {
        (target.lower + target.upper) / 2 >= restAngle ? 1 : -1
    }

    /// How far `angle` has moved from rest towards the target, in degrees: `(angle − rest)·direction`.
    /// Every threshold of the rep engine is expressed on this scale, so one state machine serves
    /// movements that aim up and movements that aim down.
    @inlinable public func progress(of angle: Double) -> Double {
        (angle - restAngle) * direction
    }

    /// Progress at the near edge of the target band (where "in" begins).
    public var targetNear: Double { min(progress(of: target.lower), progress(of: target.upper)) }
    /// Progress at the far edge of the target band (past it is "beyond").
    public var targetFar: Double { max(progress(of: target.lower), progress(of: target.upper)) }
}
