import Foundation

/// How the body rests during an exercise and what it rests on. The drawings keep their own list
/// (`ExerciseFigure+Library.swift`) until the catalogue carries a position of its own.
public enum FigurePosture: String, Sendable, Hashable, CaseIterable {
    case lyingOnBack, longSitting, seated, seatedAtTable, standing, standingAtTable, standingFacing

    /// "lying on your back", as the text alternative says it.
    public var phrase: String {
        switch self {
        case .lyingOnBack: "lying on your back"
        case .longSitting: "sitting on the floor, legs straight out in front"
        case .seated: "sitting on a chair"
        case .seatedAtTable: "sitting at a table, arm resting on it"
        case .standing: "standing"
        case .standingAtTable: "standing at a table, hand on it"
        case .standingFacing: "standing tall, seen from the front"
        }
    }

    var view: FigureView { self == .standingFacing ? .front : .side }
}

/// The part of the body that stays put from start to end (the others move around it).
enum FigureAnchor: Sendable {
    case pelvis, standingFoot
}

/// Something the figure lies, sits or stands on, or holds, drawn as a plain line.
public struct FigureProp: Sendable, Hashable {
    public enum Kind: String, Sendable {
        case ground, furniture, towel
    }

    public var kind: Kind
    public var points: [FigurePoint]

    public init(_ kind: Kind, _ points: [FigurePoint]) {
        self.kind = kind
        self.points = points
    }
}

/// The measured angle as drawn: its vertex, the direction of 0° and which way it grows.
public struct FigureAngle: Sendable, Hashable {
    public var vertex: FigurePoint
    /// The direction, in degrees, the moving segment points at 0°.
    public var reference: Double
    /// +1 when the angle grows anticlockwise on the drawing, −1 clockwise.
    public var turn: Double
    /// The angle between the reference and the moving segment, measured on the drawn points.
    public var degrees: Double

    /// The direction, in degrees, of the moving segment at `angle`.
    public func direction(at angle: Double) -> Double { reference + turn * angle }
}

/// One drawn pose: the figure, the measured angle on it and the props that move with it.
public struct FigureFrame: Sendable, Hashable {
    public var skeleton: FigureSkeleton
    public var angle: FigureAngle
    public var props: [FigureProp]
}

/// An exercise's drawing: the figure at the start and at the end of a repetition, the joint the
/// camera and engine measure with its angle, and a text alternative, all from the exercise's
/// movement, rest angle and target band.
public struct ExerciseFigure: Sendable {
    public var exerciseID: String
    public var movement: JointMovement
    public var view: FigureView
    public var startPosture: FigurePosture
    public var endPosture: FigurePosture
    public var target: AngleRange
    /// The angle drawn at the start: the exercise's rest angle.
    public var startAngle: Double
    /// The angle drawn at the end: the middle of the target band.
    public var endAngle: Double
    public var start: FigureFrame
    public var end: FigureFrame
    /// What stays put: the bed, floor, chair, table or wall.
    public var props: [FigureProp]
    /// "Start: lying on your back, knee nearly straight (10°)."
    public var startText: String
    /// "End: knee bent to 80°–95°, heel slid up towards your bottom."
    public var endText: String

    let spec: FigureSpec
    private let anchor: FigurePoint

    /// The whole text alternative: start, end, and what the arc shows.
    public var textAlternative: String {
        "\(startText) \(endText) The arc marks the \(movement.jointName) angle the camera measures."
    }

    public init(exercise: Exercise) {
        spec = FigureSpec.spec(for: exercise)
        exerciseID = exercise.id
        movement = exercise.movement
        view = spec.posture.view
        startPosture = spec.posture
        endPosture = spec.endPosture ?? spec.posture
        target = exercise.target
        startAngle = exercise.restAngle
        endAngle = (exercise.target.lower + exercise.target.upper) / 2
        let placed = spec.placedStart(angle: startAngle)
        anchor = spec.anchorPoint(of: placed)
        start = Self.frame(placed, movement: movement, spec: spec)
        end = Self.frame(spec.skeleton(angle: endAngle, anchoredAt: anchor), movement: movement, spec: spec)
        props = spec.props(start: start.skeleton, end: end.skeleton)
        (startText, endText) = FigureText.sentences(exercise: exercise, spec: spec)
    }

    /// `count` frames (at least 2) from start to end, eased so the movement starts and stops
    /// gently: the angles, not the points, are interpolated, so limbs keep their length.
    public func frames(_ count: Int) -> [FigureFrame] {
        let steps = max(count, 2) - 1
        return (0...steps).map { step in
            let progress = (1 - cos(Double(step) / Double(steps) * .pi)) / 2
            let angle = startAngle + (endAngle - startAngle) * progress
            return Self.frame(spec.skeleton(angle: angle, anchoredAt: anchor), movement: movement, spec: spec)
        }
    }

    static func frame(_ skeleton: FigureSkeleton, movement: JointMovement, spec: FigureSpec) -> FigureFrame {
        FigureFrame(skeleton: skeleton, angle: movement.measuredAngle(on: skeleton), props: spec.movingProps(skeleton))
    }
}

extension JointMovement {
    /// The joint a person reads in the text alternative ("knee").
    public var jointName: String {
        switch self {
        case .kneeFlexion: "knee"
        case .hipFlexion: "hip"
        case .elbowFlexion: "elbow"
        case .shoulderAbduction: "shoulder"
        case .wristExtension: "wrist"
        case .ankleDorsiflexion: "ankle"
        case .trunkFlexion: "lower back"
        }
    }

    /// The angle as the engine defines it (`JointMovement`'s doc), measured on a drawn skeleton:
    /// 0° is the straight limb (the arm by the side, the foot at a right angle, sitting upright).
    public func measuredAngle(on skeleton: FigureSkeleton) -> FigureAngle {
        let (vertex, reference, moving, turn): (FigurePoint, Double, FigurePoint, Double)
        let leg = skeleton.leg, arm = skeleton.arm
        switch self {
        case .kneeFlexion: (vertex, reference, moving, turn) = (leg[1], leg[0].direction(to: leg[1]), leg[2], -1)
        case .hipFlexion:
            (vertex, reference, moving, turn) = (leg[0], skeleton.neck.direction(to: skeleton.pelvis), leg[1], 1)
        case .elbowFlexion: (vertex, reference, moving, turn) = (arm[1], arm[0].direction(to: arm[1]), arm[2], 1)
        case .shoulderAbduction:
            (vertex, reference, moving, turn) = (arm[0], skeleton.neck.direction(to: skeleton.pelvis), arm[1], 1)
        case .wristExtension: (vertex, reference, moving, turn) = (arm[2], arm[1].direction(to: arm[2]), arm[3], 1)
        case .ankleDorsiflexion:
            (vertex, reference, moving, turn) = (leg[2], leg[1].direction(to: leg[2]) + 90, leg[3], 1)
        case .trunkFlexion: (vertex, reference, moving, turn) = (skeleton.pelvis, 90, skeleton.neck, -1)
        }
        let degrees = turn * normalized(vertex.direction(to: moving) - reference)
        return FigureAngle(vertex: vertex, reference: reference, turn: turn, degrees: degrees)
    }
}
