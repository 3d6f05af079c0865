import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PhysioCore
import PhysioStore
import PhysioWeb
import TestSupport
import Testing

/// The phone's offline queue resends changes with an `Idempotency-Key`: the server answers a resend
/// with the first answer and writes once; a reused key with other content is refused.
@Suite struct OfflineSyncTests {
    static let day = HabitFixtures.day("2026-11-23")

    @Test func aCravingNoteResentWithItsKeyIsSavedOnceAndAnsweredTheSame() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let fields = [("category", "stress"), ("text", "Long day at work")]
            let first = try await owner.keyed("/help/notes", fields, key: "note-key-0001")
            #expect(first.status == .created)
            #expect(first.headers[IdempotentReplay.header] == nil)
            let again = try await owner.keyed("/help/notes", fields, key: "note-key-0001")
            #expect(again.status == .created)
            #expect(again.text == first.text)
            #expect(again.isJSON)
            #expect(again.headers[IdempotentReplay.header] == "true")
        }
        let notes = try await app.database.cravingNotes(from: Self.day, through: Self.day)
        #expect(notes.map(\.text) == ["Long day at work"])
    }

    @Test func aKeyReusedForADifferentChangeIsRefusedAndChangesNothing() async throws {
        let app = try TestApp()
        try await app.run { owner in
            #expect(
                try await owner.keyed("/help/notes", [("category", "stress"), ("text", "First")], key: "shared-key-01")
                    .status == .created)
            let reused = try await owner.keyed(
                "/help/notes", [("category", "stress"), ("text", "Second")], key: "shared-key-01")
            #expect(reused.status == .conflict)
            let error = try #require(try reused.json() as? [String: [String: String]])["error"]
            #expect(error?["code"] == "idempotency_key_reused")
            #expect(error?["message"]?.contains("Idempotency-Key was already used for a different change") == true)
            // The same body on another address is a different change too.
            let elsewhere = try await owner.keyed(
                "/today/entries/2026-11-23/end-of-day", [("category", "stress"), ("text", "First")],
                key: "shared-key-01")
            #expect(elsewhere.status == .conflict)
        }
        let notes = try await app.database.cravingNotes(from: Self.day, through: Self.day)
        #expect(notes.map(\.text) == ["First"])
    }

    @Test func withoutAKeyEveryNoteIsSavedAsBefore() async throws {
        let app = try TestApp()
        try await app.run { owner in
            for _ in 0..<2 {
                let saved = try await owner.post("/help/notes", [("category", "stress"), ("text", "Same words")])
                #expect(saved.location == "/today?notice=note-saved")
            }
        }
        #expect(try await app.database.cravingNotes(from: Self.day, through: Self.day).count == 2)
    }

    @Test func aHabitEntryResentWithItsKeyGetsTheFirstAnswerAndTheEntryIsSaved() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let fields = [("myWhy", "Energy for my kids"), ("swap", "Sparkling water")]
            let first = try await owner.keyed("/today/entries/2026-11-23/morning-focus", fields, key: "entry-key-001")
            #expect(first.status == .ok)
            #expect(first.text.contains("\"saved\":true"))
            let again = try await owner.keyed("/today/entries/2026-11-23/morning-focus", fields, key: "entry-key-001")
            #expect(again.status == .ok && again.text == first.text)
            #expect(again.headers[IdempotentReplay.header] == "true")
        }
        let entry = try await app.database.habitEntry(on: Self.day)
        #expect(entry?.morningFocus.myWhy == "Energy for my kids")
    }

    @Test func aSessionCompletionResentGetsTheSameRedirectAndIsDoneOnce() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let plan = try await owner.newPlan()
            let done = "/plans/\(plan.id)/sessions/\(plan.slot)/done"
            let first = try await owner.keyed(done, [("from", "/schedule")], key: "done-key-0001", accept: nil)
            #expect(first.status == .seeOther)
            #expect(first.location == "/schedule?notice=done")
            let again = try await owner.keyed(done, [("from", "/schedule")], key: "done-key-0001", accept: nil)
            #expect(again.status == .seeOther && again.location == "/schedule?notice=done")
            #expect(again.headers[IdempotentReplay.header] == "true")
        }
        let completions = try await app.database.completions(from: Self.day, to: Self.day)
        #expect(completions.count == 1)
    }

    @Test func aRefusedChangeIsNotRememberedSoTheFixedOneCanUseTheKey() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let refused = try await owner.keyed("/help/notes", [("category", "boredom")], key: "retry-key-001")
            #expect(refused.status == .badRequest)
            let fixed = try await owner.keyed("/help/notes", [("category", "stress")], key: "retry-key-001")
            #expect(fixed.status == .created)
        }
        #expect(try await app.database.cravingNotes(from: Self.day, through: Self.day).count == 1)
    }

    @Test func aMalformedKeyIsRefusedWithAMessageNamingTheHeader() async throws {
        let app = try TestApp()
        try await app.run { owner in
            for key in ["short", String(repeating: "k", count: 129), "has spaces in it", "semi;colon-key"] {
                let refused = try await owner.keyed("/help/notes", [("category", "stress")], key: key)
                #expect(refused.status == .badRequest)
                #expect(
                    refused.text.contains("invalid_idempotency_key") && refused.text.contains("Idempotency-Key header"))
            }
        }
        #expect(try await app.database.cravingNotes(from: Self.day, through: Self.day).isEmpty)
    }

    @Test func aKeyStillNeedsTheSessionsAntiForgeryToken() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let forged = try await owner.keyed(
                "/help/notes", [("category", "stress")], key: "forged-key-01", csrf: "wrong")
            #expect(forged.status == .forbidden)
        }
        #expect(try await app.database.cravingNotes(from: Self.day, through: Self.day).isEmpty)
    }

    @Test func aNoteWhoseKeyIsAlreadyRecordedIsNeverWrittenTwice() async throws {
        let database = try AppDatabase.inMemory()
        let now = HabitFixtures.instant("2026-11-23", 9, in: HabitFixtures.toronto)
        let claim = IdempotencyClaim(key: "stored-key-01", fingerprint: "abc")
        try await database.addCravingNote(
            HabitFixtures.cravingNote(id: "n1", at: now, in: HabitFixtures.toronto), claim: claim, at: now)
        await #expect(throws: AppDatabase.IdempotencyError.keyInUse) {
            try await database.addCravingNote(
                HabitFixtures.cravingNote(id: "n2", at: now, in: HabitFixtures.toronto), claim: claim, at: now)
        }
        #expect(try await database.cravingNotes(from: Self.day, through: Self.day).map(\.id) == ["n1"])
        // Recorded with its note, answered later: the first answer is kept, a second one ignored.
        #expect(try await database.idempotentRecord(key: "stored-key-01")?.answer == nil)
        let answer = IdempotentAnswer(
            status: 201, contentType: "application/json", location: nil, body: Data("{}".utf8))
        try await database.recordIdempotentAnswer(answer, for: claim, at: now)
        try await database.recordIdempotentAnswer(
            IdempotentAnswer(status: 200, contentType: nil, location: nil, body: Data()), for: claim, at: now)
        #expect(
            try await database.idempotentRecord(key: "stored-key-01")
                == IdempotentRecord(fingerprint: "abc", answer: answer))
    }

    @Test func keysAreForgottenAfterTheRetentionPeriod() async throws {
        let database = try AppDatabase.inMemory()
        let then = HabitFixtures.instant("2026-10-01", 9, in: HabitFixtures.toronto)
        let answer = IdempotentAnswer(status: 200, contentType: nil, location: nil, body: Data())
        try await database.recordIdempotentAnswer(
            answer, for: IdempotencyClaim(key: "old-key-0001", fingerprint: "a"), at: then)
        try await database.recordIdempotentAnswer(
            answer, for: IdempotencyClaim(key: "new-key-0001", fingerprint: "b"),
            at: then.addingTimeInterval(31 * 24 * 3600))
        #expect(try await database.idempotentRecord(key: "old-key-0001") == nil)
        #expect(try await database.idempotentRecord(key: "new-key-0001") != nil)
    }
}

