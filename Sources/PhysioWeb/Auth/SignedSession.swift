import Crypto
import Foundation
import PhysioStore

/// A session cookie that proves itself, so signing in writes nothing (a GET never writes).
///
/// The cookie is `s1.<id>.<created, Unix seconds>.<HMAC-SHA256 of both>`, keyed with the owner's
/// sign-in token (kept in the database): only this server, or someone holding the sign-in link
/// anyway, can make one. The session's anti-forgery token is derived from its id the same way.
/// Signing out writes the id to `auth_session_revoked`, and the cookie is refused from then on.
/// Sessions stored by earlier versions (rows of `auth_session`) keep working until signed out.
struct SignedSession: Sendable {
    static let prefix = "s1"
    let key: SymmetricKey

    init(loginToken: String) {
        key = SymmetricKey(data: Data(loginToken.utf8))
    }

    /// A new session's cookie value and the session it stands for.
    func make(at date: Date) -> AuthSession {
        make(id: String(Tokens.make().prefix(32)), at: date)
    }

    /// The cookie of the session `token` names, made again at `date`: the same id (so signing out
    /// still refuses it), a fresh lifetime. Nil unless `token` is a signed cookie this server made.
    func renewed(_ token: String, at date: Date) -> AuthSession? {
        verifiedID(token).map { make(id: $0.id, at: date) }
    }

    private func make(id: String, at date: Date) -> AuthSession {
        let created = Int(date.timeIntervalSince1970.rounded(.down))
        let token = "\(Self.prefix).\(id).\(created).\(mac("session|\(id)|\(created)"))"
        return AuthSession(
            token: token, csrfToken: mac("csrf|\(id)"), createdAt: Date(timeIntervalSince1970: Double(created)))
    }

    /// The session id a cookie value names, if it is a signed one this server made; nil otherwise.
    func verifiedID(_ token: String) -> (id: String, session: AuthSession)? {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 4, parts[0] == Self.prefix, let created = Int(parts[2]),
              Tokens.equal(parts[3], mac("session|\(parts[1])|\(parts[2])"))
        else { return nil }
        let session = AuthSession(
            token: token, csrfToken: mac("csrf|\(parts[1])"), createdAt: Date(timeIntervalSince1970: Double(created)))
        return (parts[1], session)
    }

    /// The session id of a signed cookie the middleware already accepted (no signature check here).
    static func id(of token: String) -> String? {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == prefix else { return nil }
        return String(parts[1])
    }

    /// True when `token` looks like a signed cookie (whether or not its signature holds).
    static func isSigned(_ token: String) -> Bool { token.hasPrefix(prefix + ".") }

    private func mac(_ message: String) -> String {
        HMAC<SHA256>.authenticationCode(for: Data(message.utf8), using: key)
            .map { byte in String(byte, radix: 16).leftPadded }.joined()
    }
}

private extension String {
    var leftPadded: String { count == 1 ? "0" + self : self }
}
