import Crypto
import Foundation
import PhysioCore
import SwiftASN1
import TestSupport
import Testing
@_spi(FixedExpiryValidationTime) import X509

@testable import PhysioTLS

@Suite struct LocalAuthorityTests {
    let start = ConnectFixtures.firstStart
    let day = ConnectFixtures.day

    /// Whether a client trusting only `authority` accepts `identity` for `host` (a name or an IP).
    func accepts(_ identity: TLSIdentity, authority: LocalAuthority, host: String, at time: Date) async throws -> Bool {
        let leaf = try Certificate(pemEncoded: try #require(identity.certificateChainPEM.first))
        let isAddress = host.contains(":") || host.allSatisfy { $0.isNumber || $0 == "." }
        var verifier = Verifier(rootCertificates: CertificateStore([authority.certificate])) {
            RFC5280Policy(fixedExpiryValidationTime: time)
            ServerIdentityPolicy(serverHostname: isAddress ? nil : host, serverIP: isAddress ? host : nil)
        }
        if case .validCertificate = await verifier.validate(leaf: leaf, intermediates: CertificateStore()) {
            return true
        }
        return false
    }

    @Test func theFirstRunMakesAnAuthorityWhoseKeyOnlyThisUserCanRead() throws {
        let directory = try ConnectFixtures.temporaryDirectory()
        let authority = try LocalAuthority.loadOrCreate(in: directory, now: start, hostName: ConnectFixtures.hostName)
        let keyPath = directory.appendingPathComponent("authority-key.pem").path
        let permissions = try FileManager.default.attributesOfItem(atPath: keyPath)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
        #expect(try authority.certificate.extensions.basicConstraints == .isCertificateAuthority(maxPathLength: 0))
        #expect(authority.certificate.subject.description.contains("PhysioPoint local authority (kitchen-pc)"))
        #expect(authority.publicCertificate.sha256 == Array(SHA256.hash(data: authority.der)))
        #expect(authority.pem.hasPrefix("-----BEGIN CERTIFICATE-----"))
    }

    @Test func theAuthorityStaysTheSameAcrossRestarts() throws {
        let directory = try ConnectFixtures.temporaryDirectory()
        let first = try LocalAuthority.loadOrCreate(in: directory, now: start, hostName: ConnectFixtures.hostName)
        let again = try LocalAuthority.loadOrCreate(in: directory, now: start + 400 * day, hostName: "renamed-pc")
        #expect(again.publicCertificate == first.publicCertificate)
        let elsewhere = try LocalAuthority.loadOrCreate(
            in: try ConnectFixtures.temporaryDirectory(), now: start, hostName: nil)
        #expect(elsewhere.publicCertificate.fingerprint != first.publicCertificate.fingerprint)
    }

    @Test func aLoneKeyOrCertificateIsReportedNotReplaced() throws {
        let directory = try ConnectFixtures.temporaryDirectory()
        _ = try LocalAuthority.loadOrCreate(in: directory, now: start, hostName: nil)
        try FileManager.default.removeItem(at: directory.appendingPathComponent("authority-key.pem"))
        let error = #expect(throws: TLSSetupError.self) {
            try LocalAuthority.loadOrCreate(in: directory, now: start, hostName: nil)
        }
        #expect(error?.message.contains("only one of authority.crt and authority-key.pem") == true)
    }

