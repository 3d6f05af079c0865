import Foundation

/// What PhysioPoint knows about the server certificate it issued last time.
public struct IssuedCertificateSummary: Sendable, Equatable {
    public var names: CertificateNames
    public var notValidBefore: Date
    public var notValidAfter: Date
    /// Signed by the local authority in the data dir (false after the authority was replaced).
    public var signedByAuthority: Bool

    public init(names: CertificateNames, notValidBefore: Date, notValidAfter: Date, signedByAuthority: Bool) {
        self.names = names
        self.notValidBefore = notValidBefore
        self.notValidAfter = notValidAfter
        self.signedByAuthority = signedByAuthority
    }
}

/// When to issue a new server certificate. The authority never changes, so a phone that trusted
/// it once keeps trusting every certificate it issues.
public enum CertificateRenewal {
    /// A server certificate lasts 397 days: Apple devices refuse TLS server certificates valid for
    /// longer than 398 days (support.apple.com/en-us/102028).
    public static let serverValidity: TimeInterval = 397 * 86_400
    /// Issued this long before `now`, so a phone whose clock is a little behind accepts it.
    public static let backdating: TimeInterval = 3_600
    /// Re-issued when fewer than 30 days are left.
    public static let renewalWindow: TimeInterval = 30 * 86_400
    /// The authority lasts 20 years; a phone trusts it once.
    public static let authorityValidity: TimeInterval = 20 * 365 * 86_400

    /// Why a new certificate is needed.
    public enum Reason: Sendable, Equatable, CustomStringConvertible {
        /// There is no certificate yet, or it can't be read.
        case missing
        /// It expires within the renewal window (or has expired).
        case expiresSoon
        /// The machine's names or addresses differ from the ones it names.
        case namesChanged
        /// It wasn't signed by this data dir's authority.
        case otherAuthority
        /// Its validity starts in the future (the clock went back).
        case notYetValid

        public var description: String {
            switch self {
            case .missing: "no certificate yet"
            case .expiresSoon: "the certificate expires soon"
            case .namesChanged: "this computer's names or addresses changed"
            case .otherAuthority: "the certificate came from another authority"
            case .notYetValid: "the certificate isn't valid yet"
            }
        }
    }

    /// Why `current` must be replaced for a server that needs `needed` at `now`, or nil to keep it.
    public static func reason(
        toReplace current: IssuedCertificateSummary?, needed: CertificateNames, now: Date
    ) -> Reason? {
        guard let current else { return .missing }
        if !current.signedByAuthority { return .otherAuthority }
        if current.notValidBefore > now { return .notYetValid }
        if current.notValidAfter.timeIntervalSince(now) < renewalWindow { return .expiresSoon }
        if current.names != needed { return .namesChanged }
        return nil
    }

    /// The validity of a certificate issued at `now`.
    public static func serverValidity(issuedAt now: Date) -> (notBefore: Date, notAfter: Date) {
        (now.addingTimeInterval(-backdating), now.addingTimeInterval(serverValidity - backdating))
    }
}
