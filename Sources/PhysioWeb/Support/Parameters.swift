import Foundation
import Hummingbird
import PhysioCore

extension AppRequestContext {
    /// A UUID path parameter; a malformed one is answered like a missing page.
    func uuid(_ name: String) throws -> UUID {
        guard let text = parameters.get(name), let id = UUID(uuidString: text) else {
            throw AppError.notFound("There is no plan or session at this address.")
        }
        return id
    }
}

extension Request {
    /// A query parameter, if present and not empty.
    func query(_ name: String) -> String? {
        uri.queryParameters.get(name).flatMap { $0.isEmpty ? nil : $0 }
    }
}

extension PageNotice {
    /// The text of the fixed notice the request's `?notice=` names, if any.
    static func from(_ request: Request) -> String? { text(forQuery: request.query("notice")) }
}
