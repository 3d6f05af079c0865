import Foundation
import Hummingbird

/// Reads a JSON request body with a size limit, naming a missing or mistyped field.
enum JSONInput {
    static func decode<T: Decodable>(_ type: T.Type, from request: Request, limit: Int = 64 * 1024) async throws -> T {
        var request = request
        guard (request.headers[.contentType] ?? "").lowercased().hasPrefix("application/json") else {
            throw AppError(.unsupportedMediaType, code: "unsupported_media_type", "Send JSON with Content-Type: application/json.")
        }
        let buffer = try await request.collectBody(upTo: limit)
        do {
            return try JSONDecoder().decode(T.self, from: Data(buffer: buffer))
        } catch let DecodingError.keyNotFound(key, _) {
            throw AppError.badRequest("The field “\(key.stringValue)” is missing.")
        } catch let DecodingError.typeMismatch(_, context) {
            throw AppError.badRequest("The field “\(path(context))” has the wrong type.")
        } catch let DecodingError.valueNotFound(_, context) {
            throw AppError.badRequest("The field “\(path(context))” can't be null.")
        } catch let DecodingError.dataCorrupted(context) where !context.codingPath.isEmpty {
            // A value of the right type that the field doesn't take (a choice it doesn't offer).
            throw AppError.badRequest("The field “\(path(context))” has a value it doesn't take.", code: "invalid_value")
        } catch DecodingError.dataCorrupted where (try? JSONSerialization.jsonObject(with: Data(buffer: buffer))) != nil {
            // Valid JSON that still didn't decode: a number where a whole one is asked for (4.5) or
            // too large for its field (Foundation doesn't say which field).
            throw AppError.badRequest(
                "A number in the body doesn't fit its field: counts are whole numbers, like 4.", code: "invalid_value")
        } catch {
            throw AppError.badRequest("The body isn't valid JSON.", code: "invalid_json")
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        context.codingPath.map(\.stringValue).joined(separator: ".")
    }
}
