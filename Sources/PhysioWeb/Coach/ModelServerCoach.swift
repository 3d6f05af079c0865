import AsyncHTTPClient
import Foundation
import NIOCore
import PhysioCore

/// The coach answered by a local model server speaking the OpenAI-compatible chat-completions API
/// (llama.cpp's `llama-server`, Ollama, LM Studio). It asks for a streamed answer and passes each
/// piece on as it arrives; a server that answers in one JSON object works too. Every failure ends
/// the stream with a `CoachModelError`, which `FallbackCoach` turns into the built-in coach's reply.
///
/// AsyncHTTPClient rather than URLSession: swift-corelibs-foundation has no streaming
/// `URLSession.bytes(for:)` on Linux, and AsyncHTTPClient gives a connect timeout, an idle read
/// timeout and redirects switched off (a redirect could lead off this machine).
public struct ModelServerCoach: CoachService {
    /// How long to wait.
    public struct Timeouts: Sendable, Hashable {
        /// To open the connection.
        public var connect: Duration
        /// Between two pieces of the answer, the first included (a CPU model can take a while to start).
        public var idle: Duration
        /// For the whole answer.
        public var total: Duration

        public static let standard = Timeouts(connect: .seconds(3), idle: .seconds(30), total: .seconds(180))

        public init(connect: Duration, idle: Duration, total: Duration) {
            self.connect = connect
            self.idle = idle
            self.total = total
        }
    }

    /// The largest non-streamed answer read.
    static let maximumAnswerBytes = 1 << 20

    public let endpoint: CoachEndpoint
    public let model: String
    public let timeouts: Timeouts
    /// Ask for `stream: true` (the default) or a single JSON answer.
    public var stream: Bool

    public init(endpoint: CoachEndpoint, model: String, timeouts: Timeouts = .standard, stream: Bool = true) {
        self.endpoint = endpoint
        self.model = model
        self.timeouts = timeouts
        self.stream = stream
    }

    public func reply(to conversation: [CoachMessage], context: CoachContext) -> AsyncThrowingStream<String, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    try await run(conversation: conversation, context: context) { continuation.yield($0) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: modelError(for: error))
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    func run(conversation: [CoachMessage], context: CoachContext, emit: (String) -> Void) async throws {
        let client = HTTPClient(
            eventLoopGroup: HTTPClient.defaultEventLoopGroup,
            configuration: HTTPClient.Configuration(
                redirectConfiguration: .disallow,
                timeout: .init(connect: Self.amount(timeouts.connect), read: Self.amount(timeouts.idle))))
        do {
            try await exchange(client, conversation: conversation, context: context, emit: emit)
        } catch {
            try? await client.shutdown()
            throw error
        }
        try await client.shutdown()
    }

    func exchange(_ client: HTTPClient, conversation: [CoachMessage], context: CoachContext, emit: (String) -> Void) async throws {
        var request = HTTPClientRequest(url: endpoint.chatCompletionsURL.absoluteString)
        request.method = .POST
        request.headers.add(name: "Content-Type", value: "application/json")
        request.headers.add(name: "Accept", value: stream ? "text/event-stream" : "application/json")
        let body = try ChatCompletions.requestBody(model: model, conversation: conversation, context: context, stream: stream)
        request.body = .bytes(ByteBuffer(bytes: body))
        let response = try await client.execute(request, timeout: Self.amount(timeouts.total))
        guard (200..<300).contains(response.status.code) else { throw CoachModelError.httpStatus(Int(response.status.code)) }
        let type = response.headers.first(name: "Content-Type")?.lowercased() ?? ""
        if type.hasPrefix("text/event-stream") {
            try await readStream(response.body, emit: emit)
        } else {
            let buffer = try await response.body.collect(upTo: Self.maximumAnswerBytes)
            emit(try ChatCompletions.parse(answer: Data(buffer.readableBytesView)))
        }
    }

    /// Passes on each `data:` chunk's text until `[DONE]` or the end of the body.
    func readStream(_ body: HTTPClientResponse.Body, emit: (String) -> Void) async throws {
        var splitter = LineSplitter()
        for try await buffer in body {
            for line in try splitter.lines(adding: buffer.readableBytesView) {
                switch try ChatCompletions.parse(streamLine: line) {
                case let .text(text): emit(text)
                case .done: return
                case .nothing: continue
                }
            }
        }
        if let last = splitter.finish(), case let .text(text) = try ChatCompletions.parse(streamLine: last) { emit(text) }
    }

    /// What went wrong, in the words the chat shows.
    func modelError(for error: any Error) -> CoachModelError {
        if let error = error as? CoachModelError { return error }
        if let error = error as? HTTPClientError {
            switch error {
            case .readTimeout: return .timedOut(seconds: Self.seconds(timeouts.idle))
            case .deadlineExceeded: return .timedOut(seconds: Self.seconds(timeouts.total))
            case .connectTimeout: return .timedOut(seconds: Self.seconds(timeouts.connect))
            default: break
            }
        }
        return .unreachable(endpoint.displayAddress)
    }

    static func amount(_ duration: Duration) -> TimeAmount {
        let (seconds, attoseconds) = duration.components
        return .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }

    /// Whole seconds for messages, at least 1.
    static func seconds(_ duration: Duration) -> Int {
        max(1, Int((Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18).rounded(.up)))
    }
}
