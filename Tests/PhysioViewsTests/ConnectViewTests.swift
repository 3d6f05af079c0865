import Foundation
import PhysioCore
import PhysioViews
import Testing

@Suite struct ConnectViewTests {
    let authority = AuthorityCertificate(der: [0x30], pem: "", sha256: Array(repeating: 0xAB, count: 32))

    func view(
        security: ConnectSetup.Security = .localAuthority,
        signInURL: String? = "https://192.168.1.20:8080/login?token=s3cret"
    ) -> String {
        let setup = ConnectSetup(security: security, authority: security == .localAuthority ? authority : nil)
        let screen = ConnectScreen(setup: setup, baseURL: "https://192.168.1.20:8080", signInURL: signInURL)
        return ConnectView(screen, chrome: PageChrome(title: "Connect a phone")).html.rendered
    }

    @Test func aQRCodeIsOnePathOfDarkRunsInsideAQuietZone() {
        // A 3×3 grid: a full first row, a lone middle module, nothing in the last row.
        let dark: Set<[Int]> = [[0, 0], [1, 0], [2, 0], [1, 1]]
        let svg = QRCodeSVG.html(size: 3, label: "QR code of <x>") { dark.contains([$0, $1]) }.rendered
        #expect(svg.contains("viewBox=\"0 0 11 11\""))
        #expect(svg.contains("d=\"M4 4h3v1h-3zM5 5h1v1h-1z\""))
        #expect(svg.contains("role=\"img\" aria-label=\"QR code of &lt;x&gt;\""))
        #expect(svg.contains("<rect width=\"11\" height=\"11\" fill=\"#ffffff\"/>"))
    }

    @Test func theSignedInPageShowsTheAddressFingerprintDownloadAndBothPhonesSteps() {
        let html = view()
        #expect(html.contains("<code id=\"signin-url\">https://192.168.1.20:8080/login?token=s3cret</code>"))
        #expect(html.contains("href=\"/connect/physiopoint-ca.crt\""))
        #expect(html.contains("<code>AB:AB:AB:AB:AB:AB:AB:AB</code>"))
        #expect(html.contains("Certificate Trust Settings"))
        #expect(html.contains("Install a certificate → CA certificate"))
        #expect(
            html.components(separatedBy: "<li>").count - 1 == ConnectScreen.iPhoneSteps.count
                + ConnectScreen.androidSteps.count)
        if (try? QRCode("https://192.168.1.20:8080/login?token=s3cret")) != nil {
            #expect(html.contains("<svg class=\"qr-code\""))
        } else {
            #expect(html.contains("data-qr-missing"))
        }
    }

    @Test func thePublicTrustPageHasNoSignInAddress() {
        let html = view(signInURL: nil)
        #expect(!html.contains("s3cret"))
        #expect(!html.contains("qr-code"))
        #expect(html.contains("Trust PhysioPoint's certificate once"))
        #expect(!html.contains("2. Trust"))
    }

    @Test func withoutHTTPSThePageSaysWhatAPhoneLoses() {
        let plain = view(security: .plainHTTP)
        #expect(plain.contains("--no-tls"))
        #expect(plain.contains("no motion sensor, camera"))
        #expect(!plain.contains("physiopoint-ca.crt"))
        #expect(view(security: .loopbackOnly).contains("--host 0.0.0.0"))
        #expect(view(security: .ownCertificate).contains("your own certificate"))
    }
}
