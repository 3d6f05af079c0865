import Foundation

/// Something that answers the person in the coach chat: the built-in coach, or a local model.
public protocol CoachService: Sendable {
    /// The reply to the last message of `conversation` (oldest first, ending with the person's
    /// message), as pieces of text in order. The stream throws when the service fails; the caller
    /// decides what to do then (see `FallbackCoach`).
    func reply(to conversation: [CoachMessage], context: CoachContext) -> AsyncThrowingStream<String, any Error>
}

/// What the chat page receives while a reply is made.
public enum CoachReplyEvent: Sendable, Hashable {
    /// More text of the reply.
    case text(String)
    /// The model failed: drop any text shown so far, show this notice; the built-in coach's reply follows.
    case fallback(notice: String)
}

/// The coach the person chose, with the built-in coach behind it: when the chosen service fails
/// (refused connection, HTTP error, timeout, garbage, an empty answer) the built-in coach answers and
/// says so. It never throws.
public struct FallbackCoach: Sendable {
    public let primary: (any CoachService)?
    public let builtIn: BuiltInCoach
    /// The number safety answers tell the person to call (their setting).
    public let emergencyNumber: EmergencyNumber?
    /// The crisis line a crisis answer names beside it (their setting).
    public let crisisLine: CrisisLine?

    public init(
        primary: (any CoachService)?, builtIn: BuiltInCoach = BuiltInCoach(), emergencyNumber: EmergencyNumber? = nil,
        crisisLine: CrisisLine? = nil
    ) {
        self.primary = primary
        var builtIn = builtIn
        builtIn.emergencyNumber = emergencyNumber ?? builtIn.emergencyNumber
        builtIn.crisisLine = crisisLine ?? builtIn.crisisLine
        self.builtIn = builtIn
        self.emergencyNumber = emergencyNumber
        self.crisisLine = crisisLine
    }

    /// The answer that needs no model: the safety answer when `message` raises a red flag, else the
    /// built-in coach's. What `run` answers without a model, and what the safety corpus is scored on.
    public func builtInReply(to message: String, context: CoachContext) -> (text: String, safety: SafetyAnswer?) {
        if let safety = SafetyCheck.screen(message, emergencyNumber: emergencyNumber, crisisLine: crisisLine) {
            return (safety.text, safety)
        }
        return (builtIn.answer(message, context: context), nil)
    }

    /// Runs the reply, handing each event to `emit`, and returns the message to keep. A message with
    /// a warning sign gets the safety answer before any coach sees it — the built-in one or a model
    /// server, which is never asked; a model's reply that strays into doses or diagnosis is held back.
    public func run(
        conversation: [CoachMessage], context: CoachContext, date: () -> Date,
        emit: (CoachReplyEvent) async -> Void = { _ in }
    ) async -> CoachMessage {
        let lastMessage = conversation.last(where: { $0.role == .user })?.text ?? ""
        let (builtInText, safety) = builtInReply(to: lastMessage, context: context)
        if let safety {
            await emit(.text(builtInText))
            return CoachMessage(role: .assistant, text: builtInText, sentAt: date(), source: .builtIn, safety: safety.primary)
        }
        guard let primary else {
            await emit(.text(builtInText))
            return CoachMessage(role: .assistant, text: builtInText, sentAt: date(), source: .builtIn)
        }
        var text = ""
        var length = 0
        do {
            for try await received in primary.reply(to: conversation, context: context) {
                // Shown and kept the same way: no control or text-direction characters, and no more
                // than the conversation keeps (`CoachMessage.maximumReplyLength`, the database's limit).
                var piece = DisplayText.neutralised(received)
                let room = CoachMessage.maximumReplyLength - length
                let full = !TextLength.fits(piece, in: room)
                if full { piece = String(String.UnicodeScalarView(piece.unicodeScalars.prefix(room))) }
                text += piece
                length += TextLength.of(piece)
                await emit(.text(piece))
                if full { break }
            }
            guard !text.trimmingWhitespace().isEmpty else { throw CoachModelError.emptyAnswer }
            if SafetyCheck.replyOversteps(text) {
                let notice = "The model’s answer was held back: the coach doesn’t advise on medicines, doses or diagnoses."
                await emit(.fallback(notice: notice))
                await emit(.text(RedFlag.medication.answer))
                return CoachMessage(
                    role: .assistant, text: RedFlag.medication.answer, sentAt: date(), source: .fallback, notice: notice,
                    safety: .medication)
            }
            return CoachMessage(role: .assistant, text: text.trimmingWhitespace(), sentAt: date(), source: .model)
        } catch {
            let reason = (error as? CoachModelError) ?? .unreadableAnswer
            let notice = reason.fallbackNotice
            await emit(.fallback(notice: notice))
            await emit(.text(builtInText))
            return CoachMessage(role: .assistant, text: builtInText, sentAt: date(), source: .fallback, notice: notice)
        }
    }
}

/// Why the local model didn't answer.
public enum CoachModelError: Error, LocalizedError, Hashable, Sendable {
    /// Nothing listens at the address, or the connection broke.
    case unreachable(String)
    /// The server answered with an HTTP error.
    case httpStatus(Int)
    /// No answer (or no next piece of it) in time.
    case timedOut(seconds: Int)
    /// The answer isn't the chat-completions format.
    case unreadableAnswer
    /// The answer had no text.
    case emptyAnswer
    /// The address is not one PhysioPoint may contact.
    case notAllowed(String)

    public var errorDescription: String? {
        switch self {
        case let .unreachable(address): "Couldn’t reach the model server at \(address)."
        case let .httpStatus(code): "The model server answered with an error (HTTP \(code))."
        case let .timedOut(seconds): "The model server didn’t answer within \(seconds) second\(seconds == 1 ? "" : "s")."
        case .unreadableAnswer: "The model server’s answer wasn’t in the chat-completions format."
        case .emptyAnswer: "The model server sent an empty answer."
        case let .notAllowed(why): why
        }
    }

    /// The line shown above the built-in coach's reply.
    public var fallbackNotice: String {
        (errorDescription ?? "The local model didn’t answer.") + " The built-in coach answered instead."
    }
}

extension CoachModelError: UserFacingError {
    public var kind: ErrorKind {
        switch self {
        case .notAllowed: .invalid
        default: .unavailable
        }
    }

    public var code: String {
        switch self {
        case .notAllowed: "coach_address_not_allowed"
        default: "coach_model_unavailable"
        }
    }
}
