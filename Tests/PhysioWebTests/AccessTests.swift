import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PhysioStore
import PhysioWeb
import TestSupport
import Testing

@Suite struct AccessTests {
    func withApp(_ body: @escaping @Sendable (any TestClientProtocol, AppDatabase) async throws -> Void) async throws {
        let database = try AppDatabase.inMemory()
        let app = try await buildApplication(
            database: database,
            configuration: AppConfiguration(host: "127.0.0.1", port: 0, timeZone: RehabFixtures.toronto, clock: ManualClock(Date())))
        try await app.test(.router) { client in try await body(client, database) }
    }

    @Test func healthAnswersWithoutSigningIn() async throws {
        try await withApp { client, _ in
            let response = try await client.execute(uri: "/healthz", method: .get)
            #expect(response.status == .ok)
            #expect(String(buffer: response.body) == "ok")
        }
    }

    @Test(arguments: ["/", "/schedule", "/triage", "/triage/knee", "/conditions/knee-weakness", "/exercises/heel-slides"])
    func pagesSendStrangersToSignIn(_ path: String) async throws {
        try await withApp { client, _ in
            let response = try await client.execute(uri: path, method: .get)
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == "/signin")
        }
    }

    @Test(arguments: ["/api/v1/plans", "/api/v1/today", "/api/v1/library/conditions"])
    func theAPIRefusesStrangersWithTheErrorShape(_ path: String) async throws {
        try await withApp { client, _ in
            let response = try await client.execute(uri: path, method: .get)
            #expect(response.status == .unauthorized)
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            let body = try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: [String: String]]
            #expect(body?["error"]?["code"] == "sign_in_required")
            #expect(body?["error"]?["message"]?.contains("sign in") == true)
        }
    }

    @Test func aWrongBearerTokenIsRefused() async throws {
        try await withApp { client, _ in
            let response = try await client.execute(uri: "/api/v1/plans", method: .get, headers: [.authorization: "Bearer nope"])
            #expect(response.status == .unauthorized)
        }
    }

    @Test func statefulRequestsFromStrangersChangeNothing() async throws {
        try await withApp { client, database in
            let response = try await client.execute(
                uri: "/plans", method: .post, headers: [.contentType: "application/x-www-form-urlencoded"],
                body: ByteBuffer(string: "condition=knee-weakness&time=08:00"))
            #expect(response.status == .unauthorized)
            #expect(try await database.plans().isEmpty)
        }
    }

    @Test func theSignInPageExplainsTheLinkAndABadLinkSaysSo() async throws {
        try await withApp { client, _ in
            let page = try await client.execute(uri: "/signin", method: .get)
            #expect(page.status == .ok)
            #expect(String(buffer: page.body).contains("open the sign-in link PhysioPoint printed"))
            let bad = try await client.execute(uri: "/login?token=wrong", method: .get)
            #expect(bad.status == .unauthorized)
            #expect(String(buffer: bad.body).contains("That sign-in link isn't valid"))
            #expect(bad.headers[.setCookie] == nil)
        }
    }

    @Test func everyAnswerCarriesAContentSecurityPolicyThatAllowsOnlyThisServer() async throws {
        try await withApp { client, _ in
            for path in ["/healthz", "/signin", "/static/app.css", "/nowhere"] {
                let response = try await client.execute(uri: path, method: .get)
                let policy = try #require(response.headers[.contentSecurityPolicy])
                #expect(policy.contains("default-src 'self'"))
                #expect(policy.contains("script-src 'self'"))
                #expect(policy.contains("connect-src 'self'"))
                #expect(!policy.contains("http"))
                #expect(response.headers[.xContentTypeOptions] == "nosniff")
            }
        }
    }

    @Test func staticAssetsAreServedWithTheirTypes() async throws {
        try await withApp { client, _ in
            let css = try await client.execute(uri: "/static/app.css", method: .get)
            #expect(css.status == .ok && css.headers[.contentType] == "text/css; charset=utf-8")
            let stylesheet = String(buffer: css.body)
            #expect(stylesheet.contains("--radius-card"))
            // A stray merge marker or brace silently drops the rules after it.
            #expect(!stylesheet.contains("\n=======\n") && !stylesheet.contains("<<<<<<<"))
            #expect(stylesheet.filter { $0 == "{" }.count == stylesheet.filter { $0 == "}" }.count)
            let js = try await client.execute(uri: "/static/app.js", method: .get)
            #expect(js.headers[.contentType] == "text/javascript; charset=utf-8")
            let icons = try await client.execute(uri: "/static/icons.svg", method: .get)
            #expect(String(buffer: icons.body).contains("id=\"region-knee\""))
            let manifest = try await client.execute(uri: "/static/manifest.webmanifest", method: .get)
            #expect(manifest.headers[.contentType] == "application/manifest+json")
            let missing = try await client.execute(uri: "/static/../Package.swift", method: .get)
            #expect(missing.status == .notFound || missing.status == .seeOther)
        }
    }

    @Test func assetsReferencedByPagesAllExist() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let html = try await owner.get("/").text
            for match in html.matches(of: /(?:href|src)="\/static\/([^"?#]+)/) {
                let response = try await owner.get("/static/\(match.1)")
                #expect(response.status == .ok, "missing asset \(match.1)")
            }
        }
    }

    @Test func signingInRecordsOnlyTheDeviceAndSigningOutEndsOnlyThatBrowsersSession() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let before = app.household.dataVersion, personal = app.database.dataVersion
            let phone = try await OwnerClient.signIn(owner.client, token: owner.token)
            // The cookie is signed; the device is listed in the household, the person's data untouched.
            #expect(app.household.dataVersion == before + 1 && app.database.dataVersion == personal)
            #expect(try app.household.devices().map(\.device).count == 2)
            #expect(phone.cookie != owner.cookie && phone.csrf != owner.csrf)
            // A cookie with its signature changed, or another session's token, gets nowhere.
            let tampered = String(phone.cookie.dropLast()) + (phone.cookie.hasSuffix("0") ? "1" : "0")
            let forged = try await owner.client.execute(uri: "/", method: .get, headers: [.cookie: tampered])
            #expect(forged.status == .seeOther && forged.location == "/signin")
            #expect(try await phone.post("/logout", csrf: owner.csrf).status == .forbidden)
            #expect(try await phone.post("/logout").status == .seeOther)
            #expect(try await phone.get("/").location.hasPrefix("/signin"))
            #expect(try await owner.get("/").status == .ok)
        }
    }

    @Test func aDeviceInUseStaysSignedInPastAYearWithoutWriting() async throws {
        let app = try TestApp()
        try await app.run { owner in
            #expect(try await owner.get("/").headers[.setCookie] == nil)  // a fresh cookie isn't renewed
            app.clock.advance(by: 31 * 24 * 60 * 60)
            let before = app.database.dataVersion
            let renewed = try #require(try await owner.get("/today").headers[.setCookie])
            #expect(app.database.dataVersion == before)
            #expect(renewed.contains("Max-Age=31536000") && renewed.contains("HttpOnly"))
            let cookie = String(renewed.split(separator: ";")[0])
            #expect(cookie != owner.cookie)
            // Eleven months later the renewed cookie still works; signing out with it ends the old one too.
            app.clock.advance(by: 330 * 24 * 60 * 60)
            let later = try await owner.client.execute(uri: "/", method: .get, headers: [.cookie: cookie])
            #expect(later.status == .ok)
            #expect(try await owner.post("/logout").status == .seeOther)
            let after = try await owner.client.execute(uri: "/", method: .get, headers: [.cookie: cookie])
            #expect(after.status == .seeOther && after.location.hasPrefix("/signin"))
        }
    }

    @Test func signingOutAsksFirstAndSaysHowToGetBackIn() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let home = try await owner.get("/").pageText
            #expect(!home.contains("action=\"/logout\""))  // no one-tap sign-out in the top bar
            let ask = try await owner.get("/signout")
            #expect(ask.status == .ok && ask.pageText.contains("Sign out of this device?"))
            #expect(ask.pageText.contains("action=\"/logout\"") && ask.pageText.contains("Stay signed in"))
            #expect(try await owner.get("/").status == .ok)  // asking signed nobody out
            let out = try await owner.post("/logout")
            let page = try await owner.client.execute(uri: out.location, method: .get)
            #expect(page.pageText.contains("You are signed out on this device"))
            #expect(page.pageText.contains("Settings → Connect a phone") && page.pageText.contains("/login?token="))
        }
    }

    @Test func signingOutEndsTheSession() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let out = try await owner.post("/logout")
            #expect(out.status == .seeOther)
            #expect(out.headers[.setCookie]?.contains("Max-Age=0") == true)
            let after = try await owner.get("/")
            #expect(after.status == .seeOther && after.location.hasPrefix("/signin"))
        }
    }
}

