import Foundation
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// "Connect a phone" (`/connect`, signed in: with the person's own sign-in QR code), the trust
/// instructions (`/connect/trust`) and the local authority's public certificate — the last three are
/// open, so a phone can trust the authority before it signs in.
struct ConnectController {
    let household: Household
    let renderer: Renderer
    let listening: ListeningPort
    let configuration: AppConfiguration

    func addRoutes(to router: AppRouter) {
        router.get(AppPath.connect) { _, context in
            page(ConnectScreen(setup: setup, baseURL: baseURL, signInURL: signInURL(for: try context.subject.id)), context)
        }
        router.get(AppPath.connectTrust) { _, context in
            page(ConnectScreen(setup: setup, baseURL: baseURL, signInURL: nil), context)
        }
        router.get(AppPath.authorityCertificate) { _, _ in
            let authority = try self.authority()
            var response = Response(
                status: .ok, headers: [.contentType: "application/x-x509-ca-cert"],
                body: .init(byteBuffer: ByteBuffer(bytes: authority.der)))
            response.headers[.contentDisposition] = "attachment; filename=\"physiopoint-ca.crt\""
            return response
        }
        router.get(AppPath.authorityPEM) { _, _ in
            let authority = try self.authority()
            var response = Response(
                status: .ok, headers: [.contentType: "application/x-pem-file"],
                body: .init(byteBuffer: ByteBuffer(string: authority.pem)))
            response.headers[.contentDisposition] = "attachment; filename=\"physiopoint-ca.pem\""
            return response
        }
    }

    var setup: ConnectSetup { configuration.connect }

    /// Where a phone opens PhysioPoint: this machine's network address and the port it listens on.
    var baseURL: String {
        let host = configuration.publicHost ?? configuration.host
        let shown = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return "\(setup.scheme)://\(shown):\(listening.port ?? configuration.port)"
    }

    /// The link that signs a phone in as `personID` (their current token in it).
    func signInURL(for personID: UUID) -> String? {
        household.token(of: personID).map { baseURL + LoginLink.path(token: $0) }
    }

    private func authority() throws -> AuthorityCertificate {
        guard let authority = setup.authority else {
            throw AppError.notFound(
                "PhysioPoint isn't using its own certificate authority, so there is no certificate to download.")
        }
        return authority
    }

    private func page(_ screen: ConnectScreen, _ context: AppRequestContext) -> Response {
        renderer.page(title: "Connect a phone", context: context, bodyClass: "connect") { chrome in
            ConnectView(screen, chrome: chrome).html
        }
    }
}
