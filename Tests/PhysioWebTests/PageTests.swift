import Foundation
import HummingbirdTesting
import PhysioCore
import PhysioStore
import TestSupport
import Testing

@Suite struct HomePageTests {
    @Test func firstLaunchShowsTheDisclaimerAndTheCoachMark() async throws {
        try await TestApp().run { owner in
            let home = try await owner.get("/")
            #expect(home.status == .ok && home.isHTML)
            #expect(home.headers[.cacheControl] == "no-store")
            #expect(home.text.contains("Welcome to PhysioPoint"))
            #expect(home.text.contains("This app is for informational and educational purposes only."))
            #expect(home.text.contains("Start here"))
            #expect(home.text.contains("Try it with sample plans"))
        }
    }

    @Test func afterTheTourAnEmptyHomeIsWarm() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let done = try await owner.post("/onboarding", [("next", "/triage")])
            #expect(done.status == .seeOther && done.location == "/triage")
            let home = try await owner.get("/")
            #expect(home.text.contains("Your recovery starts here"))
            #expect(!home.text.contains("Start here"))
            let elsewhere = try await owner.post("/onboarding", [("next", "https://evil.example")])
            #expect(elsewhere.location == "/")
        }
    }

    @Test func theSampleDemoFillsTheCarouselWithProgress() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let demo = try await owner.post("/demo")
            #expect(demo.location == "/?notice=demo")
            let home = try await owner.get("/?notice=demo")
            #expect(home.text.contains("Sample plans added"))
            #expect(home.text.components(separatedBy: "class=\"plan-card").count - 1 == 3)
            #expect(home.text.contains("1/3 done today"))
            #expect(home.text.contains("Limited knee bend"))
            #expect(home.text.contains("Today&#39;s sessions") || home.text.contains("Today's sessions"))
            #expect(try await app.database.plans().count == 3)
        }
    }

    /// The benchmark's shape (`scripts/bench-pages`): 20 plans of the five sample conditions with
    /// three sessions each, the 08:00 session of ten of them done. At 08:30 the other ten are due.
    @Test func homeWithTwentyPlansStaysUnder40KBAndListsWhatIsDueWithALinkToTheRest() async throws {
        let app = try TestApp()
        let conditions = [
            "knee-limited-flexion", "knee-extension-lag", "knee-weakness", "shoulder-stiffness", "elbow-stiffness",
        ]
        let created = RehabFixtures.at(2026, 11, 20, 9, in: app.timeZone)
        let plans = try (0..<20).map { index in
            try PlanDraft(conditionID: conditions[index % 5], name: "Plan \(index + 1)")
                .makePlan(id: UUID(), slotIDs: { UUID() }, now: created.addingTimeInterval(Double(index)))
        }
        try await app.database.createPlans(plans)
        try await app.database.completeOnboarding()
        let today = LocalDate(year: 2026, month: 11, day: 23)!
        for plan in plans.prefix(10) {
            _ = try await app.database.completeSlot(
                planID: plan.id, slotID: plan.slots[0].id, day: today, at: app.clock.now())
        }
        try await app.run { owner in
            let home = try await owner.get("/")
            #expect(home.status == .ok)
            #expect(home.body.readableBytes <= 40_000, "home with 20 plans is \(home.body.readableBytes) bytes")
            #expect(home.text.components(separatedBy: "class=\"plan-card").count - 1 == 20)
            #expect(home.text.components(separatedBy: "<li class=\"session-row").count - 1 == TodayFocus.handful)
            let counts = "<span class=\"see-all-counts\">(10 done, 4 more to do now)</span>"
            #expect(home.text.contains("See all 60 of today&#39;s sessions \(counts)"))
            #expect(home.text.contains("<a class=\"see-all\" href=\"/schedule\""))
            #expect(home.text.contains("50 sessions left today"))
            // Every listed session is one of the ten due at 08:00, none of the done ones.
            #expect(home.text.components(separatedBy: ">Due now</p>").count - 1 == TodayFocus.handful)
            #expect(!home.text.contains(">Undo</button>"))
            // The schedule still lists all 60.
            let schedule = try await owner.get("/schedule")
            #expect(schedule.text.components(separatedBy: "<li class=\"session-row").count - 1 == 60)
        }
    }

    @Test func unknownNoticesAreNotEchoed() async throws {
        try await TestApp().run { owner in
            let home = try await owner.get("/?notice=%3Cb%3Ehacked%3C%2Fb%3E")
            #expect(!home.text.contains("hacked"))
        }
    }

    @Test func userTextIsEscapedEverywhere() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let evil = "<script>alert(1)</script>"
            _ = try await owner.post("/plans", [("condition", "knee-weakness"), ("name", evil), ("time", "08:00")])
            for path in ["/", "/schedule"] {
                let page = try await owner.get(path).text
                #expect(!page.contains(evil), "\(path) shows raw HTML")
                #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
            }
        }
    }
}

