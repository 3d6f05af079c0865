import Foundation
import GRDB
import PhysioCore

/// A row of `setting`: a small key–value setting.
struct SettingRecord: StoreRecord, Equatable {
    static let databaseTableName = "setting"
    static let keyColumns = ["key"]

    var key: String
    var value: String

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case key, value
    }
    typealias Columns = CodingKeys
}

/// A row of `auth_session`: a signed-in browser.
struct AuthSessionRecord: StoreRecord, Equatable {
    static let databaseTableName = "auth_session"
    static let keyColumns = ["token"]

    var token: String
    var csrfToken: String
    var createdAt: Date

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case token, csrfToken = "csrf_token", createdAt = "created_at"
    }
    typealias Columns = CodingKeys

    init(_ session: AuthSession) {
        token = session.token
        csrfToken = session.csrfToken
        createdAt = session.createdAt
    }

    var model: AuthSession { AuthSession(token: token, csrfToken: csrfToken, createdAt: createdAt) }
}

/// A row of `auth_session_revoked`: a signed session that was signed out.
struct RevokedSessionRecord: StoreRecord, Equatable {
    static let databaseTableName = "auth_session_revoked"
    static let keyColumns = ["id"]

    var id: String
    var revokedAt: Date

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case id, revokedAt = "revoked_at"
    }
    typealias Columns = CodingKeys
}

/// A row of `device`: a browser signed in with the sign-in link.
struct DeviceRecord: StoreRecord, Equatable {
    static let databaseTableName = "device"
    static let keyColumns = ["id"]

    var id: String
    var name: String
    var connectedAt: Date
    var lastUsedAt: Date

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case id, name, connectedAt = "connected_at", lastUsedAt = "last_used_at"
    }
    typealias Columns = CodingKeys

    init(_ device: ConnectedDevice) {
        id = device.id
        name = String(device.name.prefix(100))
        connectedAt = device.connectedAt
        lastUsedAt = device.lastUsedAt
    }

    var model: ConnectedDevice { ConnectedDevice(id: id, name: name, connectedAt: connectedAt, lastUsedAt: lastUsedAt) }
}

/// A row of `coach_message`: one message of the coach chat (id given by SQLite).
struct CoachMessageRecord: StoreRecord, Equatable {
    static let databaseTableName = "coach_message"
    static let keyColumns = ["id"]

    var id: Int64?
    var role: String
    var text: String
    var source: String?
    var notice: String?
    var sentAt: Date
    var safety: String?

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case id, role, text, source, notice, sentAt = "sent_at", safety
    }
    typealias Columns = CodingKeys

    init(_ message: CoachMessage) {
        id = message.id
        role = message.role.rawValue
        text = message.text
        source = message.source?.rawValue
        notice = message.notice
        sentAt = message.sentAt
        safety = message.safety?.rawValue
    }

    func model() throws -> CoachMessage {
        CoachMessage(
            id: id, role: try value(role, "role"), text: text, sentAt: sentAt,
            source: try source.map { try value($0, "source", as: CoachMessage.Source.self) }, notice: notice,
            safety: try safety.map { try value($0, "safety", as: RedFlag.self) })
    }
}

/// The one row of `coach_settings`: which coach answers.
struct CoachSettingsRecord: StoreRecord, Equatable {
    static let databaseTableName = "coach_settings"
    static let keyColumns = ["id"]

    var id: Int
    var kind: String
    var baseURL: String
    var model: String

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case id, kind, baseURL = "base_url", model
    }
    typealias Columns = CodingKeys

    init(_ settings: CoachSettings) {
        id = 1
        kind = settings.kind.rawValue
        baseURL = settings.baseURL
        model = settings.model
    }

    func settings() throws -> CoachSettings {
        CoachSettings(kind: try value(kind, "kind"), baseURL: baseURL, model: model)
    }
}

/// The one row of `calendar_feed`: the private calendar subscription's token.
struct CalendarFeedRecord: StoreRecord, Equatable {
    static let databaseTableName = "calendar_feed"
    static let keyColumns = ["id"]

    var id: Int
    var token: String
    var createdAt: Date

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case id, token, createdAt = "created_at"
    }
    typealias Columns = CodingKeys

    var model: CalendarFeed { CalendarFeed(token: token, createdAt: createdAt) }
}

/// A row of `idempotent_request`: a keyed change and, once given, its answer.
struct IdempotentRequestRecord: StoreRecord, Equatable {
    static let databaseTableName = "idempotent_request"
    static let keyColumns = ["key"]

    var key: String
    var fingerprint: String
    var status: Int?
    var contentType: String?
    var location: String?
    var body: Data?
    var createdAt: Date

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case key, fingerprint, status, contentType = "content_type", location, body, createdAt = "created_at"
    }
    typealias Columns = CodingKeys

    var model: IdempotentRecord {
        IdempotentRecord(
            fingerprint: fingerprint,
            answer: status.map {
                IdempotentAnswer(status: $0, contentType: contentType, location: location, body: body ?? Data())
            })
    }
}

// Read by hand (see `HandDecodedRecord`): a browser's session is looked up after each write.
extension AuthSessionRecord: HandDecodedRecord {
    static let decodedColumns = ["token", "csrf_token", "created_at"]

    init(row: Row, columns: [Int]) throws {
        token = try row.decode(atIndex: columns[0])
        csrfToken = try row.decode(atIndex: columns[1])
        createdAt = try row.storedDate(atIndex: columns[2])
    }
}
