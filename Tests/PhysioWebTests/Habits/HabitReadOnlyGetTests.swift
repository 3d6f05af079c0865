import Foundation
import PhysioCore
import PhysioStore
import Testing
import TestSupport

/// A GET never writes: the habit pages and the progress API show achievements earned since the
/// last write (a new day, an import) as earned and celebrate them, and leave recording them to the
/// person's next habit write or to "Got it" on the celebration, with the day each was reached.
struct HabitReadOnlyGetTests {
    /// Three days in a row saved straight into the store, so nothing recorded "streak-3": it is due,
    /// reached on Monday, Nov 23.
    static func appWithAStreakDue(today: String = "2026-11-23") async throws -> HabitTestApp {
        let app = try HabitTestApp(today, hour: 20)
        for day in ["2026-11-21", "2026-11-22", "2026-11-23"] {
            try await app.database.saveMorningFocus(
                MorningFocusInput(myWhy: "Energy for the kids", willDo: "walk"), for: HabitFixtures.day(day), at: app.clock.now())
        }
        return app
    }

    static func recorded(_ app: HabitTestApp) async throws -> [String] {
        try await app.database.habitArchive().achievements.earned.map { "\($0.id) \($0.earnedOn.iso)" }
    }

    @Test(arguments: ["/today", "/history", "/api/v1/habits/progress"])
    func aGetLeavesTheCommitCounterAloneEvenWithAnAchievementDue(path: String) async throws {
        let app = try await Self.appWithAStreakDue()
        try await app.run { client in
            let before = app.database.dataVersion
            let first = path.hasPrefix("/api") ? try await client.api(.get, path) : try await client.get(path)
            #expect(first.status == .ok)
            #expect(first.pageText.contains(path.hasPrefix("/api") ? "streak-3" : "Three days in a row"))
            let again = path.hasPrefix("/api") ? try await client.api(.get, path) : try await client.get(path)
            #expect(again.status == .ok)
            #expect(app.database.dataVersion == before, "GET \(path) wrote")
        }
        #expect(try await Self.recorded(app).isEmpty)
    }

    @Test func aDueAchievementIsShownAsEarnedOnItsDayAndCelebratedOnEachVisitUntilRecorded() async throws {
        let app = try await Self.appWithAStreakDue(today: "2026-11-25")
        try await app.run { client in
            let history = try await client.get("/history").pageText
            #expect(history.contains("Earned Mon, Nov 23, 2026"))  // the day the run reached three
            #expect(history.contains("Three days in a row"))
            #expect(history.contains("action=\"/history/achievements/seen\""))
            #expect(history.contains("name=\"return\" value=\"/history\""))
            #expect(try await client.get("/today").pageText.contains("Three days in a row"))  // not lost
            struct Progress: Decodable { var achievements: [EarnedAchievement] }
            let progress = try JSONDecoder().decode(
                Progress.self, from: Data(buffer: try await client.api(.get, "/api/v1/habits/progress").body))
            #expect(progress.achievements == [EarnedAchievement(.streak3, earnedOn: HabitFixtures.day("2026-11-23"))])
        }
    }

    @Test func gotItRecordsTheAchievementOnTheDayItWasReachedAndTheCelebrationGoes() async throws {
        let app = try await Self.appWithAStreakDue(today: "2026-11-25")
        try await app.run { client in
            let before = app.database.dataVersion
            let forged = try await client.post("/history/achievements/seen", [("return", "/history")], csrf: "wrong")
            #expect(forged.status == .forbidden)
            #expect(app.database.dataVersion == before)
            let gotIt = try await client.post("/history/achievements/seen", [("return", "/history")])
            #expect(gotIt.status == .seeOther)
            #expect(gotIt.redirectTarget == "/history")
            #expect(try await Self.recorded(app) == ["streak-3 2026-11-23"])
            let history = try await client.get("/history").pageText
            #expect(!history.contains("Three days in a row"))
            #expect(history.contains("Earned Mon, Nov 23, 2026"))
            #expect(!(try await client.get("/today").pageText.contains("Three days in a row")))
            // Anything else sends the person to Today; the script's request gets no page at all.
            #expect(try await client.post("/history/achievements/seen", [("return", "https://example.com")]).redirectTarget == "/today")
            let scripted = try await client.post("/history/achievements/seen", accept: "application/json")
            #expect(scripted.status == .noContent)
        }
        #expect(try await Self.recorded(app) == ["streak-3 2026-11-23"])
    }

