import Foundation
import PhysioCore
import TestSupport
import Testing

@Suite struct CertificateNamesTests {
    @Test func aServerIsNamedByHostNameItsDotLocalNameLocalhostAndEveryAddress() {
        let names = ConnectFixtures.names
        #expect(names.dnsNames == ["kitchen-pc", "kitchen-pc.local", "localhost"])
        #expect(names.ipAddresses == ["127.0.0.1", "192.168.1.20", "fd00::20"])
    }

    @Test func aFullyQualifiedHostNameGetsTheMDNSNameOfItsFirstLabel() {
        let names = CertificateNames.forServer(hostName: "Kitchen-PC.home.arpa", addresses: [])
        #expect(names.dnsNames == ["kitchen-pc", "kitchen-pc.home.arpa", "kitchen-pc.local", "localhost"].sorted())
    }

    @Test func linkLocalZonesAndNonsenseAreLeftOut() {
        let names = CertificateNames.forServer(
            hostName: "bad_name!",
            addresses: ["fe80::1%eth0", "10.0.0.256", "fd00::1%eth0", "not-an-ip", "010.0.0.1", "10.0.0.1"])
        #expect(names.dnsNames == ["localhost"])
        #expect(names.ipAddresses == ["10.0.0.1", "fd00::1"])
    }

    @Test func orderAndDuplicatesDontMakeADifference() {
        let one = CertificateNames(dnsNames: ["b", "A", "a"], ipAddresses: ["10.0.0.2", "10.0.0.1", "10.0.0.2"])
        let two = CertificateNames(dnsNames: ["a", "b"], ipAddresses: ["10.0.0.1", "10.0.0.2"])
        #expect(one == two)
    }
}

@Suite struct CertificateRenewalTests {
    let start = ConnectFixtures.firstStart
    let day = ConnectFixtures.day

    func issued(
        at date: Date, names: CertificateNames = ConnectFixtures.names, byAuthority: Bool = true
    ) -> IssuedCertificateSummary {
        let validity = CertificateRenewal.serverValidity(issuedAt: date)
        return IssuedCertificateSummary(
            names: names, notValidBefore: validity.notBefore, notValidAfter: validity.notAfter,
            signedByAuthority: byAuthority)
    }

    @Test func noCertificateMeansIssueOne() {
        #expect(CertificateRenewal.reason(toReplace: nil, needed: ConnectFixtures.names, now: start) == .missing)
    }

    @Test func aCertificateNamingThisMachineWithTimeLeftIsKept() {
        let current = issued(at: start)
        #expect(CertificateRenewal.reason(toReplace: current, needed: ConnectFixtures.names, now: start) == nil)
        #expect(
            CertificateRenewal.reason(toReplace: current, needed: ConnectFixtures.names, now: start + 300 * day) == nil)
    }

    @Test func itIsRenewedWhenFewerThanThirtyDaysAreLeft() {
        let current = issued(at: start)
        let expiry = current.notValidAfter
        #expect(
            CertificateRenewal.reason(toReplace: current, needed: ConnectFixtures.names, now: expiry - 31 * day) == nil)
        #expect(
            CertificateRenewal.reason(toReplace: current, needed: ConnectFixtures.names, now: expiry - 29 * day)
                == .expiresSoon)
        #expect(
            CertificateRenewal.reason(toReplace: current, needed: ConnectFixtures.names, now: expiry + day)
                == .expiresSoon)
    }

    @Test func itIsRenewedWhenAnAddressChanges() {
        let current = issued(at: start)
        #expect(
            CertificateRenewal.reason(toReplace: current, needed: ConnectFixtures.movedNames, now: start + day)
                == .namesChanged)
    }

    @Test func aCertificateFromAnotherAuthorityOrFromTheFutureIsReplaced() {
        #expect(
            CertificateRenewal.reason(
                toReplace: issued(at: start, byAuthority: false), needed: ConnectFixtures.names, now: start)
                == .otherAuthority)
        #expect(
            CertificateRenewal.reason(
                toReplace: issued(at: start + 10 * day), needed: ConnectFixtures.names, now: start) == .notYetValid)
    }

    @Test func aServerCertificateLastsNoLongerThanApplesLimitAndStartsAnHourEarly() {
        let validity = CertificateRenewal.serverValidity(issuedAt: start)
        #expect(validity.notBefore == start - 3_600)
        #expect(validity.notAfter.timeIntervalSince(validity.notBefore) <= 398 * day)
        #expect(validity.notAfter.timeIntervalSince(validity.notBefore) > 390 * day)
    }
}

@Suite struct AuthorityFingerprintTests {
    @Test func theFingerprintIsUpperCaseHexPairsInLinesOfEight() {
        let certificate = AuthorityCertificate(der: [1], pem: "", sha256: Array(0..<32).map { UInt8($0 * 8) })
        #expect(certificate.fingerprint.hasPrefix("00:08:10:18:20:28:30:38:40"))
        #expect(certificate.fingerprint.count == 32 * 3 - 1)
        #expect(certificate.fingerprintLines.count == 4)
        #expect(certificate.fingerprintLines[3] == "C0:C8:D0:D8:E0:E8:F0:F8")
    }
}
