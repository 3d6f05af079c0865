import Foundation
import HummingbirdTesting
import PhysioCore
import PhysioStore
import PhysioWeb
import TestSupport
import Testing

/// A mutation fuzzer over the export format, run with every test run: start from a valid export,
/// mutate it (see `ExportMutator`), import it, and check that nothing crashes or hangs, that a
/// refused file changes nothing, and that an accepted file still renders every page. Files that
/// ever failed are kept in `Tests/Fixtures/import-corpus/` and replayed first, every run.
///
/// A crash is a trap that kills the test process, so a run that finishes has 0 crashes; a hang is
/// caught by the suite's time limit (the loop itself is bounded by the case count).
@Suite(.timeLimit(.minutes(3)))
struct ImportFuzzTests {
    /// Deterministic: the same seed gives the same mutated files on every machine.
    static let seed: UInt64 = 0x5EED_13
    static let cases = 300

    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/import-corpus")

    @Test func mutatedExportsAreRefusedWholeOrAcceptedAndRenderEveryPage() async throws {
        let app = try TestApp()
        try await FuzzSeeds.fill(app.database, now: app.clock.now())
        let valid = try await app.database.exportArchive()
        let tree = try JSONTree(parsing: valid)
        try await app.run { owner in
            var tally = FuzzTally()
            var current = try await app.database.exportArchive()
            // The corpus first: every file that ever failed.
            for file in try Self.corpusFiles() {
                let data = try Data(contentsOf: file)
                try await Self.check(data, label: file.lastPathComponent, app: app, owner: owner, current: &current, tally: &tally)
            }
            var mutator = ExportMutator(seed: Self.seed)
            for index in 0..<Self.cases {
                let (mutated, notes) = mutator.mutate(tree)
                try await Self.check(
                    mutated.data, label: "case \(index): " + notes.joined(separator: "; "), app: app, owner: owner,
                    current: &current, tally: &tally)
            }
            print(
                "Import fuzz (seed \(Self.seed)): \(tally.tried) mutated imports tried (\(tally.corpus) from the corpus), "
                    + "crashes 0, refused \(tally.refused), accepted and rendered \(tally.accepted) "
                    + "(\(tally.pages) page loads), failures \(tally.failures.count)")
            #expect(tally.failures.isEmpty, "\(tally.failures.joined(separator: "\n"))")
            #expect(tally.refused > 0 && tally.accepted > 0, "the fuzzer should produce both outcomes")
        }
    }

