import HTTPTypes
import Hummingbird
import NIOCore
import NIOHTTP1

/// A refused WebSocket upgrade is answered with the router's status (401 not signed in, 403 another
/// site's page, 404 no such session), as docs/pose-stream.md says, instead of the bare 400
/// hummingbird-websocket writes for every refusal (it keeps the route's answer to itself).
///
/// ``WebSocketRefusalResponder`` wraps the router the upgrade asks; when its answer isn't the
/// go-ahead, it notes the status on the connection's ``WebSocketRefusalHandler``, which puts it on the
/// library's answer as that is written. A socket isn't a page, so the router is asked for the API's
/// JSON error: a socket without a sign-in gets 401, not the sign-in page's redirect. A plain GET of a
/// socket's address isn't an upgrade: the router answers it in full, as any request.
struct WebSocketRefusalResponder<Base: HTTPResponder>: HTTPResponder where Base.Context == AppRequestContext {
    let base: Base

    func respond(to request: Request, context: AppRequestContext) async throws -> Response {
        var head = request.head
        head.headerFields[.accept] = "application/json"
        let response: Response
        do {
            response = try await base.respond(to: Request(head: head, body: request.body), context: context)
        } catch let error as HTTPResponseError {
            await WebSocketRefusalHandler.note(error.status, on: context.channel)
            throw error
        }
        if response.status != .ok { await WebSocketRefusalHandler.note(response.status, on: context.channel) }
        return response
    }
}

/// In every connection's pipeline: puts the status a refused upgrade was noted with on the answer
/// written next. An upgrade is always a connection's first request, so that answer is the refusal's.
final class WebSocketRefusalHandler: ChannelOutboundHandler, RemovableChannelHandler {
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private var refusal: HTTPResponseStatus?

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard let status = refusal, case .head(var head) = unwrapOutboundIn(data) else {
            return context.write(data, promise: promise)
        }
        refusal = nil
        head.status = status
        context.write(wrapOutboundOut(.head(head)), promise: promise)
    }

    /// Notes `status` as the answer to the upgrade on `channel` (once the note is in place).
    static func note(_ status: HTTPResponse.Status, on channel: any Channel) async {
        let code = status.code
        try? await channel.eventLoop.submit {
            try channel.pipeline.syncOperations.handler(type: WebSocketRefusalHandler.self).refusal =
                HTTPResponseStatus(statusCode: code)
        }.get()
    }
}
