import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PhysioCore
import PhysioStore
import PhysioWeb
import TestSupport
import Testing

@Suite struct ReminderPageTests {
    @Test func thePageListsEveryReminderWithItsLink() async throws {
        let app = try TestApp()
        try await app.seedKneePlan()
        try await app.database.startHabitCoach()
        try await app.run { owner in
            let page = try await owner.get("/reminders")
            #expect(page.status == .ok && page.isHTML)
            #expect(page.text.contains("Times in America/Toronto"))
            #expect(page.text.contains(#"<a href="/today#prep-tonight">Prep Tonight (for Tomorrow)</a>"#))
            #expect(page.text.contains(#"<a href="/today#review-prep">Review Your Prep</a>"#))
            #expect(page.text.contains("Morning session: Limited knee bend"))
            #expect(page.text.contains("Create a private calendar link"))
            #expect(page.text.contains("/static/reminders.js"))
        }
    }

    /// Someone who came for rehab never started the habit coach: none of its reminders fire, on the
    /// page, as due, or in the calendar, until "Start the habit coach" on Today (or a logged day).
    @Test func theHabitCoachRemindsOnlyOnceStarted() async throws {
        let app = try TestApp()  // 08:30 in Toronto: Morning Focus (08:00) would be due
        try await app.seedKneePlan()
        try await app.run { owner in
            let page = try await owner.get("/reminders").text
            #expect(page.contains("Morning session: Limited knee bend") && !page.contains("Review Your Prep"))
            let due = try #require(try await owner.get("/api/v1/reminders/due").json() as? [String: Any])
            #expect((due["due"] as? [[String: Any]])?.map { $0["title"] as? String } == ["Morning session: Limited knee bend"])
            _ = try await owner.post("/reminders/calendar")
            let feed = try #require(try await app.database.calendarFeed())
            let calendar = try await owner.client.execute(uri: "/calendar/\(feed.token).ics", method: .get)
            #expect(!calendar.text.contains("night-prep") && !calendar.text.contains("morning-focus"))
            let today = try await owner.get("/today").text
            #expect(today.contains("Start the habit coach"))
            let started = try await owner.post("/today/start")
            #expect(started.location == "/today?notice=started#today")
            #expect(!(try await owner.get("/today").text.contains("id=\"start-habit-coach\"")))
            #expect(try await owner.get("/reminders").text.contains("Review Your Prep"))
        }
    }

    @Test func dueRemindersAreServedAsJSONAndDoneSessionsDropOut() async throws {
        let app = try TestApp()  // 08:30 in Toronto
        try await app.seedKneePlan()
        try await app.database.startHabitCoach()
        let plan = try #require(try await app.database.plans().first)
        try await app.run { owner in
            let due = try await owner.get("/api/v1/reminders/due")
            #expect(due.status == .ok && due.isJSON)
            let body = try #require(try due.json() as? [String: Any])
            let items = try #require(body["due"] as? [[String: Any]])
            #expect(items.map { $0["title"] as? String } == ["Morning session: Limited knee bend", "Review Your Prep"])
            #expect(items.last?["path"] as? String == "/today#review-prep")
            #expect(items.first?["key"] as? String == "rehab-\(plan.slots[0].id.uuidString.lowercased())@2026-11-23")
            #expect((body["next"] as? [String: Any])?["title"] as? String == "Afternoon session: Limited knee bend")
            _ = try await owner.post("/plans/\(plan.id.uuidString)/sessions/\(plan.slots[0].id.uuidString)/done")
            let after = try #require(try await owner.get("/api/v1/reminders/due").json() as? [String: Any])
            #expect((after["due"] as? [[String: Any]])?.map { $0["title"] as? String } == ["Review Your Prep"])
            let anonymous = try await owner.client.execute(uri: "/api/v1/reminders/due", method: .get)
            #expect(anonymous.status == .unauthorized && anonymous.isJSON)
        }
    }

    @Test func aPlannedWorkoutIsDueOnceUnderItsOwnLowerCaseKeyAndLeadsToItsDay() async throws {
        let app = try TestApp()  // 08:30 in Toronto, Monday 2026-11-23
        let workoutID = try #require(UUID(uuidString: "8E4C2A9B-0F3D-4C8E-9A1B-2C3D4E5F6A7B"))
        let planID = try #require(UUID(uuidString: "1A2B3C4D-5E6F-4A8B-9C0D-1E2F3A4B5C6D"))
        let today = try #require(LocalDate(iso: "2026-11-23"))
        try await app.database.createMesocycle(
            MesocyclePlan(
                id: planID, name: "Block", startDate: today, weekCount: 1, deloadWeeks: [],
                workouts: [WorkoutSession(id: workoutID, date: today, title: "Legs")]),
            createdAt: RehabFixtures.at(2026, 11, 20, 9, in: RehabFixtures.toronto))
        try await app.run { owner in
            let body = try #require(try await owner.get("/api/v1/reminders/due").json() as? [String: Any])
            let items = try #require(body["due"] as? [[String: Any]])
            let workout = try #require(items.first { $0["kind"] as? String == "workout" })
            #expect(workout["key"] as? String == "workout-8e4c2a9b-0f3d-4c8e-9a1b-2c3d4e5f6a7b@2026-11-23")
            #expect(workout["path"] as? String == "/planner/1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d/days/2026-11-23")
            let page = try await owner.get("/reminders")
            #expect(page.text.contains(#"<a href="/planner/1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d/days/2026-11-23">Legs</a>"#))
            let calendar = try await owner.get("/reminders/physiopoint.ics")
            #expect(calendar.text.contains("UID:workout-8e4c2a9b-0f3d-4c8e-9a1b-2c3d4e5f6a7b@physiopoint"))
            #expect(!calendar.text.contains("workout-workout"))
        }
    }