/// The service worker, the offline page, the manifest and its icons and shortcuts.
@Suite struct InstallableAppTests {
    @Test func pageScriptsImportTheSharedModulesAtTheCurrentAssetVersion() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let home = try await owner.get("/").text
            let version = String(try #require(home.firstMatch(of: /app\.css\?v=([a-z0-9]+)/)).1)
            let imports = [
                "planner.js": ["announce.js", "drag.js", "request.js"], "live.js": ["announce.js", "cues.js", "screen-on.js"],
                "habits.js": ["request.js"], "coach.js": ["request.js"], "offline.js": ["announce.js", "request.js"],
                "reminders.js": ["announce.js"], "video-check.js": ["request.js"],
            ]
            for (script, modules) in imports {
                let text = try await owner.get("/static/\(script)").text
                #expect(!text.contains("__ASSET_VERSION__"), "\(script) still holds the placeholder")
                for module in modules {
                    #expect(text.contains("./\(module)?v=\(version)"), "\(script) doesn't import \(module) at version \(version)")
                }
            }
            for module in ["request.js", "announce.js", "drag.js", "cues.js", "screen-on.js"] {
                let served = try await owner.get("/static/\(module)?v=\(version)")
                #expect(served.status == .ok && served.text.contains("export function"), "\(module)")
            }
            // The service worker keeps the modules the offline pages import.
            let shell = try Self.routes(inWorker: try await owner.anonymous(.get, "/sw.js").text)["shell"] as? [String] ?? []
            #expect(shell.contains("/static/request.js?v=\(version)") && shell.contains("/static/announce.js?v=\(version)"))
        }
    }

    @Test func theServiceWorkerIsServedFromTheRootWithTheAssetVersionAndTheCSP() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let worker = try await owner.anonymous(.get, "/sw.js")
            #expect(worker.status == .ok)
            #expect(worker.headers[.contentType] == "text/javascript; charset=utf-8")
            #expect(worker.headers[.cacheControl] == "no-cache")
            #expect(worker.headers[HTTPField.Name("Service-Worker-Allowed")!] == "/")
            #expect(worker.headers[.contentSecurityPolicy]?.contains("default-src 'self'") == true)
            #expect(worker.headers[.contentSecurityPolicy]?.contains("worker-src 'self'") == true)
            let home = try await owner.get("/").text
            let version = try #require(home.firstMatch(of: /app\.css\?v=([a-z0-9]+)/)).1
            #expect(worker.text.contains("const VERSION = '\(version)';"))
            #expect(!worker.text.contains("__ASSET_VERSION__"))
            // What must never be kept offline is named in the worker.
            let never = try Self.routes(inWorker: worker.text)["never"] as? [String] ?? []
            let neverKept = try never.map { try Regex($0) }
            // The worker tests a request's path name against these.
            for path in ["/login", "/api/v1/plans", "/calendar/0123abcd.ics"] {
                #expect(neverKept.contains { path.contains($0) }, "\(path) may be kept offline")
            }
            #expect(!neverKept.contains { "/schedule".contains($0) }, "the schedule is a page worth keeping")
        }
    }

    /// The route table the server writes into the worker (`const ROUTES = {…};`), decoded.
    static func routes(inWorker text: String) throws -> [String: Any] {
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("const ROUTES = ") })
        let json = line.dropFirst("const ROUTES = ".count).dropLast(line.hasSuffix(";") ? 1 : 0)
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func signedInPagesLoadTheOfflineQueueAndTheAppleTouchIcon() async throws {
        let app = try TestApp()
        try await app.run { owner in
            for path in ["/", "/today", "/schedule", "/reminders"] {
                let page = try await owner.get(path).text
                #expect(page.contains("<script type=\"module\" src=\"/static/offline.js?v="), "\(path)")
                #expect(
                    page.contains("<link rel=\"apple-touch-icon\" href=\"/static/apple-touch-icon.png\">"), "\(path)")
            }
            let signIn = try await owner.anonymous(.get, "/signin").text
            #expect(!signIn.contains("offline.js"))
            #expect(try await owner.get("/static/offline.js").headers[.contentType] == "text/javascript; charset=utf-8")
        }
    }

    @Test func theWorkersFetchAheadIsNotAVisitSoTheCelebrationWaitsForThePerson() async throws {
        let app = try TestApp()
        for offset in 0..<3 {
            try await app.database.saveMorningFocus(
                MorningFocusInput(myWhy: "Why"), for: HabitFixtures.day("2026-11-21").adding(days: offset),
                at: app.clock.now())
        }
        try await app.run { owner in
            for path in ["/today", "/history"] {
                let warm = try await owner.client.execute(
                    uri: path, method: .get,
                    headers: [.cookie: owner.cookie, HTTPField.Name("X-PhysioPoint-Warm")!: "1"])
                #expect(warm.status == .ok)
                #expect(!warm.text.contains("Three days in a row"), "\(path)")
            }
            #expect(try await owner.get("/today").text.contains("Three days in a row"))
            // The person's "Got it" ends it (a visit records nothing, see HabitReadOnlyGetTests).
            #expect(try await owner.post("/history/achievements/seen", [("return", "/today")]).location == "/today")
            #expect(!(try await owner.get("/today").text.contains("Three days in a row")))
        }
    }

    @Test func theOfflinePageNeedsNoSignInAndSaysWhatStillWorks() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let page = try await owner.anonymous(.get, "/offline")
            #expect(page.status == .ok && page.isHTML)
            #expect(page.text.contains("You’re offline"))
            #expect(page.text.contains("kept on this phone"))
            #expect(page.text.contains("href=\"/today\"") && page.text.contains("href=\"/schedule\""))
        }
    }

    @Test func theRemindersPageSaysTheCalendarRemindsWhenTheAppIsClosed() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let page = try await owner.get("/reminders").text
            #expect(
                page.contains(
                    "When PhysioPoint is closed it can’t remind you: the calendar link below is the way to be reminded then."
                ))
        }
    }

    @Test func theNextSessionShortcutOpensTodaysFirstOpenSessionElseTheSchedule() async throws {
        let app = try TestApp()
        try await app.run { owner in
            #expect(try await owner.get("/sessions/next").location == "/schedule")
            let plan = try await owner.newPlan(times: ["07:00", "19:00"])
            #expect(try await owner.get("/sessions/next").location == "/plans/\(plan.id)/sessions/\(plan.slot)")
            _ = try await owner.post("/plans/\(plan.id)/sessions/\(plan.slot)/done", [("from", "/")])
            #expect(try await owner.get("/sessions/next").location == "/plans/\(plan.id)/sessions/\(plan.slots[1])")
        }
    }

    @Test func theManifestHasShortcutsAndPNGIconsOfTheSizesItNames() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let response = try await owner.anonymous(.get, "/static/manifest.webmanifest")
            #expect(response.headers[.contentType] == "application/manifest+json")
            let manifest = try #require(try response.json() as? [String: Any])
            let shortcuts = try #require(manifest["shortcuts"] as? [[String: Any]])
            #expect(shortcuts.compactMap { $0["url"] as? String } == ["/today", "/today?help=1", "/sessions/next"])
            #expect(shortcuts.compactMap { $0["name"] as? String } == ["Today", "I need help", "Next session"])
            let icons = try #require(manifest["icons"] as? [[String: String]])
            #expect(icons.contains { $0["purpose"] == "maskable" && $0["sizes"] == "512x512" })
            var pngs = icons.filter { $0["type"] == "image/png" }.map { ($0["src"] ?? "", $0["sizes"] ?? "") }
            pngs.append(("/static/apple-touch-icon.png", "180x180"))
            #expect(pngs.count == 4)
            for (src, sizes) in pngs {
                let image = try await owner.anonymous(.get, src)
                #expect(image.status == .ok && image.headers[.contentType] == "image/png", "\(src)")
                #expect(Self.pngSize(Data(buffer: image.body)) == sizes, "\(src)")
            }
        }
    }

    /// "WxH" from a PNG's IHDR chunk, or nil when the bytes aren't a PNG.
    static func pngSize(_ data: Data) -> String? {
        let bytes = [UInt8](data)
        guard bytes.count > 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        let number = { (at: Int) in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return "\(number(16))x\(number(20))"
    }
}

