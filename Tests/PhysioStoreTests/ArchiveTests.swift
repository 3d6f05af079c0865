import Foundation
import PhysioCore
import PhysioStore
import Testing
import TestSupport

/// Export and import of everything: round trips, validation naming the JSON path, atomicity.
struct ArchiveTests {
    let day = HabitFixtures.day("2026-08-30")
    let noon = HabitFixtures.instant("2026-08-30", 12, in: HabitFixtures.toronto)

    /// A database holding a bit of every part.
    func filledDatabase() async throws -> AppDatabase {
        let database = try AppDatabase.inMemory()
        let plans = SamplePlans.make(now: noon, newID: { UUID() })
        try await database.createPlans(plans)
        if let plan = plans.first, let slot = plan.slots.first {
            try await database.completeSlot(planID: plan.id, slotID: slot.id, day: day, at: noon)
            let record = SessionFixtures.record(
                plan: plan, day: day, timeZone: HabitFixtures.toronto, metrics: SessionFixtures.metrics(reps: 2))
            try await database.saveSession(record, completingSlot: false, at: noon)
        }
        try await database.completeOnboarding()
        try await database.saveEmergencyNumber(try EmergencyNumber(validating: "999"))
        try await database.saveCrisisLine(try CrisisLine(validating: "116 123"))
        try await database.addPrepItem(title: "Pack a lunch")
        try await database.saveNightPrep(NightPrepInput(items: ["custom-1", "water-ready"]), for: day, at: noon)
        try await database.saveMorningFocus(MorningFocusInput(myWhy: "Energy", challenge: "other", challengeOther: "Office cake"), for: day, at: noon)
        let note = try CravingNote.make(
            id: "n1", categoryID: "stress", recordedAt: noon, timeZone: HabitFixtures.toronto, text: "Deadline",
            audio: AudioReference(fileName: "note-n1.webm", durationSeconds: 3, mimeType: "audio/webm"), keepAudio: true)
        try await database.addCravingNote(note, audio: Data("voice".utf8))
        try await database.markPauseDay(PauseDay(date: day.adding(days: 1), reason: .holiday))
        try await database.saveHabitSettings(HabitSettings(celebrationsEnabled: false, keepAudio: true))
        var training = TrainingFixtures.twoWeekPlan()
        try training.markWorkoutDone(training.workouts[0].id, at: noon)
        try await database.createMesocycle(training, createdAt: noon)
        return database
    }

