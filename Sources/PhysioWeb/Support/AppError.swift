import Foundation
import Hummingbird
import PhysioCore

/// An error a person can act on. Pages render it as a message; `/api/v1` as the one JSON error body
/// `{"error": {"code": "...", "message": "..."}}`.
public struct AppError: Error, Sendable {
    public var status: HTTPResponse.Status
    /// A stable machine-readable code, e.g. `plan_not_found`.
    public var code: String
    public var message: String

    public init(_ status: HTTPResponse.Status, code: String, _ message: String) {
        self.status = status
        self.code = code
        self.message = message
    }

    /// The answer to a core or store refusal: its kind decides the status, its code and words pass
    /// through unchanged.
    public init(_ error: any UserFacingError) {
        let status: HTTPResponse.Status = switch error.kind {
        case .invalid: .badRequest
        case .forbidden: .forbidden
        case .notFound: .notFound
        case .conflict: .conflict
        case .tooLarge: .contentTooLarge
        case .unavailable: .serviceUnavailable
        }
        self.init(status, code: error.code, error.message)
    }

    public static func badRequest(_ message: String, code: String = "invalid_input") -> AppError {
        AppError(.badRequest, code: code, message)
    }

    public static func notFound(_ message: String = "There is nothing at this address.") -> AppError {
        AppError(.notFound, code: "not_found", message)
    }

    static let signInRequired = AppError(
        .unauthorized, code: "sign_in_required",
        "Please sign in: on the computer running PhysioPoint, open Settings → Household and scan your “Connect phone” code.")
    /// A signed cookie that was signed out (from Settings on another device, or here): its next
    /// request goes to the signed-out page, which says how to get back in.
    static let deviceSignedOut = AppError(
        .unauthorized, code: "device_signed_out",
        "This device was signed out. Sign in again with your code under Settings → Household on the computer running PhysioPoint.")
    static let forgeryRefused = AppError(
        .forbidden, code: "csrf_failed",
        "This request didn't come from a PhysioPoint page, so nothing was changed. Reload the page and try again.")
}
