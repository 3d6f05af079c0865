import Foundation
import PhysioCore
import TestSupport
import Testing

@Suite struct ChatCompletionsTests {
    @Test func streamLinesAreReadAsTextDoneOrNothing() throws {
        #expect(try ChatCompletions.parse(streamLine: #"data: {"choices":[{"delta":{"content":"Hi"}}]}"#) == .text("Hi"))
        #expect(try ChatCompletions.parse(streamLine: "data:{\"choices\":[{\"delta\":{\"content\":\" there\"}}]}\r") == .text(" there"))
        #expect(try ChatCompletions.parse(streamLine: #"data: {"choices":[{"delta":{"role":"assistant"}}]}"#) == .nothing)
        #expect(try ChatCompletions.parse(streamLine: #"data: {"choices":[{"delta":{},"finish_reason":"stop"}]}"#) == .nothing)
        #expect(try ChatCompletions.parse(streamLine: "data: [DONE]") == .done)
        #expect(try ChatCompletions.parse(streamLine: "") == .nothing)
        #expect(try ChatCompletions.parse(streamLine: ": keep-alive") == .nothing)
        #expect(try ChatCompletions.parse(streamLine: "event: message") == .nothing)
    }

    @Test func garbageAndErrorChunksAreRefused() {
        #expect(throws: CoachModelError.unreadableAnswer) { try ChatCompletions.parse(streamLine: "data: <html>oops</html>") }
        #expect(throws: CoachModelError.unreadableAnswer) { try ChatCompletions.parse(streamLine: #"data: {"error":{"message":"model not loaded"}}"#) }
        #expect(throws: CoachModelError.unreadableAnswer) { try ChatCompletions.parse(streamLine: #"data: {"hello":1}"#) }
        #expect(throws: CoachModelError.unreadableAnswer) { try ChatCompletions.parse(answer: Data("not json".utf8)) }
    }

    @Test func aWholeAnswerIsRead() throws {
        let body = #"{"id":"x","choices":[{"index":0,"message":{"role":"assistant","content":"Drink some water."}}]}"#
        #expect(try ChatCompletions.parse(answer: Data(body.utf8)) == "Drink some water.")
    }

    @Test func theRequestCarriesTheSystemPromptAndRecentHistory() throws {
        let history = (1...20).map { CoachMessage(role: $0 % 2 == 1 ? .user : .assistant, text: "m\($0)", sentAt: Date(timeIntervalSince1970: 0)) }
        let data = try ChatCompletions.requestBody(model: "llama3.2:3b", conversation: history, context: CoachFixtures.busyWeek(at: 14), stream: true)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["model"] as? String == "llama3.2:3b")
        #expect(json["stream"] as? Bool == true)
        let messages = try #require(json["messages"] as? [[String: String]])
        #expect(messages.count == 1 + ChatCompletions.historyLimit)
        #expect(messages[0]["role"] == "system")
        #expect(messages[0]["content"]?.contains("Herbal tea after dinner") == true)
        #expect(messages.last?["content"] == "m20")
        #expect(messages.last?["role"] == "assistant")
    }

    @Test func linesAreSplitAcrossPiecesWithoutBreakingCharacters() throws {
        var splitter = LineSplitter()
        let bytes = Array("data: café\r\ndata: [DONE]\n".utf8)
        // Split inside the two-byte "é".
        let cut = bytes.firstIndex(of: 0xC3)! + 1
        #expect(try splitter.lines(adding: bytes[..<cut]).isEmpty)
        #expect(try splitter.lines(adding: bytes[cut...]) == ["data: café\r", "data: [DONE]"])
        #expect(splitter.finish() == nil)
        _ = try splitter.lines(adding: Array("data: tail".utf8))
        #expect(splitter.finish() == "data: tail")
    }
}

@Suite struct CoachEndpointTests {
    @Test(arguments: [
        ("http://127.0.0.1:8081/v1", "http://127.0.0.1:8081/v1/chat/completions"),
        ("http://localhost:11434/v1/", "http://localhost:11434/v1/chat/completions"),
        ("http://localhost:11434", "http://localhost:11434/v1/chat/completions"),
        ("http://[::1]:1234/v1/chat/completions", "http://[::1]:1234/v1/chat/completions"),
        ("https://127.8.9.10/api", "https://127.8.9.10/api/chat/completions"),
    ])
    func loopbackAddressesAreAccepted(_ text: String, _ chat: String) throws {
        #expect(try CoachEndpoint(validating: text).chatCompletionsURL.absoluteString == chat)
    }

    @Test(arguments: [
        "http://192.168.1.20:8080/v1", "http://model.example.com/v1", "http://127.0.0.1.nip.io/v1",
        "http://10.0.0.1/v1", "http://0.0.0.0:8080", "http://[::ffff:7f00:1]/v1", "http://1270.0.0.1/",
    ])
    func otherHostsAreRefusedWithAnExplanation(_ text: String) {
        #expect {
            try CoachEndpoint(validating: text)
        } throws: { error in
            guard case .notLoopback = error as? CoachEndpoint.Problem else { return false }
            return (error as? CoachEndpoint.Problem)?.errorDescription?.contains("only talks to a model server on this computer") == true
        }
    }

    @Test func aHostTheOwnerNamedIsAllowed() throws {
        let endpoint = try CoachEndpoint(validating: "http://192.168.1.20:8080/v1", allowedHosts: ["192.168.1.20"])
        #expect(endpoint.displayAddress == "192.168.1.20:8080")
    }

    @Test func malformedAddressesAreRefused() {
        #expect(throws: CoachEndpoint.Problem.unsupportedScheme("file")) { try CoachEndpoint(validating: "file:///etc/passwd") }
        #expect(throws: CoachEndpoint.Problem.credentialsInURL) { try CoachEndpoint(validating: "http://me:secret@127.0.0.1/v1") }
        #expect(throws: CoachEndpoint.Problem.queryInURL) { try CoachEndpoint(validating: "http://127.0.0.1/v1?x=1") }
        #expect(throws: CoachEndpoint.Problem.notAURL("not a url")) { try CoachEndpoint(validating: "not a url") }
    }
}

