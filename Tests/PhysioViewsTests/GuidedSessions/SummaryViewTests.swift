import Foundation
import PhysioCore
import PhysioViews
import TestSupport
import Testing

/// The session summary and a plan's progress in each of their states, read as a person would.
@Suite struct SummaryViewTests {
    static let chrome = PageChrome(title: "T", section: .other, csrf: "csrf-1", signedIn: true, assetVersion: "v")
    static let planKey = "ab000000-0000-0000-0000-0000000000cd"
    static let escapedName = "Knee &lt;b&gt;&quot;bend&quot;&lt;/b&gt; &amp; &#39;more&#39;"

    static func summary(_ screen: SessionSummaryScreen, saveAction: AppPath? = nil) -> String {
        SessionSummaryView(screen, saveAction: saveAction, chrome: chrome).html.rendered
    }

    static func progress(_ screen: PlanProgressScreen) -> String {
        PlanProgressView(screen, chrome: chrome).html.rendered
    }

    @Test func beforeSavingTheSummaryAsksHowItFeltAndPostsWithTheToken() throws {
        let page = Self.summary(SummaryFixtures.unsaved(), saveAction: .liveSessionSave("live-1"))
        #expect(page.contains("<p class=\"eyebrow\">Heel Slides · Camera</p>") && page.contains("<h1>Good effort</h1>"))
        #expect(page.contains("<form method=\"post\" action=\"/live/live-1/save\" class=\"form feel-form card\" data-feel-form>"))
        #expect(page.contains("<input type=\"hidden\" name=\"_csrf\" value=\"csrf-1\">"))
        #expect(page.contains("How did it feel?") && page.contains("id=\"save-session\""))
        // Three big answers, each a button that saves with one tap; nothing is chosen beforehand.
        #expect(
            page.contains(
                "<button type=\"submit\" class=\"feeling\" name=\"feeling\" value=\"same\" id=\"feel-same\" aria-describedby=\"feel-hint\">"))
        #expect(page.components(separatedBy: "class=\"feeling\" name=\"feeling\"").count == 4 && !page.contains(" checked"))
        #expect(page.contains("<span>About the same</span>") && page.contains("#face-harder"))
        #expect(page.contains("One tap saves the session.") && page.contains("Save without answering"))
        // Enter in the count field saves without an answer: the first button of the form is a plain save.
        let form = try #require(page.range(of: "data-feel-form>"))
        let firstButton = try #require(page.range(of: "<button", range: form.upperBound..<page.endIndex))
        #expect(page[firstButton.lowerBound...].hasPrefix("<button type=\"submit\" class=\"visually-hidden\" tabindex=\"-1\" aria-hidden=\"true\">Save</button>"))
        // The answers come before the results: the summary opens on the question.
        #expect(page.range(of: "How did it feel?")!.lowerBound < page.range(of: "class=\"stat-grid\"")!.lowerBound)
        #expect(page.contains("Leaving without saving keeps this as a draft"))
        #expect(
            !page.contains("Saved</h2>") && !page.contains("Download JSON") && !page.contains("id=\"next-exercise\""))
        #expect(
            page.contains(
                "This is exercise 1 of 2. Your 8:00 AM session is marked done when each of its exercises has a saved set."))
    }

    @Test func aSessionWhoseTrackingFailedSaysTheCountMayBeOffUnderTheReps() throws {
        #expect(!Self.summary(SummaryFixtures.unsaved()).contains("id=\"tracking-note\""))
        var metrics = SummaryFixtures.metrics()
        metrics.samplesUsed = 60
        metrics.samplesRejectedInSpan = 40
        metrics.trackingLosses = 1
        let screen = SessionSummaryScreen(
            exercise: SummaryFixtures.heelSlides, metrics: metrics, source: .camera, place: nil,
            ring: GoalRing(done: 0, total: 0), slotDone: false)
        let page = Self.summary(screen)
        #expect(
            page.contains(
                "<p class=\"note-box count-note\" id=\"tracking-note\" role=\"note\">The camera lost sight of you once; a rep under way then "
                    + "didn&#39;t count. The camera couldn&#39;t follow your left knee 40 % of the time, so this count may be off."))
        // Under the bars, before how today's goal stands.
        let note = try #require(page.range(of: "tracking-note"))
        let chart = try #require(page.range(of: "rep-chart-card"))
        #expect(chart.lowerBound < note.lowerBound)
    }

    @Test func beforeSavingCountWrongOffersTheRepsFieldInsideTheSaveForm() throws {
        let page = Self.summary(SummaryFixtures.unsaved(), saveAction: .liveSessionSave("live-1"))
        let form = try #require(page.range(of: "class=\"form feel-form card\""))
        let fix = try #require(page.range(of: "<details class=\"count-fix\" id=\"count-fix\">"))
        let save = try #require(page.range(of: "id=\"save-session\""))
        #expect(form.lowerBound < fix.lowerBound && fix.lowerBound < save.lowerBound)  // one form, one Save
        #expect(page.contains("<summary>Count wrong?</summary>") && page.contains("<label for=\"reps-done\">Reps you did</label>"))
        // Prefilled with the count measured, so saving untouched keeps it; not required, no own button.
        #expect(
            page.contains(
                "<input type=\"number\" inputmode=\"numeric\" id=\"reps-done\" name=\"reps\" value=\"3\" min=\"0\" max=\"1000\" step=\"1\" aria-describedby=\"reps-done-hint\">"))
        #expect(!page.contains("id=\"save-count\"") && page.contains("The count measured is kept beside yours."))
    }

    @Test func countWrongStartsOpenWhenTheCountMayBeOff() {
        var metrics = SummaryFixtures.metrics()
        metrics.samplesUsed = 60
        metrics.samplesRejectedInSpan = 40
        let shaky = SessionSummaryScreen(
            exercise: SummaryFixtures.heelSlides, metrics: metrics, source: .camera, place: nil,
            ring: GoalRing(done: 0, total: 0), slotDone: false)
        #expect(Self.summary(shaky, saveAction: .liveSessionSave("l")).contains("<details class=\"count-fix\" id=\"count-fix\" open>"))
    }

    @Test func aCorrectedCountIsTheSessionsCountWithTheMeasuredOneBeside() throws {
        let metrics = SummaryFixtures.metrics()  // 3 of 10 measured
        var record = SummaryFixtures.record(metrics: metrics, feeling: .same)
        record.correctedReps = 10
        let screen = SessionSummaryScreen(
            exercise: SummaryFixtures.heelSlides, metrics: metrics, source: .camera, place: SummaryFixtures.place(),
            ring: GoalRing(done: 1, total: 3), slotDone: false, saved: record)
        #expect(screen.repsDone == 10 && screen.measuredReps == 3 && screen.goalReached)
        #expect(screen.headline == "Session complete")
        let page = Self.summary(screen)
        #expect(
            page.contains(
                "id=\"reps\">10<span class=\"stat-of\"> of 10</span></p><p class=\"stat-sub\" id=\"reps-corrected\">You counted 10; measured 3</p>"))
        // Its own form on the saved page, open, with the person's count in it and the way back.
        #expect(page.contains("<form method=\"post\" action=\"/sessions/c0ffee00-0000-0000-0000-0000000000ab/reps\" class=\"form count-form\">"))
        #expect(page.contains("<h2 id=\"records-title\">This session's record</h2>"))
        #expect(page.contains("<details class=\"count-fix\" id=\"count-fix\" open>"))
        #expect(page.contains("name=\"reps\" value=\"10\" min=\"0\" max=\"1000\" step=\"1\" required"))
        #expect(page.contains("Measured: 3. Enter 3 to go back to it.") && page.contains("id=\"save-count\">Save count</button>"))
        // Not corrected: closed, the measured count, no "measured" line.
        let plain = Self.summary(SummaryFixtures.savedWithNext())
        #expect(plain.contains("<details class=\"count-fix\" id=\"count-fix\">") && !plain.contains("reps-corrected"))
    }

    @Test func theResultsNameTheBestAngleThePastTargetAngleAndThePartialReps() {
        let page = Self.summary(SummaryFixtures.unsaved(), saveAction: .liveSessionSave("live-1"))
        #expect(page.contains("id=\"best-angle\">88°</p><p class=\"stat-sub\">target 80°–95°</p>"))
        #expect(page.contains("<p class=\"stat-sub\" id=\"past-target\">Went past the target: 112°</p>"))
        #expect(
            page.contains(
                "id=\"reps\">3<span class=\"stat-of\"> of 10</span></p><p class=\"stat-sub\">plus 1 partial rep</p>"))
        #expect(page.contains("id=\"time-in-zone\">20 s</p><p class=\"stat-sub\">of 30 s</p>"))
        #expect(page.contains("1 of 3 sessions done today") && page.contains("stroke-dasharray=\"33 100\""))
    }

    @Test func eachRepIsABarWithItsZoneAndTheChartHasATextAlternative() {
        let page = Self.summary(SummaryFixtures.unsaved(), saveAction: .liveSessionSave("live-1"))
        #expect(
            page.contains(
                "How far each rep got. Rep 1: 88°, in target. Partial: 60°, below target. Rep 2: 88°, in target. Rep 3: 112°, past target. </title>"
            ))
        #expect(page.components(separatedBy: "<rect class=\"rep-bar").count == 5)
        #expect(page.contains("<rect class=\"rep-bar zone-below is-partial\" x=\"81.19999999999999\""))
        #expect(page.contains("<rect class=\"rep-bar zone-beyond\""))
        #expect(page.contains(">Target 80°–95°</text>"))
        // Under the bars: full reps named as the live page counts them, "Partial" for the partial one.
        let numbers = page.components(separatedBy: "<text class=\"rep-number\"").dropFirst()
            .compactMap { $0.split(separator: ">").dropFirst().first?.split(separator: "<").first.map(String.init) }
        #expect(numbers == ["Rep 1", "Partial", "Rep 2", "Rep 3"])
        #expect(page.contains("<li class=\"zone-below\"><span class=\"zone-dot\">↑</span> Below target</li>"))
        #expect(page.contains("aria-hidden=\"true\">!</span> Rep 3: 112°, past target</li>"))
    }

    @Test func withNothingMeasuredTheSummarySaysSoAndDrawsNoChart() {
        let page = Self.summary(SummaryFixtures.noData(), saveAction: .liveSessionSave("live-2"))
        #expect(page.contains("<h1>No movement was measured</h1>"))
        #expect(page.contains("No usable samples reached the server"))
        #expect(page.contains("No reps were counted. Movements that stop short show here as partial reps."))
        #expect(!page.contains("<svg class=\"rep-chart\"") && !page.contains("zone-legend"))
        #expect(!page.contains("id=\"past-target\"") && page.contains("id=\"best-angle\">—</p>"))
        #expect(
            page.contains("No sessions scheduled today")
                && page.contains("This session isn&#39;t part of a plan&#39;s schedule."))
        #expect(page.contains("action=\"/live/live-2/save\""))
    }

    @Test func aSavedSessionOffersDownloadsTheNextExerciseAndProgressWithLowerCaseIds() throws {
        let page = Self.summary(SummaryFixtures.savedWithNext())
        // Only the "Count wrong?" form is left: no feelings to choose, no save.
        #expect(!page.contains("How did it feel?") && !page.contains("id=\"save-session\""))
        #expect(page.components(separatedBy: "<form").count == 2)
        #expect(page.contains("action=\"/sessions/c0ffee00-0000-0000-0000-0000000000ab/reps\""))
        #expect(page.contains("Saved</h2>") && page.contains("<p>It felt: <strong>Harder</strong></p>"))
        #expect(
            page.contains("href=\"/sessions/c0ffee00-0000-0000-0000-0000000000ab/workout.json\" download>Download JSON")
        )
        #expect(
            page.contains("href=\"/sessions/c0ffee00-0000-0000-0000-0000000000ab/workout.csv\" download>Download CSV"))
        #expect(
            page.contains(
                "href=\"/plans/\(Self.planKey)/sessions/00000000-0000-0000-0000-000000000002/exercises/seated-knee-flexion/start\" id=\"next-exercise\">Next: Seated Knee Bends"
            ))
        #expect(page.contains("href=\"/plans/\(Self.planKey)/progress\" id=\"see-progress\">See progress</a>"))
        #expect(page.contains("href=\"/schedule\">Back to schedule</a>"))
        #expect(!page.contains("AB000000"))
        // The next exercise first, right under "Saved"; the downloads last, for those who want them.
        let next = try #require(page.range(of: "id=\"next-exercise\""))
        #expect(page.range(of: "Saved</h2>")!.lowerBound < next.lowerBound)
        #expect(next.lowerBound < page.range(of: "class=\"stat-grid\"")!.lowerBound)
        #expect(page.range(of: "Download JSON")!.lowerBound > page.range(of: "id=\"goal-title\"")!.lowerBound)
        #expect(page.contains("class=\"button primary big\" href=\"/plans/\(Self.planKey)/sessions/00000000-0000-0000-0000-000000000002/exercises/seated-knee-flexion/start\" id=\"next-exercise\""))
    }

    @Test func theLastExerciseSavedSaysWhatComesNextAndWhenWithOnePrimaryButton() {
        var screen = SummaryFixtures.savedLast()
        let plan = RehabFixtures.kneePlan()
        let toronto = RehabFixtures.toronto
        screen.nextStep = AssistiveHomeScreen(
            schedule: DaySchedule(
                plans: [plan], completions: [], now: RehabFixtures.at(2026, 11, 23, 13, 30, in: toronto), timeZone: toronto))
        let page = Self.summary(screen)
        #expect(page.contains("<p class=\"finish-text\">It’s time for your 1:00 PM exercises. Tap “Start”.</p>"))
        #expect(page.contains("id=\"finish-action\""))
        #expect(page.components(separatedBy: "button primary").count == 2)
        #expect(page.contains("class=\"button secondary big\" href=\"/plans/\(Self.planKey)/progress\" id=\"see-progress\""))
    }

    @Test func theLastExerciseSavedCompletesTheSessionWithoutANextStep() {
        let page = Self.summary(SummaryFixtures.savedLast())
        #expect(page.contains("<h1>Session complete</h1>") && page.contains("You did every rep. Nice work!"))
        #expect(page.contains("Your 8:00 AM session is done for today.") && page.contains("2 of 3 sessions done today"))
        #expect(!page.contains("id=\"next-exercise\"") && page.contains("id=\"see-progress\""))
        #expect(!page.contains("It felt:") && page.contains("Download CSV"))
    }

    @Test func aSavedSessionWhosePlanIsGoneOnlyLeadsBackToTheSchedule() {
        let page = Self.summary(SummaryFixtures.savedWithoutPlan())
        #expect(page.contains("<p>It felt: <strong>Easier</strong></p>") && page.contains("Download JSON"))
        #expect(!page.contains("id=\"see-progress\"") && !page.contains("id=\"next-exercise\""))
        #expect(page.contains("Back to schedule"))
    }

    @Test func aPlanWithoutSessionsInvitesAGuidedSessionAndLinksItsScheduleSection() {
        let page = Self.progress(SummaryFixtures.progressEmpty())
        #expect(page.contains("<h1>\(Self.escapedName)</h1>") && !page.contains("<b>\"bend\""))
        #expect(page.contains("No guided sessions yet") && page.contains("<strong>Start guided session</strong>"))
        #expect(
            page.contains("<a class=\"button primary big\" href=\"/schedule#plan-\(Self.planKey)\">Go to schedule</a>"))
        #expect(page.contains("href=\"/schedule#plan-\(Self.planKey)\">"))
        #expect(!page.contains("trend-card") && page.contains("<p class=\"muted\">None yet.</p>"))
        #expect(page.contains("0 of 42 sessions done (0%).") && page.contains("Progress · Tue • Nov 10 – Mon • Nov 23"))
    }

    @Test func progressShowsEachDaysBestAngleAsAChartAndATable() {
        let page = Self.progress(SummaryFixtures.progress())
        #expect(!page.contains("No guided sessions yet"))
        #expect(page.contains("aria-label=\"Heel Slides: best angle per day\""))
        #expect(
            page.contains(
                "aria-label=\"Heel Slides: best angle per day on 3 days, best 88° on Sun • Nov 22; target 80°–95°.\""))
        #expect(page.contains("<polyline class=\"trend-line\" points=\"184.6,72.0 290.8,50.9 312.0,50.9\"></polyline>"))
        #expect(
            page.contains(
                "<circle class=\"trend-point zone-below\" cx=\"184.6\" cy=\"72.0\" r=\"4.5\"><title>Tue • Nov 17: 70°</title></circle>"
            ))
        #expect(
            page.contains(
                "<tr><td>Mon • Nov 23</td><td class=\"mono\">88° <span aria-hidden=\"true\">✓</span><span class=\"visually-hidden\">In target</span></td><td class=\"mono\">2</td></tr>"
            ))
        #expect(page.contains(">Nov 17</text>") && page.contains(">120°</text>"))
    }

    @Test func progressCountsSessionsDoneAndListsTheLastSessionsNewestFirst() {
        let page = Self.progress(SummaryFixtures.progress())
        #expect(page.contains("<p id=\"adherence-summary\">3 of 42 sessions done (7%).</p>"))
        #expect(
            page.contains(
                "class=\"adherence-day level-some is-today\" role=\"cell\" aria-label=\"Mon • Nov 23: 2 of 3 sessions done\""
            ))
        // The squares start on the plan's first day (Nov 10), each with its weekday.
        #expect(!page.contains("no sessions scheduled") && page.contains("<span class=\"adherence-weekday\" aria-hidden=\"true\">Tue</span>"))
        #expect(page.components(separatedBy: "class=\"adherence-week\"").count == 3)
        let first = page.range(of: "/sessions/00000000-0000-0000-0000-00000000aa04")
        let last = page.range(of: "/sessions/00000000-0000-0000-0000-00000000aa01")
        #expect(first != nil && last != nil && first!.lowerBound < last!.lowerBound)
        #expect(page.contains("Mon • Nov 23, 1:05 PM</span> <span class=\"last-name\">Heel Slides</span>"))
        #expect(page.contains("3 of 10 reps · best 70°</span> <span class=\"last-feeling muted\">Felt harder</span></a>"))
        #expect(!page.contains("None yet."))
    }
}
