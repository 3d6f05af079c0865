import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PhysioCore
import PhysioStore
import PhysioWeb
import Testing
import TestSupport

@Suite struct PlannerRouterTests {
    typealias F = TrainingFixtures
    typealias W = PlannerWebFixtures

    func withApp(
        database: AppDatabase? = nil, clock: ManualClock = ManualClock(PlannerWebFixtures.now),
        _ test: @escaping @Sendable (PlannerBrowser, AppDatabase) async throws -> Void
    ) async throws {
        let database = if let database { database } else { try await W.database() }
        let app = try await buildApplication(database: database, configuration: W.configuration(clock: clock))
        try await app.test(.router) { client in
            try await test(try await PlannerBrowser.signIn(client, database: database), database)
        }
    }

    // MARK: Pages

    @Test func thePlannerTabShowsTheRunningPlansWeeks() async throws {
        try await withApp { browser, _ in
            let page = try await browser.get("/planner")
            #expect(page.status == .ok)
            #expect(page.contentType.hasPrefix("text/html"))
            #expect(page.text.contains("Spring block"))
            #expect(page.text.contains(#"aria-label="Monday: Push Day, 3 exercises, status to do""#))
            #expect(page.text.contains(#"aria-label="Wednesday: Leg Day, 2 exercises, status to do""#))
            #expect(page.text.contains("Deload week"))  // week 2, in brief
            #expect(page.text.contains(#"<a href="/planner" aria-current="page""#))
            #expect(page.text.contains("/static/planner.js"))
            // Wednesday is today: the active (indigo-to-violet) day.
            #expect(page.text.contains(#"class="day-card is-active is-today"#))
        }
    }

    @Test func aWeekOpensByItsAddressInFullOrAsAFragment() async throws {
        try await withApp { browser, _ in
            let page = try await browser.get(W.planPath + "?week=2")
            #expect(page.status == .ok)
            #expect(page.text.contains(#"class="chip-dose is-reduced""#))  // the deload bench: 2 × 8–10
            #expect(page.text.contains("Week 2 is a deload"))
            #expect(page.text.contains(#"id="week-1" data-week="1" data-week-url="\#(W.planPath)/weeks/1" data-week-summary"#))
            let fragment = try await browser.get(W.planPath + "/weeks/2")
            #expect(fragment.status == .ok && fragment.contentType.hasPrefix("text/html"))
            #expect(fragment.text.hasPrefix(#"<section class="week is-deload" id="week-2""#))
            #expect(fragment.text.contains(#"aria-label="Monday: Push Day, 1 exercise, status to do""#))
            #expect(fragment.text.contains(#"name="_csrf" value="\#(browser.csrf)""#))
            #expect(!fragment.text.contains("<html"))
            #expect(try await browser.get(W.planPath + "/weeks/3").status == .notFound)
            #expect(try await browser.get(W.planPath + "/weeks/0").status == .notFound)
            #expect(try await browser.get(W.planPath + "/weeks/two").status == .notFound)
            // A week number the plan doesn't have opens the current week.
            let outside = try await browser.get(W.planPath + "?week=9")
            #expect(outside.status == .ok && outside.text.contains(#"id="day-2026-03-04""#))
        }
    }

    /// The benchmark's plan (`physiopoint-bench pages 300 planner`): 12 weeks of upper/lower, four
    /// workouts a week. The page draws today's week and sums up the other eleven.
    @Test func aTwelveWeekPlanPageStaysUnder40KBWithEveryWeekReachable() async throws {
        let database = try AppDatabase.inMemory()
        var ids = SequentialIDs(after: 10_000)
        let plan = try MesocycleTemplate.upperLower.makePlan(
            id: SequentialIDs.uuid(9_000), name: "Bench block", startingOn: F.day(2026, 3, 2), weekCount: 12,
            newID: { ids.next() })
        try await database.createMesocycle(plan, createdAt: W.now)
        try await withApp(database: database) { browser, _ in
            let path = "/planner/\(AppPath.id(plan.id))"
            let page = try await browser.get(path)
            #expect(page.status == .ok)
            #expect(page.body.readableBytes < 40_000, "the 12-week plan page is \(page.body.readableBytes) bytes")
            #expect(page.text.components(separatedBy: "<li class=\"day-card").count - 1 == 7)
            #expect(page.text.components(separatedBy: "data-week-summary").count - 1 == 11)
            for week in 1...12 {
                #expect(page.text.contains("href=\"\(path)?week=\(week)\""))
            }
            let last = try await browser.get(path + "?week=12")
            #expect(last.body.readableBytes < 40_000)
            #expect(last.text.contains(#"id="day-2026-05-24""#))
        }
    }

