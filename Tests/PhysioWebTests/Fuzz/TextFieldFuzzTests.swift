import Foundation
import HTTPTypes
import HummingbirdTesting
import PhysioCore
import PhysioStore
import PhysioWeb
import TestSupport
import Testing

/// Issue 38: every text field — forms, the JSON API and import — given text whose length the app
/// and the database used to count differently (combining marks, emoji sequences), control
/// characters and bidi overrides. Each is either refused with a 4xx that changes nothing, or
/// accepted with every page still rendering (no 5xx) and no control or text-direction character
/// reaching a page.
@Suite(.timeLimit(.minutes(5)))
struct TextFieldFuzzTests {
    /// Text that looks short, or looks harmless.
    static let hostile: [(String, String)] = [
        ("a letter with 300 combining marks", "e" + String(repeating: "\u{0301}", count: 300)),
        ("300 family emoji", String(repeating: "👨‍👩‍👧‍👦", count: 300)),
        ("a letter with 9000 combining marks", "e" + String(repeating: "\u{0301}", count: 9000)),
        ("70 flags and skin tones", String(repeating: "🇨🇦👍🏽", count: 70)),
        ("C0 controls", "Dr\u{0}Lee\u{1}\u{1B}[31m\u{7F}"),
        ("C1 controls", "Dr\u{85}Lee\u{9B}x"),
        ("a right-to-left override", "Dr Lee \u{202E}01 sper"),
        ("bidi embeddings and isolates", "\u{2067}note\u{2069} \u{202B}x\u{202C}"),
        ("a joiner, a byte-order mark and a line separator", "\u{FEFF}a\u{200D}b\u{2028}c"),
        ("a lone carriage return", "line\rnext"),
        ("80 letters", String(repeating: "a", count: 80)),
        ("79 letters and an accent made of two parts", String(repeating: "a", count: 79) + "e\u{0301}"),
    ]

    /// One way text reaches the app: a form, or the JSON API.
    struct Door: Sendable {
        var label: String
        var send: @Sendable (OwnerClient, String) async throws -> TestResponse
    }

    @Test func everyTextFieldRefusesCleanlyOrRendersEveryPage() async throws {
        let app = try TestApp()
        try await FuzzSeeds.fill(app.database, now: app.clock.now())
        let doors = try await Self.doors(app)
        try await app.run { owner in
            var failures: [String] = []
            var refused = 0, accepted = 0
            for door in doors {
                for (name, text) in Self.hostile {
                    let label = "\(door.label) ← \(name)"
                    let version = app.database.dataVersion
                    let response = try await door.send(owner, text)
                    switch response.status.code {
                    case 400..<500:
                        refused += 1
                        if app.database.dataVersion != version {
                            failures.append("\(label): refused (\(response.status.code)) but wrote")
                        }
                    case 200..<400:
                        accepted += 1
                        failures += try await Self.pageProblems(app: app, owner: owner).map { "\(label): \($0)" }
                    default:
                        failures.append("\(label): \(response.status.code) \(response.text.prefix(200))")
                    }
                }
            }
            print(
                "Text field fuzz: \(doors.count) fields × \(Self.hostile.count) texts, \(refused) refused, \(accepted) accepted"
            )
            #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
            #expect(refused > 0 && accepted > 0)
        }
    }

