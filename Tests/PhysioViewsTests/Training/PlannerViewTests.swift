import Foundation
import PhysioCore
import PhysioViews
import Testing
import TestSupport

/// What a person reads on the planner pages: lower-case ids in every link, done and open
/// workouts, rest days, deload notes, refusals.
@Suite struct PlannerViewTests {
    typealias F = TrainingFixtures

    static let chrome = PageChrome(title: "Planner", section: .planner, csrf: "tok-2", signedIn: true, assetVersion: "v3")
    static let planID = UUID(uuidString: "A1B2C3D4-0000-4000-8000-00000000ABCD")!

    static func plan() throws -> MesocyclePlan {
        let base = F.twoWeekPlan()
        var plan = MesocyclePlan(
            id: planID, name: "Spring <block>", startDate: base.startDate, weekCount: base.weekCount,
            deloadWeeks: base.deloadWeeks, workouts: base.workouts)
        try plan.markWorkoutDone(F.legsID, at: F.day(2026, 3, 4).date(hour: 9, minute: 0, in: F.toronto))
        return plan
    }

    static let context = PlannerContext(today: F.day(2026, 3, 4), timeZone: F.toronto)

    @Test func carouselLinksUseLowerCaseIdsAndMarkDoneAndRestDays() throws {
        let plan = try Self.plan()
        let screen = PlannerScreen(plan: plan, context: Self.context, plans: [])
        let page = PlannerView(screen, chrome: Self.chrome).html.rendered
        #expect(page.contains("data-plan-id=\"a1b2c3d4-0000-4000-8000-00000000abcd\""))
        #expect(!page.contains("A1B2C3D4"))
        #expect(page.contains("href=\"/planner/a1b2c3d4-0000-4000-8000-00000000abcd/days/2026-03-02\""))
        #expect(page.contains("<h1>Spring &lt;block&gt;</h1>"))
        #expect(page.contains("aria-label=\"Leg Day is done; mark it not done\""))
        #expect(page.contains("aria-label=\"Mark Push Day done\""))
        #expect(page.contains("Drop here to train"))
        #expect(page.contains("/static/planner.js?v=v3"))
    }

    @Test func theCurrentWeekIsDrawnInFullAndTheOthersInBriefWithALinkToEach() throws {
        let plan = try Self.plan()
        let page = PlannerView(PlannerScreen(plan: plan, context: Self.context, plans: []), chrome: Self.chrome).html.rendered
        let planPath = "/planner/a1b2c3d4-0000-4000-8000-00000000abcd"
        // Week 1 (today's) in full: its seven days; week 2, the deload, in brief.
        #expect(page.components(separatedBy: "<li class=\"day-card").count - 1 == 7)
        #expect(page.contains("id=\"day-2026-03-02\"") && !page.contains("id=\"day-2026-03-09\""))
        #expect(page.contains("<section class=\"week is-summary is-deload\" id=\"week-2\" data-week=\"2\" data-week-url=\"\(planPath)/weeks/2\" data-week-summary"))
        #expect(page.contains("Deload week: about half the sets"))
        #expect(page.contains("<ul class=\"week-plan\"><li>Mon Push Day</li></ul>"))
        #expect(page.contains("href=\"\(planPath)?week=2\" data-week-open>Open week 2</a>"))
        #expect(!page.contains("class=\"deload-banner\""))
        // Every week's tab opens it without script; the shown week's tab is the current one.
        #expect(page.contains("<a href=\"\(planPath)?week=1\" class=\"week-tab\" data-week-link=\"1\" aria-current=\"true\""))
        #expect(page.contains("<a href=\"\(planPath)?week=2\" class=\"week-tab is-deload\" data-week-link=\"2\" aria-label"))
        // Asked for week 2: the deload week in full, week 1 in brief.
        let second = PlannerView(PlannerScreen(plan: plan, context: Self.context, plans: [], week: 2), chrome: Self.chrome).html.rendered
        #expect(second.contains("class=\"deload-banner\"") && second.contains("id=\"day-2026-03-09\""))
        #expect(second.contains("id=\"week-1\" data-week=\"1\" data-week-url=\"\(planPath)/weeks/1\" data-week-summary"))
        #expect(second.contains("<ul class=\"week-plan\"><li>Mon Push Day</li><li>Wed Leg Day</li></ul>"))
        // An empty week says so.
        let empty = MesocyclePlan(id: Self.planID, name: "Blank", startDate: F.start, weekCount: 2)
        let blank = PlannerView(PlannerScreen(plan: empty, context: Self.context, plans: []), chrome: Self.chrome).html.rendered
        #expect(blank.contains("<p class=\"week-plan\">No workouts planned</p>"))
    }

    @Test func aDayCardDrawsItsRingAndGripWithCSSAndSpellsTheDoseOut() throws {
        let plan = try Self.plan()
        let week = PlannerScreen(plan: plan, context: Self.context, plans: [], week: 2).carousel.shownWeek
        let html = PlannerWeekView(week, planID: plan.id, chrome: Self.chrome).html.rendered
        #expect(!html.contains("<svg class=\"day-ring") && !html.contains("#grip"))
        #expect(html.contains("<span class=\"chip-grip\" data-drag-handle aria-hidden=\"true\"></span>"))
        #expect(html.contains("<span class=\"chip-dose is-reduced\" aria-hidden=\"true\">2 × 8–10</span><span class=\"sr-only\">2 sets of 8 to 10 reps, Deload: 2 of 4 sets</span>"))
        #expect(html.contains("aria-label=\"Move Bench Press to…\">Move</a>"))
        let first = PlannerScreen(plan: plan, context: Self.context, plans: []).carousel.shownWeek
        let done = PlannerWeekView(first, planID: plan.id, chrome: Self.chrome).html.rendered
        // Leg Day is done: a tick in its ring, no grips or Move links (a done workout's exercises stay).
        #expect(done.components(separatedBy: "<span class=\"day-ring-tick\"></span>").count - 1 == 1)
        #expect(done.components(separatedBy: "<span class=\"day-ring\"").count - 1 == 2)
        #expect(!done.contains("href=\"/planner/a1b2c3d4-0000-4000-8000-00000000abcd/exercises/\(AppPath.id(F.squatID))/move\""))
        #expect(done.contains("href=\"/planner/a1b2c3d4-0000-4000-8000-00000000abcd/exercises/\(AppPath.id(F.benchID))/move\""))
    }

