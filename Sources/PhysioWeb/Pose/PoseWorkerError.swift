import Foundation
import PhysioCore

/// Why the pose worker could not give a pose or analyse a video, in words a person can act on.
public enum PoseWorkerError: Error, Equatable, Sendable, LocalizedError, UserFacingError {
    /// The worker's Python environment is missing; `command` installs it.
    case notInstalled(command: String)
    /// The worker failed to start or to load MediaPipe.
    case cannotStart(String)
    /// A camera frame was not a JPEG or PNG picture.
    case notAnImage
    /// The file is not a video PhysioPoint reads (MP4, MOV or WebM).
    case notAVideo
    /// The file looks like a video but can't be decoded.
    case corrupt(String)
    /// The file is over the size limit (in megabytes).
    case tooLarge(limitMegabytes: Int)
    /// The video is over the length limit.
    case tooLong(String)
    /// No frame of the video shows a person.
    case noPersonFound
    /// The worker process died while it was working.
    case workerDied
    /// The worker took longer than its time limit and was stopped.
    case timedOut(seconds: Double)
    /// The worker answered something outside its protocol.
    case protocolViolation(String)

    public var kind: ErrorKind {
        switch self {
        case .notInstalled, .cannotStart, .workerDied, .timedOut, .protocolViolation: .unavailable
        case .tooLarge: .tooLarge
        case .notAnImage, .notAVideo, .corrupt, .tooLong, .noPersonFound: .invalid
        }
    }

    public var code: String {
        switch self {
        case .notInstalled: "pose_not_installed"
        case .cannotStart: "pose_cannot_start"
        case .notAnImage: "not_an_image"
        case .notAVideo: "not_a_video"
        case .corrupt: "corrupt_video"
        case .tooLarge: "video_too_large"
        case .tooLong: "video_too_long"
        case .noPersonFound: "no_person_found"
        case .workerDied: "pose_worker_died"
        case .timedOut: "pose_worker_timed_out"
        case .protocolViolation: "pose_worker_protocol"
        }
    }

    public var errorDescription: String? {
        switch self {
        case .notInstalled(let command):
            "Pose estimation isn't installed. Run `\(command)` once (it needs the network the first time), then try again."
        case .cannotStart(let detail):
            "The pose worker couldn't start: \(detail)"
        case .notAnImage:
            "That frame isn't a JPEG or PNG picture."
        case .notAVideo:
            "That file isn't a video. Choose an MP4, MOV or WebM video from your phone."
        case .corrupt(let detail):
            detail
        case .tooLarge(let limit):
            "That video is larger than \(limit) MB. Trim it to the set you want checked and try again."
        case .tooLong(let detail):
            "\(detail) Trim it to the set you want checked and try again."
        case .noPersonFound:
            "No person was found in the video. Film the whole body, side-on to the moving joint, in good light."
        case .workerDied:
            "The pose worker stopped unexpectedly while working. Try again; it restarts by itself."
        case .timedOut(let seconds):
            "The pose worker took longer than \(seconds.formatted(.number.precision(.fractionLength(0...1)))) s and was stopped. Try again."
        case .protocolViolation(let detail):
            "The pose worker answered something unexpected (\(detail)). Reinstall it with ./scripts/install-pose-worker."
        }
    }

    public var message: String { errorDescription ?? "Pose estimation failed." }
}