    @Test func theServerCertificateNamesEveryNameAndAClientTrustingTheAuthorityAcceptsIt() async throws {
        let authority = try LocalAuthority.loadOrCreate(
            in: try ConnectFixtures.temporaryDirectory(), now: start, hostName: nil)
        let identity = try authority.issueServerCertificate(for: ConnectFixtures.names, now: start)
        let leaf = try Certificate(pemEncoded: identity.certificateChainPEM[0])
        #expect(ServerCertificateStore.names(in: leaf) == ConnectFixtures.names)
        #expect(try leaf.extensions.extendedKeyUsage?.contains(.serverAuth) == true)
        #expect(try leaf.extensions.basicConstraints == .notCertificateAuthority)
        #expect(authority.signed(leaf))
        for host in ["kitchen-pc.local", "kitchen-pc", "localhost", "192.168.1.20", "fd00::20"] {
            #expect(try await accepts(identity, authority: authority, host: host, at: start + day), "\(host)")
        }
        #expect(try await accepts(identity, authority: authority, host: "192.168.1.99", at: start + day) == false)
        #expect(try await accepts(identity, authority: authority, host: "example.org", at: start + day) == false)
        #expect(
            try await accepts(identity, authority: authority, host: "kitchen-pc.local", at: start + 400 * day) == false)
        _ = try identity.serverConfiguration()
    }

    @Test func theServerCertificateIsKeptThenRenewedNearExpiryByTheSameAuthority() async throws {
        let directory = try ConnectFixtures.temporaryDirectory()
        let authority = try LocalAuthority.loadOrCreate(in: directory, now: start, hostName: nil)
        let first = try ServerCertificateStore.current(
            in: directory, authority: authority, names: ConnectFixtures.names, now: start)
        #expect(first.reissued == .missing)
        let keyPermissions =
            try FileManager.default.attributesOfItem(
                atPath: directory.appendingPathComponent("server-key.pem").path)[.posixPermissions] as? Int
        #expect(keyPermissions == 0o600)

        let restarted = try LocalAuthority.loadOrCreate(in: directory, now: start + day, hostName: nil)
        let kept = try ServerCertificateStore.current(
            in: directory, authority: restarted, names: ConnectFixtures.names, now: start + day)
        #expect(kept.reissued == nil)
        #expect(kept.identity == first.identity)

        let nearExpiry = start + 370 * day
        let renewed = try ServerCertificateStore.current(
            in: directory, authority: restarted, names: ConnectFixtures.names, now: nearExpiry)
        #expect(renewed.reissued == .expiresSoon)
        #expect(renewed.identity != first.identity)
        #expect(
            try await accepts(
                renewed.identity, authority: authority, host: "kitchen-pc.local", at: nearExpiry + 60 * day))
        #expect(
            try await accepts(first.identity, authority: authority, host: "kitchen-pc.local", at: nearExpiry + 60 * day)
                == false)
    }

    @Test func aNewAddressGetsANewCertificateFromTheSameAuthority() async throws {
        let directory = try ConnectFixtures.temporaryDirectory()
        let authority = try LocalAuthority.loadOrCreate(in: directory, now: start, hostName: nil)
        _ = try ServerCertificateStore.current(
            in: directory, authority: authority, names: ConnectFixtures.names, now: start)
        let moved = try ServerCertificateStore.current(
            in: directory, authority: authority, names: ConnectFixtures.movedNames, now: start + day)
        #expect(moved.reissued == .namesChanged)
        #expect(try await accepts(moved.identity, authority: authority, host: "192.168.1.34", at: start + 2 * day))
        #expect(
            try await accepts(moved.identity, authority: authority, host: "192.168.1.20", at: start + 2 * day) == false)
    }

    @Test func aServerCertificateFromAReplacedAuthorityIsReissued() throws {
        let directory = try ConnectFixtures.temporaryDirectory()
        let old = try LocalAuthority.loadOrCreate(in: directory, now: start, hostName: nil)
        _ = try ServerCertificateStore.current(in: directory, authority: old, names: ConnectFixtures.names, now: start)
        let replacement = try LocalAuthority.create(now: start, hostName: nil)
        let outcome = try ServerCertificateStore.current(
            in: directory, authority: replacement, names: ConnectFixtures.names, now: start)
        #expect(outcome.reissued == .otherAuthority)
    }

    @Test func aDamagedServerKeyIsReplacedRatherThanServed() throws {
        let directory = try ConnectFixtures.temporaryDirectory()
        let authority = try LocalAuthority.loadOrCreate(in: directory, now: start, hostName: nil)
        _ = try ServerCertificateStore.current(
            in: directory, authority: authority, names: ConnectFixtures.names, now: start)
        try "garbage".write(to: directory.appendingPathComponent("server-key.pem"), atomically: true, encoding: .utf8)
        let outcome = try ServerCertificateStore.current(
            in: directory, authority: authority, names: ConnectFixtures.names, now: start)
        #expect(outcome.reissued == .missing)
        _ = try outcome.identity.serverConfiguration()
    }
}
