import Foundation
import HummingbirdTesting
import PhysioCore
import PhysioStore
import TestSupport
import Testing

/// Issue 12's rough edges, in-process: reminders reachable from Home, Schedule and Settings; a
/// session whose window passed reads as missed; /today's notice sits in Today.
@Suite struct RoughEdgeRouteTests {
    @Test func remindersAreLinkedFromHomeScheduleAndSettings() async throws {
        let app = try TestApp()
        try await app.database.createPlan(RehabFixtures.kneePlan())
        try await app.run { owner in
            for path in ["/", "/schedule", "/settings"] {
                let page = try await owner.get(path)
                #expect(page.status == .ok)
                #expect(page.text.contains("href=\"/reminders\""), "\(path) doesn't link to reminders")
            }
        }
    }

    @Test func atSevenTwentyFiveTheOnePMSessionReadsAsMissedAndCanStillBeStarted() async throws {
        let app = try TestApp(now: RehabFixtures.at(2026, 11, 23, 19, 25, in: RehabFixtures.toronto))
        let plan = RehabFixtures.kneePlan(times: ["08:00", "13:00"])
        try await app.database.createPlan(plan)
        try await app.database.completeSlot(
            planID: plan.id, slotID: plan.slots[0].id, day: LocalDate(iso: "2026-11-23")!, at: app.clock.now())
        try await app.run { owner in
            let home = try await owner.get("/")
            #expect(home.text.contains("1/2 done today · next tomorrow 8:00 AM"))
            #expect(!home.text.contains("Missed · 1:00 PM"))
            #expect(!home.text.contains("Due now"))
            #expect(home.text.contains("Missed — you can still do it"))
            #expect(home.text.contains("aria-label=\"Start the 1:00 PM session of"))
        }
    }

    @Test func todaysNoticeIsInsideTodayNotAboveThePastDays() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let page = try await owner.get("/today?notice=note-saved").text
            let notice = try #require(page.range(of: "id=\"today-notice\""))
            let today = try #require(page.range(of: "id=\"today\""))
            let pastDay = try #require(page.range(of: "class=\"timeline-day is-past\""))
            #expect(pastDay.lowerBound < today.lowerBound && today.lowerBound < notice.lowerBound)
            #expect(page.matches(of: /Note saved\./).count == 1)
        }
    }
}
