/// A pose source's landmark layout, and how its landmarks map onto canonical ``Joint``s.
///
/// Frames from a source arrive as an array in the source's own order (``landmarkNames``); the engine
/// reads only the few canonical joints it needs, through a precomputed index table.
public enum Skeleton: String, CaseIterable, Codable, Sendable {
    /// ``Joint`` order itself: 14 points, `left_shoulder` … `pelvis`.
    case canonical
    /// MediaPipe BlazePose, 33 landmarks (Bazarevsky et al. 2020; MediaPipe Pose landmark model).
    case blazePose33 = "blazepose33"
    /// COCO keypoints, 17 (Lin et al. 2014), as produced by OpenPose/MoveNet/YOLO-pose.
    case coco17
    /// Microsoft Kinect v2 body tracking, 25 joints (`JointType` order).
    case kinectV2 = "kinect_v2"
    /// ARKit's 2D body skeleton (`ARSkeleton2D`, 17 joints in `jointLandmarks` order). 3D ARKit frames
    /// use the same joint names and may be sent by name, see ``PoseFrame/init(time:named:)``.
    case arkit

    /// The source's landmark names in the order its frames list them.
    public var landmarkNames: [String] {
        switch self {
        case .canonical: Joint.allCases.map(\.name)
        case .blazePose33: Self.blazePoseNames
        case .coco17: Self.cocoNames
        case .kinectV2: Self.kinectNames
        case .arkit: Self.arkitNames
        }
    }

    /// The landmark index holding `joint` in this layout, or nil when the source has no such joint.
    @inlinable public func index(of joint: Joint) -> Int? {
        let index = Skeleton.indexTables[Skeleton.ordinal(self)][joint.rawValue]
        return index < 0 ? nil : index
    }

    /// The canonical joint a landmark or joint name denotes, in any supported skeleton's spelling
    /// (case-insensitive): `left_knee`, `KneeLeft`, `left_leg_joint`. Nil for names of landmarks that are
    /// not canonical joints (`nose`) and for unknown names; see ``isKnownLandmarkName(_:)``.
    public static func joint(named name: String) -> Joint? {
        aliases[name.lowercased()]
    }

    /// Whether `name` is a landmark of some supported skeleton (canonical joint or not).
    public static func isKnownLandmarkName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return aliases[lowered] != nil || otherLandmarkNames.contains(lowered)
    }

    // MARK: - Tables

    @usableFromInline static func ordinal(_ skeleton: Skeleton) -> Int {
        switch skeleton {
        case .canonical: 0
        case .blazePose33: 1
        case .coco17: 2
        case .kinectV2: 3
        case .arkit: 4
        }
    }

    /// Per skeleton (in ``ordinal(_:)`` order), per ``Joint`` raw value: the landmark index, or -1.
    @usableFromInline static let indexTables: [[Int]] = [
        Skeleton.canonical, .blazePose33, .coco17, .kinectV2, .arkit,
    ].map { skeleton in
        Joint.allCases.map { joint in
            skeleton.landmarkNames.firstIndex { aliases[$0.lowercased()] == joint } ?? -1
        }
    }

    private static let aliases: [String: Joint] = {
        var table: [String: Joint] = [:]
        for joint in Joint.allCases { table[joint.name] = joint }
        let kinect: [String: Joint] = [
            "shoulderleft": .leftShoulder, "elbowleft": .leftElbow, "wristleft": .leftWrist,
            "hipleft": .leftHip, "kneeleft": .leftKnee, "ankleleft": .leftAnkle,
            "shoulderright": .rightShoulder, "elbowright": .rightElbow, "wristright": .rightWrist,
            "hipright": .rightHip, "kneeright": .rightKnee, "ankleright": .rightAnkle,
            "neck": .neck, "spinebase": .pelvis,
        ]
        // ARKit: `*_shoulder_1_joint` is ARSkeleton.JointName.leftShoulder; `*_arm_joint` (3D only) is
        // the top of the humerus and is accepted as the same joint. `hips_joint`/`root` is the pelvis.
        let arkit: [String: Joint] = [
            "left_shoulder_1_joint": .leftShoulder, "left_arm_joint": .leftShoulder,
            "left_forearm_joint": .leftElbow, "left_hand_joint": .leftWrist,
            "left_upleg_joint": .leftHip, "left_leg_joint": .leftKnee, "left_foot_joint": .leftAnkle,
            "right_shoulder_1_joint": .rightShoulder, "right_arm_joint": .rightShoulder,
            "right_forearm_joint": .rightElbow, "right_hand_joint": .rightWrist,
            "right_upleg_joint": .rightHip, "right_leg_joint": .rightKnee, "right_foot_joint": .rightAnkle,
            "neck_1_joint": .neck, "root": .pelvis, "hips_joint": .pelvis,
        ]
        table.merge(kinect) { first, _ in first }
        table.merge(arkit) { first, _ in first }
        return table
    }()

    private static let otherLandmarkNames: Set<String> = {
        let all = blazePoseNames + cocoNames + kinectNames + arkitNames
        return Set(all.map { $0.lowercased() }.filter { aliases[$0] == nil })
    }()

    static let blazePoseNames = [
        "nose", "left_eye_inner", "left_eye", "left_eye_outer", "right_eye_inner", "right_eye",
        "right_eye_outer", "left_ear", "right_ear", "mouth_left", "mouth_right",
        "left_shoulder", "right_shoulder", "left_elbow", "right_elbow", "left_wrist", "right_wrist",
        "left_pinky", "right_pinky", "left_index", "right_index", "left_thumb", "right_thumb",
        "left_hip", "right_hip", "left_knee", "right_knee", "left_ankle", "right_ankle",
        "left_heel", "right_heel", "left_foot_index", "right_foot_index",
    ]

    static let cocoNames = [
        "nose", "left_eye", "right_eye", "left_ear", "right_ear",
        "left_shoulder", "right_shoulder", "left_elbow", "right_elbow", "left_wrist", "right_wrist",
        "left_hip", "right_hip", "left_knee", "right_knee", "left_ankle", "right_ankle",
    ]

    static let kinectNames = [
        "SpineBase", "SpineMid", "Neck", "Head", "ShoulderLeft", "ElbowLeft", "WristLeft", "HandLeft",
        "ShoulderRight", "ElbowRight", "WristRight", "HandRight", "HipLeft", "KneeLeft", "AnkleLeft",
        "FootLeft", "HipRight", "KneeRight", "AnkleRight", "FootRight", "SpineShoulder",
        "HandTipLeft", "ThumbLeft", "HandTipRight", "ThumbRight",
    ]

    static let arkitNames = [
        "head_joint", "neck_1_joint", "right_shoulder_1_joint", "right_forearm_joint", "right_hand_joint",
        "left_shoulder_1_joint", "left_forearm_joint", "left_hand_joint", "right_upLeg_joint",
        "right_leg_joint", "right_foot_joint", "left_upLeg_joint", "left_leg_joint", "left_foot_joint",
        "right_eye_joint", "left_eye_joint", "root",
    ]
}