    @Test func withoutPlansThePlannerOffersTemplates() async throws {
        try await withApp(database: try AppDatabase.inMemory()) { browser, _ in
            let page = try await browser.get("/planner")
            #expect(page.status == .ok)
            #expect(page.text.contains("Plan your training"))
            #expect(page.text.contains("Upper / Lower, 4 days"))
            #expect(page.text.contains("Start from scratch"))
            #expect(page.text.contains(#"value="2026-03-09""#))  // next Monday
        }
    }

    @Test func plannerPagesNeedSignInAndFormsNeedTheToken() async throws {
        let database = try await W.database()
        let app = try await buildApplication(database: database, configuration: W.configuration())
        try await app.test(.router) { client in
            let page = try await client.execute(uri: "/planner", method: .get)
            #expect(page.status == .seeOther || page.status == .found)
            #expect(page.location == "/signin")
            let api = try await client.execute(uri: "/api/v1/mesocycles", method: .get)
            #expect(api.status == .unauthorized)
            let browser = try await PlannerBrowser.signIn(client, database: database)
            let refused = try await browser.post("/planner/new", form: [("template", "full-body"), ("start", "2026-03-02"), ("weeks", "4")], csrf: false)
            #expect(refused.status == .forbidden)
            #expect(try await database.mesocycleSummaries().count == 1)
        }
    }

    @Test func creatingAPlanFromATemplateRedirectsToIt() async throws {
        try await withApp(database: try AppDatabase.inMemory()) { browser, database in
            let response = try await browser.post("/planner/new", form: [
                ("template", "push-pull-legs"), ("name", "Hypertrophy <block>"), ("start", "2026-03-02"), ("weeks", "12"),
            ])
            #expect(response.status == .seeOther || response.status == .found)
            let summaries = try await database.mesocycleSummaries()
            #expect(summaries.first?.name == "Hypertrophy <block>")
            #expect(summaries.first?.workoutCount == 36)
            let id = try #require(summaries.first?.id)
            #expect(response.location == "/planner/\(id.uuidString.lowercased())?notice=created")
            // Links saved before ids went lower case still open the plan.
            #expect(try await browser.get("/planner/\(id.uuidString.uppercased())").status == .ok)
            let page = try await browser.get(response.location)
            #expect(page.text.contains("Hypertrophy &lt;block&gt;"))
            #expect(!page.text.contains("Hypertrophy <block>"))
            #expect(page.text.contains("Your training plan is ready"))
            #expect(page.text.contains("12 weeks · 3 deload weeks"))
        }
    }

    @Test func aBadNewPlanFormIsShownAgainWithTheProblem() async throws {
        try await withApp(database: try AppDatabase.inMemory()) { browser, database in
            let response = try await browser.post("/planner/new", form: [("template", MesocycleForm.scratch), ("start", "2026-03-02"), ("weeks", "99")])
            #expect(response.status == .badRequest)
            #expect(response.text.contains("A plan of 99 weeks can’t be made; choose 1 to 26 weeks."))
            #expect(response.text.contains(#"value="99""#))
            #expect(try await database.mesocycleSummaries().isEmpty)
        }
    }

    @Test func theDayPageAndItsSheetShowSetsAndNotes() async throws {
        try await withApp { browser, _ in
            let page = try await browser.get(W.planPath + "/days/2026-03-09")
            #expect(page.status == .ok)
            #expect(page.text.contains("Monday, March 9, 2026"))
            #expect(page.text.contains("Week 2 is a deload"))
            #expect(page.text.contains("deload: 2 of 4 sets"))
            #expect(page.text.contains("Edit workout"))
            let sheet = try await browser.get(W.planPath + "/days/2026-03-02?sheet=1")
            #expect(sheet.status == .ok)
            #expect(!sheet.text.contains("<html"))
            #expect(sheet.text.contains("3 exercises · 9 sets"))
            #expect(sheet.text.contains("data-swipe-done"))
            #expect(sheet.text.contains("Mark done"))
            let rest = try await browser.get(W.planPath + "/days/2026-03-03")
            #expect(rest.text.contains("Plan a workout on this day"))
            let outside = try await browser.get(W.planPath + "/days/2026-05-01")
            #expect(outside.status == .badRequest)
            #expect(outside.text.contains("outside this plan"))
            let missing = try await browser.get("/planner/\(UUID().uuidString)")
            #expect(missing.status == .notFound)
            #expect(missing.text.contains("That training plan doesn"))
            #expect(missing.text.contains("exist any more. It may have been deleted."))
        }
    }

