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
            // The test clock is in Toronto: 911, marked as a guess.
            #expect(page.text.contains("Emergency number: 911 (a guess from your time zone — check it)"))
            #expect(page.text.contains(#"action="/coach/emergency-number""#))
            let own = try await owner.get("/coach/emergency-number")
            #expect(own.status == .ok && own.text.contains("<h1>Emergency number</h1>"))
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
            #expect(page.text.contains("Emergency number saved.") && page.text.contains("Emergency number: 999</summary>"))
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
}
