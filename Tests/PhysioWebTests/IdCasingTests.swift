import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PhysioCore
import PhysioStore
import PhysioWeb
import TestSupport
import Testing

/// Ids have one spelling everywhere: every page, API answer, redirect and download names a UUID in
/// lower case (`AppPath.id`), and a link typed with upper case still works.
@Suite struct IdCasingTests {
    /// UUIDs whose every group holds letters, so an upper-case spelling can't pass for lower case.
    static func letterID(_ n: Int) -> UUID {
        UUID(uuidString: String(format: "ABCDEF%02X-ABCD-4BCD-ABCD-ABCDEF%06X", n, n))!
    }

    static var upperCaseUUID: Regex<AnyRegexOutput> {
        try! Regex("[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}")
    }

    @Test func noPageOrAPIAnswerOfASeededDatabaseSpellsAnIdInUpperCase() async throws {
        let app = try TestApp()
        var next = 0
        func newID() -> UUID {
            next += 1
            return Self.letterID(next)
        }
        let plan = try PlanDraft(
            conditionID: "knee-limited-flexion",
            times: [TimeOfDay(hour: 8, minute: 0)!, TimeOfDay(hour: 19, minute: 0)!]
        )
        .makePlan(id: newID(), slotIDs: { newID() }, now: app.clock.now())
        try await app.database.createPlan(plan)
        try await app.database.completeOnboarding()
        let training = try MesocycleForm(name: "Strength", template: "full-body", startDate: "2026-11-23", weeks: "2")
            .plan(newID: { newID() })
        try await app.database.createMesocycle(training, createdAt: app.clock.now())
        let record = SessionFixtures.record(
            plan: plan, day: LocalDate(iso: "2026-11-23")!, timeZone: app.timeZone,
            metrics: SessionFixtures.metrics(reps: 3),
            id: newID())
        _ = try await app.database.saveSession(record, completingSlot: true, at: record.endedAt)

        let id = AppPath.id(plan.id), slot = AppPath.id(plan.slots[0].id),
            exercise = try #require(plan.exerciseIDs.first)
        let trainingID = AppPath.id(training.id)
        let workout = try #require(training.workouts.first), lift = try #require(workout.exercises.first)
        let pages: [String] = [
            "/", "/schedule", "/plans/\(id)/times", "/plans/\(id)/delete?from=/schedule", "/plans/\(id)/progress",
            "/plans/\(id)/sessions/\(slot)/exercises/\(exercise)",
            "/plans/\(id)/sessions/\(slot)/exercises/\(exercise)/start",
            "/exercises/\(exercise)/check?plan=\(id)&slot=\(slot)",
            "/sessions/\(AppPath.id(record.id))", "/sessions/\(AppPath.id(record.id))/workout.json",
            "/sessions/\(AppPath.id(record.id))/workout.csv",
            // The backup: sessions and training plans once wrote Foundation's upper-case UUIDs.
            "/settings/export",
            "/planner", "/planner/\(trainingID)", "/planner/\(trainingID)/days/\(workout.date.iso)",
            "/planner/\(trainingID)/days/\(workout.date.iso)?sheet=1", "/planner/\(trainingID)/settings",
            "/planner/\(trainingID)/exercises/\(AppPath.id(lift.id))/edit",
            "/planner/\(trainingID)/exercises/\(AppPath.id(lift.id))/move",
            "/planner/\(trainingID)/workouts/\(AppPath.id(workout.id))/exercises/new",
            "/planner/\(trainingID)/calendar.ics",
            "/today", "/history", "/coach", "/reminders", "/reminders/physiopoint.ics", "/api/v1/reminders/due",
            "/api/v1/plans", "/api/v1/plans/\(id)", "/api/v1/today", "/api/v1/mesocycles",
            "/api/v1/mesocycles/\(trainingID)",
            // Links typed in upper case are accepted and redirect or answer in lower case.
            "/sessions/next", "/planner/\(trainingID.uppercased())", "/plans/\(id.uppercased())/progress",
            "/plans/\(id.uppercased())/sessions/\(slot.uppercased())/exercises/\(exercise)",
            "/sessions/\(AppPath.id(record.id).uppercased())/workout.json",
            "/planner/\(trainingID.uppercased())/days/\(workout.date.iso)",
            "/api/v1/plans/\(id.uppercased())", "/api/v1/mesocycles/\(trainingID.uppercased())",
        ]
        try await app.run { owner in
            for path in pages {
                let response = try await owner.get(path)
                #expect(response.status == .ok || response.status == .seeOther, "GET \(path): \(response.status)")
                #expect(!response.text.contains(Self.upperCaseUUID), "GET \(path) spells an id in upper case")
                #expect(!response.location.contains(Self.upperCaseUUID), "GET \(path) redirects with an upper-case id")
            }
            // The ids are there, in lower case: the check above looked at something.
            #expect(try await owner.get("/schedule").text.contains(id))
            #expect(try await owner.get("/planner/\(trainingID)").text.contains(AppPath.id(lift.id)))
            #expect(try await owner.get("/api/v1/mesocycles/\(trainingID)").text.contains(AppPath.id(workout.id)))
            #expect(try await owner.get("/api/v1/today").text.contains(slot))
            let backup = try await owner.get("/settings/export").text
            #expect(backup.contains(AppPath.id(record.id)) && backup.contains(trainingID) && backup.contains(AppPath.id(lift.id)))

            let created = try await owner.api(.post, "/api/v1/plans", json: #"{"conditionId": "knee-limited-flexion"}"#)
            #expect(created.status == .created)
            #expect(created.location.hasPrefix("/api/v1/plans/") && !created.location.contains(Self.upperCaseUUID))
            let moved = try await owner.postJSON(
                "/api/v1/mesocycles/\(trainingID.uppercased())/moves",
                #"{"exerciseId": "\#(lift.id.uuidString)", "day": "\#(workout.date.adding(days: 1).iso)"}"#)
            #expect(moved.status == .ok)
            #expect(moved.text.contains(#""exerciseId":"\#(AppPath.id(lift.id))""#))
            #expect(!moved.text.contains(Self.upperCaseUUID))
        }
    }
}
