/// Where an exercise sits in a typical recovery: gentle early work, loading, then functional moves.
public enum ExercisePhase: String, CaseIterable, Codable, Sendable {
    case early, loading, functional

    public var displayName: String {
        switch self {
        case .early: "Early"
        case .loading: "Loading"
        case .functional: "Functional"
        }
    }
}

/// The joint movement an exercise measures. Angles are in degrees; 0° is a straight limb for
/// flexions and the arm by the side for abduction.
public enum JointMovement: String, CaseIterable, Codable, Sendable {
    case kneeFlexion = "knee_flexion"
    case hipFlexion = "hip_flexion"
    case elbowFlexion = "elbow_flexion"
    case shoulderAbduction = "shoulder_abduction"
    case wristExtension = "wrist_extension"
    case ankleDorsiflexion = "ankle_dorsiflexion"
    case trunkFlexion = "trunk_flexion"

    public var displayName: String {
        switch self {
        case .kneeFlexion: "Knee bend"
        case .hipFlexion: "Hip bend"
        case .elbowFlexion: "Elbow bend"
        case .shoulderAbduction: "Arm raise to the side"
        case .wristExtension: "Wrist lift"
        case .ankleDorsiflexion: "Ankle pull-up"
        case .trunkFlexion: "Forward bend"
        }
    }
}

/// How an exercise is done: the set-up (where the phone or camera goes, the start position) follows it.
public enum ExercisePosition: String, CaseIterable, Codable, Sendable {
    case lying, seated, standing

    public var displayName: String {
        switch self {
        case .lying: "Lying down"
        case .seated: "Seated"
        case .standing: "Standing"
        }
    }
}

/// A closed range of joint angles in degrees, `lower...upper`.
public struct AngleRange: Codable, Sendable, Hashable {
    public var lower: Double
    public var upper: Double

    public init(_ lower: Double, _ upper: Double) {
        self.lower = min(lower, upper)
        self.upper = max(lower, upper)
    }

    public func contains(_ angle: Double) -> Bool { angle >= lower && angle <= upper }

    /// "80°–95°", the way the guide shows a target.
    public var label: String { "\(Self.format(lower))°–\(Self.format(upper))°" }

    static func format(_ value: Double) -> String {
        ValueText.number(value)
    }
}

/// One home exercise. Every number is an example for education, never a prescription.
public struct Exercise: Identifiable, Codable, Sendable, Hashable {
    public var id: String
    public var name: String
    public var region: BodyRegion
    public var phase: ExercisePhase
    public var movement: JointMovement
    /// The range the movement aims for at the top of each repetition.
    public var target: AngleRange
    /// The angle the movement starts from and returns to between repetitions.
    public var restAngle: Double
    public var holdSeconds: Int
    /// Lying, seated or standing: the camera set-up and the start-position words follow it.
    public var position: ExercisePosition
    public var reps: Int
    public var sets: Int
    public var steps: [String]
    public var helperTip: String
    /// A plain-language description of what the exercise is for.
    public var summary: String
    /// Which drawing shows it on its guide; nil draws it by its movement.
    public var drawing: ExerciseDrawing?

    public init(
        id: String, name: String, region: BodyRegion, phase: ExercisePhase, movement: JointMovement,
        target: AngleRange, restAngle: Double, holdSeconds: Int, reps: Int, sets: Int,
        position: ExercisePosition = .standing, drawing: ExerciseDrawing? = nil, steps: [String], helperTip: String,
        summary: String
    ) {
        self.id = id
        self.name = name
        self.region = region
        self.phase = phase
        self.movement = movement
        self.target = target
        self.restAngle = restAngle
        self.holdSeconds = holdSeconds
        self.reps = reps
        self.sets = sets
        self.position = position
        self.steps = steps
        self.helperTip = helperTip
        self.summary = summary
        self.drawing = drawing
    }

    /// "3 sets × 10 reps, hold 5 s" — the dose, framed in the guide as an example.
    public var doseLabel: String {
        var text = "\(sets) \(sets == 1 ? "set" : "sets") × \(reps) reps"
        if holdSeconds > 0 { text += ", hold \(holdSeconds) s" }
        return text
    }
}

/// The drawings of the exercise guide: the posture and the movement each shows (`FigureSpec`).
public enum ExerciseDrawing: String, Codable, Sendable, Hashable, CaseIterable {
    case heelSlide, seatedKneeBend, quadSet, straightLegRaise, seatedKneeExtension, miniSquat, sitToStand
    case armRaise, wallWalk, elbowBend, elbowStraightening, wristLift, tabletopWristStretch
    case anklePump, towelCalfStretch, kneeToChest, standingMarch, forwardBend
}