    @Test func theCalendarLinkWorksByTokenAloneUntilRevoked() async throws {
        let app = try TestApp()
        try await app.seedKneePlan()
        try await app.database.startHabitCoach()
        try await app.run { owner in
            let forged = try await owner.post("/reminders/calendar", csrf: "wrong")
            #expect(forged.status == .forbidden)
            #expect(try await app.database.calendarFeed() == nil)
            let made = try await owner.post("/reminders/calendar")
            #expect(made.location == "/reminders?notice=feed-created#calendar")
            let feed = try #require(try await app.database.calendarFeed())
            #expect(feed.token.count == 64)
            let page = try await owner.get("/reminders")
            #expect(page.text.contains("/calendar/\(feed.token).ics"))
            #expect(page.text.contains("webcal://"))
            #expect(page.text.contains("Revoke this link"))

            // A calendar app: no cookie, just the link.
            let calendar = try await owner.client.execute(uri: "/calendar/\(feed.token).ics", method: .get)
            #expect(calendar.status == .ok)
            #expect(calendar.headers[.contentType] == "text/calendar; charset=utf-8")
            #expect(calendar.text.contains("BEGIN:VCALENDAR\r\n") && calendar.text.contains("UID:night-prep@physiopoint"))
            #expect(calendar.text.components(separatedBy: "BEGIN:VEVENT").count - 1 == 5)
            let wrong = try await owner.client.execute(uri: "/calendar/\(String(repeating: "0", count: 64)).ics", method: .get)
            #expect(wrong.status == .notFound)
            #expect(!wrong.text.contains("BEGIN:VCALENDAR"))

            let revoked = try await owner.post("/reminders/calendar/revoke")
            #expect(revoked.location == "/reminders?notice=feed-revoked#calendar")
            let gone = try await owner.client.execute(uri: "/calendar/\(feed.token).ics", method: .get)
            #expect(gone.status == .notFound)
        }
    }

    @Test func theOneOffDownloadNeedsTheOwner() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let download = try await owner.get("/reminders/physiopoint.ics")
            #expect(download.status == .ok)
            #expect(download.headers[.contentDisposition] == "attachment; filename=\"physiopoint-reminders.ics\"")
            #expect(download.text.contains("X-WR-TIMEZONE:America/Toronto"))
            let anonymous = try await owner.client.execute(uri: "/reminders/physiopoint.ics", method: .get)
            #expect(anonymous.status != .ok)
            #expect(!anonymous.text.contains("BEGIN:VCALENDAR"))
        }
    }

    /// Android's route to the reminders (issue 35): Google Calendar can't fetch a home server, so the
    /// page explains ICSx⁵, which fetches the link on the phone; the link opens it, and the feed
    /// answers its conditional requests (If-None-Match) with 304 while nothing changed.
    @Test func androidGetsTheOnPhoneRouteAndTheFeedAnswersItsConditionalRequests() async throws {
        let app = try TestApp()  // 08:30 in Toronto
        try await app.seedKneePlan()
        try await app.run { owner in
            _ = try await owner.post("/reminders/calendar")
            let feed = try #require(try await app.database.calendarFeed())
            let page = try await owner.get("/reminders").text
            #expect(page.contains("On an Android phone: ICSx⁵"))
            #expect(page.contains("Google fetches subscribed calendars from its own servers"))
            #expect(page.contains("/calendar/\(feed.token).ics\" id=\"open-in-icsx5\">Open in ICSx⁵</a>"))
            #expect(page.contains("href=\"webcal://") && !page.contains("From URL, paste the link"))
            #expect(page.contains("Ignore alerts embedded in the calendar"))

            let path = "/calendar/\(feed.token).ics"
            let first = try await owner.client.execute(uri: path, method: .get, headers: [.accept: "text/calendar, */*;q=0.9"])
            #expect(first.status == .ok && first.text.contains("BEGIN:VALARM"))
            let tag = try #require(first.headers[.eTag])
            #expect(tag.hasPrefix("\"") && tag.count == 34)
            let again = try await owner.client.execute(uri: path, method: .get, headers: [.ifNoneMatch: tag])
            #expect(again.status == .notModified && again.body.readableBytes == 0)
            // A change of plan is a new tag and a full answer.
            let plan = try #require(try await app.database.plans().first)
            try await app.database.updatePlanTimes(
                id: plan.id, times: [try #require(TimeOfDay(parsing: "09:30"))], newSlotID: { UUID() })
            let changed = try await owner.client.execute(uri: path, method: .get, headers: [.ifNoneMatch: tag])
            #expect(changed.status == .ok && changed.headers[.eTag] != tag)
        }
    }
}