@Suite struct TriagePageTests {
    @Test func areasDifficultiesAndConditionsLeadToAPlanSetUp() async throws {
        try await TestApp().run { owner in
            let regions = try await owner.get("/triage")
            #expect(regions.status == .ok)
            for name in ["Shoulder", "Elbow", "Wrist", "Knee", "Ankle", "Hip", "Back"] {
                #expect(regions.text.contains(">\(name)<"))
            }
            let knee = try await owner.get("/triage/knee")
            #expect(knee.text.contains("Hard to straighten fully") && knee.text.contains("Hard to bend past 90°"))
            let pick = try await owner.get("/triage/knee/knee-bend")
            #expect(pick.status == .seeOther && pick.location == "/conditions/knee-limited-flexion")
            let setup = try await owner.get("/conditions/knee-limited-flexion")
            #expect(setup.text.contains("Heel Slides") && setup.text.contains("80°–95°"))
            #expect(setup.text.contains("value=\"08:00\"") && setup.text.contains("value=\"19:00\""))
        }
    }

    @Test(arguments: ["/triage/elbowz", "/triage/knee/shoulder-raise", "/triage/knee/none", "/conditions/none", "/exercises/none"])
    func unknownChoicesAreClearNotFoundPages(_ path: String) async throws {
        try await TestApp().run { owner in
            let response = try await owner.get(path)
            #expect(response.status == .notFound && response.isHTML)
            #expect(response.text.contains("We couldn&#39;t find that") || response.text.contains("We couldn't find that"))
        }
    }

    @Test func creatingAPlanStoresItAndOpensTheSchedule() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let created = try await owner.post(
                "/plans", [("condition", "knee-extension-lag"), ("name", ""), ("time", "07:15"), ("time", "18:00"), ("time", "")])
            #expect(created.status == .seeOther)
            let plan = try #require(try await app.database.plans().first)
            #expect(plan.name == "Knee extension lag")
            #expect(plan.slots.map(\.time.iso) == ["07:15", "18:00"])
            #expect(created.location == "/schedule?notice=created#plan-\(plan.id.uuidString.lowercased())")
            #expect(try await app.database.hasCompletedOnboarding())
        }
    }

    @Test(arguments: [
        ([("time", "25:00")], "isn&#39;t a time"),
        ([("time", "08:00"), ("time", "08:00")], "Two sessions are set for 8:00 AM"),
        ([], "between 1 and 6 sessions"),
    ])
    func badFormsExplainThemselvesAndStoreNothing(_ times: [(String, String)], _ message: String) async throws {
        let app = try TestApp()
        try await app.run { owner in
            let response = try await owner.post("/plans", [("condition", "knee-weakness"), ("name", "Mine")] + times)
            #expect(response.status == .badRequest && response.isHTML)
            #expect(response.text.contains(message) || response.text.contains(message.replacingOccurrences(of: "&#39;", with: "'")))
            #expect(response.text.contains("value=\"Mine\""))  // what was typed is kept
            #expect(try await app.database.plans().isEmpty)
        }
    }

    @Test func aFormThatIsNotAFormIsRefused() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let response = try await owner.client.execute(
                uri: "/plans", method: .post,
                headers: [.cookie: owner.cookie, .contentType: "application/json", .init("X-CSRF-Token")!: owner.csrf],
                body: .init(string: "{}"))
            #expect(response.status == .unsupportedMediaType)
        }
    }
}

@Suite struct SchedulePageTests {
    func makePlan(_ app: TestApp) async throws -> RehabPlan {
        let plan = RehabFixtures.kneePlan()
        try await app.database.createPlan(plan)
        return plan
    }

    @Test func theScheduleShowsSectionsPipsAndBadges() async throws {
        let app = try TestApp()
        let plan = try await makePlan(app)
        try await app.run { owner in
            let page = try await owner.get("/schedule")
            #expect(page.status == .ok)
            #expect(page.text.contains("id=\"plan-\(plan.id.uuidString.lowercased())\" open"))
            #expect(page.text.contains("3 today"))
            #expect(page.text.contains("0/3 done"))
            #expect(page.text.matches(of: /class="pip( filled)?"/).count == 3)
            #expect(page.text.contains("Due now"))
        }
    }

