import Foundation
import HTTPTypes
import HummingbirdTesting
import PhysioCore
import PhysioStore
import TestSupport
import Testing

/// The guided-session pages, in-process: intro, live page, end, summary, save, record, downloads, progress.
@Suite struct SessionPageTests {
    /// Creates the knee plan (Heel Slides, then Seated Knee Bends) and returns it.
    static func kneePlan(_ app: TestApp, _ owner: OwnerClient) async throws -> RehabPlan {
        _ = try await owner.post(
            "/plans",
            [("condition", "knee-limited-flexion"), ("name", "Dad's knee"), ("time", "08:00"), ("time", "19:00")])
        return try #require(try await app.database.plans().first)
    }

    static func base(_ plan: RehabPlan, slot: Int = 0, exercise: String) -> String {
        "/plans/\(plan.id.uuidString.lowercased())/sessions/\(plan.slots[slot].id.uuidString.lowercased())/exercises/\(exercise)"
    }

    /// Starts a live session from the intro form and returns its page path (`/live/…`).
    static func startLive(
        _ owner: OwnerClient, _ plan: RehabPlan, exercise: String = "heel-slides", source: String = "slider"
    ) async throws -> String {
        let started = try await owner.post(
            base(plan, exercise: exercise) + "/live", [("source", source), ("side", "right")])
        #expect(started.status == .seeOther)
        let location = started.location
        #expect(location.hasPrefix("/live/") && location.count == 6 + 32)
        return location
    }

