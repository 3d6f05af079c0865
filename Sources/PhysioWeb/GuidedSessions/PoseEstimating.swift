import Foundation
import PhysioCore

/// One person's pose found in a camera frame or a video frame.
public struct EstimatedPose: Sendable {
    /// BlazePose-33 image landmarks in pixels of the frame (`x` right, `y` down, `z` 0: the image
    /// model's depth is not trusted), visibility as confidence.
    public var image: PoseFrame
    /// BlazePose-33 world landmarks in metres (hip-centred), when the model gives them.
    public var world: PoseFrame?
    public var width: Int
    public var height: Int

    public init(image: PoseFrame, world: PoseFrame? = nil, width: Int, height: Int) {
        self.image = image
        self.world = world
        self.width = width
        self.height = height
    }
}

/// Estimates the pose in camera frames: MediaPipe Pose in a worker process the server supervises.
/// Pages fall back to the other sources when it isn't available.
public protocol PoseEstimating: Sendable {
    /// Whether the worker is installed and can run now.
    var isAvailable: Bool { get async }
    /// The pose in one JPEG frame taken at `time` seconds on the sender's clock; nil when no person is
    /// found. Throws a `UserFacingError` when the frame isn't a picture, the worker died or timed out.
    /// `stream` names the live session: MediaPipe's video-mode tracking (smoothing and the region of
    /// interest carried from frame to frame) is kept per stream, never mixed between sessions.
    func estimate(jpeg: [UInt8], time: Double, stream: String) async throws -> EstimatedPose?
    /// The session `stream` ended: its tracking state can go.
    func endStream(_ stream: String) async
}

extension PoseEstimating {
    public func endStream(_ stream: String) async {}
}
