import Foundation

/// How a person should stand for the camera to measure an exercise, and whether a frame shows them.
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
    }

    public let movement: JointMovement
    public let side: BodySide
    /// The canonical joints that must be in view.
    public let neededJoints: [Joint]
    /// "Step back until hips, knees and ankles are in view."
    public let stepBack: String
    /// "Turn your left side to the camera." (or face it, for movements seen from the front).
    public let turn: String
    /// Said when the person has been out of view for more than a moment.
    public let lostMessage = "We lost you — step back into view."
    /// Seconds without a usable view before the person is told they were lost.
    public static let lostAfter = 1.0

    public init(movement: JointMovement, side: BodySide) {
        self.movement = movement
        self.side = side
        neededJoints = JointAngle.joints(for: movement, side: side)
        stepBack = "Step back until \(Self.partsWord(movement)) are in view."
        switch movement {
        case .shoulderAbduction:
            turn = "Face the camera, with your \(side.rawValue) arm free to rise to the side."
        default:
            turn = "Turn your \(side.rawValue) side to the camera."
        }
    }

    /// Whether the camera can measure this movement at all (it reads landmark-based movements only).
    public var isMeasurable: Bool { JointAngle.isLandmarkBased(movement) }

    /// What to tell the person for a status.
    public func message(for status: Status) -> String {
        switch status {
        case .ok: "You're in view."
        case .noPerson: "No one in view yet. \(stepBack)"
        case .outOfView: stepBack
        case .lost: lostMessage
        }
    }

    /// Whether `image` (landmarks in pixels of a `width`×`height` frame, nil when nobody was found)
    /// shows every needed joint inside the frame with at least `minimumConfidence`.
    public func assess(_ image: PoseFrame?, width: Int, height: Int, minimumConfidence: Double) -> Status {
        guard let image else { return .noPerson }
        let inside = neededJoints.allSatisfy { joint in
            guard let point = image.point(joint), point.confidence >= minimumConfidence else { return false }
            return point.x >= 0 && point.y >= 0 && point.x <= Double(width) && point.y <= Double(height)
        }
        return inside ? .ok : .outOfView
    }

    /// The words for the parts that must be in the picture.
    static func partsWord(_ movement: JointMovement) -> String {
        switch movement {
        case .kneeFlexion, .hipFlexion: "hips, knees and ankles"
        case .elbowFlexion: "shoulders, elbows and wrists"
        case .shoulderAbduction: "your hips, shoulders and elbows"
        case .wristExtension: "your forearm and hand"
        case .ankleDorsiflexion: "your knee, ankle and foot"
        case .trunkFlexion: "your head, hips and knees"
        }
    }
}

/// Turns per-frame framing into what the page shows: a frame that isn't usable is reported as it is
/// (`noPerson`, `outOfView`) for a moment, then as `lost`, until a usable frame comes back.
public struct FramingMonitor: Sendable {
    private var unusableSince: Double?

    public init() {}

    /// The status to show for a frame of status `status` taken at `time` seconds.
    public mutating func update(_ status: CameraFraming.Status, at time: Double) -> CameraFraming.Status {
        guard status != .ok else {
            unusableSince = nil
            return .ok
        }
        let since = unusableSince ?? time
        unusableSince = since
        return time - since >= CameraFraming.lostAfter ? .lost : status
    }
}
