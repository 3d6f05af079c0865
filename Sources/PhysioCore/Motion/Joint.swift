/// The body side a measured joint is on, from the person's own point of view.
public enum BodySide: String, CaseIterable, Codable, Sendable, FormChoice {
    case left, right
}

/// A canonical joint every pose source is mapped onto before angles are computed.
///
/// The raw value is the joint's name in recordings and in the live pose protocol (`left_knee`).
public enum Joint: Int, CaseIterable, Codable, Sendable {
    case leftShoulder, leftElbow, leftWrist, leftHip, leftKnee, leftAnkle
    case rightShoulder, rightElbow, rightWrist, rightHip, rightKnee, rightAnkle
    case neck, pelvis

    /// The canonical name, e.g. `left_knee`.
    public var name: String { Joint.names[rawValue] }

    /// The joint called `name` in canonical spelling, or nil.
    public init?(name: String) {
        guard let index = Joint.names.firstIndex(of: name) else { return nil }
        self.init(rawValue: index)
    }

    private static let names = [
        "left_shoulder", "left_elbow", "left_wrist", "left_hip", "left_knee", "left_ankle",
        "right_shoulder", "right_elbow", "right_wrist", "right_hip", "right_knee", "right_ankle",
        "neck", "pelvis",
    ]

    /// The shoulder, elbow, wrist, hip, knee or ankle on `side`.
    public static func shoulder(_ side: BodySide) -> Joint { side == .left ? .leftShoulder : .rightShoulder }
    public static func elbow(_ side: BodySide) -> Joint { side == .left ? .leftElbow : .rightElbow }
    public static func wrist(_ side: BodySide) -> Joint { side == .left ? .leftWrist : .rightWrist }
    public static func hip(_ side: BodySide) -> Joint { side == .left ? .leftHip : .rightHip }
    public static func knee(_ side: BodySide) -> Joint { side == .left ? .leftKnee : .rightKnee }
    public static func ankle(_ side: BodySide) -> Joint { side == .left ? .leftAnkle : .rightAnkle }
}
