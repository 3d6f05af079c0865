import Foundation
import PhysioCore

/// The sign-in page: how to sign in with the printed link, after a bad link or a sign-out.
public struct SignInView: Sendable {
    public var invalidLink: Bool
    public var signedOut: Bool

    public init(invalidLink: Bool, signedOut: Bool) {
        self.invalidLink = invalidLink
        self.signedOut = signedOut
    }

    public var html: HTML {
        """
        <section class="card signin" aria-labelledby="signin-title">
          <h1 id="signin-title">Sign in to PhysioPoint</h1>
          \(if: invalidLink, "<div class=\"form-error\" role=\"alert\">\(Icon.use("alert"))<span>That sign-in link isn't valid any more. Use the newest link PhysioPoint printed.</span></div>")
          \(if: signedOut, "<p class=\"notice-inline\" role=\"status\">You are signed out.</p>")
          <p>Your health data stays on your own computer and only you can open it.</p>
          <p>To sign in, open the link PhysioPoint printed when it started — it looks like <span class="mono">http://…/login?token=…</span>. On a phone, open the same link once; after that, this browser stays signed in.</p>
        </section>
        """
    }
}
