import Foundation
import PhysioCore
import Testing

/// One route type prints every address and reads it back: ids in lower case, segments and
/// fragments encoded only when needed, a malformed parameter no match.
@Suite struct AppPathTests {
    static let id = UUID(uuidString: "ABCDEF01-ABCD-4BCD-ABCD-ABCDEF000001")!

    @Test func aRouteWithoutParametersReadsAsItsPathInText() {
        #expect("http://host:8080\(AppPath.connect)" == "http://host:8080/connect")
        #expect("\(AppPath.home)" == "/" && String(describing: AppPath.signIn) == AppPath.signIn.value)
    }

    @Test func idsInPathsAndAPILocationsAreLowerCase() {
        #expect(AppPath.id(Self.id) == "abcdef01-abcd-4bcd-abcd-abcdef000001")
        #expect(AppPath.apiPlan(Self.id).value == "/api/v1/plans/abcdef01-abcd-4bcd-abcd-abcdef000001")
        #expect(AppPath.apiMesocycle(Self.id).value == "/api/v1/mesocycles/abcdef01-abcd-4bcd-abcd-abcdef000001")
        #expect(
            AppPath.sessionRecord(Self.id).query("saved", "1").value
                == "/sessions/abcdef01-abcd-4bcd-abcd-abcdef000001?saved=1")
    }

    @Test func aSecondQueryJoinsTheFirstWithAnAmpersand() {
        let once = AppPath.planDelete(Self.id).query("from", AppPath.home.value)
        #expect(once.value == "/plans/abcdef01-abcd-4bcd-abcd-abcdef000001/delete?from=/")
        #expect(once.query("x", "1").value == "/plans/abcdef01-abcd-4bcd-abcd-abcdef000001/delete?from=/&x=1")
        #expect(AppPath.planDelete(Self.id).value == "/plans/abcdef01-abcd-4bcd-abcd-abcdef000001/delete")
    }

    @Test func aRoutePrintsItsPatternWithTheValuesInPlace() {
        for _ in 0..<200 {
            let plan = UUID(), slot = UUID()
            let planPath = AppPath("plans").appending(plan)
            let sessionPath = planPath.appending("sessions").appending(slot)
            #expect(AppPath.planProgress(plan) == planPath.appending("progress"))
            #expect(AppPath.planTimes(plan) == planPath.appending("times"))
            #expect(AppPath.scheduleSection(plan) == AppPath.schedule.fragment("plan-" + AppPath.id(plan)))
            #expect(AppPath.session(plan, slot) == sessionPath)
            #expect(AppPath.sessionDone(plan, slot) == sessionPath.appending("done"))
            #expect(AppPath.sessionUndo(plan, slot) == sessionPath.appending("undo"))
        }
        #expect(AppPath.planEdit.pattern == "/plans/:plan/edit")
        #expect(AppPath.guidedSession.pattern == "/plans/:plan/sessions/:slot/exercises/:exercise/start")
        #expect(AppPath.home.pattern == "/")
    }

    /// What a route prints, it reads back as the same value — with one, two and three parameters,
    /// and with text that needs encoding.
    @Test func whatARoutePrintsItMatchesAsTheSameValue() throws {
        let plan = UUID(), slot = UUID()
        let printed = AppPath.guidedSession(plan, slot, "heel-slides").value
        let read = try #require(AppPath.guidedSession.match(printed))
        #expect(read.0 == plan && read.1 == slot && read.2 == "heel-slides")
        let day = try #require(LocalDate(iso: "2026-03-08"))
        let entry = try #require(AppPath.entryPart.match(AppPath.entryPart(day, .nightPrep).value))
        #expect(entry.0 == day && entry.1 == .nightPrep)
        #expect(AppPath.noteAudio.match(AppPath.noteAudio("a b/c").value) == "a b/c")
        #expect(AppPath.noteAudio("a b/c").value == "/help/notes/a%20b%2Fc/audio")
        let frame = try #require(AppPath.videoCheckFrame.match(AppPath.videoCheckFrame(plan, 3).value))
        #expect(frame.0 == plan && frame.1 == 3)
        #expect(AppPath.calendarFeedFile.match(AppPath.calendarFeedFile("tok").value) == "tok")
        #expect(AppPath.home.match("/") != nil)
        #expect(AppPath.triageRegion.match(AppPath.triageRegion(.knee).value) == .knee)
    }

    @Test func upperCaseIDsStillMatchAndMalformedOnesDoNot() {
        let upper = "/plans/\(Self.id.uuidString)/edit"
        #expect(AppPath.planEdit.match(upper) == Self.id)
        #expect(AppPath.planEdit.match("/plans/not-a-uuid/edit") == nil)
        #expect(AppPath.planEdit.match("/plans/\(AppPath.id(Self.id))/edit/more") == nil)
        #expect(AppPath.plannerWeek.match("/planner/\(AppPath.id(Self.id))/weeks/03") == nil)
        #expect(AppPath.plannerWeek.match("/planner/\(AppPath.id(Self.id))/weeks/53") == nil)
        #expect(AppPath.plannerWeek.match("/planner/\(AppPath.id(Self.id))/weeks/3")?.1 == 3)
        #expect(AppPath.historyDay.match("/history/2026-02-30") == nil)
        #expect(AppPath.triageRegion.match("/triage/nose") == nil)
    }

    /// A helpable route prints under the person scope while a page is drawn for someone's helper;
    /// one that isn't helpable never does.
    @Test func helpableRoutesPrintUnderThePersonScope() {
        let person = UUID(), plan = UUID()
        AppPath.$personScope.withValue("/people/" + AppPath.id(person)) {
            #expect(AppPath.planEdit(plan).value == "/people/\(AppPath.id(person))/plans/\(AppPath.id(plan))/edit")
            #expect(AppPath.schedule.value == "/people/\(AppPath.id(person))/schedule")
            #expect(AppPath.planDelete(plan).value == "/plans/\(AppPath.id(plan))/delete")
            #expect(AppPath.coach.value == "/coach")
        }
        #expect(AppPath.planEdit(plan).value == "/plans/\(AppPath.id(plan))/edit")
        #expect(AppPath.planEdit.access == .helpable && AppPath.planDelete.access == .personal)
        #expect(AppPath.household.access == .owner && AppPath.login.access == .open)
    }

    @Test func liveSessionAddressesHangBelowTheSession() {
        #expect(AppPath.liveSummary("k3y").value == "/live/k3y/summary")
        #expect(AppPath.liveDiscard("k3y").value == "/live/k3y/discard")
        #expect(
            AppPath.guidedSession(Self.id, Self.id, "heel-slides").value
                == "/plans/abcdef01-abcd-4bcd-abcd-abcdef000001/sessions/abcdef01-abcd-4bcd-abcd-abcdef000001/exercises/heel-slides/start"
        )
    }

    @Test func iconsAndAssetsLiveUnderStatic() {
        #expect(AppPath.icon("check-circle", sprite: "icons.svg").value == "/static/icons.svg#check-circle")
        #expect(AppPath.icon("a b", sprite: "habit-icons.svg").value == "/static/habit-icons.svg#a%20b")
        #expect(AppPath.asset("app.js", version: "v1").value == "/static/app.js?v=v1")
        #expect(AppPath.manifest.value == "/static/manifest.webmanifest")
    }

    @Test func aRouteShapeMatchesItsOwnPathsOnly() {
        let files = AnyAppRoute(AppPath.staticFile), feeds = AnyAppRoute(AppPath.calendarFeedFile)
        #expect(files.matches("/static/app.css"))
        #expect(feeds.matches("/calendar/abc.ics"))
        #expect(!feeds.matches("/calendars"))
        #expect(!files.matches("/staticfile"))
        #expect(!files.matches("/static/a/b"))
        #expect(AppPath.apiRoot.contains("/api/v1/plans"))
    }
}
