import Foundation
import PhysioCore
import PhysioViews
import TestSupport
import Testing

/// Rehab's pages in each of their states, read as a person would: the words, the links, the forms.
@Suite struct RehabViewTests {
    static let zone = RehabFixtures.toronto
    static let chrome = PageChrome(title: "T", section: .home, csrf: "csrf-1", signedIn: true, assetVersion: "v")
    static let oddName = "Knee <b>\"bend\"</b> & 'more'"

    /// Two plans, one with a name that needs escaping; at 13:10 the 08:00 knee session is done and
    /// the 13:00 one is due; the 21:00 shoulder session is later.
    static func schedule(
        hour: Int = 13, done: Bool = true, shoulderDone: Bool = false, plans count: Int = 2
    ) -> DaySchedule {
        let ids = RehabFixtures.SequentialIDs()
        let created = RehabFixtures.at(2026, 11, 20, 9, in: zone)
        var knee = RehabFixtures.kneePlan(ids: ids, createdAt: created)
        knee.name = oddName
        knee.id = UUID(uuidString: "AB000000-0000-0000-0000-0000000000CD")!
        let shoulder = try! PlanDraft(conditionID: "shoulder-stiffness", times: [TimeOfDay(hour: 21, minute: 0)!])
            .makePlan(id: ids(), slotIDs: { ids() }, now: created)
        let today = LocalDate(year: 2026, month: 11, day: 22)!
        var completions: [SlotCompletion] = []
        if done {
            completions.append(
                SlotCompletion(
                    slotID: knee.slots[0].id, day: today, completedAt: RehabFixtures.at(2026, 11, 22, 8, 5, in: zone)))
        }
        if shoulderDone {
            completions.append(
                SlotCompletion(
                    slotID: shoulder.slots[0].id, day: today,
                    completedAt: RehabFixtures.at(2026, 11, 22, 21, 5, in: zone)))
        }
        return DaySchedule(
            plans: Array([knee, shoulder].prefix(count)), completions: completions,
            now: RehabFixtures.at(2026, 11, 22, hour, 10, in: zone), timeZone: zone)
    }

    static func home(_ schedule: DaySchedule, onboarded: Bool) -> String {
        HomeView(HomeScreen(schedule: schedule, hasCompletedOnboarding: onboarded), chrome: chrome).html.rendered
    }

    @Test func aFirstVisitShowsTheWelcomeTheCoachMarkAndTheDemo() {
        let page = Self.home(Self.schedule(plans: 0), onboarded: false)
        #expect(page.contains("Welcome to PhysioPoint"))
        #expect(page.contains("<form method=\"post\" action=\"/onboarding\" class=\"spotlight\">"))
        #expect(page.contains("<input type=\"hidden\" name=\"next\" value=\"/triage\">"))
        #expect(page.contains("action=\"/demo\"") && page.contains("Skip the tour"))
        #expect(page.contains("value=\"csrf-1\""))
        #expect(!page.contains("Your recovery starts here") && !page.contains("Active plans"))
    }

    @Test func aReturningPersonWithoutPlansIsInvitedToMakeOne() {
        let page = Self.home(Self.schedule(plans: 0), onboarded: true)
        #expect(page.contains("Your recovery starts here"))
        #expect(page.contains("<a class=\"button primary big\" href=\"/triage\" id=\"new-plan\">"))
        #expect(!page.contains("Welcome to PhysioPoint") && !page.contains("Today's sessions"))
    }

