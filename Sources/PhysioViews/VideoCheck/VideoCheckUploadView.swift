import Foundation
import PhysioCore

/// "Check a recorded set": choose a phone video of one set; it is analysed on this computer.
public struct VideoCheckUploadView: Sendable {
    public var exerciseName: String
    public var uploadPath: AppPath
    public var backPath: AppPath
    public var maxMegabytes: Int
    public var maxMinutes: Int
    /// Why checking isn't possible right now (the pose worker isn't installed), if so.
    public var unavailable: String?
    /// The anti-forgery field: the form's first field, so the server checks it before reading the video
    /// when the form is posted without JavaScript.
    public var csrfField: HTML

    public init(
        exerciseName: String, uploadPath: AppPath, backPath: AppPath, maxMegabytes: Int, maxMinutes: Int,
        unavailable: String?, csrfField: HTML
    ) {
        self.csrfField = csrfField
        self.exerciseName = exerciseName
        self.uploadPath = uploadPath
        self.backPath = backPath
        self.maxMegabytes = maxMegabytes
        self.maxMinutes = maxMinutes
        self.unavailable = unavailable
    }

    public var html: HTML {
        """
        \(BackLink.to(backPath, exerciseName))
        <section class="card video-check" aria-labelledby="check-title">
          <h1 id="check-title">Check a recorded set</h1>
          <p>Film one set of <strong>\(exerciseName)</strong> with your phone: the whole body in view, side-on to the
            moving joint, in good light. PhysioPoint finds your pose in the video on this computer, counts the reps
            and says why each one counted or not. Nothing leaves this computer.</p>
          \(unavailable.map { "<p class=\"notice-error\" role=\"alert\" id=\"check-unavailable\">\($0)</p>" as HTML })
          <form class="stack" id="video-check-form" method="post" action="\(uploadPath)" enctype="multipart/form-data"
                data-upload="\(uploadPath)" data-max-bytes="\(maxMegabytes * 1024 * 1024)">
            \(csrfField)
            <div class="file-picker">
              <input type="file" id="video-file" name="video" accept="video/mp4,video/quicktime,video/webm,.mp4,.mov,.webm" required aria-describedby="video-file-hint video-file-name">
              <label for="video-file" class="file-picker-button" id="video-file-button">\(Icon.use("plus")) <span>Choose a video</span></label>
              <p class="file-picker-name" id="video-file-name" aria-live="polite"></p>
              <p class="file-picker-hint" id="video-file-hint">MP4, MOV or WebM, up to \(maxMegabytes) MB and \(maxMinutes) minutes: one set, filmed side-on.</p>
            </div>
            <p class="field-error" id="video-check-error" role="alert" hidden></p>
            <progress id="video-upload-progress" max="100" value="0" hidden>Uploading</progress>
            <button type="submit" class="button primary big" id="video-check-submit"\(if: unavailable != nil, " disabled")>
              \(Icon.use("play")) Check this video</button>
          </form>
        </section>
        <script type="module" src="\(AppPath.asset("video-check.js"))"></script>
        """
    }
}
