import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PhysioCore
import PhysioStore
import PhysioWeb
import TestSupport
import Testing

@Suite struct CoachPageTests {
    @Test func theEmptyChatInvitesAMessageWithAccessibleControls() async throws {
        try await TestApp().run { owner in
            let page = try await owner.get("/coach")
            #expect(page.status == .ok && page.isHTML)
            #expect(page.text.contains("<h1>Coach</h1>"))
            #expect(page.text.contains(#"role="log" aria-live="polite""#))
            #expect(page.text.contains(#"<label for="coach-text""#))
            #expect(page.text.contains("Hi, I’m your coach."))
            #expect(page.text.contains("Built-in coach (private, no model)"))
            #expect(page.text.contains(#"value="What should I do today?""#))
            #expect(page.text.contains(#"href="/coach" aria-current="page""#))
            #expect(page.text.contains("/static/coach.js"))
            #expect(page.text.contains(#"href="/coach/clear" data-coach-clear hidden"#))
        }
    }

    @Test func sendingAMessageKeepsItAndTheBuiltInReply() async throws {
        let app = try TestApp()
        try await app.seedKneePlan()
        try await app.run { owner in
            let sent = try await owner.post("/coach/messages", [("text", "What should I do today?")])
            #expect(sent.status == .seeOther && sent.location == "/coach#latest")
            let messages = try await app.database.coachMessages()
            #expect(messages.map(\.role) == [.user, .assistant])
            #expect(messages[1].source == .builtIn)
            // 8:30 in Toronto: the 08:00 knee session is due.
            #expect(messages[1].text.contains("Next step: start your 8:00 AM"))
            let page = try await owner.get("/coach")
            #expect(page.text.contains("What should I do today?"))
            #expect(page.text.contains("Here’s your day:"))
            #expect(page.text.contains("3 rehab sessions left today"))
            #expect(page.text.contains(#"href="/coach/clear" data-coach-clear>"#))
        }
    }

    @Test func aWarningSignGetsTheSafetyAnswerSetApartWithoutANudge() async throws {
        let app = try TestApp()
        try await app.seedKneePlan()
        try await app.run { owner in
            let question = "My knee is really swollen and hot after the heel slides, is that normal?"
            _ = try await owner.post("/coach/messages", [("text", question)])
            let messages = try await app.database.coachMessages()
            #expect(messages.last?.safety == .infection)
            #expect(messages.last?.text.contains("Next step") == false)
            let page = try await owner.get("/coach")
            #expect(page.text.contains(#"class="bubble from-coach safety safety-professional""#))
            #expect(page.text.contains(">Stop and check with your clinician today</strong>"))
            #expect(page.text.contains("Safety check ·"))
        }
    }

    @Test func aTappedSuggestionIsSentAsTheMessage() async throws {
        let app = try TestApp()
        try await app.run { owner in
            _ = try await owner.post("/coach/messages", [("quick", "I slipped"), ("text", "")])
            #expect(try await app.database.coachMessages().first?.text == "I slipped")
        }
    }

