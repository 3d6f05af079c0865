import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PhysioCore
import PhysioStore
@testable import PhysioWeb
import TestSupport
import Testing

/// The route table — every route the application adds, from the same `AppRoute` values pages print
/// links from — walked whole, so a new route can't be missed: each printed address reaches its own
/// route, no GET writes, and a second person of the household reaches none of the first one's data.
@Suite struct RouteTableTests {
    /// A sample text for every parameter name a route uses. A route with a name not here fails the
    /// tests by name: add a sample for it.
    static let samples: [String: String] = [
        "plan": "3f2504e0-4f89-41d3-9a0c-0305e82c3301", "slot": "3f2504e0-4f89-41d3-9a0c-0305e82c3302",
        "exercise": "heel-slides", "record": "3f2504e0-4f89-41d3-9a0c-0305e82c3303",
        "live": String(repeating: "ab", count: 16), "job": "3f2504e0-4f89-41d3-9a0c-0305e82c3304", "frame": "3.jpg",
        "region": "knee", "difficulty": "knee-bend", "condition": "knee-limited-flexion", "date": "2026-03-04",
        "category": "stress", "part": "night-prep", "note": "note-1", "item": "water-ready", "action": "up",
        "mesocycle": "3f2504e0-4f89-41d3-9a0c-0305e82c3305", "week": "2", "day": "2026-03-04",
        "workout": "3f2504e0-4f89-41d3-9a0c-0305e82c3306", "trainingExercise": "3f2504e0-4f89-41d3-9a0c-0305e82c3307",
        "move": "3f2504e0-4f89-41d3-9a0c-0305e82c3308", "device": String(repeating: "cd", count: 16),
        "file": "token.ics", "name": "app.css", "person": "3f2504e0-4f89-41d3-9a0c-0305e82c3309",
        "helper": "3f2504e0-4f89-41d3-9a0c-0305e82c3310",
    ]

    static func table() async throws -> (Router<AppRequestContext>, RouteTable) {
        let table = RouteTable()
        let router = try await buildRouter(
            household: try Household.inMemory(token: testOwnerToken),
            configuration: AppConfiguration(host: "127.0.0.1", port: 0, timeZone: RehabFixtures.toronto),
            listening: ListeningPort(), table: table)
        return (router, table)
    }

    /// The path of `route` with each parameter filled from `values` (by name).
    static func path(_ route: AnyAppRoute, _ values: [String: String]) -> String? {
        var pieces: [String] = []
        for segment in route.segments {
            switch segment {
            case .literal(let text): pieces.append(text)
            case .parameter(let name):
                guard let value = values[name] else { return nil }
                pieces.append(value)
            }
        }
        return "/" + pieces.joined(separator: "/")
    }

    /// Every route, printed with sample values, reaches that same route through the router: no two
    /// routes shadow each other, no pattern is written so the router reads it otherwise. Helpable
    /// ones also under `/people/<id>`.
    @Test func everyPrintedAddressReachesTheRouteItCameFrom() async throws {
        let (_, table) = try await Self.table()
        let entries = table.all
        #expect(entries.count > 140)
        let unknown = Set(entries.flatMap { $0.route.segments }.compactMap { segment -> String? in
            if case .parameter(let name) = segment, Self.samples[name] == nil { return name }
            return nil
        })
        #expect(unknown.isEmpty, "parameters without a sample: \(unknown.sorted())")
        // A router whose every route answers its own pattern: the router decides, nothing else.
        let echo = Router()
        for entry in Set(entries) {
            let pattern = entry.route.pattern
            echo.on(RouterPath(pattern), method: entry.method) { _, _ in pattern }
            if entry.route.access == .helpable {
                echo.on(RouterPath(PersonScopeRoute.prefix + pattern), method: entry.method) { _, _ in "helping " + pattern }
            }
        }
        let app = Application(router: echo)
        try await app.test(.router) { client in
            for entry in entries {
                let path = try #require(Self.path(entry.route, Self.samples))
                #expect(entry.route.matches(Substring(path)), "\(entry.route) doesn't match its own path \(path)")
                let answer = try await client.execute(uri: path, method: entry.method)
                #expect(String(buffer: answer.body) == entry.route.pattern, "\(entry.method) \(path) reached another route")
                if entry.route.access == .helpable {
                    let scoped = "/people/\(Self.samples["person"] ?? "")" + path
                    let helped = try await client.execute(uri: scoped, method: entry.method)
                    #expect(String(buffer: helped.body) == "helping " + entry.route.pattern, "\(entry.method) \(scoped)")
                }
            }
        }
    }

