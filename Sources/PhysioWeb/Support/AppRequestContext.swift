import Foundation
import Hummingbird
import HummingbirdWebSocket
import NIOCore
import PhysioCore
import PhysioStore

/// Per-request state: who is signed in, and whose data the request works on.
public struct AppRequestContext: RequestContext, WebSocketRequestContext, RemoteAddressRequestContext {
    public var coreContext: CoreRequestContextStorage
    public let webSocket: WebSocketHandlerReference<AppRequestContext>
    /// Who is at the other end of the connection.
    public let remoteAddress: SocketAddress?
    /// True when the request came over HTTPS (set by `SecurityHeadersMiddleware`): cookies are then
    /// `Secure` and answers carry `Strict-Transport-Security`.
    public var isSecure = false
    /// The connection the request came on (a refused WebSocket upgrade notes its status there:
    /// `WebSocketRefusalResponder`).
    let channel: any Channel
    /// The browser's session; nil for a bearer-token API call and for open routes.
    public var session: AuthSession?
    /// Who is signed in (by cookie or bearer token), once `AuthMiddleware` has found them.
    public var person: Person?
    /// What signed them in, to check again later (`AuthMiddleware.stillSignedIn`).
    var credential: Credential?
    /// Whose data this request works on: the signed-in person's own, or — on a `/people/<id>` route —
    /// the person they help. Every personal read and write goes through ``store``.
    var scope: PersonScope?
    /// The change's `Idempotency-Key` and fingerprint, once `IdempotencyMiddleware` has found a new
    /// one; writes that could duplicate record it in their own transaction.
    public var idempotency: IdempotencyClaim?

    public init(source: Source) {
        coreContext = .init(source: source)
        webSocket = .init()
        remoteAddress = source.channel.remoteAddress
        channel = source.channel
    }

    /// The database of the person this request is for: the only way a handler reaches personal data.
    var store: AppDatabase {
        get throws {
            guard let scope else { throw AppError.signInRequired }
            return scope.store
        }
    }

    /// The person whose data this is (the signed-in one, or the one they help).
    var subject: Person {
        get throws {
            guard let scope else { throw AppError.signInRequired }
            return scope.person
        }
    }

    /// The person being helped, on a `/people/<id>` route; nil on one's own pages.
    var helping: Person? { scope.flatMap { $0.helper == nil ? nil : $0.person } }
}

/// What a request was signed in with.
enum Credential: Sendable {
    case cookie(String)
    case bearer(String)
}

/// One person's data, as a request reaches it.
struct PersonScope: Sendable {
    /// Whose data.
    var person: Person
    var store: AppDatabase
    /// Who is helping them, when it isn't the person themselves.
    var helper: Person?
}
