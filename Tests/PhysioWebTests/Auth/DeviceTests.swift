import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PhysioCore
import PhysioStore
import PhysioWeb
import TestSupport
import Testing

/// Settings → Devices (issue 22): every browser signed in is listed by name, with when it connected
/// and was last used, and can be signed out from another; its next request goes to the signed-out page.
@Suite struct DeviceTests {
    static let iPhone =
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1"
    static let pixel =
        "Mozilla/5.0 (Linux; Android 15; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36"

    /// Signs a browser in with the printed link, sending `userAgent`.
    static func signIn(_ owner: OwnerClient, userAgent: String) async throws -> String {
        let login = try await owner.client.execute(
            uri: "/login?token=\(owner.token)", method: .get, headers: [.userAgent: userAgent])
        #expect(login.status == .seeOther)
        return String(try #require(login.headers[.setCookie]).split(separator: ";")[0])
    }

    @Test func namesComeFromTheUserAgent() {
        #expect(DeviceName.from(userAgent: Self.iPhone) == "iPhone · Safari")
        #expect(DeviceName.from(userAgent: Self.pixel) == "Android phone · Chrome")
        #expect(
            DeviceName.from(
                userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0")
                == "Windows · Edge")
        #expect(
            DeviceName.from(userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0")
                == "Mac · Firefox")
        #expect(DeviceName.from(userAgent: nil) == "A browser")
    }

    @Test func theListPutsThisDeviceFirstThenTheLatestUsed() {
        let zone = TimeZone(identifier: "America/Toronto")!
        let now = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18 06:06 in Toronto
        let devices = [
            ConnectedDevice(id: "old", name: "Mac · Safari", connectedAt: now - 40 * 86_400, lastUsedAt: now - 9 * 86_400),
            ConnectedDevice(id: "here", name: "Linux · Chrome", connectedAt: now - 86_400, lastUsedAt: now),
            ConnectedDevice(id: "phone", name: "iPhone · Safari", connectedAt: now - 2 * 86_400, lastUsedAt: now - 60),
        ]
        let rows = DeviceList(devices, thisDevice: "here", now: now, timeZone: zone).rows
        #expect(rows.map(\.id) == ["here", "phone", "old"])
        #expect(rows[0].isThisDevice && rows[0].detail == "Connected 17 Nov 2026 · in use now")
        #expect(rows[1].detail == "Connected 16 Nov 2026 · last used today, 6:05 AM")
        #expect(rows[2].detail == "Connected 9 Oct 2026 · last used 9 Nov 2026")
    }

    @Test func settingsListsEachDeviceAndMarksThisOne() async throws {
        let app = try TestApp()
        try await app.run { owner in
            app.clock.advance(by: 60 * 60)
            _ = try await Self.signIn(owner, userAgent: Self.iPhone)
            let page = try await owner.get("/settings").pageText
            #expect(page.contains("iPhone · Safari"))
            #expect(page.contains("This device"))
            #expect(page.components(separatedBy: "class=\"device-row\"").count - 1 == 2)
            // This device has no "Sign out" of its own in the list (it has "Sign out of this device…");
            // the phone has one, named for screen readers.
            #expect(page.components(separatedBy: "/sign-out\"").count - 1 == 1)
            #expect(page.contains("<span class=\"visually-hidden\"> iPhone · Safari</span>"))
            #expect(page.contains("in use now"))
        }
    }

    @Test func aDeviceSignedOutFromAnotherGoesToTheSignedOutPageOnItsNextRequest() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let phone = try await Self.signIn(owner, userAgent: Self.iPhone)
            #expect(try await owner.client.execute(uri: "/", method: .get, headers: [.cookie: phone]).status == .ok)
            let id = try #require(try app.household.devices().map(\.device).first { $0.name == "iPhone · Safari" }?.id)

            let ask = try await owner.get("/settings/devices/\(id)/sign-out")
            #expect(ask.status == .ok && ask.pageText.contains("Sign out iPhone · Safari?"))
            #expect(try await owner.client.execute(uri: "/", method: .get, headers: [.cookie: phone]).status == .ok)

            let done = try await owner.post("/settings/devices/\(id)/sign-out")
            #expect(done.status == .seeOther && done.location == "/settings?notice=device-signed-out#devices")
            let settings = try await owner.get(done.location).pageText
            #expect(!settings.contains("iPhone · Safari") && settings.contains("That device was signed out."))

            let next = try await owner.client.execute(uri: "/today", method: .get, headers: [.cookie: phone])
            #expect(next.status == .seeOther && next.location == "/signin?notice=device-signed-out")
            #expect(next.headers[.setCookie]?.contains("Max-Age=0") == true)
            let signedOut = try await owner.client.execute(uri: next.location, method: .get)
            #expect(signedOut.pageText.contains("from Settings on another device"))
            #expect(signedOut.pageText.contains("Settings → Connect a phone"))
            // A change it tries goes there too, and changes nothing.
            let before = app.database.dataVersion
            let post = try await owner.client.execute(
                uri: "/demo", method: .post,
                headers: [.cookie: phone, .contentType: "application/x-www-form-urlencoded"], body: ByteBuffer(string: "_csrf=x"))
            #expect(post.status == .seeOther && post.location == "/signin?notice=device-signed-out")
            #expect(app.database.dataVersion == before)
            // The owner is still signed in.
            #expect(try await owner.get("/").status == .ok)
        }
    }

    @Test func signingThisDeviceOutFromTheListSignsItOut() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let id = try #require(SignedSessionID.of(owner.cookie))
            let done = try await owner.post("/settings/devices/\(id)/sign-out")
            #expect(done.location == "/signin?notice=signed-out")
            #expect(try await owner.get("/").location.hasPrefix("/signin"))
        }
    }

    @Test func anUnknownOrMalformedDeviceIsNotFound() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let unknown = try await owner.get("/settings/devices/\(String(repeating: "a", count: 32))/sign-out")
            let malformed = try await owner.get("/settings/devices/NOT-AN-ID/sign-out")
            let short = try await owner.post("/settings/devices/x/sign-out")
            #expect(unknown.status == .notFound && malformed.status == .notFound && short.status == .notFound)
        }
    }

    @Test func theLastUseMovesWithoutAGetWritingAndIsStoredWithAChange() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let phone = try await Self.signIn(owner, userAgent: Self.pixel)
            let signedInAt = app.clock.now()
            app.clock.advance(by: 3 * 60 * 60)
            let before = app.database.dataVersion
            #expect(try await owner.client.execute(uri: "/schedule", method: .get, headers: [.cookie: phone]).status == .ok)
            #expect(app.database.dataVersion == before)
            let stored = try #require(try app.household.devices().map(\.device).first { $0.name == "Android phone · Chrome" })
            #expect(stored.lastUsedAt == signedInAt)
            // A change the phone makes stores its last use with it.
            let html = try await owner.client.execute(uri: "/", method: .get, headers: [.cookie: phone]).pageText
            let csrf = try #require(html.firstMatch(of: /name="csrf-token" content="([^"]+)"/)?.1)
            let demo = try await owner.client.execute(
                uri: "/demo", method: .post,
                headers: [.cookie: phone, .contentType: "application/x-www-form-urlencoded"],
                body: ByteBuffer(string: "_csrf=\(csrf)"))
            #expect(demo.status == .seeOther)
            let after = try #require(try app.household.devices().map(\.device).first { $0.name == "Android phone · Chrome" })
            #expect(after.lastUsedAt == app.clock.now())
        }
    }
}

/// The session id in a `pp_session=s2.<person>.<id>.<created>.<mac>` cookie (or an `s1` one).
enum SignedSessionID {
    static func of(_ cookie: String) -> String? {
        let parts = cookie.split(separator: "=", maxSplits: 1).last?.split(separator: ".")
        guard let parts else { return nil }
        if parts.count == 5 { return String(parts[2]) }
        return parts.count == 4 ? String(parts[1]) : nil
    }
}