    @Test func markingDoneWithTheFormPersists() async throws {
        try await withApp { browser, database in
            let path = W.planPath + "/workouts/\(F.pushID.uuidString)"
            let done = try await browser.post(path + "/done")
            #expect(done.location.hasPrefix(W.planPath + "?day=2026-03-02&notice=done"))
            #expect(try await database.mesocycle(id: F.planID)?.workout(id: F.pushID)?.doneAt == W.now)
            let page = try await browser.get(W.planPath)
            #expect(page.text.contains(#"aria-label="Monday: Push Day, 3 exercises, status done""#))
            #expect(page.text.contains("1 of 2 workouts done"))
            _ = try await browser.post(path + "/undone", form: [("from", "day")])
            #expect(try await database.mesocycle(id: F.planID)?.workout(id: F.pushID)?.isDone == false)
            #expect(try await browser.post(path + "/done", csrf: false).status == .forbidden)
        }
    }

    @Test func theMoveFormMovesWithoutDragging() async throws {
        try await withApp { browser, database in
            let movePage = try await browser.get(W.planPath + "/exercises/\(F.pressID.uuidString)/move")
            #expect(movePage.status == .ok)
            #expect(movePage.text.contains("Move <strong>Overhead Press</strong> from Push Day, Monday, Mar 2 to"))
            #expect(movePage.text.contains("deload week: sets about halved"))
            let sheet = try await browser.get(W.planPath + "/exercises/\(F.pressID.uuidString)/move?sheet=1")
            #expect(sheet.text.contains("data-move-form"))
            let moved = try await browser.post(W.planPath + "/exercises/\(F.pressID.uuidString)/move", form: [("day", "2026-03-04")])
            let location = moved.location
            #expect(location.hasPrefix(W.planPath + "?day=2026-03-04&moved=") && location.hasSuffix("#day-2026-03-04"))
            #expect(try await database.mesocycle(id: F.planID)?.workout(on: F.day(2026, 3, 4))?.exercises.last?.id == F.pressID)

            // The page it lands on says what moved, with an Undo form that really reverses it.
            let page = try await browser.get(String(location.prefix { $0 != "#" }))
            #expect(page.text.contains("Moved Overhead Press to Wed Mar 4, week 1."))
            let moveID = String(location.split(separator: "=").last?.prefix(36) ?? "")
            #expect(page.text.contains("action=\"\(W.planPath)/moves/\(moveID)/undo\""))
            #expect(try await browser.post(W.planPath + "/moves/\(moveID)/undo", form: [], csrf: false).status == .forbidden)
            let undone = try await browser.post(W.planPath + "/moves/\(moveID)/undo", form: [("from", "planner")])
            #expect(undone.location == W.planPath + "?day=2026-03-02&undone=\(moveID)#day-2026-03-02")
            #expect(try await database.mesocycle(id: F.planID) == F.twoWeekPlan())
            let back = try await browser.get(W.planPath + "?day=2026-03-02&undone=\(moveID)")
            #expect(back.text.contains("Overhead Press is back on Mon Mar 2, week 1."))
            // Again: refused with a clear message, nothing changed.
            let twice = try await browser.post(W.planPath + "/moves/\(moveID)/undo", form: [("from", "planner")])
            #expect(twice.status == .conflict)
            #expect(twice.text.contains("That move was already undone; nothing was changed."))
            #expect(try await database.mesocycle(id: F.planID) == F.twoWeekPlan())
        }
    }

