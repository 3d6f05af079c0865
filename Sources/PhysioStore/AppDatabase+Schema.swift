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
        // Guided sessions (issue 3): one row per exercise done live. The engine's full metrics are kept
        // as JSON; the columns pages sort and sum by are copied out of it.
        migrator.registerMigration("v2-sessions") { db in
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
        return migrator
    }
}
