import Foundation
import PhysioCore
import Synchronization

/// A stand-in for MediaPipe that ignores the picture: a person seen side-on whose knees and elbows
/// bend and straighten over `personFrames` frames, then nobody for `absentFrames` frames, repeating.
/// For browser tests of the camera page (`serve --scripted-pose`), never for measuring anyone.
public final class ScriptedPoseEstimator: PoseEstimating {
    public let personFrames: Int
    public let absentFrames: Int
    public let width = 480
    public let height = 360
    private let frames = Mutex(0)

    public init(personFrames: Int = 60, absentFrames: Int = 80) {
        self.personFrames = max(personFrames, 1)
        self.absentFrames = max(absentFrames, 0)
    }

    public var isAvailable: Bool { get async { true } }

    public func estimate(jpeg: [UInt8], time: Double, stream: String) async throws -> EstimatedPose? {
        let index = frames.withLock { count in
            defer { count += 1 }
            return count % (personFrames + absentFrames)
        }
        guard index < personFrames else { return nil }
        // 0° → 100° → 0° over the person's frames.
        let bend = 50 * (1 - cos(2 * Double.pi * Double(index) / Double(personFrames)))
        return EstimatedPose(image: Self.pose(bend: bend, time: time), width: width, height: height)
    }

    /// BlazePose-33 image landmarks (pixels) of a person standing side-on, knees and elbows bent by `bend`°.
    static func pose(bend: Double, time: Double) -> PoseFrame {
        var points = [PosePoint](repeating: PosePoint(x: 240, y: 40, confidence: 0.9), count: 33)
        let radians = bend * .pi / 180
        func place(_ name: String, _ x: Double, _ y: Double) {
            if let index = Self.names.firstIndex(of: name) {
                points[index] = PosePoint(x: x, y: y, z: 0, confidence: 0.95)
            }
        }
        for side in ["left", "right"] {
            let offset = side == "left" ? -6.0 : 6.0
            place("\(side)_shoulder", 240 + offset, 90)
            place("\(side)_elbow", 240 + offset, 150)
            place("\(side)_wrist", 240 + offset + 55 * sin(radians), 150 + 55 * cos(radians))
            place("\(side)_hip", 240 + offset, 200)
            place("\(side)_knee", 240 + offset, 265)
            // The shin swings back as the knee bends.
            place("\(side)_ankle", 240 + offset - 70 * sin(radians), 265 + 70 * cos(radians))
            place("\(side)_heel", 240 + offset - 74 * sin(radians), 268 + 74 * cos(radians))
            place("\(side)_foot_index", 240 + offset - 70 * sin(radians) + 18, 265 + 70 * cos(radians) + 4)
        }
        return PoseFrame(time: time, skeleton: .blazePose33, points: points, space: .image)
    }

    private static let names = Skeleton.blazePose33.landmarkNames
}
