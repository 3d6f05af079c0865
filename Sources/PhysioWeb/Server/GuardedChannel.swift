import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import ServiceLifecycle
import Synchronization

/// Every connection's channel, guarded: counted against ``ServerLimits/maximumConnections`` (the
/// least recently active connection closes to make room), its bytes watched for activity, and a
/// ``RequestGuardHandler`` next to the HTTP decoder for the idle timeout, the slow-body check and the
/// answer to malformed HTTP, and a ``WebSocketRefusalHandler`` for a refused upgrade's status. Wraps
/// the whole child channel, TLS and the plain-HTTP redirect included, so a handshake or a redirect
/// that never finishes is covered too.
struct GuardedChildChannel<Base: ServerChildChannel>: ServerChildChannel {
    typealias Value = Base.Value

    let base: Base
    let limits: ServerLimits
    let registry: ConnectionRegistry

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let limits = self.limits
        return channel.eventLoop.makeCompletedFuture {
            let entry = registry.open(channel, logger: logger)
            try channel.pipeline.syncOperations.addHandler(ConnectionActivityHandler(entry), position: .first)
        }.flatMap {
            base.setup(channel: channel, logger: logger)
        }.flatMapThrowing { value in
            let pipeline = channel.pipeline.syncOperations
            let decoder = try pipeline.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try pipeline.addHandler(RequestGuardHandler(limits: limits), position: .after(decoder))
            try pipeline.addHandler(WebSocketRefusalHandler(), position: .after(decoder))
            return value
        }
    }

    /// When the server stops, a connection with no request in progress ends at once: a socket a
    /// browser opened ahead of time (and never used) would otherwise hold the stop until its idle
    /// timeout, and an open WebSocket for good. A request in progress is answered first, as
    /// Hummingbird's own shutdown does.
    func handle(value: Value, logger: Logger) async {
        let channel = value.channel
        await withGracefulShutdownHandler {
            await base.handle(value: value, logger: logger)
        } onGracefulShutdown: {
            channel.pipeline.fireUserInboundEventTriggered(RequestGuardHandler.ShutdownEvent())
        }
    }
}

extension GuardedChildChannel: HTTPChannelHandler where Base: HTTPChannelHandler {
    var responder: HTTPChannelHandler.Responder { base.responder }
}

/// The open connections, each with the time it last read or wrote a byte.
final class ConnectionRegistry: Sendable {
    final class Entry: Sendable {
        let channel: any Channel
        private let lastActive = Atomic<UInt64>(NIODeadline.now().uptimeNanoseconds)

        init(_ channel: any Channel) { self.channel = channel }

        var lastActiveNanoseconds: UInt64 { lastActive.load(ordering: .relaxed) }
        func touch() { lastActive.store(NIODeadline.now().uptimeNanoseconds, ordering: .relaxed) }
    }

    let maximum: Int
    private let entries = Mutex<[ObjectIdentifier: Entry]>([:])

    init(maximum: Int) { self.maximum = max(1, maximum) }

    var count: Int { entries.withLock { $0.count } }

    /// Registers a new connection; past the maximum, closes the least recently active other one.
    func open(_ channel: any Channel, logger: Logger) -> Entry {
        let entry = Entry(channel)
        let id = ObjectIdentifier(channel)
        let victim: Entry? = entries.withLock { entries in
            entries[id] = entry
            guard entries.count > maximum else { return nil }
            var oldest: (id: ObjectIdentifier, entry: Entry)?
            for (key, candidate) in entries where key != id {
                if oldest == nil || candidate.lastActiveNanoseconds < oldest!.entry.lastActiveNanoseconds {
                    oldest = (key, candidate)
                }
            }
            guard let oldest else { return nil }
            entries[oldest.id] = nil
            return oldest.entry
        }
        if let victim {
            logger.debug("Connection limit reached: closing the least recently active connection.")
            // Both run on the victim's event loop, in this order: the guard ends a connection that is
            // between requests as a clean end of input first, then the connection closes.
            victim.channel.pipeline.fireUserInboundEventTriggered(RequestGuardHandler.CloseEvent())
            victim.channel.close(promise: nil)
        }
        channel.closeFuture.whenComplete { [self] _ in
            entries.withLock { entries in
                if entries[id] === entry { entries[id] = nil }
            }
        }
        return entry
    }
}

/// First in a connection's pipeline: notes each byte read or written as activity.
final class ConnectionActivityHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundIn = ByteBuffer

    private let entry: ConnectionRegistry.Entry

    init(_ entry: ConnectionRegistry.Entry) { self.entry = entry }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        entry.touch()
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        entry.touch()
        context.write(data, promise: promise)
    }
}

