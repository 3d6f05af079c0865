import Foundation
import GRDB
import PhysioCore

/// A change that arrived with an `Idempotency-Key`: the key and a fingerprint of what was asked
/// (method, path, body), so a resend is recognised and a reused key with other content is refused.
public struct IdempotencyClaim: Sendable, Equatable {
    public var key: String
    public var fingerprint: String

    public init(key: String, fingerprint: String) {
        self.key = key
        self.fingerprint = fingerprint
    }

    /// 8–128 letters, digits, `-` or `_` (a UUID fits).
    public static func isValidKey(_ key: String) -> Bool {
        (8...128).contains(key.utf8.count)
            && key.utf8.allSatisfy { byte in
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                    || byte == 0x2D || byte == 0x5F
            }
    }
}

/// The answer first given to a keyed change, replayed byte for byte when the change is sent again.
public struct IdempotentAnswer: Sendable, Equatable {
    public var status: Int
    public var contentType: String?
    public var location: String?
    public var body: Data

    public init(status: Int, contentType: String?, location: String?, body: Data) {
        self.status = status
        self.contentType = contentType
        self.location = location
        self.body = body
    }
}

/// What the database remembers about a key.
public struct IdempotentRecord: Sendable, Equatable {
    public var fingerprint: String
    /// Nil while the write is recorded but its answer isn't stored yet.
    public var answer: IdempotentAnswer?

    public init(fingerprint: String, answer: IdempotentAnswer?) {
        self.fingerprint = fingerprint
        self.answer = answer
    }
}

extension AppDatabase {
    /// Why a keyed change was refused. Nothing was changed in every case.
    public enum IdempotencyError: Error, Equatable, LocalizedError, UserFacingError {
        /// The key names a change that is still being saved (or was saved just before a restart).
        case keyInUse
        /// The key was already used for a different change.
        case keyReused
        /// The header isn't a usable key.
        case malformedKey

        public var errorDescription: String? {
            switch self {
            case .keyInUse:
                "This change is already being saved. It will show once it is; there is no need to send it again."
            case .keyReused:
                "This change's Idempotency-Key was already used for a different change, so nothing was saved. Send it with a new key."
            case .malformedKey:
                "The Idempotency-Key header must be 8 to 128 letters, digits, “-” or “_” (a UUID works)."
            }
        }

        public var kind: ErrorKind {
            switch self {
            case .keyInUse, .keyReused: .conflict
            case .malformedKey: .invalid
            }
        }

        public var code: String {
            switch self {
            case .keyInUse: "change_in_progress"
            case .keyReused: "idempotency_key_reused"
            case .malformedKey: "invalid_idempotency_key"
            }
        }
    }

    /// Keys are kept this long; a phone offline for longer resends as a new change.
    public static let idempotencyRetention: TimeInterval = 30 * 24 * 3600

    /// What is remembered about `key`, if anything.
    public func idempotentRecord(key: String) async throws -> IdempotentRecord? {
        try await reader.read { db in
            try IdempotentRequestRecord.fetchOneChecked(
                db, sql: "SELECT * FROM idempotent_request WHERE key = ?", arguments: [key])?.model
        }
    }

    /// Stores the answer to a keyed change (the first answer wins) and forgets keys past retention.
    public func recordIdempotentAnswer(
        _ answer: IdempotentAnswer, for claim: IdempotencyClaim, at date: Date
    ) async throws {
        try await writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO idempotent_request (key, fingerprint, status, content_type, location, body, created_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT (key) DO UPDATE SET status = excluded.status, content_type = excluded.content_type,
                        location = excluded.location, body = excluded.body
                    WHERE idempotent_request.status IS NULL AND idempotent_request.fingerprint = excluded.fingerprint
                    """,
                arguments: [
                    claim.key, claim.fingerprint, answer.status, answer.contentType, answer.location, answer.body, date,
                ])
            try db.execute(
                sql: "DELETE FROM idempotent_request WHERE created_at < ?",
                arguments: [date.addingTimeInterval(-Self.idempotencyRetention)])
        }
    }

    /// Records a key inside a write's own transaction, so the write and the key commit together: a
    /// resend then finds the key and can't write a second time.
    static func claim(_ claim: IdempotencyClaim, at date: Date, _ db: Database) throws {
        let taken =
            try Bool.fetchOne(
                db, sql: "SELECT EXISTS (SELECT 1 FROM idempotent_request WHERE key = ?)", arguments: [claim.key])
            ?? false
        if taken { throw IdempotencyError.keyInUse }
        try IdempotentRequestRecord(
            key: claim.key, fingerprint: claim.fingerprint, status: nil, contentType: nil, location: nil, body: nil,
            createdAt: date
        ).insert(db)
    }
}
