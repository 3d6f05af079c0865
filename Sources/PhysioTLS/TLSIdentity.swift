import Foundation
import NIOSSL

/// A certificate chain (server certificate first) and its private key, as PEM text.
public struct TLSIdentity: Sendable, Equatable {
    public var certificateChainPEM: [String]
    public var privateKeyPEM: String

    public init(certificateChainPEM: [String], privateKeyPEM: String) {
        self.certificateChainPEM = certificateChainPEM
        self.privateKeyPEM = privateKeyPEM
    }

    /// The server side of TLS 1.2 and 1.3 with this identity.
    public func serverConfiguration() throws(TLSSetupError) -> TLSConfiguration {
        do {
            let chain = try certificateChainPEM.flatMap { try NIOSSLCertificate.fromPEMBytes(Array($0.utf8)) }
            let key = try NIOSSLPrivateKey(bytes: Array(privateKeyPEM.utf8), format: .pem)
            var configuration = TLSConfiguration.makeServerConfiguration(
                certificateChain: chain.map { .certificate($0) }, privateKey: .privateKey(key))
            configuration.minimumTLSVersion = .tlsv12
            configuration.applicationProtocols = ["http/1.1"]
            // Checks the key against the certificate as the server would.
            _ = try NIOSSLContext(configuration: configuration)
            return configuration
        } catch {
            throw .rejected(detail: String(describing: error))
        }
    }
}
