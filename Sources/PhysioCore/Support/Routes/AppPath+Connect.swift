import Foundation

/// Connecting a phone: the sign-in QR code and the local authority's certificate.
extension AppPath {
    /// "Connect a phone": the sign-in link as a QR code and how to trust the certificate.
    public static let connect = AppRoute.root / "connect"
    /// How to trust the local authority, without signing in (a phone reads it first).
    public static let connectTrust = (connect / "trust").open
    /// The authority's certificate as DER (what iOS and Android install).
    public static let authorityCertificate = (connect / "physiopoint-ca.crt").open
    /// The same certificate as PEM.
    public static let authorityPEM = (connect / "physiopoint-ca.pem").open
}
