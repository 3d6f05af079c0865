import NIOCore
import NIOEmbedded
import NIOHTTP1
import Testing

@testable import PhysioWeb

/// Issue 38: a request body that ends before its end is an error for whoever reads it, never an
/// early end (Hummingbird reads a body stream that just finishes as a whole body, so an upload cut
/// off at 1.3 MB became a video check).
@Suite struct RequestGuardCutOffTests {
    /// Records the errors that reach the handlers after the guard (where the request body is read).
    final class Downstream: ChannelInboundHandler, @unchecked Sendable {
        typealias InboundIn = HTTPServerRequestPart
        var errors: [any Error] = []
        func errorCaught(context: ChannelHandlerContext, error: any Error) { errors.append(error) }
    }

    func channel() throws -> (EmbeddedChannel, Downstream) {
        let downstream = Downstream()
        let channel = EmbeddedChannel()
        try channel.pipeline.syncOperations.addHandler(RequestGuardHandler(limits: ServerLimits()))
        try channel.pipeline.syncOperations.addHandler(downstream)
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        return (channel, downstream)
    }

    func upload(_ channel: EmbeddedChannel, bytes: Int) throws {
        var head = HTTPRequestHead(version: .http1_1, method: .POST, uri: "/exercises/mini-squats/check")
        head.headers.add(name: "Transfer-Encoding", value: "chunked")
        try channel.writeInbound(HTTPServerRequestPart.head(head))
        try channel.writeInbound(HTTPServerRequestPart.body(ByteBuffer(repeating: 7, count: bytes)))
    }

    @Test func aConnectionThatClosesMidBodyIsAnErrorForTheBodysReader() throws {
        let (channel, downstream) = try channel()
        try upload(channel, bytes: 1_300_000)
        channel.pipeline.fireChannelInactive()
        #expect(downstream.errors.count == 1)
        #expect(downstream.errors.first is RequestGuardHandler.BodyCutOff)
    }

    @Test func chunkedEncodingThatBreaksOffMidBodyIsAnErrorAndAnswered400() throws {
        let (channel, downstream) = try channel()
        try upload(channel, bytes: 1_300_000)
        channel.pipeline.fireErrorCaught(HTTPParserError.invalidEOFState)
        #expect(downstream.errors.count == 1)
        #expect(downstream.errors.first as? HTTPParserError == .invalidEOFState)
        let answer = try channel.readOutbound(as: HTTPServerResponsePart.self)
        guard case .head(let head)? = answer else {
            Issue.record("no answer: \(String(describing: answer))")
            return
        }
        #expect(head.status == .badRequest)
    }

    @Test func aWholeBodyAndThenAClosedConnectionIsNoError() throws {
        let (channel, downstream) = try channel()
        try upload(channel, bytes: 1000)
        try channel.writeInbound(HTTPServerRequestPart.end(nil))
        channel.pipeline.fireChannelInactive()
        #expect(downstream.errors.isEmpty)
    }
}
