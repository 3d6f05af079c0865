import Foundation
import PhysioCore

/// Why HTTPS can't start. Each message names the file or flag and says what to do.
public enum TLSSetupError: Error, Sendable, Equatable, LocalizedError, UserFacingError {
    /// A file named by a flag isn't there or can't be read.
    case unreadable(flag: String, path: String)
    /// A `--tls-cert` file with no PEM certificate in it.
    case notPEMCertificate(path: String)
    /// A `--tls-key` file with no usable PEM private key in it.
    case notPEMKey(path: String, detail: String)
    /// The key doesn't belong to the certificate.
    case keyMismatch(certificate: String, key: String)
    /// The certificate's validity ended.
    case expired(path: String, on: Date)
    /// The certificate's validity hasn't started.
    case notYetValid(path: String, from: Date)
    /// The data dir's TLS folder can't be written or read.
    case storage(path: String, detail: String)
    /// The TLS library refused the certificate or key.
    case rejected(detail: String)

    public var kind: ErrorKind { .invalid }

    public var code: String {
        switch self {
        case .unreadable: "tls_file_unreadable"
        case .notPEMCertificate: "tls_cert_not_pem"
        case .notPEMKey: "tls_key_not_pem"
        case .keyMismatch: "tls_key_mismatch"
        case .expired: "tls_cert_expired"
        case .notYetValid: "tls_cert_not_yet_valid"
        case .storage: "tls_storage"
        case .rejected: "tls_rejected"
        }
    }

    public var errorDescription: String? {
        switch self {
        case .unreadable(let flag, let path):
            "\(flag): can't read \(path). Check the path and that this user may read the file."
        case .notPEMCertificate(let path):
            "--tls-cert: \(path) isn't a PEM certificate. It should contain a block starting with -----BEGIN CERTIFICATE-----."
        case .notPEMKey(let path, let detail):
            "--tls-key: \(path) isn't a PEM private key PhysioPoint can use (\(detail)). Give an unencrypted key starting with -----BEGIN PRIVATE KEY-----, -----BEGIN EC PRIVATE KEY----- or -----BEGIN RSA PRIVATE KEY-----."
        case .keyMismatch(let certificate, let key):
            "--tls-key: the key in \(key) doesn't belong to the certificate in \(certificate). Give the key the certificate was issued for."
        case .expired(let path, let date):
            "--tls-cert: the certificate in \(path) expired on \(Self.format(date)). Renew it, or leave out --tls-cert and --tls-key to use PhysioPoint's own certificate."
        case .notYetValid(let path, let date):
            "--tls-cert: the certificate in \(path) is only valid from \(Self.format(date)). Check this computer's clock."
        case .storage(let path, let detail):
            "Can't keep PhysioPoint's certificates in \(path): \(detail)"
        case .rejected(let detail):
            "The TLS library refused the certificate or key: \(detail)"
        }
    }

    private static func format(_ date: Date) -> String {
        ISO8601DateFormatter().string(from: date)
    }
}
