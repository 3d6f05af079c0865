import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PhysioCore
import PhysioStore
import PhysioWeb
import TestSupport
import Testing

/// Opening any page (or polling for due reminders, or reading the API) never writes.
@Suite struct ReadOnlyPageTests {
    @Test func rehabCoachAndRemindersPagesLeaveTheCommitCounterAlone() async throws {
        let app = try TestApp()
        try await app.seedKneePlan()
        let plan = try #require(try await app.database.plans().first)
        let id = plan.id.uuidString.lowercased(), slot = plan.slots[0].id.uuidString.lowercased()
        let exercise = try #require(plan.exerciseIDs.first)
        let paths = [
            "/", "/schedule", "/triage", "/triage/knee", "/triage/knee/knee-bend", "/conditions/knee-limited-flexion",
            "/exercises/\(exercise)", "/plans/\(id)/times", "/plans/\(id)/delete?from=/schedule",
            "/plans/\(id)/sessions/\(slot)/exercises/\(exercise)", "/coach", "/coach/settings", "/coach/clear",
            "/reminders", "/api/v1/reminders/due", "/reminders/physiopoint.ics", "/signin",
        ]
        try await app.run { owner in
            for path in paths {
                let before = app.database.dataVersion
                let response = try await owner.get(path)
                #expect(response.status == (path == "/triage/knee/knee-bend" ? .seeOther : .ok), "\(path)")
                #expect(app.database.dataVersion == before, "GET \(path) wrote to the database")
            }
        }
    }

    /// The pages the test above doesn't open — habits, planner, progress, help, settings, connect,
    /// offline and the JSON API — with data in every feature (habit entries, a training plan, a
    /// session done), so each reads something real.
    @Test func everyOtherPageAndTheAPILeaveTheCommitCounterAlone() async throws {
        let app = try TestApp()
        try await app.seedKneePlan()
        let plan = try #require(try await app.database.plans().first)
        let id = AppPath.id(plan.id), slot = AppPath.id(plan.slots[0].id)
        let today = LocalDate(app.clock.now(), in: app.timeZone)
        try await app.database.completeSlot(planID: plan.id, slotID: plan.slots[0].id, day: today, at: app.clock.now())
        for back in 0..<5 {
            try await app.database.saveMorningFocus(
                MorningFocusInput(myWhy: "Energy", challenge: "sugary_drinks", swap: "Sparkling water"),
                for: today.adding(days: -back), at: app.clock.now())
        }
        try await app.run { owner in
            let created = try await owner.api(
                .post, "/api/v1/mesocycles",
                json: #"{"template":"upper-lower","startDate":"2026-11-23","weekCount":4,"name":"Block"}"#)
            #expect(created.status == .created)
            let mesocycle = try #require((try created.json() as? [String: Any])?["id"] as? String)
            let paths = [
                "/plans/\(id)/progress", "/plans/\(id)/sessions/\(slot)",
                "/today", "/today/prep-items", "/today/why", "/history", "/history/\(today.iso)",
                "/history/achievements/reset", "/settings", "/settings/export", "/help", "/help/stress",
                "/planner", "/planner/new", "/planner/\(mesocycle)", "/planner/\(mesocycle)/settings",
                "/planner/\(mesocycle)/delete", "/planner/\(mesocycle)/calendar.ics",
                "/planner/\(mesocycle)/days/\(today.iso)", "/connect", "/connect/trust", "/offline",
                "/sessions/next", "/sw.js", "/healthz",
            ]
            let api = [
                "/api/v1/plans", "/api/v1/plans/\(id)", "/api/v1/today", "/api/v1/library/conditions",
                "/api/v1/library/exercises", "/api/v1/habits/progress", "/api/v1/habits/entries/\(today.iso)",
                "/api/v1/export", "/api/v1/mesocycles", "/api/v1/mesocycles/\(mesocycle)", "/api/v1/reminders/due",
            ]
            // Five days of habits saved straight into the store earn a streak nothing has recorded:
            // the pages show it as earned and celebrate it, and still write nothing.
            let firstVisit = app.database.dataVersion
            #expect(try await owner.get("/today").pageText.contains("Three days in a row"))
            #expect(app.database.dataVersion == firstVisit, "the first visit after the streak was earned wrote")
            let redirects = ["/plans/\(id)/sessions/\(slot)", "/sessions/next"]  // to the session's first exercise
            for path in paths + api {
                let before = app.database.dataVersion
                let response = api.contains(path) ? try await owner.api(.get, path) : try await owner.get(path)
                #expect(response.status == (redirects.contains(path) ? .seeOther : .ok), "\(path)")
                #expect(app.database.dataVersion == before, "GET \(path) wrote to the database")
            }
        }
    }
}
