import Foundation
import PhysioCore
import PhysioViews
import TestSupport
import Testing

/// "Stop — it hurts" on the live page of every source, and the guidance on the summary.
@Suite struct PainStopViewTests {
    @Test func everySourcesLivePageHasTheStopFormWithItsTokenAndNoConfirmation() {
        for source in SessionSource.allCases {
            let html = GuidedSessionViewTests.live(source)
            #expect(
                html.contains(
                    "<form method=\"post\" action=\"/live/\(GuidedSessionViewTests.liveID)/pain-stop\" class=\"pain-stop-form\" data-pain-stop-form>"
                ),
                "\(source) lacks the stop form")
            #expect(html.contains("Stop — it hurts") && html.contains("id=\"pain-stop\""))
            #expect(html.contains("<input type=\"hidden\" name=\"_csrf\" value=\"csrf-token-1\">"))
            #expect(!html.contains("confirm"))
        }
    }

    @Test func theSummaryAfterAPainStopLeadsWithItAndGivesTheSafetyAdviceNotANudge() {
        let stop = PainStop(secondsIntoSession: 42, rep: 3, angle: 72.4, zone: .below)
        var record = SummaryFixtures.record(metrics: SummaryFixtures.metrics(), feeling: .harder)
        record.painStop = stop
        let screen = SessionSummaryScreen(
            exercise: SummaryFixtures.heelSlides, metrics: record.metrics, source: .slider,
            place: SummaryFixtures.place(), ring: GoalRing(done: 0, total: 2), slotDone: false, saved: record)
        let html = SessionSummaryView(screen, saveAction: nil, chrome: GuidedSessionViewTests.chrome).html.rendered
        #expect(html.contains("<h1>Stopped because it hurt at rep 3, 72°</h1>"))
        #expect(html.contains("id=\"pain-stop\"") && html.contains(RedFlag.severePain.heading))
        #expect(html.contains(RedFlag.severePain.answer))
        #expect(html.contains("Stopped at rep 3, 72°, 42 s in (below target)."))
        #expect(!html.contains("id=\"next-exercise\"") && !html.contains("Nice work"))
        let plain = SessionSummaryView(
            SummaryFixtures.savedWithNext(), saveAction: nil, chrome: GuidedSessionViewTests.chrome
        ).html.rendered
        #expect(!plain.contains("id=\"pain-stop\"") && plain.contains("id=\"next-exercise\""))
    }

    @Test func theStepsDisclosureIsADetailsElementWithASummary() {
        // The marker itself is CSS (`.intro-steps summary::after`); the browser test looks at it.
        let html = GuidedSessionViewTests.intro()
        #expect(html.contains("<details class=\"intro-steps\">"))
        #expect(html.contains("<summary>What to do, step by step</summary>"))
    }
}
