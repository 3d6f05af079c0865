import Foundation
import GRDB
import PhysioCore
import TestSupport
import Testing

@testable import PhysioStore

/// The shipped migrations, pinned: their names in order, the schema they make (a golden file), and a
/// fixture database per shipped version that must still open, migrate and read back.
///
/// The fixtures `v2-…` onwards are made by `StoreFixtures` (run `scripts/make-db-fixtures` to write
/// them again); `v1-rehab-plans.sqlite` was written by the shipped v1 app itself.
@Suite struct MigrationTests {
    static let shipped = [
        "v1-rehab-plans", "v2-habits", "v3-training", "v4-coach", "v5-reminders", "v6-sessions", "v7-coach-safety",
        "v8-camera-source", "v9-idempotency", "v10-video-source",
        "v11-pain-stop", "v12-signed-sessions", "v13-prescriptions", "v14-live-drafts",
        "v15-devices", "v16-planner-undo", "v17-corrected-reps", "v18-household", "v19-compact-drafts",
        "v20-enums-in-swift",
    ]

    /// The level (1-based position) of a shipped migration, for checks that hold from that version on.
    static func level(of name: String) -> Int { (shipped.firstIndex(of: name) ?? shipped.count) + 1 }

    @Test func theMigrationsAreTheShippedOnesInOrder() {
        // A new migration goes at the end with a new name; a shipped one is never renamed or reordered.
        #expect(AppDatabase.knownMigrations == Self.shipped)
    }