enum IdempotentReplay {
    static let header = HTTPField.Name("Idempotent-Replayed")!
}

extension OwnerClient {
    /// A change the way the phone's queue sends it: form fields without `_csrf`, the token as a
    /// header, an `Idempotency-Key`, and a JSON answer asked for.
    func keyed(
        _ uri: String, _ fields: [(String, String)], key: String, accept: String? = "application/json",
        csrf: String? = nil
    ) async throws -> TestResponse {
        let body = fields.map { "\(Self.encode($0.0))=\(Self.encode($0.1))" }.joined(separator: "&")
        var headers: HTTPFields = [
            .cookie: cookie, .contentType: "application/x-www-form-urlencoded",
            HTTPField.Name("X-CSRF-Token")!: csrf ?? self.csrf, HTTPField.Name("Idempotency-Key")!: key,
        ]
        if let accept { headers[.accept] = accept }
        return try await client.execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(string: body))
    }

    /// A knee plan made through the API; its id and slot ids in time order.
    func newPlan(times: [String] = ["07:00"]) async throws -> (id: String, slot: String, slots: [String]) {
        let list = times.map { "\"\($0)\"" }.joined(separator: ",")
        let created = try await api(
            .post, "/api/v1/plans", json: #"{"conditionId":"knee-weakness","sessionTimes":[\#(list)]}"#)
        let plan = try #require(try created.json() as? [String: Any])
        let id = try #require(plan["id"] as? String)
        let today = try #require(try await api(.get, "/api/v1/today").json() as? [String: Any])
        let sessions = try #require(today["sessions"] as? [[String: Any]])
        let slots = sessions.filter { $0["planId"] as? String == id }.compactMap { $0["slotId"] as? String }
        return (id, try #require(slots.first), slots)
    }
}