    @Test func theStreamedReplyArrivesAsServerSentEvents() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let response = try await owner.client.execute(
                uri: "/coach/messages", method: .post,
                headers: [
                    .cookie: owner.cookie, .contentType: "application/x-www-form-urlencoded", .accept: "text/event-stream",
                    HTTPField.Name("X-CSRF-Token")!: owner.csrf,
                ],
                body: ByteBuffer(string: "text=I%20have%20a%20craving"))
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/event-stream; charset=utf-8")
            // 8:30 in Toronto on the test clock.
            #expect(response.text.hasPrefix("event: sent\ndata: {\"id\":\"1\",\"time\":\"8:30 AM\"}\n\n"))
            #expect(response.text.contains("event: text\ndata: {\"text\":\"Thanks for checking in before acting"))
            #expect(response.text.contains("event: done\ndata: {"))
            #expect(response.text.contains(#""source":"Built-in coach""#))
            #expect(response.text.contains(#""alert":"""#))
            #expect(try await app.database.coachMessages().count == 2)
        }
    }

    @Test func aStreamedCrisisAnswerCarriesItsAlertMarkupAndTheCrisisLine() async throws {
        let app = try TestApp()
        try await app.run { owner in
            // The test clock is in Toronto: 911 and 988, guessed.
            let response = try await owner.client.execute(
                uri: "/coach/messages", method: .post,
                headers: [
                    .cookie: owner.cookie, .contentType: "application/x-www-form-urlencoded", .accept: "text/event-stream",
                    HTTPField.Name("X-CSRF-Token")!: owner.csrf,
                ],
                body: ByteBuffer(string: "text=honestly%20everyone%20would%20be%20better%20off%20without%20me"))
            #expect(response.status == .ok)
            #expect(response.text.contains(#""alert":"emergency""#))
            #expect(response.text.contains(#"safety safety-emergency"#))
            #expect(response.text.contains(#"href=\"tel:988\""#))
            #expect(response.text.contains(#"href=\"tel:911\""#))
            let reply = try #require(try await app.database.coachMessages().last)
            #expect(reply.safety == .selfHarm)
            #expect(reply.text.contains("the 9-8-8 Suicide Crisis Helpline on 988") && reply.text.contains("call 911 now"))
        }
    }

    @Test func anEmptyOrOverlongMessageIsRefusedAndNothingIsKept() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let empty = try await owner.post("/coach/messages", [("text", "   ")])
            #expect(empty.status == .badRequest && empty.isHTML)
            #expect(empty.text.contains("Type a message first."))
            let long = try await owner.post("/coach/messages", [("text", String(repeating: "a", count: 2001))])
            #expect(long.status == .badRequest)
            #expect(long.text.contains("keep it under 2000 characters"))
            let streamed = try await owner.client.execute(
                uri: "/coach/messages", method: .post,
                headers: [.cookie: owner.cookie, .contentType: "application/x-www-form-urlencoded", .accept: "text/event-stream",
                          HTTPField.Name("X-CSRF-Token")!: owner.csrf],
                body: ByteBuffer(string: "text="))
            #expect(streamed.status == .badRequest && streamed.isJSON)
            #expect(streamed.text.contains(#""code":"invalid_message""#))
            #expect(try await app.database.coachMessages().isEmpty)
        }
    }

    @Test func userTextIsEscaped() async throws {
        let app = try TestApp()
        try await app.run { owner in
            _ = try await owner.post("/coach/messages", [("text", "<script>alert(1)</script> craving")])
            let page = try await owner.get("/coach")
            #expect(!page.text.contains("<script>alert(1)</script>"))
            #expect(page.text.contains("&lt;script&gt;alert(1)&lt;/script&gt; craving"))
        }
    }

    @Test func withoutSignInOrAntiForgeryTokenNothingHappens() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let anonymous = try await owner.client.execute(uri: "/coach", method: .get)
            #expect(anonymous.status == .found || anonymous.status == .seeOther)
            #expect(anonymous.location == "/signin")
            let forged = try await owner.post("/coach/messages", [("text", "hello")], csrf: "wrong")
            #expect(forged.status == .forbidden)
            let noSession = try await owner.client.execute(
                uri: "/coach/messages", method: .post, headers: [.contentType: "application/x-www-form-urlencoded"],
                body: ByteBuffer(string: "text=hello"))
            #expect(noSession.status == .unauthorized)
            let clearForged = try await owner.post("/coach/clear", csrf: "wrong")
            #expect(clearForged.status == .forbidden)
            #expect(try await app.database.coachMessages().isEmpty)
        }
    }

    @Test func clearingAsksFirstThenDeletesTheConversation() async throws {
        let app = try TestApp()
        try await app.run { owner in
            _ = try await owner.post("/coach/messages", [("text", "hello")])
            let confirm = try await owner.get("/coach/clear")
            #expect(confirm.status == .ok && confirm.text.contains("Clear the conversation?"))
            #expect(try await app.database.coachMessages().count == 2)
            let cleared = try await owner.post("/coach/clear")
            #expect(cleared.status == .seeOther && cleared.location == "/coach?notice=cleared")
            #expect(try await app.database.coachMessages().isEmpty)
            #expect(try await owner.get("/coach?notice=cleared").text.contains("The conversation was cleared."))
        }
    }

    @Test func settingsKeepTheChoiceAndRefuseAddressesOffThisComputer() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let page = try await owner.get("/coach/settings")
            #expect(page.status == .ok && page.text.contains("Model server address"))
            let refused = try await owner.post(
                "/coach/settings", [("kind", "openai"), ("baseURL", "http://192.168.1.9:8080/v1"), ("model", "llama")])
            #expect(refused.status == .badRequest)
            #expect(refused.text.contains("only talks to a model server on this computer"))
            #expect(try await app.database.coachSettings() == .standard)
            let saved = try await owner.post(
                "/coach/settings", [("kind", "openai"), ("baseURL", "http://127.0.0.1:11434/v1"), ("model", "llama3.2:3b")])
            #expect(saved.location == "/coach?notice=settings-saved")
            #expect(try await app.database.coachSettings() == CoachSettings(kind: .openAI, baseURL: "http://127.0.0.1:11434/v1", model: "llama3.2:3b"))
            #expect(try await owner.get("/coach").text.contains("Local model · llama3.2:3b at http://127.0.0.1:11434/v1"))
        }
    }

    @Test func aModelThatIsNotRunningFallsBackAndSaysSo() async throws {
        let app = try TestApp()
        // Port 9 (discard) on loopback: nothing listens in the test environment.
        try await app.database.saveCoachSettings(CoachSettings(kind: .openAI, baseURL: "http://127.0.0.1:9/v1", model: "m"))
        try await app.run { owner in
            _ = try await owner.post("/coach/messages", [("text", "I have a craving")])
            let reply = try #require(try await app.database.coachMessages().last)
            #expect(reply.source == .fallback)
            #expect(reply.notice == "Couldn’t reach the model server at 127.0.0.1:9. The built-in coach answered instead.")
            let page = try await owner.get("/coach")
            #expect(page.text.contains("Built-in coach (the model didn’t answer)"))
        }
    }
}

extension TestApp {
    /// A knee plan at 08:00, 13:00 and 19:00.
    func seedKneePlan() async throws {
        try await database.createPlan(RehabFixtures.kneePlan())
    }
}
