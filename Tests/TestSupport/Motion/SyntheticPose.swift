import Foundation
import PhysioCore

/// Builds pose frames in any supported skeleton whose measured joint angle is a known value.
public enum SyntheticPose {
    /// Segment length in coordinate units (a body is about 1 unit tall, like normalised image coordinates).
    public static let segment = 0.25

    /// A frame where `movement` on `side` measures `angle` degrees, and on the other side
    /// `otherSideAngle` (nil: 0°, standing); every other landmark sits at a plausible standing position.
    /// In 2D the movement is in the image plane; in 3D the plane is turned 35° out of it, so only a true
    /// 3D computation gives the right angle.
    public static func frame(
        angle: Double, movement: JointMovement, side: BodySide, skeleton: Skeleton, threeD: Bool,
        time: Double, noise: Double, rng: inout SplitMix64, otherSideAngle: Double? = nil
    ) -> PoseFrame {
        var joints = standing(threeD: threeD)
        let down = SIMD3<Double>(0, 1, 0)
        let across = threeD ? SIMD3<Double>(cos(0.61), 0, sin(0.61)) : SIMD3<Double>(1, 0, 0)
        let L = segment
        func place(_ side: BodySide, _ angle: Double) {
            let radians = angle * .pi / 180
            let bent = cos(radians) * down + sin(radians) * across
            switch movement {
            case .kneeFlexion:
                let hip = joints[Joint.hip(side)]!
                joints[Joint.knee(side)] = hip + L * down
                joints[Joint.ankle(side)] = hip + L * down + L * bent
            case .hipFlexion:
                let hip = joints[Joint.hip(side)]!
                joints[Joint.shoulder(side)] = hip - L * down
                joints[Joint.knee(side)] = hip + L * bent
                joints[Joint.ankle(side)] = hip + L * bent + L * bent
            case .elbowFlexion:
                let shoulder = joints[Joint.shoulder(side)]!
                joints[Joint.elbow(side)] = shoulder + L * down
                joints[Joint.wrist(side)] = shoulder + L * down + L * bent
            case .shoulderAbduction:
                let shoulder = joints[Joint.shoulder(side)]!
                joints[Joint.hip(side)] = shoulder + L * down
                joints[Joint.elbow(side)] = shoulder + L * bent
                joints[Joint.wrist(side)] = shoulder + 2 * L * bent
            case .wristExtension, .ankleDorsiflexion, .trunkFlexion:
                break
            }
        }
        place(side, angle)
        if let otherSideAngle { place(side == .left ? .right : .left, otherSideAngle) }
        var points = (0..<skeleton.landmarkNames.count).map { index in
            // Landmarks that are not canonical joints (nose, heels…) scattered about the head.
            PosePoint(x: 0.5 + 0.01 * Double(index % 7), y: 0.1 + 0.01 * Double(index % 5), z: 0, confidence: 0.9)
        }
        for joint in Joint.allCases {  // a fixed order, so the seeded noise is reproducible
            guard let position = joints[joint], let index = skeleton.index(of: joint) else { continue }
            let jittered = position + SIMD3(rng.gaussian(noise), rng.gaussian(noise), threeD ? rng.gaussian(noise) : 0)
            points[index] = PosePoint(x: jittered.x, y: jittered.y, z: threeD ? jittered.z : 0, confidence: 0.9)
        }
        return PoseFrame(time: time, skeleton: skeleton, points: points)
    }

    /// A standing person facing the camera, image coordinates (y down), the person's left on image right.
    static func standing(threeD: Bool) -> [Joint: SIMD3<Double>] {
        let depth = threeD ? 0.1 : 0
        var joints: [Joint: SIMD3<Double>] = [.neck: SIMD3(0.5, 0.25, depth), .pelvis: SIMD3(0.5, 0.5, depth)]
        for (side, x) in [(BodySide.left, 0.6), (.right, 0.4)] {
            joints[Joint.shoulder(side)] = SIMD3(x, 0.25, depth)
            joints[Joint.elbow(side)] = SIMD3(x, 0.5, depth)
            joints[Joint.wrist(side)] = SIMD3(x, 0.75, depth)
            joints[Joint.hip(side)] = SIMD3(x - 0.05 * (x - 0.5) / 0.1, 0.5, depth)
            joints[Joint.knee(side)] = SIMD3(x - 0.05 * (x - 0.5) / 0.1, 0.75, depth)
            joints[Joint.ankle(side)] = SIMD3(x - 0.05 * (x - 0.5) / 0.1, 1.0, depth)
        }
        return joints
    }
}

/// Writes recordings in the CSV format of `docs/recordings.md`, so tests can read them back.
public enum RecordingCSV {
    /// A landmark CSV with the skeleton's own joint names (`KneeLeft.x` for Kinect), every canonical
    /// joint the skeleton has; `z` columns when 3D, `c` columns when `confidence`. Missing joints are
    /// empty cells; timestamps are written with millisecond precision or better.
    public static func landmarks(_ samples: [MotionSample], skeleton: Skeleton, threeD: Bool, confidence: Bool) -> String {
        let names = skeleton.landmarkNames
        let columns: [(index: Int, name: String)] = Joint.allCases.compactMap { joint in
            skeleton.index(of: joint).map { ($0, names[$0]) }
        }
        var axes = ["x", "y"]
        if threeD { axes.append("z") }
        if confidence { axes.append("c") }
        var lines = [(["t"] + columns.flatMap { column in axes.map { "\(column.name).\($0)" } }).joined(separator: ",")]
        for case .pose(let frame) in samples {
            var cells = [format(frame.time)]
            for column in columns {
                let point = frame.points[column.index]
                let present = point.x.isFinite && point.y.isFinite
                cells.append(present ? format(point.x) : "")
                cells.append(present ? format(point.y) : "")
                if threeD { cells.append(present ? format(point.z) : "") }
                if confidence { cells.append(present ? format(point.confidence) : "") }
            }
            lines.append(cells.joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A plain `t,angle` CSV; NaN angles become empty cells.
    public static func angles(_ samples: [MotionSample]) -> String {
        var lines = ["t,angle"]
        for case .angle(let time, let degrees) in samples {
            lines.append("\(format(time)),\(degrees.isFinite ? format(degrees) : "")")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func format(_ value: Double) -> String { String(format: "%.6f", value) }
}
