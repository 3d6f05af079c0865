import GRDB

// Migrations are frozen once they land: plain SQL, string table names, no app types.
extension AppDatabase {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-rehab-plans") { db in
            try db.execute(sql: """
                CREATE TABLE setting (
                    key TEXT PRIMARY KEY NOT NULL,
                    value TEXT NOT NULL
                );
                CREATE TABLE auth_session (
                    token TEXT PRIMARY KEY NOT NULL,
                    csrf_token TEXT NOT NULL,
                    created_at TEXT NOT NULL
                );
                CREATE TABLE rehab_plan (
                    id TEXT PRIMARY KEY NOT NULL,
                    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
                    condition_id TEXT NOT NULL,
                    region TEXT NOT NULL,
                    created_at TEXT NOT NULL
                );
                CREATE TABLE plan_exercise (
                    plan_id TEXT NOT NULL REFERENCES rehab_plan(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    exercise_id TEXT NOT NULL,
                    PRIMARY KEY (plan_id, position)
                );
                CREATE TABLE session_slot (
                    id TEXT PRIMARY KEY NOT NULL,
                    plan_id TEXT NOT NULL REFERENCES rehab_plan(id) ON DELETE CASCADE,
                    minute_of_day INTEGER NOT NULL CHECK (minute_of_day BETWEEN 0 AND 1439),
                    UNIQUE (plan_id, minute_of_day)
                );
                CREATE INDEX session_slot_plan ON session_slot(plan_id);
                CREATE TABLE slot_completion (
                    slot_id TEXT NOT NULL REFERENCES session_slot(id) ON DELETE CASCADE,
                    day TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
                    completed_at TEXT NOT NULL,
                    PRIMARY KEY (slot_id, day)
                );
                CREATE INDEX slot_completion_day ON slot_completion(day);
                """)
        }
        // Habit coach (issue 4). Night Prep lives in the entry of the day it prepares for.
        migrator.registerMigration("v2-habits") { db in
            try db.execute(sql: """
                CREATE TABLE habit_entry (
                    day TEXT PRIMARY KEY NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
                    night_other TEXT NOT NULL DEFAULT '',
                    my_why TEXT NOT NULL DEFAULT '',
                    challenge TEXT,
                    challenge_other TEXT NOT NULL DEFAULT '',
                    swap TEXT NOT NULL DEFAULT '',
                    will_do TEXT NOT NULL DEFAULT '',
                    instead_of TEXT NOT NULL DEFAULT '',
                    followed_swap INTEGER CHECK (followed_swap IN (0, 1)),
                    feeling TEXT NOT NULL DEFAULT '',
                    got_in_the_way TEXT NOT NULL DEFAULT '',
                    updated_at TEXT NOT NULL
                );
                CREATE TABLE habit_entry_prep_item (
                    day TEXT NOT NULL REFERENCES habit_entry(day) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    item_id TEXT NOT NULL,
                    title TEXT NOT NULL,
                    PRIMARY KEY (day, position),
                    UNIQUE (day, item_id)
                );
                CREATE TABLE habit_prep_item (
                    id TEXT PRIMARY KEY NOT NULL,
                    position INTEGER NOT NULL UNIQUE,
                    title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
                    is_default INTEGER NOT NULL CHECK (is_default IN (0, 1)),
                    is_core INTEGER NOT NULL CHECK (is_core IN (0, 1)),
                    is_hidden INTEGER NOT NULL CHECK (is_hidden IN (0, 1))
                );
                CREATE TABLE habit_settings (
                    id INTEGER PRIMARY KEY NOT NULL CHECK (id = 1),
                    celebrations INTEGER NOT NULL CHECK (celebrations IN (0, 1)),
                    keep_audio INTEGER NOT NULL CHECK (keep_audio IN (0, 1)),
                    night_prep_reminder INTEGER NOT NULL CHECK (night_prep_reminder BETWEEN 0 AND 1439),
                    morning_focus_reminder INTEGER NOT NULL CHECK (morning_focus_reminder BETWEEN 0 AND 1439),
                    midday_reminder INTEGER CHECK (midday_reminder BETWEEN 0 AND 1439),
                    next_custom_prep_number INTEGER NOT NULL CHECK (next_custom_prep_number >= 1),
                    achievements_counting_from TEXT
                );
                CREATE TABLE craving_note (
                    id TEXT PRIMARY KEY NOT NULL,
                    category TEXT NOT NULL CHECK (category IN ('stress', 'habit', 'physical', 'other')),
                    recorded_at TEXT NOT NULL,
                    day TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
                    time_zone TEXT NOT NULL,
                    text TEXT NOT NULL,
                    chosen_action TEXT,
                    answer TEXT,
                    audio_file_name TEXT,
                    audio_duration REAL,
                    audio_mime TEXT
                );
                CREATE INDEX craving_note_day ON craving_note(day);
                CREATE TABLE craving_audio (
                    note_id TEXT PRIMARY KEY NOT NULL REFERENCES craving_note(id) ON DELETE CASCADE,
                    bytes BLOB NOT NULL
                );
                CREATE TABLE habit_pause (
                    day TEXT PRIMARY KEY NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
                    reason TEXT NOT NULL CHECK (reason IN ('holiday', 'illness', 'travel', 'other'))
                );
                CREATE TABLE habit_achievement (
                    id TEXT PRIMARY KEY NOT NULL,
                    earned_on TEXT NOT NULL CHECK (earned_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]')
                );
                """)
        }

        // The training planner (issue 6).
        migrator.registerMigration("v3-training") { db in
            try db.execute(sql: """
                CREATE TABLE training_mesocycle (
                    id TEXT PRIMARY KEY NOT NULL,
                    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
                    start_date TEXT NOT NULL CHECK (start_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
                    week_count INTEGER NOT NULL CHECK (week_count BETWEEN 1 AND 52),
                    created_at TEXT NOT NULL
                );
                CREATE TABLE training_deload_week (
                    mesocycle_id TEXT NOT NULL REFERENCES training_mesocycle(id) ON DELETE CASCADE,
                    week INTEGER NOT NULL CHECK (week >= 1),
                    PRIMARY KEY (mesocycle_id, week)
                );
                CREATE TABLE training_workout (
                    id TEXT PRIMARY KEY NOT NULL,
                    mesocycle_id TEXT NOT NULL REFERENCES training_mesocycle(id) ON DELETE CASCADE,
                    day TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
                    title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
                    done_at TEXT,
                    UNIQUE (mesocycle_id, day)
                );
                CREATE INDEX training_workout_mesocycle ON training_workout(mesocycle_id);
                CREATE TABLE training_exercise (
                    id TEXT PRIMARY KEY NOT NULL,
                    workout_id TEXT NOT NULL REFERENCES training_workout(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL CHECK (position >= 0),
                    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
                    base_sets INTEGER NOT NULL CHECK (base_sets BETWEEN 1 AND 100),
                    reps_lower INTEGER NOT NULL CHECK (reps_lower >= 1),
                    reps_upper INTEGER NOT NULL CHECK (reps_upper >= reps_lower),
                    load_kg REAL CHECK (load_kg IS NULL OR load_kg > 0),
                    load_text TEXT CHECK (load_text IS NULL OR load_kg IS NULL),
                    rest_seconds INTEGER NOT NULL CHECK (rest_seconds >= 0),
                    notes TEXT NOT NULL DEFAULT '',
                    muscle_group TEXT,
                    UNIQUE (workout_id, position)
                );
                """)
        }

        // The coach chat's messages and the choice of coach (issue 5).
        migrator.registerMigration("v4-coach") { db in
            try db.execute(sql: """
                CREATE TABLE coach_message (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    role TEXT NOT NULL CHECK (role IN ('user', 'assistant')),
                    text TEXT NOT NULL CHECK (length(text) BETWEEN 1 AND 8000),
                    source TEXT CHECK (source IN ('builtin', 'model', 'fallback')),
                    notice TEXT,
                    sent_at TEXT NOT NULL
                );
                CREATE TABLE coach_settings (
                    id INTEGER PRIMARY KEY NOT NULL CHECK (id = 1),
                    kind TEXT NOT NULL CHECK (kind IN ('builtin', 'openai')),
                    base_url TEXT NOT NULL,
                    model TEXT NOT NULL
                );
                """)
        }

        // The private calendar subscription's token (issue 5, reminders).
        migrator.registerMigration("v5-reminders") { db in
            try db.execute(sql: """
                CREATE TABLE calendar_feed (
                    id INTEGER PRIMARY KEY NOT NULL CHECK (id = 1),
                    token TEXT NOT NULL UNIQUE CHECK (length(token) >= 32),
                    created_at TEXT NOT NULL
                );
                """)
        }

        // Guided sessions (issue 3): one row per exercise done live. The engine's full metrics are kept
        // as JSON; the columns pages sort and sum by are copied out of it.
        migrator.registerMigration("v6-sessions") { db in
            try db.execute(sql: """
                CREATE TABLE exercise_session (
                    id TEXT PRIMARY KEY NOT NULL,
                    plan_id TEXT REFERENCES rehab_plan(id) ON DELETE CASCADE,
                    slot_id TEXT REFERENCES session_slot(id) ON DELETE SET NULL,
                    exercise_id TEXT NOT NULL CHECK (length(exercise_id) BETWEEN 1 AND 100),
                    source TEXT NOT NULL CHECK (source IN ('phone', 'tracker', 'slider')),
                    day TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
                    started_at TEXT NOT NULL,
                    ended_at TEXT NOT NULL,
                    feeling TEXT CHECK (feeling IN ('easier', 'same', 'harder')),
                    reps INTEGER NOT NULL CHECK (reps >= 0),
                    best_angle REAL,
                    metrics TEXT NOT NULL
                );
                CREATE INDEX exercise_session_plan_day ON exercise_session(plan_id, day);
                """)
        }

        // The coach's safety answers (issue 12): which warning sign a reply answered.
        migrator.registerMigration("v7-coach-safety") { db in
            try db.execute(sql: "ALTER TABLE coach_message ADD COLUMN safety TEXT CHECK (length(safety) BETWEEN 1 AND 40)")
        }

        // The camera source (issue 9). SQLite can't change a CHECK constraint in place, so the table is
        // rebuilt the documented way (create, copy, drop, rename) with 'camera' allowed.
        migrator.registerMigration("v8-camera-source") { db in
            try db.execute(sql: """
                CREATE TABLE exercise_session_new (
                    id TEXT PRIMARY KEY NOT NULL,
                    plan_id TEXT REFERENCES rehab_plan(id) ON DELETE CASCADE,
                    slot_id TEXT REFERENCES session_slot(id) ON DELETE SET NULL,
                    exercise_id TEXT NOT NULL CHECK (length(exercise_id) BETWEEN 1 AND 100),
                    source TEXT NOT NULL CHECK (source IN ('phone', 'tracker', 'slider', 'camera')),
                    day TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
                    started_at TEXT NOT NULL,
                    ended_at TEXT NOT NULL,
                    feeling TEXT CHECK (feeling IN ('easier', 'same', 'harder')),
                    reps INTEGER NOT NULL CHECK (reps >= 0),
                    best_angle REAL,
                    metrics TEXT NOT NULL
                );
                INSERT INTO exercise_session_new SELECT id, plan_id, slot_id, exercise_id, source, day, started_at,
                    ended_at, feeling, reps, best_angle, metrics FROM exercise_session;
                DROP TABLE exercise_session;
                ALTER TABLE exercise_session_new RENAME TO exercise_session;
                CREATE INDEX exercise_session_plan_day ON exercise_session(plan_id, day);
                """)
        }

        // Offline sync (issue 10): a change sent with an `Idempotency-Key` is remembered with its answer,
        // so the phone's queue can resend it after a lost connection without a second write. The
        // answer columns stay NULL while a write that recorded its key in its own transaction (a new
        // craving note) has not finished answering yet.
        migrator.registerMigration("v9-idempotency") { db in
            try db.execute(sql: """
                CREATE TABLE idempotent_request (
                    key TEXT PRIMARY KEY NOT NULL CHECK (length(key) BETWEEN 8 AND 128),
                    fingerprint TEXT NOT NULL CHECK (length(fingerprint) > 0),
                    status INTEGER CHECK (status BETWEEN 100 AND 599),
                    content_type TEXT,
                    location TEXT,
                    body BLOB,
                    created_at TEXT NOT NULL
                );
                CREATE INDEX idempotent_request_created ON idempotent_request(created_at);
                """)
        }

        // Saved video checks (issue 9) get their own source, 'video'; the table is rebuilt as in v8.
        migrator.registerMigration("v10-video-source") { db in
            try db.execute(sql: """
                CREATE TABLE exercise_session_new (
                    id TEXT PRIMARY KEY NOT NULL,
                    plan_id TEXT REFERENCES rehab_plan(id) ON DELETE CASCADE,
                    slot_id TEXT REFERENCES session_slot(id) ON DELETE SET NULL,
                    exercise_id TEXT NOT NULL CHECK (length(exercise_id) BETWEEN 1 AND 100),
                    source TEXT NOT NULL CHECK (source IN ('phone', 'tracker', 'slider', 'camera', 'video')),
                    day TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
                    started_at TEXT NOT NULL,
                    ended_at TEXT NOT NULL,
                    feeling TEXT CHECK (feeling IN ('easier', 'same', 'harder')),
                    reps INTEGER NOT NULL CHECK (reps >= 0),
                    best_angle REAL,
                    metrics TEXT NOT NULL
                );
                INSERT INTO exercise_session_new SELECT id, plan_id, slot_id, exercise_id, source, day, started_at,
                    ended_at, feeling, reps, best_angle, metrics FROM exercise_session;
                DROP TABLE exercise_session;
                ALTER TABLE exercise_session_new RENAME TO exercise_session;
                CREATE INDEX exercise_session_plan_day ON exercise_session(plan_id, day);
                """)
        }

        // "Stop — it hurts" (issue 12): where a guided session was stopped because it hurt, as JSON
        // (seconds in, rep, angle, zone); NULL for a session that ended normally.
        migrator.registerMigration("v11-pain-stop") { db in
            try db.execute(sql: """
                ALTER TABLE exercise_session ADD COLUMN pain_stop TEXT
                    CHECK (pain_stop IS NULL OR length(pain_stop) BETWEEN 2 AND 1000)
                """)
        }

        // Signing in writes nothing (a GET never writes): the session cookie is signed, and only
        // signing out writes, naming the session here so its cookie is refused from then on.
        migrator.registerMigration("v12-signed-sessions") { db in
            try db.execute(sql: """
                CREATE TABLE auth_session_revoked (
                    id TEXT PRIMARY KEY NOT NULL CHECK (length(id) BETWEEN 16 AND 128),
                    revoked_at TEXT NOT NULL
                );
                """)
        }

        // Prescriptions (issue 21): the numbers a person or their clinician set for a plan's exercise
        // (JSON: target band, hold, reps, sets, side, who set them, a note; NULL = the library's), and
        // the prescription a saved session was done under (NULL for sessions saved before).
        migrator.registerMigration("v13-prescriptions") { db in
            try db.execute(sql: """
                ALTER TABLE plan_exercise ADD COLUMN prescription TEXT
                    CHECK (prescription IS NULL OR length(prescription) BETWEEN 2 AND 2000);
                ALTER TABLE exercise_session ADD COLUMN prescription TEXT
                    CHECK (prescription IS NULL OR length(prescription) BETWEEN 2 AND 2000);
                """)
        }

        // Nothing lost (issue 20): a live session in progress (or ended, not yet saved) is kept as its
        // setup and the inputs it accepted, with their times on the session's clock, and rebuilt by
        // replaying them; video checks keep their job, state and result here instead of in memory.
        migrator.registerMigration("v14-live-drafts") { db in
            try db.execute(sql: """
                CREATE TABLE live_draft (
                    id TEXT PRIMARY KEY NOT NULL CHECK (length(id) BETWEEN 16 AND 64),
                    plan_id TEXT REFERENCES rehab_plan(id) ON DELETE CASCADE,
                    slot_id TEXT REFERENCES session_slot(id) ON DELETE CASCADE,
                    exercise_id TEXT NOT NULL CHECK (length(exercise_id) BETWEEN 1 AND 100),
                    side TEXT NOT NULL CHECK (side IN ('left', 'right')),
                    source TEXT NOT NULL CHECK (source IN ('phone', 'tracker', 'slider', 'camera')),
                    started_at TEXT NOT NULL,
                    updated_at TEXT NOT NULL,
                    ended_at TEXT
                );
                CREATE INDEX live_draft_slot ON live_draft(slot_id, exercise_id);
                CREATE TABLE live_draft_input (
                    draft_id TEXT NOT NULL REFERENCES live_draft(id) ON DELETE CASCADE,
                    seq INTEGER NOT NULL CHECK (seq >= 0),
                    time REAL NOT NULL,
                    kind TEXT NOT NULL CHECK (kind IN ('sample', 'calibrate', 'frame', 'nextSet', 'end', 'pain')),
                    body TEXT NOT NULL CHECK (length(body) <= 65536),
                    PRIMARY KEY (draft_id, seq)
                ) WITHOUT ROWID;
                CREATE TABLE video_check (
                    id TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 36),
                    exercise_id TEXT NOT NULL CHECK (length(exercise_id) BETWEEN 1 AND 100),
                    plan_id TEXT REFERENCES rehab_plan(id) ON DELETE SET NULL,
                    slot_id TEXT REFERENCES session_slot(id) ON DELETE SET NULL,
                    created_at TEXT NOT NULL,
                    state TEXT NOT NULL CHECK (state IN ('running', 'failed', 'done')),
                    message TEXT,
                    result TEXT,
                    saved_record_id TEXT
                );
                CREATE TABLE video_check_still (
                    check_id TEXT NOT NULL REFERENCES video_check(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL CHECK (position >= 0),
                    jpeg BLOB NOT NULL,
                    PRIMARY KEY (check_id, position)
                ) WITHOUT ROWID;
                """)
        }

        // Devices (issue 22): each browser signed in with the sign-in link, by its session id, so
        // Settings can list them (name from the User-Agent, when connected, last used) and sign one
        // out from another (its id then goes to `auth_session_revoked`, as signing out does).
        migrator.registerMigration("v15-devices") { db in
            try db.execute(sql: """
                CREATE TABLE device (
                    id TEXT PRIMARY KEY NOT NULL CHECK (length(id) BETWEEN 16 AND 128),
                    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
                    connected_at TEXT NOT NULL,
                    last_used_at TEXT NOT NULL
                );
                """)
        }

        // The planner's recent moves, each with what undoing it puts back (a JSON `MoveUndo`): the
        // Undo after a move. Not part of the export: it is kept a short while (see `recordMove`).
        migrator.registerMigration("v16-planner-undo") { db in
            try db.execute(
                sql: """
                CREATE TABLE training_move (
                    id TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 36),
                    mesocycle_id TEXT NOT NULL REFERENCES training_mesocycle(id) ON DELETE CASCADE,
                    made_at TEXT NOT NULL,
                    undo TEXT NOT NULL CHECK (length(undo) <= 4194304),
                    undone_at TEXT
                );
                CREATE INDEX training_move_mesocycle ON training_move(mesocycle_id, made_at);
                """)
        }

        // The person's own count of a saved session's reps, when the measured one was wrong (issue 19);
        // NULL when the measured count (the `reps` column, kept as measured) stands.
        migrator.registerMigration("v17-corrected-reps") { db in
            try db.execute(
                sql: """
                ALTER TABLE exercise_session ADD COLUMN corrected_reps INTEGER
                    CHECK (corrected_reps IS NULL OR corrected_reps BETWEEN 0 AND 1000)
                """)
        }

        // A household (issue 34): each person has a database of their own, and the household's
        // database (`Household`) holds the people, their sign-in tokens, devices and signed-out
        // sessions. Those were this database's; `Household` copies them out before this runs.
        migrator.registerMigration("v18-household") { db in
            try db.execute(
                sql: """
                DROP TABLE device;
                DROP TABLE auth_session_revoked;
                DROP TABLE auth_session;
                DELETE FROM setting WHERE key = 'login_token';
                """)
        }

        // Compact drafts (issues 35 and 38): a draft keeps the prescription its session started under
        // (JSON, as `exercise_session.prescription`; NULL for drafts stored before), so a session
        // rebuilt after a restart counts and reports what it was done under; and its steps are stored
        // one row per batch (a JSON array of the session's journalled steps, poses packed) instead of
        // one row per input. Rows of `live_draft_input` stored before are still read (and go with
        // their draft). Touches only live_draft's own tables, so it applies after any v18.
        migrator.registerMigration("v19-compact-drafts") { db in
            try db.execute(
                sql: """
                ALTER TABLE live_draft ADD COLUMN prescription TEXT
                    CHECK (prescription IS NULL OR length(prescription) BETWEEN 2 AND 65536);
                CREATE TABLE live_draft_batch (
                    draft_id TEXT NOT NULL REFERENCES live_draft(id) ON DELETE CASCADE,
                    seq INTEGER NOT NULL CHECK (seq >= 0),
                    steps TEXT NOT NULL CHECK (length(steps) BETWEEN 2 AND 16777216),
                    PRIMARY KEY (draft_id, seq)
                );
                """)
        }
        // The Swift enums are the one list of their values (issue 37): the tables whose columns copied an
        // enum's cases into a `CHECK (x IN (…))` list (so a new case cost a table rebuild, v8 and v10) are
        // rebuilt once more without it, every other constraint as it was. The values are still guarded:
        // every write is an enum's rawValue, and every reader refuses an unknown value naming its row
        // (`UnreadableRowError`). Rebuilt the documented way, as v8 and v10 (create, copy, drop, rename,
        // indexes again); the migrator runs it with foreign keys off and checks them before committing,
        // so the children (craving_audio, live_draft_input/_batch, video_check_still) keep their rows
        // and point at the new tables. coach_message keeps its AUTOINCREMENT counter, so an id is never
        // used twice.
        migrator.registerMigration("v20-enums-in-swift") { db in
            try db.execute(
                sql: """
                CREATE TABLE craving_note_new (
                    id TEXT PRIMARY KEY NOT NULL,
                    category TEXT NOT NULL,
                    recorded_at TEXT NOT NULL,
                    day TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
                    time_zone TEXT NOT NULL,
                    text TEXT NOT NULL,
                    chosen_action TEXT,
                    answer TEXT,
                    audio_file_name TEXT,
                    audio_duration REAL,
                    audio_mime TEXT
                );
                INSERT INTO craving_note_new (id, category, recorded_at, day, time_zone, text, chosen_action, answer,
                    audio_file_name, audio_duration, audio_mime)
                SELECT id, category, recorded_at, day, time_zone, text, chosen_action, answer,
                    audio_file_name, audio_duration, audio_mime FROM craving_note;
                DROP TABLE craving_note;
                ALTER TABLE craving_note_new RENAME TO craving_note;
                CREATE INDEX craving_note_day ON craving_note(day);

                CREATE TABLE habit_pause_new (
                    day TEXT PRIMARY KEY NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
                    reason TEXT NOT NULL
                );
                INSERT INTO habit_pause_new (day, reason) SELECT day, reason FROM habit_pause;
                DROP TABLE habit_pause;
                ALTER TABLE habit_pause_new RENAME TO habit_pause;

                CREATE TABLE coach_message_new (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    role TEXT NOT NULL,
                    text TEXT NOT NULL CHECK (length(text) BETWEEN 1 AND 8000),
                    source TEXT,
                    notice TEXT,
                    sent_at TEXT NOT NULL,
                    safety TEXT CHECK (length(safety) BETWEEN 1 AND 40)
                );
                INSERT INTO coach_message_new (id, role, text, source, notice, sent_at, safety)
                SELECT id, role, text, source, notice, sent_at, safety FROM coach_message;
                DELETE FROM sqlite_sequence WHERE name = 'coach_message_new';
                UPDATE sqlite_sequence SET name = 'coach_message_new' WHERE name = 'coach_message';
                DROP TABLE coach_message;
                ALTER TABLE coach_message_new RENAME TO coach_message;

                CREATE TABLE coach_settings_new (
                    id INTEGER PRIMARY KEY NOT NULL CHECK (id = 1),
                    kind TEXT NOT NULL,
                    base_url TEXT NOT NULL,
                    model TEXT NOT NULL
                );
                INSERT INTO coach_settings_new (id, kind, base_url, model) SELECT id, kind, base_url, model FROM coach_settings;
                DROP TABLE coach_settings;
                ALTER TABLE coach_settings_new RENAME TO coach_settings;

                CREATE TABLE exercise_session_new (
                    id TEXT PRIMARY KEY NOT NULL,
                    plan_id TEXT REFERENCES rehab_plan(id) ON DELETE CASCADE,
                    slot_id TEXT REFERENCES session_slot(id) ON DELETE SET NULL,
                    exercise_id TEXT NOT NULL CHECK (length(exercise_id) BETWEEN 1 AND 100),
                    source TEXT NOT NULL,
                    day TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
                    started_at TEXT NOT NULL,
                    ended_at TEXT NOT NULL,
                    feeling TEXT,
                    reps INTEGER NOT NULL CHECK (reps >= 0),
                    best_angle REAL,
                    metrics TEXT NOT NULL,
                    pain_stop TEXT CHECK (pain_stop IS NULL OR length(pain_stop) BETWEEN 2 AND 1000),
                    prescription TEXT CHECK (prescription IS NULL OR length(prescription) BETWEEN 2 AND 2000),
                    corrected_reps INTEGER CHECK (corrected_reps IS NULL OR corrected_reps BETWEEN 0 AND 1000)
                );
                INSERT INTO exercise_session_new (id, plan_id, slot_id, exercise_id, source, day, started_at, ended_at,
                    feeling, reps, best_angle, metrics, pain_stop, prescription, corrected_reps)
                SELECT id, plan_id, slot_id, exercise_id, source, day, started_at, ended_at,
                    feeling, reps, best_angle, metrics, pain_stop, prescription, corrected_reps FROM exercise_session;
                DROP TABLE exercise_session;
                ALTER TABLE exercise_session_new RENAME TO exercise_session;
                CREATE INDEX exercise_session_plan_day ON exercise_session(plan_id, day);

                CREATE TABLE live_draft_new (
                    id TEXT PRIMARY KEY NOT NULL CHECK (length(id) BETWEEN 16 AND 64),
                    plan_id TEXT REFERENCES rehab_plan(id) ON DELETE CASCADE,
                    slot_id TEXT REFERENCES session_slot(id) ON DELETE CASCADE,
                    exercise_id TEXT NOT NULL CHECK (length(exercise_id) BETWEEN 1 AND 100),
                    side TEXT NOT NULL,
                    source TEXT NOT NULL,
                    started_at TEXT NOT NULL,
                    updated_at TEXT NOT NULL,
                    ended_at TEXT,
                    prescription TEXT CHECK (prescription IS NULL OR length(prescription) BETWEEN 2 AND 65536)
                );
                INSERT INTO live_draft_new (id, plan_id, slot_id, exercise_id, side, source, started_at, updated_at,
                    ended_at, prescription)
                SELECT id, plan_id, slot_id, exercise_id, side, source, started_at, updated_at,
                    ended_at, prescription FROM live_draft;
                DROP TABLE live_draft;
                ALTER TABLE live_draft_new RENAME TO live_draft;
                CREATE INDEX live_draft_slot ON live_draft(slot_id, exercise_id);

                CREATE TABLE live_draft_input_new (
                    draft_id TEXT NOT NULL REFERENCES live_draft(id) ON DELETE CASCADE,
                    seq INTEGER NOT NULL CHECK (seq >= 0),
                    time REAL NOT NULL,
                    kind TEXT NOT NULL,
                    body TEXT NOT NULL CHECK (length(body) <= 65536),
                    PRIMARY KEY (draft_id, seq)
                ) WITHOUT ROWID;
                INSERT INTO live_draft_input_new (draft_id, seq, time, kind, body)
                SELECT draft_id, seq, time, kind, body FROM live_draft_input;
                DROP TABLE live_draft_input;
                ALTER TABLE live_draft_input_new RENAME TO live_draft_input;

                CREATE TABLE video_check_new (
                    id TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 36),
                    exercise_id TEXT NOT NULL CHECK (length(exercise_id) BETWEEN 1 AND 100),
                    plan_id TEXT REFERENCES rehab_plan(id) ON DELETE SET NULL,
                    slot_id TEXT REFERENCES session_slot(id) ON DELETE SET NULL,
                    created_at TEXT NOT NULL,
                    state TEXT NOT NULL,
                    message TEXT,
                    result TEXT,
                    saved_record_id TEXT
                );
                INSERT INTO video_check_new (id, exercise_id, plan_id, slot_id, created_at, state, message, result,
                    saved_record_id)
                SELECT id, exercise_id, plan_id, slot_id, created_at, state, message, result,
                    saved_record_id FROM video_check;
                DROP TABLE video_check;
                ALTER TABLE video_check_new RENAME TO video_check;
                """)
        }
        return migrator
    }
}
