import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PhysioCore
import PhysioStore
import PhysioWeb
import TestSupport
import Testing

/// Absurd values at the web doors get a clear 400 naming the field and the range, and change nothing.
@Suite struct RangeDoorTests {
    typealias F = TrainingFixtures
    typealias W = PlannerWebFixtures

    @Test(arguments: ["99999999999999999999", "1e300", "-1e20", "1e20 kg"])
    func theExerciseFormRefusesAnAbsurdLoadWithAMessage(load: String) async throws {
        let database = try await W.database()
        let app = try await buildApplication(database: database, configuration: W.configuration())
        let before = try await database.exportArchive()
        try await app.test(.router) { client in
            let browser = try await PlannerBrowser.signIn(client, database: database)
            let response = try await browser.post(W.planPath + "/exercises/\(F.benchID.uuidString)", form: [
                ("name", "Bench Press"), ("sets", "3"), ("reps", "8-10"), ("load", load), ("rest", "90"), ("notes", ""),
                ("group", "chest"),
            ])
            #expect(response.status == .badRequest)
            #expect(response.text.contains("can’t be used; enter more than 0 and at most 1000 kg"))
            // The server is still there.
            #expect(try await browser.get(W.planPath).status == .ok)
        }
        #expect(try await database.exportArchive() == before)
    }

    @Test func aPauseOutsideTheSupportedDaysIsRefusedNamingTheRange() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let before = app.database.dataVersion
            let response = try await owner.post("/history/pauses", [("from", "2026-11-23"), ("to", "9999-12-31"), ("reason", "holiday")])
            #expect(response.status == .badRequest)
            #expect(response.text.contains("to must be a real calendar day from 2000-01-01 to 2100-12-31"))
            let api = try await owner.api(.post, "/api/v1/habits/pauses", json: #"{"from":"0001-01-01","reason":"travel"}"#)
            #expect(api.status == .badRequest)
            let error = try #require(try api.json() as? [String: Any])["error"] as? [String: Any]
            #expect(error?["code"] as? String == "value_out_of_range")
            #expect((error?["message"] as? String)?.contains("from must be") == true)
            #expect(app.database.dataVersion == before)
            #expect(try await owner.get("/history/9999-12-31").status == .notFound)
        }
    }
}
