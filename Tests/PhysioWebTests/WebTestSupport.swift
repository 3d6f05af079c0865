import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PhysioCore
import PhysioStore
import PhysioWeb
import TestSupport
import Testing

/// The app under test: an in-memory database, a hand-set clock, Toronto time.
struct TestApp {
    let database: AppDatabase
    let clock: ManualClock
    let timeZone: TimeZone

    init(now: Date = RehabFixtures.at(2026, 11, 23, 8, 30, in: RehabFixtures.toronto), timeZone: TimeZone = RehabFixtures.toronto) throws {
        database = try AppDatabase.inMemory()
        clock = ManualClock(now)
        self.timeZone = timeZone
    }

    /// Runs `body` with a client signed in as the owner.
    func run(_ body: @escaping @Sendable (OwnerClient) async throws -> Void) async throws {
        let app = try await buildApplication(
            database: database, configuration: AppConfiguration(host: "127.0.0.1", port: 0, timeZone: timeZone, clock: clock))
        let token = try await LoginLink.token(for: database)
        try await app.test(.router) { client in
            try await body(try await OwnerClient.signIn(client, token: token))
        }
    }
}

/// A test client carrying the owner's session cookie and anti-forgery token.
struct OwnerClient: Sendable {
    let client: any TestClientProtocol
    let cookie: String
    let csrf: String
    let token: String

    static func signIn(_ client: any TestClientProtocol, token: String) async throws -> OwnerClient {
        let login = try await client.execute(uri: "/login?token=\(token)", method: .get)
        #expect(login.status == .seeOther)
        let setCookie = try #require(login.headers[.setCookie])
        #expect(setCookie.contains("HttpOnly") && setCookie.contains("SameSite=Lax"))
        let cookie = String(setCookie.split(separator: ";")[0])
        let home = try await client.execute(uri: "/", method: .get, headers: [.cookie: cookie])
        let html = String(buffer: home.body)
        let marker = "name=\"csrf-token\" content=\""
        let start = try #require(html.range(of: marker)).upperBound
        let csrf = String(html[start...].prefix { $0 != "\"" })
        return OwnerClient(client: client, cookie: cookie, csrf: csrf, token: token)
    }

    func get(_ uri: String) async throws -> TestResponse {
        try await client.execute(uri: uri, method: .get, headers: [.cookie: cookie])
    }

    /// Posts a form the way a page does, with the anti-forgery field unless told otherwise.
    func post(_ uri: String, _ fields: [(String, String)] = [], csrf: String? = nil) async throws -> TestResponse {
        let all = [("_csrf", csrf ?? self.csrf)] + fields
        let body = all.map { "\(Self.encode($0.0))=\(Self.encode($0.1))" }.joined(separator: "&")
        return try await client.execute(
            uri: uri, method: .post,
            headers: [.cookie: cookie, .contentType: "application/x-www-form-urlencoded"],
            body: ByteBuffer(string: body))
    }

    /// Calls the JSON API with the bearer token.
    func api(_ method: HTTPRequest.Method, _ uri: String, json: String? = nil) async throws -> TestResponse {
        var headers: HTTPFields = [.authorization: "Bearer \(token)"]
        if json != nil { headers[.contentType] = "application/json" }
        return try await client.execute(uri: uri, method: method, headers: headers, body: json.map { ByteBuffer(string: $0) })
    }

    static func encode(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}

extension TestResponse {
    var text: String { String(buffer: body) }
    var isHTML: Bool { headers[.contentType] == "text/html; charset=utf-8" }
    var isJSON: Bool { headers[.contentType] == "application/json; charset=utf-8" }
    var location: String? { headers[.location] }

    func json() throws -> Any { try JSONSerialization.jsonObject(with: Data(buffer: body)) }
}
