import ArgumentParser
import Foundation
import NIOSSL
import PhysioCore
import PhysioTLS

/// `serve`'s HTTPS choices. Beyond loopback PhysioPoint serves HTTPS with a certificate from its
/// own authority (kept in the data dir), or the owner's own certificate; `--no-tls` opts out.
struct TLSOptions: ParsableArguments {
    @Option(
        name: .customLong("tls-cert"),
        help: "Your own certificate chain (PEM) for HTTPS, e.g. from your reverse proxy or domain.")
    var certificate: String?

    @Option(name: .customLong("tls-key"), help: "The unencrypted private key (PEM) of --tls-cert.")
    var key: String?

    @Flag(
        name: .customLong("no-tls"),
        help:
            "Serve plain HTTP beyond this computer. Phones then lose the motion sensor, camera, offline use and notifications."
    )
    var disabled = false

    static let plainHTTPWarning = """
        Warning: --no-tls serves plain HTTP on your network. A phone then gets no secure context: no motion \
        sensor (guided sessions fall back to the slider), no camera, no offline use or installing, and no \
        notifications; anyone on the network can read the traffic, sign-in link included. Leave out --no-tls \
        to use HTTPS with PhysioPoint's own certificate.

        """

    func validate() throws {
        if (certificate == nil) != (key == nil) { throw ValidationError("Give --tls-cert and --tls-key together.") }
        if disabled && certificate != nil {
            throw ValidationError("--no-tls and --tls-cert don't go together: choose one.")
        }
    }

    /// What the server runs with: the TLS configuration (nil for plain HTTP) and what the connect
    /// page says. Certificates are checked against the real time, whatever clock the app uses.
    func resolve(host: String, dataDirectory: URL, now: Date) throws -> (tls: TLSConfiguration?, connect: ConnectSetup)
    {
        let outcome: Result<(tls: TLSConfiguration?, connect: ConnectSetup), TLSSetupError> = Result {
            () throws(TLSSetupError) in try secureSetup(host: host, dataDirectory: dataDirectory, now: now)
        }
        switch outcome {
        case .success(let setup): return setup
        case .failure(let error): throw ValidationError(error.message)
        }
    }

    private static func noteIssued(_ reason: CertificateRenewal.Reason, _ names: CertificateNames) {
        let note = "Issued a new HTTPS certificate (\(reason)) for \(names.all.joined(separator: ", ")).\n"
        FileHandle.standardError.write(Data(note.utf8))
    }

    private func secureSetup(
        host: String, dataDirectory: URL, now: Date
    ) throws(TLSSetupError) -> (tls: TLSConfiguration?, connect: ConnectSetup) {
        if let certificate, let key {
            let identity = try OwnerCertificate.load(certificatePath: certificate, keyPath: key, now: now)
            return (try identity.serverConfiguration(), ConnectSetup(security: .ownCertificate))
        }
        if NetworkAddress.isLoopback(host) { return (nil, .loopbackOnly) }
        if disabled {
            FileHandle.standardError.write(Data(Self.plainHTTPWarning.utf8))
            return (nil, ConnectSetup(security: .plainHTTP))
        }
        let directory = dataDirectory.appendingPathComponent("tls")
        let hostName = NetworkAddress.hostName()
        let authority = try LocalAuthority.loadOrCreate(in: directory, now: now, hostName: hostName)
        let names: @Sendable () -> CertificateNames = {
            CertificateNames.forServer(
                hostName: NetworkAddress.hostName(), addresses: NetworkAddress.listenAddresses(for: host),
                otherNames: NetworkAddress.listenName(for: host).map { [$0] } ?? [])
        }
        let live = try LiveCertificate(
            authority: authority, directory: directory, names: names, now: { Date() },
            onRenewal: { reason, names in Self.noteIssued(reason, names) })
        if let reason = live.reasonAtStart { Self.noteIssued(reason, names()) }
        return (
            try live.serverConfiguration(),
            ConnectSetup(security: .localAuthority, authority: authority.publicCertificate)
        )
    }
}