    @Test func theSchemaMatchesTheGoldenSnapshot() throws {
        let schema = try AppDatabase.inMemory().schemaSnapshot()
        let url = StoreFixtures.sourceDirectory.appendingPathComponent("schema.sql")
        if StoreFixtures.updating { try Data(schema.utf8).write(to: url) }
        #expect(
            schema == (try String(contentsOf: url, encoding: .utf8)),
            "the schema changed; a shipped migration was edited?")
        #expect(schema.contains("CREATE TABLE \"exercise_session\""))
        #expect(schema.contains("CREATE TABLE idempotent_request ("))
    }

    @Test(arguments: shipped)
    func aDatabaseOfEveryShippedVersionMigratesAndReadsBack(version: String) async throws {
        let fixture = StoreFixtures.sourceDirectory.appendingPathComponent("\(version).sqlite")
        try #require(FileManager.default.fileExists(atPath: fixture.path), "no fixture database for \(version)")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fixture-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture, to: directory.appendingPathComponent("physiopoint.sqlite"))
        let level = try #require(Self.shipped.firstIndex(of: version)) + 1

        // Opened as `serve` opens a data dir: a single-person install becomes a household of one, its
        // database the owner's, with the sign-in link, devices and signed-out sessions it had.
        let household = try Household.onDisk(in: directory, now: Date(), makeToken: { "a-new-token-0123456789abcdef0123456789" })
        #expect(household.people.count == 1 && household.owner.isOwner)
        let database = try household.store(for: household.owner.id)
        #expect(try database.appliedMigrations() == Self.shipped)
        if level < 18 { #expect(household.token(of: household.owner.id) == "fixture-token") }
        #expect(try database.schemaSnapshot() == (try AppDatabase.inMemory().schemaSnapshot()))

        // v1: the plans (and the shipped v1 file's own data).
        let plans = try await database.plans()
        let knee = try #require(plans.first { $0.name == "Dad's knee" })
        #expect(knee.exerciseIDs == ["heel-slides", "seated-knee-flexion"])
        #expect(knee.slots.map(\.time.iso).prefix(1) == ["08:00"])
        #expect(try await database.completions(from: StoreFixtures.day, to: StoreFixtures.day).count == 1)
        #expect(try await database.hasCompletedOnboarding())
        // Every version's data also goes into a backup without an unreadable row.
        let archive = try PhysioArchive.decode(try await database.exportArchive())
        #expect(archive.parts.rehab?.plans.count == plans.count)
        guard level >= 2 else { return }

        let entry = try #require(try await database.habitEntry(on: StoreFixtures.day))
        #expect(entry.morningFocus.myWhy == "Energy for the kids")
        #expect(entry.morningFocus.challenge == .lateNightSnacking)
        #expect(entry.nightPrep.checkedItems.map(\.id) == ["water-ready"])
        #expect(entry.endOfDay.followedSwap == true)
        let habits = try await database.habitArchive()
        #expect(habits.cravingNotes.map(\.text) == ["Deadline, biscuits"])
        #expect(habits.pauses.map(\.reason) == [.holiday])
        #expect(habits.achievements.earned.map(\.id) == ["streak-3"])
        #expect(try await database.habitSettings().reminders.midday?.iso == "12:30")
        #expect(try await database.cravingAudio(noteID: "note-1")?.bytes == Data("voice".utf8))
        guard level >= 3 else { return }

        let block = try #require(try await database.mesocycle(id: StoreFixtures.mesocycleID))
        #expect(block.name == "Spring block" && block.deloadWeeks == [2])
        #expect(block.workouts.map(\.title) == ["Push Day"])
        #expect(block.workouts.first?.exercises.first?.load == .kilograms(60))
        #expect(block.workouts.first?.exercises.first?.muscleGroup == .chest)
        guard level >= 4 else { return }

        let messages = try await database.coachMessages()
        #expect(messages.map(\.text).prefix(2) == ["My knee is stiff", "Try heel slides."])
        #expect(try await database.coachSettings().kind == .openAI)
        guard level >= 5 else { return }

        #expect(try await database.calendarFeed()?.token == StoreFixtures.feedToken)
        guard level >= 6 else { return }

        let sessions = try await database.sessions(planID: knee.id)
        #expect(sessions.first?.source == .phone)
        #expect(sessions.first?.metrics.bestAngle == 95)
        guard level >= 7 else { return }

        #expect(try await database.coachMessages().last?.safety == .chestPain)
        guard level >= 8 else { return }

        #expect(try await database.sessions(planID: knee.id).map(\.source).prefix(2) == [.phone, .camera])
        guard level >= 9 else { return }

        let keyed = try await database.idempotentRecord(key: "fixture-key-0001")
        #expect(keyed?.answer?.status == 201 && keyed?.answer?.body == Data("{}".utf8))
        guard level >= 10 else { return }

        #expect(try await database.sessions(planID: knee.id).map(\.source).prefix(3) == [.phone, .camera, .video])
        guard level >= 11 else { return }

        let stopped = try await database.sessions(planID: knee.id).last
        #expect(stopped?.painStop == PainStop(secondsIntoSession: 42, rep: 3, angle: 72, zone: .below))
        guard level >= 12 else { return }

        if level < 18 {
            #expect(try household.isSignedSessionRevoked(id: "fixture-signed-session-0001"))
            #expect(!(try household.isSignedSessionRevoked(id: "fixture-signed-session-0002")))
        }
        guard level >= 13 else {
            // Before prescriptions every exercise followed the library and no session kept one.
            #expect(knee.prescriptions.isEmpty)
            return
        }

        let heelSlides = try #require(knee.prescriptions["heel-slides"])
        #expect(heelSlides.target == AngleRange(70, 85) && heelSlides.setBy == .clinician && heelSlides.side == .right)
        #expect(knee.exercise(id: "heel-slides")?.reps == 8)
        #expect(try await database.sessions(planID: knee.id).last?.prescription?.reps == 8)
        guard level >= 14 else { return }

        // A live session in progress, kept as a draft, with the angle it had received.
        let draft = try #require(try await database.liveDraft(id: "fixture-live-draft-0001"))
        #expect(draft.exerciseID == "heel-slides" && draft.side == .right && draft.endedAt == nil)
        // (Stored as v14 wrote it, one row per input with the message as received: read as a step.)
        #expect(draft.entries.count == 1 && draft.entries.first?.time == 1.5)
        guard case .sample(.angle(_, 40))? = draft.entries.first?.step else {
            Issue.record("the v14 input isn't read as its angle")
            return
        }
        #expect(try await database.liveDrafts(
            planID: knee.id, slotID: knee.slots[0].id, exerciseID: "heel-slides").map(\.id) == [draft.id])
        guard level >= 17 else {
            // Before the person could correct a count, every saved count is the one measured.
            #expect(try await database.sessions(planID: knee.id).allSatisfy { $0.correctedReps == nil })
            return
        }

        // The person's own count, beside the one measured.
        let corrected = try #require(try await database.sessions(planID: knee.id).last)
        #expect(corrected.correctedReps == 12 && corrected.reps == 12 && corrected.metrics.reps != 12)
        #expect(archive.parts.sessions?.records.last?.correctedReps == 12)
        if (15..<18).contains(level) {
            #expect(try household.devices().map(\.device.name) == ["iPhone · Safari"])
        }
        guard level >= Self.level(of: "v19-compact-drafts") else {
            // Before drafts kept their prescription, a rebuilt session takes the plan's numbers.
            #expect(draft.prescription == nil)
            return
        }

        // The draft keeps the numbers its session started under.
        #expect(draft.prescription?.target == AngleRange(70, 85) && draft.prescription?.setBy == .clinician)
    }

    @Test(arguments: shipped.dropFirst())
    func theCommittedFixtureIsWhatTheScriptMakes(version: String) throws {
        let committed = StoreFixtures.sourceDirectory.appendingPathComponent("\(version).sqlite")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fixture-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let fresh = directory.appendingPathComponent("\(version).sqlite")
        try StoreFixtures.make(upTo: version, at: fresh)
        if StoreFixtures.updating {
            let target = StoreFixtures.sourceDirectory.appendingPathComponent("\(version).sqlite")
            try? FileManager.default.removeItem(at: target)
            try FileManager.default.copyItem(at: fresh, to: target)
        }
        #expect(try StoreFixtures.dump(fresh) == (try StoreFixtures.dump(committed)))
    }
}

