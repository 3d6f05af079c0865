import Foundation

/// The "Connect a phone" page: the sign-in address (as a QR code when signed in), the authority's
/// fingerprint and how to trust it on an iPhone and on Android.
public struct ConnectScreen: Sendable, Equatable {
    public var security: ConnectSetup.Security
    /// The full sign-in address (a password: only on the signed-in page).
    public var signInURL: String?
    /// Where the phone opens the app once trusted, e.g. `https://192.168.1.20:8080/`.
    public var baseURL: String
    public var fingerprintLines: [String]
    public var fingerprint: String?

    public init(setup: ConnectSetup, baseURL: String, signInURL: String?) {
        security = setup.security
        self.baseURL = baseURL
        // On loopback a phone can't open the address, so no code to scan: the page says how to serve
        // to the home network instead (`networkCommand`).
        self.signInURL = setup.security == .loopbackOnly ? nil : signInURL
        fingerprint = setup.authority?.fingerprint
        fingerprintLines = setup.authority?.fingerprintLines ?? []
    }

    /// Whether the trust steps apply (only PhysioPoint's own authority needs trusting).
    public var needsTrust: Bool { security == .localAuthority }

    /// What limits this server has for a phone, or nil when a phone gets everything.
    public var warning: String? {
        switch security {
        case .localAuthority, .ownCertificate: nil
        case .plainHTTP:
            "PhysioPoint was started with --no-tls, so a phone gets plain HTTP: no motion sensor, camera, offline use, "
                + "installing or notifications. Restart it without --no-tls to use HTTPS."
        case .loopbackOnly: nil  // not a limit but a step: see `networkCommand`
        }
    }

    /// True when PhysioPoint listens on this computer only (`127.0.0.1`, the default): a phone can't
    /// reach it until it is started again with `networkCommand`.
    public var listensOnThisComputerOnly: Bool { security == .loopbackOnly }

    /// How to serve to the home network (README, "Opening it from a phone").
    public static let networkCommand = "swift run physiopoint serve --host 0.0.0.0"
    /// The option itself, for a person who starts PhysioPoint some other way.
    public static let networkOption = "--host 0.0.0.0"

    /// Steps on an iPhone or iPad (iOS 17 wording).
    public static let iPhoneSteps = [
        "On the iPhone, open this page in Safari and tap “Download the certificate”. Safari asks to download a configuration profile: tap Allow.",
        "Open Settings. Tap “Profile Downloaded” near the top (or General → VPN & Device Management → PhysioPoint local authority), then Install, enter your passcode and tap Install again.",
        "Go to Settings → General → About → Certificate Trust Settings and switch on full trust for “PhysioPoint local authority”.",
        "Check that the SHA-256 fingerprint iOS shows for the certificate matches the one on this page.",
        "Open the sign-in address again. Safari now shows the page as secure; “Add to Home Screen” installs PhysioPoint.",
    ]

    /// Steps on Android (Android 11 and later wording; menus differ a little by maker).
    public static let androidSteps = [
        "On the phone, open this page in Chrome and tap “Download the certificate”.",
        "Open Settings → Security & privacy → More security settings → Encryption & credentials → Install a certificate → CA certificate, tap “Install anyway”, and pick physiopoint-ca.crt from Downloads.",
        "Check the fingerprint under Trusted credentials → User matches the one on this page.",
        "Open the sign-in address again in Chrome. The page is now secure; “Install app” adds PhysioPoint to the home screen.",
    ]
}
