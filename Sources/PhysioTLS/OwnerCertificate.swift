import Foundation
import SwiftASN1
import X509

/// The owner's own certificate (`--tls-cert`, `--tls-key`), e.g. from their reverse proxy or their
/// own domain: checked fully before the server starts, so a bad file gets a message, never a crash.
public enum OwnerCertificate {
    public static func load(certificatePath: String, keyPath: String, now: Date) throws(TLSSetupError) -> TLSIdentity {
        let certificateText = try read(certificatePath, flag: "--tls-cert")
        let keyText = try read(keyPath, flag: "--tls-key")
        let documents = ((try? PEMDocument.parseMultiple(pemString: certificateText)) ?? [])
            .filter { $0.discriminator == "CERTIFICATE" }
        guard !documents.isEmpty,
            let chain = try? documents.map({ try Certificate(derEncoded: $0.derBytes) }),
            let leaf = chain.first
        else { throw .notPEMCertificate(path: certificatePath) }

        let key: Certificate.PrivateKey
        if keyText.contains("-----BEGIN ENCRYPTED PRIVATE KEY-----") {
            throw .notPEMKey(path: keyPath, detail: "it is encrypted with a passphrase")
        }
        do {
            let document = try PEMDocument.parseMultiple(pemString: keyText)
                .first { $0.discriminator.hasSuffix("PRIVATE KEY") }
            guard let document else { throw TLSSetupError.notPEMKey(path: keyPath, detail: "no PRIVATE KEY block") }
            key = try Certificate.PrivateKey(pemDocument: document)
        } catch let error as TLSSetupError {
            throw error
        } catch {
            throw .notPEMKey(path: keyPath, detail: "it can't be read as a key")
        }
        guard key.publicKey == leaf.publicKey else {
            throw .keyMismatch(certificate: certificatePath, key: keyPath)
        }
        if leaf.notValidAfter <= now { throw .expired(path: certificatePath, on: leaf.notValidAfter) }
        if leaf.notValidBefore > now { throw .notYetValid(path: certificatePath, from: leaf.notValidBefore) }

        let identity = TLSIdentity(
            certificateChainPEM: documents.map(\.pemString), privateKeyPEM: keyText)
        _ = try identity.serverConfiguration()
        return identity
    }

    static func read(_ path: String, flag: String) throws(TLSSetupError) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
            let data = FileManager.default.contents(atPath: path)
        else { throw .unreadable(flag: flag, path: path) }
        // Binary (DER) files aren't PEM; decode leniently so the PEM check names the problem.
        return String(decoding: data, as: UTF8.self)
    }
}
