import Foundation
import HummingbirdTesting
import PhysioCore
import PhysioStore
import TestSupport
import Testing

@Suite struct APITests {
    func errorCode(_ response: TestResponse) throws -> String? {
        let body = try response.json() as? [String: [String: String]]
        #expect(body?["error"]?["message"]?.isEmpty == false)
        return body?["error"]?["code"]
    }

    @Test func plansCanBeCreatedListedReadRetimedAndDeleted() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let created = try await owner.api(.post, "/api/v1/plans", json: #"{"conditionId":"knee-weakness","name":"Left knee","sessionTimes":["19:00","07:00"]}"#)
            #expect(created.status == .created && created.isJSON)
            let plan = try #require(try created.json() as? [String: Any])
            let id = try #require(plan["id"] as? String)
            #expect(created.location == "/api/v1/plans/\(id)")
            #expect(plan["name"] as? String == "Left knee")
            #expect(plan["sessionTimes"] as? [String] == ["07:00", "19:00"])
            #expect(plan["exercises"] as? [String] == ["mini-squats", "sit-to-stand", "straight-leg-raises"])

            let list = try await owner.api(.get, "/api/v1/plans")
            #expect((try list.json() as? [[String: Any]])?.count == 1)
            let one = try await owner.api(.get, "/api/v1/plans/\(id)")
            #expect((try one.json() as? [String: Any])?["region"] as? String == "knee")

            let retimed = try await owner.api(.put, "/api/v1/plans/\(id)/session-times", json: #"{"sessionTimes":["06:30"]}"#)
            #expect(retimed.status == .ok)
            #expect((try retimed.json() as? [String: Any])?["sessionTimes"] as? [String] == ["06:30"])

            let deleted = try await owner.api(.delete, "/api/v1/plans/\(id)")
            #expect(deleted.status == .noContent)
            let gone = try await owner.api(.get, "/api/v1/plans/\(id)")
            #expect(gone.status == .notFound)
            #expect(try errorCode(gone) == "plan_not_found")
            #expect(try await owner.api(.delete, "/api/v1/plans/\(id)").status == .notFound)
        }
    }

    @Test func todayListsSessionsAndCompletingOneIsIdempotent() async throws {
        let app = try TestApp()  // 08:30 in Toronto
        let plan = RehabFixtures.kneePlan()
        try await app.database.createPlan(plan)
        try await app.run { owner in
            let today = try #require(try await owner.api(.get, "/api/v1/today").json() as? [String: Any])
            #expect(today["date"] as? String == "2026-11-23")
            #expect(today["timeZone"] as? String == "America/Toronto")
            let sessions = try #require(today["sessions"] as? [[String: Any]])
            #expect(sessions.map { $0["state"] as? String } == ["due", "upcoming", "upcoming"])
            #expect(sessions.first?["scheduledAt"] as? String == "2026-11-23T13:00:00Z")

            let path = "/api/v1/plans/\(plan.id.uuidString.lowercased())/sessions/\(plan.slots[0].id.uuidString.lowercased())/complete"
            let first = try #require(try await owner.api(.post, path).json() as? [String: Any])
            #expect(first["changed"] as? Bool == true && first["date"] as? String == "2026-11-23")
            let second = try #require(try await owner.api(.post, path).json() as? [String: Any])
            #expect(second["changed"] as? Bool == false)
            let after = try #require(try await owner.api(.get, "/api/v1/today").json() as? [String: Any])
            #expect(after["remaining"] as? Int == 2)
            let undone = try #require(try await owner.api(.delete, path).json() as? [String: Any])
            #expect(undone["completed"] as? Bool == false && undone["changed"] as? Bool == true)
        }
    }

    @Test(arguments: [
        (#"{"conditionId":"nope"}"#, "invalid_input", "There is no condition"),
        (#"{"name":"x"}"#, "invalid_input", "conditionId"),
        (#"{"conditionId":"knee-weakness","sessionTimes":["8am"]}"#, "invalid_input", "isn't a time"),
        (#"{"conditionId":"knee-weakness","sessionTimes":[]}"#, "invalid_input", "between 1 and 6"),
        (#"{"conditionId":42}"#, "invalid_input", "wrong type"),
        (#"{"conditionId":"knee-weakness""#, "invalid_json", "isn't valid JSON"),
    ])
    func badBodiesGetOneErrorShapeAndChangeNothing(_ json: String, _ code: String, _ words: String) async throws {
        let app = try TestApp()
        try await app.run { owner in
            let response = try await owner.api(.post, "/api/v1/plans", json: json)
            #expect(response.status == .badRequest && response.isJSON)
            #expect(try errorCode(response) == code)
            #expect(response.text.contains(words), "\(response.text)")
            #expect(try await app.database.plans().isEmpty)
        }
    }

    @Test func anythingButJSONIsRefused() async throws {
        try await TestApp().run { owner in
            let response = try await owner.client.execute(
                uri: "/api/v1/plans", method: .post,
                headers: [.authorization: "Bearer \(owner.token)", .contentType: "text/plain"], body: .init(string: "hi"))
            #expect(response.status == .unsupportedMediaType && response.isJSON)
        }
    }

    @Test func unknownRoutesAndIdsAnswerInJSON() async throws {
        try await TestApp().run { owner in
            let route = try await owner.api(.get, "/api/v1/nothing")
            #expect(route.status == .notFound && route.isJSON)
            let id = try await owner.api(.post, "/api/v1/plans/x/sessions/y/complete")
            #expect(id.status == .notFound && id.isJSON)
        }
    }

    @Test func theLibraryIsReadable() async throws {
        try await TestApp().run { owner in
            let conditions = try #require(try await owner.api(.get, "/api/v1/library/conditions").json() as? [[String: Any]])
            #expect(conditions.count == RehabLibrary.conditions.count)
            let exercises = try #require(try await owner.api(.get, "/api/v1/library/exercises").json() as? [[String: Any]])
            #expect(exercises.contains { $0["id"] as? String == "heel-slides" })
        }
    }
}
