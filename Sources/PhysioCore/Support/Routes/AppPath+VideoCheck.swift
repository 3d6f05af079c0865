import Foundation

// "Check a recorded set": the upload form per exercise, then one job page per uploaded video.
extension AppPath {
    /// The upload form of an exercise's video check (GET) and where the video is posted (POST).
    public static let exerciseCheck = exercise / "check"

    /// The upload form, coming from a plan's session when given (the check can then complete it).
    public static func videoCheck(exerciseID: String, plan: UUID? = nil, slot: UUID? = nil) -> AppPath {
        exerciseCheck(exerciseID).query([("plan", plan.map(id)), ("slot", slot.map(id))])
    }

    /// One uploaded video's check: progress while it runs, then the result.
    public static let videoCheckJob = AppRoute.root / "checks" / .uuid("job")
    /// The job's state as JSON, polled while it runs.
    public static let videoCheckStatus = videoCheckJob / "status"
    /// The key frame at one rep's peak, with the skeleton drawn.
    public static let videoCheckFrame = videoCheckJob / "frames" / .number("frame", in: 0...999, suffix: ".jpg")
    /// Saves the checked set as a session (POST).
    public static let videoCheckSave = videoCheckJob / "save"
}
