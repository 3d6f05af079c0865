import Foundation

/// Connecting a phone: the page with the QR code, the public trust instructions and the local
/// authority's certificate (the only things served without sign-in, besides sign-in itself).
extension AppPath {
    public static let connect = AppPath("connect")
    public static let connectTrust = AppPath("connect", "trust")
    /// DER, `application/x-x509-ca-cert`: what iOS opens as a profile and Android installs as a CA.
    public static let authorityCertificate = AppPath("connect", "physiopoint-ca.crt")
    /// The same certificate as PEM text.
    public static let authorityPEM = AppPath("connect", "physiopoint-ca.pem")
}

/// The devices signed in, under Settings.
extension AppPath {
    /// Settings' list of devices (a fragment of `/settings`).
    public static let devices = AppPath("settings").fragment("devices")
    /// "Sign out iPhone · Safari?": the question (GET) and the answer (POST) for one device.
    public static func deviceSignOut(_ id: String) -> AppPath { AppPath("settings", "devices", id, "sign-out") }
}
