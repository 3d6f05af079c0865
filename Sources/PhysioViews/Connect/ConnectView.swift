import Foundation
import PhysioCore

/// "Connect a phone": signed in, the sign-in address as a QR code and text; for everyone, the
/// authority's fingerprint, its download and the trust steps for iPhone and Android.
public struct ConnectView: Sendable {
    public var screen: ConnectScreen
    public var chrome: PageChrome

    public init(_ screen: ConnectScreen, chrome: PageChrome) {
        self.screen = screen
        self.chrome = chrome
    }

    public var html: HTML {
        """
        <section class="hero"><h1>Connect a phone</h1>\
        <p class="hint">Open PhysioPoint on a phone on the same Wi-Fi, with its motion sensor, camera, offline use and reminders.</p></section>
        \(screen.warning.map { "<div class=\"form-error\" role=\"alert\">\(Icon.use("alert"))<span>\($0)</span></div>" as HTML })
        \(if: screen.listensOnThisComputerOnly, homeNetwork)
        \(screen.signInURL.map(signIn))
        \(if: screen.needsTrust, trust)
        \(if: screen.security == .ownCertificate, "<section class=\"card\"><h2>Certificate</h2><p class=\"hint\">PhysioPoint uses your own certificate (--tls-cert), so a phone that trusts its issuer needs no extra step.</p></section>")
        """
    }

    private func signIn(_ url: String) -> HTML {
        let code: HTML
        if let qr = try? QRCode(url, correction: .medium) {
            code = QRCodeView(qr, label: "QR code of the sign-in address").html
        } else {
            code =
                "<p class=\"hint\" data-qr-missing>The QR code can't be drawn here; type the address below instead.</p>"
        }
        return """
            <section class="card connect-signin" aria-labelledby="signin-title">
              <h2 id="signin-title">1. Scan to sign in</h2>
              <p class="hint">Point the phone's camera at the code. It signs the phone in: treat it like a password and don't share a screenshot.</p>
              <div class="qr-frame">\(code)</div>
              <p class="connect-url"><code id="signin-url">\(url)</code></p>
            </section>
            """
    }

    /// On loopback: how to serve to the home network, instead of a code a phone can't open.
    private var homeNetwork: HTML {
        """
        <section class="card connect-network" aria-labelledby="network-title" id="connect-network">
          <h2 id="network-title">First, let your phone reach this computer</h2>
          <p>PhysioPoint is listening on this computer only, so a phone can't open it yet.</p>
          <ol class="connect-steps">
            <li>Connect the phone to the same Wi-Fi as this computer.</li>
            <li>In the terminal where PhysioPoint runs, press Ctrl-C to stop it.</li>
            <li>Start it again, listening on your home network:<pre class="connect-command"><code id="network-command">\(ConnectScreen.networkCommand)</code></pre>If you start PhysioPoint another way, add <code>\(ConnectScreen.networkOption)</code> to its command.</li>
            <li>On this computer, open the sign-in link it prints, then Settings → Connect a phone: this page then shows a code for the phone to scan.</li>
          </ol>
          <p class="hint">Your data stays on this computer; only devices on your home network can reach it, and only with the sign-in code.</p>
        </section>
        """
    }

    private var trust: HTML {
        """
        <section class="card connect-trust" aria-labelledby="trust-title">
          <h2 id="trust-title">\(if: screen.signInURL != nil, "2. ")Trust PhysioPoint's certificate once</h2>
          <p class="hint">PhysioPoint made its own certificate authority on this computer. A phone that trusts it opens PhysioPoint over HTTPS without warnings, now and after every renewal.</p>
          <a class="button primary big" href="\(AppPath.authorityCertificate)" id="download-authority" download="physiopoint-ca.crt">\(Icon.use("download"))<span>Download the certificate</span></a>
          <p class="hint">Also as <a href="\(AppPath.authorityPEM)">PEM text</a>. It holds no secret: only this computer can issue certificates with it.</p>
          <h3>SHA-256 fingerprint</h3>
          <p class="hint">Check that the phone shows the same.</p>
          <p class="fingerprint" id="authority-fingerprint" aria-label="SHA-256 fingerprint \(screen.fingerprint ?? "")">\(screen.fingerprintLines.html { "<code>\($0)</code>" })</p>
          <h3>iPhone and iPad</h3>
          <ol class="connect-steps" id="steps-iphone">\(ConnectScreen.iPhoneSteps.html { "<li>\($0)</li>" })</ol>
          <h3>Android</h3>
          <ol class="connect-steps" id="steps-android">\(ConnectScreen.androidSteps.html { "<li>\($0)</li>" })</ol>
        </section>
        """
    }
}
