import Foundation

// "Check a recorded set": the upload form per exercise, then one job page per uploaded video.
extension AppPath {
    /// The upload form (GET) and the upload itself (POST) for `exerciseID`; `plan` and `slot` tie a
    /// saved result to a schedule session.
    public static func videoCheck(exerciseID: String, plan: UUID? = nil, slot: UUID? = nil) -> AppPath {
        AppPath("exercises", exerciseID, "check").query([("plan", plan.map(id)), ("slot", slot.map(id))])
    }

    /// A check's page: progress while it runs, then the result.
    public static func videoCheckJob(_ job: UUID) -> AppPath { AppPath("checks").appending(job) }

    /// The job's state as JSON, for the progress page to poll.
    public static func videoCheckStatus(_ job: UUID) -> AppPath { videoCheckJob(job).appending("status") }

    /// Key frame `index` of a finished check, as JPEG.
    public static func videoCheckFrame(_ job: UUID, index: Int) -> AppPath {
        videoCheckJob(job).appending("frames").appending("\(index).jpg")
    }

    /// Saves a finished check as a session record.
    public static func videoCheckSave(_ job: UUID) -> AppPath { videoCheckJob(job).appending("save") }
}