    @Test func everyTextInAnImportRefusesCleanlyOrRendersEveryPage() async throws {
        let app = try TestApp()
        try await FuzzSeeds.fill(app.database, now: app.clock.now())
        var seeded = try await app.database.exportArchive()
        // A prescription with a note, so the import has one to replace.
        let plan = try #require(try await app.database.plans().first)
        let exercise = try #require(plan.exercises.first)
        try await app.database.setPrescription(
            planID: plan.id, exerciseID: exercise.id,
            Prescription(target: exercise.target, holdSeconds: 1, reps: 5, sets: 1, setBy: .clinician, note: "Dr Lee"))
        seeded = try await app.database.exportArchive()
        let tree = try JSONTree(parsing: seeded)
        let textKeys: Set<String> = [
            "name", "title", "text", "note", "notes", "myWhy", "challengeOther", "swap", "willDo", "insteadOf",
            "feeling", "gotInTheWay", "other", "exerciseID", "conditionId", "timeZoneID",
        ]
        // One of each kind: the first plan's name stands for every plan's.
        var kinds = Set<String>()
        let paths = tree.paths().filter { path in
            guard case .key(let key)? = path.last, textKeys.contains(key), case .string? = tree[path[...]] else {
                return false
            }
            let kind = path.map { step in if case .key(let key) = step { key } else { "[]" } }.joined(separator: ".")
            return kinds.insert(kind).inserted
        }
        #expect(paths.count >= 20, "the seeded export should hold text in every part")
        try await app.run { owner in
            var failures: [String] = []
            var refused = 0, accepted = 0
            for path in paths {
                for (name, text) in Self.hostile {
                    let label = "\(JSONTree.describe(path)) ← \(name)"
                    let file = tree.replacing(path[...]) { _ in .string(text) }
                    let before = try await app.database.exportArchive()
                    let version = app.database.dataVersion
                    let response = try await owner.api(.post, "/api/v1/import", json: file.text)
                    switch response.status.code {
                    case 400..<500:
                        refused += 1
                        if app.database.dataVersion != version { failures.append("\(label): refused but wrote") }
                        if refused % 25 == 0, try await app.database.exportArchive() != before {
                            failures.append("\(label): refused but changed the data")
                        }
                    case 200..<300:
                        accepted += 1
                        failures += try await Self.pageProblems(app: app, owner: owner).map { "\(label): \($0)" }
                    default:
                        failures.append("\(label): \(response.status.code) \(response.text.prefix(200))")
                    }
                }
            }
            print(
                "Import text fuzz: \(paths.count) text fields × \(Self.hostile.count) texts, \(refused) refused, \(accepted) accepted"
            )
            #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
            #expect(refused > 0 && accepted > 0)
        }
    }

    /// The pages that answered 5xx, and those that show a character ``DisplayText`` never shows.
    static func pageProblems(app: TestApp, owner: OwnerClient) async throws -> [String] {
        var paths = [
            "/", "/schedule", "/today", "/history", "/help", "/settings", "/planner", "/coach", "/reminders",
            "/reminders/physiopoint.ics", "/today/prep-items",
        ]
        let plans = try await app.database.plans()
        for plan in plans.prefix(3) {
            let id = AppPath.id(plan.id)
            paths += ["/plans/\(id)/progress", "/plans/\(id)/edit", "/plans/\(id)/report", "/plans/\(id)/report/fhir.json"]
        }
        if let plan = plans.first {
            for session in ((try? await app.database.sessions(planID: plan.id)) ?? []).suffix(1) {
                paths += ["/sessions/\(AppPath.id(session.id))", "/sessions/\(AppPath.id(session.id))/workout.csv"]
            }
        }
        for plan in ((try? await app.database.mesocycleSummaries()) ?? []).prefix(2) {
            let id = AppPath.id(plan.id)
            paths += ["/planner/\(id)", "/planner/\(id)/settings", "/planner/\(id)/calendar.ics"]
        }
        let day = LocalDate(app.clock.now(), in: app.timeZone)
        paths += [0, -1].map { "/history/\(day.adding(days: $0).iso)" }
        var problems: [String] = []
        for path in paths {
            let response = try await owner.get(path)
            // A stored row that can't be read back is answered as the store's clear error (issue 11).
            let unreadableRow = response.status.code == 503 && response.text.contains("can’t be read")
            if response.status.code >= 500 && !unreadableRow { problems.append("\(path) (\(response.status.code))") }
            if let hidden = response.text.unicodeScalars.first(where: DisplayText.isHidden) {
                problems.append("\(path) shows U+\(String(hidden.value, radix: 16, uppercase: true))")
            }
        }
        return problems
    }