    /// The probe's files (issue 13): each is refused whole, naming its JSON path, and changes nothing.
    @Test(arguments: [
        ("parts.sessions.records[0].metrics.bestAngle", "1e300"),
        ("parts.sessions.records[0].metrics.bestAngle", "-1e300"),
        ("parts.sessions.records[0].metrics.durationSeconds", "1e20"),
        // Found by this fuzzer: the smallest Int trapped in the range error's own message.
        ("parts.sessions.records[0].metrics.bestAngle", "-9223372036854775808"),
        ("parts.sessions.records[0].metrics.repetitions[0].peakAngle", "1e300"),
        ("parts.sessions.records[0].startedAt", "\"9999-12-31T00:00:00Z\""),
        ("parts.training.mesocycles[0].plan.workouts[0].exercises[0].load", "{\"kg\":1e20}"),
        ("parts.training.mesocycles[0].plan.workouts[0].exercises[0].load", "{\"kg\":-1e20}"),
        ("parts.training.mesocycles[0].plan.workouts[0].exercises[0].load", "{\"kg\":1e300}"),
        ("parts.training.mesocycles[0].plan.startDate", "{\"year\":40000,\"month\":1,\"day\":1}"),
        ("parts.training.mesocycles[0].plan.weekCount", "4611686018427387904"),
        ("parts.rehab.completions[0].day", "\"9999-12-31\""),
        ("parts.habits.pauses[0].date", "{\"year\":1,\"month\":1,\"day\":1}"),
    ])
    func anImportWithOneAbsurdValueIsRefusedWholeNamingItsPath(path: String, value: String) async throws {
        let app = try TestApp()
        try await FuzzSeeds.fill(app.database, now: app.clock.now())
        let before = try await app.database.exportArchive()
        let tree = try JSONTree(parsing: before)
        let steps = Self.steps(path)
        #expect(tree[steps[...]] != nil, "the seed has no \(path)")
        let replacement = try JSONTree(parsing: Data(value.utf8))
        let bad = tree.replacing(steps[...]) { _ in replacement }
        let error = try await #require(throws: AppDatabase.StoreError.self) {
            try await app.database.importArchive(bad.data, at: app.clock.now())
        }
        let prefix = path.split(separator: ".").prefix(4).joined(separator: ".")
        #expect(error.message.contains(prefix), "\(error.message)")
        #expect(error.kind == .invalid)
        #expect(try await app.database.exportArchive() == before)
        // `PHYSIOPOINT_WRITE_CORPUS=1` keeps these files in the corpus, replayed by every fuzz run.
        if ProcessInfo.processInfo.environment["PHYSIOPOINT_WRITE_CORPUS"] == "1" {
            let name = (path + "=" + value).map { $0.isLetter || $0.isNumber ? $0 : "-" }
            try FileManager.default.createDirectory(at: Self.corpus, withIntermediateDirectories: true)
            try bad.data.write(to: Self.corpus.appendingPathComponent("probe-\(String(name).prefix(120)).json"))
        }
    }

    /// "parts.sessions.records[0].x" → [.key("parts"), .key("sessions"), .key("records"), .index(0), .key("x")].
    static func steps(_ path: String) -> [JSONTree.Step] {
        path.split(separator: ".").flatMap { part -> [JSONTree.Step] in
            let pieces = part.split(separator: "[")
            return [.key(String(pieces[0]))] + pieces.dropFirst().compactMap { Int($0.dropLast()).map(JSONTree.Step.index) }
        }
    }

    static func corpusFiles() throws -> [URL] {
        guard FileManager.default.fileExists(atPath: corpus.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(at: corpus, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Imports `data` and checks the outcome; a failing file is written to the corpus.
    static func check(
        _ data: Data, label: String, app: TestApp, owner: OwnerClient, current: inout Data, tally: inout FuzzTally
    ) async throws {
        tally.tried += 1
        if label.hasSuffix(".json") { tally.corpus += 1 }
        var failure: String?
        let version = app.database.dataVersion
        do {
            try await app.database.importArchive(data, at: app.clock.now())
            tally.accepted += 1
            let broken = try await renderEveryPage(app: app, owner: owner, tally: &tally)
            if !broken.isEmpty { failure = "accepted but broke \(broken.joined(separator: ", "))" }
            current = try await app.database.exportArchive()
        } catch let error as any UserFacingError {
            tally.refused += 1
            if error.kind != .invalid { failure = "refused with \(error.kind), not invalid: \(error.message)" }
            // No commit at all proves nothing was written; every 20th file the data is compared too.
            if app.database.dataVersion != version { failure = "a refused file committed a write" }
            if tally.refused % 20 == 0, try await app.database.exportArchive() != current {
                failure = "a refused file changed the data"
            }
        } catch {
            failure = "failed with an error no person can act on: \(error)"
        }
        if let failure {
            tally.failures.append("\(label): \(failure)")
            if !label.hasSuffix(".json") { save(data, failure: failure) }
        }
    }

    /// Every page the owner can open for what the database holds now; the paths that answered 5xx.
    static func renderEveryPage(app: TestApp, owner: OwnerClient, tally: inout FuzzTally) async throws -> [String] {
        var paths = [
            "/", "/schedule", "/today", "/history", "/help", "/settings", "/planner", "/coach", "/reminders",
            "/reminders/physiopoint.ics", "/api/v1/reminders/due", "/sessions/next",
        ]
        let plans = try await app.database.plans()
        for plan in plans.prefix(3) {
            let id = AppPath.id(plan.id)
            paths += ["/plans/\(id)/progress", "/plans/\(id)/times"]
            if let slot = plan.slots.first { paths.append("/plans/\(id)/sessions/\(AppPath.id(slot.id))") }
        }
        if let plan = plans.first {
            // A row the store can't read throws here too (the pages then answer it, checked below).
            for session in ((try? await app.database.sessions(planID: plan.id)) ?? []).suffix(2) {
                let id = AppPath.id(session.id)
                paths += ["/sessions/\(id)", "/sessions/\(id)/workout.json", "/sessions/\(id)/workout.csv"]
            }
        }
        let day = LocalDate(app.clock.now(), in: app.timeZone)
        paths += [-1, -2].map { "/history/\(day.adding(days: $0).iso)" }
        // Likewise a mesocycle row the store can't read (its pages then answer it).
        for plan in ((try? await app.database.mesocycleSummaries()) ?? []).prefix(2) {
            let id = AppPath.id(plan.id)
            paths += ["/planner/\(id)", "/planner/\(id)/calendar.ics", "/planner/\(id)/settings"]
        }
        var broken: [String] = []
        for path in paths {
            let response = try await owner.get(path)
            tally.pages += 1
            // A stored row that can't be read back is answered as the store's clear error, naming the
            // row (issue 11: never skipped); anything else from 500 up is a break.
            let unreadableRow = response.status.code == 503 && String(buffer: response.body).contains("can’t be read")
            if response.status.code >= 500 && !unreadableRow { broken.append("\(path) (\(response.status.code))") }
        }
        return broken
    }

    static func save(_ data: Data, failure: String) {
        try? FileManager.default.createDirectory(at: corpus, withIntermediateDirectories: true)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let name = String(format: "failed-%016llx.json", hash)
        try? data.write(to: corpus.appendingPathComponent(name))
    }
}

struct FuzzTally {
    var tried = 0
    var corpus = 0
    var refused = 0
    var accepted = 0
    var pages = 0
    var failures: [String] = []
}

/// A database holding a bit of everything, with data near the test clock's day.
enum FuzzSeeds {
    static func fill(_ database: AppDatabase, now: Date) async throws {
        let zone = RehabFixtures.toronto
        let day = LocalDate(now, in: zone).adding(days: -1)
        let plans = SamplePlans.make(now: now, newID: { UUID() })
        try await database.createPlans(plans)
        if let plan = plans.first, let slot = plan.slots.first {
            _ = try await database.completeSlot(planID: plan.id, slotID: slot.id, day: day, at: now)
            for offset in 0..<3 {
                let record = SessionFixtures.record(
                    plan: plan, day: day.adding(days: -offset), timeZone: zone, metrics: SessionFixtures.metrics(reps: 2 + offset))
                _ = try await database.saveSession(record, completingSlot: false, at: now)
            }
        }
        try await database.completeOnboarding()
        try await database.addPrepItem(title: "Pack a lunch")
        try await database.saveNightPrep(NightPrepInput(items: ["custom-1", "water-ready"]), for: day, at: now)
        try await database.saveMorningFocus(
            MorningFocusInput(myWhy: "Energy", challenge: "other", challengeOther: "Office cake"), for: day, at: now)
        let note = try CravingNote.make(
            id: "n1", categoryID: "stress", recordedAt: now, timeZone: zone, text: "Deadline",
            audio: AudioReference(fileName: "note-n1.webm", durationSeconds: 3, mimeType: "audio/webm"), keepAudio: true)
        try await database.addCravingNote(note, audio: Data("voice".utf8))
        try await database.markPauseDay(PauseDay(date: day.adding(days: 2), reason: .holiday))
        var training = TrainingFixtures.twoWeekPlan()
        try training.markWorkoutDone(training.workouts[0].id, at: now)
        try await database.createMesocycle(training, createdAt: now)
    }
}
