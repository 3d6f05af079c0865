import Foundation
import PhysioCore

/// The one place where the worker's landmarks become engine input: BlazePose-33 image landmarks in
/// pixels of the frame (`z` 0, the image model's depth is not trusted) with visibility as confidence,
/// and world landmarks in metres (hip-centred, `y` down) with the same visibility.
enum PoseLandmarks {
    static let count = 33

    /// The image and world frames at `time`, or nil when the worker found no person.
    static func frames(image: [[Double]]?, world: [[Double]]?, time: Double) -> (image: PoseFrame, world: PoseFrame?)? {
        guard let image, image.count == count else { return nil }
        let imageFrame = PoseFrame(
            time: time, skeleton: .blazePose33, points: image.map { Self.point($0, keepsDepth: false) }, space: .image)
        let worldFrame = world.flatMap { points in
            points.count == count
                ? PoseFrame(
                    time: time, skeleton: .blazePose33, points: points.map { Self.point($0, keepsDepth: true) }, space: .world)
                : nil
        }
        return (imageFrame, worldFrame)
    }

    private static func point(_ values: [Double], keepsDepth: Bool) -> PosePoint {
        guard values.count >= 4, values[0].isFinite, values[1].isFinite else { return .missing }
        return PosePoint(
            x: values[0], y: values[1], z: keepsDepth ? values[2] : 0, confidence: min(1, max(0, values[3])))
    }

    /// The canonical joints a BlazePose frame has.
    static let joints: Set<Joint> = Set(Joint.allCases.filter { Skeleton.blazePose33.index(of: $0) != nil })
}

extension EstimatedPose {
    /// The pose in a worker's `pose` answer, or nil when it found no person.
    init?(_ message: PoseWorkerMessage, time: Double) {
        guard let width = message.width, let height = message.height,
            let frames = PoseLandmarks.frames(image: message.image, world: message.world, time: time)
        else { return nil }
        self.init(image: frames.image, world: frames.world, width: width, height: height)
    }
}