    /// Every text field a person or a script can write, each with the text to try in one place.
    static func doors(_ app: TestApp) async throws -> [Door] {
        let today = LocalDate(app.clock.now(), in: app.timeZone).iso
        let plan = try #require(try await app.database.plans().first)
        let exercise = try #require(plan.exercises.first)
        let numbers = PrescriptionForm(Prescription(library: exercise))
        let planPath = "/plans/\(AppPath.id(plan.id))/exercises/\(exercise.id)"
        let training = try #require(try await app.database.mesocycle(id: TrainingFixtures.planID))
        let planner = "/planner/\(AppPath.id(training.id))"
        let open = try #require(training.workouts.first { $0.doneAt == nil })
        let used = Set(training.workouts.map(\.date))
        let freeDay = try #require(
            (0..<(training.weekCount * 7)).map { training.startDate.adding(days: $0) }.first { !used.contains($0) })
        func form(_ label: String, _ path: String, _ fields: [(String, String)], text key: String) -> Door {
            Door(label: label) { owner, text in try await owner.post(path, fields + [(key, text)]) }
        }
        func json(
            _ label: String, _ method: HTTPRequest.Method, _ path: String, _ fields: [String: String], text key: String
        ) -> Door {
            Door(label: label) { owner, text in
                var body = fields
                body[key] = text
                let data = try JSONEncoder().encode(body)
                return try await owner.api(method, path, json: String(decoding: data, as: UTF8.self))
            }
        }
        let exerciseFields = [("sets", "3"), ("reps", "8-12"), ("rest", "90"), ("group", "")]
        return [
            form(
                "plan name (form)", "/plans", [("condition", "knee-limited-flexion"), ("time", "08:00")], text: "name"),
            form(
                "prescription note", planPath,
                [
                    ("lower", numbers.lower), ("upper", numbers.upper), ("hold", numbers.hold), ("reps", numbers.reps),
                    ("sets", numbers.sets), ("setBy", "clinician"),
                ], text: "note"),
            form("Night Prep other", "/today/entries/\(today)/night-prep", [], text: "other"),
            form("My why", "/today/entries/\(today)/morning-focus", [], text: "myWhy"),
            form(
                "Other challenge", "/today/entries/\(today)/morning-focus", [("challenge", "other")],
                text: "challengeOther"),
            form("My swap", "/today/entries/\(today)/morning-focus", [], text: "swap"),
            form("Today I will", "/today/entries/\(today)/morning-focus", [], text: "willDo"),
            form("Instead of", "/today/entries/\(today)/morning-focus", [], text: "insteadOf"),
            form("How I feel", "/today/entries/\(today)/end-of-day", [], text: "feeling"),
            form("What got in the way", "/today/entries/\(today)/end-of-day", [], text: "gotInTheWay"),
            form("prep-item title", "/today/prep-items", [], text: "title"),
            form("craving note", "/help/notes", [("category", "stress")], text: "text"),
            form("coach message", "/coach/messages", [], text: "text"),
            form(
                "coach model", "/coach/settings", [("kind", "openai"), ("baseURL", "http://127.0.0.1:11434/v1")],
                text: "model"),
            form("emergency number", "/coach/emergency-number", [], text: "number"),
            form(
                "mesocycle name (form)", "/planner/new",
                [("template", "scratch"), ("start", today), ("weeks", "4")], text: "name"),
            form("planner settings name", "\(planner)/settings", [], text: "name"),
            form("new workout title", "\(planner)/days/\(freeDay.iso)/workout", [], text: "title"),
            form("workout title", "\(planner)/workouts/\(AppPath.id(open.id))/title", [], text: "title"),
            form(
                "exercise name", "\(planner)/workouts/\(AppPath.id(open.id))/exercises",
                exerciseFields + [("load", ""), ("notes", "")], text: "name"),
            form(
                "exercise notes", "\(planner)/workouts/\(AppPath.id(open.id))/exercises",
                exerciseFields + [("name", "Row"), ("load", "")], text: "notes"),
            form(
                "exercise load", "\(planner)/workouts/\(AppPath.id(open.id))/exercises",
                exerciseFields + [("name", "Row"), ("notes", "")], text: "load"),
            json("plan name (API)", .post, "/api/v1/plans", ["conditionId": "knee-limited-flexion"], text: "name"),
            json("My why (API)", .put, "/api/v1/habits/entries/\(today)/morning-focus", [:], text: "myWhy"),
            json("Night Prep other (API)", .put, "/api/v1/habits/entries/\(today)/night-prep", [:], text: "other"),
            json("How I feel (API)", .put, "/api/v1/habits/entries/\(today)/end-of-day", [:], text: "feeling"),
            json("mesocycle name (API)", .post, "/api/v1/mesocycles", ["startDate": today], text: "name"),
        ]
    }
}