    @Test func theGuideAndTheScheduleLeadToGuidedSessionsAndProgress() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let plan = try await Self.kneePlan(app, owner)
            let guide = try await owner.get(Self.base(plan, exercise: "heel-slides"))
            #expect(guide.text.contains("href=\"\(Self.base(plan, exercise: "heel-slides"))/start\""))
            #expect(guide.text.contains("Start guided session"))
            let schedule = try await owner.get("/schedule")
            #expect(schedule.text.contains("href=\"/plans/\(plan.id.uuidString.lowercased())/progress\""))
            let home = try await owner.get("/")
            #expect(
                home.text.contains("aria-label=\"Progress of Dad&#39;s knee\"")
                    || home.text.contains("aria-label=\"Progress of Dad's knee\""))
        }
    }

    @Test func theIntroShowsTheTargetAndTheSources() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let plan = try await Self.kneePlan(app, owner)
            let intro = try await owner.get(Self.base(plan, exercise: "heel-slides") + "/start")
            #expect(intro.status == .ok && intro.isHTML)
            for text in [
                "Heel Slides", "80°–95°", "How should we measure?", "Phone on your shin", "Camera pose tracker",
                "Demo slider", "Which leg?", "Start session", "This is exercise 1 of 2.",
            ] {
                #expect(intro.text.contains(text), "intro lacks \(text)")
            }
            #expect(intro.text.contains("value=\"slider\" checked"))
            let missing = try await owner.get(Self.base(plan, exercise: "mini-squats") + "/start")
            #expect(
                missing.status == .notFound && missing.text.contains("isn&#39;t part of this plan")
                    || missing.text.contains("isn't part of this plan"))
            let badSlot = try await owner.get(
                "/plans/\(plan.id.uuidString)/sessions/\(UUID().uuidString)/exercises/heel-slides/start")
            #expect(badSlot.status == .notFound)
        }
    }

    @Test func startingNeedsTheFormTokenAndOpensTheLivePage() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let plan = try await Self.kneePlan(app, owner)
            let forged = try await owner.post(
                Self.base(plan, exercise: "heel-slides") + "/live", [("source", "slider")], csrf: "wrong")
            #expect(forged.status == .forbidden)
            let path = try await Self.startLive(owner, plan)
            let live = try await owner.get(path)
            #expect(live.status == .ok && live.isHTML)
            let id = path.dropFirst("/live/".count)
            for text in [
                "data-socket=\"/live/\(id)/ws\"", "data-source=\"slider\"", "End early", "class=\"arc\"",
                "aria-live=\"polite\"", "Rep 0 of 10", "/static/live.js", "class=\"arc-band\"", "Demo slider",
                "This app is for informational and educational purposes only.",
            ] {
                #expect(live.text.contains(text), "live page lacks \(text)")
            }
            let tracker = try await owner.get(try await Self.startLive(owner, plan, source: "tracker"))
            #expect(tracker.text.contains("Connect your tracker") && tracker.text.contains("/ws</p>"))
            let phone = try await owner.get(try await Self.startLive(owner, plan, source: "phone"))
            #expect(phone.text.contains("Calibrate") && phone.text.contains("starting angle, 10°"))
            #expect(try await owner.get("/live/0123456789abcdef0123456789abcdef").status == .notFound)
        }
    }

    @Test func theSocketRefusesAForeignOriginAndAnUnknownSession() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let plan = try await Self.kneePlan(app, owner)
            let path = try await Self.startLive(owner, plan)
            let foreign = try await owner.client.execute(
                uri: path + "/ws", method: .get, headers: [.cookie: owner.cookie, .origin: "http://evil.example"])
            #expect(foreign.status == .forbidden)
            let crossSite = try await owner.client.execute(
                uri: path + "/ws", method: .get,
                headers: [.cookie: owner.cookie, HTTPField.Name("Sec-Fetch-Site")!: "cross-site"])
            #expect(crossSite.status == .forbidden)
            let anonymous = try await owner.client.execute(uri: path + "/ws", method: .get)
            #expect(anonymous.status == .seeOther && anonymous.location == "/signin")
            let noOrigin = try await owner.client.execute(
                uri: path + "/ws", method: .get, headers: [.cookie: owner.cookie])
            #expect(noOrigin.status == .forbidden)
            let unknown = try await owner.client.execute(
                uri: "/live/nope/ws", method: .get, headers: [.cookie: owner.cookie, .origin: "http://localhost"])
            #expect(unknown.status == .notFound)
        }
    }

    @Test func endingShowsTheSummaryAndSavingTheFirstExerciseLeavesTheSlotOpen() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let plan = try await Self.kneePlan(app, owner)
            let path = try await Self.startLive(owner, plan)
            #expect(try await owner.get(path + "/summary").location == path)  // not ended yet
            #expect(try await owner.post(path + "/end", csrf: "wrong").status == .forbidden)
            let ended = try await owner.post(path + "/end")
            #expect(ended.status == .seeOther && ended.location == path + "/summary")
            #expect(try await owner.get(path).location == path + "/summary")
            let summary = try await owner.get(path + "/summary")
            #expect(summary.status == .ok && summary.isHTML)
            for text in [
                "No movement was measured", "Best angle", "Reps", "id=\"reps\">0<span class=\"stat-of\"> of 30</span>",
                "Time in target", "How did it feel?",
                "Easier", "Harder", "Save without answering", "Today&#39;s goal", "0 of 2 sessions done today",
                "This is exercise 1 of 2.", "These numbers are examples, not a prescription.",
            ] {
                #expect(
                    summary.text.contains(text)
                        || summary.text.contains(text.replacingOccurrences(of: "&#39;", with: "'")),
                    "summary lacks \(text)")
            }
            let saved = try await owner.post(path + "/save", [("feeling", "harder")])
            #expect(saved.status == .seeOther)
            let recordPath = try #require(saved.location.components(separatedBy: "?").first)
            #expect(recordPath.hasPrefix("/sessions/"))
            // Saving again (a double tap) stores nothing new.
            #expect(
                try await owner.post(path + "/save", [("feeling", "easier")]).location.hasPrefix(recordPath))
            #expect(try await app.database.sessions(planID: plan.id).count == 1)
            #expect(try await app.database.sessions(planID: plan.id).first?.feeling == .harder)
            let day = LocalDate(app.clock.now(), in: app.timeZone)
            #expect(try await app.database.completions(from: day, to: day).isEmpty)
            let record = try await owner.get(saved.location)
            #expect(record.status == .ok)
            for text in [
                "Saved", "It felt: <strong>Harder</strong>", "Download JSON", "Download CSV", "Next: Seated Knee Bends",
                "See progress",
            ] {
                #expect(record.text.contains(text), "record page lacks \(text)")
            }
            #expect(!record.text.contains("Save session"))
        }
    }

    @Test func theSlotIsDoneWhenEachExerciseHasASavedSetAndStartOpensTheNextOne() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let plan = try await Self.kneePlan(app, owner)
            let day = LocalDate(app.clock.now(), in: app.timeZone)
            let session = "/plans/\(plan.id.uuidString.lowercased())/sessions/\(plan.slots[0].id.uuidString.lowercased())"
            #expect(try await owner.get(session).location.hasSuffix("/exercises/heel-slides"))
            // Exercise 1 of 2 saved: not done yet, and Start carries on with exercise 2.
            let first = try await Self.startLive(owner, plan)
            _ = try await owner.post(first + "/end")
            let saved = try await owner.post(first + "/save", [("feeling", "same")])
            #expect(!(try await owner.get(saved.location).text.contains("Saved. Your 8:00 AM session is marked done.")))
            #expect(try await app.database.completions(from: day, to: day).isEmpty)
            #expect(try await owner.get(session).location.hasSuffix("/exercises/seated-knee-flexion"))
            // Exercise 2 saved: every exercise has a set, so the slot is done.
            let path = try await Self.startLive(owner, plan, exercise: "seated-knee-flexion")
            _ = try await owner.post(path + "/end")
            let second = try await owner.post(path + "/save", [("feeling", "same")])
            let record = try await owner.get(second.location)
            #expect(record.text.contains("Saved. Your 8:00 AM session is marked done."))
            #expect(record.text.contains("1 of 2 sessions done today"))
            #expect(try await app.database.completions(from: day, to: day).map(\.slotID) == [plan.slots[0].id])
            #expect(try await owner.get("/schedule").text.contains("1/2 done"))
        }
    }

    @Test func aSavedSessionDownloadsAsJSONAndCSVForTheOwnerOnly() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let plan = try await Self.kneePlan(app, owner)
            let record = SessionFixtures.record(
                plan: plan, day: LocalDate(iso: "2026-11-23")!, timeZone: app.timeZone,
                metrics: SessionFixtures.metrics(reps: 3))
            try await app.database.saveSession(record, completingSlot: false, at: record.endedAt)
            let key = record.id.uuidString.lowercased()
            let json = try await owner.get("/sessions/\(key)/workout.json")
            #expect(json.status == .ok && json.isJSON)
            #expect(
                json.headers[.contentDisposition] == "attachment; filename=\"physiopoint-heel-slides-2026-11-23.json\"")
            let object = try #require(try json.json() as? [String: Any])
            #expect(object["exercise"] as? String == "Heel Slides" && object["reps"] as? Int == 3)
            #expect(object["start"] as? String == "2026-11-23T13:05:00Z")
            let csv = try await owner.get("/sessions/\(key)/workout.csv")
            #expect(csv.status == .ok && csv.headers[.contentType] == "text/csv; charset=utf-8")
            #expect(csv.text.hasPrefix(WorkoutRecord.csvHeader + "\r\n\(key),heel-slides,Heel Slides,"))
            let bearer = try await owner.api(.get, "/sessions/\(key)/workout.json")
            #expect(bearer.status == .ok)
            for path in ["/sessions/\(key)/workout.json", "/sessions/\(key)/workout.csv", "/sessions/\(key)"] {
                #expect(try await owner.client.execute(uri: path, method: .get).location == "/signin")
            }
            #expect(try await owner.get("/sessions/\(UUID().uuidString)/workout.json").status == .notFound)
            #expect(try await owner.get("/sessions/not-a-uuid").status == .notFound)
            let page = try await owner.get("/sessions/\(key)")
            #expect(
                page.text.contains("id=\"reps\">3<span class=\"stat-of\"> of 10</span>")
                    && page.text.contains("Rep 1: 88°, in target"))
        }
    }

    @Test func theProgressPageShowsTheChartAdherenceAndLastSessions() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let plan = try await Self.kneePlan(app, owner)
            let empty = try await owner.get("/plans/\(plan.id.uuidString.lowercased())/progress")
            #expect(empty.status == .ok && empty.text.contains("No guided sessions yet"))
            let today = LocalDate(app.clock.now(), in: app.timeZone)
            let record = SessionFixtures.record(
                plan: plan, day: today, timeZone: app.timeZone, metrics: SessionFixtures.metrics(reps: 3))
            try await app.database.saveSession(record, completingSlot: true, at: record.endedAt)
            let other = SessionFixtures.record(
                plan: plan, exerciseID: "seated-knee-flexion", day: today, minute: 4, timeZone: app.timeZone,
                metrics: SessionFixtures.metrics(reps: 3))
            try await app.database.saveSession(other, completingSlot: true, at: other.endedAt)
            let page = try await owner.get("/plans/\(plan.id.uuidString.lowercased())/progress")
            #expect(page.status == .ok && page.isHTML)
            for text in [
                "Dad&#39;s knee", "Heel Slides", "class=\"trend-chart\"", "Show as a table", "<td class=\"mono\">88°",
                "Sessions done", "1 of 2 sessions done (50%).", "Mon • Nov 23: 1 of 2 sessions done",
                "Last sessions", "3 of 10 reps · best 88°", "href=\"/sessions/\(record.id.uuidString.lowercased())\"",
            ] {
                #expect(page.text.contains(text), "progress lacks \(text)")
            }
            #expect(try await owner.get("/plans/\(UUID().uuidString)/progress").status == .notFound)
            #expect(
                try await owner.client.execute(uri: "/plans/\(plan.id.uuidString)/progress", method: .get).location
                    == "/signin")
        }
    }
}
