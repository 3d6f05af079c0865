import Foundation
import GRDB
import PhysioCore
import TestSupport
import Testing

@testable import PhysioStore

/// A session stopped because it hurt keeps where it happened (migration v11-pain-stop), in the
/// database and through export and import.
@Suite struct PainStopStoreTests {
    let day = LocalDate(iso: "2026-11-23")!
    let stop = PainStop(secondsIntoSession: 41.5, rep: 3, angle: 72.25, zone: .below)

    func stoppedRecord(_ plan: RehabPlan) -> SessionRecord {
        var record = SessionFixtures.record(
            plan: plan, day: day, timeZone: RehabFixtures.toronto, metrics: SessionFixtures.metrics(reps: 2))
        record.painStop = stop
        record.feeling = nil  // after a pain stop, the stop is what's recorded (issue 20)
        return record
    }

    @Test func aPainStopIsSavedAndComesBackWithTheSession() async throws {
        let database = try AppDatabase.inMemory()
        let plan = RehabFixtures.kneePlan()
        try await database.createPlan(plan)
        let record = stoppedRecord(plan)
        try await database.saveSession(record, completingSlot: false, at: record.endedAt)
        let stored = try #require(try await database.session(id: record.id))
        #expect(stored.painStop == stop)
        #expect(stored == record)
        // A session that ended normally has none.
        let plain = SessionFixtures.record(
            plan: plan, day: day, timeZone: RehabFixtures.toronto, metrics: SessionFixtures.metrics())
        try await database.saveSession(plain, completingSlot: false, at: plain.endedAt)
        #expect(try await database.session(id: plain.id)?.painStop == nil)
    }

    @Test func thePainStopSurvivesExportAndImport() async throws {
        let original = try AppDatabase.inMemory()
        let plan = RehabFixtures.kneePlan()
        try await original.createPlan(plan)
        let record = stoppedRecord(plan)
        try await original.saveSession(record, completingSlot: false, at: record.endedAt)
        let file = try await original.exportArchive()
        #expect(String(decoding: file, as: UTF8.self).contains("\"painStop\""))
        let copy = try AppDatabase.inMemory()
        _ = try await copy.importArchive(file, at: record.endedAt)
        #expect(try await copy.session(id: record.id)?.painStop == stop)
    }

    @Test func sessionsSavedBeforeTheMigrationReadBackWithoutAPainStop() throws {
        let queue = try DatabaseQueue(configuration: AppDatabase.configuration())
        try AppDatabase.migrator.migrate(queue, upTo: "v9-idempotency")
        let metrics = String(decoding: try JSONEncoder().encode(SessionFixtures.metrics(reps: 1)), as: UTF8.self)
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO exercise_session (id, exercise_id, source, day, started_at, ended_at, reps, metrics)
                    VALUES ('11111111-2222-3333-4444-555555555555', 'heel-slides', 'slider', '2026-11-20',
                        '2026-11-20 13:00:00.000', '2026-11-20 13:05:00.000', 1, ?)
                    """, arguments: [metrics])
        }
        try AppDatabase.migrator.migrate(queue)
        try queue.write { db in
            let records = try AppDatabase.fetchSessions(db, filter: "", arguments: [])
            #expect(records.count == 1 && records.first?.painStop == nil)
            #expect(throws: DatabaseError.self) {  // the column's check refuses an empty value
                try db.execute(sql: "UPDATE exercise_session SET pain_stop = ''")
            }
        }
    }
}
