import Foundation
import PhysioCore
import PhysioViews
import Testing
import TestSupport

@testable import PhysioWeb

/// The planner's pages and fragments drawn by their old templates and by their views, in the states
/// the templates branch on: deload weeks, done and open workouts, rest days, errors, a plan that
/// starts later.
@Suite struct PlannerPortTests {
    typealias F = TrainingFixtures

    struct WeekFragment: Sendable { var planID: String, week: WeekCluster }

    static let chrome: PageChrome = {
        var chrome = PortCheck.chrome
        chrome.section = .planner
        chrome.bodyClass = PlannerView.bodyClass
        return chrome
    }()

    /// The fixture plan with text that needs escaping, a note, and Leg Day done.
    static func plan() throws -> MesocyclePlan {
        let base = F.twoWeekPlan()
        var workouts = base.workouts
        workouts[0].exercises[0] = ExercisePlan(
            id: F.benchID, name: "Bench <Press> & co", baseSets: 4, reps: RepRange(8, 10), load: .kilograms(60),
            restSeconds: 90, notes: "Keep \"elbows\" in", muscleGroup: .chest)
        var plan = MesocyclePlan(
            id: UUID(uuidString: "A1B2C3D4-0000-4000-8000-00000000ABCD")!, name: "Spring <block> & 'co'",
            startDate: base.startDate, weekCount: base.weekCount, deloadWeeks: base.deloadWeeks, workouts: workouts)
        try plan.markWorkoutDone(F.legsID, at: PlannerWebFixtures.now)
        return plan
    }

    static let during = PlannerContext(now: PlannerWebFixtures.now, timeZone: F.toronto)
    static let before = PlannerContext(today: F.day(2026, 2, 20), timeZone: F.toronto)

    @Test func plannerPageMatchesItsTemplateDuringAndBeforeThePlan() throws {
        let plan = try Self.plan()
        for context in [Self.during, Self.before] {
            let items = [
                PlannerPlanItem(id: plan.id, name: plan.name, startDate: plan.startDate, weekCount: 2, workoutCount: 3, doneCount: 1, isShown: true),
                PlannerPlanItem(id: F.planID, name: "Other <plan>", startDate: plan.startDate, weekCount: 4, workoutCount: 0, doneCount: 0, isShown: false),
            ]
            let screen = PlannerScreen(plan: plan, context: context, plans: items)
            PortCheck.expectSame(
                PortCheck.mustache("planner", screen, chrome: Self.chrome),
                Layout.page(Self.chrome, body: PlannerView(screen, chrome: Self.chrome).html))
            for week in screen.carousel.weeks {
                PortCheck.expectSame(
                    PortCheck.mustache("planner-week-fragment", WeekFragment(planID: screen.carousel.planID, week: week), chrome: Self.chrome),
                    PlannerWeekView(week, planID: screen.carousel.planID, chrome: Self.chrome).html)
            }
        }
    }

    @Test func emptyAndNewPlanPagesMatchTheirTemplates() {
        let fresh = NewMesocycleScreen(today: F.day(2026, 3, 4))
        let refused = NewMesocycleScreen(
            form: MesocycleForm(name: "<Mine>", template: MesocycleForm.scratch, startDate: "soon", weeks: "x"), error: "Pick the <day>.")
        PortCheck.expectSame(
            PortCheck.mustache("planner-empty", fresh, chrome: Self.chrome),
            Layout.page(Self.chrome, body: PlannerEmptyView(fresh, chrome: Self.chrome).html))
        for screen in [fresh, refused] {
            PortCheck.expectSame(
                PortCheck.mustache("planner-new", screen, chrome: Self.chrome),
                Layout.page(Self.chrome, body: PlannerNewView(screen, chrome: Self.chrome).html))
        }
    }