    /// Every GET route of the table, opened with seeded ids in every feature: none writes (opening
    /// the sign-in link records the device in the household, and nothing else writes).
    @Test func noGetRouteWritesToTheDatabase() async throws {
        let app = try TestApp()
        let seeded = try await Seed.fill(app.database, app: app, marker: "Owner")
        let (_, table) = try await Self.table()
        try await app.run { owner in
            let live = try await owner.post(AppPath.liveStart(seeded.plan, seeded.slot, "heel-slides").value, [("source", "slider")])
            #expect(live.status == .seeOther)
            #expect(try await owner.post(AppPath.calendarFeed.value).status == .seeOther)
            let feed = try #require(try await app.database.calendarFeed())
            var values = seeded.values
            values["live"] = String(live.location.dropFirst("/live/".count))
            values["file"] = "\(feed.token).ics"
            values["device"] = SignedSessionID.of(owner.cookie) ?? ""
            let mum = try await app.household.addPerson(name: "Mum", token: "mum-token-0123456789abcdef0123456789abcdef", at: app.clock.now())
            values["person"] = AppPath.id(mum.id)
            // Statuses other than 200 that these addresses answer with, by route.
            let expected: [String: HTTPResponse.Status] = [
                "/login": .seeOther, "/sessions/next": .seeOther, "/triage/:region/:difficulty": .seeOther,
                "/plans/:plan/sessions/:slot": .seeOther, "/live/:live/summary": .seeOther,
                "/live/:live/ws": .forbidden,  // a plain GET without the page's origin, not an upgrade
                "/checks/:job": .notFound, "/checks/:job/status": .notFound, "/checks/:job/frames/:frame": .notFound,
                "/connect/physiopoint-ca.crt": .notFound, "/connect/physiopoint-ca.pem": .notFound,
            ]
            for entry in table.all where entry.method == .get {
                let pattern = entry.route.pattern
                var path = try #require(Self.path(entry.route, values), "no value for a parameter of \(pattern)")
                if pattern == "/login" { path += "?token=\(owner.token)" }
                let before = (app.database.dataVersion, app.household.dataVersion)
                let response =
                    pattern.hasPrefix("/api/") ? try await owner.api(.get, path)
                    : pattern == "/calendar/:file" || pattern == "/login"
                        ? try await owner.client.execute(uri: path, method: .get) : try await owner.get(path)
                #expect(response.status == expected[pattern] ?? .ok, "GET \(path)")
                #expect(app.database.dataVersion == before.0, "GET \(path) wrote to the person's database")
                #expect(
                    app.household.dataVersion == before.1 + (pattern == "/login" ? 1 : 0),
                    "GET \(path) wrote to the household's database")
            }
        }
    }

    /// Mum, in the same household, walks every route of the table — every method — with the owner's
    /// ids: nothing of the owner's is revealed (a 404, never a 403, for anything naming it; no page
    /// shows it) and nothing of it changes.
    @Test func aSecondPersonReachesNoneOfTheFirstPersonsData() async throws {
        let app = try TestApp()
        let seeded = try await Seed.fill(app.database, app: app, marker: "ZQXOWNER")
        let mumToken = "mum-token-0123456789abcdef0123456789abcdef"
        let mum = try await app.household.addPerson(name: "Mum", token: mumToken, at: app.clock.now())
        let (_, table) = try await Self.table()
        try await app.runClient { client in
            let owner = try await OwnerClient.signIn(client, token: testOwnerToken)
            let live = try await owner.post(AppPath.liveStart(seeded.plan, seeded.slot, "heel-slides").value, [("source", "slider")])
            #expect(try await owner.post(AppPath.calendarFeed.value).status == .seeOther)
            let feedToken = try #require(try await app.database.calendarFeed()?.token)
            let before = try await app.database.exportArchive()
            let ownerDevices = try app.household.devices(of: app.household.owner.id).map(\.device.id)
            let signedInMum = try await OwnerClient.signIn(client, token: mumToken)

            var values = seeded.values
            values["live"] = String(live.location.dropFirst("/live/".count))
            values["device"] = SignedSessionID.of(owner.cookie) ?? ""
            values["person"] = AppPath.id(app.household.owner.id)
            values["helper"] = AppPath.id(mum.id)
            // The owner's own calendar feed is open by its token (its name is the credential): not Mum's to
            // walk; a made-up token must be refused.
            values["file"] = "not-\(feedToken).ics"
            let personal: Set<String> = [
                "plan", "slot", "record", "live", "job", "mesocycle", "workout", "trainingExercise", "move", "note",
                "device", "person", "file",
            ]
            // Signing out is the caller's own (and would end the walk).
            for entry in table.all where entry.route.pattern != AppPath.logout.pattern {
                let route = entry.route
                let names = Set(route.segments.compactMap { if case .parameter(let n) = $0 { n } else { nil } })
                guard let path = Self.path(route, values) else { continue }
                for scoped in route.access == .helpable ? [path, "/people/\(AppPath.id(app.household.owner.id))" + path] : [path] {
                    let response = try await Self.send(entry.method, scoped, as: signedInMum, api: route.pattern.hasPrefix("/api/"))
                    let text = response.text
                    #expect(!text.contains("ZQXOWNER"), "\(entry.method) \(scoped) showed the owner's data")
                    #expect(response.status != .internalServerError, "\(entry.method) \(scoped)")
                    if route.access == .owner {
                        #expect(response.status == .forbidden, "\(entry.method) \(scoped) is the owner's")
                    } else if scoped.hasPrefix("/people/") || !names.isDisjoint(with: personal) {
                        #expect(
                            response.status == .notFound, "\(entry.method) \(scoped) answered \(response.status) for the owner's id")
                    }
                }
            }
            #expect(try await app.database.exportArchive() == before, "the owner's data changed")
            #expect(try app.household.devices(of: app.household.owner.id).map(\.device.id) == ownerDevices)
            #expect(try await owner.get("/").status == .ok)
        }
    }

    static func send(
        _ method: HTTPRequest.Method, _ path: String, as person: OwnerClient, api: Bool
    ) async throws -> TestResponse {
        if api {
            var headers: HTTPFields = [.authorization: "Bearer \(person.token)"]
            if method != .get { headers[.contentType] = "application/json" }
            return try await person.client.execute(
                uri: path, method: method, headers: headers, body: method == .get ? nil : ByteBuffer(string: "{}"))
        }
        switch method {
        case .get: return try await person.get(path)
        case .post: return try await person.post(path)
        default:
            var headers: HTTPFields = [.cookie: person.cookie, .contentType: "application/json"]
            headers[HTTPField.Name("X-CSRF-Token")!] = person.csrf
            return try await person.client.execute(uri: path, method: method, headers: headers, body: ByteBuffer(string: "{}"))
        }
    }
}

