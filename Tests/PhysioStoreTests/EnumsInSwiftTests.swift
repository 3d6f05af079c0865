import Foundation
import GRDB
import PhysioCore
import TestSupport
import Testing

@testable import PhysioStore

/// Issue 37: a column's enum values are listed once, by the Swift enum. v20 rebuilt the tables whose
/// `CHECK (x IN (…))` lists copied an enum (every other constraint kept); a value outside the enum can
/// now reach the table only by raw SQL, and every reader refuses it naming the row, never a default.
@Suite struct EnumsInSwiftTests {
    /// The `table.column`s whose CHECK list copied a Swift enum until v19.
    static let enumColumns: Set<String> = [
        "craving_note.category", "habit_pause.reason", "coach_message.role", "coach_message.source",
        "coach_settings.kind", "exercise_session.source", "exercise_session.feeling", "live_draft.side",
        "live_draft.source", "live_draft_input.kind", "video_check.state",
    ]

    // MARK: - The migration

    @Test func aV19DatabaseUpgradesWithEveryRowAndOnlyItsEnumChecksGone() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("v20-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("physiopoint.sqlite")
        try FileManager.default.copyItem(
            at: StoreFixtures.sourceDirectory.appendingPathComponent("v19-compact-drafts.sqlite"), to: file)
        let queue = try DatabaseQueue(path: file.path, configuration: AppDatabase.configuration())
        defer { try? queue.close() }
        #expect(try queue.read { db in try AppDatabase.migrator.appliedMigrations(db) }.last == "v19-compact-drafts")

        // Rows in the children of every rebuilt parent (the fixture has craving_audio and
        // live_draft_input already), and the newest coach message deleted: its id must stay used.
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO live_draft_batch (draft_id, seq, steps) VALUES ('fixture-live-draft-0001', 0, '[]');
                    INSERT INTO video_check_still (check_id, position, jpeg)
                        VALUES ('7283a4b5-b6c7-4d8e-99fa-1b2c3d4e5f60', 0, X'FFD8');
                    DELETE FROM coach_message WHERE id = 3;
                    """)
        }
        let before = try queue.read { db in try Self.snapshot(db) }
        #expect(before.rows["craving_audio"]?.count == 1 && before.rows["live_draft_input"]?.count == 1)
        #expect(before.rows["exercise_session"]?.count == 4 && before.rows["coach_message"]?.count == 2)

        try AppDatabase.migrator.migrate(queue)
        let after = try queue.read { db in try Self.snapshot(db) }
        #expect(try queue.read { db in try AppDatabase.migrator.appliedMigrations(db) } == MigrationTests.shipped)

        // Every row of every table, children included, as it was (and the AUTOINCREMENT counter).
        #expect(after.rows == before.rows)
        #expect(after.rows["sqlite_sequence"] == before.rows["sqlite_sequence"])
        let (violations, integrity) = try queue.read { db in
            (try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").count,
             try String.fetchOne(db, sql: "PRAGMA integrity_check"))
        }
        #expect(violations == 0 && integrity == "ok")

        // The SQL of every table and index: the rebuilt tables' is the old text without the enum
        // lists (the renamed table's name comes back quoted, as v8's did); everything else unchanged.
        #expect(Set(after.sql.keys) == Set(before.sql.keys))
        var removed: Set<String> = []
        for (name, old) in before.sql {
            let new = try #require(after.sql[name])
            let enumChecks = Self.checks(in: old).filter(Self.isEnumList)
            removed.formUnion(enumChecks.map { "\(name).\(Self.column(of: $0))" })
            if enumChecks.isEmpty {
                #expect(new == old, "\(name) changed")
            } else {
                var stripped = old
                for check in enumChecks { stripped = stripped.replacingOccurrences(of: " " + check, with: "") }
                #expect(Self.folded(new) == Self.folded(stripped), "\(name): more than its enum lists changed")
                #expect(Self.checks(in: new) == Self.checks(in: old).filter { !Self.isEnumList($0) })
            }
        }
        #expect(removed == Self.enumColumns)
        // No enum list is left; the 0/1 checks of the flags are not enum copies and stay.
        #expect(after.sql.values.flatMap(Self.checks).filter(Self.isEnumList).isEmpty)
        #expect(after.sql.values.flatMap(Self.checks).filter { $0.hasSuffix(" IN (0, 1))") }.count == 6)
        // Columns (type, NOT NULL, default, key), foreign keys and indexes, as SQLite reports them.
        #expect(after.structure == before.structure)

        // The kept constraints still bite, and the children follow the new parents.
        try queue.write { db in
            #expect(throws: DatabaseError.self) {  // NOT NULL
                try db.execute(sql: "UPDATE craving_note SET category = NULL")
            }
            #expect(throws: DatabaseError.self) {  // a length check
                try db.execute(sql: "UPDATE coach_message SET text = '' WHERE id = 1")
            }
            #expect(throws: DatabaseError.self) {  // a day's GLOB
                try db.execute(sql: "UPDATE exercise_session SET day = 'today'")
            }
            #expect(throws: DatabaseError.self) {  // a foreign key into a rebuilt table
                try db.execute(
                    sql: "INSERT INTO live_draft_batch (draft_id, seq, steps) VALUES ('no-such-draft-000', 0, '[]')")
            }
            try db.execute(sql: "DELETE FROM live_draft")
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM live_draft_batch") == 0)
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM live_draft_input") == 0)
            try db.execute(sql: "DELETE FROM craving_note")
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM craving_audio") == 0)
            try db.execute(sql: "DELETE FROM video_check")
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM video_check_still") == 0)
            try db.execute(sql: "DELETE FROM rehab_plan")  // ON DELETE CASCADE into the new exercise_session
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM exercise_session") == 0)
            // The deleted message's id 3 is not given again.
            try db.execute(sql: "INSERT INTO coach_message (role, text, sent_at) VALUES ('user', 'Hi', 'x')")
            #expect(db.lastInsertedRowID == 4)
        }
    }

    /// Every table's and index's SQL by name, every table's rows (as text, sorted) and its columns,
    /// foreign keys and indexes as SQLite's pragmas report them.
    static func snapshot(_ db: Database) throws -> (sql: [String: String], rows: [String: [String]], structure: [String: String]) {
        var sql: [String: String] = [:]
        var rows: [String: [String]] = [:]
        var structure: [String: String] = [:]
        for row in try Row.fetchAll(
            db, sql: "SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL AND name != 'grdb_migrations'")
        {
            let type: String = row["type"]
            let name: String = row["name"]
            sql[name] = row["sql"]
            guard type == "table" else { continue }
            rows[name] = try Row.fetchAll(db, sql: "SELECT * FROM \"\(name)\"").map(\.description).sorted()
            var text = ""
            for pragma in ["table_xinfo", "foreign_key_list", "index_list"] {
                text += try Row.fetchAll(db, sql: "PRAGMA \(pragma)(\"\(name)\")").map(\.description).sorted()
                    .joined(separator: "\n") + "\n"
            }
            for index in try String.fetchAll(db, sql: "SELECT name FROM pragma_index_list(?)", arguments: [name]) {
                text += try Row.fetchAll(db, sql: "PRAGMA index_xinfo(\"\(index)\")").map(\.description)
                    .joined(separator: "\n") + "\n"
            }
            structure[name] = text
        }
        return (sql, rows, structure)
    }

    /// Every `CHECK (…)` in a statement, parentheses balanced.
    static func checks(in sql: String) -> [String] {
        var found: [String] = []
        var rest = sql[...]
        while let start = rest.range(of: "CHECK (") {
            var depth = 1
            var index = start.upperBound
            while depth > 0, index < rest.endIndex {
                if rest[index] == "(" { depth += 1 }
                if rest[index] == ")" { depth -= 1 }
                index = rest.index(after: index)
            }
            found.append(String(rest[start.lowerBound..<index]))
            rest = rest[index...]
        }
        return found
    }

    /// A check that lists text values: `CHECK (source IN ('phone', …))`.
    static func isEnumList(_ check: String) -> Bool { check.contains(" IN ('") }

    static func column(of check: String) -> String {
        String(check.dropFirst("CHECK (".count).prefix { $0 != " " })
    }

    /// A statement with whitespace folded (none around brackets and commas) and quotes dropped.
    static func folded(_ sql: String) -> String {
        var text = sql.split(whereSeparator: \.isWhitespace).joined(separator: " ").replacingOccurrences(of: "\"", with: "")
        for mark in ["(", ")", ","] {
            text = text.replacingOccurrences(of: " " + mark, with: mark).replacingOccurrences(of: mark + " ", with: mark)
        }
        return text
    }

    // MARK: - A new case needs no migration

    @Test func aSourceTheOldDraftListLackedIsStoredAndReadBack() async throws {
        // `video` is a `SessionSource` that live_draft's v14 list never had: refused until v19…
        let queue = try DatabaseQueue(configuration: AppDatabase.configuration())
        try AppDatabase.migrator.migrate(queue, upTo: "v19-compact-drafts")
        let insert = """
            INSERT INTO live_draft (id, exercise_id, side, source, started_at, updated_at)
            VALUES ('draft-with-a-new-source', 'heel-slides', 'left', 'video', 'a', 'b')
            """
        let refused = try await queue.write { db -> Bool in
            do { try db.execute(sql: insert) } catch is DatabaseError { return true }
            return false
        }
        #expect(refused)
        try AppDatabase.migrator.migrate(queue)
        try await queue.write { db in try db.execute(sql: insert) }

        // …and through the store, with no migration: whatever case the enum gains is the column's.
        let database = try AppDatabase.inMemory()
        for source in SessionSource.allCases {
            let draft = LiveDraft(
                id: "draft-from-\(source.rawValue)-0123456789", planID: nil, slotID: nil, exerciseID: "heel-slides",
                side: .left, source: source, startedAt: Date(timeIntervalSince1970: 1_800_000_000))
            try await database.createLiveDraft(draft, at: draft.startedAt)
            #expect(try await database.liveDraft(id: draft.id)?.source == source)
        }
    }

    /// A row holding a value outside its column's Swift enum (written with raw SQL, which the schema
    /// no longer stops), the read that must refuse it, and the error expected.
    struct UnknownValue: Sendable, CustomTestStringConvertible {
        var column: String
        var sql: String
        var rowID: String
        var value: String
        var read: @Sendable (AppDatabase) async throws -> Void
        var testDescription: String { "\(column) = '\(value)'" }
    }

    static let planID = "848f581f-f2ba-4e89-9ce6-0c4c06a3b792"
    static let sessionID = "aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee"
    static let checkID = "7283a4b5-b6c7-4d8e-99fa-1b2c3d4e5f60"
    static let draftID = "a-draft-of-sixteen-or-more"

    /// A session's metrics as the store writes them (valid, so only the enum column is wrong).
    static let metricsJSON: String = {
        let metrics = SessionMetrics(
            goal: MotionFixtures.goal("heel-slides"), repetitions: [], bestAngle: 95, timeInZoneSeconds: 0,
            durationSeconds: 60, samplesUsed: 10, samplesRejected: 0, trackingLosses: 0)
        return String(decoding: (try? JSONEncoder().encode(metrics)) ?? Data(), as: UTF8.self)
    }()

    static func session(source: String = "slider", feeling: String = "same") -> String {
        """
        INSERT INTO rehab_plan (id, name, condition_id, region, created_at)
            VALUES ('\(planID)', 'Knee', 'knee-limited-flexion', 'knee', '2026-08-30 12:00:00.000');
        INSERT INTO exercise_session (id, plan_id, slot_id, exercise_id, source, day, started_at, ended_at, feeling,
            reps, best_angle, metrics)
            VALUES ('\(sessionID)', '\(planID)', NULL, 'heel-slides', '\(source)', '2026-08-30',
                '2026-08-30 12:00:00.000', '2026-08-30 12:05:00.000', '\(feeling)', 3, NULL, '\(metricsJSON)');
        """
    }

    static func draft(side: String = "left", source: String = "slider") -> String {
        """
        INSERT INTO live_draft (id, exercise_id, side, source, started_at, updated_at)
            VALUES ('\(draftID)', 'heel-slides', '\(side)', '\(source)', '2026-08-30 12:00:00.000', '2026-08-30 12:00:00.000');
        """
    }

    static let unknownValues: [UnknownValue] = [
        UnknownValue(
            column: "exercise_session.source", sql: session(source: "smartwatch"), rowID: sessionID, value: "smartwatch",
            read: { _ = try await $0.sessions(planID: UUID(uuidString: EnumsInSwiftTests.planID)!) }),
        UnknownValue(
            column: "exercise_session.feeling", sql: session(feeling: "elated"), rowID: sessionID, value: "elated",
            read: { _ = try await $0.session(id: UUID(uuidString: EnumsInSwiftTests.sessionID)!) }),
        UnknownValue(
            column: "craving_note.category",
            sql: """
                INSERT INTO craving_note (id, category, recorded_at, day, time_zone, text)
                VALUES ('n-1', 'boredom', '2026-08-30 12:00:00.000', '2026-08-30', 'America/Toronto', 'Crisps')
                """, rowID: "n-1", value: "boredom", read: { _ = try await $0.habitArchive() }),
        UnknownValue(
            column: "habit_pause.reason", sql: "INSERT INTO habit_pause (day, reason) VALUES ('2026-08-30', 'jury_duty')",
            rowID: "2026-08-30", value: "jury_duty", read: { _ = try await $0.habitArchive() }),
        UnknownValue(
            column: "coach_message.role",
            sql: "INSERT INTO coach_message (id, role, text, sent_at) VALUES (7, 'system', 'Hello', '2026-08-30 12:00:00.000')",
            rowID: "7", value: "system", read: { _ = try await $0.coachMessages() }),
        UnknownValue(
            column: "coach_message.source",
            sql: """
                INSERT INTO coach_message (id, role, text, source, sent_at)
                VALUES (7, 'assistant', 'Hello', 'cache', '2026-08-30 12:00:00.000')
                """, rowID: "7", value: "cache", read: { _ = try await $0.coachMessages() }),
        UnknownValue(
            column: "coach_settings.kind",
            sql: "INSERT INTO coach_settings (id, kind, base_url, model) VALUES (1, 'anthropic', 'http://x', 'm')",
            rowID: "1", value: "anthropic", read: { _ = try await $0.coachSettings() }),
        UnknownValue(
            column: "live_draft.side", sql: draft(side: "both"), rowID: draftID, value: "both",
            read: { _ = try await $0.liveDraft(id: EnumsInSwiftTests.draftID) }),
        UnknownValue(
            column: "live_draft.source", sql: draft(source: "watch"), rowID: draftID, value: "watch",
            read: { _ = try await $0.liveDraft(id: EnumsInSwiftTests.draftID) }),
        UnknownValue(
            column: "live_draft_input.kind",
            sql: draft() + """

                INSERT INTO live_draft_input (draft_id, seq, time, kind, body) VALUES ('\(draftID)', 4, 1.5, 'gesture', '{}');
                """, rowID: "\(draftID)/4", value: "gesture", read: { _ = try await $0.liveDraft(id: EnumsInSwiftTests.draftID) }),
        UnknownValue(
            column: "video_check.state",
            sql: """
                INSERT INTO video_check (id, exercise_id, created_at, state)
                VALUES ('\(checkID)', 'heel-slides', '2026-08-30 12:00:00.000', 'queued')
                """, rowID: checkID, value: "queued", read: { _ = try await $0.videoCheck(id: UUID(uuidString: EnumsInSwiftTests.checkID)!) }),
    ]

    @Test func everyEnumColumnIsCovered() {
        #expect(Set(Self.unknownValues.map(\.column)) == Self.enumColumns)
    }

    @Test(arguments: unknownValues)
    func aValueOutsideTheEnumIsStoredBySQLButRefusedByTheReaderNamingTheRow(_ unknown: UnknownValue) async throws {
        let database = try AppDatabase.inMemory()
        // The schema takes it: a new Swift case would need no migration.
        try await database.writer.write { db in try db.execute(sql: unknown.sql) }
        let parts = unknown.column.split(separator: ".").map(String.init)
        let error = await #expect(throws: UnreadableRowError.self) { try await unknown.read(database) }
        #expect(
            error == UnreadableRowError(
                table: parts[0], rowID: unknown.rowID, reason: "\(parts[1]) “\(unknown.value)” is not a known value"))
        #expect(error?.message.contains("can’t be read") == true)
    }

    @Test func aDraftWithAnUnknownSideIsReportedInTheSlotsListNotLeftOut() async throws {
        let database = try AppDatabase.inMemory()
        let plan = RehabFixtures.kneePlan()
        try await database.createPlan(plan)
        try await database.writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO live_draft (id, plan_id, slot_id, exercise_id, side, source, started_at, updated_at)
                    VALUES ('\(Self.draftID)', '\(plan.id.key)', '\(plan.slots[0].id.key)', 'heel-slides', 'both',
                        'slider', '2026-08-30 12:00:00.000', '2026-08-30 12:00:00.000')
                    """)
        }
        let error = await #expect(throws: UnreadableRowError.self) {
            try await database.liveDrafts(planID: plan.id, slotID: plan.slots[0].id, exerciseID: "heel-slides")
        }
        #expect(error?.table == "live_draft" && error?.rowID == Self.draftID)
    }

    @Test func aSessionWithAnUnknownSourceFailsTheExportRatherThanLeavingItOut() async throws {
        let database = try AppDatabase.inMemory()
        try await database.writer.write { db in try db.execute(sql: Self.session(source: "smartwatch")) }
        let error = await #expect(throws: UnreadableRowError.self) { try await database.exportArchive() }
        #expect(error?.table == "exercise_session" && error?.rowID == Self.sessionID)
    }
}
