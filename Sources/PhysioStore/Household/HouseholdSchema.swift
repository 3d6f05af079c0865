import GRDB

// The household's own database (`household.sqlite`): who lives here, who helps whom, the devices
// signed in and the sessions signed out. Each person's data is in a database of their own (an
// `AppDatabase`), so no query can reach another person's rows. Frozen once shipped, like the
// personal migrations.
extension Household {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("h1-people") { db in
            try db.execute(sql: """
                CREATE TABLE person (
                    id TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 36),
                    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 160),
                    is_owner INTEGER NOT NULL CHECK (is_owner IN (0, 1)),
                    parts TEXT NOT NULL CHECK (length(parts) <= 100),
                    token TEXT NOT NULL UNIQUE CHECK (length(token) BETWEEN 8 AND 128),
                    folder TEXT NOT NULL UNIQUE CHECK (length(folder) <= 200),
                    created_at TEXT NOT NULL
                );
                CREATE UNIQUE INDEX person_one_owner ON person(is_owner) WHERE is_owner = 1;
                CREATE UNIQUE INDEX person_name ON person(name COLLATE NOCASE);
                CREATE TABLE help_grant (
                    person_id TEXT NOT NULL REFERENCES person(id) ON DELETE CASCADE,
                    helper_id TEXT NOT NULL REFERENCES person(id) ON DELETE CASCADE,
                    granted_at TEXT NOT NULL,
                    granted_by TEXT NOT NULL CHECK (length(granted_by) = 36),
                    PRIMARY KEY (person_id, helper_id),
                    CHECK (person_id <> helper_id)
                );
                CREATE INDEX help_grant_helper ON help_grant(helper_id);
                CREATE TABLE device (
                    id TEXT PRIMARY KEY NOT NULL CHECK (length(id) BETWEEN 16 AND 128),
                    person_id TEXT NOT NULL REFERENCES person(id) ON DELETE CASCADE,
                    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
                    connected_at TEXT NOT NULL,
                    last_used_at TEXT NOT NULL
                );
                CREATE INDEX device_person ON device(person_id);
                CREATE TABLE auth_session_revoked (
                    id TEXT PRIMARY KEY NOT NULL CHECK (length(id) BETWEEN 16 AND 128),
                    revoked_at TEXT NOT NULL
                );
                CREATE TABLE legacy_auth_session (
                    token TEXT PRIMARY KEY NOT NULL,
                    csrf_token TEXT NOT NULL,
                    person_id TEXT NOT NULL REFERENCES person(id) ON DELETE CASCADE,
                    created_at TEXT NOT NULL
                );
                """)
        }
        return migrator
    }
}
