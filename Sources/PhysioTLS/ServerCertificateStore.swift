import Crypto
import Foundation
import PhysioCore
import SwiftASN1
import X509

/// The server certificate kept next to the authority (`tls/server.crt`, `tls/server-key.pem`):
/// reused while it names this machine and has time left, otherwise issued again by the same
/// authority.
public enum ServerCertificateStore {
    static let certificateFile = "server.crt"
    static let keyFile = "server-key.pem"

    public struct Outcome: Sendable {
        public var identity: TLSIdentity
        /// Why a new certificate was issued, or nil when the kept one still serves.
        public var reissued: CertificateRenewal.Reason?
    }

    /// The certificate to serve with for `names` at `now`, issued and written if needed.
    public static func current(
        in directory: URL, authority: LocalAuthority, names: CertificateNames, now: Date
    ) throws(TLSSetupError) -> Outcome {
        let certificateURL = directory.appendingPathComponent(certificateFile)
        let keyURL = directory.appendingPathComponent(keyFile)
        let kept = stored(certificateURL: certificateURL, keyURL: keyURL)
        let summary = kept.flatMap { summarize($0, authority: authority) }
        let reason = CertificateRenewal.reason(toReplace: summary, needed: names, now: now)
        if reason == nil, let kept { return Outcome(identity: kept, reissued: nil) }
        let identity = try authority.issueServerCertificate(for: names, now: now)
        try SecureFile.makeDirectory(directory)
        try SecureFile.write(identity.privateKeyPEM, to: keyURL, permissions: 0o600)
        try SecureFile.write(identity.certificateChainPEM.joined(), to: certificateURL, permissions: 0o644)
        return Outcome(identity: identity, reissued: reason ?? .missing)
    }

    static func stored(certificateURL: URL, keyURL: URL) -> TLSIdentity? {
        guard let certificate = SecureFile.read(certificateURL), let key = SecureFile.read(keyURL) else { return nil }
        return TLSIdentity(certificateChainPEM: [certificate], privateKeyPEM: key)
    }

    /// What the kept certificate names and how long it lasts; nil when it can't be read or its key
    /// doesn't match it.
    static func summarize(_ identity: TLSIdentity, authority: LocalAuthority) -> IssuedCertificateSummary? {
        guard let pem = identity.certificateChainPEM.first,
            let certificate = try? Certificate(pemEncoded: pem),
            let key = try? P256.Signing.PrivateKey(pemRepresentation: identity.privateKeyPEM),
            Certificate.PublicKey(key.publicKey) == certificate.publicKey
        else { return nil }
        return IssuedCertificateSummary(
            names: names(in: certificate), notValidBefore: certificate.notValidBefore,
            notValidAfter: certificate.notValidAfter, signedByAuthority: authority.signed(certificate))
    }

    /// The DNS names and IP addresses a certificate's subject alternative names hold.
    public static func names(in certificate: Certificate) -> CertificateNames {
        var dns: [String] = []
        var addresses: [String] = []
        for name in (try? certificate.extensions.subjectAlternativeNames) ?? nil ?? SubjectAlternativeNames() {
            switch name {
            case .dnsName(let text): dns.append(text)
            case .ipAddress(let octets): IPAddressBytes.format(Array(octets.bytes)).map { addresses.append($0) }
            default: break
            }
        }
        return CertificateNames(dnsNames: dns, ipAddresses: addresses)
    }
}
