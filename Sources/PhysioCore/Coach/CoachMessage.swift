import Foundation

/// One message in the coach chat, as kept in the database.
public struct CoachMessage: Identifiable, Codable, Sendable, Hashable {
    /// Who wrote it. Raw values are the roles of the OpenAI-compatible chat API.
    public enum Role: String, Codable, Sendable {
        case user
        case assistant
    }

    /// Who answered: the built-in coach, the local model, or the built-in coach standing in for a
    /// model that failed.
    public enum Source: String, Codable, Sendable {
        case builtIn = "builtin"
        case model
        case fallback
    }

    /// Chosen by the store; nil until saved.
    public var id: Int64?
    public var role: Role
    public var text: String
    public var sentAt: Date
    /// Set on the coach's messages.
    public var source: Source?
    /// Why the built-in coach answered instead of the model, shown above a fallback reply.
    public var notice: String?
    /// Set on a safety answer: the warning sign it answers (shown distinctly, never with a nudge).
    public var safety: RedFlag?

    /// The longest message a person may send.
    public static let maximumLength = 2000
    /// The longest reply kept from a model server (the conversation's limit in the database, in
    /// ``TextLength`` units); a longer one is cut there.
    public static let maximumReplyLength = 8000

    public init(
        id: Int64? = nil, role: Role, text: String, sentAt: Date, source: Source? = nil, notice: String? = nil,
        safety: RedFlag? = nil
    ) {
        self.safety = safety
        self.id = id
        self.role = role
        self.text = text
        self.sentAt = sentAt
        self.source = source
        self.notice = notice
    }

    /// A message the person typed, trimmed and checked.
    public static func fromPerson(_ text: String, at date: Date) throws(CoachError) -> CoachMessage {
        let clean = text.trimmingWhitespace()
        guard !clean.isEmpty else { throw .emptyMessage }
        guard TextLength.fits(clean, in: maximumLength) else { throw .messageTooLong(limit: maximumLength) }
        guard !clean.unicodeScalars.contains(where: { $0.properties.generalCategory == .control && $0 != "\n" && $0 != "\t" && $0 != "\r" })
        else { throw .unsupportedCharacters }
        return CoachMessage(role: .user, text: clean, sentAt: date)
    }
}

/// Why the coach could not take a message or a setting.
public enum CoachError: Error, LocalizedError, Hashable, Sendable {
    /// Nothing was typed.
    case emptyMessage
    /// The message is longer than the limit.
    case messageTooLong(limit: Int)
    /// The message holds hidden control characters.
    case unsupportedCharacters

    public var errorDescription: String? {
        switch self {
        case .emptyMessage: "Type a message first."
        case let .messageTooLong(limit): "That message is too long: keep it under \(limit) characters."
        case .unsupportedCharacters: "The message contains hidden control characters; retype it or paste it as plain text."
        }
    }
}

extension CoachError: UserFacingError {
    public var kind: ErrorKind { .invalid }
    public var code: String { "invalid_message" }
}
