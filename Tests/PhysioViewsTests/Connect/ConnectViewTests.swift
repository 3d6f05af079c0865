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

    @Test func theSignedInPageShowsTheAddressFingerprintDownloadAndBothPhonesSteps() {
        let html = view()
        #expect(html.contains("role=\"img\" aria-label=\"QR code of the sign-in address\""))
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
        #expect(view(security: .ownCertificate).contains("your own certificate"))
    }

    @Test func onLoopbackThePageSaysHowToServeToTheHomeNetworkWithoutACodeOrBackticks() {
        let html = view(security: .loopbackOnly, signInURL: "http://127.0.0.1:8080/login?token=s3cret")
        #expect(html.contains("<code id=\"network-command\">swift run physiopoint serve --host 0.0.0.0</code>"))
        #expect(html.contains("Ctrl-C"))
        #expect(!html.contains("`"))
        #expect(!html.contains("qr-code") && !html.contains("s3cret") && !html.contains("data-qr-missing"))
        #expect(!html.contains("role=\"alert\""))
    }
}
