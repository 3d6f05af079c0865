import Foundation
import PhysioCore

/// The sign-in page: how to sign in with the printed link, after a bad link or a sign-out.
public struct SignInView: Sendable {
    public var invalidLink: Bool
    public var signedOut: Bool
    /// Signed out from Settings on another device.
    public var signedOutElsewhere: Bool

    public init(invalidLink: Bool, signedOut: Bool, signedOutElsewhere: Bool = false) {
        self.invalidLink = invalidLink
        self.signedOut = signedOut
        self.signedOutElsewhere = signedOutElsewhere
    }

    public var html: HTML {
        """
        <section class="card signin" aria-labelledby="signin-title">
          <h1 id="signin-title">Sign in to PhysioPoint</h1>
          \(if: invalidLink, "<div class=\"form-error\" role=\"alert\">\(Icon.use("alert"))<span>That sign-in link isn't valid any more. Use the newest link PhysioPoint printed.</span></div>")
          \(if: signedOut, "<p class=\"notice-inline\" role=\"status\">You are signed out on this device. Nothing was deleted.</p>")
          \(if: signedOutElsewhere, "<p class=\"notice-inline\" role=\"status\" id=\"signed-out-elsewhere\">\(Notice.deviceSignedOut.text)</p>")
          <p>Your health data stays on your own computer and only you can open it.</p>
          <h2>How to sign in</h2>
          <ol class="signin-steps">
            <li>On the computer running PhysioPoint, open PhysioPoint and go to <strong>Settings → Connect a phone</strong>.</li>
            <li>Scan the code it shows with this device’s camera, or open the sign-in link PhysioPoint printed when it started — it looks like <span class="mono">http://…/login?token=…</span>.</li>
          </ol>
          <p class="hint">After that, this browser stays signed in until you sign out.</p>
        </section>
        """
    }
}
