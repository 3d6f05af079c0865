import Foundation
import PhysioCore

/// The analysis running in the background: progress that the page polls, or what went wrong.
public struct VideoCheckProgressView: Sendable {
    public var exerciseName: String
    /// 0–100, nil while the length isn't known yet.
    public var percent: Int?
    public var statusPath: AppPath
    public var retryPath: AppPath
    /// Set when the analysis failed: the message a person can act on.
    public var failure: String?

    public init(exerciseName: String, percent: Int?, statusPath: AppPath, retryPath: AppPath, failure: String?) {
        self.exerciseName = exerciseName
        self.percent = percent
        self.statusPath = statusPath
        self.retryPath = retryPath
        self.failure = failure
    }

    public var html: HTML {
        if let failure {
            return """
                <section class="card video-check" aria-labelledby="check-title">
                  <h1 id="check-title">The video couldn't be checked</h1>
                  <p class="notice-error" role="alert" id="check-failure">\(failure)</p>
                  <a class="button primary big" href="\(retryPath)">Choose another video</a>
                </section>
                """
        }
        return """
            <section class="card video-check" aria-labelledby="check-title" id="video-check-progress" data-status="\(statusPath)">
              <h1 id="check-title">Checking your \(exerciseName) video…</h1>
              <p>Finding your pose in every frame. This page updates by itself.</p>
              <progress id="video-check-bar" max="100"\(percent.map { " value=\"\($0)\"" as HTML })>\(percent.map { "\($0)%" } ?? "Working")</progress>
              <p aria-live="polite" id="video-check-percent">\(percent.map { "\($0)% done" } ?? "Starting…")</p>
              <noscript><meta http-equiv="refresh" content="3"><a class="button" href="">Refresh</a></noscript>
            </section>
            <script type="module" src="\(AppPath.asset("video-check.js"))"></script>
            """
    }
}