    @Test func exercisesAreEditedWithValidationMessages() async throws {
        try await withApp { browser, database in
            let form = try await browser.get(W.planPath + "/exercises/\(F.benchID.uuidString)/edit")
            #expect(form.status == .ok)
            #expect(form.text.contains(#"value="Bench Press""#))
            let bad = try await browser.post(W.planPath + "/exercises/\(F.benchID.uuidString)", form: [
                ("name", "Bench Press"), ("sets", "three"), ("reps", "8-10"), ("load", "60"), ("rest", "90"), ("notes", ""), ("group", "chest"),
            ])
            #expect(bad.status == .badRequest)
            #expect(bad.text.contains("is not a whole number; enter the sets as digits"))
            let good = try await browser.post(W.planPath + "/exercises/\(F.benchID.uuidString)", form: [
                ("name", "Paused Bench"), ("sets", "5"), ("reps", "3-5"), ("load", "80 kg"), ("rest", "180"), ("notes", "Pause 1 s"), ("group", "chest"),
            ])
            #expect(good.location == W.planPath + "/days/2026-03-02?notice=saved")
            let bench = try #require(try await database.mesocycle(id: F.planID)?.exercise(id: F.benchID)?.exercise)
            #expect(bench.name == "Paused Bench")
            #expect(bench.baseSets == 5)
            #expect(bench.load == .kilograms(80))
            // Add, then remove.
            let add = try await browser.post(W.planPath + "/workouts/\(F.legsID.uuidString)/exercises", form: [
                ("name", "Leg Curl"), ("sets", "3"), ("reps", "12"), ("load", ""), ("rest", "60"), ("notes", ""), ("group", "hamstrings"),
            ])
            #expect(add.location == W.planPath + "/days/2026-03-04?notice=saved")
            let legs = try #require(try await database.mesocycle(id: F.planID)?.workout(id: F.legsID))
            #expect(legs.exercises.map(\.name) == ["Back Squat", "Calf Raise", "Leg Curl"])
            let curlID = try #require(legs.exercises.last?.id)
            _ = try await browser.post(W.planPath + "/exercises/\(curlID.uuidString)/delete")
            #expect(try await database.mesocycle(id: F.planID)?.workout(id: F.legsID)?.exercises.count == 2)
            #expect(try await browser.get(W.planPath + "/workouts/\(F.legsID.uuidString)/exercises/new").text.contains("Add an exercise to Leg Day"))
        }
    }

    @Test func workoutsAreAddedRetitledRescheduledAndDeleted() async throws {
        try await withApp { browser, database in
            let blank = try await browser.post(W.planPath + "/days/2026-03-06/workout", form: [("title", "  ")])
            #expect(blank.status == .badRequest)
            #expect(blank.text.contains("workout title"))
            let added = try await browser.post(W.planPath + "/days/2026-03-06/workout", form: [("title", "Arms")])
            #expect(added.location == W.planPath + "/days/2026-03-06?notice=workout-added")
            let arms = try #require(try await database.mesocycle(id: F.planID)?.workout(on: F.day(2026, 3, 6)))
            _ = try await browser.post(W.planPath + "/workouts/\(arms.id.uuidString)/title", form: [("title", "Arms & core")])
            #expect(try await database.mesocycle(id: F.planID)?.workout(id: arms.id)?.title == "Arms & core")
            _ = try await browser.post(W.planPath + "/workouts/\(arms.id.uuidString)/reschedule", form: [("day", "2026-03-07")])
            #expect(try await database.mesocycle(id: F.planID)?.workout(id: arms.id)?.date == F.day(2026, 3, 7))
            let deleted = try await browser.post(W.planPath + "/workouts/\(arms.id.uuidString)/delete")
            #expect(deleted.location.contains("notice=workout-deleted"))
            #expect(try await database.mesocycle(id: F.planID)?.workout(id: arms.id) == nil)
        }
    }

    @Test func settingsRenameAndChooseDeloadWeeks() async throws {
        try await withApp { browser, database in
            let page = try await browser.get(W.planPath + "/settings")
            #expect(page.status == .ok)
            #expect(page.text.contains("Week 2 · Mar 9 – 15"))
            let bad = try await browser.post(W.planPath + "/settings", form: [("name", "")])
            #expect(bad.status == .badRequest)
            #expect(bad.text.contains("plan name"))
            _ = try await browser.post(W.planPath + "/settings", form: [("name", "Block B"), ("deload", "1")])
            let plan = try #require(try await database.mesocycle(id: F.planID))
            #expect(plan.name == "Block B")
            #expect(plan.deloadWeeks == [1])
        }
    }

