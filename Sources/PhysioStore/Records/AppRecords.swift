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
