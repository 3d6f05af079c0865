import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// A body past its route's limit is refused with 413 — in the API's error shape under `/api/`, as a
/// page elsewhere — and changes nothing.
struct BodyLimitTests {
    @Test func anAPIBodyPastItsLimitGets413InTheErrorShape() async throws {
        let app = try TestApp("2026-11-23")
        try await app.run { owner in
            let name = String(repeating: "x", count: 100 * 1024)
            let response = try await owner.api(.post, "/api/v1/plans", json: #"{"conditionId": "knee-limited-flexion", "name": "\#(name)"}"#)
            #expect(response.status == .contentTooLarge)
            let error = try #require((try response.json() as? [String: Any])?["error"] as? [String: String])
            #expect(error["code"] == "too_large")
            #expect(error["message"] == "That request is too large.")
            let plans = try await owner.api(.get, "/api/v1/plans")
            #expect(String(buffer: plans.body) == "[]")
        }
    }

    @Test func aCoachMessageFormPastItsLimitGets413() async throws {
        let app = try TestApp("2026-11-23")
        try await app.run { owner in
            let response = try await owner.post("/coach/messages", [("text", String(repeating: "y", count: 100 * 1024))])
            #expect(response.status == .contentTooLarge)
            #expect(String(buffer: response.body).contains("That request is too large."))
        }
    }
}
