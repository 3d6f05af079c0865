import Foundation
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// "Connect a phone" (`/connect`, signed in: with the sign-in QR code), the trust instructions
/// (`/connect/trust`) and the local authority's public certificate — the last three are public, so
/// a phone can trust the authority before it signs in.
struct ConnectController {
    let renderer: Renderer
    let owner: OwnerCredentials
    let listening: ListeningPort
    let configuration: AppConfiguration

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/connect") { _, context in
            page(ConnectScreen(setup: setup, baseURL: baseURL, signInURL: signInURL), session: context.session)
        }
        router.get("/connect/trust") { _, context in
            page(ConnectScreen(setup: setup, baseURL: baseURL, signInURL: nil), session: context.session)
        }
        router.get("/connect/physiopoint-ca.crt") { _, _ in
            let authority = try self.authority()
            var response = Response(
                status: .ok, headers: [.contentType: "application/x-x509-ca-cert"],
                body: .init(byteBuffer: ByteBuffer(bytes: authority.der)))
            response.headers[.contentDisposition] = "attachment; filename=\"physiopoint-ca.crt\""
            return response
        }
        router.get("/connect/physiopoint-ca.pem") { _, _ in
            let authority = try self.authority()
            var response = Response(
                status: .ok, headers: [.contentType: "application/x-pem-file"],
                body: .init(byteBuffer: ByteBuffer(string: authority.pem)))
            response.headers[.contentDisposition] = "attachment; filename=\"physiopoint-ca.pem\""
            return response
        }
    }

    private var setup: ConnectSetup { configuration.connect }

    /// Where a phone opens PhysioPoint: this machine's network address and the port it listens on.
    var baseURL: String {
        let host = configuration.publicHost ?? configuration.host
        let shown = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return "\(setup.scheme)://\(shown):\(listening.port ?? configuration.port)"
    }

    var signInURL: String { baseURL + LoginLink.path(token: owner.loginToken) }

    private func authority() throws -> AuthorityCertificate {
        guard let authority = setup.authority else {
            throw AppError.notFound(
                "PhysioPoint isn't using its own certificate authority, so there is no certificate to download.")
        }
        return authority
    }

    private func page(_ screen: ConnectScreen, session: AuthSession?) -> Response {
        renderer.page(title: "Connect a phone", session: session, bodyClass: "connect") { chrome in
            ConnectView(screen, chrome: chrome).html
        }
    }
}
