import Foundation
import HTTPTypes
import HummingbirdTesting
import PhysioCore
import PhysioStore
import TestSupport
import Testing

/// The live page's review items as the pages carry them (issue 9).
@Suite struct LiveReviewPageTests {
    @Test func theLivePageHasAHoldCompleteStateAndWordsShortOfTargetByDirection() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let bending = try await SessionPageTests.kneePlan(app, owner)
            let heel = try await owner.get(try await SessionPageTests.startLive(owner, bending))
            #expect(heel.text.contains("data-feedback-entry=\"holdDone\" data-tone=\"in\""))
            #expect(heel.text.contains(">Hold done — return slowly</template>"))
            #expect(heel.text.contains("data-feedback-entry=\"moving\" data-tone=\"below\" data-symbol=\"↑\""))
            #expect(heel.text.contains(">Below target — keep going</template>"))

            _ = try await owner.post(
                "/plans", [("condition", "knee-extension-lag"), ("name", "Straighten"), ("time", "09:00")])
            let straighten = try #require(try await app.database.plans().first { $0.name == "Straighten" })
            let started = try await owner.post(
                SessionPageTests.base(straighten, exercise: "seated-knee-extension") + "/live",
                [("source", "slider"), ("side", "left")])
            let page = try await owner.get(started.location)
            #expect(page.status == .ok)
            #expect(page.text.contains("data-feedback-entry=\"moving\" data-tone=\"below\" data-symbol=\"↓\" data-word=\"Straighten more\" data-spoken=\"\">Straighten more</template>"))
            #expect(!page.text.contains("data-symbol=\"↑\""))
        }
    }

    @Test func theSummaryShowsGoingPastTheTargetApartFromTheBestAngle() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let plan = try await SessionPageTests.kneePlan(app, owner)
            var metrics = SessionFixtures.metrics(reps: 3)
            metrics.pastTargetAngle = 108
            let record = SessionFixtures.record(
                plan: plan, day: LocalDate(iso: "2026-11-23")!, timeZone: app.timeZone, metrics: metrics)
            try await app.database.saveSession(record, completingSlot: false, at: record.endedAt)
            let page = try await owner.get("/sessions/\(record.id.uuidString.lowercased())")
            #expect(page.text.contains("id=\"best-angle\">88°"))
            #expect(page.text.contains("<p class=\"stat-sub\" id=\"past-target\">Went past the target: 108°</p>"))
            let csv = try await owner.get("/sessions/\(record.id.uuidString.lowercased())/workout.csv")
            #expect(csv.text.contains(",80,95,108,false,,,,,"))  // then no pain stop, then the reps measured
        }
    }

    @Test func anEndedSessionLeftWithoutSavingIsOfferedAsADraftToSaveOrDiscard() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let plan = try await SessionPageTests.kneePlan(app, owner)
            let intro = SessionPageTests.base(plan, exercise: "heel-slides") + "/start"
            #expect(!(try await owner.get(intro)).text.contains("without saving"))
            let path = try await SessionPageTests.startLive(owner, plan)
            #expect(!(try await owner.get(intro)).text.contains("without saving"))  // still running: no draft
            _ = try await owner.post(path + "/end")
            let summary = try await owner.get(path + "/summary")
            #expect(summary.text.contains("Leaving without saving keeps this as a draft"))
            // The person leaves for the schedule and comes back to the exercise.
            _ = try await owner.get("/schedule")
            let back = try await owner.get(intro)
            #expect(back.text.contains("You left a session without saving it."))
            #expect(back.text.contains("without saving: 0 of 30 reps."))
            #expect(back.text.contains("href=\"\(path)/summary\">Review and save</a>"))
            #expect(back.text.contains("action=\"\(path)/discard\""))
            // Another exercise of the plan has no draft.
            #expect(!(try await owner.get(SessionPageTests.base(plan, exercise: "seated-knee-flexion") + "/start")).text
                .contains("without saving"))
            #expect(try await owner.post(path + "/discard", csrf: "wrong").status == .forbidden)
            let discarded = try await owner.post(path + "/discard")
            #expect(discarded.status == .seeOther && discarded.location == intro)
            #expect(!(try await owner.get(intro)).text.contains("without saving"))
            #expect(try await owner.get(path + "/summary").status == .notFound)
            #expect(try await app.database.sessions(planID: plan.id).isEmpty)

            // A saved session is no draft, and can't be discarded.
            let second = try await SessionPageTests.startLive(owner, plan)
            _ = try await owner.post(second + "/end")
            _ = try await owner.post(second + "/save", [("feeling", "same")])
            #expect(!(try await owner.get(intro)).text.contains("without saving"))
            #expect(try await owner.post(second + "/discard").status == .badRequest)
            #expect(try await app.database.sessions(planID: plan.id).count == 1)
        }
    }
}
