import Foundation
import PhysioCore
import Testing

/// One type builds every address: ids in lower case, segments and fragments encoded only when needed.
@Suite struct AppPathTests {
    static let id = UUID(uuidString: "ABCDEF01-ABCD-4BCD-ABCD-ABCDEF000001")!

    @Test func idsInPathsAndAPILocationsAreLowerCase() {
        #expect(AppPath.id(Self.id) == "abcdef01-abcd-4bcd-abcd-abcdef000001")
        #expect(AppPath.apiPlan(Self.id).value == "/api/v1/plans/abcdef01-abcd-4bcd-abcd-abcdef000001")
        #expect(AppPath.apiMesocycle(Self.id).value == "/api/v1/mesocycles/abcdef01-abcd-4bcd-abcd-abcdef000001")
        #expect(
            AppPath.sessionRecord(Self.id).query("saved", "1").value
                == "/sessions/abcdef01-abcd-4bcd-abcd-abcdef000001?saved=1")
    }

    @Test func aSecondQueryJoinsTheFirstWithAnAmpersand() {
        let once = AppPath.planDelete(Self.id, from: .home)
        #expect(once.value == "/plans/abcdef01-abcd-4bcd-abcd-abcdef000001/delete?from=/")
        #expect(once.query("x", "1").value == "/plans/abcdef01-abcd-4bcd-abcd-abcdef000001/delete?from=/&x=1")
        #expect(AppPath.planDelete(Self.id).value == "/plans/abcdef01-abcd-4bcd-abcd-abcdef000001/delete")
    }

    /// The plan and session paths are written in one go (they are built for every card and row);
    /// they must equal the same path built segment by segment.
    @Test func pathsWrittenInOneGoEqualThoseBuiltBySegments() {
        for _ in 0..<200 {
            let plan = UUID(), slot = UUID()
            let planPath = AppPath("plans").appending(plan)
            let sessionPath = planPath.appending("sessions").appending(slot)
            #expect(AppPath.plan(plan) == planPath)
            #expect(AppPath.planProgress(plan) == planPath.appending("progress"))
            #expect(AppPath.planTimes(plan) == planPath.appending("times"))
            #expect(AppPath.planDelete(plan, from: .schedule) == planPath.appending("delete").query("from", "/schedule"))
            #expect(AppPath.scheduleSection(plan) == AppPath.schedule.fragment("plan-" + AppPath.id(plan)))
            #expect(AppPath.session(plan, slot) == sessionPath)
            #expect(AppPath.sessionDone(plan, slot) == sessionPath.appending("done"))
            #expect(AppPath.sessionUndo(plan, slot) == sessionPath.appending("undo"))
            #expect(AppPath.id(plan) == plan.uuidString.lowercased())
        }
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

    @Test func aPathContainsItselfAndWhatHangsBelowItOnly() {
        #expect(AppPath.assets.contains("/static/app.css"))
        #expect(AppPath.apiRoot.contains("/api/v1/plans"))
        #expect(AppPath.calendarFeeds.contains("/calendar/abc.ics"))
        #expect(!AppPath.calendarFeeds.contains("/calendars"))
        #expect(!AppPath.assets.contains("/staticfile"))
        #expect(AppPath.home.contains("/anything"))
    }
}
