import Foundation
import GRDB
import PhysioCore
import PropertyBased
import TestSupport
import Testing

@testable import PhysioStore

/// Property-based: whatever absurd value a row holds (written with raw SQL, past every door), every
/// page still renders — a bad row degrades its card, never the page or the process.
@Suite(.timeLimit(.minutes(3)))
struct ExtremeStoredValuesTests {
    static let numbers = [
        "1e300", "-1e300", "1e999", "-1e999", "1e20", "-1e20", "9223372036854775807", "-9223372036854775808",
        "0", "-0.0", "4e18", "360.5", "-181", "86401", "1e-300",
    ]
    static let days = ["0001-01-01", "9999-12-31", "1999-12-31", "2101-01-01", "2026-02-30", "0000-00-00", "2026-11-22"]

    /// One absurd write, by kind: (SQL, a number or day text to bind into it).
    static let writes: [(String, Bool)] = [
        ("UPDATE exercise_session SET metrics = json_set(metrics, '$.bestAngle', json(?1))", true),
        ("UPDATE exercise_session SET metrics = json_set(metrics, '$.restAngle', json(?1))", true),
        ("UPDATE exercise_session SET metrics = json_set(metrics, '$.durationSeconds', json(?1))", true),
        ("UPDATE exercise_session SET metrics = json_set(metrics, '$.timeInZoneSeconds', json(?1))", true),
        ("UPDATE exercise_session SET metrics = json_set(metrics, '$.reps', json(?1), '$.targetReps', json(?1))", true),
        ("UPDATE exercise_session SET metrics = json_set(metrics, '$.target.upper', json(?1))", true),
        ("UPDATE exercise_session SET metrics = json_set(metrics, '$.repPeakAngles[0]', json(?1))", true),
        ("UPDATE exercise_session SET metrics = json_set(metrics, '$.repetitions[0].peakAngle', json(?1))", true),
        ("UPDATE exercise_session SET metrics = json_set(metrics, '$.repetitions[0].end', json(?1))", true),
        ("UPDATE exercise_session SET best_angle = CAST(?1 AS REAL), reps = CAST(?1 AS INTEGER)", true),
        ("UPDATE exercise_session SET started_at = ?1", false),
        ("UPDATE exercise_session SET day = ?1", false),
        ("UPDATE slot_completion SET day = ?1", false),
        ("UPDATE habit_entry SET day = ?1", false),
        ("UPDATE habit_pause SET day = ?1", false),
        ("UPDATE craving_note SET day = ?1", false),
        ("UPDATE training_mesocycle SET start_date = ?1", false),
        ("UPDATE training_workout SET day = ?1 WHERE rowid = (SELECT min(rowid) FROM training_workout)", false),
        ("UPDATE training_workout SET done_at = ?1", false),
        ("UPDATE training_exercise SET load_kg = CAST(?1 AS REAL), load_text = NULL", true),
        ("UPDATE training_exercise SET reps_upper = CAST(?1 AS INTEGER)", true),
        ("UPDATE training_exercise SET rest_seconds = CAST(?1 AS INTEGER)", true),
        ("UPDATE training_deload_week SET week = CAST(?1 AS INTEGER)", true),
    ]

    @Test func everyPageRendersWhateverAbsurdValueARowHolds() async throws {
        let app = try TestApp()
        try await FuzzSeeds.fill(app.database, now: app.clock.now())
        let pristine = try await app.database.exportArchive()
        let picks = Gen.int(in: 0...(Self.writes.count - 1))
        let values = Gen.int(in: 0...(Self.numbers.count + Self.days.count - 1))
        try await app.run { owner in
            var tally = FuzzTally()
            var refusedBySchema = 0
            await propertyCheck(count: 60, input: picks, values, picks) { first, value, second in
                do {
                    // Back to the seeded data, then one or two absurd writes.
                    try await app.database.importArchive(pristine, at: app.clock.now())
                    for pick in Set([first, second]) {
                        let (sql, numeric) = Self.writes[pick]
                        let text = numeric
                            ? Self.numbers[value % Self.numbers.count]
                            : (Self.days + Self.days.map { "\($0)T12:00:00Z" })[value % (2 * Self.days.count)]
                        do {
                            try await app.database.writer.write { db in try db.execute(sql: sql, arguments: [text]) }
                        } catch {
                            refusedBySchema += 1  // a CHECK constraint kept it out: nothing to render
                        }
                    }
                    let broken = try await ImportFuzzTests.renderEveryPage(app: app, owner: owner, tally: &tally)
                    #expect(broken.isEmpty, "writes \(first), \(second) with value \(value) broke \(broken)")
                } catch {
                    Issue.record("writes \(first), \(second) with value \(value): \(error)")
                }
            }
            print("Extreme stored values: \(tally.pages) page loads, \(refusedBySchema) writes refused by the schema")
            #expect(tally.pages > 0)
        }
    }
}