    @Test func homeWithPlansShowsCardsAndTodaysSessionsWithLowerCaseLinks() {
        let schedule = Self.schedule()
        let page = Self.home(schedule, onboarded: true)
        let knee = schedule.plans[0].plan
        let kneeID = knee.id.uuidString.lowercased()
        #expect(page.contains("3 sessions left today"))
        #expect(page.contains("Active plans <span class=\"count\">2 plans</span>"))
        #expect(page.contains("Knee &lt;b&gt;&quot;bend&quot;&lt;/b&gt; &amp; &#39;more&#39;"))
        #expect(!page.contains("<b>\"bend\"</b>"))
        #expect(page.contains("href=\"/schedule#plan-\(kneeID)\""))
        #expect(page.contains("href=\"/plans/\(kneeID)/progress\""))
        #expect(page.contains("href=\"/plans/\(kneeID)/delete?from=/\""))
        // The done 08:00 session can be undone from home; the due one starts.
        let done = knee.slots[0].id.uuidString.lowercased(), due = knee.slots[1].id.uuidString.lowercased()
        #expect(page.contains("action=\"/plans/\(kneeID)/sessions/\(done)/undo\""))
        #expect(page.contains("href=\"/plans/\(kneeID)/sessions/\(due)\""))
        #expect(page.contains("<input type=\"hidden\" name=\"from\" value=\"/\">"))
        #expect(page.contains("id=\"delete-dialog\""))
        #expect(kneeID == "ab000000-0000-0000-0000-0000000000cd")
        #expect(!page.contains(knee.id.uuidString))
    }

    @Test func aPlanCardDrawsItsRingWithAPercentClassAndNoArcWhenNothingIsDone() {
        let page = Self.home(Self.schedule(), onboarded: true)
        // Knee: 1 of 3 done; shoulder: 0 of 1.
        #expect(page.contains("<div class=\"ring p33\" role=\"img\" aria-label=\"1 of 3 sessions done today\">"))
        #expect(page.contains("<div class=\"ring p0\" role=\"img\" aria-label=\"0 of 1 sessions done today\">"))
        #expect(page.components(separatedBy: "class=\"ring-arc\"").count - 1 == 1)
        let escapedName = "Knee &lt;b&gt;&quot;bend&quot;&lt;/b&gt; &amp; &#39;more&#39;"
        #expect(page.contains("aria-label=\"Delete \(escapedName)\""))
        #expect(page.contains("aria-label=\"Progress of \(escapedName)\""))
        // No attribute repeats the plan's id: the script reads the delete form's path from the link.
        #expect(!page.contains("data-plan-id"))
        #expect(!page.contains("state-icon"))
    }

    @Test func aDayWithAHandfulOfSessionsIsListedWholeOnHomeWithoutALinkToTheRest() {
        let page = Self.home(Self.schedule(), onboarded: true)
        #expect(page.components(separatedBy: "<li class=\"session-row").count - 1 == 4)
        #expect(page.contains(">Undo</button>"))
        #expect(!page.contains("see-all") && !page.contains("See all"))
    }

    @Test func aFullDayListsSixSessionsOnHomeThenOneLinkToTheWholeSchedule() {
        let ids = RehabFixtures.SequentialIDs()
        let plans = (1...20).map { index in
            var plan = RehabFixtures.kneePlan(ids: ids)
            plan.name = "Plan \(index)"
            return plan
        }
        let day = LocalDate(year: 2026, month: 11, day: 22)!
        let done = plans.prefix(12).map {
            SlotCompletion(
                slotID: $0.slots[0].id, day: day, completedAt: RehabFixtures.at(2026, 11, 22, 8, 5, in: Self.zone))
        }
        // 10:30: twelve 08:00 sessions done, eight due; the 13:00 and 19:00 ones later.
        let schedule = DaySchedule(
            plans: plans, completions: done, now: RehabFixtures.at(2026, 11, 22, 10, 30, in: Self.zone),
            timeZone: Self.zone)
        let screen = HomeScreen(schedule: schedule, hasCompletedOnboarding: true)
        #expect(screen.today.count == 6 && screen.today.allSatisfy(\.isDue))
        #expect(screen.today.map(\.planName) == (13...18).map { "Plan \($0)" })
        #expect(screen.seeAllLabel == "See all 60 of today's sessions")
        #expect(screen.seeAllCounts == "12 done, 2 more to do now")
        let page = HomeView(screen, chrome: Self.chrome).html.rendered
        #expect(page.components(separatedBy: "<li class=\"session-row").count - 1 == 6)
        #expect(page.contains("<a class=\"see-all\" href=\"/schedule\" id=\"see-all-sessions\"><span>See all 60 of"))
        let counts = "<span class=\"see-all-counts\">(12 done, 2 more to do now)</span></span>"
        #expect(page.contains("See all 60 of today&#39;s sessions \(counts)"))
        #expect(page.contains("48 sessions left today"))
        // Nothing done yet: the link says only how many there are.
        let morning = HomeScreen(
            schedule: DaySchedule(
                plans: plans, completions: [], now: RehabFixtures.at(2026, 11, 22, 7, in: Self.zone),
                timeZone: Self.zone),
            hasCompletedOnboarding: true)
        #expect(morning.seeAllLabel == "See all 60 of today's sessions" && morning.seeAllCounts == nil)
        #expect(morning.today.map(\.planName) == (1...6).map { "Plan \($0)" })
    }

