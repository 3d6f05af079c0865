import Foundation
import Hummingbird
import Logging
import NIOCore
import PhysioCore
import PhysioStore

/// Turns every error into an answer a person can act on: an HTML page, or under `/api/` the one JSON
/// error shape. Raw database errors never reach a client; they are logged instead.
struct ErrorMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let renderer: Renderer

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            let appError = Self.appError(for: error, logger: context.logger)
            if AppPath.apiRoot.contains(request.uri.path) || request.headers[.accept] == "application/json" {
                return try JSONBody.response(ErrorBody(appError), status: appError.status)
            }
            if appError.code == AppError.deviceSignedOut.code {
                var response = Response.redirect(
                    to: AppPath.signIn.query("notice", Notice.deviceSignedOut.rawValue).value, type: .normal)
                response.setCookie(AuthController.cookie(value: "", maxAge: 0, secure: context.isSecure))
                return response
            }
            if appError.status == .unauthorized, request.method == .get {
                return .redirect(to: AppPath.signIn.value, type: .normal)
            }
            return renderer.errorPage(appError, context: context)
        }
    }

    static func appError(for error: any Error, logger: Logger) -> AppError {
        switch error {
        case let error as AppError:
            return error
        case let error as any UserFacingError:
            return AppError(error)
        case is NIOTooManyBytesError:
            // A body past its route's limit (`collectBody(upTo:)`). The error's own figure isn't the
            // route's limit, so the message names none.
            return AppError(.contentTooLarge, code: "too_large", "That request is too large.")
        case let error as HTTPError:
            switch error.status {
            case .notFound: return .notFound()
            case .contentTooLarge: return AppError(.contentTooLarge, code: "too_large", "That request is too large.")
            case .methodNotAllowed: return AppError(.methodNotAllowed, code: "method_not_allowed", "That action isn't allowed here.")
            default:
                let message = error.body ?? "That request couldn't be handled."
                return AppError(error.status, code: "http_\(error.status.code)", message)
            }
        default:
            logger.error("Unhandled error: \(String(reflecting: error))")
            return AppError(
                .internalServerError, code: "internal",
                "Something went wrong on our side and nothing was changed. Please try again.")
        }
    }
}

/// `{"error": {"code": "...", "message": "..."}}`.
struct ErrorBody: Encodable {
    struct Detail: Encodable {
        var code: String
        var message: String
    }

    var error: Detail

    init(_ error: AppError) { self.error = Detail(code: error.code, message: error.message) }
}

enum JSONBody {
    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }()

    static func response(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        let data = try encoder.encode(value)
        return Response(
            status: status, headers: [.contentType: "application/json; charset=utf-8"],
            body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}