    @Test func theNextSaveFromTodayRecordsWhatWasDueQuietlyWithTheDayItWasReached() async throws {
        let app = try await Self.appWithAStreakDue(today: "2026-11-25")
        try await app.run { client in
            #expect(try await client.get("/today").pageText.contains("Three days in a row"))
            // Today showed it, so the save records it without celebrating it a second time.
            let saved = try await client.post("/today/entries/2026-11-25/morning-focus", [("myWhy", "Why")], accept: "application/json")
            #expect(saved.status == .ok)
            #expect(!saved.pageText.contains("celebration"))
            #expect(try await Self.recorded(app) == ["streak-3 2026-11-23"])
            #expect(!(try await client.get("/today").pageText.contains("Three days in a row")))
        }
    }

    @Test func aSaveThatEarnsAnotherStillCelebratesOnlyWhatItEarned() async throws {
        let app = try HabitTestApp("2026-11-27", hour: 20)
        // Six days in a row up to yesterday: streak-3 is due; today's save makes seven.
        for back in 1...6 {
            try await app.database.saveMorningFocus(
                MorningFocusInput(myWhy: "Why"), for: HabitFixtures.day("2026-11-27").adding(days: -back), at: app.clock.now())
        }
        try await app.run { client in
            let saved = try await client.post("/today/entries/2026-11-27/morning-focus", [("myWhy", "Why")])
            #expect(saved.redirectTarget.contains("celebrate=streak-7#"))
        }
        #expect(try await Self.recorded(app) == ["streak-3 2026-11-23", "streak-7 2026-11-27"])
    }

    @Test func anEditThatBreaksTheRunCannotTakeBackAnAchievementThePersonWasShown() async throws {
        let app = try await Self.appWithAStreakDue()
        try await app.run { client in
            #expect(try await client.get("/history").pageText.contains("Three days in a row"))
            // Emptying the middle day breaks the run; what was due is recorded before the change.
            let emptied = try await client.post(
                "/today/entries/2026-11-22/morning-focus", [("myWhy", ""), ("willDo", ""), ("return", "/history/2026-11-22")])
            #expect(emptied.status == .seeOther)
            #expect(try await app.database.habitEntry(on: HabitFixtures.day("2026-11-22")) == nil)
        }
        #expect(try await Self.recorded(app) == ["streak-3 2026-11-23"])
    }

    @Test func aSaveFromAPageThatDidNotShowTheCelebrationCelebratesWhatWasDue() async throws {
        let app = try await Self.appWithAStreakDue()
        try await app.run { client in
            let note = try await client.post("/help/notes", [("category", "stress"), ("text", "Long day")])
            #expect(note.redirectTarget.contains("celebrate=streak-3"))
            #expect(try await client.get(note.redirectTarget).pageText.contains("Three days in a row"))
        }
        #expect(try await Self.recorded(app) == ["streak-3 2026-11-23"])
    }

    @Test func aPauseThatBridgesTwoRunsIsRecordedAndCelebratedBySavingIt() async throws {
        let app = try HabitTestApp("2026-11-23", hour: 20)
        for day in ["2026-11-20", "2026-11-21", "2026-11-23"] {
            try await app.database.saveMorningFocus(MorningFocusInput(myWhy: "Why"), for: HabitFixtures.day(day), at: app.clock.now())
        }
        try await app.run { client in
            let before = app.database.dataVersion
            #expect(!(try await client.get("/history").pageText.contains("Three days in a row")))
            #expect(app.database.dataVersion == before)
            let paused = try await client.post("/history/pauses", [("from", "2026-11-22"), ("reason", "illness")])
            #expect(paused.redirectTarget == "/history?notice=paused&celebrate=streak-3#pauses")
            #expect(try await client.get(paused.redirectTarget).pageText.contains("Three days in a row"))
        }
        #expect(try await Self.recorded(app) == ["streak-3 2026-11-23"])
    }
}