@Suite struct ForgeryTests {
    @Test func aFormWithoutTheTokenIsRefusedAndChangesNothing() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let response = try await owner.post("/plans", [("condition", "knee-weakness"), ("time", "08:00")], csrf: "forged")
            #expect(response.status == .forbidden)
            #expect(response.text.contains("come from a PhysioPoint page"))
            #expect(try await app.database.plans().isEmpty)
        }
    }

    @Test func aRequestFromAnotherSiteIsRefusedEvenWithTheToken() async throws {
        let app = try TestApp()
        try await app.run { owner in
            for extra: HTTPFields in [[HTTPField.Name("Sec-Fetch-Site")!: "cross-site"], [.origin: "http://evil.example"]] {
                var headers: HTTPFields = [.cookie: owner.cookie, .contentType: "application/x-www-form-urlencoded"]
                headers.append(contentsOf: extra)
                let response = try await owner.client.execute(
                    uri: "/demo", method: .post, headers: headers, body: ByteBuffer(string: "_csrf=\(owner.csrf)"))
                #expect(response.status == .forbidden)
            }
            #expect(try await app.database.plans().isEmpty)
        }
    }

    @Test func scriptsMaySendTheTokenAsAHeader() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let response = try await owner.client.execute(
                uri: "/api/v1/plans", method: .post,
                headers: [.cookie: owner.cookie, .contentType: "application/json", HTTPField.Name("X-CSRF-Token")!: owner.csrf],
                body: ByteBuffer(string: #"{"conditionId":"knee-weakness"}"#))
            #expect(response.status == .created)
            let refused = try await owner.client.execute(
                uri: "/api/v1/plans", method: .post, headers: [.cookie: owner.cookie, .contentType: "application/json"],
                body: ByteBuffer(string: #"{"conditionId":"knee-weakness"}"#))
            #expect(refused.status == .forbidden)
            #expect(try await app.database.plans().count == 1)
        }
    }
}