    @Test func exportImportExportGivesTheSameBytes() async throws {
        let original = try await filledDatabase()
        let first = try await original.exportArchive()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("archive-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let empty = try AppDatabase.onDisk(in: directory)
        let summary = try await empty.importArchive(first, at: noon)
        #expect(summary.parts == ["settings", "rehab", "habits", "training", "sessions"])
        let planID = try #require(try await original.plans().first?.id)
        #expect(try await empty.sessions(planID: planID) == (try await original.sessions(planID: planID)))
        #expect(try await empty.sessions(planID: planID).first?.metrics.reps == 2)
        #expect(try await empty.mesocycle(id: TrainingFixtures.planID) == (try await original.mesocycle(id: TrainingFixtures.planID)))
        #expect(summary.cravingNotes == 1)
        let second = try await empty.exportArchive()
        #expect(String(decoding: second, as: UTF8.self) == String(decoding: first, as: UTF8.self))
        #expect(try await empty.cravingAudio(noteID: "n1")?.bytes == Data("voice".utf8))
        #expect(try await empty.plans().count == (try await original.plans().count))
        #expect(try await empty.savedEmergencyNumber()?.digits == "999")
        #expect(try await empty.savedCrisisLine()?.name == "Samaritans")
    }

    /// One id casing: the export writes every id in lower case (sessions and training plans once
    /// wrote Foundation's upper case); a backup written that way still imports, whole.
    @Test func theExportWritesIdsInLowerCaseAndAnUpperCaseBackupStillImports() async throws {
        let original = try await filledDatabase()
        let export = String(decoding: try await original.exportArchive(), as: UTF8.self)
        let anyUUID = /[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}/
        let ids = export.matches(of: anyUUID).map { String($0.output) }
        #expect(ids.count >= 10)
        #expect(ids.allSatisfy { $0 == $0.lowercased() }, "upper-case ids: \(ids.filter { $0 != $0.lowercased() })")
        let planID = try #require(try await original.plans().first?.id)
        #expect(export.contains(AppPath.id(planID)))

        // The same backup as an older PhysioPoint wrote it: every id in upper case.
        let upper = export.replacing(anyUUID) { $0.output.uppercased() }
        #expect(upper.contains(planID.uuidString) && !upper.contains(AppPath.id(planID)))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("archive-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let restored = try AppDatabase.onDisk(in: directory)
        let summary = try await restored.importArchive(Data(upper.utf8), at: noon)
        #expect(summary.parts == ["settings", "rehab", "habits", "training", "sessions"])
        #expect(try await restored.sessions(planID: planID) == (try await original.sessions(planID: planID)))
        #expect(try await restored.mesocycle(id: TrainingFixtures.planID) == (try await original.mesocycle(id: TrainingFixtures.planID)))
        #expect(String(decoding: try await restored.exportArchive(), as: UTF8.self) == export)
    }

    @Test func theExportHasOneSectionPerPartAndNoSignInToken() async throws {
        let database = try await filledDatabase()
        // Sign-in tokens are the household's: no person's database holds one to export.
        let household = try Household.inMemory(owner: database, token: "secret-token-0123456789abcdef0123456789")
        #expect(household.token(of: household.owner.id) != nil)
        let text = String(decoding: try await database.exportArchive(), as: UTF8.self)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(json["format"] as? String == "physiopoint-export")
        #expect(json["version"] as? Int == 1)
        let parts = try #require(json["parts"] as? [String: Any])
        #expect(Set(parts.keys) == ["settings", "rehab", "habits", "training", "sessions"])
        #expect(!text.contains("secret-token"))
    }

    @Test func aBadFileChangesNothingAndNamesThePath() async throws {
        let database = try await filledDatabase()
        let before = try await database.exportArchive()
        var json = try #require(try JSONSerialization.jsonObject(with: before) as? [String: Any])
        var parts = try #require(json["parts"] as? [String: Any])
        var habits = try #require(parts["habits"] as? [String: Any])
        var entries = try #require(habits["entries"] as? [[String: Any]])
        var focus = try #require(entries[0]["morningFocus"] as? [String: Any])
        focus["challenge"] = 42
        entries[0]["morningFocus"] = focus
        habits["entries"] = entries
        parts["habits"] = habits
        parts["rehab"] = ["plans": [], "completions": []]  // would delete every plan if applied
        json["parts"] = parts
        let bad = try JSONSerialization.data(withJSONObject: json)
        do {
            try await database.importArchive(bad, at: noon)
            Issue.record("a bad file was imported")
        } catch let AppDatabase.StoreError.invalidImport(message) {
            #expect(message.contains("parts.habits.entries[0].morningFocus.challenge"))
        }
        #expect(try await database.exportArchive() == before)
    }

    @Test func ruleBreakingContentIsRefusedBeforeWriting() async throws {
        let database = try await filledDatabase()
        let before = try await database.exportArchive()
        let text = String(decoding: before, as: UTF8.self)
        let cases: [(String, String)] = [
            (text.replacingOccurrences(of: "\"holiday\"", with: "\"nap\""), "parts.habits.pauses[0].reason"),
            (text.replacingOccurrences(of: "physiopoint-export", with: "something-else"), "format"),
            (text.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 9"), "version"),
            (text.replacingOccurrences(of: "\"Office cake\"", with: "\"\(String(repeating: "x", count: 500))\""), "Other challenge"),
            ("{\"format\": \"physiopoint-export\", \"version\": 1, \"parts\": {\"training\": {}}}", "parts.training"),
            ("not json", "valid JSON"),
        ]
        for (file, expected) in cases {
            do {
                try await database.importArchive(Data(file.utf8), at: noon)
                Issue.record("imported a file that should fail at \(expected)")
            } catch let AppDatabase.StoreError.invalidImport(message) {
                #expect(message.contains(expected), "\(message)")
            }
        }
        #expect(try await database.exportArchive() == before)
    }

    @Test func aPartMissingFromTheFileIsLeftAlone() async throws {
        let database = try await filledDatabase()
        let plans = try await database.plans()
        let onlyHabits = "{\"format\": \"physiopoint-export\", \"version\": 1, \"parts\": {\"habits\": {\"entries\": [], \"cravingNotes\": [], \"pauses\": [], \"checklist\": {\"items\": [{\"id\": \"sticky-notes\", \"title\": \"Put sticky notes where I usually grab the less-healthy choice\", \"isDefault\": true, \"isCore\": false, \"isHidden\": false}, {\"id\": \"prep-produce\", \"title\": \"Wash/cut veggies or fruit and place them at eye level\", \"isDefault\": true, \"isCore\": true, \"isHidden\": false}, {\"id\": \"water-ready\", \"title\": \"Put water bottle in fridge or by my bed\", \"isDefault\": true, \"isCore\": true, \"isHidden\": false}, {\"id\": \"breakfast-ready\", \"title\": \"Prep quick breakfast/snack\", \"isDefault\": true, \"isCore\": false, \"isHidden\": false}], \"nextCustomNumber\": 1}, \"achievements\": {\"earned\": []}, \"settings\": {}}}}"
        try await database.importArchive(Data(onlyHabits.utf8), at: noon)
        #expect(try await database.plans() == plans)
        #expect(try await database.habitArchive().entries.isEmpty)
        #expect(try await database.habitSettings() == .standard)
    }
}
