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
    /// A switch of constants, not a table lookup: the engine asks for three to five landmarks per frame,
    /// and reading a global table (lazy initialisation check, nested array retain and bounds checks) took a
    /// quarter of the engine's time. ``nameDerivedIndex(of:)`` is the same mapping read from the names;
    /// a test keeps the two equal.
    @inlinable public func index(of joint: Joint) -> Int? {
        let index: Int
        switch self {
        case .canonical: return joint.rawValue
        case .blazePose33:
            switch joint {
            case .leftShoulder: index = 11
            case .rightShoulder: index = 12
            case .leftElbow: index = 13
            case .rightElbow: index = 14
            case .leftWrist: index = 15
            case .rightWrist: index = 16
            case .leftHip: index = 23
            case .rightHip: index = 24
            case .leftKnee: index = 25
            case .rightKnee: index = 26
            case .leftAnkle: index = 27
            case .rightAnkle: index = 28
            case .neck, .pelvis: return nil
            }
        case .coco17:
            switch joint {
            case .leftShoulder: index = 5
            case .rightShoulder: index = 6
            case .leftElbow: index = 7
            case .rightElbow: index = 8
            case .leftWrist: index = 9
            case .rightWrist: index = 10
            case .leftHip: index = 11
            case .rightHip: index = 12
            case .leftKnee: index = 13
            case .rightKnee: index = 14
            case .leftAnkle: index = 15
            case .rightAnkle: index = 16
            case .neck, .pelvis: return nil
            }
        case .kinectV2:
            switch joint {
            case .pelvis: index = 0
            case .neck: index = 2
            case .leftShoulder: index = 4
            case .leftElbow: index = 5
            case .leftWrist: index = 6
            case .rightShoulder: index = 8
            case .rightElbow: index = 9
            case .rightWrist: index = 10
            case .leftHip: index = 12
            case .leftKnee: index = 13
            case .leftAnkle: index = 14
            case .rightHip: index = 16
            case .rightKnee: index = 17
            case .rightAnkle: index = 18
            }
        case .arkit:
            switch joint {
            case .neck: index = 1
            case .rightShoulder: index = 2
            case .rightElbow: index = 3
            case .rightWrist: index = 4
            case .leftShoulder: index = 5
            case .leftElbow: index = 6
            case .leftWrist: index = 7
            case .rightHip: index = 8
            case .rightKnee: index = 9
            case .rightAnkle: index = 10
            case .leftHip: index = 11
            case .leftKnee: index = 12
            case .leftAnkle: index = 13
            case .pelvis: index = 16
            }
        }
        return index
    }

    /// The landmark index of `joint`, found by reading ``landmarkNames`` (slow; for checking
    /// ``index(of:)``).
    func nameDerivedIndex(of joint: Joint) -> Int? {
        landmarkNames.firstIndex { Skeleton.aliases[$0.lowercased()] == joint }
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
