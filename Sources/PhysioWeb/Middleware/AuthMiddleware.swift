import Foundation
import HTTPTypes
import Hummingbird
import PhysioCore
import PhysioStore
import Synchronization

/// Only members of the household get past this, each as themselves: by the session cookie set at
/// sign-in, or by their sign-in token as a bearer token (scripts and the API). The request then works
/// on that person's own database (`context.store`). State-changing requests made with the cookie
/// must also carry the session's anti-forgery token (form field `_csrf` or header `X-CSRF-Token`)
/// and must not come from another site. Routes marked `.open` (sign-in, the health check, assets,
/// the certificate and its trust instructions, calendar feeds with their own token) pass as they are.
struct AuthMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    static let cookieName = "pp_session"

    let household: Household
    let clock: any AppClock
    /// When each device was last seen (shared with Settings, which lists them).
    let devices: DeviceActivity
    /// The routes, for which of them are open.
    let routes: RouteTable
    let sessions = SessionCache()
    /// A device's cookie is renewed once it is this old, so a phone in use never needs the sign-in
    /// link (and the computer) again; one left unused for a year is signed out.
    static let renewAfter: Double = 30 * 24 * 60 * 60

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if routes.isOpen(request.uri.path) { return try await next(request, context) }
        var context = context
        if let authorization = request.headers[.authorization], authorization.hasPrefix("Bearer ") {
            let token = String(authorization.dropFirst(7))
            guard let person = household.person(token: token) else { throw AppError.signInRequired }
            context.credential = .bearer(token)
            try signIn(person, into: &context)
            return try await next(request, context)
        }
        guard let cookie = Self.cookie(Self.cookieName, in: request.headers).map(String.init) else {
            throw AppError.signInRequired
        }
        guard let (session, person) = try sessions.session(cookie: cookie, in: household) else {
            // A cookie this server signed that is refused was signed out, here or from another device
            // (or with a new link); anything else never signed anyone in.
            throw sessions.wasSignedOut(cookie: cookie, in: household) ? AppError.deviceSignedOut : AppError.signInRequired
        }
        context.session = session
        context.credential = .cookie(cookie)
        try signIn(person, into: &context)
        let now = clock.now()
        let device = SignedSession.parse(cookie)?.id
        if let device {
            devices.saw(device, of: person.id, userAgent: request.headers[.userAgent], connectedAt: session.createdAt, at: now)
        }
        guard Self.isSafe(request.method) else {
            let response = try await next(Self.verifiedForgeryToken(request, session: session), context)
            // A change is a write anyway: the device's last use goes with it, at most once an hour.
            if let device, response.status.code < 400, let used = devices.toStore(device, at: now) {
                try household.recordDevice(used, of: person.id)
            }
            return response
        }
        var response = try await next(request, context)
        if now.timeIntervalSince(session.createdAt) > Self.renewAfter, let parsed = SignedSession.parse(cookie),
            let token = household.token(of: person.id)
        {
            // The same session id, so signing out or revoking still names it; nothing is written.
            let renewed = SignedSession.renewed(parsed, personID: person.id, token: token, at: now)
            response.setCookie(AuthController.cookie(value: renewed.token, maxAge: AuthController.cookieLifetime, secure: context.isSecure))
        }
        return response
    }

    /// Whether the credential a request came with still signs someone in: a long-lived request (a
    /// live page's socket) checks this, since signing out happens elsewhere meanwhile.
    func stillSignedIn(_ context: Context) -> Bool {
        switch context.credential {
        case .cookie(let cookie): (try? sessions.session(cookie: cookie, in: household)) != nil
        case .bearer(let token): household.person(token: token) != nil
        case nil: false
        }
    }

    /// The request is `person`'s, on their own data.
    private func signIn(_ person: Person, into context: inout Context) throws {
        context.person = person
        context.scope = PersonScope(person: person, store: try household.store(for: person.id), helper: nil)
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
        guard let field = form[AntiForgery.fieldName], Tokens.equal(field, session.csrfToken) else { throw AppError.forgeryRefused }
        return request
    }
}

/// Signed-in sessions remembered until the next household write (a sign-out, a new link, a person
/// removed), so most requests need no read.
final class SessionCache: Sendable {
    private let known = Mutex<(version: Int, sessions: [String: (AuthSession, Person)])>((-1, [:]))

    /// The session `cookie` stands for and whose it is.
    func session(cookie: String, in household: Household) throws -> (AuthSession, Person)? {
        let version = household.dataVersion
        if let hit = known.withLock({ $0.version == version ? $0.sessions[cookie] : nil }) { return hit }
        guard let found = try lookUp(cookie: cookie, in: household) else { return nil }
        known.withLock { known in
            if known.version != version { known = (version, [:]) }
            if known.sessions.count < 64 { known.sessions[cookie] = found }
        }
        return found
    }

    /// True when `cookie` is one this server made for someone (a signature that holds under their
    /// token, or a session stored by an earlier version) that no longer signs in: signed out, or made
    /// with a link since replaced. A cookie for a removed person, or with its signature changed, isn't.
    func wasSignedOut(cookie: String, in household: Household) -> Bool {
        guard let parsed = SignedSession.parse(cookie) else { return false }
        let person: Person? = if let id = parsed.personID { household.person(id: id) } else { household.owner }
        guard let person, let token = household.token(of: person.id) else { return false }
        if SignedSession.verify(parsed, cookie: cookie, token: token) != nil { return true }  // revoked
        // A device of a link since replaced: its id was signed out with the old link.
        return (try? household.isSignedSessionRevoked(id: parsed.id)) == true
    }

    /// A signed cookie of a current member, checked with their current token and not signed out; or
    /// a session row an earlier version stored.
    private func lookUp(cookie: String, in household: Household) throws -> (AuthSession, Person)? {
        guard let parsed = SignedSession.parse(cookie) else {
            guard let (session, id) = try household.legacySession(token: cookie), let person = household.person(id: id)
            else { return nil }
            return (session, person)
        }
        let person: Person? = if let id = parsed.personID { household.person(id: id) } else { household.owner }
        guard let person, let token = household.token(of: person.id),
            let session = SignedSession.verify(parsed, cookie: cookie, token: token),
            !(try household.isSignedSessionRevoked(id: parsed.id))
        else { return nil }
        return (session, person)
    }
}
