import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PhysioCore
import PhysioStore
import PhysioWeb
import TestSupport
import Testing

/// Opening a rehab, coach or reminders page (or polling for due reminders) never writes.
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
}
