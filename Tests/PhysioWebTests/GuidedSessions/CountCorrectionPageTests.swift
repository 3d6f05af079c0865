import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PhysioCore
import PhysioStore
import TestSupport
import Testing

/// "Count wrong?": the person puts the reps they did when the count measured is wrong, before saving
/// (in the save form) or afterwards (on the saved session's page).
@Suite struct CountCorrectionPageTests {
    @Test func savingWithTheRepsYouDidKeepsYourCountBesideTheMeasuredOne() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let plan = try await SessionPageTests.kneePlan(app, owner)
            let path = try await SessionPageTests.startLive(owner, plan)
            _ = try await owner.post(path + "/end")
            let summary = try await owner.get(path + "/summary")
            #expect(summary.text.contains("<summary>Count wrong?</summary>"))
            // Heel slides run in sets: the count asked for is all of them.
            #expect(summary.text.contains("<label for=\"reps-done\">Reps you did, all sets together</label>"))
            #expect(summary.text.contains("name=\"reps\" value=\"0\""))
            // A bad number is refused with the field named, and nothing is saved.
            for bad in ["-2", "abc", "1001", "2.5"] {
                let refused = try await owner.post(path + "/save", [("feeling", "same"), ("reps", bad)])
                #expect(refused.status == .badRequest, "\(bad) was taken")
                #expect(refused.text.contains("Reps you did must be a whole number from 0 to 1000"))
            }
            #expect(try await app.database.sessions(planID: plan.id).isEmpty)
            let saved = try await owner.post(path + "/save", [("feeling", "same"), ("reps", "8")])
            #expect(saved.status == .seeOther)
            let record = try #require(try await app.database.sessions(planID: plan.id).first)
            #expect(record.correctedReps == 8 && record.metrics.reps == 0 && record.reps == 8)
            let page = try await owner.get(saved.location)
            #expect(page.text.contains("id=\"reps\">8<span class=\"stat-of\"> of 30</span>"))
            #expect(page.text.contains("You counted 8; measured 0"))
            #expect(try await owner.get("/plans/\(plan.id.uuidString.lowercased())/progress").text.contains("8 of 30 reps (your count)"))
        }
    }

    @Test func savingWithTheMeasuredCountOrNoneCorrectsNothing() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let plan = try await SessionPageTests.kneePlan(app, owner)
            for reps in ["0", ""] {
                let path = try await SessionPageTests.startLive(owner, plan)
                _ = try await owner.post(path + "/end")
                #expect(try await owner.post(path + "/save", [("reps", reps)]).status == .seeOther)
            }
            let records = try await app.database.sessions(planID: plan.id)
            #expect(records.count == 2 && records.allSatisfy { $0.correctedReps == nil })
        }
    }

    @Test func aSavedSessionsCountCanBeCorrectedAndPutBack() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let plan = try await SessionPageTests.kneePlan(app, owner)
            let record = SessionFixtures.record(
                plan: plan, day: LocalDate(app.clock.now(), in: app.timeZone), timeZone: app.timeZone,
                metrics: SessionFixtures.metrics(reps: 3), source: .camera)
            try await app.database.saveSession(record, completingSlot: false, at: record.endedAt)
            let key = record.id.uuidString.lowercased()
            let page = try await owner.get("/sessions/\(key)")
            #expect(page.text.contains("action=\"/sessions/\(key)/reps\"") && page.text.contains("Save count"))
            // Without the form token: refused, nothing changed.
            #expect(try await owner.post("/sessions/\(key)/reps", [("reps", "9")], csrf: "wrong").status == .forbidden)
            // Without the owner's cookie: refused.
            let stranger = try await owner.client.execute(
                uri: "/sessions/\(key)/reps", method: .post, headers: [.contentType: "application/x-www-form-urlencoded"],
                body: ByteBuffer(string: "reps=9"))
            #expect(stranger.status == .unauthorized)
            for bad in ["-1", "many", "100000"] {
                #expect(try await owner.post("/sessions/\(key)/reps", [("reps", bad)]).status == .badRequest)
            }
            #expect(try await app.database.session(id: record.id)?.correctedReps == nil)
            let corrected = try await owner.post("/sessions/\(key)/reps", [("reps", "9")])
            #expect(corrected.status == .seeOther && corrected.location == "/sessions/\(key)?count=1")
            #expect(try await app.database.session(id: record.id)?.correctedReps == 9)
            let after = try await owner.get(corrected.location)
            #expect(after.text.contains("Your count is saved.") && after.text.contains("You counted 9; measured 3"))
            // The downloads carry both.
            let json = try #require(try await owner.get("/sessions/\(key)/workout.json").json() as? [String: Any])
            #expect(json["reps"] as? Int == 9 && json["measuredReps"] as? Int == 3)
            let csv = try await owner.get("/sessions/\(key)/workout.csv").text
            #expect(csv.contains(WorkoutRecord.csvHeader) && csv.hasSuffix(",3\r\n"))
            // The report for the physio.
            let report = try await owner.get("/plans/\(plan.id.uuidString.lowercased())/report")
            #expect(report.text.contains("9 of 10<br><span class=\"cell-note\">own count; measured 3</span>"))
            // Back: the count measured.
            let back = try await owner.post("/sessions/\(key)/reps", [("reps", "3")])
            #expect(try await owner.get(back.location).text.contains("Back to the count measured."))
            #expect(try await app.database.session(id: record.id) == record)
            // An unknown session.
            #expect(try await owner.post("/sessions/\(UUID().uuidString)/reps", [("reps", "2")]).status == .notFound)
        }
    }

    @Test func correctingAVideoCheckFromNoRepsCanCompleteTheSession() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let plan = try await SessionPageTests.kneePlan(app, owner)
            let day = LocalDate(app.clock.now(), in: app.timeZone)
            let knees = SessionFixtures.record(
                plan: plan, exerciseID: "seated-knee-flexion", day: day, timeZone: app.timeZone,
                metrics: SessionFixtures.metrics("seated-knee-flexion"))
            try await app.database.saveSession(knees, completingSlot: true, at: knees.endedAt)
            let video = SessionFixtures.record(
                plan: plan, day: day, timeZone: app.timeZone, metrics: SessionFixtures.metrics(reps: 0), source: .video)
            try await app.database.saveSession(video, completingSlot: true, at: video.endedAt)
            #expect(try await app.database.completions(from: day, to: day).isEmpty)
            let key = video.id.uuidString.lowercased()
            let corrected = try await owner.post("/sessions/\(key)/reps", [("reps", "3")])
            #expect(corrected.location == "/sessions/\(key)?count=done")
            #expect(try await owner.get(corrected.location).text.contains("Your count is saved. Your 8:00 AM session is marked done."))
            #expect(try await app.database.completions(from: day, to: day).map(\.slotID) == [plan.slots[0].id])
        }
    }
}
