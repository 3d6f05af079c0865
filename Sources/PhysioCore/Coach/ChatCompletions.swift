import Foundation

/// The OpenAI-compatible chat-completions API that llama.cpp's `llama-server`, Ollama and LM Studio
/// speak: the request body and the reading of both answer shapes (one JSON object, or a stream of
/// server-sent events `data: {…}` ending with `data: [DONE]`).
public enum ChatCompletions {
    /// The most recent messages sent to the model, to bound the prompt on small local models.
    public static let historyLimit = 12

    struct Message: Codable, Hashable {
        var role: String
        var content: String
    }

    struct Request: Encodable {
        var model: String
        var messages: [Message]
        var stream: Bool
        var temperature: Double
        var max_tokens: Int
    }

    /// The JSON body for `conversation` with the context in the system prompt.
    public static func requestBody(model: String, conversation: [CoachMessage], context: CoachContext, stream: Bool) throws -> Data {
        let history = conversation.suffix(historyLimit).map { Message(role: $0.role.rawValue, content: $0.text) }
        let request = Request(
            model: model, messages: [Message(role: "system", content: CoachPrompt.system(with: context))] + history,
            stream: stream, temperature: 0.7, max_tokens: 400)
        return try JSONEncoder().encode(request)
    }

    /// What one line of a streamed answer holds.
    public enum StreamLine: Hashable, Sendable {
        /// More text.
        case text(String)
        /// `data: [DONE]`: the answer is complete.
        case done
        /// A blank line, a comment, another SSE field, or a chunk without text (a role or a finish reason).
        case nothing
    }

    /// Reads one line of a `text/event-stream` answer. Throws `unreadableAnswer` for a `data:` line
    /// that isn't a chat-completion chunk.
    public static func parse(streamLine rawLine: String) throws(CoachModelError) -> StreamLine {
        let line = rawLine.hasSuffix("\r") ? String(rawLine.dropLast()) : rawLine
        guard line.hasPrefix("data:") else { return .nothing }
        var payload = line.dropFirst(5)
        if payload.first == " " { payload = payload.dropFirst() }
        if payload == "[DONE]" { return .done }
        guard let chunk = try? JSONDecoder().decode(Chunk.self, from: Data(payload.utf8)) else { throw .unreadableAnswer }
        if chunk.error != nil { throw .unreadableAnswer }
        guard let choices = chunk.choices else { throw .unreadableAnswer }
        let text = choices.first?.delta?.content ?? ""
        return text.isEmpty ? .nothing : .text(text)
    }

    /// Reads a whole (not streamed) answer's text.
    public static func parse(answer data: Data) throws(CoachModelError) -> String {
        guard let answer = try? JSONDecoder().decode(Answer.self, from: data),
              let text = answer.choices.first?.message.content
        else { throw .unreadableAnswer }
        return text
    }

    struct Chunk: Decodable {
        struct Choice: Decodable {
            struct Delta: Decodable { var content: String? }
            var delta: Delta?
        }
        struct Failure: Decodable {}
        var choices: [Choice]?
        var error: Failure?
    }

    struct Answer: Decodable {
        struct Choice: Decodable {
            struct Message: Decodable { var content: String? }
            var message: Message
        }
        var choices: [Choice]
    }
}

/// Splits bytes arriving in arbitrary pieces into lines (LF or CRLF), keeping an unfinished line
/// until its end arrives. UTF-8 is decoded per complete line, so a character split across pieces
/// is never broken.
public struct LineSplitter: Sendable {
    private var pending: [UInt8] = []
    /// Longest line kept before the answer is judged garbage (a model chunk is far smaller).
    public static let maximumLineLength = 1 << 20

    public init() {}

    /// The complete lines in `bytes` (with what was pending).
    public mutating func lines(adding bytes: some Sequence<UInt8>) throws(CoachModelError) -> [String] {
        var lines: [String] = []
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                lines.append(String(decoding: pending, as: UTF8.self))
                pending.removeAll(keepingCapacity: true)
            } else {
                pending.append(byte)
                if pending.count > Self.maximumLineLength { throw .unreadableAnswer }
            }
        }
        return lines
    }

    /// The last line if the stream ended without a newline.
    public mutating func finish() -> String? {
        defer { pending.removeAll() }
        return pending.isEmpty ? nil : String(decoding: pending, as: UTF8.self)
    }
}
