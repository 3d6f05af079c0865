import Crypto
import Foundation
import PhysioCore
import PhysioStore

/// A session cookie that proves itself, so signing in writes nothing (a GET never writes).
///
/// The cookie is `s2.<person id>.<session id>.<created, Unix seconds>.<HMAC-SHA256 of all three>`,
/// keyed with that person's sign-in token: only this server, or someone holding the person's link
/// anyway, can make one, and a new link (a new token) signs out every device of that person and no
/// one else. The session's anti-forgery token is derived from its id the same way. Signing out
/// writes the id to the household's `auth_session_revoked`, and the cookie is refused from then on.
/// `s1.<id>.<created>.<mac>` cookies, made by the single-person version with the owner's token, are
/// the owner's.
struct SignedSession: Sendable {
    static let prefix = "s2"
    static let ownerPrefix = "s1"

    /// A cookie, read but not yet checked.
    struct Parsed: Sendable {
        var personID: UUID?
        var id: String
        var created: String
        var mac: String
    }

    /// A new session's cookie value and the session it stands for.
    static func make(for personID: UUID, token: String, at date: Date) -> AuthSession {
        make(personID: personID, id: String(Tokens.make().prefix(32)), token: token, at: date)
    }

    /// The cookie of the same session made again at `date`: the same id (so signing out still refuses
    /// it), a fresh lifetime.
    static func renewed(_ parsed: Parsed, personID: UUID, token: String, at date: Date) -> AuthSession {
        make(personID: personID, id: parsed.id, token: token, at: date)
    }

    private static func make(personID: UUID, id: String, token: String, at date: Date) -> AuthSession {
        let created = String(Int(date.timeIntervalSince1970.rounded(.down)))
        let person = AppPath.id(personID)
        let cookie = "\(prefix).\(person).\(id).\(created).\(mac("session|\(person)|\(id)|\(created)", key: token))"
        return session(cookie: cookie, id: id, created: created, token: token)
    }

    private static func session(cookie: String, id: String, created: String, token: String) -> AuthSession {
        AuthSession(
            token: cookie, csrfToken: mac("csrf|\(id)", key: token),
            createdAt: Date(timeIntervalSince1970: Double(Int(created) ?? 0)))
    }

    /// The pieces of a cookie this server could have made (signature not checked); nil otherwise.
    static func parse(_ cookie: String) -> Parsed? {
        let parts = cookie.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if parts.count == 5, parts[0] == prefix, let person = UUID(uuidString: parts[1]) {
            return Parsed(personID: person, id: parts[2], created: parts[3], mac: parts[4])
        }
        if parts.count == 4, parts[0] == ownerPrefix {
            return Parsed(personID: nil, id: parts[1], created: parts[2], mac: parts[3])
        }
        return nil
    }

    /// The session a parsed cookie stands for, when its signature holds under `token` (the sign-in
    /// token of the person it names, or the owner's for an `s1` cookie).
    static func verify(_ parsed: Parsed, cookie: String, token: String) -> AuthSession? {
        guard Int(parsed.created) != nil else { return nil }
        let message = parsed.personID.map { "session|\(AppPath.id($0))|\(parsed.id)|\(parsed.created)" }
            ?? "session|\(parsed.id)|\(parsed.created)"
        guard Tokens.equal(parsed.mac, mac(message, key: token)) else { return nil }
        return session(cookie: cookie, id: parsed.id, created: parsed.created, token: token)
    }

    /// True when `token` looks like a signed cookie (whether or not its signature holds).
    static func isSigned(_ token: String) -> Bool { parse(token) != nil }

    private static func mac(_ message: String, key: String) -> String {
        HMAC<SHA256>.authenticationCode(for: Data(message.utf8), using: SymmetricKey(data: Data(key.utf8)))
            .map { byte in byte < 16 ? "0" + String(byte, radix: 16) : String(byte, radix: 16) }.joined()
    }
}
