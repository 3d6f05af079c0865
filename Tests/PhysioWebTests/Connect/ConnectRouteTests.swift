import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PhysioCore
import PhysioWeb
import TestSupport
import Testing

@Suite struct ConnectRouteTests {
    static let authority = AuthorityCertificate(
        der: [0x30, 0x03, 0x02, 0x01, 0x01], pem: "-----BEGIN CERTIFICATE-----\nMAMCAQE=\n-----END CERTIFICATE-----\n",
        sha256: Array(repeating: 0x5A, count: 32))

    func run(
        setup: ConnectSetup, _ body: @escaping @Sendable (any TestClientProtocol, String) async throws -> Void
    ) async throws {
        let app = try TestApp()
        var configuration = AppConfiguration(host: "0.0.0.0", port: 8443, timeZone: app.timeZone, clock: app.clock)
        configuration.connect = setup
        configuration.publicHost = "192.168.1.20"
        let application = try await buildApplication(database: app.database, configuration: configuration)
        let token = try await LoginLink.token(for: app.database)
        try await application.test(.router) { client in try await body(client, token) }
    }

    @Test func theAuthorityCertificateAndTrustStepsNeedNoSignIn() async throws {
        try await run(setup: ConnectSetup(security: .localAuthority, authority: Self.authority)) { client, token in
            let der = try await client.execute(uri: "/connect/physiopoint-ca.crt", method: .get)
            #expect(der.status == .ok)
            #expect(der.headers[.contentType] == "application/x-x509-ca-cert")
            #expect(Array(der.body.readableBytesView) == Self.authority.der)
            #expect(der.headers[.contentSecurityPolicy]?.contains("default-src 'self'") == true)

            let pem = try await client.execute(uri: "/connect/physiopoint-ca.pem", method: .get)
            #expect(pem.headers[.contentType] == "application/x-pem-file")
            #expect(String(buffer: pem.body) == Self.authority.pem)

            let trust = try await client.execute(uri: "/connect/trust", method: .get)
            let html = String(buffer: trust.body)
            #expect(trust.status == .ok)
            #expect(html.contains("5A:5A:5A:5A:5A:5A:5A:5A"))
            #expect(html.contains("Certificate Trust Settings"))
            #expect(!html.contains(token))
        }
    }

    @Test func theConnectPageWithTheSignInAddressNeedsSignIn() async throws {
        try await run(setup: ConnectSetup(security: .localAuthority, authority: Self.authority)) { client, token in
            let anonymous = try await client.execute(uri: "/connect", method: .get)
            #expect(anonymous.status != .ok)
            #expect(!String(buffer: anonymous.body).contains(token))

            let owner = try await OwnerClient.signIn(client, token: token)
            let page = try await owner.get("/connect")
            #expect(page.status == .ok)
            #expect(String(buffer: page.body).contains("https://192.168.1.20:8443/login?token=\(token)"))
        }
    }

    @Test func withoutTheLocalAuthorityThereIsNoCertificateToDownload() async throws {
        try await run(setup: ConnectSetup(security: .plainHTTP)) { client, _ in
            let der = try await client.execute(uri: "/connect/physiopoint-ca.crt", method: .get)
            #expect(der.status == .notFound)
            let trust = String(buffer: try await client.execute(uri: "/connect/trust", method: .get).body)
            #expect(trust.contains("--no-tls"))
        }
    }

    @Test func settingsLinksToConnectAPhone() async throws {
        try await TestApp().run { owner in
            let html = String(buffer: try await owner.get("/settings").body)
            #expect(html.contains("href=\"/connect\""))
            #expect(html.contains("href=\"/settings/export\"") && html.contains("href=\"/signout\""))
            // Every page's top bar leads to these settings, whichever part it belongs to.
            for path in ["/", "/today", "/planner", "/coach", "/schedule"] {
                #expect(String(buffer: try await owner.get(path).body).contains("id=\"settings-link\""), "\(path)")
            }
        }
    }
}
