import Hummingbird
import HummingbirdWebSocket
import NIOCore
import PhysioStore

/// Per-request state: the signed-in owner's session, once `AuthMiddleware` has found it.
public struct AppRequestContext: RequestContext, WebSocketRequestContext {
    public var coreContext: CoreRequestContextStorage
    public let webSocket: WebSocketHandlerReference<AppRequestContext>
    /// The connection the request came on (a refused WebSocket upgrade notes its status there:
    /// `WebSocketRefusalResponder`).
    let channel: any Channel
    /// The owner's browser session; nil for a bearer-token API call and for public routes.
    public var session: AuthSession?
    /// The change's `Idempotency-Key` and fingerprint, once `IdempotencyMiddleware` has found a new
    /// one; writes that could duplicate record it in their own transaction.
    public var idempotency: IdempotencyClaim?

    public init(source: Source) {
        coreContext = .init(source: source)
        webSocket = .init()
        channel = source.channel
    }
}
