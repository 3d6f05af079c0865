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
        // The training planner (issue 6). Self-contained, so it can be renumbered when merged.
        migrator.registerMigration("v2-training") { db in
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
        return migrator
    }
}
