import Foundation
import PhysioCore
import PhysioStore
import Testing
import TestSupport

/// A GET never writes: the habit pages and the progress API read, and only open a write when an
/// achievement is really new.
struct HabitReadOnlyGetTests {
    @Test(arguments: ["/today", "/history", "/api/v1/habits/progress"])
    func aGetLeavesTheCommitCounterAlone(path: String) async throws {
        let app = try HabitTestApp("2026-11-23", hour: 20)
        // Three days in a row earn "streak-3" when the last one is saved, not on the next visit.
        for day in ["2026-11-21", "2026-11-22", "2026-11-23"] {
            try await app.database.saveMorningFocus(
                MorningFocusInput(myWhy: "Energy for the kids", willDo: "walk"), for: HabitFixtures.day(day), at: app.clock.now())
        }
        try await app.database.recordAchievements(today: HabitFixtures.day("2026-11-23"))
        try await app.run { client in
            let before = app.database.dataVersion
            let first = try await client.get(path)
            #expect(first.status == .ok)
            let again = try await client.get(path)
            #expect(again.status == .ok)
            #expect(app.database.dataVersion == before)
        }
    }

    @Test func aVisitThatEarnsAnAchievementWritesItOnce() async throws {
        let app = try HabitTestApp("2026-11-23", hour: 20)
        for day in ["2026-11-21", "2026-11-22", "2026-11-23"] {
            try await app.database.saveMorningFocus(
                MorningFocusInput(myWhy: "Energy for the kids", willDo: "walk"), for: HabitFixtures.day(day), at: app.clock.now())
        }
        try await app.run { client in
            let before = app.database.dataVersion
            #expect(try await client.get("/history").pageText.contains("Three days in a row"))
            let afterFirst = app.database.dataVersion
            #expect(afterFirst == before + 1)
            _ = try await client.get("/history")
            _ = try await client.get("/today")
            #expect(app.database.dataVersion == afterFirst)
        }
    }
}