    @Test func dayPageAndSheetMatchTheirTemplatesForEveryKindOfDay() throws {
        let plan = try Self.plan()
        var chrome = Self.chrome
        chrome.bodyClass = PlannerDayView.bodyClass
        // Push Day (open, with a note), Leg Day (done), a rest day, the deload Push Day.
        for day in [F.start, F.start.adding(days: 2), F.start.adding(days: 1), F.start.adding(days: 7)] {
            for error in [nil, "Give the <workout title> some text."] {
                let screen = try PlannerDayScreen(plan: plan, day: day, context: Self.during, error: error)
                PortCheck.expectSame(
                    PlannerTemplateDefects.removed(from: PortCheck.mustache("planner-day", screen, chrome: chrome)),
                    Layout.page(chrome, body: PlannerDayView(screen, chrome: chrome).html))
                PortCheck.expectSame(
                    PlannerTemplateDefects.removed(from: PortCheck.mustache("planner-sheet", screen, chrome: chrome)), PlannerSheetView(screen, chrome: chrome).html)
            }
        }
    }

    @Test func moveExerciseFormsMatchTheirTemplates() throws {
        let plan = try Self.plan()
        for exercise in [F.benchID, F.deloadBenchID] {
            let screen = try MoveExerciseScreen(plan: plan, exerciseID: exercise, context: Self.during)
            let view = MoveExerciseView(screen, chrome: Self.chrome)
            PortCheck.expectSame(PlannerTemplateDefects.removed(from: PortCheck.mustache("planner-move", screen, chrome: Self.chrome)), Layout.page(Self.chrome, body: view.html))
            PortCheck.expectSame(PlannerTemplateDefects.removed(from: PortCheck.mustache("planner-move-sheet", screen, chrome: Self.chrome)), view.sheetHTML)
        }
    }

    @Test func exerciseSettingsAndDeletePagesMatchTheirTemplates() throws {
        let plan = try Self.plan()
        let forms = [
            ExerciseFormScreen(
                planID: plan.id, day: F.start, action: AppPath.plannerWorkout(AppPath.id(plan.id), "w", "exercises").value,
                heading: "Add an exercise to Push Day", form: ExercisePlanForm(name: "", sets: "3", reps: "8–12"), isNew: true),
            ExerciseFormScreen(
                planID: plan.id, day: F.start, action: AppPath.plannerExercise(AppPath.id(plan.id), "e").value,
                heading: "Edit <Bench>", form: ExercisePlanForm(name: "<Bench>", sets: "x", reps: "8", notes: "a & b", muscleGroup: "chest"),
                isNew: false, error: "“x” is not a whole number"),
        ]
        for screen in forms {
            PortCheck.expectSame(
                PortCheck.mustache("planner-exercise", screen, chrome: Self.chrome),
                Layout.page(Self.chrome, body: ExerciseFormView(screen, chrome: Self.chrome).html))
        }
        for screen in [PlanSettingsScreen(plan: plan), PlanSettingsScreen(plan: plan, name: "", deloadWeeks: [1], error: "Give the <plan name> some text.")] {
            PortCheck.expectSame(
                PortCheck.mustache("planner-settings", screen, chrome: Self.chrome),
                Layout.page(Self.chrome, body: PlanSettingsView(screen, chrome: Self.chrome).html))
            PortCheck.expectSame(
                PortCheck.mustache("planner-delete", screen, chrome: Self.chrome),
                Layout.page(Self.chrome, body: PlanDeleteView(screen, chrome: Self.chrome).html))
        }
    }
}

/// The templates drew an empty string as present (swift-mustache treats "" as true): an empty tag
/// pill for an exercise without a muscle group, an empty note next to a move target, "rest day ()"
/// in the reschedule list. The views leave those out; these are the only differences allowed.
enum PlannerTemplateDefects {
    static func removed(from html: String) -> String {
        PortCheck.fold(html)
            .replacingOccurrences(of: "<span class=\"tag small\"></span>", with: "")
            .replacingOccurrences(of: "<span class=\"move-choice-note\"></span>", with: "")
            .replacingOccurrences(of: " ()</option>", with: "</option>")
    }
}
