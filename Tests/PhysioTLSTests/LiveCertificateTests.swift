import Foundation
import PhysioCore
import Synchronization
import TestSupport
import Testing
import X509

@testable import PhysioTLS

/// The certificate served while the server runs: renewed by the same authority, without a restart.
@Suite struct LiveCertificateTests {
    let start = ConnectFixtures.firstStart
    let day = ConnectFixtures.day

    final class Machine: Sendable {
        let names = Mutex(ConnectFixtures.names)
        let clock = Mutex(ConnectFixtures.firstStart)
        let renewals = Mutex<[CertificateRenewal.Reason]>([])
    }

    func makeLive(_ machine: Machine, in directory: URL) throws -> (LiveCertificate, LocalAuthority) {
        let authority = try LocalAuthority.loadOrCreate(in: directory, now: start, hostName: nil)
        let live = try LiveCertificate(
            authority: authority, directory: directory, names: { machine.names.withLock { $0 } },
            now: { machine.clock.withLock { $0 } },
            onRenewal: { reason, _ in machine.renewals.withLock { $0.append(reason) } })
        return (live, authority)
    }

    func names(_ identity: TLSIdentity) throws -> CertificateNames {
        ServerCertificateStore.names(in: try Certificate(pemEncoded: identity.certificateChainPEM[0]))
    }

    @Test func aNewAddressIsPickedUpAtTheNextMinutelyCheckBySameAuthority() throws {
        let machine = Machine()
        let directory = try ConnectFixtures.temporaryDirectory()
        let (live, authority) = try makeLive(machine, in: directory)
        #expect(live.reasonAtStart == .missing)
        let first = live.identity()
        _ = try live.serverConfiguration()

        machine.names.withLock { $0 = ConnectFixtures.movedNames }
        machine.clock.withLock { $0 = start + 30 }
        #expect(live.identity() == first)  // not checked yet

        machine.clock.withLock { $0 = start + 61 }
        let renewed = live.identity()
        #expect(renewed != first)
        #expect(try names(renewed) == ConnectFixtures.movedNames)
        #expect(authority.signed(try Certificate(pemEncoded: renewed.certificateChainPEM[0])))
        #expect(machine.renewals.withLock { $0 } == [.namesChanged])

        // Kept on disk: the next start serves it as it is.
        let restarted = try makeLive(machine, in: directory).0
        #expect(restarted.reasonAtStart == nil)
        #expect(restarted.identity() == renewed)
    }

    @Test func aLongRunningServerRenewsBeforeExpiry() throws {
        let machine = Machine()
        let (live, _) = try makeLive(machine, in: try ConnectFixtures.temporaryDirectory())
        let first = live.identity()
        machine.clock.withLock { $0 = start + 300 * day }
        #expect(live.identity() == first)
        machine.clock.withLock { $0 = start + 370 * day }
        #expect(live.identity() != first)
        #expect(machine.renewals.withLock { $0 } == [.expiresSoon])
    }
}
