import Foundation
import PhysioCore
import PhysioViews
import TestSupport
import Testing

/// "Count wrong?" on a video check: inside its save form, open when the camera couldn't follow.
@Suite struct CountFixFieldTests {
    static func page(_ metrics: SessionMetrics) -> String {
        let points = (0..<30).map { VideoCheckReport.AnglePoint(time: Double($0) / 10, degrees: Double($0 * 3)) }
        let report = VideoCheckReport(
            exerciseName: "Mini Squats", metrics: metrics, points: points, duration: 3, keyFrames: [], fromPlan: false)
        return VideoCheckResultView(
            report: report, framePaths: [], saveAction: AppPath("checks", "job-1", "save"), retryPath: AppPath("exercises"),
            csrfField: "<input type=\"hidden\" name=\"_csrf\" value=\"c\">"
        ).html.rendered
    }

    @Test func aVideoChecksSaveFormTakesTheRepsThePersonDid() throws {
        let page = Self.page(SessionFixtures.metrics(reps: 2))
        let form = try #require(page.range(of: "<form method=\"post\" action=\"/checks/job-1/save\""))
        let fix = try #require(page.range(of: "<details class=\"count-fix\" id=\"count-fix\">"))
        let save = try #require(page.range(of: "id=\"save-check\""))
        #expect(form.lowerBound < fix.lowerBound && fix.lowerBound < save.lowerBound)
        #expect(page.contains("name=\"reps\" value=\"2\"") && !page.contains("id=\"save-count\""))
    }

    @Test func itStartsOpenWhenTheCountMayBeOff() {
        var shaky = SessionFixtures.metrics(reps: 2)
        shaky.samplesRejectedInSpan = shaky.samplesUsed
        let page = Self.page(shaky)
        #expect(page.contains("id=\"tracking-note\"") && page.contains("<details class=\"count-fix\" id=\"count-fix\" open>"))
    }

    @Test func aSecondCountThatDisagreesIsOfferedNotFilledIn() throws {
        var metrics = SessionFixtures.metrics(reps: 2)
        metrics.cycleEstimate = 7
        let page = Self.page(metrics)
        #expect(page.contains("<details class=\"count-fix\" id=\"count-fix\" open>"))
        #expect(page.contains("this was 7 movements, so the count of 2 may be off"))
        #expect(page.contains("id=\"count-suggestion\"") && page.contains("<strong>7</strong>"))
        // The field keeps the count measured: saving without a change is no correction.
        #expect(page.contains("name=\"reps\" value=\"2\""))
        #expect(page.contains("aria-describedby=\"reps-done-hint count-suggestion\""))
    }

    @Test func aSecondCountThatAgreesOffersNothing() {
        var metrics = SessionFixtures.metrics(reps: 2)
        metrics.cycleEstimate = 3
        let page = Self.page(metrics)
        #expect(!page.contains("count-suggestion") && !page.contains("may be off"))
        #expect(page.contains("<details class=\"count-fix\" id=\"count-fix\">"))
    }
}