    @Test func theScheduleIsEmptyOrOneSectionPerPlanOpenWhileSessionsRemain() {
        let empty = ScheduleView(ScheduleScreen(schedule: Self.schedule(plans: 0)), chrome: Self.chrome).html.rendered
        #expect(empty.contains("No active plans"))
        #expect(!empty.contains("<details"))
        let late = Self.schedule(hour: 22, shoulderDone: true)
        let page = ScheduleView(ScheduleScreen(schedule: late), chrome: Self.chrome).html.rendered
        #expect(page.components(separatedBy: "<details class=\"plan-section").count - 1 == 2)
        #expect(page.components(separatedBy: " open>").count - 1 == 1)
        #expect(page.components(separatedBy: "All done</span>").count - 1 == 1)
        #expect(page.contains("<span class=\"badge\">2 today</span>"))
        let morning = ScheduleView(ScheduleScreen(schedule: Self.schedule(hour: 7, done: false)), chrome: Self.chrome)
            .html.rendered
        #expect(morning.components(separatedBy: " open>").count - 1 == 2)
        let kneeID = late.plans[0].plan.id.uuidString.lowercased()
        #expect(page.contains("href=\"/plans/\(kneeID)/times\""))
        #expect(page.contains("href=\"/plans/\(kneeID)/delete?from=/schedule\""))
        #expect(page.contains("<input type=\"hidden\" name=\"from\" value=\"/schedule\">"))
        // Rows on the schedule sit under their plan, so they don't repeat its name.
        #expect(!page.contains("Knee &lt;b&gt;&quot;bend&quot;&lt;/b&gt; &amp; &#39;more&#39; —"))
    }

    @Test func triageLeadsFromEveryAreaToEveryConditionsPlan() {
        let regions = RegionPickerView(RegionPickerScreen()).html.rendered
        for region in BodyRegion.allCases {
            #expect(regions.contains("href=\"/triage/\(region.rawValue)\""))
            let difficulties = DifficultyPickerView(DifficultyPickerScreen(region: region)).html.rendered
            #expect(difficulties.contains("\(region.displayName) · Step 2 of 3"))
            for difficulty in RehabLibrary.difficulties(for: region) {
                #expect(difficulties.contains("href=\"/triage/\(region.rawValue)/\(difficulty.id)\""))
                let conditions = ConditionPickerView(ConditionPickerScreen(difficulty: difficulty)).html.rendered
                #expect(conditions.contains("<a href=\"/triage/\(region.rawValue)\">"))
                for condition in RehabLibrary.conditions(forDifficulty: difficulty.id) {
                    #expect(conditions.contains("href=\"/conditions/\(condition.id)\""))
                }
            }
        }
    }

    @Test func planSetUpListsTheExercisesAndExplainsAnErrorNamingTheField() {
        for condition in RehabLibrary.conditions {
            let page = PlanSetupView(PlanSetupScreen(condition: condition), chrome: Self.chrome).html.rendered
            #expect(page.contains("<h1>\(HTML.escaped(condition.name))</h1>"))
            for exercise in RehabLibrary.exercises(for: condition) {
                #expect(page.contains("href=\"/exercises/\(exercise.id)\""))
            }
            #expect(page.contains("value=\"08:00\""))
            #expect(!page.contains("role=\"alert\""))
        }
        let retry = PlanSetupScreen(
            condition: RehabLibrary.conditions[0], name: "My <knee>", times: ["08:00", "25:99"],
            error: "“25:99” isn't a time.")
        let page = PlanSetupView(retry, chrome: Self.chrome).html.rendered
        #expect(page.contains("<div class=\"form-error\" role=\"alert\" id=\"form-error\">"))
        #expect(page.contains("“25:99” isn&#39;t a time."))
        #expect(page.contains("aria-describedby=\"form-error\""))
        #expect(page.contains("value=\"My &lt;knee&gt;\""))
        #expect(page.contains("value=\"25:99\""))
        #expect(page.components(separatedBy: "type=\"time\"").count - 1 == PlanDraft.maxSessionsPerDay)
    }

