import Foundation
import Hummingbird

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

/// Fixed notices shown after an action. Only these words reach the page, never text from the URL.
enum Notice: String {
    case created, deleted, done, undone, demo, timesSaved = "times-saved", signedOut = "signed-out"

    var text: String {
        switch self {
        case .created: "Your plan is ready. Here is today's schedule."
        case .deleted: "The plan and its sessions were deleted."
        case .done: "Session marked done. Nice work!"
        case .undone: "Session marked as not done."
        case .demo: "Sample plans added. Look around — you can delete them any time."
        case .timesSaved: "Session times saved."
        case .signedOut: "You are signed out."
        }
    }

    static func from(_ request: Request) -> String? {
        request.query("notice").flatMap(Notice.init(rawValue:))?.text
    }
}
