import Foundation
import HTTPTypes
import HummingbirdTesting
import PhysioCore
import PhysioStore
import PhysioWeb
import TestSupport
import Testing

/// Issue 38: numbers and choices from forms, query strings and JSON are read strictly (one helper,
/// `StrictInput`): a typo or a forged value is a 400 naming the field, and nothing changes.
@Suite struct StrictInputDoorTests {
    /// Posts `fields` and expects a 400 whose page or JSON says `said`, with no write.
    static func refused(
        _ app: TestApp, _ owner: OwnerClient, _ path: String, _ fields: [(String, String)], saying said: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let version = app.database.dataVersion
        let response = try await owner.post(path, fields)
        #expect(response.status == .badRequest, "\(path) \(fields)", sourceLocation: sourceLocation)
        #expect(response.text.contains(said), "\(response.text.prefix(300))", sourceLocation: sourceLocation)
        #expect(app.database.dataVersion == version, "a refused form wrote", sourceLocation: sourceLocation)
    }

    @Test func thePrescriptionFormRefusesHexDegreesAndAnUnknownAuthor() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let plan = try await SessionPageTests.kneePlan(app, owner)
            let path = "/plans/\(AppPath.id(plan.id))/exercises/heel-slides"
            let numbers = [("upper", "95"), ("hold", "5"), ("reps", "10"), ("sets", "3"), ("note", "")]
            try await Self.refused(
                app, owner, path, numbers + [("lower", "0x50"), ("setBy", "you")],
                saying: "The band&#39;s lower end must be a number of degrees, -30 to 180° (got “0x50”)")
            try await Self.refused(
                app, owner, path, numbers + [("lower", "80"), ("setBy", "admin")],
                saying: "Pick who set these numbers: me or my clinician.")
            try await Self.refused(
                app, owner, path, numbers + [("lower", "1e2"), ("setBy", "you")], saying: "(got “1e2”)")
            #expect(try await app.database.plan(id: plan.id)?.prescriptions.isEmpty == true)
        }
    }

    @Test func theReportsPeriodIsAWholeNumberOfWeeksOrA400() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let plan = try await SessionPageTests.kneePlan(app, owner)
            let path = "/plans/\(AppPath.id(plan.id))/report"
            for weeks in ["abc", "4.0", "0x4", "+4", "5"] {
                let response = try await owner.get(path + "?weeks=\(weeks)")
                #expect(response.status == .badRequest, "weeks=\(weeks)")
                #expect(
                    response.text.contains("weeks must be a whole number") || response.text.contains("2, 4 or 12 weeks")
                )
            }
            #expect(try await owner.get(path + "/fhir.json?weeks=4.0").status == .badRequest)
            #expect(try await owner.get(path + "?weeks=12").text.contains("(12 weeks)"))
            #expect(try await owner.get(path).text.contains("(4 weeks)"))
        }
    }

    @Test func liveSessionsCoachSettingsAndPausesRefuseUnknownChoices() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let plan = try await SessionPageTests.kneePlan(app, owner)
            let live = SessionPageTests.base(plan, exercise: "heel-slides") + "/live"
            try await Self.refused(app, owner, live, [("source", "bogus")], saying: "source must be one of")
            try await Self.refused(app, owner, live, [("source", "video")], saying: "source must be a live source")
            try await Self.refused(
                app, owner, live, [("source", "slider"), ("side", "middle")], saying: "side must be one of left, right")
            try await Self.refused(app, owner, "/coach/settings", [("kind", "admin")], saying: "kind must be one of")
            try await Self.refused(
                app, owner, "/history/pauses", [("from", "2026-11-23"), ("to", "next week"), ("reason", "holiday")],
                saying: "to must be a day like 2026-03-08")
        }
    }

    @Test func thePlannerRefusesAWeekOrADeloadWeekThatIsntAWholeNumber() async throws {
        let app = try TestApp()
        try await app.database.createMesocycle(TrainingFixtures.twoWeekPlan(), createdAt: app.clock.now())
        try await app.run { owner in
            let planner = "/planner/\(AppPath.id(TrainingFixtures.planID))"
            #expect(try await owner.get(planner + "?week=abc").status == .badRequest)
            #expect(try await owner.get(planner + "?week=2").status == .ok)
            try await Self.refused(
                app, owner, planner + "/settings", [("name", "Spring block"), ("deload", "2.0")],
                saying: "deload must be a week number of this plan, like 4 (got “2.0”)")
            try await Self.refused(
                app, owner, "/planner/new",
                [("name", ""), ("template", "scratch"), ("start", "2026-11-23"), ("weeks", "4.0")],
                saying: "is not a number of weeks")
            let api = try await owner.api(
                .post, "/api/v1/mesocycles", json: #"{"startDate":"2026-11-23","weekCount":4.5}"#)
            #expect(api.status == .badRequest)
            #expect(api.text.contains("counts are whole numbers"))
        }
    }
}