    @Test func timesAndDeletePagesPostToThePlanAndComeBackOnlyToHomeOrTheSchedule() {
        let plan = Self.schedule().plans[0].plan
        let id = plan.id.uuidString.lowercased()
        let times = PlanTimesView(PlanTimesScreen(plan: plan), chrome: Self.chrome).html.rendered
        #expect(times.contains("action=\"/plans/\(id)/times\""))
        #expect(times.contains("href=\"/schedule#plan-\(id)\">Cancel</a>"))
        #expect(times.contains("value=\"13:00\""))
        for (from, back) in [("/", "/"), ("/schedule", "/schedule"), ("https://elsewhere.example", "/"), (nil, "/")] {
            let page = DeletePlanView(DeletePlanScreen(plan: plan, returnTo: from), chrome: Self.chrome).html.rendered
            #expect(page.contains("action=\"/plans/\(id)/delete\""))
            #expect(page.contains("<input type=\"hidden\" name=\"from\" value=\"\(back)\">"))
            #expect(page.contains("its 3 daily sessions"))
            #expect(!page.contains("elsewhere"))
        }
    }

    @Test func everyGuideShowsItsStepsAndASessionsGuideItsWaysOn() {
        for exercise in RehabLibrary.exercises {
            let page = ExerciseGuideView(ExerciseGuide(exercise: exercise)).page.rendered
            #expect(page.components(separatedBy: "<span class=\"step-number\"").count - 1 == exercise.steps.count)
            #expect(page.contains("<a href=\"/\">"))
        }
        let plan = Self.schedule().plans[0].plan
        let ids = plan.exerciseIDs
        let slot = plan.slots[0]
        let base = "/plans/\(plan.id.uuidString.lowercased())/sessions/\(slot.id.uuidString.lowercased())/exercises/"
        let first = SessionGuideView(
            SessionGuideScreen(exercise: RehabLibrary.exercise(id: ids[0])!, plan: plan, slot: slot, isDone: false),
            chrome: Self.chrome
        ).html.rendered
        #expect(first.contains("Exercise 1 of \(ids.count)"))
        #expect(first.contains("href=\"\(base)\(ids[0])/start\""))
        #expect(first.contains("href=\"\(base)\(ids[1])\">Next exercise"))
        #expect(!first.contains("Previous exercise"))
        #expect(first.contains("class=\"button secondary big\" id=\"mark-done\""))
        let last = SessionGuideView(
            SessionGuideScreen(
                exercise: RehabLibrary.exercise(id: ids[ids.count - 1])!, plan: plan, slot: slot, isDone: false),
            chrome: Self.chrome
        ).html.rendered
        #expect(last.contains("class=\"button primary big\" id=\"mark-done\""))
        #expect(last.contains("href=\"\(base)\(ids[ids.count - 2])\""))
        #expect(!last.contains("Next exercise"))
        let done = SessionGuideView(
            SessionGuideScreen(exercise: RehabLibrary.exercise(id: ids[0])!, plan: plan, slot: slot, isDone: true),
            chrome: Self.chrome
        ).html.rendered
        #expect(done.contains("<strong>done today</strong>"))
        #expect(!done.contains("mark-done"))
    }

    @Test func signInSaysWhyInEachState() {
        let plain = SignInView(invalidLink: false, signedOut: false).html.rendered
        #expect(
            plain.contains("Sign in to PhysioPoint") && !plain.contains("role=\"alert\"")
                && !plain.contains("signed out"))
        #expect(
            SignInView(invalidLink: true, signedOut: false).html.rendered.contains(
                "That sign-in link isn't valid any more."))
        #expect(SignInView(invalidLink: false, signedOut: true).html.rendered.contains("You are signed out on this device."))
    }
}
