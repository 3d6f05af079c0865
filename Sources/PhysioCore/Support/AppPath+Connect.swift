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
