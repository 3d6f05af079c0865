import Foundation
import Hummingbird
import HummingbirdTesting
import PhysioCore
import PhysioStore
import PhysioWeb
import TestSupport
import Testing

/// "Report for my physio" (issue 21): the printable page for 2, 4 or 12 weeks and its FHIR Bundle.
@Suite struct ClinicianReportPageTests {
    /// A knee plan with a clinician's heel-slide numbers, a session and a pain stop in the period.
    static func planWithSessions(_ app: TestApp, _ owner: OwnerClient) async throws -> RehabPlan {
        let plan = try await SessionPageTests.kneePlan(app, owner)
        let prescription = Prescription(
            target: AngleRange(70, 85), holdSeconds: 3, reps: 8, sets: 2, side: .right, setBy: .clinician,
            note: "Dr Lee, 18 Nov")
        try await app.database.setPrescription(planID: plan.id, exerciseID: "heel-slides", prescription)
        let day = LocalDate(iso: "2026-11-20")!
        var first = SessionFixtures.record(
            plan: plan, day: day, timeZone: RehabFixtures.toronto, metrics: SessionFixtures.metrics(reps: 3),
            feeling: .easier)
        first.prescription = prescription
        var stopped = SessionFixtures.record(
            plan: plan, day: day.adding(days: 1), timeZone: RehabFixtures.toronto,
            metrics: SessionFixtures.metrics(reps: 2), feeling: .harder)
        stopped.painStop = PainStop(secondsIntoSession: 42, rep: 3, angle: 72, zone: .below)
        stopped.prescription = prescription
        for record in [first, stopped] {
            try await app.database.saveSession(record, completingSlot: true, at: record.endedAt)
        }
        return try #require(try await app.database.plan(id: plan.id))
    }

    @Test func theReportHasEveryPartForTheChosenPeriod() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let plan = try await Self.planWithSessions(app, owner)
            let path = "/plans/\(plan.id.uuidString.lowercased())/report"
            let page = try await owner.get(path + "?weeks=2")
            #expect(page.status == .ok)
            for text in [
                "Dad&#39;s knee", "(2 weeks)", "Plan and prescription", "70°–85°", "2 sets × 8 reps, hold 3 s",
                "Set by your clinician", "Dr Lee, 18 Nov", "Sessions done, per week", "Range of motion, reps and holds",
                "class=\"rom-chart\"", "role=\"img\"", "Every session in this period (2)", "Pain stops",
                "Stopped because it hurt at rep 3, 72°", "How did it feel?", "How the angles were measured",
                "Demo slider", "informational and educational purposes only", "Print or save as PDF",
                "report/fhir.json?weeks=2",
            ] {
                #expect(page.text.contains(text), "report lacks \(text)")
            }
            #expect(try await owner.get(path + "?weeks=12").text.contains("(12 weeks)"))
            #expect(try await owner.get(path).text.contains("(4 weeks)"))
            #expect(try await owner.get(path + "?weeks=5").status == .badRequest)
            #expect(try await owner.get("/plans/\(UUID().uuidString.lowercased())/report").status == .notFound)
        }
    }

    /// A session the camera couldn't follow for much of it: its reps are marked, and why is said under
    /// the table (to a screen reader too); a report without one says nothing of it.
    @Test func aCountThatMayBeOffIsMarkedForTheClinician() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let plan = try await SessionPageTests.kneePlan(app, owner)
            let path = "/plans/\(plan.id.uuidString.lowercased())/report?weeks=2"
            var metrics = SessionFixtures.metrics(reps: 3)
            metrics.samplesRejectedInSpan = metrics.samplesUsed  // half the samples while followed
            let record = SessionFixtures.record(
                plan: plan, day: LocalDate(iso: "2026-11-20")!, timeZone: RehabFixtures.toronto, metrics: metrics,
                source: .camera)
            #expect(!(try await owner.get(path).text.contains("uncertain-count")))
            try await app.database.saveSession(record, completingSlot: true, at: record.endedAt)
            let page = try await owner.get(path).text
            #expect(page.contains("<td>3 of 10<span aria-hidden=\"true\">†</span><span class=\"sr-only\"> (count may be off)</span></td>"))
            #expect(
                page.contains(
                    "<p class=\"hint\" id=\"uncertain-count\">† The count may be off: the camera couldn&#39;t follow the joint "
                        + "for a quarter or more of that session (or of one that week), or the movements counted another way (from the rhythm of "
                        + "the angle, no band) came to a different number, shown under it.</p>"))
            // The week's row is marked too (the printout has only the weekly rows).
            #expect(page.contains("<td>3 of 10<span aria-hidden=\"true\">†</span><span class=\"sr-only\"> (a count may be off)</span></td>"))
        }
    }

    @Test func theFHIRDownloadIsABundleWithTheCarePlanObservationsAndProcedures() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let plan = try await Self.planWithSessions(app, owner)
            let response = try await owner.get("/plans/\(plan.id.uuidString.lowercased())/report/fhir.json?weeks=4")
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/fhir+json")
            let bundle = try #require(try response.json() as? [String: Any])
            #expect(bundle["resourceType"] as? String == "Bundle" && bundle["type"] as? String == "collection")
            let resources = (bundle["entry"] as? [[String: Any]] ?? []).compactMap { $0["resource"] as? [String: Any] }
            let types = resources.compactMap { $0["resourceType"] as? String }
            #expect(types.filter { $0 == "CarePlan" }.count == 1 && types.filter { $0 == "Patient" }.count == 1)
            #expect(types.filter { $0 == "Procedure" }.count == 2)
            // Two days of heel slides: a range-of-motion and a repetitions observation each.
            #expect(types.filter { $0 == "Observation" }.count == 4)
            let text = response.text
            #expect(text.contains("\"code\":\"deg\"") && text.contains("http://unitsofmeasure.org"))
            #expect(text.contains("\"status\":\"stopped\"") && text.contains("Stopped because it hurt at rep 3"))
        }
    }
}

