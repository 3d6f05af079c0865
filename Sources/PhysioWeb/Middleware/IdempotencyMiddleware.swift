import Foundation
import HTTPTypes
import Hummingbird
import PhysioStore
import Synchronization

/// Exactly-once changes for the phone's offline queue. A state-changing request with an
/// `Idempotency-Key` header is answered once: the answer to a successful change is stored, and the
/// same key with the same method, path and body gets that answer again without a second write. The
/// same key with a different change is refused (409). Refusals (4xx) and failures aren't stored: they
/// changed nothing, so a resend may simply try again. Writes that would duplicate on a resend (a new
/// craving note) also record the key in their own transaction through `context.idempotency`.
struct IdempotencyMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    static let header = HTTPField.Name("Idempotency-Key")!
    static let replayedHeader = HTTPField.Name("Idempotent-Replayed")!
    /// The largest change worth remembering: a craving note with its voice recording.
    static let maximumBodyBytes = HelpController.maximumBodyBytes

    let clock: any AppClock

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard !AuthMiddleware.isSafe(request.method), let key = request.headers[Self.header] else {
            return try await next(request, context)
        }
        guard IdempotencyClaim.isValidKey(key) else { throw AppDatabase.IdempotencyError.malformedKey }
        var request = request
        let body = try await request.collectBody(upTo: Self.maximumBodyBytes)
        let claim = IdempotencyClaim(key: key, fingerprint: Self.fingerprint(request, body: body))
        // Keys are each person's own: kept in their database, so a key never answers for another.
        let database = try context.store
        if let record = try await database.idempotentRecord(key: key) {
            guard record.fingerprint == claim.fingerprint else { throw AppDatabase.IdempotencyError.keyReused }
            guard let answer = record.answer else { throw AppDatabase.IdempotencyError.keyInUse }
            return Self.replay(answer)
        }
        var context = context
        context.idempotency = claim
        var response = try await next(request, context)
        guard (200..<400).contains(response.status.code) else { return response }
        let bytes = try await Self.collect(response.body)
        response.body = ResponseBody(byteBuffer: bytes)
        let answer = IdempotentAnswer(
            status: response.status.code, contentType: response.headers[.contentType],
            location: response.headers[.location], body: Data(buffer: bytes))
        try await database.recordIdempotentAnswer(answer, for: claim, at: clock.now())
        return response
    }

    /// The method, path and query, content type and body, hashed (FNV-1a, 2 × 64 bits): enough to
    /// tell a resend from a different change, which is all a fingerprint is for here.
    static func fingerprint(_ request: Request, body: ByteBuffer) -> String {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325
        var second: UInt64 = 0x84222325_cbf29ce4
        func add(_ bytes: some Sequence<UInt8>) {
            for byte in bytes {
                first = (first ^ UInt64(byte)) &* 0x100_0000_01b3
                second = (second ^ UInt64(byte ^ 0x5c)) &* 0x100_0000_01b3
            }
            first = (first ^ 0xff) &* 0x100_0000_01b3
        }
        add(request.method.rawValue.utf8)
        add(request.uri.description.utf8)
        add((request.headers[.contentType] ?? "").lowercased().utf8)
        add(body.readableBytesView)
        let hex = { (value: UInt64) in String(value, radix: 16).leftPadded(to: 16) }
        return hex(first) + hex(second) + "-\(body.readableBytes)"
    }

    static func replay(_ answer: IdempotentAnswer) -> Response {
        var headers = HTTPFields()
        if let contentType = answer.contentType { headers[.contentType] = contentType }
        if let location = answer.location { headers[.location] = location }
        headers[replayedHeader] = "true"
        return Response(
            status: HTTPResponse.Status(code: answer.status), headers: headers,
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: answer.body)))
    }

    static func collect(_ body: consuming ResponseBody) async throws -> ByteBuffer {
        let sink = BodySink()
        try await body.write(CollectingWriter(sink: sink))
        return sink.bytes.withLock { $0 }
    }
}

/// Where `CollectingWriter` puts a response body so it can be stored and sent.
private final class BodySink: Sendable {
    let bytes = Mutex(ByteBuffer())
}

private struct CollectingWriter: ResponseBodyWriter {
    let sink: BodySink

    mutating func write(_ buffer: ByteBuffer) async throws {
        sink.bytes.withLock { collected in
            var buffer = buffer
            collected.writeBuffer(&buffer)
        }
    }

    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
