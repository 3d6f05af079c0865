import HTTPTypes
import Hummingbird
import PhysioCore
import PhysioStore
import Synchronization

/// Only the owner gets past this: by the session cookie set at sign-in, or by the sign-in token as a
/// bearer token (scripts and the API). State-changing requests made with the cookie must also carry
/// the session's anti-forgery token (form field `_csrf` or header `X-CSRF-Token`) and must not come
/// from another site.
struct AuthMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    static let cookieName = "pp_session"
    /// Besides sign-in: the local authority's public certificate and how to trust it, so a phone can
    /// trust it before signing in (the signed-in `/connect` page holds the sign-in link).
    static let publicPaths: Set<String> = [
        AppPath.healthCheck.value, AppPath.login.value, AppPath.signIn.value, AppPath.favicon.value,
        AppPath.serviceWorker.value, AppPath.offline.value, AppPath.connectTrust.value,
        AppPath.authorityCertificate.value, AppPath.authorityPEM.value,
    ]

    let database: AppDatabase
    let owner: OwnerCredentials
    let clock: any AppClock
    /// When each device was last seen (shared with Settings, which lists them).
    let devices: DeviceActivity
    let sessions = SessionCache()
    /// A device's cookie is renewed once it is this old, so a phone in use never needs the sign-in
    /// link (and the computer) again; one left unused for a year is signed out.
    static let renewAfter: Double = 30 * 24 * 60 * 60

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let path = request.uri.path
        // `/calendar/<token>.ics` checks its own unguessable token: calendar apps can't sign in.
        if Self.publicPaths.contains(path) || AppPath.assets.contains(path) || AppPath.calendarFeeds.contains(path) {
            return try await next(request, context)
        }
        if let authorization = request.headers[.authorization], authorization.hasPrefix("Bearer ") {
            guard Tokens.equal(String(authorization.dropFirst(7)), owner.loginToken) else { throw AppError.signInRequired }
            return try await next(request, context)
        }
        guard let token = Self.cookie(Self.cookieName, in: request.headers).map(String.init) else {
            throw AppError.signInRequired
        }
        let signed = SignedSession(loginToken: owner.loginToken)
        guard let session = try await sessions.session(token: token, in: database, signed: signed) else {
            // A cookie this server signed that is refused was signed out, here or from another device.
            throw signed.verifiedID(token) == nil ? AppError.signInRequired : AppError.deviceSignedOut
        }
        var context = context
        context.session = session
        let now = clock.now()
        let device = SignedSession.id(of: token)
        if let device {
            devices.saw(device, userAgent: request.headers[.userAgent], connectedAt: session.createdAt, at: now)
        }
        guard Self.isSafe(request.method) else {
            let response = try await next(Self.verifiedForgeryToken(request, session: session), context)
            // A change is a write anyway: the device's last use goes with it, at most once an hour.
            if let device, response.status.code < 400, let used = devices.toStore(device, at: now) {
                try await database.recordDevice(used)
            }
            return response
        }
        var response = try await next(request, context)
        if now.timeIntervalSince(session.createdAt) > Self.renewAfter,
           let renewed = SignedSession(loginToken: owner.loginToken).renewed(token, at: now) {
            // The same session id, so signing out or revoking still names it; nothing is written.
            response.setCookie(AuthController.cookie(value: renewed.token, maxAge: AuthController.cookieLifetime))
        }
        return response
    }

    /// The value of the cookie `name`, read as Hummingbird's `request.cookies[name]?.value` reads it
    /// (the first `name=` among the `;`-separated pieces of every Cookie header, leading spaces
    /// dropped), without building every cookie and its attributes on each request.
    static func cookie(_ name: String, in headers: HTTPFields) -> Substring? {
        for header in headers[values: .cookie] {
            for piece in header.split(separator: ";", omittingEmptySubsequences: true) {
                let trimmed = piece.drop(while: \.isWhitespace)
                guard let equals = trimmed.firstIndex(of: "=") else { continue }
                guard trimmed[..<equals] == name else { continue }
                let value = trimmed[trimmed.index(after: equals)...]
                return value.isEmpty ? nil : value  // Hummingbird reads "name=" as no cookie
            }
        }
        return nil
    }

    static func isSafe(_ method: HTTPRequest.Method) -> Bool {
        method == .get || method == .head || method == .options
    }

    /// Returns the request (with its form body read, if any) when it carries the session's token.
    static func verifiedForgeryToken(_ request: Request, session: AuthSession) async throws -> Request {
        if request.headers[HTTPField.Name("Sec-Fetch-Site")!] == "cross-site" { throw AppError.forgeryRefused }
        if let origin = request.headers[.origin], let host = request.head.authority,
           origin != "http://\(host)", origin != "https://\(host)" {
            throw AppError.forgeryRefused
        }
        if let header = request.headers[HTTPField.Name("X-CSRF-Token")!] {
            guard Tokens.equal(header, session.csrfToken) else { throw AppError.forgeryRefused }
            return request
        }
        if let boundary = MultipartUpload.boundary(of: request.headers[.contentType] ?? "") {
            // A file upload without JavaScript: the token is the form's first field.
            let (field, replayed) = try await MultipartUpload.leadingToken(request, boundary: boundary)
            guard let field, Tokens.equal(field, session.csrfToken) else { throw AppError.forgeryRefused }
            return replayed
        }
        guard (request.headers[.contentType] ?? "").lowercased().hasPrefix("application/x-www-form-urlencoded")
        else { throw AppError.forgeryRefused }
        var request = request
        let form = FormData(String(buffer: try await request.collectBody(upTo: 64 * 1024)))
        guard let field = form["_csrf"], Tokens.equal(field, session.csrfToken) else { throw AppError.forgeryRefused }
        return request
    }
}

/// Signed-in sessions remembered until the next database write, so most requests need no read.
final class SessionCache: Sendable {
    private let known = Mutex<(version: Int, sessions: [String: AuthSession])>((-1, [:]))

    /// The session `token` stands for; `signed` checks a signed cookie with the current sign-in token.
    func session(token: String, in database: AppDatabase, signed: SignedSession) async throws -> AuthSession? {
        let version = database.dataVersion
        if let hit = known.withLock({ $0.version == version ? $0.sessions[token] : nil }) { return hit }
        guard let session = try await lookUp(token: token, in: database, signed: signed) else { return nil }
        known.withLock { known in
            if known.version != version { known = (version, [:]) }
            if known.sessions.count < 32 { known.sessions[token] = session }
        }
        return session
    }

    /// A signed cookie this server made and nobody signed out, or a session row an earlier version stored.
    private func lookUp(token: String, in database: AppDatabase, signed: SignedSession) async throws -> AuthSession? {
        guard SignedSession.isSigned(token) else { return try await database.authSession(token: token) }
        guard let verified = signed.verifiedID(token),
              !(try await database.isSignedSessionRevoked(id: verified.id))
        else { return nil }
        return verified.session
    }
}
