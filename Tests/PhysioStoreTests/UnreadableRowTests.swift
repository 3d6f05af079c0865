import Foundation
import GRDB
import PhysioCore
import TestSupport
import Testing

@testable import PhysioStore

/// A stored row that can't be read is an error naming its table and id, in pages and in the export:
/// never a silent drop that would leave it out of a page or a backup.
struct UnreadableRowTests {
    let day = HabitFixtures.day("2026-08-30")
    let noon = HabitFixtures.instant("2026-08-30", 12, in: HabitFixtures.toronto)

    /// A database with one good plan, then `sql` run as is (the damage).
    func database(damagedBy sql: String) async throws -> AppDatabase {
        let database = try AppDatabase.inMemory()
        try await database.createPlan(RehabFixtures.kneePlan())
        try await database.writer.write { db in try db.execute(sql: sql) }
        return database
    }

    func expectExportRefused(_ database: AppDatabase, table: String, rowID: String) async throws {
        let error = await #expect(throws: UnreadableRowError.self) { try await database.exportArchive() }
        #expect(error?.table == table)
        #expect(error?.rowID == rowID)
        #expect(error?.code == "unreadable_row")
        #expect(error?.kind == .unavailable)
        #expect(error?.message.contains("“\(table)”") == true)
        #expect(error?.message.contains("“\(rowID)”") == true)
    }

    @Test func aPlanWithABrokenIDFailsThePlanListAndTheExport() async throws {
        let database = try await database(
            damagedBy: """
                INSERT INTO rehab_plan (id, name, condition_id, region, created_at)
                VALUES ('not-a-uuid', 'Broken', 'knee-limited-flexion', 'knee', '2026-08-30 12:00:00.000')
                """)
        let error = await #expect(throws: UnreadableRowError.self) { try await database.plans() }
        #expect(
            error
                == UnreadableRowError(table: "rehab_plan", rowID: "not-a-uuid", reason: "id “not-a-uuid” is not a UUID")
        )
        await #expect(throws: UnreadableRowError.self) {
            try await database.daySchedule(now: noon, timeZone: HabitFixtures.toronto)
        }
        try await expectExportRefused(database, table: "rehab_plan", rowID: "not-a-uuid")
    }

    @Test func aPlanInAnUnknownBodyRegionIsReportedNotSkipped() async throws {
        let database = try await database(
            damagedBy: """
                INSERT INTO rehab_plan (id, name, condition_id, region, created_at)
                VALUES ('11111111-2222-4333-8444-555555555555', 'Tail', 'x', 'tail', '2026-08-30 12:00:00.000')
                """)
        let error = await #expect(throws: UnreadableRowError.self) { try await database.plans() }
        #expect(error?.reason == "region “tail” is not a known value")
        try await expectExportRefused(database, table: "rehab_plan", rowID: "11111111-2222-4333-8444-555555555555")
    }

    @Test func aCompletionOnAnImpossibleDayFailsTheExport() async throws {
        let plan = RehabFixtures.kneePlan()
        let slot = plan.slots[0].id.uuidString.lowercased()
        let database = try await database(
            damagedBy: """
                INSERT INTO slot_completion (slot_id, day, completed_at) VALUES ('\(slot)', '2026-13-45', '2026-08-30 12:00:00.000')
                """)
        try await expectExportRefused(database, table: "slot_completion", rowID: "\(slot)/2026-13-45")
    }

    @Test func aSessionWhoseMetricsAreNotJSONFailsItsPlanPageAndTheExport() async throws {
        let plan = RehabFixtures.kneePlan()
        let id = "aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee"
        let database = try await database(
            damagedBy: """
                INSERT INTO exercise_session (id, plan_id, slot_id, exercise_id, source, day, started_at, ended_at, feeling,
                    reps, best_angle, metrics)
                VALUES ('\(id)', '\(plan.id.uuidString.lowercased())', NULL, 'heel-slides', 'slider', '2026-08-30',
                    '2026-08-30 12:00:00.000', '2026-08-30 12:05:00.000', NULL, 3, NULL, 'not json')
                """)
        let error = await #expect(throws: UnreadableRowError.self) { try await database.sessions(planID: plan.id) }
        #expect(error?.table == "exercise_session" && error?.rowID == id)
        try await expectExportRefused(database, table: "exercise_session", rowID: id)
    }

    @Test func aCravingNoteOnAnImpossibleDayFailsTheHabitHistoryAndTheExport() async throws {
        let database = try await database(
            damagedBy: """
                INSERT INTO craving_note (id, category, recorded_at, day, time_zone, text)
                VALUES ('n-bad', 'stress', '2026-08-30 12:00:00.000', '2026-02-31', 'America/Toronto', 'Deadline')
                """)
        await #expect(throws: UnreadableRowError.self) { try await database.habitArchive() }
        try await expectExportRefused(database, table: "craving_note", rowID: "n-bad")
    }

    @Test func aValueOfTheWrongTypeFailsTheRead() async throws {
        // SQLite keeps text in an INTEGER column; the record can't decode it.
        let database = try await database(
            damagedBy: """
                INSERT INTO training_mesocycle (id, name, start_date, week_count, created_at)
                VALUES ('22222222-3333-4444-8555-666666666666', 'Block', '2026-03-02', 4, 'last tuesday')
                """)
        let error = await #expect(throws: UnreadableRowError.self) { try await database.mesocycleSummaries() }
        #expect(error?.table == "training_mesocycle" && error?.rowID == "22222222-3333-4444-8555-666666666666")
        try await expectExportRefused(
            database, table: "training_mesocycle", rowID: "22222222-3333-4444-8555-666666666666")
    }

    @Test func aWorkoutWithABrokenIDFailsTheRemindersRatherThanDroppingIt() async throws {
        let database = try AppDatabase.inMemory()
        try await database.createMesocycle(TrainingFixtures.twoWeekPlan(), createdAt: noon)
        try await database.writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO training_workout (id, mesocycle_id, day, title, done_at)
                    VALUES ('workout-7', '\(TrainingFixtures.planID.uuidString.lowercased())', '2026-03-05', 'Arms', NULL)
                    """)
        }
        let error = await #expect(throws: UnreadableRowError.self) {
            try await database.reminderSources(today: TrainingFixtures.start)
        }
        #expect(error?.table == "training_workout" && error?.rowID == "workout-7")
        try await expectExportRefused(database, table: "training_workout", rowID: "workout-7")
    }

    @Test func aCoachMessageWithAnUnreadableTimeFailsTheChat() async throws {
        let database = try await database(
            damagedBy: """
                INSERT INTO coach_message (id, role, text, sent_at) VALUES (7, 'user', 'Hello', 'soon')
                """)
        let error = await #expect(throws: UnreadableRowError.self) { try await database.coachMessages() }
        #expect(error?.table == "coach_message" && error?.rowID == "7")
    }

    @Test func anUndamagedDatabaseExportsEveryRow() async throws {
        let database = try await database(damagedBy: "SELECT 1")
        let archive = try PhysioArchive.decode(try await database.exportArchive())
        #expect(archive.parts.rehab?.plans.count == 1)
    }
}
