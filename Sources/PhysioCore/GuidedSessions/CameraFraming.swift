import Foundation

/// How a person should set up for the camera to measure an exercise, and whether a frame shows them.
///
/// In a 2-D image a joint angle is the one projected on the image plane, so flexion (knee, hip, elbow)
/// is filmed side-on with the measured side towards the camera, and shoulder abduction front-on.
/// The joints the movement reads (see ``JointAngle/joints(for:side:)``) must all be in the picture.
public struct CameraFraming: Sendable, Hashable {
    /// Whether one frame shows what the movement needs.
    public enum Status: String, Sendable, Codable {
        /// The needed joints are in the picture and seen clearly.
        case ok
        /// The estimator found no person.
        case noPerson = "no_person"
        /// A person, but some needed joint is outside the picture or hidden.
        case outOfView = "out_of_view"
        /// No usable view for longer than ``CameraFraming/lostAfter``.
        case lost
        /// In view, but the engine could not use a quarter or more of the recent frames (the tracker
        /// keeps losing the joint or jumping): the count may be off (``FramingMonitor``).
        case shaky
    }

    public let movement: JointMovement
    public let side: BodySide
    /// Lying, seated or standing: where the device goes and how to face it follow it.
    public let position: ExercisePosition
    /// The canonical joints the movement reads (the zone-coloured chain on the preview).
    public let neededJoints: [Joint]
    /// The joints that must be inside the picture: the measured limb. A reference joint that only gives
    /// a direction (the hip for an arm raise, the shoulder for a hip bend) may lie outside the frame as
    /// long as the estimator still sees it, e.g. the hips below the frame of a seated arm raise.
    public let inFrameJoints: [Joint]
    /// "Put this device on a chair beside the bed, at the height of your hips, about 2 m away."
    public let placement: String
    /// "Make sure your left hip, knee and ankle are in the picture."
    public let stepBack: String
    /// "Lie with your left side towards the device." (or face it, for movements seen from the front).
    public let turn: String
    /// Said when the person has been out of view for more than a moment.
    public let lostMessage: String
    /// Said when the person is in view but the tracker keeps losing the joint.
    public let shakyMessage: String
    /// Seconds without a usable view before the person is told they were lost.
    public static let lostAfter = 1.0

    public init(movement: JointMovement, side: BodySide, position: ExercisePosition = .standing) {
        self.movement = movement
        self.side = side
        self.position = position
        neededJoints = JointAngle.joints(for: movement, side: side)
        inFrameJoints =
            switch movement {
            case .shoulderAbduction, .hipFlexion: Array(neededJoints.dropFirst())
            default: neededJoints
            }
        let parts = Self.partsInViewWord(movement, side: side, position: position)
        stepBack = parts.prefix(1).uppercased() + parts.dropFirst()
        lostMessage = "I can't see you — \(parts)"
        shakyMessage = "The camera keeps losing your \(side.rawValue) \(movement.jointName), so reps may be missed. "
            + "Try more light, and keep your \(side.rawValue) \(Self.partsWord(movement)) in view."
        let sideName = side.rawValue
        switch position {
        case .lying:
            placement = "Put this device on a chair beside the bed or mat, at the height of your hips, about 2 m away."
        case .seated:
            placement = "Stand this device up about 2 m away, level with you as you sit."
        case .standing:
            placement = "Stand this device up about 2–3 metres away, at hip height."
        }
        switch (movement, position) {
        case (.shoulderAbduction, .seated):
            turn = "Sit facing the camera, your \(sideName) arm free to rise to the side."
        case (.shoulderAbduction, _): turn = "Face the camera, with your \(sideName) arm free to rise to the side."
        case (_, .lying): turn = "Lie with your \(sideName) side towards the device."
        case (_, .seated): turn = "Sit side-on, your \(sideName) side towards the device."
        case (_, .standing): turn = "Turn your \(sideName) side to the camera."
        }
    }

    /// "make sure your left hip, knee and ankle are in view." (standing: "step back until …").
    public static func partsInViewWord(_ movement: JointMovement, side: BodySide, position: ExercisePosition) -> String
    {
        let parts = "your \(side.rawValue) \(partsWord(movement))"
        return position == .standing ? "step back until \(parts) are in view." : "make sure \(parts) are in view."
    }

    /// Whether the camera can measure this movement at all (it reads landmark-based movements only).
    public var isMeasurable: Bool { JointAngle.isLandmarkBased(movement) }

    /// What to tell the person for a status.
    public func message(for status: Status) -> String {
        switch status {
        case .ok: "Got you — you're in view."
        case .noPerson: "No one in view yet. \(stepBack)"
        case .outOfView: stepBack
        case .lost: lostMessage
        case .shaky: shakyMessage
        }
    }

    /// Whether `image` (landmarks in pixels of a `width`×`height` frame, nil when nobody was found)
    /// shows every needed joint with at least `minimumConfidence`, and the measured limb inside the frame.
    public func assess(_ image: PoseFrame?, width: Int, height: Int, minimumConfidence: Double) -> Status {
        guard let image else { return .noPerson }
        let seen = neededJoints.allSatisfy { joint in
            guard let point = image.point(joint) else { return false }
            return point.confidence >= minimumConfidence
        }
        let inside =
            seen
            && inFrameJoints.allSatisfy { joint in
                guard let point = image.point(joint) else { return false }
                return point.x >= 0 && point.y >= 0 && point.x <= Double(width) && point.y <= Double(height)
            }
        return inside ? .ok : .outOfView
    }

    /// The words for the parts that must be in the picture: only the measured limb.
    static func partsWord(_ movement: JointMovement) -> String {
        switch movement {
        case .kneeFlexion: "hip, knee and ankle"
        case .hipFlexion: "hip and knee"
        case .elbowFlexion: "shoulder, elbow and wrist"
        case .shoulderAbduction: "shoulder, elbow and hand"
        case .wristExtension: "forearm and hand"
        case .ankleDorsiflexion: "knee, ankle and foot"
        case .trunkFlexion: "head, hip and knee"
        }
    }
}

/// Turns per-frame framing into what the page shows: a frame that isn't usable is reported as it is
/// (`noPerson`, `outOfView`) for a moment, then as `lost`, until a usable frame comes back; a usable
/// view while the engine rejected a quarter or more of the last ``window`` frames is `shaky`
/// (``SessionMetrics/shakyTrackingShare``, the share from which a finished set's count may be off).
public struct FramingMonitor: Sendable {
    /// Frames the shaky check looks back over (2 s at the live page's 10 frames a second).
    public static let window = 20
    private var unusableSince: Double?
    /// The engine's verdict on the last ``window`` frames, newest in the lowest bit: 1 rejected.
    private var rejections: UInt32 = 0
    private var frames = 0

    public init() {}

    /// The status to show for a frame of status `status` taken at `time` seconds, which the engine
    /// rejected or used (`rejected`).
    public mutating func update(_ status: CameraFraming.Status, rejected: Bool = false, at time: Double) -> CameraFraming.Status {
        rejections = (rejections << 1 | (rejected ? 1 : 0)) & (1 << Self.window - 1)
        frames = min(frames + 1, Self.window)
        guard status != .ok else {
            unusableSince = nil
            let share = Double(rejections.nonzeroBitCount) / Double(frames)
            return frames >= Self.window / 2 && share >= SessionMetrics.shakyTrackingShare ? .shaky : .ok
        }
        let since = unusableSince ?? time
        unusableSince = since
        return time - since >= CameraFraming.lostAfter ? .lost : status
    }
}