    @Test func deletingAPlanAsksFirst() async throws {
        try await withApp { browser, database in
            let confirm = try await browser.get(W.planPath + "/delete")
            #expect(confirm.status == .ok)
            #expect(confirm.text.contains("Delete Spring block?"))
            #expect(confirm.text.contains("can't be undone") || confirm.text.contains("can&#39;t be undone"))
            #expect(try await browser.post(W.planPath + "/delete", csrf: false).status == .forbidden)
            let deleted = try await browser.post(W.planPath + "/delete")
            #expect(deleted.location == "/planner?notice=deleted")
            #expect(try await database.mesocycle(id: F.planID) == nil)
            #expect(try await browser.get("/planner?notice=deleted").text.contains("The training plan was deleted."))
        }
    }

    @Test func theCalendarDownloadIsICalendar() async throws {
        try await withApp { browser, _ in
            let response = try await browser.get(W.planPath + "/calendar.ics")
            #expect(response.status == .ok)
            #expect(response.contentType == "text/calendar; charset=utf-8")
            #expect(response.headers[.contentDisposition] == #"attachment; filename="spring-block.ics""#)
            #expect(response.text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"))
            #expect(response.text.contains("UID:workout-00000000-0000-0000-0000-00000000000a@physiopoint\r\n"))
            #expect(response.text.components(separatedBy: "BEGIN:VEVENT").count == 4)
        }
    }

    // MARK: JSON API

    @Test func aMoveThroughTheAPIAnswersWithTheWeeksToRedraw() async throws {
        try await withApp { browser, database in
            let body = #"{"exerciseId": "\#(F.pressID.uuidString)", "day": "2026-03-10"}"#
            let response = try await browser.json(.post, "/api/v1/mesocycles/\(F.planID.uuidString)/moves", body)
            #expect(response.status == .ok)
            #expect(response.contentType.hasPrefix("application/json"))
            let json = try #require(try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any])
            #expect(json["message"] as? String == "Moved Overhead Press to Tue Mar 10, week 2. Deload week: 2 of 3 sets.")
            let move = try #require(json["move"] as? [String: Any])
            #expect(move["setsBefore"] as? Int == 3)
            #expect(move["setsAfter"] as? Int == 2)
            #expect(move["createdWorkout"] as? Bool == true)
            let weeks = try #require(json["weeks"] as? [[String: Any]])
            #expect(weeks.compactMap { $0["number"] as? Int } == [1, 2])
            #expect((weeks.last?["html"] as? String)?.contains("Tuesday: Overhead Press, 1 exercise, status to do") == true)
            #expect(try await database.mesocycle(id: F.planID)?.workout(on: F.day(2026, 3, 10))?.exercises.first?.id == F.pressID)
        }
    }

    @Test func thePlanAsJSONUsesISODaysAndDeloadSets() async throws {
        try await withApp { browser, _ in
            let response = try await browser.get("/api/v1/mesocycles/\(F.planID.uuidString)")
            #expect(response.status == .ok)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any])
            #expect(json["startDate"] as? String == "2026-03-02")
            #expect(json["endDate"] as? String == "2026-03-15")
            #expect(json["deloadWeeks"] as? [Int] == [2])
            let workouts = try #require(json["workouts"] as? [[String: Any]])
            #expect(workouts.map { $0["date"] as? String } == ["2026-03-02", "2026-03-04", "2026-03-09"])
            let deloadBench = try #require((workouts.last?["exercises"] as? [[String: Any]])?.first)
            #expect(deloadBench["baseSets"] as? Int == 4)
            #expect(deloadBench["sets"] as? Int == 2)
            #expect(deloadBench["reps"] as? String == "8–10")
            #expect(deloadBench["load"] as? String == "60 kg")
        }
    }

