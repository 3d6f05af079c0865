import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PhysioCore
import PhysioStore
import PhysioWeb
import TestSupport

/// A habit-coach app on an in-memory database with a manual clock in Toronto.
struct HabitTestApp {
    let database: AppDatabase
    let clock: ManualClock
    let timeZone = HabitFixtures.toronto

    /// - Parameter at: wall-clock "YYYY-MM-DD", hour and minute in Toronto.
    init(_ iso: String = "2026-11-23", hour: Int = 8, minute: Int = 30) throws {
        database = try AppDatabase.inMemory()
        clock = ManualClock(HabitFixtures.instant(iso, hour, minute, in: HabitFixtures.toronto))
    }

    func run(_ body: @escaping @Sendable (HabitClient) async throws -> Void) async throws {
        let app = try await buildApplication(
            database: database,
            configuration: AppConfiguration(host: "127.0.0.1", port: 0, timeZone: timeZone, clock: clock))
        let token = try await LoginLink.token(for: database)
        try await app.test(.router) { client in
            try await body(try await HabitClient.signIn(client, token: token))
        }
    }
}

/// A signed-in browser: its cookie and anti-forgery token.
struct HabitClient: Sendable {
    let client: any TestClientProtocol
    let cookie: String
    let csrf: String
    let token: String

    static func signIn(_ client: any TestClientProtocol, token: String) async throws -> HabitClient {
        let login = try await client.execute(uri: LoginLink.path(token: token), method: .get)
        let setCookie = login.headers[.setCookie] ?? ""
        let cookie = String(setCookie.split(separator: ";").first ?? "")
        let home = try await client.execute(uri: "/today/why", method: .get, headers: [.cookie: cookie])
        let html = String(buffer: home.body)
        let csrf = html.range(of: "name=\"csrf-token\" content=\"").map { range in
            String(html[range.upperBound...].prefix { $0 != "\"" })
        } ?? ""
        return HabitClient(client: client, cookie: cookie, csrf: csrf, token: token)
    }

    func get(_ uri: String, accept: String? = nil) async throws -> TestResponse {
        var headers: HTTPFields = [.cookie: cookie]
        if let accept { headers[.accept] = accept }
        return try await client.execute(uri: uri, method: .get, headers: headers)
    }

    /// A form post; `csrf: nil` sends the session's token, `""` sends none.
    func post(_ uri: String, _ fields: [(String, String)] = [], csrf: String? = nil, accept: String? = nil) async throws -> TestResponse {
        let token = csrf ?? self.csrf
        let all = token.isEmpty ? fields : [("_csrf", token)] + fields
        let body = all.map { "\(Self.encode($0.0))=\(Self.encode($0.1))" }.joined(separator: "&")
        var headers: HTTPFields = [.cookie: cookie, .contentType: "application/x-www-form-urlencoded"]
        if let accept { headers[.accept] = accept }
        return try await client.execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(string: body))
    }

    /// A script's request: JSON body, anti-forgery header, JSON answer.
    func postJSON(_ uri: String, _ json: String, csrf: Bool = true) async throws -> TestResponse {
        var headers: HTTPFields = [.cookie: cookie, .contentType: "application/json", .accept: "application/json"]
        if csrf { headers[HTTPField.Name("X-CSRF-Token")!] = self.csrf }
        return try await client.execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(string: json))
    }

    /// A bearer-token API call.
    func api(_ method: HTTPRequest.Method, _ uri: String, json: String? = nil) async throws -> TestResponse {
        var headers: HTTPFields = [.authorization: "Bearer \(token)"]
        if json != nil { headers[.contentType] = "application/json" }
        return try await client.execute(uri: uri, method: method, headers: headers, body: json.map { ByteBuffer(string: $0) })
    }

    /// Without any session.
    func anonymous(_ method: HTTPRequest.Method, _ uri: String) async throws -> TestResponse {
        try await client.execute(uri: uri, method: method, headers: [.contentType: "application/x-www-form-urlencoded"])
    }

    static func encode(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}

// Names chosen not to clash with the rehab router tests' helpers.
extension TestResponse {
    var pageText: String { String(buffer: body) }
    var mediaType: String { headers[.contentType] ?? "" }
    var redirectTarget: String { headers[.location] ?? "" }
}