/// A person's data in every feature, each name carrying a marker, and the ids a route walk fills in.
enum Seed {
    struct Filled {
        var plan: UUID
        var slot: UUID
        var values: [String: String]
    }

    static func fill(_ database: AppDatabase, app: TestApp, marker: String) async throws -> Filled {
        var plan = RehabFixtures.kneePlan()
        plan.name = "\(marker) knee"
        try await database.createPlan(plan)
        let today = LocalDate(app.clock.now(), in: app.timeZone)
        let record = SessionFixtures.record(
            plan: plan, day: today, timeZone: app.timeZone, metrics: SessionFixtures.metrics(reps: 3))
        try await database.saveSession(record, completingSlot: false, at: record.endedAt)
        for back in 0..<4 {  // a streak nothing has recorded yet: the habit pages show it without writing
            try await database.saveMorningFocus(
                MorningFocusInput(myWhy: "\(marker) energy", challenge: "sugary_drinks", swap: "Sparkling water"),
                for: today.adding(days: -back), at: app.clock.now())
        }
        let note = try CravingNote.make(
            id: "note-1", categoryID: "stress", recordedAt: app.clock.now(), timeZone: app.timeZone, text: "\(marker) day",
            audio: AudioReference(fileName: "note-1.webm", durationSeconds: 3, mimeType: "audio/webm"), keepAudio: true)
        try await database.addCravingNote(note, audio: Data("webm".utf8))
        var block = TrainingFixtures.twoWeekPlan()
        block.name = "\(marker) block"
        try await database.createMesocycle(block, createdAt: app.clock.now())
        try await database.appendCoachMessage(try CoachMessage.fromPerson("\(marker) question", at: app.clock.now()))
        var values = RouteTableTests.samples
        values["plan"] = AppPath.id(plan.id)
        values["slot"] = AppPath.id(plan.slots[0].id)
        values["exercise"] = plan.exerciseIDs[0]
        values["record"] = AppPath.id(record.id)
        values["date"] = today.iso
        values["mesocycle"] = AppPath.id(TrainingFixtures.planID)
        values["trainingExercise"] = AppPath.id(TrainingFixtures.benchID)
        values["workout"] = AppPath.id(TrainingFixtures.legsID)
        values["week"] = "2"
        return Filled(plan: plan.id, slot: plan.slots[0].id, values: values)
    }
}