/// Builds the fixture databases: the migrations run one at a time, and after each one the rows that
/// version could hold are put in with plain SQL (as that version wrote them).
enum StoreFixtures {
    static let sourceDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures")
    static var updating: Bool { ProcessInfo.processInfo.environment["PHYSIOPOINT_UPDATE_GOLDEN"] == "1" }

    static let day = HabitFixtures.day("2026-11-20")
    static let planID = "848f581f-f2ba-4e89-9ce6-0c4c06a3b792"
    static let slotIDs = ["541e285b-c717-4a01-a330-1c495c7abd9e", "b8737c1f-be4e-4b50-bdfe-d89609653f1e"]
    static let mesocycleID = UUID(uuidString: "0b1c2d3e-4f50-4a61-8b72-93a4b5c6d7e8")!
    static let feedToken = "fixture-feed-token-0123456789abcdef"

    /// The rows each migration's version adds.
    static func rows(after migration: String) -> String {
        switch migration {
        case "v1-rehab-plans":
            """
            INSERT INTO setting (key, value) VALUES ('onboarding_completed', 'true'), ('login_token', 'fixture-token');
            INSERT INTO auth_session (token, csrf_token, created_at) VALUES ('fixture-session', 'fixture-csrf', '2026-11-20 14:00:00.000');
            INSERT INTO rehab_plan (id, name, condition_id, region, created_at)
                VALUES ('\(planID)', 'Dad''s knee', 'knee-limited-flexion', 'knee', '2026-11-20 14:00:01.944');
            INSERT INTO plan_exercise (plan_id, position, exercise_id)
                VALUES ('\(planID)', 0, 'heel-slides'), ('\(planID)', 1, 'seated-knee-flexion');
            INSERT INTO session_slot (id, plan_id, minute_of_day) VALUES ('\(slotIDs[0])', '\(planID)', 480), ('\(slotIDs[1])', '\(planID)', 1140);
            INSERT INTO slot_completion (slot_id, day, completed_at) VALUES ('\(slotIDs[0])', '2026-11-20', '2026-11-20 14:00:05.271');
            """
        case "v2-habits":
            """
            INSERT INTO habit_entry (day, night_other, my_why, challenge, challenge_other, swap, will_do, instead_of,
                followed_swap, feeling, got_in_the_way, updated_at)
                VALUES ('2026-11-20', 'Shoes by the door', 'Energy for the kids', 'late_night_snacking', '', 'Tea',
                    'drink tea', 'crisps', 1, 'proud', '', '2026-11-20 21:00:00.000');
            INSERT INTO habit_entry_prep_item (day, position, item_id, title) VALUES ('2026-11-20', 0, 'water-ready', 'Put water bottle in fridge or by my bed');
            INSERT INTO habit_settings (id, celebrations, keep_audio, night_prep_reminder, morning_focus_reminder,
                midday_reminder, next_custom_prep_number, achievements_counting_from) VALUES (1, 1, 1, 1260, 480, 750, 1, NULL);
            INSERT INTO craving_note (id, category, recorded_at, day, time_zone, text, chosen_action, answer,
                audio_file_name, audio_duration, audio_mime)
                VALUES ('note-1', 'stress', '2026-11-20 16:00:00.000', '2026-11-20', 'America/Toronto', 'Deadline, biscuits',
                    NULL, NULL, 'note-1.webm', 3.5, 'audio/webm');
            INSERT INTO craving_audio (note_id, bytes) VALUES ('note-1', X'766F696365');
            INSERT INTO habit_pause (day, reason) VALUES ('2026-11-21', 'holiday');
            INSERT INTO habit_achievement (id, earned_on) VALUES ('streak-3', '2026-11-20');
            """
        case "v3-training":
            """
            INSERT INTO training_mesocycle (id, name, start_date, week_count, created_at)
                VALUES ('\(mesocycleID.uuidString.lowercased())', 'Spring block', '2026-11-16', 2, '2026-11-15 10:00:00.000');
            INSERT INTO training_deload_week (mesocycle_id, week) VALUES ('\(mesocycleID.uuidString.lowercased())', 2);
            INSERT INTO training_workout (id, mesocycle_id, day, title, done_at)
                VALUES ('1c2d3e4f-5061-4728-9384-a5b6c7d8e9f0', '\(mesocycleID.uuidString.lowercased())', '2026-11-23', 'Push Day', NULL);
            INSERT INTO training_exercise (id, workout_id, position, name, base_sets, reps_lower, reps_upper, load_kg,
                load_text, rest_seconds, notes, muscle_group)
                VALUES ('2d3e4f50-6172-4839-a4b5-c6d7e8f90a1b', '1c2d3e4f-5061-4728-9384-a5b6c7d8e9f0', 0, 'Bench Press', 4, 6, 8,
                    60, NULL, 120, 'Pause at the chest', 'chest');
            """
        case "v4-coach":
            """
            INSERT INTO coach_message (id, role, text, source, notice, sent_at)
                VALUES (1, 'user', 'My knee is stiff', NULL, NULL, '2026-11-20 17:00:00.000'),
                    (2, 'assistant', 'Try heel slides.', 'builtin', NULL, '2026-11-20 17:00:01.000');
            INSERT INTO coach_settings (id, kind, base_url, model) VALUES (1, 'openai', 'http://127.0.0.1:8081/v1', 'local');
            """
        case "v5-reminders":
            "INSERT INTO calendar_feed (id, token, created_at) VALUES (1, '\(feedToken)', '2026-11-20 18:00:00.000');"
        case "v6-sessions":
            session(id: "3e4f5061-7283-49a4-b5c6-d7e8f90a1b2c", source: "phone", minute: 5)
        case "v7-coach-safety":
            """
            INSERT INTO coach_message (id, role, text, source, notice, sent_at, safety)
                VALUES (3, 'assistant', 'Call emergency services now.', 'builtin', NULL, '2026-11-20 17:05:00.000', 'chest_pain');
            """
        case "v8-camera-source":
            session(id: "4f506172-8394-4ab5-86d7-e8f90a1b2c3d", source: "camera", minute: 30)
        case "v9-idempotency":
            """
            INSERT INTO idempotent_request (key, fingerprint, status, content_type, location, body, created_at)
                VALUES ('fixture-key-0001', 'POST /api/v1/habits/notes', 201, 'application/json', NULL, X'7B7D', '2026-11-20 19:00:00.000');
            """
        case "v10-video-source":
            session(id: "506172a3-94a5-4bc6-97e8-f90a1b2c3d4e", source: "video", minute: 40)
        case "v11-pain-stop":
            session(id: "6172a3b4-a5b6-4c7d-88f9-0a1b2c3d4e5f", source: "slider", minute: 50)
                + """

                UPDATE exercise_session SET pain_stop = '{"angle":72,"rep":3,"secondsIntoSession":42,"zone":"below"}'
                    WHERE id = '6172a3b4-a5b6-4c7d-88f9-0a1b2c3d4e5f';
                """
        case "v12-signed-sessions":
            """
            INSERT INTO auth_session_revoked (id, revoked_at) VALUES ('fixture-signed-session-0001', '2026-11-20 20:00:00.000');
            """
        case "v13-prescriptions":
            """
            UPDATE plan_exercise SET prescription = '\(prescriptionJSON)'
                WHERE plan_id = '\(planID)' AND exercise_id = 'heel-slides';
            UPDATE exercise_session SET prescription = '\(prescriptionJSON)'
                WHERE id = '6172a3b4-a5b6-4c7d-88f9-0a1b2c3d4e5f';
            """
        case "v14-live-drafts":
            """
            INSERT INTO live_draft (id, plan_id, slot_id, exercise_id, side, source, started_at, updated_at, ended_at)
                VALUES ('fixture-live-draft-0001', '\(planID)', '\(slotIDs[0])', 'heel-slides', 'right', 'slider',
                    '2026-11-20 20:10:00.000', '2026-11-20 20:10:02.000', NULL);
            INSERT INTO live_draft_input (draft_id, seq, time, kind, body)
                VALUES ('fixture-live-draft-0001', 0, 1.5, 'sample', '{"type":"angle","degrees":40}');
            INSERT INTO video_check (id, exercise_id, plan_id, slot_id, created_at, state, message, result, saved_record_id)
                VALUES ('7283a4b5-b6c7-4d8e-99fa-1b2c3d4e5f60', 'heel-slides', '\(planID)', NULL, '2026-11-20 20:20:00.000',
                    'failed', 'The check stopped when PhysioPoint restarted. Upload the video again.', NULL, NULL);
            """
        case "v15-devices":
            """
            INSERT INTO device (id, name, connected_at, last_used_at)
                VALUES ('0123456789abcdef0123456789abcdef', 'iPhone · Safari', '2026-11-20 20:30:00.000', '2026-11-21 08:05:00.000');
            """
        case "v16-planner-undo":
            """
            INSERT INTO training_move (id, mesocycle_id, made_at, undo, undone_at)
                VALUES ('8394b5c6-c7d8-4e9f-8a0b-2c3d4e5f6071', '\(mesocycleID.uuidString.lowercased())', '2026-11-23 08:00:00.000',
                    '{"after":[],"before":[],"destination":"2026-11-24","home":"2026-11-23","message":"Moved Bench Press to Tue Nov 24, week 1.","undoneMessage":"Bench Press is back on Mon Nov 23, week 1."}',
                    NULL);
            """
        case "v17-corrected-reps":
            """
            UPDATE exercise_session SET corrected_reps = 12 WHERE id = '6172a3b4-a5b6-4c7d-88f9-0a1b2c3d4e5f';
            """
        case "v19-compact-drafts":
            """
            UPDATE live_draft SET prescription = '\(prescriptionJSON)' WHERE id = 'fixture-live-draft-0001';
            """
        default:
            ""
        }
    }

