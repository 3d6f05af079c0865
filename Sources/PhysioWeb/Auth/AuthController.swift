import Foundation
import Hummingbird
import PhysioCore
import PhysioStore
import PhysioViews

/// Signing the owner in with the printed link, and out again.
struct AuthController {
    let database: AppDatabase
    let renderer: Renderer
    let time: AppTime
    let owner: OwnerCredentials
    let devices: DeviceActivity

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/login") { request, _ in try await login(request) }
        router.get("/signin") { request, _ in
            signInPage(
                SignInView(
                    invalidLink: false, signedOut: request.query("notice") == Notice.signedOut.rawValue,
                    signedOutElsewhere: request.query("notice") == Notice.deviceSignedOut.rawValue))
        }
        router.get("/signout") { _, context in
            renderer.page(title: "Sign out", section: .settings, session: context.session) { chrome in
                SignOutView(chrome: chrome).html
            }
        }
        router.post("/logout") { request, context in
            if let token = AuthMiddleware.cookie(AuthMiddleware.cookieName, in: request.headers).map(String.init) {
                if let signed = SignedSession(loginToken: owner.loginToken).verifiedID(token) {
                    try await database.revokeSignedSession(id: signed.id, at: time.now)
                    devices.forget(signed.id)
                } else {
                    try await database.deleteAuthSession(token: token)
                }
            }
            var response = Response.redirect(
                to: AppPath.signIn.query("notice", Notice.signedOut.rawValue).value, type: .normal)
            response.setCookie(Self.cookie(value: "", maxAge: 0))
            return response
        }
    }

    func login(_ request: Request) async throws -> Response {
        guard let token = request.query("token"), Tokens.equal(token, owner.loginToken) else {
            return signInPage(SignInView(invalidLink: true, signedOut: false), status: .unauthorized)
        }
        // A signed cookie (see `SignedSession`); the device is recorded so Settings can list it and
        // sign it out from another device. Opening the sign-in link is the one GET that writes.
        let now = time.now
        let session = SignedSession(loginToken: owner.loginToken).make(at: now)
        if let id = SignedSession.id(of: session.token) {
            let device = ConnectedDevice(
                id: id, name: DeviceName.from(userAgent: request.headers[.userAgent]), connectedAt: now, lastUsedAt: now)
            try await database.recordDevice(device)
            devices.signedIn(device)
        }
        var response = Response.redirect(to: AppPath.home.value, type: .normal)
        response.setCookie(Self.cookie(value: session.token, maxAge: Self.cookieLifetime))
        return response
    }

    /// Drawn signed out, whatever the browser holds.
    func signInPage(_ view: SignInView, status: HTTPResponse.Status = .ok) -> Response {
        renderer.page(title: "Sign in", session: nil, status: status) { _ in view.html }
    }

    /// A year; the cookie is renewed while the device is used (see `AuthMiddleware.renewAfter`).
    static let cookieLifetime = 60 * 60 * 24 * 365

    static func cookie(value: String, maxAge: Int) -> Cookie {
        Cookie(name: AuthMiddleware.cookieName, value: value, maxAge: maxAge, path: "/", httpOnly: true, sameSite: .lax)
    }
}
