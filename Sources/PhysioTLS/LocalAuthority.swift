import Crypto
import Foundation
import PhysioCore
import SwiftASN1
import X509

/// PhysioPoint's own certificate authority, made on first run and kept in the data dir
/// (`tls/authority.crt`, and `tls/authority-key.pem` readable by this user only). It never changes,
/// so a phone that trusted it once trusts every server certificate it issues later.
public struct LocalAuthority: Sendable {
    public let certificate: Certificate
    let privateKey: P256.Signing.PrivateKey

    static let certificateFile = "authority.crt"
    static let keyFile = "authority-key.pem"

    /// The authority in `directory`, created there (valid from `now`) if there is none yet.
    public static func loadOrCreate(
        in directory: URL, now: Date, hostName: String?
    ) throws(TLSSetupError) -> LocalAuthority {
        let certificateURL = directory.appendingPathComponent(certificateFile)
        let keyURL = directory.appendingPathComponent(keyFile)
        let storedCertificate = SecureFile.read(certificateURL)
        let storedKey = SecureFile.read(keyURL)
        if let storedCertificate, let storedKey {
            do {
                let certificate = try Certificate(pemEncoded: storedCertificate)
                let key = try P256.Signing.PrivateKey(pemRepresentation: storedKey)
                guard Certificate.PublicKey(key.publicKey) == certificate.publicKey else {
                    throw TLSSetupError.storage(
                        path: directory.path,
                        detail:
                            "\(keyFile) doesn't belong to \(certificateFile). Move both away to make a new authority (phones must then trust it again)."
                    )
                }
                return LocalAuthority(certificate: certificate, privateKey: key)
            } catch let error as TLSSetupError {
                throw error
            } catch {
                throw .storage(
                    path: directory.path,
                    detail:
                        "\(certificateFile) or \(keyFile) can't be read (\(error)). Move both away to make a new authority (phones must then trust it again)."
                )
            }
        }
        if storedCertificate != nil || storedKey != nil {
            throw .storage(
                path: directory.path,
                detail:
                    "only one of \(certificateFile) and \(keyFile) is there. Restore the other, or move it away to make a new authority."
            )
        }
        let authority = try create(now: now, hostName: hostName)
        try SecureFile.makeDirectory(directory)
        // The key first: a certificate without its key would block the next start.
        try SecureFile.write(authority.privateKey.pemRepresentation, to: keyURL, permissions: 0o600)
        try SecureFile.write(authority.pem, to: certificateURL, permissions: 0o644)
        return authority
    }

    static func create(now: Date, hostName: String?) throws(TLSSetupError) -> LocalAuthority {
        let key = P256.Signing.PrivateKey()
        let publicKey = Certificate.PublicKey(key.publicKey)
        do {
            let name = try DistinguishedName {
                OrganizationName("PhysioPoint")
                CommonName("PhysioPoint local authority" + (hostName.map { " (\($0))" } ?? ""))
            }
            let certificate = try Certificate(
                version: .v3, serialNumber: Certificate.SerialNumber(), publicKey: publicKey,
                notValidBefore: now.addingTimeInterval(-CertificateRenewal.backdating),
                notValidAfter: now.addingTimeInterval(CertificateRenewal.authorityValidity),
                issuer: name, subject: name, signatureAlgorithm: .ecdsaWithSHA256,
                extensions: try Certificate.Extensions {
                    Critical(BasicConstraints.isCertificateAuthority(maxPathLength: 0))
                    Critical(KeyUsage(digitalSignature: true, keyCertSign: true, cRLSign: true))
                    SubjectKeyIdentifier(hash: publicKey)
                },
                issuerPrivateKey: Certificate.PrivateKey(key))
            return LocalAuthority(certificate: certificate, privateKey: key)
        } catch {
            throw .rejected(detail: "the local authority can't be made: \(error)")
        }
    }

    /// The certificate as PEM text.
    public var pem: String { (try? certificate.serializeAsPEM().pemString) ?? "" }

    /// The certificate, DER-encoded.
    public var der: [UInt8] {
        var serializer = DER.Serializer()
        return (try? serializer.serialize(certificate)).map { serializer.serializedBytes } ?? []
    }

    /// What the connect page and the certificate download show.
    public var publicCertificate: AuthorityCertificate {
        let der = self.der
        return AuthorityCertificate(der: der, pem: pem, sha256: Array(SHA256.hash(data: der)))
    }

    /// Whether this authority signed `certificate`.
    public func signed(_ certificate: Certificate) -> Bool {
        certificate.issuer == self.certificate.subject
            && self.certificate.publicKey.isValidSignature(certificate.signature, for: certificate)
    }

    /// A new server certificate (with a new key) naming `names`, valid from `now` for
    /// `CertificateRenewal.serverValidity`.
    public func issueServerCertificate(for names: CertificateNames, now: Date) throws(TLSSetupError) -> TLSIdentity {
        let key = P256.Signing.PrivateKey()
        let publicKey = Certificate.PublicKey(key.publicKey)
        let validity = CertificateRenewal.serverValidity(issuedAt: now)
        do {
            let subject = try DistinguishedName {
                OrganizationName("PhysioPoint")
                CommonName(names.dnsNames.first { $0.hasSuffix(".local") } ?? names.dnsNames.first ?? "PhysioPoint")
            }
            var alternativeNames = names.dnsNames.map { GeneralName.dnsName($0) }
            alternativeNames += names.ipAddresses.compactMap(IPAddressBytes.parse).map {
                GeneralName.ipAddress(ASN1OctetString(contentBytes: $0[...]))
            }
            let authorityKeyIdentifier =
                try certificate.extensions.subjectKeyIdentifier?.keyIdentifier
                ?? SubjectKeyIdentifier(hash: certificate.publicKey).keyIdentifier
            let issued = try Certificate(
                version: .v3, serialNumber: Certificate.SerialNumber(), publicKey: publicKey,
                notValidBefore: validity.notBefore, notValidAfter: validity.notAfter,
                issuer: certificate.subject, subject: subject, signatureAlgorithm: .ecdsaWithSHA256,
                extensions: try Certificate.Extensions {
                    Critical(BasicConstraints.notCertificateAuthority)
                    Critical(KeyUsage(digitalSignature: true))
                    try ExtendedKeyUsage([.serverAuth])
                    SubjectAlternativeNames(alternativeNames)
                    SubjectKeyIdentifier(hash: publicKey)
                    AuthorityKeyIdentifier(keyIdentifier: authorityKeyIdentifier)
                },
                issuerPrivateKey: Certificate.PrivateKey(privateKey))
            return TLSIdentity(
                certificateChainPEM: [try issued.serializeAsPEM().pemString], privateKeyPEM: key.pemRepresentation)
        } catch {
            throw .rejected(detail: "a server certificate can't be issued: \(error)")
        }
    }
}
