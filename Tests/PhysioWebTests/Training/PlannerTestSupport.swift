import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PhysioCore
import PhysioStore
import PhysioWeb
import TestSupport

/// A signed-in browser for router tests: the session cookie and the page's anti-forgery token.
struct PlannerBrowser {
    let client: any TestClientProtocol
    let cookie: String
    let csrf: String

    /// Signs in with the owner's link and reads the CSRF token from a page.
    static func signIn(_ client: some TestClientProtocol, database: AppDatabase) async throws -> PlannerBrowser {
        let token = try await LoginLink.token(for: database)
        let login = try await client.execute(uri: LoginLink.path(token: token), method: .get)
        let setCookie = login.headers[.setCookie] ?? ""
        let cookie = String(setCookie.split(separator: ";").first ?? "")
        let page = try await client.execute(uri: "/planner/new", method: .get, headers: [.cookie: cookie])
        let html = String(buffer: page.body)
        guard let range = html.range(of: #"name="csrf-token" content=""#),
              let end = html[range.upperBound...].firstIndex(of: "\"")
        else { throw PlannerTestError.noCSRFToken }
        return PlannerBrowser(client: client, cookie: cookie, csrf: String(html[range.upperBound..<end]))
    }

    func get(_ uri: String) async throws -> TestResponse {
        try await client.execute(uri: uri, method: .get, headers: [.cookie: cookie])
    }

    /// Posts a form with the CSRF field unless `csrf` is false.
    func post(_ uri: String, form: [(String, String)] = [], csrf withToken: Bool = true) async throws -> TestResponse {
        let fields = (withToken ? [("_csrf", csrf)] : []) + form
        let body = fields.map { "\($0.0)=\(Self.encode($0.1))" }.joined(separator: "&")
        return try await client.execute(
            uri: uri, method: .post,
            headers: [.cookie: cookie, .contentType: "application/x-www-form-urlencoded"],
            body: ByteBuffer(string: body))
    }

    /// Sends JSON as the planner page's script does: cookie plus the `X-CSRF-Token` header.
    func json(_ method: HTTPRequest.Method, _ uri: String, _ body: String? = nil, csrf withToken: Bool = true) async throws -> TestResponse {
        var headers: HTTPFields = [.cookie: cookie, .contentType: "application/json"]
        if withToken { headers[HTTPField.Name("X-CSRF-Token")!] = csrf }
        return try await client.execute(uri: uri, method: method, headers: headers, body: body.map { ByteBuffer(string: $0) })
    }

    static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }
}

enum PlannerTestError: Error { case noCSRFToken }

enum PlannerWebFixtures {
    typealias F = TrainingFixtures
    /// Wednesday, March 4, 2026, 09:00 in Toronto: week 1 of the fixture plan.
    static let now = F.day(2026, 3, 4).date(hour: 9, minute: 0, in: F.toronto)

    static func configuration(clock: ManualClock = ManualClock(now)) -> AppConfiguration {
        AppConfiguration(host: "127.0.0.1", port: 0, timeZone: F.toronto, clock: clock)
    }

    /// A database holding the two-week fixture plan.
    static func database() async throws -> AppDatabase {
        let database = try AppDatabase.inMemory()
        try await database.createMesocycle(F.twoWeekPlan(), createdAt: now)
        return database
    }

    static var planPath: String { "/planner/\(F.planID.uuidString)" }
}

extension TestResponse {
    var contentType: String { headers[.contentType] ?? "" }
}
