import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PhysioCore
import PhysioStore
@testable import PhysioWeb
import TestSupport
import Testing

/// Every GET route the router has, listed from the router itself (so a new one can't be missed),
/// opened with seeded ids in every feature: none may write. A route without an address here fails
/// the test by name.
@Suite struct EveryGetRouteTests {
    @Test func noGetRouteTheRouterHasWritesToTheDatabase() async throws {
        let app = try TestApp()
        try await app.seedKneePlan()
        let plan = try #require(try await app.database.plans().first)
        let id = AppPath.id(plan.id), slot = AppPath.id(plan.slots[0].id)
        let exercise = try #require(plan.exerciseIDs.first)
        let today = LocalDate(app.clock.now(), in: app.timeZone)
        let record = SessionFixtures.record(
            plan: plan, day: today, timeZone: app.timeZone, metrics: SessionFixtures.metrics(reps: 3))
        try await app.database.saveSession(record, completingSlot: false, at: record.endedAt)
        for back in 0..<4 {  // a streak nothing has recorded yet: the habit pages show it without writing
            try await app.database.saveMorningFocus(
                MorningFocusInput(myWhy: "Energy", challenge: "sugary_drinks", swap: "Sparkling water"),
                for: today.adding(days: -back), at: app.clock.now())
        }
        let note = try CravingNote.make(
            id: "note-1", categoryID: "stress", recordedAt: app.clock.now(), timeZone: app.timeZone, text: "Long day",
            audio: AudioReference(fileName: "note-1.webm", durationSeconds: 3, mimeType: "audio/webm"), keepAudio: true)
        try await app.database.addCravingNote(note, audio: Data("webm".utf8))
        try await app.database.createMesocycle(TrainingFixtures.twoWeekPlan(), createdAt: app.clock.now())
        let mesocycle = AppPath.id(TrainingFixtures.planID)

        let router = try await buildRouter(
            database: app.database, configuration: AppConfiguration(
                host: "127.0.0.1", port: 0, timeZone: app.timeZone, clock: app.clock),
            listening: ListeningPort())
        let routes = Set(router.routes.filter { $0.method == .get }.map(\.path.description))

        try await app.run { owner in
            let live = try await owner.post("/plans/\(id)/sessions/\(slot)/exercises/\(exercise)/live", [("source", "slider")])
            #expect(live.status == .seeOther)
            let liveID = String(live.location.dropFirst("/live/".count))
            #expect(try await owner.post("/reminders/calendar").status == .seeOther)
            let feed = try #require(try await app.database.calendarFeed())
            // Each route's address with real ids; `notFound` where the thing only exists while a job
            // runs (a video check), so the handler still runs up to its lookup.
            let addresses: [String: (path: String, status: HTTPResponse.Status)] = [
                "/": ("/", .ok), "/healthz": ("/healthz", .ok), "/static/{name}": ("/static/app.css", .ok),
                "/login": ("/login?token=\(owner.token)", .seeOther), "/signin": ("/signin", .ok),
                "/sw.js": ("/sw.js", .ok), "/offline": ("/offline", .ok), "/sessions/next": ("/sessions/next", .seeOther),
                "/schedule": ("/schedule", .ok), "/triage": ("/triage", .ok), "/triage/{region}": ("/triage/knee", .ok),
                "/triage/{region}/{difficulty}": ("/triage/knee/knee-bend", .seeOther),
                "/conditions/{id}": ("/conditions/knee-limited-flexion", .ok),
                "/exercises/{id}": ("/exercises/\(exercise)", .ok),
                "/exercises/{id}/check": ("/exercises/\(exercise)/check", .ok),
                "/plans/{id}/times": ("/plans/\(id)/times", .ok),
                "/plans/{id}/edit": ("/plans/\(id)/edit", .ok),
                "/plans/{id}/report": ("/plans/\(id)/report?weeks=2", .ok),
                "/plans/{id}/report/fhir.json": ("/plans/\(id)/report/fhir.json?weeks=12", .ok),
                "/plans/{id}/exercises/{exercise}/remove": ("/plans/\(id)/exercises/\(exercise)/remove", .ok),
                "/plans/{id}/delete": ("/plans/\(id)/delete?from=/schedule", .ok),
                "/plans/{id}/progress": ("/plans/\(id)/progress", .ok),
                "/plans/{id}/sessions/{slot}": ("/plans/\(id)/sessions/\(slot)", .seeOther),
                "/plans/{id}/sessions/{slot}/exercises/{exercise}": ("/plans/\(id)/sessions/\(slot)/exercises/\(exercise)", .ok),
                "/plans/{id}/sessions/{slot}/exercises/{exercise}/start":
                    ("/plans/\(id)/sessions/\(slot)/exercises/\(exercise)/start", .ok),
                "/live/{live}": ("/live/\(liveID)", .ok),
                "/live/{live}/summary": ("/live/\(liveID)/summary", .seeOther),  // back to the session until it ends
                "/live/{live}/ws": ("/live/\(liveID)/ws", .forbidden),  // a plain GET without the page's origin, not an upgrade
                "/sessions/{record}": ("/sessions/\(AppPath.id(record.id))", .ok),
                "/sessions/{record}/workout.json": ("/sessions/\(AppPath.id(record.id))/workout.json", .ok),
                "/sessions/{record}/workout.csv": ("/sessions/\(AppPath.id(record.id))/workout.csv", .ok),
                "/checks/{job}": ("/checks/\(AppPath.id(UUID()))", .notFound),
                "/checks/{job}/status": ("/checks/\(AppPath.id(UUID()))/status", .notFound),
                "/checks/{job}/frames/{frame}": ("/checks/\(AppPath.id(UUID()))/frames/0", .notFound),
                "/coach": ("/coach", .ok), "/coach/settings": ("/coach/settings", .ok), "/coach/clear": ("/coach/clear", .ok),
                "/coach/emergency-number": ("/coach/emergency-number", .ok),
                "/settings/live-cues": ("/settings/live-cues", .ok),
                "/reminders": ("/reminders", .ok), "/reminders/physiopoint.ics": ("/reminders/physiopoint.ics", .ok),
                "/calendar/{file}": ("/calendar/\(feed.token).ics", .ok),
                "/api/v1/reminders/due": ("/api/v1/reminders/due", .ok),
                "/today": ("/today", .ok), "/today/prep-items": ("/today/prep-items", .ok), "/today/why": ("/today/why", .ok),
                "/help": ("/help", .ok), "/help/{category}": ("/help/stress", .ok),
                "/help/notes/{id}/audio": ("/help/notes/note-1/audio", .ok),
                "/history": ("/history", .ok), "/history/{date}": ("/history/\(today.iso)", .ok),
                "/history/achievements/reset": ("/history/achievements/reset", .ok),
                "/settings": ("/settings", .ok), "/settings/export": ("/settings/export", .ok),
                "/habits/settings": ("/habits/settings", .ok), "/signout": ("/signout", .ok),
                "/settings/devices/{id}/sign-out": ("/settings/devices/\(SignedSessionID.of(owner.cookie) ?? "")/sign-out", .ok),
                "/planner": ("/planner", .ok), "/planner/new": ("/planner/new", .ok),
                "/planner/{id}": ("/planner/\(mesocycle)", .ok),
                "/planner/{id}/settings": ("/planner/\(mesocycle)/settings", .ok),
                "/planner/{id}/delete": ("/planner/\(mesocycle)/delete", .ok),
                "/planner/{id}/calendar.ics": ("/planner/\(mesocycle)/calendar.ics", .ok),
                "/planner/{id}/days/{date}": ("/planner/\(mesocycle)/days/2026-03-04", .ok),
                "/planner/{id}/weeks/{number}": ("/planner/\(mesocycle)/weeks/2", .ok),
                "/planner/{id}/exercises/{exercise}/edit":
                    ("/planner/\(mesocycle)/exercises/\(AppPath.id(TrainingFixtures.benchID))/edit", .ok),
                "/planner/{id}/exercises/{exercise}/move":
                    ("/planner/\(mesocycle)/exercises/\(AppPath.id(TrainingFixtures.pressID))/move", .ok),
                "/planner/{id}/workouts/{workout}/exercises/new":
                    ("/planner/\(mesocycle)/workouts/\(AppPath.id(TrainingFixtures.legsID))/exercises/new", .ok),
                "/connect": ("/connect", .ok), "/connect/trust": ("/connect/trust", .ok),
                "/connect/physiopoint-ca.crt": ("/connect/physiopoint-ca.crt", .notFound),
                "/connect/physiopoint-ca.pem": ("/connect/physiopoint-ca.pem", .notFound),
                "/api/v1/plans": ("/api/v1/plans", .ok), "/api/v1/plans/{id}": ("/api/v1/plans/\(id)", .ok),
                "/api/v1/today": ("/api/v1/today", .ok),
                "/api/v1/library/conditions": ("/api/v1/library/conditions", .ok),
                "/api/v1/library/exercises": ("/api/v1/library/exercises", .ok),
                "/api/v1/habits/progress": ("/api/v1/habits/progress", .ok),
                "/api/v1/habits/entries/{date}": ("/api/v1/habits/entries/\(today.iso)", .ok),
                "/api/v1/export": ("/api/v1/export", .ok), "/api/v1/mesocycles": ("/api/v1/mesocycles", .ok),
                "/api/v1/mesocycles/{id}": ("/api/v1/mesocycles/\(mesocycle)", .ok),
            ]
            let unlisted = routes.subtracting(addresses.keys).sorted()
            #expect(unlisted.isEmpty, "GET routes without an address in this test: \(unlisted)")
            for route in routes.sorted() {
                guard let (path, status) = addresses[route] else { continue }
                let before = app.database.dataVersion
                let response: TestResponse
                if route.hasPrefix("/api/") {
                    response = try await owner.api(.get, path)
                } else if route == "/calendar/{file}" || route == "/login" {
                    response = try await owner.client.execute(uri: path, method: .get)
                } else {
                    response = try await owner.get(path)
                }
                #expect(response.status == status, "GET \(path)")
                // Opening the sign-in link is the one GET that writes: it records the device (issue 22).
                #expect(app.database.dataVersion == before + (route == "/login" ? 1 : 0), "GET \(path) wrote to the database")
            }
        }
    }
}
