import Foundation

/// The drawing's text alternative, from the same data as the drawing: the posture, the measured
/// joint and its angles at the start and the end.
enum FigureText {
    static func sentences(exercise: Exercise, spec: FigureSpec) -> (start: String, end: String) {
        let movement = exercise.movement
        let rest = exercise.restAngle
        let start = "Start: \(spec.posture.phrase), \(state(movement, rest)) (\(AngleRange.format(rest))°)."
        let rising = (exercise.target.lower + exercise.target.upper) / 2 >= rest
        var end = "End: \(verb(movement, rising: rising)) to \(exercise.target.label), \(spec.endAction)."
        if let posture = spec.endPosture, posture != spec.posture {
            end = "End: \(posture.phrase), \(verb(movement, rising: rising)) to \(exercise.target.label)."
        }
        return (start, end)
    }

    /// The joint at an angle, in words: "knee nearly straight".
    static func state(_ movement: JointMovement, _ angle: Double) -> String {
        switch movement {
        case .kneeFlexion, .hipFlexion, .elbowFlexion:
            let joint = movement.jointName
            return switch angle {
            case ..<5: "\(joint) straight"
            case ..<21: "\(joint) nearly straight"
            case ..<75: "\(joint) partly bent"
            case ...100: "\(joint) bent to about a right angle"
            default: "\(joint) bent well past a right angle"
            }
        case .shoulderAbduction:
            return angle < 20
                ? "arm by your side" : angle < 60 ? "arm a little out from your side" : "arm raised to the side"
        case .wristExtension:
            return angle < 5 ? "wrist straight" : angle < 21 ? "wrist nearly straight" : "wrist bent back"
        case .ankleDorsiflexion:
            return angle < -4 ? "toes pointed away" : angle <= 4 ? "foot at a right angle" : "toes pulled up"
        case .trunkFlexion:
            return angle < 5 ? "sitting upright" : "leaning forward"
        }
    }

    static func verb(_ movement: JointMovement, rising: Bool) -> String {
        switch movement {
        case .kneeFlexion, .elbowFlexion: "\(movement.jointName) \(rising ? "bent" : "straightened")"
        case .hipFlexion: rising ? "hip bent, leg lifted" : "hip straightened"
        case .shoulderAbduction: rising ? "arm raised at the shoulder" : "arm lowered at the shoulder"
        case .wristExtension: rising ? "wrist bent back" : "wrist straightened"
        case .ankleDorsiflexion: rising ? "ankle bent, toes up" : "ankle pointed"
        case .trunkFlexion: rising ? "leaning forward" : "sitting up"
        }
    }
}
