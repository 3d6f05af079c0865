import Foundation
import PhysioCore

/// The poses found in a recorded video, frame by frame (sampled, see ``PoseWorkerOptions/videoSampleRate``).
public struct VideoPoseTrack: Sendable {
    /// One analysed frame: its time in the video and the pose, when a person was found.
    public struct Frame: Sendable {
        public var time: Double
        /// BlazePose-33 image landmarks in pixels (`z` 0), nil when no person was found.
        public var image: PoseFrame?
        /// BlazePose-33 world landmarks in metres, nil when no person was found.
        public var world: PoseFrame?
    }

    public var frames: [Frame]
    /// The video's own frame rate and size.
    public var fps: Double
    public var width: Int
    public var height: Int
    /// Seconds of video read.
    public var duration: Double

    /// How many analysed frames show a person.
    public var framesWithPerson: Int { frames.count { $0.image != nil } }

    /// Which landmarks feed the engine.
    public enum Landmarks: String, Sendable, CaseIterable {
        /// 2-D image landmarks in pixels: the camera should face the plane of movement.
        case image
        /// 3-D world landmarks in metres: the angle doesn't depend on the view, but is noisier.
        case world
    }

    /// The track as a recording for the motion engine. A frame without a person becomes a frame
    /// with no landmarks, so the engine sees the gap (and loses tracking) exactly where it was.
    public func recording(landmarks: Landmarks = .image) -> Recording {
        let samples: [MotionSample] = frames.map { frame in
            let pose = landmarks == .image ? frame.image : frame.world
            return .pose(pose ?? PoseFrame(time: frame.time, skeleton: .blazePose33, points: []))
        }
        return Recording(
            samples: samples, joints: PoseLandmarks.joints, isAngleSeries: false, is3D: landmarks == .world)
    }
}

/// How far a video analysis has got.
public struct VideoProgress: Sendable, Equatable {
    /// Frames of the video read so far, and in all (0 when the container doesn't say).
    public var done: Int
    public var total: Int

    /// 0…1, or nil when the total is unknown.
    public var fraction: Double? { total > 0 ? min(1, Double(done) / Double(total)) : nil }
}

/// A still from a video, as JPEG, scaled to fit a report (``scale`` × the video's pixels).
public struct VideoStill: Sendable {
    public var time: Double
    public var jpeg: [UInt8]
    public var width: Int
    public var height: Int
    /// The still's pixels per video pixel (≤ 1), to place the video's landmarks on it.
    public var scale: Double
}
