import Foundation
import Hummingbird
import PhysioCore

/// A decoded `application/x-www-form-urlencoded` body or query string. Keys may repeat (`time=…&time=…`).
struct FormData: Sendable {
    private(set) var pairs: [(String, String)]

    init(_ encoded: String) {
        pairs = encoded.split(separator: "&").compactMap { part in
            let halves = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let key = Self.decode(halves[0]), !key.isEmpty else { return nil }
            return (key, halves.count > 1 ? Self.decode(halves[1]) ?? "" : "")
        }
    }

    /// Reads a form body, refusing anything that isn't a form or is larger than `limit` bytes.
    static func from(_ request: Request, limit: Int = 64 * 1024) async throws -> FormData {
        var request = request
        let type = request.headers[.contentType] ?? ""
        guard type.lowercased().hasPrefix("application/x-www-form-urlencoded") else {
            throw AppError(.unsupportedMediaType, code: "unsupported_media_type", "Send this as a form.")
        }
        let buffer = try await request.collectBody(upTo: limit)
        return FormData(String(buffer: buffer))
    }

    subscript(key: String) -> String? { pairs.first { $0.0 == key }?.1 }

    /// The form as `T` (its coding keys are the field names the views print), read strictly: a
    /// value that isn't what its field takes is a 400 naming the field (``FormDecoder``).
    func decode<T: Decodable>(_ type: T.Type) throws(InputValueError) -> T {
        try FormDecoder().decode(type, from: pairs)
    }

    private static func decode(_ text: Substring) -> String? {
        String(text).replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }
}