/// A coach that says some words and then fails, or says nothing.
struct ScriptedCoach: CoachService {
    var pieces: [String]
    var failure: CoachModelError?

    func reply(to conversation: [CoachMessage], context: CoachContext) -> AsyncThrowingStream<String, any Error> {
        AsyncThrowingStream { continuation in
            for piece in pieces { continuation.yield(piece) }
            if let failure { continuation.finish(throwing: failure) } else { continuation.finish() }
        }
    }
}

actor EventLog {
    var events: [CoachReplyEvent] = []
    func add(_ event: CoachReplyEvent) { events.append(event) }
}

@Suite struct FallbackCoachTests {
    let conversation = [CoachMessage(role: .user, text: "I have a craving", sentAt: Date(timeIntervalSince1970: 0))]
    let context = CoachFixtures.busyWeek(at: 21, 15)
    let now = Date(timeIntervalSince1970: 100)

    @Test func theModelsWordsAreKeptWhenItAnswers() async {
        let log = EventLog()
        let coach = FallbackCoach(primary: ScriptedCoach(pieces: ["Try ", "tea."], failure: nil))
        let message = await coach.run(conversation: conversation, context: context, date: { now }) { await log.add($0) }
        #expect(message.text == "Try tea." && message.source == .model && message.notice == nil)
        #expect(await log.events == [.text("Try "), .text("tea.")])
    }

    @Test func aFailureMidAnswerSwitchesToTheBuiltInCoachAndSaysWhy() async {
        let log = EventLog()
        let coach = FallbackCoach(primary: ScriptedCoach(pieces: ["Try "], failure: .timedOut(seconds: 30)))
        let message = await coach.run(conversation: conversation, context: context, date: { now }) { await log.add($0) }
        let builtIn = BuiltInCoach().answer("I have a craving", context: context)
        #expect(message.source == .fallback && message.text == builtIn)
        #expect(message.notice == "The model server didn’t answer within 30 seconds. The built-in coach answered instead.")
        #expect(await log.events == [.text("Try "), .fallback(notice: message.notice!), .text(builtIn)])
    }

    @Test func anEmptyAnswerFallsBackToo() async {
        let message = await FallbackCoach(primary: ScriptedCoach(pieces: [" "], failure: nil))
            .run(conversation: conversation, context: context, date: { now })
        #expect(message.source == .fallback)
        #expect(message.notice?.hasPrefix("The model server sent an empty answer.") == true)
    }

    @Test func withoutAModelTheBuiltInCoachAnswers() async {
        let message = await FallbackCoach(primary: nil).run(conversation: conversation, context: context, date: { now })
        #expect(message.source == .builtIn && message.sentAt == now && message.role == .assistant)
    }
}

@Suite struct CoachSafetyTests {
    let context = CoachFixtures.busyWeek(at: 13, 0)
    let now = Date(timeIntervalSince1970: 100)

    /// A model that must not be asked: it records that it was.
    final class Tripwire: CoachService, @unchecked Sendable {
        var asked = false
        func reply(to conversation: [CoachMessage], context: CoachContext) -> AsyncThrowingStream<String, any Error> {
            asked = true
            return AsyncThrowingStream { $0.yield("Do 20 more reps."); $0.finish() }
        }
    }

    @Test func aWarningSignIsAnsweredBeforeAnyCoachWithoutANudge() async {
        let tripwire = Tripwire()
        let question = "My knee is really swollen and hot after the heel slides, is that normal?"
        let message = await FallbackCoach(primary: tripwire)
            .run(conversation: [CoachMessage(role: .user, text: question, sentAt: now)], context: context, date: { now })
        #expect(!tripwire.asked)
        #expect(message.safety == .infection && message.source == .builtIn)
        #expect(message.text.contains("contact your clinician or surgical team today"))
        #expect(!message.text.contains("Next up"))
        let builtIn = BuiltInCoach().answer(question, context: context)
        #expect(builtIn != message.text)
    }

    @Test func aModelReplyWithADoseIsHeldBackAndSaysWhy() async {
        let log = EventLog()
        let coach = FallbackCoach(primary: ScriptedCoach(pieces: ["Take 400 mg ", "every 6 hours."], failure: nil))
        let message = await coach.run(
            conversation: [CoachMessage(role: .user, text: "my knee is stiff today", sentAt: now)], context: context,
            date: { now }) { await log.add($0) }
        #expect(message.safety == .medication && message.source == .fallback)
        #expect(message.text == RedFlag.medication.answer)
        #expect(await log.events.contains(.fallback(notice: message.notice ?? "")))
    }

    @Test func ordinaryTalkStillReachesTheModel() async {
        let message = await FallbackCoach(primary: ScriptedCoach(pieces: ["Try tea."], failure: nil))
            .run(conversation: [CoachMessage(role: .user, text: "craving sweets", sentAt: now)], context: context, date: { now })
        #expect(message.source == .model && message.safety == nil)
    }
}
