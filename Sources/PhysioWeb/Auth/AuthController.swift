import Foundation
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// Signing a person in with their link (or QR code), and out again.
struct AuthController {
    let household: Household
    let renderer: Renderer
    let time: AppTime
    let devices: DeviceActivity

    func addRoutes(to router: AppRouter) {
        router.get(AppPath.login) { request, context in try await login(request, context) }
        router.get(AppPath.signIn) { request, _ in
            signInPage(
                SignInView(
                    invalidLink: false, signedOut: request.query("notice") == Notice.signedOut.rawValue,
                    signedOutElsewhere: request.query("notice") == Notice.deviceSignedOut.rawValue))
        }
        router.get(AppPath.signOut) { _, context in
            renderer.page(title: "Sign out", section: .settings, context: context) { chrome in
                SignOutView(chrome: chrome).html
            }
        }
        router.post(AppPath.logout) { request, context in
            if let token = AuthMiddleware.cookie(AuthMiddleware.cookieName, in: request.headers).map(String.init) {
                if let signed = SignedSession.parse(token) {
                    try household.revokeSignedSession(id: signed.id, at: time.now)
                    devices.forget(signed.id)
                } else {
                    try household.deleteLegacySession(token: token)
                }
            }
            var response = Response.redirect(
                to: AppPath.signIn.query("notice", Notice.signedOut.rawValue).value, type: .normal)
            response.setCookie(Self.cookie(value: "", maxAge: 0, secure: context.isSecure))
            return response
        }
    }

    func login(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        guard let token = request.query("token"), let person = household.person(token: token) else {
            return signInPage(SignInView(invalidLink: true, signedOut: false), status: .unauthorized)
        }
        // A signed cookie (see `SignedSession`) naming the person; the device is recorded so Settings
        // can list it and sign it out from another device. Opening the sign-in link is the one GET
        // that writes.
        let now = time.now
        let session = SignedSession.make(for: person.id, token: token, at: now)
        if let id = SignedSession.parse(session.token)?.id {
            let device = ConnectedDevice(
                id: id, name: DeviceName.from(userAgent: request.headers[.userAgent]), connectedAt: now, lastUsedAt: now)
            try household.recordDevice(device, of: person.id)
            devices.signedIn(device, of: person.id)
        }
        var response = Response.redirect(to: AppPath.home.value, type: .normal)
        response.setCookie(Self.cookie(value: session.token, maxAge: Self.cookieLifetime, secure: context.isSecure))
        return response
    }

    /// Drawn signed out, whatever the browser holds.
    func signInPage(_ view: SignInView, status: HTTPResponse.Status = .ok) -> Response {
        renderer.page(title: "Sign in", context: nil, status: status) { _ in view.html }
    }

    /// A year; the cookie is renewed while the device is used (see `AuthMiddleware.renewAfter`).
    static let cookieLifetime = 60 * 60 * 24 * 365

    /// The session cookie: HttpOnly, SameSite=Lax, and `Secure` whenever the server speaks HTTPS.
    static func cookie(value: String, maxAge: Int, secure: Bool) -> Cookie {
        Cookie(
            name: AuthMiddleware.cookieName, value: value, maxAge: maxAge, path: "/", secure: secure, httpOnly: true,
            sameSite: .lax)
    }
}
