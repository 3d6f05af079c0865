import Foundation
import HummingbirdTesting
import PhysioCore
import PhysioStore
import TestSupport
import Testing

/// Assistive mode, a setting: toggled on /settings (or from the first-launch choices), it marks every
/// signed-in page, reduces home to the next step with one big button, and travels in the export.
@Suite struct AssistiveModeTests {
    @Test func itIsOffUntilTurnedOnInSettingsThenEveryPageCarriesIt() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let before = try await owner.get("/settings")
            #expect(before.text.contains("Assistive mode is off."))
            #expect(before.text.contains("Turn assistive mode on"))
            #expect(!before.text.contains("class=\"app-settings assistive\""))
            #expect(try await owner.get("/").text.contains("Start here"))

            let on = try await owner.post("/settings/assistive-mode", [("mode", "on")])
            #expect(on.status == .seeOther && on.location == "/settings#assistive-mode")
            #expect(try app.database.isAssistiveModeOn())
            let after = try await owner.get("/settings")
            #expect(after.text.contains("Assistive mode is on."))
            #expect(after.text.contains("Turn assistive mode off"))
            #expect(after.text.contains("<body class=\"app-settings assistive\" "))
            #expect(after.text.contains("Back to my next step"))

            // Home: the next step only, no coach mark; everything one link away.
            let home = try await owner.get("/")
            #expect(home.text.contains("Your next step"))
            #expect(home.text.contains("Make my plan"))
            #expect(!home.text.contains("data-coachmark-backdrop"))
            #expect(!home.text.contains("Back to my next step"))
            #expect(home.text.contains("href=\"/?view=full\""))
            let full = try await owner.get("/?view=full")
            #expect(full.text.contains("Welcome to PhysioPoint"))
            #expect(!full.text.contains("data-coachmark-backdrop"))

            #expect(try await owner.post("/settings/assistive-mode", [("mode", "off")]).status == .seeOther)
            #expect(try await owner.get("/").text.contains("Start here"))
        }
    }

    @Test func homeShowsTheSessionDueWithOneStartButton() async throws {
        let app = try TestApp()
        try await app.seedKneePlan()
        try await app.database.setAssistiveMode(true)
        let plan = try #require(try await app.database.plans().first)
        try await app.run { owner in
            let home = try await owner.get("/")
            let step = AssistiveHomeScreen(
                schedule: DaySchedule(plans: [plan], completions: [], now: app.clock.now(), timeZone: app.timeZone))
            #expect(step.step != .makePlan)
            #expect(home.text.contains(step.instruction.replacingOccurrences(of: "'", with: "&#39;")))
            // Start opens the session's first exercise without a set today, and says which of how many.
            let slot = try #require(step.slotID)
            let first = try #require(plan.exerciseIDs.first)
            let path = AppPath.guidedSession(plan.id, slot, first)
            #expect(home.text.contains("href=\"\(path.value)\" id=\"next-step-action\""))
            #expect(home.text.contains("Exercise 1 of \(plan.exerciseIDs.count) · Heel Slides"))
            #expect(home.text.components(separatedBy: "id=\"next-step-action\"").count <= 2)
            #expect(!home.text.contains("class=\"plan-card"))
        }
    }

    @Test func theFirstLaunchChoiceTurnsItOnEndsTheTourAndGoesHome() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let home = try await owner.get("/")
            #expect(home.text.contains("id=\"assistive-offer\""))
            let chosen = try await owner.post("/settings/assistive-mode", [("mode", "on"), ("return", "home")])
            #expect(chosen.location == "/?notice=assistive-on")
            #expect(try await app.database.hasCompletedOnboarding())
            #expect(try await owner.get(chosen.location).text.contains("Assistive mode is on"))
        }
    }

    @Test func aBadChoiceIsRefusedAndChangesNothing() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let bad = try await owner.post("/settings/assistive-mode", [("mode", "maybe")])
            #expect(bad.status == .badRequest)
            #expect(try await app.database.setting(.assistiveMode) == nil)
            #expect(try await owner.post("/settings/assistive-mode").status == .badRequest)
        }
    }

    @Test func signedOutPagesNeverShowIt() async throws {
        let app = try TestApp()
        try await app.database.setAssistiveMode(true)
        try await app.run { owner in
            let signIn = try await owner.client.execute(uri: "/signin", method: .get)
            #expect(!String(buffer: signIn.body).contains(" assistive\""))
        }
    }
}
