import Foundation
import Hummingbird
import NIOCore
import PhysioCore

/// A `multipart/form-data` upload read as a stream, for forms that post a large file without
/// JavaScript ("Check a recorded set"). The anti-forgery token must be the form's first field
/// (`_csrf`, before the file), so it is checked from the first few kilobytes before the file is read;
/// the file part is then streamed to disk, never held in memory.
enum MultipartUpload {
    /// The most bytes read to find the leading `_csrf` field.
    static let headLimit = 16 * 1024

    /// The body ended inside the file: the upload was cut off.
    struct CutOff: Error, Equatable {}

    /// The boundary of a `multipart/form-data` content type, nil for any other type.
    static func boundary(of contentType: String) -> String? {
        let parts = contentType.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.first?.lowercased() == "multipart/form-data" else { return nil }
        for part in parts.dropFirst() where part.lowercased().hasPrefix("boundary=") {
            var value = String(part.dropFirst("boundary=".count))
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
            return value.isEmpty || value.count > 200 ? nil : value
        }
        return nil
    }

    /// Reads the form's first field, which must be `_csrf`, and returns its value with the request, its
    /// body intact (the bytes read are replayed before the rest). Nil when the first field isn't `_csrf`.
    static func leadingToken(_ request: Request, boundary: String) async throws -> (String?, Request) {
        var iterator = request.body.makeAsyncIterator()
        var head = ByteBuffer()
        var token: String?
        while head.readableBytes < headLimit, let chunk = try await iterator.next() {
            var chunk = chunk
            head.writeBuffer(&chunk)
            if let found = firstField(in: Array(head.readableBytesView), boundary: boundary) {
                token = found.name == AntiForgery.fieldName ? found.value : nil
                break
            }
        }
        var replayed = request
        replayed.body = RequestBody(asyncSequence: Replay(head: head, rest: IteratorBox(iterator)))
        return (token, replayed)
    }

    /// The first part's field name and value, once the bytes hold all of it; nil until then.
    static func firstField(in bytes: [UInt8], boundary: String) -> (name: String, value: String)? {
        let opening = Array("--\(boundary)\r\n".utf8)
        guard bytes.count >= opening.count else { return nil }
        guard Array(bytes[0..<opening.count]) == opening else { return ("", "") }  // not a form: no token
        guard let headersEnd = find(Array("\r\n\r\n".utf8), in: bytes, from: opening.count) else { return nil }
        let headers = String(decoding: bytes[opening.count..<headersEnd], as: UTF8.self)
        let valueStart = headersEnd + 4
        guard let valueEnd = find(Array("\r\n--\(boundary)".utf8), in: bytes, from: valueStart) else { return nil }
        return (fieldName(headers) ?? "", String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self))
    }

    /// `name="…"` of a part's Content-Disposition header.
    static func fieldName(_ headers: String) -> String? {
        for line in headers.split(separator: "\r\n") where line.lowercased().hasPrefix("content-disposition:") {
            guard let range = line.range(of: "name=\"") else { return nil }
            let rest = line[range.upperBound...]
            return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
        }
        return nil
    }

    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        var index = start
        while index <= bytes.count - needle.count {
            if bytes[index] == needle[0], Array(bytes[index..<index + needle.count]) == needle { return index }
            index += 1
        }
        return nil
    }

    /// Streams the form's file field `name` to `handle`, stopping past `limit` bytes (throwing `tooLarge`
    /// from `overLimit`). Returns the file's size, or nil when the form has no such field; throws
    /// `cutOff()` when the body ends inside the file (its closing boundary never came).
    static func writeFile(
        named name: String, from body: RequestBody, boundary: String, to handle: FileHandle, limit: Int,
        overLimit: () -> any Error, cutOff: () -> any Error = { CutOff() }
    ) async throws -> Int? {
        let delimiter = Array("\r\n--\(boundary)".utf8)
        var pending: [UInt8] = Array("\r\n".utf8)  // so the opening boundary matches the delimiter too
        var inFile = false
        var written = 0
        var headerBytes = 0
        for try await chunk in body {
            pending.append(contentsOf: chunk.readableBytesView)
            while true {
                if inFile {
                    if let end = find(delimiter, in: pending, from: 0) {
                        written += end
                        guard written <= limit else { throw overLimit() }
                        try handle.write(contentsOf: Data(pending[0..<end]))
                        return written
                    }
                    let safe = pending.count - (delimiter.count - 1)
                    if safe > 0 {
                        written += safe
                        guard written <= limit else { throw overLimit() }
                        try handle.write(contentsOf: Data(pending[0..<safe]))
                        pending.removeFirst(safe)
                    }
                    break
                }
                // Outside the file: find the next part's headers.
                guard let start = find(delimiter, in: pending, from: 0) else {
                    if pending.count > delimiter.count { pending.removeFirst(pending.count - delimiter.count) }
                    break
                }
                guard let headersEnd = find(Array("\r\n\r\n".utf8), in: pending, from: start + delimiter.count) else {
                    headerBytes += chunk.readableBytes
                    guard headerBytes < headLimit else { return nil }
                    break
                }
                let headers = String(decoding: pending[(start + delimiter.count)..<headersEnd], as: UTF8.self)
                pending.removeFirst(headersEnd + 4)
                // Another field's value is skipped by the next search for a delimiter.
                if fieldName(headers) == name, headers.contains("filename=") { inFile = true }
            }
        }
        if inFile { throw cutOff() }
        return nil
    }
}

/// Boxes a body iterator so the replayed body can take it over (it is used by one reader only).
private final class IteratorBox: @unchecked Sendable {
    var iterator: RequestBody.AsyncIterator
    init(_ iterator: RequestBody.AsyncIterator) { self.iterator = iterator }
}

/// The bytes already read, then the rest of the body.
private struct Replay: AsyncSequence, Sendable {
    typealias Element = ByteBuffer
    let head: ByteBuffer
    let rest: IteratorBox

    struct AsyncIterator: AsyncIteratorProtocol {
        var head: ByteBuffer?
        let rest: IteratorBox

        mutating func next() async throws -> ByteBuffer? {
            if let first = head {
                head = nil
                if first.readableBytes > 0 { return first }
            }
            return try await rest.iterator.next()
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(head: head, rest: rest) }
}
