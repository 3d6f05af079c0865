import NIOCore
import NIOEmbedded
import NIOHTTP1
import Testing

@testable import PhysioWeb

/// The request guard's timers on a channel whose clock the test moves: an idle connection closes
/// after the idle timeout counted from its last answer, never during a request; a body that stops
/// arriving is cut off after a window, a request that came whole arms no body timer at all.
@Suite struct RequestGuardTimerTests {
    /// The defaults: 30 s idle, at least 4 KB of body in every 15 s.
    static let limits = ServerLimits()

    func channel() throws -> EmbeddedChannel {
        let channel = EmbeddedChannel(handler: RequestGuardHandler(limits: Self.limits))
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        return channel
    }

    func request(_ channel: EmbeddedChannel, path: String = "/", body: Bool = false) throws {
        var head = HTTPRequestHead(version: .http1_1, method: body ? .POST : .GET, uri: path)
        if body { head.headers.add(name: "Content-Length", value: "100000") }
        try channel.writeInbound(HTTPServerRequestPart.head(head))
        if !body { try channel.writeInbound(HTTPServerRequestPart.end(nil)) }
    }

    func answer(_ channel: EmbeddedChannel) throws {
        try channel.writeOutbound(HTTPServerResponsePart.head(HTTPResponseHead(version: .http1_1, status: .ok)))
        try channel.writeOutbound(HTTPServerResponsePart.end(nil))
    }

    @Test func anIdleConnectionClosesAfterTheTimeoutFromItsLastAnswer() throws {
        let channel = try channel()
        channel.embeddedEventLoop.advanceTime(by: .seconds(20))
        try request(channel)
        try answer(channel)  // idle again from second 20
        channel.embeddedEventLoop.advanceTime(by: .seconds(25))  // second 45: the first deadline has passed
        #expect(channel.isActive)
        channel.embeddedEventLoop.advanceTime(by: .seconds(4))  // second 49
        #expect(channel.isActive)
        channel.embeddedEventLoop.advanceTime(by: .seconds(2))  // second 51: 31 s idle
        #expect(!channel.isActive)
    }

    @Test func aRequestInProgressIsNeverClosedAsIdle() throws {
        let channel = try channel()
        try request(channel)
        channel.embeddedEventLoop.advanceTime(by: .seconds(90))  // a slow handler, no answer yet
        #expect(channel.isActive)
        try answer(channel)
        channel.embeddedEventLoop.advanceTime(by: .seconds(29))
        #expect(channel.isActive)
        channel.embeddedEventLoop.advanceTime(by: .seconds(2))
        #expect(!channel.isActive)
    }

    @Test func manyQuickRequestsKeepAConnectionOpen() throws {
        let channel = try channel()
        for _ in 0..<40 {
            channel.embeddedEventLoop.advanceTime(by: .seconds(10))
            try request(channel)
            try answer(channel)
        }
        #expect(channel.isActive)
        channel.embeddedEventLoop.advanceTime(by: .seconds(31))
        #expect(!channel.isActive)
    }

    @Test func aBodyThatStopsArrivingIsCutOffAfterAWindow() throws {
        let channel = try channel()
        try request(channel, body: true)
        channel.read()  // the server asks for more; nothing comes
        channel.embeddedEventLoop.advanceTime(by: .seconds(14))
        #expect(channel.isActive)
        channel.embeddedEventLoop.advanceTime(by: .seconds(2))
        #expect(!channel.isActive)
    }

    @Test func aBodyThatKeepsComingIsLeftToFinish() throws {
        let channel = try channel()
        try request(channel, body: true)
        for _ in 0..<6 {
            channel.read()
            try channel.writeInbound(HTTPServerRequestPart.body(ByteBuffer(repeating: 0x61, count: 5000)))
            channel.embeddedEventLoop.advanceTime(by: .seconds(15))
            #expect(channel.isActive)
        }
        try channel.writeInbound(HTTPServerRequestPart.end(nil))
        try answer(channel)
        channel.embeddedEventLoop.advanceTime(by: .seconds(29))
        #expect(channel.isActive)
    }

    @Test func aRequestThatCameWholeIsNeverCutOffAsASlowBody() throws {
        let channel = try channel()
        try request(channel)
        // Past the body window with the request still being handled: nothing closes (no body is
        // awaited), and the answer starts the idle count.
        channel.embeddedEventLoop.advanceTime(by: .seconds(16))
        #expect(channel.isActive)
        try answer(channel)
        channel.embeddedEventLoop.advanceTime(by: .seconds(31))
        #expect(!channel.isActive)
    }
}