    @Test func aMoveWithoutTheTokenOrIntoADoneWorkoutIsRefused() async throws {
        try await withApp { browser, database in
            let path = "/api/v1/mesocycles/\(F.planID.uuidString)/moves"
            let body = #"{"exerciseId": "\#(F.pressID.uuidString)", "day": "2026-03-04"}"#
            let forged = try await browser.json(.post, path, body, csrf: false)
            #expect(forged.status == .forbidden)
            #expect(forged.text.contains(#""code":"csrf_failed""#))
            _ = try await database.markWorkoutDone(planID: F.planID, workoutID: F.legsID, at: W.now)
            let refused = try await browser.json(.post, path, body)
            #expect(refused.status == .conflict)
            #expect(refused.text.contains(#""code":"workout_done""#))
            #expect(refused.text.contains("mark it not done first"))
            let outside = try await browser.json(.post, path, #"{"exerciseId": "\#(F.pressID.uuidString)", "day": "2027-01-01"}"#)
            #expect(outside.status == .badRequest)
            #expect(outside.text.contains("day_outside_plan"))
            let unknown = try await browser.json(.post, path, #"{"exerciseId": "\#(UUID().uuidString)", "day": "2026-03-04"}"#)
            #expect(unknown.status == .notFound)
            let notJSON = try await browser.json(.post, path, "day=2026-03-04")
            #expect(notJSON.status == .badRequest)
            #expect(try await database.mesocycle(id: F.planID)?.exercise(id: F.pressID)?.workout.id == F.pushID)
        }
    }

    @Test func markingDoneThroughTheAPIRedrawsTheWeek() async throws {
        try await withApp { browser, database in
            let path = "/api/v1/mesocycles/\(F.planID.uuidString)/workouts/\(F.legsID.uuidString)/done"
            let done = try await browser.json(.post, path)
            #expect(done.status == .ok)
            #expect(done.text.contains("Leg Day marked done."))
            #expect(done.text.contains("Wednesday: Leg Day, 2 exercises, status done"))
            #expect(try await database.mesocycle(id: F.planID)?.workout(id: F.legsID)?.isDone == true)
            let undone = try await browser.json(.delete, path)
            #expect(undone.text.contains("Leg Day marked not done."))
            #expect(try await browser.json(.delete, path, csrf: false).status == .forbidden)
        }
    }

    @Test func theAPIListsCreatesReordersAndDeletesPlans() async throws {
        try await withApp(database: try AppDatabase.inMemory()) { browser, database in
            let created = try await browser.json(.post, "/api/v1/mesocycles", #"{"template": "full-body", "startDate": "2026-03-02", "weekCount": 2}"#)
            #expect(created.status == .created)
            let plan = try #require(try await database.mesocycleSummaries().first)
            #expect(created.location == "/api/v1/mesocycles/\(AppPath.id(plan.id))")
            #expect(created.text.contains(#""startDate":"2026-03-02""#))
            #expect(created.text.contains(#""deloadWeeks":[]"#))
            let list = try await browser.get("/api/v1/mesocycles")
            #expect(list.text.contains(#""name":"Full body, 3 days""#))
            #expect(list.text.contains(#""workoutCount":6"#))
            let full = try #require(try await database.mesocycle(id: plan.id))
            // Today is Wednesday of week 1: Monday's workout is past; reverse the rest.
            let upcoming = full.upcomingWorkouts(from: F.day(2026, 3, 4)).map(\.id.uuidString)
            let order = #"{"order": [\#(upcoming.reversed().map { "\"\($0)\"" }.joined(separator: ","))]}"#
            let reordered = try await browser.json(.put, "/api/v1/mesocycles/\(plan.id.uuidString)/order", order)
            #expect(reordered.status == .ok)
            #expect(reordered.contentType.hasPrefix("application/json"))
            let after = try #require(try await database.mesocycle(id: plan.id))
            #expect(after.upcomingWorkouts(from: F.day(2026, 3, 4)).map(\.id.uuidString) == upcoming.reversed())
            let mismatch = try await browser.json(.put, "/api/v1/mesocycles/\(plan.id.uuidString)/order", #"{"order": []}"#)
            #expect(mismatch.status == .conflict)
            let bad = try await browser.json(.post, "/api/v1/mesocycles", #"{"template": "nope", "startDate": "2026-03-02"}"#)
            #expect(bad.status == .badRequest)
            let deleted = try await browser.json(.delete, "/api/v1/mesocycles/\(plan.id.uuidString)")
            #expect(deleted.status == .noContent)
            #expect(try await browser.get("/api/v1/mesocycles/\(plan.id.uuidString)").status == .notFound)
        }
    }
}
