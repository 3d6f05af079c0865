import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PhysioCore
import PhysioStore
import PhysioWeb
import TestSupport
import Testing

/// The owner's sign-in token in every in-memory household a test builds.
let testOwnerToken = "owner-token-for-tests-0123456789abcdef0123456789"

/// The app under test: a household in memory (its owner's database is `database`), a hand-set
/// clock, Toronto time.
struct TestApp {
    let household: Household
    let database: AppDatabase
    let clock: ManualClock
    let timeZone: TimeZone

    init(now: Date = RehabFixtures.at(2026, 11, 23, 8, 30, in: RehabFixtures.toronto), timeZone: TimeZone = RehabFixtures.toronto) throws {
        database = try AppDatabase.inMemory()
        household = try Household.inMemory(owner: database, now: now, token: testOwnerToken)
        clock = ManualClock(now)
        self.timeZone = timeZone
    }

    /// - Parameter iso: the wall-clock day "YYYY-MM-DD", with hour and minute, in Toronto.
    init(_ iso: String, hour: Int = 8, minute: Int = 30) throws {
        try self.init(now: HabitFixtures.instant(iso, hour, minute, in: HabitFixtures.toronto))
    }

    /// Runs `body` with a client signed in as the owner.
    func run(_ body: @escaping @Sendable (OwnerClient) async throws -> Void) async throws {
        let app = try await buildApplication(
            household: household,
            configuration: AppConfiguration(host: "127.0.0.1", port: 0, timeZone: timeZone, clock: clock))
        try await app.test(.router) { client in
            try await body(try await OwnerClient.signIn(client, token: testOwnerToken))
        }
    }

    /// Runs `body` with the test client itself, for tests that sign in as several people.
    func runClient(_ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let app = try await buildApplication(
            household: household,
            configuration: AppConfiguration(host: "127.0.0.1", port: 0, timeZone: timeZone, clock: clock))
        try await app.test(.router) { client in try await body(client) }
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

    func get(_ uri: String, accept: String? = nil) async throws -> TestResponse {
        var headers: HTTPFields = [.cookie: cookie]
        if let accept { headers[.accept] = accept }
        return try await client.execute(uri: uri, method: .get, headers: headers)
    }

    /// Posts a form the way a page does; `csrf: nil` sends the session's token, `""` sends none.
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

    /// Calls the JSON API with the bearer token.
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

extension TestResponse {
    var text: String { String(buffer: body) }
    var isHTML: Bool { headers[.contentType] == "text/html; charset=utf-8" }
    var isJSON: Bool { headers[.contentType] == "application/json; charset=utf-8" }
    var location: String { headers[.location] ?? "" }

    func json() throws -> Any { try JSONSerialization.jsonObject(with: Data(buffer: body)) }
}

/// The application around `database` as its owner's, for tests written before the household.
func buildApplication(
    database: AppDatabase, configuration: AppConfiguration, onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
) async throws -> some ApplicationProtocol {
    try await buildApplication(
        household: try Household.inMemory(owner: database, token: testOwnerToken), configuration: configuration,
        onServerRunning: onServerRunning)
}

extension LoginLink {
    /// The owner's token in the households the tests build.
    static func token(for database: AppDatabase) async throws -> String { testOwnerToken }
}

extension AppConfiguration {
    /// A real server on a free loopback port for a test that talks to it over sockets. Its HTTP client
    /// keeps one connection and its WebSocket client answers pings only as it reads: on a machine
    /// loaded enough to make a test take minutes, the server's 30 s idle close (between requests) and
    /// 30 s ping would close connections the test still uses ("I/O on closed channel"). An hour each.
    static func liveTest(_ app: TestApp) -> AppConfiguration {
        var configuration = AppConfiguration(host: "127.0.0.1", port: 0, timeZone: app.timeZone, clock: app.clock)
        configuration.limits.idleTimeout = .seconds(3600)
        configuration.limits.webSocketPing = .seconds(3600)
        return configuration
    }
}
