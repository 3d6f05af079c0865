import Foundation
import PhysioCore

/// The live page's camera block: how to set up for the exercise's position (folded away once the
/// person is in view, open again when they leave it), the preview with the skeleton drawn over it, the
/// framing status, and the plain words `camera.js` shows when the camera can't be used.
public struct CameraPanel: Sendable {
    public var framing: CameraFraming
    /// Whether the server can estimate poses now (the worker is installed).
    public var estimationAvailable: Bool

    public init(framing: CameraFraming, estimationAvailable: Bool) {
        self.framing = framing
        self.estimationAvailable = estimationAvailable
    }

    /// Why the camera can't be used, by cause; `camera.js` picks one and falls back to the slider.
    public static let unavailableMessage =
        "Pose estimation isn't set up on this computer, so the camera can't measure yet. Run scripts/install-pose-worker and restart PhysioPoint to set it up; meanwhile, use the demo slider below."
    public static let insecureMessage =
        "The browser only lets a page use the camera over a secure connection (HTTPS) or on this computer itself. Open PhysioPoint over HTTPS to use the camera here; meanwhile, use the demo slider below."
    public static let refusedMessage =
        "Camera access was not allowed. Allow it in the browser's site settings and reload, or use the demo slider below."
    public static let noCameraMessage = "No camera was found on this device. Use the demo slider below instead."
    public static let notMeasurableMessage =
        "The camera can't measure this movement. Use the phone sensor or the demo slider instead."

    /// The BlazePose-33 indices of the measured chain (e.g. hip, knee, ankle), drawn in the zone's colour.
    var measuredIndices: String {
        framing.neededJoints.compactMap { Skeleton.blazePose33.index(of: $0) }.map(String.init).joined(separator: ",")
    }

    public var html: HTML {
        """
        <section class="live-setup camera-setup" id="camera-setup" aria-labelledby="camera-title" data-camera \
        data-estimation="\(estimationAvailable ? "available" : "unavailable")" data-framing="waiting" \
        data-measurable="\(framing.isMeasurable ? "true" : "false")" data-joints="\(measuredIndices)" \
        data-lost-message="\(framing.lostMessage)" data-unavailable-message="\(Self.unavailableMessage)" \
        data-insecure-message="\(Self.insecureMessage)" data-refused-message="\(Self.refusedMessage)" \
        data-no-camera-message="\(Self.noCameraMessage)" data-not-measurable-message="\(Self.notMeasurableMessage)">
          <details class="setup-help" open data-setup-help>
            <summary><h2 id="camera-title">Set up the camera</h2></summary>
            <ol class="setup-steps">
              <li>\(framing.placement)</li>
              <li>\(framing.turn)</li>
              <li>\(framing.stepBack)</li>
            </ol>
          </details>
          <div class="camera-view" data-camera-view hidden>
            <video class="camera-video" muted playsinline autoplay aria-label="Camera preview" data-camera-video></video>
            <canvas class="camera-overlay" aria-hidden="true" data-camera-overlay></canvas>
            <p class="camera-angle mono" aria-hidden="true"><span data-camera-angle>—</span>°</p>
          </div>
          <p class="camera-status" role="status" data-camera-status>\(Icon.use("clock")) <span data-camera-status-text>Starting the camera…</span></p>
          <div class="camera-fallback note-box" role="alert" hidden data-camera-fallback>
            <p data-camera-fallback-text></p>
            <p hidden data-camera-connect><a href="\(AppPath("connect"))">Connect a phone over HTTPS</a></p>
          </div>
          <p class="hint">Frames go only to PhysioPoint on this computer; each is measured and thrown away.</p>
        </section>
        """
    }
}