/// Issue 38: what the clinician reads can't be turned around by a note, and the header keeps a place
/// for the patient's name.
@Suite struct ClinicianReportTextTests {
    @Test func aRightToLeftOverrideInANoteReachesNeitherThePageNorTheFHIRFile() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let plan = try await SessionPageTests.kneePlan(app, owner)
            // Stored past the form (an import, or a note from before the form refused it).
            try await app.database.setPrescription(
                planID: plan.id, exerciseID: "heel-slides",
                Prescription(
                    target: AngleRange(70, 85), holdSeconds: 3, reps: 8, sets: 2, setBy: .clinician,
                    note: "Dr Lee \u{202E}01 sper\u{0}"))
            let path = "/plans/\(plan.id.uuidString.lowercased())/report"
            let page = try await owner.get(path).text
            #expect(page.contains("Dr Lee 01 sper"))
            let fhir = try await owner.get(path + "/fhir.json").text
            #expect(fhir.contains("Dr Lee 01 sper"))
            for text in [page, fhir] {
                #expect(!text.unicodeScalars.contains(where: DisplayText.isHidden))
            }
        }
    }

    @Test func theHeaderLeavesALineForThePatientsName() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let plan = try await SessionPageTests.kneePlan(app, owner)
            let page = try await owner.get("/plans/\(plan.id.uuidString.lowercased())/report").text
            #expect(page.contains("<p class=\"report-patient\">Patient: <span class=\"write-in\">"))
            #expect(!(try await owner.get("/plans/\(plan.id.uuidString.lowercased())/report/fhir.json").text.contains(#""name":[{"text""#)))
        }
    }

    @Test func aNamedPersonsReportAndBundleCarryTheirName() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let plan = try await SessionPageTests.kneePlan(app, owner)
            try app.household.rename(app.household.owner.id, to: "Rosa <Mendes>")
            let path = "/plans/\(plan.id.uuidString.lowercased())/report"
            let page = try await owner.get(path).text
            #expect(page.contains("<p class=\"report-patient\">Patient: <strong>Rosa &lt;Mendes&gt;</strong></p>"))
            let fhir = try await owner.get(path + "/fhir.json").text
            let bundle = try #require(try JSONSerialization.jsonObject(with: Data(fhir.utf8)) as? [String: Any])
            let resources = (bundle["entry"] as? [[String: Any]] ?? []).compactMap { $0["resource"] as? [String: Any] }
            let patient = try #require(resources.first { $0["resourceType"] as? String == "Patient" })
            #expect((patient["name"] as? [[String: String]])?.first?["text"] == "Rosa <Mendes>")
        }
    }
}
