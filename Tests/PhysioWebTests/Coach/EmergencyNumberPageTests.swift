import Foundation
import PhysioCore
import PhysioStore
import PhysioWeb
import TestSupport
import Testing

@Suite struct EmergencyNumberPageTests {
    @Test func theCoachPageShowsTheGuessedNumberWithItsForm() async throws {
        try await TestApp().run { owner in
            let page = try await owner.get("/coach")
            // The test clock is in Toronto: 911 and Canada's 988, marked as a guess, with "Change".
            #expect(page.text.contains("Emergency number 911 · crisis line the 9-8-8 Suicide Crisis Helpline 988"))
            #expect(page.text.contains("(guessed for Canada from your time zone)"))
            #expect(page.text.contains(#"<span class="summary-change">Change</span>"#))
            #expect(page.text.contains(#"action="/coach/emergency-number""#))
            let own = try await owner.get("/coach/emergency-number")
            #expect(own.status == .ok && own.text.contains("<h1>Emergency number and crisis line</h1>"))
            #expect(own.text.contains(#"<label for="crisis-line">Crisis line</label>"#))
        }
    }

    @Test func aSavedNumberIsTheOneSafetyAnswersName() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let saved = try await owner.post("/coach/emergency-number", [("number", "999")])
            #expect(saved.status == .seeOther && saved.location == "/coach?notice=emergency-number-saved")
            _ = try await owner.post("/coach/messages", [("text", "crushing pressure in my chest on the bike")])
            let reply = try #require(try await app.database.coachMessages().last)
            #expect(reply.safety == .chestPain)
            #expect(reply.text.contains("call 999 now"))
            let page = try await owner.get("/coach?notice=emergency-number-saved")
            #expect(page.text.contains("Emergency number and crisis line saved."))
            #expect(page.text.contains("Emergency number 999 · crisis line the 9-8-8 Suicide Crisis Helpline 988 <span class=\"muted\">(guessed for Canada"))
        }
    }

    @Test func aNumberThatIsntOneIsRefusedAndNothingChanges() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let refused = try await owner.post("/coach/emergency-number", [("number", "call an ambulance")])
            #expect(refused.status == .badRequest && refused.isHTML)
            #expect(refused.text.contains("2 to 6 digits"))
            #expect(refused.text.contains(#"aria-invalid="true""#))
            #expect(try await app.database.savedEmergencyNumber() == nil)
        }
    }

    @Test func aSavedCrisisLineIsTheOneACrisisAnswerNames() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let saved = try await owner.post("/coach/emergency-number", [("number", "999"), ("crisisLine", "116 123")])
            #expect(saved.status == .seeOther)
            #expect(try await app.database.savedCrisisLine()?.digits == "116123")
            _ = try await owner.post("/coach/messages", [("text", "I keep thinking about ending my life")])
            let reply = try #require(try await app.database.coachMessages().last)
            #expect(reply.safety == .selfHarm)
            #expect(reply.text.contains("Samaritans on 116 123") && reply.text.contains("call 999 now"))
            let page = try await owner.get("/coach")
            #expect(page.text.contains("Emergency number 999 · crisis line Samaritans 116 123</span>"))
            #expect(!page.text.contains("guessed for"))
            #expect(page.text.contains(#"href="tel:116123""#))
        }
    }

    @Test func aCrisisLineThatIsntANumberIsRefusedNamingItsFieldAndNothingIsSaved() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let refused = try await owner.post("/coach/emergency-number", [("number", "999"), ("crisisLine", "Samaritans")])
            #expect(refused.status == .badRequest && refused.isHTML)
            #expect(refused.text.contains(#"id="crisis-line-error" role="alert">Type the crisis line’s phone number"#))
            #expect(refused.text.contains(#"value="Samaritans" aria-describedby="crisis-line-hint crisis-line-error" aria-invalid="true""#))
            #expect(try await app.database.savedEmergencyNumber() == nil)  // both or neither
            #expect(try await app.database.savedCrisisLine() == nil)
        }
    }
}
