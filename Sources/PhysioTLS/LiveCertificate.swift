import Foundation
import NIOSSL
import PhysioCore
import Synchronization

/// Keeps the served certificate current while the server runs. At most once per `checkInterval`,
/// on a TLS handshake, it reads this machine's names again and, when they changed or expiry nears,
/// issues a new certificate from the same authority and serves it from the next handshake on.
/// A phone that trusted the authority notices nothing.
public final class LiveCertificate: Sendable {
    /// A minute: a phone that follows the computer to a new address waits at most this long. A
    /// check reads the interfaces and two small files, only when a connection arrives.
    public static let checkInterval: TimeInterval = 60

    private struct Served {
        var identity: TLSIdentity
        var chain: [NIOSSLCertificate]
        var key: NIOSSLPrivateKey
        var names: CertificateNames
        var checkedAt: Date
    }

    private let authority: LocalAuthority
    private let directory: URL
    private let currentNames: @Sendable () -> CertificateNames
    private let now: @Sendable () -> Date
    private let onRenewal: @Sendable (CertificateRenewal.Reason, CertificateNames) -> Void
    private let served: Mutex<Served>
    /// Why a new certificate was issued at start-up, or nil when the kept one served.
    public let reasonAtStart: CertificateRenewal.Reason?

    /// Loads or issues the certificate for `names()` at `now()`, in `directory` next to `authority`.
    public init(
        authority: LocalAuthority, directory: URL, names: @escaping @Sendable () -> CertificateNames,
        now: @escaping @Sendable () -> Date,
        onRenewal: @escaping @Sendable (CertificateRenewal.Reason, CertificateNames) -> Void = { _, _ in }
    ) throws(TLSSetupError) {
        self.authority = authority
        self.directory = directory
        currentNames = names
        self.now = now
        self.onRenewal = onRenewal
        let start = now()
        let needed = names()
        let outcome = try ServerCertificateStore.current(in: directory, authority: authority, names: needed, now: start)
        reasonAtStart = outcome.reissued
        served = Mutex(try Self.served(outcome.identity, names: needed, at: start))
    }

    /// The certificate to serve now, renewed first when a check is due and finds it needed.
    public func identity() -> TLSIdentity {
        current().identity
    }

    /// The server configuration: the start-up certificate, replaced per handshake by the current one.
    public func serverConfiguration() throws(TLSSetupError) -> TLSConfiguration {
        var configuration = try served.withLock { $0.identity }.serverConfiguration()
        configuration.sslContextCallback = { [self] _, promise in
            let served = current()
            var override = NIOSSLContextConfigurationOverride()
            override.certificateChain = served.chain.map { .certificate($0) }
            override.privateKey = .privateKey(served.key)
            promise.succeed(override)
        }
        return configuration
    }

    private func current() -> Served {
        let time = now()
        return served.withLock { served in
            guard time.timeIntervalSince(served.checkedAt) >= Self.checkInterval || time < served.checkedAt else {
                return served
            }
            served.checkedAt = time
            let needed = currentNames()
            guard
                let outcome = try? ServerCertificateStore.current(
                    in: directory, authority: authority, names: needed, now: time),
                let reason = outcome.reissued,
                let renewed = try? Self.served(outcome.identity, names: needed, at: time)
            else { return served }
            served = renewed
            onRenewal(reason, needed)
            return served
        }
    }

    private static func served(
        _ identity: TLSIdentity, names: CertificateNames, at time: Date
    ) throws(TLSSetupError) -> Served {
        do {
            let chain = try identity.certificateChainPEM.flatMap { try NIOSSLCertificate.fromPEMBytes(Array($0.utf8)) }
            let key = try NIOSSLPrivateKey(bytes: Array(identity.privateKeyPEM.utf8), format: .pem)
            return Served(identity: identity, chain: chain, key: key, names: names, checkedAt: time)
        } catch {
            throw .rejected(detail: String(describing: error))
        }
    }
}