    @Test func dayPageOffersEditingForAnOpenWorkoutAndAFormForARestDay() throws {
        let plan = try Self.plan()
        let open = PlannerDayView(try PlannerDayScreen(plan: plan, day: F.start, context: Self.context), chrome: Self.chrome).html.rendered
        #expect(open.contains("Edit workout") && open.contains("Move workout"))
        #expect(open.contains("/exercises/\(AppPath.id(F.benchID))/edit\""))
        let done = PlannerDayView(try PlannerDayScreen(plan: plan, day: F.start.adding(days: 2), context: Self.context), chrome: Self.chrome).html.rendered
        #expect(done.contains("This workout is done. Mark it not done to change its exercises."))
        #expect(done.contains("Mark not done"))
        let rest = PlannerDayView(
            try PlannerDayScreen(plan: plan, day: F.start.adding(days: 1), context: Self.context, error: "Give the <workout title> some text."),
            chrome: Self.chrome
        ).html.rendered
        #expect(rest.contains("Plan a workout on this day"))
        #expect(rest.contains("action=\"/planner/a1b2c3d4-0000-4000-8000-00000000abcd/days/2026-03-03/workout\""))
        #expect(rest.contains("Give the &lt;workout title&gt; some text."))
        let sheet = PlannerSheetView(try PlannerDayScreen(plan: plan, day: F.start.adding(days: 1), context: Self.context), chrome: Self.chrome).html.rendered
        #expect(sheet.contains(">Plan a workout</a>") && !sheet.contains("<html"))
    }

    @Test func weekFragmentCarriesTheTokenForItsDoneForms() throws {
        let plan = try Self.plan()
        let week = PlannerScreen(plan: plan, context: Self.context, plans: []).carousel.shownWeek
        let html = PlannerWeekView(week, planID: plan.id, chrome: Self.chrome).html.rendered
        #expect(html.hasPrefix("<section class=\"week"))
        #expect(html.contains("name=\"_csrf\" value=\"tok-2\""))
    }

    @Test func formsKeepWhatWasTypedAndNameTheProblem() throws {
        let plan = try Self.plan()
        let refused = PlannerNewView(
            NewMesocycleScreen(
                form: MesocycleForm(name: "<Mine>", template: MesocycleForm.scratch, startDate: "soon", weeks: "x"),
                error: "“x” is not a number of weeks; enter digits, like 4."),
            chrome: Self.chrome
        ).html.rendered
        #expect(refused.contains("value=\"&lt;Mine&gt;\"") && refused.contains("“x” is not a number of weeks"))
        #expect(refused.contains("value=\"scratch\" checked>"))
        let exercise = ExerciseFormView(
            ExerciseFormScreen(
                planID: plan.id, day: F.start, action: AppPath.plannerExercise(plan.id, F.benchID).value,
                heading: "Edit Bench Press", form: ExercisePlanForm(name: "Bench Press", sets: "x", reps: "8", muscleGroup: "chest"),
                isNew: false, error: "“x” is not a whole number; enter the sets as digits, like 3."),
            chrome: Self.chrome
        ).html.rendered
        #expect(exercise.contains("href=\"/planner/a1b2c3d4-0000-4000-8000-00000000abcd/days/2026-03-02\""))
        #expect(exercise.contains("name=\"sets\" value=\"x\"") && exercise.contains("Save exercise"))
        #expect(exercise.contains("value=\"chest\" selected>"))
        let settings = PlanSettingsView(
            PlanSettingsScreen(plan: plan, name: "", deloadWeeks: [1], error: "Give the plan name some text."), chrome: Self.chrome
        ).html.rendered
        #expect(settings.contains("name=\"deload\" value=\"1\" checked>") && !settings.contains("value=\"2\" checked>"))
        #expect(settings.contains("Give the plan name some text."))
        let delete = PlanDeleteView(PlanSettingsScreen(plan: plan), chrome: Self.chrome).html.rendered
        #expect(delete.contains("Delete Spring &lt;block&gt;?"))
        #expect(delete.contains("action=\"/planner/a1b2c3d4-0000-4000-8000-00000000abcd/delete\""))
    }

    @Test func moveFormListsTheTargetDaysAsAPageAndAsASheet() throws {
        let plan = try Self.plan()
        let view = MoveExerciseView(try MoveExerciseScreen(plan: plan, exerciseID: F.pressID, context: Self.context), chrome: Self.chrome)
        #expect(view.html.rendered.contains("<h1 id=\"sheet-title\">Move Overhead Press</h1>"))
        #expect(view.sheetHTML.rendered.contains("data-close-sheet") && !view.sheetHTML.rendered.contains("<h1"))
        #expect(view.html.rendered.contains("action=\"/planner/a1b2c3d4-0000-4000-8000-00000000abcd/exercises/\(AppPath.id(F.pressID))/move\""))
        #expect(view.html.rendered.contains("name=\"day\" value=\"2026-03-03\" required"))
    }
}
