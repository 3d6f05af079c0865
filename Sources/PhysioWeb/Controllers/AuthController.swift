import Foundation
import Hummingbird
import PhysioStore

/// Signing the owner in with the printed link, and out again.
struct AuthController {
    let services: AppServices

    struct SignInScreen: Sendable {
        var invalidLink: Bool
        var signedOut: Bool
    }

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/login") { request, _ in try await login(request) }
        router.get("/signin") { request, context in
            try services.renderer.page(
                "signin", title: "Sign in",
                screen: SignInScreen(invalidLink: false, signedOut: request.query("notice") == "signed-out"),
                session: nil)
        }
        router.post("/logout") { request, context in
            if let token = request.cookies[AuthMiddleware.cookieName]?.value {
                try await services.database.deleteAuthSession(token: token)
            }
            var response = Response.redirect(to: "/signin?notice=signed-out", type: .normal)
            response.setCookie(Self.cookie(value: "", maxAge: 0))
            return response
        }
    }

    func login(_ request: Request) async throws -> Response {
        guard let token = request.query("token"), Tokens.equal(token, services.owner.loginToken) else {
            return try services.renderer.page(
                "signin", title: "Sign in", screen: SignInScreen(invalidLink: true, signedOut: false),
                session: nil, status: .unauthorized)
        }
        let session = AuthSession(token: Tokens.make(), csrfToken: Tokens.make(), createdAt: services.now)
        try await services.database.createAuthSession(session)
        var response = Response.redirect(to: "/", type: .normal)
        response.setCookie(Self.cookie(value: session.token, maxAge: 60 * 60 * 24 * 365))
        return response
    }

    static func cookie(value: String, maxAge: Int) -> Cookie {
        Cookie(name: AuthMiddleware.cookieName, value: value, maxAge: maxAge, path: "/", httpOnly: true, sameSite: .lax)
    }
}
