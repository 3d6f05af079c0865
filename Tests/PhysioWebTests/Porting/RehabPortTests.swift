import Foundation
import PhysioCore
import PhysioViews
import TestSupport
import Testing

@testable import PhysioWeb

/// Rehab's pages drawn by their templates and by their typed views, in every state.
@Suite struct RehabPortTests {
    static let zone = RehabFixtures.toronto

    static func chrome(_ bodyClass: String = "", section: PageChrome.Section = .home) -> PageChrome {
        var chrome = PortCheck.chrome
        chrome.bodyClass = bodyClass
        chrome.section = section
        return chrome
    }

    /// Two plans, one with a name that needs escaping; at 13:10 the 08:00 knee session is done and
    /// the 13:00 one is due.
    static func schedule(hour: Int = 13, minute: Int = 10, done: Bool = true, plans count: Int = 2) -> DaySchedule {
        let ids = RehabFixtures.SequentialIDs()
        let created = RehabFixtures.at(2026, 11, 20, 9, in: zone)
        var knee = RehabFixtures.kneePlan(ids: ids, createdAt: created)
        knee.name = "Knee <b>\"bend\"</b> & 'more'"
        let shoulder = try! PlanDraft(conditionID: "shoulder-stiffness", times: [TimeOfDay(hour: 21, minute: 0)!])
            .makePlan(id: ids(), slotIDs: { ids() }, now: created)
        let completions = done
            ? [SlotCompletion(slotID: knee.slots[0].id, day: LocalDate(year: 2026, month: 11, day: 22)!,
                              completedAt: RehabFixtures.at(2026, 11, 22, 8, 5, in: zone))]
            : []
        return DaySchedule(
            plans: Array([knee, shoulder].prefix(count)), completions: completions,
            now: RehabFixtures.at(2026, 11, 22, hour, minute, in: zone), timeZone: zone)
    }

    static var schedules: [DaySchedule] {
        [schedule(), schedule(hour: 7, done: false), schedule(hour: 22), schedule(plans: 1), schedule(plans: 0)]
    }

    @Test func homeMatchesItsTemplateOnFirstLaunchEmptyAndWithPlans() {
        for schedule in Self.schedules {
            for onboarded in [false, true] {
                let screen = HomeScreen(schedule: schedule, hasCompletedOnboarding: onboarded)
                let chrome = Self.chrome("home")
                PortCheck.expectSame(
                    PortCheck.mustache("home", screen, chrome: chrome),
                    Layout.page(chrome, body: HomeView(screen, chrome: chrome).html))
            }
        }
    }

    @Test func scheduleMatchesItsTemplateEmptyAndWithPlans() {
        for schedule in Self.schedules {
            let screen = ScheduleScreen(schedule: schedule)
            let chrome = Self.chrome("schedule", section: .schedule)
            PortCheck.expectSame(
                PortCheck.mustache("schedule", screen, chrome: chrome),
                Layout.page(chrome, body: ScheduleView(screen, chrome: chrome).html))
        }
    }

    @Test func triagePagesMatchTheirTemplatesForEveryRegionAndDifficulty() {
        let chrome = Self.chrome(section: .newPlan)
        PortCheck.expectSame(
            PortCheck.mustache("triage-regions", RegionPickerScreen(), chrome: chrome),
            Layout.page(chrome, body: RegionPickerView(RegionPickerScreen()).html))
        for region in BodyRegion.allCases {
            let screen = DifficultyPickerScreen(region: region)
            PortCheck.expectSame(
                PortCheck.mustache("triage-difficulties", screen, chrome: chrome),
                Layout.page(chrome, body: DifficultyPickerView(screen).html))
        }
        for difficulty in RehabLibrary.difficulties {
            let screen = ConditionPickerScreen(difficulty: difficulty)
            PortCheck.expectSame(
                PortCheck.mustache("triage-conditions", screen, chrome: chrome),
                Layout.page(chrome, body: ConditionPickerView(screen).html))
        }
    }

    @Test func planSetUpMatchesItsTemplateForEveryConditionAndAfterAnError() {
        let chrome = Self.chrome(section: .newPlan)
        var screens = RehabLibrary.conditions.map { PlanSetupScreen(condition: $0) }
        screens.append(PlanSetupScreen(
            condition: RehabLibrary.conditions[0], name: "My <knee> & \"me\"", times: ["08:00", "25:99"],
            error: "“25:99” isn't a time. <Use> the clock picker."))
        for screen in screens {
            PortCheck.expectSame(
                PortCheck.mustache("plan-setup", screen, chrome: chrome),
                Layout.page(chrome, body: PlanSetupView(screen, chrome: chrome).html))
        }
    }

    @Test func planTimesAndDeleteMatchTheirTemplates() {
        let chrome = Self.chrome(section: .schedule)
        let plans = Self.schedule().plans.map(\.plan)
        for plan in plans {
            for screen in [PlanTimesScreen(plan: plan), PlanTimesScreen(plan: plan, times: ["07:00", "x"], error: "Bad <time>.")] {
                PortCheck.expectSame(
                    PortCheck.mustache("plan-times", screen, chrome: chrome),
                    Layout.page(chrome, body: PlanTimesView(screen, chrome: chrome).html))
            }
            for from in ["/", "/schedule", "https://elsewhere.example", nil] {
                let screen = DeletePlanScreen(plan: plan, returnTo: from)
                PortCheck.expectSame(
                    PortCheck.mustache("plan-delete", screen, chrome: chrome),
                    Layout.page(chrome, body: DeletePlanView(screen, chrome: chrome).html))
            }
        }
    }

    @Test func guidesMatchTheirTemplatesForEveryExerciseAloneAndInASession() {
        let chrome = Self.chrome(section: .other)
        for exercise in RehabLibrary.exercises {
            let guide = ExerciseGuide(exercise: exercise)
            PortCheck.expectSame(
                PortCheck.mustache("guide", guide, chrome: chrome),
                Layout.page(chrome, body: ExerciseGuideView(guide).page))
        }
        for plan in Self.schedule().plans.map(\.plan) {
            for exerciseID in plan.exerciseIDs {
                for isDone in [false, true] {
                    let exercise = RehabLibrary.exercise(id: exerciseID)!
                    let screen = SessionGuideScreen(exercise: exercise, plan: plan, slot: plan.slots[0], isDone: isDone)
                    PortCheck.expectSame(
                        PortCheck.mustache("session-guide", screen, chrome: chrome),
                        Layout.page(chrome, body: SessionGuideView(screen, chrome: chrome).html))
                }
            }
        }
    }

    /// What the sign-in template read.
    struct SignInScreen: Sendable {
        var invalidLink: Bool
        var signedOut: Bool
    }

    @Test func signInMatchesItsTemplateInEveryState() {
        let chrome = PageChrome(title: "Sign in", assetVersion: "test")
        for (invalid, signedOut) in [(false, false), (true, false), (false, true)] {
            PortCheck.expectSame(
                PortCheck.mustache("signin", SignInScreen(invalidLink: invalid, signedOut: signedOut), chrome: chrome),
                Layout.page(chrome, body: SignInView(invalidLink: invalid, signedOut: signedOut).html))
        }
    }
}