    /// A clinician's prescription for heel slides, as v13 writes it (sorted keys).
    static let prescriptionJSON =
        #"{"holdSeconds":3,"note":"Dr Lee, 18 Nov","reps":8,"setBy":"clinician","sets":2,"side":"right","target":{"lower":70,"upper":85}}"#

    /// A guided session of the fixture plan's first slot; its metrics JSON as that version wrote it.
    static func session(id: String, source: String, minute: Int) -> String {
        let metrics = SessionMetrics(
            goal: MotionFixtures.goal("heel-slides"), repetitions: [], bestAngle: 95, timeInZoneSeconds: 0,
            durationSeconds: 60, samplesUsed: 10, samplesRejected: 0, trackingLosses: 0)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: (try? encoder.encode(metrics)) ?? Data(), as: UTF8.self)
        return """
            INSERT INTO exercise_session (id, plan_id, slot_id, exercise_id, source, day, started_at, ended_at, feeling,
                reps, best_angle, metrics)
                VALUES ('\(id)', '\(planID)', '\(slotIDs[0])', 'heel-slides', '\(source)', '2026-11-20',
                    '2026-11-20 13:\(pad(minute)):00.000', '2026-11-20 13:\(pad(minute + 1)):00.000', 'same', 0, 95, '\(json)');
            """
    }

    static func pad(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }

    /// A database migrated up to `version`, with each version's rows put in right after its migration.
    static func make(upTo version: String, at url: URL) throws {
        let queue = try DatabaseQueue(path: url.path)
        for migration in AppDatabase.knownMigrations {
            try AppDatabase.migrator.migrate(queue, upTo: migration)
            try queue.write { db in try db.execute(sql: rows(after: migration)) }
            if migration == version { break }
        }
        try queue.writeWithoutTransaction { db in try db.execute(sql: "VACUUM") }
        try queue.close()
    }

    /// Every table's rows, in key order, as text: what two fixture files are compared by.
    static func dump(_ url: URL) throws -> String {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: url.path, configuration: configuration)
        defer { try? queue.close() }
        return try queue.read { db in
            var text = try AppDatabase.schemaSnapshot(db)
            for table in try String.fetchAll(
                db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
            {
                text += "-- \(table)\n"
                let rows = try Row.fetchAll(db, sql: "SELECT * FROM \(table)").map(\.description).sorted()
                text += rows.map { $0 + "\n" }.joined()
            }
            return text
        }
    }
}
