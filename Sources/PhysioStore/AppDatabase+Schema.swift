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
        // The coach chat's messages and the choice of coach (issue 5). The lead may renumber at merge.
        migrator.registerMigration("v2-coach") { db in
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
        // The private calendar subscription's token (issue 5, reminders). The lead may renumber at merge.
        migrator.registerMigration("v2-reminders") { db in
            try db.execute(sql: """
                CREATE TABLE calendar_feed (
                    id INTEGER PRIMARY KEY NOT NULL CHECK (id = 1),
                    token TEXT NOT NULL UNIQUE CHECK (length(token) >= 32),
                    created_at TEXT NOT NULL
                );
                """)
        }
        return migrator
    }
}