/// Right after the HTTP decoder: closes a connection idle for ``ServerLimits/idleTimeout`` with no
/// request in progress (a half-sent request head included), closes one whose request body arrives
/// slower than ``ServerLimits/minimumBodyBytes`` per ``ServerLimits/bodyWindow``, and answers
/// malformed HTTP (garbage, a bad request line, a duplicated Content-Length, bad chunked encoding,
/// headers past the limit) with 400 or 431 in the API's error shape, then closes. Passes everything
/// through once the connection becomes a WebSocket.
final class RequestGuardHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let limits: ServerLimits
    /// Requests whose head was read and whose response hasn't ended.
    private var unanswered = 0
    private var readingBody = false
    private var responseOpen = false
    private var bodyBytesInWindow = 0
    /// The server asked for more bytes and none came yet: a slow body is the client's doing.
    private var readPending = false
    private var refused = false
    /// The connection became a WebSocket (a 101 answer): from then on every read and write passes
    /// through untouched (its frames aren't HTTP parts, and it has its own limits). The handler stays
    /// in the pipeline: taking it out while the upgrade answer is written stalled the upgrade.
    private var upgraded = false
    private var idleTimer: Scheduled<Void>?
    private var bodyTimer: Scheduled<Void>?
    /// When the connection last became idle (no request in progress); nil while one is.
    private var idleSince: NIODeadline?

    /// Sent by ``ConnectionRegistry`` before it closes the connection to make room.
    struct CloseEvent: Sendable {}

    init(limits: ServerLimits) { self.limits = limits }

    /// Sent when the server stops (``GuardedChildChannel/handle(value:logger:)``).
    struct ShutdownEvent: Sendable {}

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is ShutdownEvent {
            // A WebSocket (a live session's page) would stay open as long as the page does: it closes
            // too, and the page says the connection was lost.
            if upgraded { return context.close(promise: nil) }
            guard unanswered == 0, !readingBody else { return }
            endInputIfBetweenRequests(context)
            context.close(promise: nil)
            return
        }
        guard event is CloseEvent, !upgraded else {
            context.fireUserInboundEventTriggered(event)
            return
        }
        endInputIfBetweenRequests(context)
    }

    /// A connection closed between requests (before its first one, too) ends as a clean end of
    /// input, so the HTTP and WebSocket-upgrade handlers after this one finish quietly instead of
    /// logging an error for each closed connection (an attacker's hundreds included). Never while a
    /// request is read: its body must not look complete.
    private func endInputIfBetweenRequests(_ context: ChannelHandlerContext) {
        guard unanswered == 0 && !readingBody else { return }
        context.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { becomeIdle(context) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancelTimers()
    }

    func channelActive(context: ChannelHandlerContext) {
        becomeIdle(context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        cancelTimers()
        cutOffBody(context, BodyCutOff())
        context.fireChannelInactive()
    }

    /// A request body that ended before its end (the connection closed mid-body, or its chunked
    /// encoding broke off) is said downstream as an error: Hummingbird takes a body stream that just
    /// finishes for a whole body, so an upload cut off at 1.3 MB would otherwise look complete and be
    /// kept (issue 38). Whoever reads the body then gets this error instead of an early end.
    struct BodyCutOff: Error {}

    private func cutOffBody(_ context: ChannelHandlerContext, _ error: any Error) {
        guard readingBody, !upgraded else { return }
        readingBody = false
        context.fireErrorCaught(error)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !upgraded else {
            context.fireChannelRead(data)
            return
        }
        readPending = false
        switch unwrapInboundIn(data) {
        case .head:
            // The idle timer stays scheduled: when it fires it finds a request in progress and
            // lets it be (re-arming timers on every request was a few per cent of a request).
            idleSince = nil
            unanswered += 1
            readingBody = true
            bodyBytesInWindow = 0
        case .body(let bytes):
            bodyBytesInWindow += bytes.readableBytes
        case .end:
            readingBody = false
            if let bodyTimer {
                bodyTimer.cancel()
                self.bodyTimer = nil
            }
        }
        context.fireChannelRead(data)
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        // A body still to come once these bytes are read: from now on it must keep arriving. A
        // request that came whole (every GET) never needs the timer.
        if readingBody && bodyTimer == nil && !upgraded { armBodyTimer(context) }
        context.fireChannelReadComplete()
    }

    func read(context: ChannelHandlerContext) {
        readPending = true
        context.read()
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard !upgraded else {
            context.write(data, promise: promise)
            return
        }
        switch unwrapOutboundIn(data) {
        case .head(let head) where head.status == .switchingProtocols:
            // A WebSocket from here on: its frames aren't HTTP parts, and it has its own limits.
            upgraded = true
            cancelTimers()
            context.write(data, promise: promise)
            return
        case .head(let head):
            if head.status.code >= 200 { responseOpen = true }
        case .body:
            break
        case .end:
            responseOpen = false
            unanswered = max(0, unanswered - 1)
            if unanswered == 0 && !readingBody { becomeIdle(context) }
        }
        context.write(data, promise: promise)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard !upgraded, let error = error as? HTTPParserError else {
            context.fireErrorCaught(error)
            return
        }
        // Said to the body's reader first: answering closes the connection, which would end the body.
        cutOffBody(context, error)
        refuse(context, tooLarge: error == .headerOverflow)
    }

    /// Answers malformed HTTP (unless a response is under way) and closes the connection.
    private func refuse(_ context: ChannelHandlerContext, tooLarge: Bool) {
        guard !refused else { return }
        refused = true
        cancelTimers()
        guard !responseOpen else {
            context.close(promise: nil)
            return
        }
        let answer = MalformedRequestAnswer(tooLarge: tooLarge, maximumHeaderBytes: limits.maximumHeaderBytes)
        let body = context.channel.allocator.buffer(string: answer.body)
        let head = HTTPResponseHead(
            version: .http1_1, status: answer.status,
            headers: HTTPHeaders([
                ("Content-Type", "application/json; charset=utf-8"), ("Content-Length", String(body.readableBytes)),
                ("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff"),
                ("Content-Security-Policy", "default-src 'none'"), ("Connection", "close"),
            ]))
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
        let written = context.eventLoop.makePromise(of: Void.self)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: written)
        // The answer is flushed to the socket above, before the handlers after this one end.
        endInputIfBetweenRequests(context)
        let channel = context.channel
        written.futureResult.whenComplete { _ in channel.close(promise: nil) }
    }

    /// No request in progress from now: the connection closes after ``ServerLimits/idleTimeout``
    /// unless a request starts.
    private func becomeIdle(_ context: ChannelHandlerContext) {
        let now = context.eventLoop.now
        idleSince = now
        if idleTimer == nil { armIdleTimer(context, at: now + limits.idleTimeout) }
    }

    /// One timer per connection, re-armed only when it fires: then it closes a connection idle for
    /// the whole timeout, waits out the rest of a shorter idle spell, and lets a request in progress
    /// be (the next idle spell arms it again).
    private func armIdleTimer(_ context: ChannelHandlerContext, at deadline: NIODeadline) {
        idleTimer = context.eventLoop.assumeIsolated().scheduleTask(deadline: deadline) { [self] in
            idleTimer = nil
            guard let idleSince, unanswered == 0 && !readingBody else { return }
            let due = idleSince + limits.idleTimeout
            if context.eventLoop.now < due {
                armIdleTimer(context, at: due)
                return
            }
            endInputIfBetweenRequests(context)
            context.close(promise: nil)
        }
    }

    private func armBodyTimer(_ context: ChannelHandlerContext) {
        bodyTimer?.cancel()
        bodyTimer = context.eventLoop.assumeIsolated().scheduleTask(in: limits.bodyWindow) { [self] in
            bodyTimer = nil
            guard readingBody else { return }
            if bodyBytesInWindow < limits.minimumBodyBytes && readPending {
                context.close(promise: nil)
            } else {
                bodyBytesInWindow = 0
                armBodyTimer(context)
            }
        }
    }

    private func cancelTimers() {
        idleTimer?.cancel()
        idleTimer = nil
        bodyTimer?.cancel()
        bodyTimer = nil
    }
}

/// What malformed HTTP gets: the API's error shape, `{"error": {"code", "message"}}`.
struct MalformedRequestAnswer: Equatable {
    var status: HTTPResponseStatus
    var body: String

    init(tooLarge: Bool, maximumHeaderBytes: Int) {
        if tooLarge {
            status = .requestHeaderFieldsTooLarge
            body =
                #"{"error":{"code":"headers_too_large","message":"The request line and headers are larger than \#(maximumHeaderBytes / 1024) KB."}}"#
        } else {
            status = .badRequest
            body = #"{"error":{"code":"malformed_request","message":"That request isn't valid HTTP."}}"#
        }
    }
}
