import Foundation
import PhysioCore
import TestSupport
import Testing

@testable import PhysioTLS

/// `--tls-cert` / `--tls-key`: every bad input gets a message naming the flag and the problem.
@Suite struct OwnerCertificateTests {
    let start = ConnectFixtures.firstStart
    let day = ConnectFixtures.day

    /// Writes a certificate issued at `issuedAt` and its key; returns their paths.
    func files(issuedAt: Date? = nil, key: String? = nil) throws -> (certificate: String, key: String) {
        let directory = try ConnectFixtures.temporaryDirectory()
        let authority = try LocalAuthority.create(now: issuedAt ?? start, hostName: nil)
        let identity = try authority.issueServerCertificate(for: ConnectFixtures.names, now: issuedAt ?? start)
        let certificateURL = directory.appendingPathComponent("cert.pem")
        let keyURL = directory.appendingPathComponent("key.pem")
        try identity.certificateChainPEM.joined().write(to: certificateURL, atomically: true, encoding: .utf8)
        try (key ?? identity.privateKeyPEM).write(to: keyURL, atomically: true, encoding: .utf8)
        return (certificateURL.path, keyURL.path)
    }

    func error(_ paths: (certificate: String, key: String), now: Date? = nil) -> TLSSetupError? {
        do {
            _ = try OwnerCertificate.load(
                certificatePath: paths.certificate, keyPath: paths.key, now: now ?? start + day)
            return nil
        } catch {
            return error
        }
    }

    @Test func aGoodCertificateAndKeyLoad() throws {
        let paths = try files()
        let identity = try OwnerCertificate.load(
            certificatePath: paths.certificate, keyPath: paths.key, now: start + day)
        #expect(identity.certificateChainPEM.count == 1)
    }

    @Test func aMissingFileIsNamed() throws {
        let paths = try files()
        let failure = error(("/nonexistent/cert.pem", paths.key))
        #expect(failure == .unreadable(flag: "--tls-cert", path: "/nonexistent/cert.pem"))
        #expect(failure?.message.hasPrefix("--tls-cert: can't read /nonexistent/cert.pem") == true)
        #expect(
            error((paths.certificate, "/nonexistent/key.pem"))
                == .unreadable(flag: "--tls-key", path: "/nonexistent/key.pem"))
    }

    @Test func aFileThatIsntPEMIsRefused() throws {
        let paths = try files()
        let failure = error((paths.key, paths.key))
        #expect(failure == .notPEMCertificate(path: paths.key))
        #expect(failure?.message.contains("-----BEGIN CERTIFICATE-----") == true)
        let notAKey = error((paths.certificate, paths.certificate))
        #expect(notAKey?.code == "tls_key_not_pem")
    }

    @Test func aKeyFromAnotherCertificateIsRefused() throws {
        let mine = try files()
        let theirs = try files()
        let failure = error((mine.certificate, theirs.key))
        #expect(failure == .keyMismatch(certificate: mine.certificate, key: theirs.key))
        #expect(failure?.message.contains("doesn't belong to the certificate") == true)
    }

    @Test func anExpiredCertificateIsRefusedWithItsDate() throws {
        let paths = try files(issuedAt: start - 500 * day)
        let failure = error(paths)
        guard case .expired(_, let date) = failure else {
            Issue.record("expected .expired, got \(String(describing: failure))")
            return
        }
        #expect(date < start)
        #expect(failure?.message.contains("expired on 2026-08-11T11:00:00Z") == true)
    }

    @Test func aCertificateNotValidYetIsRefused() throws {
        let paths = try files(issuedAt: start + 30 * day)
        #expect(error(paths)?.code == "tls_cert_not_yet_valid")
    }

    @Test func anEncryptedKeyIsRefusedWithTheReason() throws {
        let paths = try files(key: "-----BEGIN ENCRYPTED PRIVATE KEY-----\nMIIB\n-----END ENCRYPTED PRIVATE KEY-----\n")
        #expect(error(paths) == .notPEMKey(path: paths.key, detail: "it is encrypted with a passphrase"))
    }
}
