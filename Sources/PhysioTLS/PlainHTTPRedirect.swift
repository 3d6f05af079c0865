import HummingbirdCore
import HummingbirdTLS
import Logging
import NIOCore
import NIOSSL
import Synchronization

/// HTTPS on one port, with plain HTTP sent to the same port answered at once by a redirect to the
/// `https://` address instead of a hung connection (a person who typed `http://` sees the page).
/// Hummingbird's `TLSChannel` does the TLS; a handler in front of it reads the first byte of each
/// connection: a TLS handshake record (0x16) passes through, anything else is plain HTTP. Plain
/// HTTP from this computer itself (a loopback peer) is served as it is: browsers treat loopback as
/// secure, and the computer's own browser then needs no certificate.
public struct TLSWithPlainHTTPRedirectChannel<Base: ServerChildChannel>: ServerChildChannel {
    public typealias Value = Base.Value

    var tls: TLSChannel<Base>
    /// The connections from this computer served in plain HTTP, while they are open.
    let plain: PlainConnections

    public init(_ base: Base, tlsConfiguration: TLSConfiguration, plain: PlainConnections = PlainConnections()) throws {
        tls = try TLSChannel(base, tlsConfiguration: tlsConfiguration)
        self.plain = plain
    }

    public func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHandler(PlainHTTPRedirectHandler(plain: plain))
        }.flatMap {
            tls.setup(channel: channel, logger: logger)
        }
    }

    public func handle(value: Value, logger: Logger) async {
        await tls.handle(value: value, logger: logger)
    }
}

extension TLSWithPlainHTTPRedirectChannel: HTTPChannelHandler where Base: HTTPChannelHandler {
    public var responder: HTTPChannelHandler.Responder { tls.responder }
}

extension HTTPServerBuilder {
    /// HTTPS with `tlsConfiguration` over the child channel `base` builds, plain HTTP redirected.
    public static func tlsWithPlainHTTPRedirect<Base: ServerChildChannel>(
        tlsConfiguration: TLSConfiguration,
        _ base: @escaping @Sendable (@escaping HTTPChannelHandler.Responder) -> Base
    ) -> HTTPServerBuilder {
        HTTPServerBuilder { responder in
            try TLSWithPlainHTTPRedirectChannel(base(responder), tlsConfiguration: tlsConfiguration)
        }
    }
}

/// The first handler of a connection on the HTTPS port: steps aside for TLS, answers plain HTTP.
final class PlainHTTPRedirectHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundOut = ByteBuffer

    let plain: PlainConnections

    init(plain: PlainConnections = PlainConnections()) {
        self.plain = plain
    }

    /// A request head larger than this gets the explanation without a redirect.
    static let maximumHeadBytes = 8 * 1024
    private var received: ByteBuffer?
    private var answered = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !answered else { return }
        var incoming = unwrapInboundIn(data)
        if received == nil {
            received = incoming
        } else {
            received!.writeBuffer(&incoming)
        }
        guard let bytes = received, let first = bytes.readableBytesView.first else { return }
        if first == 0x16 {  // A TLS handshake record: hand the bytes to TLS and step aside.
            received = nil
            context.fireChannelRead(wrapInboundOut(bytes))
            context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
            return
        }
        if Self.isLoopback(context.channel.remoteAddress),
            let tls = try? context.pipeline.syncOperations.handler(type: NIOSSLServerHandler.self)
        {
            // This computer, in plain HTTP: TLS steps aside, and the bytes go on to HTTP.
            received = nil
            if let remote = context.channel.remoteAddress {
                plain.insert(remote)
                let plain = plain
                context.channel.closeFuture.whenComplete { _ in plain.remove(remote) }
            }
            context.pipeline.syncOperations.removeHandler(tls, promise: nil)
            context.fireChannelRead(wrapInboundOut(bytes))
            context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
            return
        }
        let text = String(buffer: bytes)
        guard text.contains("\r\n\r\n") || bytes.readableBytes >= Self.maximumHeadBytes else { return }
        answered = true
        let response = PlainHTTPAnswer.response(toHead: text)
        let written = context.eventLoop.makePromise(of: Void.self)
        context.writeAndFlush(wrapOutboundOut(context.channel.allocator.buffer(string: response)), promise: written)
        let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
        written.futureResult.whenComplete { _ in bound.value.close(promise: nil) }
    }

    /// True for a peer on this computer (127.0.0.0/8, ::1, an IPv4-mapped loopback).
    static func isLoopback(_ address: SocketAddress?) -> Bool {
        guard let ip = address?.ipAddress else { return false }
        return ip.hasPrefix("127.") || ip == "::1" || ip.hasPrefix("::ffff:127.")
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        if received == nil && !answered { context.fireChannelReadComplete() }
    }
}

/// The plain-HTTP answer on the HTTPS port: a redirect to the same path over HTTPS when the
/// request names its host, else an explanation.
enum PlainHTTPAnswer {
    static func response(toHead head: String) -> String {
        let lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.first?.split(separator: " ") ?? []
        let method = requestLine.first.map(String.init) ?? ""
        let target = requestLine.count >= 2 && isSafePath(String(requestLine[1])) ? String(requestLine[1]) : "/"
        let host = lines.dropFirst().first { $0.lowercased().hasPrefix("host:") }
            .map { String($0.dropFirst(5)).trimmingCharacters(in: .whitespaces) }
        guard let host, isSafeHost(host) else {
            return answer(
                status: "400 Bad Request", location: nil,
                body:
                    "PhysioPoint answers HTTPS on this port. Open the https:// address PhysioPoint printed when it started.\n"
            )
        }
        let location = "https://\(host)\(target)"
        let status = method == "GET" || method == "HEAD" ? "301 Moved Permanently" : "308 Permanent Redirect"
        return answer(
            status: status, location: location,
            body: "PhysioPoint answers HTTPS on this port. Open \(location)\n")
    }

    static func answer(status: String, location: String?, body: String) -> String {
        var lines = [
            "HTTP/1.1 \(status)", "Content-Type: text/plain; charset=utf-8", "Content-Length: \(body.utf8.count)",
            "Cache-Control: no-store", "X-Content-Type-Options: nosniff", "Content-Security-Policy: default-src 'none'",
            "Connection: close",
        ]
        if let location { lines.insert("Location: \(location)", at: 1) }
        return lines.joined(separator: "\r\n") + "\r\n\r\n" + body
    }

    /// A host (and port) made only of the characters a host name, an IPv4 or a bracketed IPv6
    /// address uses: nothing that could split the header.
    static func isSafeHost(_ host: String) -> Bool {
        !host.isEmpty && host.count <= 255
            && host.unicodeScalars.allSatisfy {
                $0.isASCII
                    && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || ".-:[]".unicodeScalars.contains($0))
            }
    }

    static func isSafePath(_ path: String) -> Bool {
        path.hasPrefix("/") && !path.hasPrefix("//") && path.count <= 2048
            && path.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7F }
    }
}

/// The connections on the HTTPS port served in plain HTTP (this computer's own browser, on loopback),
/// by their peer's address, while they are open: a request on one of them didn't come over HTTPS.
public final class PlainConnections: Sendable {
    private let open = Mutex<Set<String>>([])

    public init() {}

    func insert(_ address: SocketAddress) { open.withLock { _ = $0.insert(address.description) } }
    func remove(_ address: SocketAddress) { open.withLock { _ = $0.remove(address.description) } }

    /// True when the connection from `address` is a plain one.
    public func contains(_ address: SocketAddress?) -> Bool {
        guard let address else { return false }
        return open.withLock { $0.contains(address.description) }
    }
}
