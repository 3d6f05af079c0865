/// The seven body areas a person can pick in triage, each with its own icon and tint.
public enum BodyRegion: String, CaseIterable, Codable, Sendable, Hashable {
    case shoulder, elbow, wrist, knee, ankle, hip, back

    /// The name a person reads ("Knee").
    public var displayName: String {
        switch self {
        case .shoulder: "Shoulder"
        case .elbow: "Elbow"
        case .wrist: "Wrist"
        case .knee: "Knee"
        case .ankle: "Ankle"
        case .hip: "Hip"
        case .back: "Back"
        }
    }

    /// The id of the region's icon in the app's own icon set.
    public var iconName: String {
        switch self {
        case .shoulder: "region-shoulder"
        case .elbow: "region-elbow"
        case .wrist: "region-wrist"
        case .knee: "region-knee"
        case .ankle: "region-ankle"
        case .hip: "region-hip"
        case .back: "region-back"
        }
    }

    /// The design-token tint (blue shoulder, orange elbow, purple wrist, green knee, teal ankle,
    /// pink hip, brown back), as the seeds assign them.
    public var tint: String {
        switch self {
        case .shoulder: "blue"
        case .elbow: "orange"
        case .wrist: "purple"
        case .knee: "green"
        case .ankle: "teal"
        case .hip: "pink"
        case .back: "brown"
        }
    }
}
