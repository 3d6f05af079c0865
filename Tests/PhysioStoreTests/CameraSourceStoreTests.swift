import Foundation
import GRDB
import PhysioCore
import TestSupport
import Testing

@testable import PhysioStore

/// The camera source in the session table (migration v8 widens the source check; v20 drops it).
@Suite struct CameraSourceStoreTests {
    let day = LocalDate(iso: "2026-11-23")!

    @Test func aCameraSessionIsSavedAndComesBackAsACameraSession() async throws {
        let database = try AppDatabase.inMemory()
        let plan = RehabFixtures.kneePlan()
        try await database.createPlan(plan)
        let record = SessionFixtures.record(
            plan: plan, day: day, timeZone: RehabFixtures.toronto, metrics: SessionFixtures.metrics(reps: 2),
            source: .camera)
        _ = try await database.saveSession(record, completingSlot: false, at: record.endedAt)
        #expect(try await database.session(id: record.id)?.source == .camera)
    }

    @Test func sessionsSavedBeforeTheCameraSurviveTheTableRebuild() throws {
        let queue = try DatabaseQueue(configuration: AppDatabase.configuration())
        try AppDatabase.migrator.migrate(queue, upTo: "v6-sessions")
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO exercise_session (id, exercise_id, source, day, started_at, ended_at, reps, metrics)
                    VALUES ('old', 'heel-slides', 'tracker', '2026-11-20', 'a', 'b', 4, '{}')
                    """)
            #expect(throws: DatabaseError.self) {
                try db.execute(
                    sql: """
                        INSERT INTO exercise_session (id, exercise_id, source, day, started_at, ended_at, reps, metrics)
                        VALUES ('cam', 'heel-slides', 'camera', '2026-11-20', 'a', 'b', 1, '{}')
                        """)
            }
        }
        // Up to v8 only: v20 dropped the source list altogether (the Swift enum is the list now).
        try AppDatabase.migrator.migrate(queue, upTo: "v8-camera-source")
        try queue.write { db in
            let old = try Row.fetchOne(db, sql: "SELECT source, reps FROM exercise_session WHERE id = 'old'")
            #expect(old?["source"] == "tracker" && old?["reps"] == 4)
            try db.execute(
                sql: """
                    INSERT INTO exercise_session (id, exercise_id, source, day, started_at, ended_at, reps, metrics)
                    VALUES ('cam', 'heel-slides', 'camera', '2026-11-20', 'a', 'b', 1, '{}')
                    """)
            #expect(throws: DatabaseError.self) {
                try db.execute(
                    sql: """
                        INSERT INTO exercise_session (id, exercise_id, source, day, started_at, ended_at, reps, metrics)
                        VALUES ('bad', 'heel-slides', 'webcam', '2026-11-20', 'a', 'b', 1, '{}')
                        """)
            }
            let indexes = try String.fetchAll(
                db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'exercise_session'")
            #expect(indexes.contains("exercise_session_plan_day"))
        }
    }
}
