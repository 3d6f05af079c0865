import Foundation
import Hummingbird
import HTTPTypes
import HummingbirdTesting
import PhysioCore
import PhysioWeb
import TestSupport
import Testing

/// The local-model adapter against a small OpenAI-compatible server this test starts on
/// 127.0.0.1, port 0. Each path prefix plays one behaviour. The slow and stalling behaviours wait
/// for the test to release them, not for a fixed time, so a test takes as long as the adapter's
/// timeout and no longer, and a timeout that never fires shows as the wrong fallback notice.
@Suite struct ModelServerCoachTests {
    actor Recorder {
        var bodies: [Data] = []
        private var released = false
        private var waiting: [CheckedContinuation<Void, Never>] = []

        func add(_ body: Data) { bodies.append(body) }
        func lastBody() -> Data? { bodies.last }

        /// Returns once the test has released the server (at once if it already has).
        func untilReleased() async {
            if released { return }
            await withCheckedContinuation { waiting.append($0) }
        }

        /// Lets every held answer go on, so the server can shut down.
        func release() {
            released = true
            for continuation in waiting { continuation.resume() }
            waiting = []
        }
    }

    static func chunk(_ text: String) -> String {
        let data = try! JSONSerialization.data(withJSONObject: ["choices": [["index": 0, "delta": ["content": text]]]])
        return "data: \(String(decoding: data, as: UTF8.self))\n\n"
    }

    static let streamed = ["Notice ", "the urge, ", "then have ", "your tea."]