    @Test func pagesFollowTheClockAndEveryWrite() async throws {
        let app = try TestApp(now: RehabFixtures.at(2026, 11, 23, 12, 59, in: RehabFixtures.toronto))
        let plan = try await makePlan(app)
        try await app.run { owner in
            // 8:00 AM's window (3 hours at most) has passed: missed, calmly, and still startable.
            let before = try await owner.get("/schedule").text
            #expect(before.matches(of: /Due now/).count == 0)
            #expect(before.matches(of: /Missed — you can still do it/).count == 1)
            app.clock.set(RehabFixtures.at(2026, 11, 23, 13, 0, in: RehabFixtures.toronto))
            let after = try await owner.get("/schedule").text
            // 1:00 PM is due; 8:00 AM stays missed.
            #expect(after.matches(of: /Due now/).count == 1)
            #expect(after.matches(of: /Missed — you can still do it/).count == 1)
            // A write made behind the page's back (the API) shows at once.
            try await app.database.completeSlot(
                planID: plan.id, slotID: plan.slots[1].id, day: LocalDate(iso: "2026-11-23")!, at: app.clock.now())
            let written = try await owner.get("/schedule").text
            #expect(written.matches(of: /Due now/).count == 0)
            #expect(written.matches(of: /Missed — you can still do it/).count == 1)
            #expect(written.contains("1/3 done"))
        }
    }

    @Test func anEmptyScheduleSaysWhatToDo() async throws {
        try await TestApp().run { owner in
            let page = try await owner.get("/schedule")
            #expect(page.text.contains("No active plans"))
        }
    }

    @Test func startingASessionOpensTheGuideAndMarkingItDoneShowsOnHome() async throws {
        let app = try TestApp()
        let plan = try await makePlan(app)
        let base = "/plans/\(plan.id.uuidString.lowercased())/sessions/\(plan.slots[0].id.uuidString.lowercased())"
        try await app.run { owner in
            let start = try await owner.get(base)
            #expect(start.location == "\(base)/exercises/heel-slides")
            let guide = try await owner.get("\(base)/exercises/heel-slides")
            #expect(guide.text.contains("Heel Slides") && guide.text.contains("Exercise 1 of 2"))
            #expect(guide.text.contains("class=\"target-angle mono\">80°–95°"))
            #expect(guide.text.contains("Helper&#39;s tip") || guide.text.contains("Helper's tip"))
            #expect(guide.text.contains("Next exercise"))
            let wrong = try await owner.get("\(base)/exercises/mini-squats")
            #expect(wrong.status == .notFound)

            let done = try await owner.post("\(base)/done", [("from", "/")])
            #expect(done.location == "/?notice=done")
            #expect(try await owner.get("/").text.contains("1/3 done today"))
            #expect(try await owner.get("\(base)/exercises/seated-knee-flexion").text.contains("done today"))

            let undo = try await owner.post("\(base)/undo", [("from", "/schedule")])
            #expect(undo.location == "/schedule?notice=undone")
            #expect(try await owner.get("/").text.contains("0/3 done today"))
        }
    }

    @Test func sessionTimesCanBeChangedAndBadOnesAreExplained() async throws {
        let app = try TestApp()
        let plan = try await makePlan(app)
        let path = "/plans/\(plan.id.uuidString.lowercased())/times"
        try await app.run { owner in
            #expect(try await owner.get(path).text.contains("value=\"13:00\""))
            let bad = try await owner.post(path, [("time", "09:00"), ("time", "nine")])
            #expect(bad.status == .badRequest && bad.text.contains("isn&#39;t a time"))
            let good = try await owner.post(path, [("time", "09:00"), ("time", "21:00")])
            #expect(good.status == .seeOther)
            #expect(try await app.database.plan(id: plan.id)?.slots.map(\.time.iso) == ["09:00", "21:00"])
        }
    }

    @Test func deletingAsksFirstThenRemovesThePlan() async throws {
        let app = try TestApp()
        let plan = try await makePlan(app)
        let path = "/plans/\(plan.id.uuidString.lowercased())/delete"
        try await app.run { owner in
            let confirm = try await owner.get("\(path)?from=/schedule")
            #expect(confirm.text.contains("Delete Limited knee bend?"))
            #expect(confirm.text.contains("can&#39;t be undone") || confirm.text.contains("can't be undone"))
            #expect(try await app.database.plans().count == 1)
            let deleted = try await owner.post(path, [("from", "/schedule")])
            #expect(deleted.location == "/schedule?notice=deleted")
            #expect(try await app.database.plans().isEmpty)
            let again = try await owner.post(path)
            #expect(again.status == .notFound)
        }
    }

    @Test(arguments: ["/plans/not-a-uuid/times", "/plans/00000000-0000-0000-0000-000000000000/delete",
                      "/plans/00000000-0000-0000-0000-000000000000/sessions/00000000-0000-0000-0000-000000000001"])
    func missingPlansAreNotFound(_ path: String) async throws {
        try await TestApp().run { owner in
            let response = try await owner.get(path)
            #expect(response.status == .notFound)
        }
    }

    @Test func theLibraryGuideWorksOnItsOwn() async throws {
        try await TestApp().run { owner in
            let guide = try await owner.get("/exercises/shoulder-abduction")
            #expect(guide.status == .ok && guide.text.contains("80°–100°"))
            #expect(guide.text.contains("<ol class=\"steps\">"))
        }
    }
}
