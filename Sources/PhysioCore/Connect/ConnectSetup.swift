import Foundation

/// How the running server can be reached from a phone, decided at start-up.
public struct ConnectSetup: Sendable, Equatable {
    public enum Security: Sendable, Equatable {
        /// HTTPS with a certificate from PhysioPoint's own authority (the phone trusts it once).
        case localAuthority
        /// HTTPS with the owner's certificate (`--tls-cert`).
        case ownCertificate
        /// Plain HTTP beyond loopback (`--no-tls`): no sensors, camera, offline use or notifications.
        case plainHTTP
        /// Listening on loopback only: a phone can't reach it.
        case loopbackOnly
    }

    public var security: Security
    /// The local authority's certificate, when it is in use.
    public var authority: AuthorityCertificate?

    public init(security: Security, authority: AuthorityCertificate? = nil) {
        self.security = security
        self.authority = authority
    }

    public static let loopbackOnly = ConnectSetup(security: .loopbackOnly)

    /// The scheme the printed address uses.
    public var scheme: String { security == .localAuthority || security == .ownCertificate ? "https" : "http" }
}

/// The public part of PhysioPoint's local certificate authority.
public struct AuthorityCertificate: Sendable, Equatable {
    /// The certificate, DER-encoded.
    public var der: [UInt8]
    /// The certificate as PEM text.
    public var pem: String
    /// SHA-256 of `der`.
    public var sha256: [UInt8]

    public init(der: [UInt8], pem: String, sha256: [UInt8]) {
        self.der = der
        self.pem = pem
        self.sha256 = sha256
    }

    /// `AB:CD:…`, how iOS (Settings → About → Certificate Trust Settings → the certificate) and
    /// Android show a fingerprint.
    public var fingerprint: String { sha256.map { Self.hex($0) }.joined(separator: ":") }

    /// The fingerprint in lines of eight bytes, to read aloud or compare on a small screen.
    public var fingerprintLines: [String] {
        stride(from: 0, to: sha256.count, by: 8).map { start in
            sha256[start..<min(start + 8, sha256.count)].map { Self.hex($0) }.joined(separator: ":")
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
