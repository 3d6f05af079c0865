import HTTPTypes
import Hummingbird
import PhysioTLS

/// Headers on every response: a Content-Security-Policy allowing nothing but this server, and the
/// usual hardening; over HTTPS, `Strict-Transport-Security`. HTML is never cached, since it carries
/// health data. It also marks the request secure when it came over HTTPS (the server speaks HTTPS,
/// and this isn't one of this computer's own plain connections on loopback).
struct SecurityHeadersMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    /// Whether the server speaks HTTPS.
    let https: Bool
    /// The plain connections the HTTPS port is serving to this computer.
    let plain: PlainConnections

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        context.isSecure = https && !plain.contains(context.remoteAddress)
        var response = try await next(request, context)
        if context.isSecure { response.headers[.strictTransportSecurity] = "max-age=31536000" }
        // A route never sets these itself; one that did would see its value replaced, as before.
        for name in SecurityHeaders.names where response.headers[name] != nil { response.headers[name] = nil }
        response.headers.append(contentsOf: SecurityHeaders.fields)
        if response.headers[.cacheControl] == nil {
            response.headers[.cacheControl] = "no-store"
        }
        return response
    }
}

/// The headers `SecurityHeadersMiddleware` adds, built once: each request only appends them (no
/// header name parsed, no policy string joined again).
enum SecurityHeaders {
    static let contentSecurityPolicy: String = [
        "default-src 'self'", "script-src 'self'", "style-src 'self'", "img-src 'self' data: blob:",
        "media-src 'self' blob:", "connect-src 'self'", "font-src 'self'", "manifest-src 'self'",
        "worker-src 'self'", "object-src 'none'", "base-uri 'none'", "form-action 'self'",
        "frame-ancestors 'none'",
    ].joined(separator: "; ")

    static let fields: [HTTPField] = [
        HTTPField(name: .contentSecurityPolicy, value: contentSecurityPolicy),
        HTTPField(name: .xContentTypeOptions, value: "nosniff"),
        HTTPField(name: HTTPField.Name("Referrer-Policy")!, value: "same-origin"),
        HTTPField(name: HTTPField.Name("X-Frame-Options")!, value: "DENY"),
        HTTPField(name: HTTPField.Name("Cross-Origin-Opener-Policy")!, value: "same-origin"),
        HTTPField(
            name: HTTPField.Name("Permissions-Policy")!,
            value: "camera=(self), geolocation=(), microphone=(self), accelerometer=(self), gyroscope=(self), magnetometer=(self), screen-wake-lock=(self)"),
    ]
    static let names = fields.map(\.name)
}
