import Foundation
import Hummingbird
import HummingbirdTesting
import PhysioCore
import PhysioStore
import PhysioWeb
import TestSupport
import Testing

/// The plan editor (issue 21): prescriptions saved from plain forms, errors next to their field,
/// adding and removing exercises (after a confirmation page), and live sessions using the plan's
/// numbers and saving them with the session.
@Suite struct PlanEditorPageTests {
    func editPath(_ plan: RehabPlan) -> String { "/plans/\(plan.id.uuidString.lowercased())/edit" }

    let clinicianForm = [
        ("lower", "70"), ("upper", "85"), ("hold", "3"), ("reps", "8"), ("sets", "2"), ("side", "right"),
        ("setBy", "clinician"), ("note", "Dr Lee, 18 Nov"),
    ]

    /// One definition of the form (issue 37): the fields the editor prints are the coding keys the
    /// server decodes, and the form sent back as printed saves the same numbers.
    @Test func theEditorPrintsTheFieldsTheServerDecodes() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let plan = try await SessionPageTests.kneePlan(app, owner)
            let action = "/plans/\(plan.id.uuidString.lowercased())/exercises/heel-slides"
            _ = try await owner.post(action, clinicianForm)
            let page = try await owner.get(editPath(plan)).text
            let form = try #require(page.range(of: "action=\"\(action)\"").map { String(page[$0.upperBound...]) }?
                .components(separatedBy: "</form>").first)
            var printed: [(String, String)] = []
            for match in form.matches(of: /<input [^>]*name="([^"]+)"[^>]*>/) {
                let tag = String(match.output.0)
                let value = tag.firstMatch(of: /value="([^"]*)"/).map { String($0.output.1) } ?? ""
                let isChoice = tag.contains("type=\"radio\"")
                if !isChoice || tag.contains(" checked") { printed.append((String(match.output.1), value)) }
            }
            let names = Set(printed.map(\.0))
            #expect(names == Set(PrescriptionForm.CodingKeys.allCases.map(\.rawValue) + ["_csrf"]), "\(names)")
            let decoded = try FormDecoder().decode(PrescriptionForm.self, from: printed)
            #expect(decoded == PrescriptionForm(lower: "70", upper: "85", hold: "3", reps: "8", sets: "2", side: "right", setBy: "clinician", note: "Dr Lee, 18 Nov"))
            let before = try #require(try await app.database.plan(id: plan.id)?.prescriptions["heel-slides"])
            #expect(try await owner.post(action, printed.filter { $0.0 != "_csrf" }).status == .seeOther)
            #expect(try await app.database.plan(id: plan.id)?.prescriptions["heel-slides"] == before)
            // A forged choice is a 400 naming its field, and changes nothing.
            var forged = clinicianForm
            forged.append(("reset", "yes please"))
            let refused = try await owner.post(action, forged)
            #expect(refused.status == .badRequest && refused.text.contains("reset"))
            #expect(try await app.database.plan(id: plan.id)?.prescriptions["heel-slides"] == before)
        }
    }

    @Test func theEditorShowsTheLibrarysNumbersAsExamplesAndSavesTheClinicians() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let plan = try await SessionPageTests.kneePlan(app, owner)
            let page = try await owner.get(editPath(plan))
            #expect(page.status == .ok)
            for text in [
                "Heel Slides", "Library example: 80°", "the library's example numbers", "Add an exercise",
                "id=\"heel-slides-reps\"", "Remove from plan", "Report for my physio",
                "Session times — 2 sessions a day",
            ] {
                #expect(page.text.contains(text), "editor lacks \(text)")
            }
            let action = "/plans/\(plan.id.uuidString.lowercased())/exercises/heel-slides"
            #expect(try await owner.post(action, clinicianForm, csrf: "wrong").status == .forbidden)
            let saved = try await owner.post(action, clinicianForm)
            #expect(saved.status == .seeOther && saved.location.hasSuffix("?saved=heel-slides#exercise-heel-slides"))
            let stored = try #require(try await app.database.plan(id: plan.id)?.prescriptions["heel-slides"])
            #expect(stored.reps == 8 && stored.target == AngleRange(70, 85) && stored.setBy == .clinician)
            let after = try await owner.get(saved.location)
            #expect(after.text.contains("Heel Slides saved."))
            #expect(after.text.contains("set by your clinician (Dr Lee, 18 Nov)"))
            #expect(after.text.contains("Back to the library's numbers"))
            // The guide and the live session's intro use the plan's numbers.
            let guide = try await owner.get(SessionPageTests.base(plan, exercise: "heel-slides"))
            #expect(guide.text.contains("70°–85°") && guide.text.contains("2 sets × 8 reps, hold 3 s"))
            let intro = try await owner.get(SessionPageTests.base(plan, exercise: "heel-slides") + "/start")
            #expect(intro.text.contains("value=\"right\" checked"))
            // Reset.
            _ = try await owner.post(action, [("reset", "1")])
            #expect(try await app.database.plan(id: plan.id)?.prescriptions.isEmpty == true)
        }
    }

    @Test func aRefusedFormComesBackWithTheTypedValuesAndTheErrorNextToItsField() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let plan = try await SessionPageTests.kneePlan(app, owner)
            let action = "/plans/\(plan.id.uuidString.lowercased())/exercises/heel-slides"
            var form = clinicianForm
            form[3] = ("reps", "500")
            let refused = try await owner.post(action, form)
            #expect(refused.status == .badRequest)
            #expect(
                refused.text.contains(
                    "id=\"heel-slides-reps-error\">Reps must be a whole number, 1 to 100 (got “500”).</p>"))
            #expect(
                refused.text.contains(
                    "aria-describedby=\"heel-slides-reps-error heel-slides-reps-hint\" aria-invalid=\"true\""))
            #expect(refused.text.contains("value=\"500\""))
            #expect(refused.text.contains("role=\"alert\""))
            #expect(try await app.database.plan(id: plan.id)?.prescriptions.isEmpty == true)
        }
    }

    @Test func addingAndRemovingAnExerciseAsksFirstAndKeepsOne() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let plan = try await SessionPageTests.kneePlan(app, owner)
            let id = plan.id.uuidString.lowercased()
            let added = try await owner.post("/plans/\(id)/exercises", [("exercise", "mini-squats")])
            #expect(added.status == .seeOther && added.location.contains("added=mini-squats"))
            #expect(try await app.database.plan(id: plan.id)?.exerciseIDs.last == "mini-squats")
            let again = try await owner.post("/plans/\(id)/exercises", [("exercise", "mini-squats")])
            #expect(again.status == .badRequest && again.text.contains("already in this plan"))
            let confirm = try await owner.get("/plans/\(id)/exercises/mini-squats/remove")
            #expect(
                confirm.status == .ok
                    && confirm.text.contains(
                        "Remove Mini Squats from Dad's knee?".replacingOccurrences(of: "'", with: "&#39;"))
            )
            #expect(try await app.database.plan(id: plan.id)?.exerciseIDs.contains("mini-squats") == true)
            let removed = try await owner.post("/plans/\(id)/exercises/mini-squats/remove")
            #expect(removed.status == .seeOther && removed.location == "/plans/\(id)/edit")
            _ = try await owner.post("/plans/\(id)/exercises/heel-slides/remove")
            let last = try await owner.post("/plans/\(id)/exercises/seated-knee-flexion/remove")
            #expect(last.status == .conflict)
            #expect(try await app.database.plan(id: plan.id)?.exerciseIDs == ["seated-knee-flexion"])
            #expect(try await owner.get(editPath(plan)).text.contains("Remove from plan") == false)
        }
    }

    @Test func aLiveSessionRunsOnThePlansNumbersAndKeepsThemWhenThePlanChanges() async throws {
        let app = try TestApp()
        try await app.run { owner in
            let plan = try await SessionPageTests.kneePlan(app, owner)
            let action = "/plans/\(plan.id.uuidString.lowercased())/exercises/heel-slides"
            _ = try await owner.post(action, clinicianForm)
            let path = try await SessionPageTests.startLive(owner, plan)
            let live = try await owner.get(path)
            #expect(live.text.contains("data-reps=\"8\"") && live.text.contains("data-hold=\"3.0\""))
            _ = try await owner.post(path + "/end")
            _ = try await owner.post(path + "/save", [("feeling", "same")])
            var changed = clinicianForm
            changed[3] = ("reps", "12")
            _ = try await owner.post(action, changed)
            let record = try #require(try await app.database.sessions(planID: plan.id).first)
            #expect(record.prescription?.reps == 8 && record.prescription?.setBy == .clinician)
            // 8 reps in each of the prescription's 2 sets.
            #expect(record.prescription?.side == .right && record.metrics.targetReps == 16)
            #expect(try await app.database.plan(id: plan.id)?.exercise(id: "heel-slides")?.reps == 12)
        }
    }
}
