import Foundation
import GRDB
import PhysioCore
import TestSupport
import Testing

@testable import PhysioStore

/// The hand-written readers of the plans read (UUIDs, stored dates, whole rows) give exactly what
/// Foundation, GRDB and the `Codable` decoding give: the same value for every text they accept, the
/// same refusal for every text they don't.
@Suite struct HandDecodingTests {
    /// A seeded generator, so a failure names values that can be replayed.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    // MARK: - UUIDs

    /// Texts around the canonical form: every way to be one character off, and a few far off.
    static func uuidTexts() -> [String] {
        var random = SeededGenerator(state: 11)
        var texts: [String] = []
        for _ in 0..<300 {
            let bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &random) }
            let uuid = UUID(uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
            texts += [uuid.uuidString, uuid.uuidString.lowercased()]
            // Mixed case.
            texts.append(String(uuid.uuidString.enumerated().map { $0.offset % 2 == 0 ? Character($0.element.lowercased()) : $0.element }))
        }
        let base = "8e4c2a9b-1f3d-4e5a-9b7c-0d1e2f3a4b5c"
        let characters = Array(base)
        for position in characters.indices {
            for replacement in ["g", "G", "-", " ", "x", "0", "é", "\u{0}", "Z", "/", ":", "@", "`", "{"] {
                var changed = characters
                changed[position] = Character(replacement)
                texts.append(String(changed))
            }
            var removed = characters
            removed.remove(at: position)
            texts.append(String(removed))
        }
        texts += [
            "", "-", base.uppercased(), " " + base, base + " ", base + "\n", "{\(base)}", base.replacingOccurrences(of: "-", with: ""),
            String(base.dropLast()) + "c0", base + "0", "00000000-0000-0000-0000-000000000000",
            "ffffffff-ffff-ffff-ffff-ffffffffffff", "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF", "8e4c2a9b_1f3d_4e5a_9b7c_0d1e2f3a4b5c",
            "8e4c2a9b-1f3d4-e5a-9b7c-0d1e2f3a4b5c", "8e4c2a9b1-f3d-4e5a-9b7c-0d1e2f3a4b5c", "not-a-uuid",
            String(repeating: "é", count: 18), "8e4c2a9b-1f3d-4e5a-9b7c-0d1e2f3a4b5é",
        ]
        return texts
    }

    @Test func theUUIDReaderAgreesWithFoundationOnValidAndInvalidTexts() {
        var handled = 0
        for text in Self.uuidTexts() {
            #expect(StoredText.uuid(text) == UUID(uuidString: text), "\(text.debugDescription)")
            if UUID(uuidString: text) != nil { handled += 1 }
        }
        // The sample holds both kinds.
        #expect(handled >= 900)
        #expect(Self.uuidTexts().count - handled >= 400)
    }

    // MARK: - Stored dates

    /// Stored texts of every shape GRDB reads and some it refuses: the canonical form over the whole
    /// range of years, impossible days and times, other precisions, `T` and zones, and junk.
    static func dateTexts() -> [String] {
        var random = SeededGenerator(state: 42)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        func four(_ value: Int) -> String { String(repeating: "0", count: max(0, 4 - String(value).count)) + String(value) }
        var texts: [String] = []
        for index in 0..<3_000 {
            let year = index % 3 == 0
                ? Int.random(in: 1970...2100, using: &random) : Int.random(in: 0...9999, using: &random)
            let month = Int.random(in: index % 5 == 0 ? 0...13 : 1...12, using: &random)
            let day = Int.random(in: index % 7 == 0 ? 0...32 : 1...31, using: &random)
            let hour = Int.random(in: index % 11 == 0 ? 0...25 : 0...23, using: &random)
            let minute = Int.random(in: index % 13 == 0 ? 0...61 : 0...59, using: &random)
            let second = Int.random(in: index % 17 == 0 ? 0...61 : 0...59, using: &random)
            let millisecond = Int.random(in: 0...999, using: &random)
            let ms = String(millisecond + 1000).dropFirst()
            texts.append("\(four(year))-\(two(month))-\(two(day)) \(two(hour)):\(two(minute)):\(two(second)).\(ms)")
        }
        texts += [
            "2026-11-22 18:24:08.123", "1970-01-01 00:00:00.000", "1969-12-31 23:59:59.999", "1600-01-01 00:00:00.000",
            "1599-12-31 23:59:59.999", "1582-10-10 12:00:00.000", "0001-01-01 00:00:00.000", "9999-12-31 23:59:59.999",
            "2024-02-29 12:00:00.000", "2023-02-29 12:00:00.000", "1900-02-29 12:00:00.000", "2000-02-29 12:00:00.000",
            "2026-11-22T18:24:08.123", "2026-11-22 18:24:08", "2026-11-22 18:24", "2026-11-22", "2026-11-22 18:24:08.1",
            "2026-11-22 18:24:08.12", "2026-11-22 18:24:08.1234", "2026-11-22 18:24:08.123Z", "2026-11-22 18:24:08.123+02:00",
            "2026-11-22 18:24:08.12a", "2026-11-22 18:24:0a.123", "2026-1a-22 18:24:08.123", "-026-11-22 18:24:08.123",
            "2026/11/22 18:24:08.123", "2026-11-22_18:24:08.123", "2026-11-22 18-24-08.123", "2026-11-22 18:24:08,123",
            "18:24:08.123", "18:24", "", "not a date", "２０２６-11-22 18:24:08.12", "2026-11-22 18:24:08.12é",
            " 2026-11-22 18:24:08.123", "2026-11-22 18:24:08.123 ",
        ]
        return texts
    }

    /// Each value as GRDB reads a `Date` from it and as `storedDate` does, from real rows.
    func readBothWays(_ values: [DatabaseValue]) throws -> [(value: DatabaseValue, grdb: Date?, hand: Date?)] {
        let queue = try DatabaseQueue()
        return try queue.write { db in
            try db.execute(sql: "CREATE TABLE t (position INTEGER PRIMARY KEY, v)")
            for (position, value) in values.enumerated() {
                try db.execute(sql: "INSERT INTO t (position, v) VALUES (?, ?)", arguments: [position, value])
            }
            let rows = try Row.fetchCursor(db, sql: "SELECT v FROM t ORDER BY position")
            var results: [(DatabaseValue, Date?, Date?)] = []
            var index = 0
            while let row = try rows.next() {
                results.append((values[index], try? row.decode(Date.self, atIndex: 0), try? row.storedDate(atIndex: 0)))
                index += 1
            }
            return results
        }
    }

    @Test func storedDatesReadByHandAreGRDBsDatesAndRefusalsStayRefusals() throws {
        var values = Self.dateTexts().map(\.databaseValue)
        values += [.null, 1_700_000_000.databaseValue, 1_700_000_000.5.databaseValue, (-5).databaseValue,
                   Data("2026-11-22 18:24:08.123".utf8).databaseValue]
        let results = try readBothWays(values)
        var read = 0, refused = 0
        for result in results {
            #expect(result.hand == result.grdb, "\(result.value)")
            if result.grdb == nil { refused += 1 } else { read += 1 }
        }
        #expect(read >= 2_000)
        #expect(refused >= 5)
    }

    @Test func theCanonicalFormIsReadByHandForRealDatesFrom1600() throws {
        // So the comparison above exercises the hand-written path, not only GRDB's own.
        #expect(StoredText.date("2026-11-22 18:24:08.123") != nil)
        #expect(StoredText.date("1600-01-01 00:00:00.000") != nil)
        #expect(StoredText.date("2024-02-29 23:59:59.999") != nil)
        // Left to GRDB: before 1600, impossible dates and times, other forms.
        for text in ["1599-12-31 23:59:59.999", "2023-02-29 12:00:00.000", "2026-11-22 24:00:00.000",
                     "2026-11-22T18:24:08.123", "2026-11-22 18:24:08"] {
            #expect(StoredText.date(text) == nil, "\(text)")
        }
        #expect(StoredText.date("1970-01-01 00:00:00.000") == Date(timeIntervalSince1970: 0))
        #expect(StoredText.date("2001-01-01 00:00:00.500") == Date(timeIntervalSinceReferenceDate: 0.5))
        #expect(StoredText.date("2026-11-22 18:24:08.123") == Date.fromDatabaseValue("2026-11-22 18:24:08.123".databaseValue))
    }

    // MARK: - Whole rows

    /// Every row of `table` (with damaged copies added to an unconstrained twin of the table), read
    /// by hand and through `Codable`: the same record, or both refuse.
    func expectSameRecords<R: HandDecodedRecord & Equatable>(
        _ type: R.Type, damage: [String], in database: AppDatabase, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try database.writer.write { db in
            let table = R.databaseTableName
            try db.execute(sql: "CREATE TEMP TABLE twin AS SELECT * FROM \(table)")
            for values in damage {
                try db.execute(sql: "INSERT INTO twin VALUES (\(values))")
            }
            let statement = try db.makeStatement(sql: "SELECT * FROM twin")
            let columns = R.decodedColumns.map { statement.index(ofColumn: $0)! }
            let rows = try Row.fetchAll(statement)
            #expect(rows.count > damage.count, sourceLocation: sourceLocation)
            var refused = 0
            for row in rows {
                let byHand = try? R(row: row, columns: columns)
                let byCodable = try? R(row: row)
                #expect(byHand == byCodable, "\(row)", sourceLocation: sourceLocation)
                if byCodable == nil { refused += 1 }
            }
            #expect(refused > 0, sourceLocation: sourceLocation)
            try db.execute(sql: "DROP TABLE twin")
        }
    }

    @Test func rowsReadByHandAreTheRecordsCodableReads() async throws {
        let database = try AppDatabase.inMemory()
        let ids = RehabFixtures.SequentialIDs()
        let plans = (0..<20).map { index in
            RehabFixtures.kneePlan(ids: ids, createdAt: Date(timeIntervalSince1970: 1_790_000_000.25 + Double(index) * 3_601.5))
        }
        try await database.createPlans(plans)
        let slot = plans[0].slots[0].id
        try await database.completeSlot(
            planID: plans[0].id, slotID: slot, day: LocalDate(year: 2026, month: 3, day: 4)!,
            at: Date(timeIntervalSince1970: 1_790_000_100.5))

        try expectSameRecords(RehabPlanRecord.self, damage: [
            "NULL, 'a', 'c', 'knee', '2026-01-01 00:00:00.000'", "'x', NULL, 'c', 'knee', '2026-01-01 00:00:00.000'",
            "'x', 12, 'c', 'knee', '2026-01-01 00:00:00.000'", "'x', 'a', 'c', 'knee', NULL",
            "'x', 'a', 'c', 'knee', 1700000000", "'x', 'a', 'c', 'knee', 1700000000.5", "'x', 'a', 'c', 'knee', 'soon'",
            "'x', 'a', 'c', 'knee', X'00'", "'x', 'a', 'c', 'knee', '1500-01-01 00:00:00.000'",
            "'x', 'a', 'c', 'knee', '2026-02-30 00:00:00.000'", "'x', X'41', 'c', 'knee', '2026-01-01 00:00:00.000'",
        ], in: database)
        try expectSameRecords(PlanExerciseRecord.self, damage: [
            "'p', 'x', 'e', NULL", "'p', 1.5, 'e', NULL", "'p', 2.0, 'e', NULL", "'p', NULL, 'e', NULL",
            "NULL, 1, 'e', NULL", "'p', 1, NULL, NULL", "'p', '7', 'e', NULL", "'p', 9223372036854775807, 'e', NULL",
            "'p', 1, 'e', 12", "'p', 1, 'e', '{}'",
        ], in: database)
        try expectSameRecords(SessionSlotRecord.self, damage: [
            "'s', 'p', 'noon'", "'s', 'p', NULL", "'s', 'p', 12.5", "'s', NULL, 600", "NULL, 'p', 600", "'s', 'p', -1",
        ], in: database)
        try expectSameRecords(SlotCompletionRecord.self, damage: [
            "'s', '2026-03-04', NULL", "'s', NULL, '2026-03-04 10:00:00.000'", "'s', '2026-03-04', 'later'",
            "'s', '2026-03-04', '2026-03-04T10:00:00.000'",
        ], in: database)
    }

    @Test func trainingRowsReadByHandAreTheRecordsCodableReads() async throws {
        let database = try AppDatabase.inMemory()
        var plan = TrainingFixtures.twoWeekPlan()
        try plan.markWorkoutDone(TrainingFixtures.legsID, at: Date(timeIntervalSince1970: 1_790_000_000.5))
        var press = try #require(plan.exercise(id: TrainingFixtures.pressID)).exercise
        press.load = .text("RPE 8")
        press.notes = "Slow down"
        press.muscleGroup = nil
        try plan.updateExercise(press)
        try await database.createMesocycle(plan, createdAt: Date(timeIntervalSince1970: 1_790_000_000))

        try expectSameRecords(TrainingWorkoutRecord.self, damage: [
            "NULL, 'm', '2026-03-02', 'A', NULL", "'w', 'm', 20260302, 'A', NULL", "'w', 'm', '2026-03-02', NULL, NULL",
            "'w', 'm', '2026-03-02', 'A', 'later'", "'w', 'm', '2026-03-02', 'A', 1700000000.5",
            "'w', 'm', '2026-03-02', 'A', '2026-03-02T10:00:00.000'", "'w', 'm', '2026-03-02', 'A', X'00'",
            "'w', 'm', '2026-03-02', 12, '2026-03-02 10:00:00.000'",
        ], in: database)
        try expectSameRecords(TrainingExerciseRecord.self, damage: [
            "'e', 'w', 0, 'Row', 3, 8, 10, 'heavy', NULL, 60, '', NULL", "'e', 'w', 0, 'Row', 3, 8, 10, 60, 7, 60, '', NULL",
            "'e', 'w', 0, 'Row', 3, 8, 10, 60.5, NULL, 60, '', 'back'", "'e', 'w', 0, 'Row', 'three', 8, 10, NULL, NULL, 60, '', NULL",
            "'e', 'w', 1.5, 'Row', 3, 8, 10, NULL, NULL, 60, '', NULL", "'e', 'w', 0, 'Row', 3, 8, 10, NULL, NULL, 60, NULL, NULL",
            "'e', 'w', 0, 'Row', 3, 8, 10, NULL, NULL, 60, '', 4", "'e', NULL, 0, 'Row', 3, 8, 10, NULL, NULL, 60, '', NULL",
            "'e', 'w', 0, 'Row', 3, 8, 10, 80, NULL, 2.0, '', NULL",
        ], in: database)
        // And the plan reads back as it was stored (twice: the second read runs the cached statements).
        for _ in 0..<2 {
            #expect(try await database.mesocycle(id: plan.id) == plan)
        }
    }

    @Test func thePlansReadGivesWhatItStored() async throws {
        let database = try AppDatabase.inMemory()
        let ids = RehabFixtures.SequentialIDs()
        let plans = (0..<20).map { index in
            RehabFixtures.kneePlan(ids: ids, createdAt: Date(timeIntervalSince1970: 1_790_000_000.125 + Double(index)))
        }
        try await database.createPlans(plans)
        // Twice: the second read runs the cached statements again.
        for _ in 0..<2 {
            let read = try await database.plans()
            #expect(read.map(\.id) == plans.map(\.id))
            #expect(read.map(\.createdAt) == plans.map(\.createdAt))
            #expect(read.map(\.slots) == plans.map(\.slots))
            #expect(read.map(\.exerciseIDs) == plans.map(\.exerciseIDs))
        }
        try await database.deletePlan(id: plans[3].id)
        #expect(try await database.plans().map(\.id) == plans.filter { $0.id != plans[3].id }.map(\.id))
    }
}