    /// The fake model server.
    static func modelServer(recorder: Recorder) -> some ApplicationProtocol {
        let router = Router()
        /// The parts as server-sent events; with `stalling`, each part after the first waits for the release.
        @Sendable func events(_ parts: [String], stalling: Bool = false) -> Response {
            Response(
                status: .ok, headers: [.contentType: "text/event-stream"],
                body: ResponseBody { writer in
                    for (index, part) in parts.enumerated() {
                        if stalling && index > 0 { await recorder.untilReleased() }
                        try await writer.write(ByteBuffer(string: part))
                    }
                    try await writer.finish(nil)
                })
        }
        router.post("/:mode/v1/chat/completions") { request, context -> Response in
            var request = request
            let body = try await request.collectBody(upTo: 1 << 20)
            await recorder.add(Data(buffer: body))
            switch context.parameters.get("mode") ?? "" {
            case "stream":
                return events([#"data: {"choices":[{"delta":{"role":"assistant"}}]}"# + "\n\n"] + streamed.map(chunk) + ["data: [DONE]\n\n"])
            case "whole":
                return Response(
                    status: .ok, headers: [.contentType: "application/json"],
                    body: .init(byteBuffer: ByteBuffer(string: #"{"choices":[{"message":{"role":"assistant","content":"One glass of water first."}}]}"#)))
            case "error":
                return Response(status: .internalServerError, body: .init(byteBuffer: ByteBuffer(string: "model not loaded")))
            case "slow":
                await recorder.untilReleased()
                return events([chunk("too late"), "data: [DONE]\n\n"])
            case "stall":
                return events([chunk("Start "), chunk("slowly")], stalling: true)
            case "garbage":
                return events(["data: <html>Internal oops</html>\n\n"])
            case "html":
                return Response(status: .ok, headers: [.contentType: "text/html"], body: .init(byteBuffer: ByteBuffer(string: "<h1>It works!</h1>")))
            case "empty":
                return events(["data: [DONE]\n\n"])
            case "redirect":
                return Response(status: .found, headers: [.location: "http://example.com/v1/chat/completions"])
            default:
                return Response(status: .notFound)
            }
        }
        return Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
    }

    /// Runs `body` with the fake server's port, then releases any answer the server still holds.
    func withModelServer(_ body: @escaping @Sendable (Int, Recorder) async throws -> Void) async throws {
        let recorder = Recorder()
        try await Self.modelServer(recorder: recorder).test(.live) { client in
            do {
                try await body(try #require(client.port), recorder)
            } catch {
                await recorder.release()
                throw error
            }
            await recorder.release()
        }
    }

    /// For answers that come at once: generous, so a busy machine never turns them into a timeout.
    static let patient = ModelServerCoach.Timeouts(connect: .seconds(10), idle: .seconds(30), total: .seconds(60))
    /// For a server that never answers: any early firing ends the same way, so it can be short.
    static let fast = ModelServerCoach.Timeouts(connect: .seconds(2), idle: .milliseconds(700), total: .seconds(10))
    /// For a server that sends one piece and then stalls: long enough for that piece to arrive.
    static let stalling = ModelServerCoach.Timeouts(connect: .seconds(10), idle: .seconds(5), total: .seconds(60))
    static let now = Date(timeIntervalSince1970: 1_795_000_000)
    let conversation = [CoachMessage(role: .user, text: "I have a craving", sentAt: Date(timeIntervalSince1970: 0))]
    let context = CoachFixtures.busyWeek(at: 21, 15)

    func coach(
        _ port: Int, _ mode: String, stream: Bool = true, timeouts: ModelServerCoach.Timeouts = ModelServerCoachTests.patient
    ) throws -> ModelServerCoach {
        ModelServerCoach(
            endpoint: try CoachEndpoint(validating: "http://127.0.0.1:\(port)/\(mode)/v1"), model: "test-model",
            timeouts: timeouts, stream: stream)
    }

    /// The reply through the fallback, with the pieces as they arrived.
    func answer(_ service: ModelServerCoach) async -> (message: CoachMessage, events: [CoachReplyEvent]) {
        let log = EventCollector()
        let fallback = FallbackCoach(primary: service)
        let message = await fallback.run(conversation: conversation, context: context, date: { Self.now }) {
            await log.add($0)
        }
        return (message, await log.events)
    }

    actor EventCollector {
        var events: [CoachReplyEvent] = []
        func add(_ event: CoachReplyEvent) { events.append(event) }
    }

    var builtIn: String { BuiltInCoach().answer("I have a craving", context: context) }

    @Test func aStreamedAnswerArrivesPieceByPieceWithTheContextInThePrompt() async throws {
        try await withModelServer { port, recorder in
            let (message, events) = await answer(try coach(port, "stream"))
            #expect(events == Self.streamed.map(CoachReplyEvent.text))
            #expect(message.text == "Notice the urge, then have your tea." && message.source == .model)
            let body = try #require(await recorder.lastBody())
            let sent = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
            #expect(sent["model"] as? String == "test-model")
            #expect(sent["stream"] as? Bool == true)
            let messages = try #require(sent["messages"] as? [[String: String]])
            #expect(messages.first?["content"]?.contains("Their chosen swap: Herbal tea after dinner") == true)
            #expect(messages.last == ["role": "user", "content": "I have a craving"])
        }
    }

    @Test func aWholeAnswerIsAcceptedToo() async throws {
        try await withModelServer { port, recorder in
            let (message, _) = await answer(try coach(port, "whole", stream: false))
            #expect(message.text == "One glass of water first." && message.source == .model)
            let body = try #require(await recorder.lastBody())
            let sent = try JSONSerialization.jsonObject(with: body) as? [String: Any]
            #expect(sent?["stream"] as? Bool == false)
        }
    }

    @Test func anHTTPErrorFallsBackToTheBuiltInCoach() async throws {
        try await withModelServer { port, _ in
            let (message, events) = await answer(try coach(port, "error"))
            #expect(message.source == .fallback && message.text == builtIn)
            #expect(message.notice == "The model server answered with an error (HTTP 500). The built-in coach answered instead.")
            #expect(events == [.fallback(notice: message.notice!), .text(builtIn)])
        }
    }

    @Test func aSlowServerTimesOutAndFallsBack() async throws {
        try await withModelServer { port, _ in
            // The server holds its answer until released: only the 700 ms idle timeout (the notice's
            // "1 second"; the 10 s total would read "10 seconds") can end this wait.
            let (message, _) = await answer(try coach(port, "slow", timeouts: Self.fast))
            #expect(message.source == .fallback)
            #expect(message.notice == "The model server didn’t answer within 1 second. The built-in coach answered instead.")
        }
    }

    @Test func aStallMidAnswerDropsThePartialTextAndFallsBack() async throws {
        try await withModelServer { port, _ in
            let (message, events) = await answer(try coach(port, "stall", timeouts: Self.stalling))
            #expect(events.first == .text("Start "))
            #expect(events.contains(.fallback(notice: message.notice ?? "")))
            #expect(message.source == .fallback && message.text == builtIn)
        }
    }

    @Test(arguments: ["garbage", "html", "empty"])
    func garbageFallsBack(_ mode: String) async throws {
        try await withModelServer { port, _ in
            let (message, _) = await answer(try coach(port, mode))
            #expect(message.source == .fallback && message.text == builtIn)
            #expect(message.notice?.hasSuffix("The built-in coach answered instead.") == true)
        }
    }

    @Test func aRedirectIsNeverFollowed() async throws {
        try await withModelServer { port, _ in
            let (message, _) = await answer(try coach(port, "redirect"))
            #expect(message.source == .fallback)
            #expect(message.notice == "The model server answered with an error (HTTP 302). The built-in coach answered instead.")
        }
    }

    @Test func aRefusedConnectionFallsBack() async throws {
        // Bind a port, then free it: nothing listens there any more.
        let port = try await withModelServerPort()
        // The client retries a refused connection until its connect timeout, then reports the refusal.
        let (message, _) = await answer(try coach(port, "stream", timeouts: Self.fast))
        #expect(message.source == .fallback)
        #expect(message.notice == "Couldn’t reach the model server at 127.0.0.1:\(port). The built-in coach answered instead.")
    }

    func withModelServerPort() async throws -> Int {
        let holder = PortHolder()
        try await withModelServer { port, _ in await holder.set(port) }
        return await holder.port
    }

    actor PortHolder {
        var port = 0
        func set(_ value: Int) { port = value }
    }
}

/// The whole path with a model: the app chosen to use the fake model server on the command line.
@Suite struct CoachWithModelTests {
    @Test func theChatStreamsTheModelsWordsAndKeepsThem() async throws {
        let recorder = ModelServerCoachTests.Recorder()
        try await ModelServerCoachTests.modelServer(recorder: recorder).test(.live) { modelClient in
            let port = try #require(modelClient.port)
            let app = try TestApp()
            try await app.seedKneePlan()
            var configuration = AppConfiguration(host: "127.0.0.1", port: 0, timeZone: app.timeZone, clock: app.clock)
            configuration.coach = CoachOptions(
                override: CoachSettings(kind: .openAI, baseURL: "http://127.0.0.1:\(port)/stream/v1", model: "tiny"))
            let web = try await buildApplication(database: app.database, configuration: configuration)
            let token = try await LoginLink.token(for: app.database)
            try await web.test(.router) { client in
                let owner = try await OwnerClient.signIn(client, token: token)
                let page = try await owner.get("/coach")
                #expect(page.text.contains("Local model · tiny at http://127.0.0.1:\(port)/stream/v1"))
                let response = try await client.execute(
                    uri: "/coach/messages", method: .post,
                    headers: [.cookie: owner.cookie, .contentType: "application/x-www-form-urlencoded", .accept: "text/event-stream",
                              HTTPField.Name("X-CSRF-Token")!: owner.csrf],
                    body: ByteBuffer(string: "text=I%20have%20a%20craving"))
                let pieces = response.text.components(separatedBy: "event: text\n").count - 1
                #expect(pieces == ModelServerCoachTests.streamed.count)
                #expect(response.text.contains(#""source":"Local model""#))
                #expect(!response.text.contains("event: fallback"))
                let reply = try #require(try await app.database.coachMessages().last)
                #expect(reply.text == "Notice the urge, then have your tea." && reply.source == .model)
            }
            // The person's rehab day reached the model's prompt.
            let body = try #require(await recorder.lastBody())
            #expect(String(decoding: body, as: UTF8.self).contains("Home rehab sessions today: 3"))
        }
    }
}
