import Foundation
import Hummingbird
import HummingbirdTesting
import PhysioCore
import PhysioWeb
import Testing

/// One definition per form (issue 37): each page prints only field names its form type decodes (its
/// `CodingKeys`), and the form sent back as printed is accepted. A field renamed in a view without its
/// type, or a literal name no server code reads, fails here.
@Suite struct PrintedFormTests {
    /// The fields of the form posting to `action`, as a browser would send them unchanged: inputs
    /// (radios and checkboxes only when checked), a select's selected (or first) option, textareas.
    static func printedFields(_ page: String, action: String) throws -> [(String, String)] {
        let form = try #require(
            page.range(of: "action=\"\(action)\"").map { String(page[$0.upperBound...]) }?.components(separatedBy: "</form>").first,
            "no form posts to \(action)")
        var fields: [(String, String)] = []
        for match in form.matches(of: /<input [^>]*name="([^"]+)"[^>]*>/) {
            let tag = String(match.output.0)
            let value = tag.firstMatch(of: /value="([^"]*)"/).map { String($0.output.1) } ?? ""
            let isChoice = tag.contains("type=\"radio\"") || tag.contains("type=\"checkbox\"")
            if !isChoice || tag.contains(" checked") {
                fields.append((String(match.output.1), isChoice && value.isEmpty ? "on" : value))
            }
        }
        for match in form.matches(of: /<select [^>]*name="([^"]+)"[^>]*>(.*?)<\/select>/.dotMatchesNewlines()) {
            let options = String(match.output.2)
            let selected = options.firstMatch(of: /<option value="([^"]*)"[^>]*selected/) ?? options.firstMatch(of: /<option value="([^"]*)"/)
            fields.append((String(match.output.1), selected.map { String($0.output.1) } ?? ""))
        }
        for match in form.matches(of: /<textarea [^>]*name="([^"]+)"[^>]*>([^<]*)<\/textarea>/) {
            fields.append((String(match.output.1), String(match.output.2)))
        }
        return fields
    }

    /// The page's form for `action` prints only `T`'s keys (and the anti-forgery field), and decodes.
    static func expectPrintsOnly<T: Decodable>(
        _ type: T.Type, keys: [String], page: String, action: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [(String, String)] {
        let fields = try printedFields(page, action: action)
        let names = Set(fields.map(\.0)).subtracting([AntiForgery.fieldName])
        #expect(!names.isEmpty, "the form posting to \(action) printed no fields", sourceLocation: sourceLocation)
        #expect(names.isSubset(of: keys), "\(action) prints \(names.subtracting(keys).sorted()), which \(T.self) doesn't read", sourceLocation: sourceLocation)
        #expect(throws: Never.self, sourceLocation: sourceLocation) { _ = try FormDecoder().decode(T.self, from: fields) }
        return fields.filter { $0.0 != AntiForgery.fieldName }
    }

    @Test func theHabitPagesPrintTheFieldsTheServerDecodes() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let settings = try await owner.get(AppPath.habitSettings.value).text
            let sent = try Self.expectPrintsOnly(
                HabitSettingsForm.self, keys: HabitSettingsForm.CodingKeys.allCases.map(\.rawValue), page: settings,
                action: AppPath.habitSettings.value)
            // The times are always printed; saving the form as printed changes nothing.
            #expect(Set(sent.map(\.0)).isSuperset(of: ["nightPrepReminder", "morningFocusReminder", "middayReminder"]))
            let before = try await app.database.habitSettings()
            #expect(try await owner.post(AppPath.habitSettings.value, sent).status == .seeOther)
            #expect(try await app.database.habitSettings() == before)

            let history = try await owner.get(AppPath.history.value).text
            let pause = try Self.expectPrintsOnly(
                PauseForm.self, keys: PauseForm.CodingKeys.allCases.map(\.rawValue), page: history, action: AppPath.pauses.value)
            #expect(try await owner.post(AppPath.pauses.value, pause).status == .seeOther)

            let prep = try await owner.get(AppPath.prepItems.value).text
            let item = try Self.expectPrintsOnly(
                PrepItemForm.self, keys: PrepItemForm.CodingKeys.allCases.map(\.rawValue), page: prep, action: AppPath.prepItems.value)
            #expect(try await owner.post(AppPath.prepItems.value, item.map { ($0.0, "Fill the water jug") }).status == .seeOther)
            #expect(try await app.database.prepChecklist().visibleItems.contains { $0.title == "Fill the water jug" })
        }
    }

    @Test func theCoachPagesPrintTheFieldsTheServerDecodes() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let settings = try await owner.get(AppPath.coachSettings.value).text
            let sent = try Self.expectPrintsOnly(
                CoachSettingsForm.self, keys: CoachSettingsForm.CodingKeys.allCases.map(\.rawValue), page: settings,
                action: AppPath.coachSettings.value)
            #expect(Set(sent.map(\.0)) == Set(CoachSettingsForm.CodingKeys.allCases.map(\.rawValue)))
            #expect(try await owner.post(AppPath.coachSettings.value, sent).status == .seeOther)

            let emergency = try await owner.get(AppPath.coachEmergencyNumber.value).text
            let numbers = try Self.expectPrintsOnly(
                EmergencyNumberInput.self, keys: EmergencyNumberInput.CodingKeys.allCases.map(\.rawValue), page: emergency,
                action: AppPath.coachEmergencyNumber.value)
            #expect(Set(numbers.map(\.0)) == ["number", "crisisLine"])
        }
    }

    /// A forged choice is refused naming its field, with nothing saved.
    @Test func aChoiceTheFormDoesntOfferIsRefusedNamingItsField() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let refused = try await owner.post(
                AppPath.pauses.value, [("from", "2026-11-23"), ("reason", "because")])
            #expect(refused.status == .badRequest)
            #expect(refused.text.contains("reason"))
            let coach = try await owner.post(AppPath.coachSettings.value, [("kind", "cloud"), ("baseURL", ""), ("model", "")])
            #expect(coach.status == .badRequest && coach.text.contains("kind"))
            let cues = try await owner.post(AppPath.liveCues.value, [("cues", "loud")])
            #expect(cues.status == .badRequest)
            #expect(try await app.database.setting(.liveCues) == nil)
        }
    }
}
