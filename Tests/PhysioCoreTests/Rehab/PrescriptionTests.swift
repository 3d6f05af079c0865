import Foundation
import PhysioCore
import TestSupport
import Testing

/// A plan's prescriptions (issue 21): every field's range, the editor form's messages, and the plan's
/// numbers reaching the engine's goal.
@Suite struct PrescriptionTests {
    let heelSlides = RehabLibrary.exercise(id: "heel-slides")!
    let kneeExtension = RehabLibrary.exercise(id: "seated-knee-extension")!

    func form(
        lower: String = "70", upper: String = "85", hold: String = "3", reps: String = "8", sets: String = "2",
        side: String = "", setBy: String = "clinician", note: String = ""
    ) -> PrescriptionForm {
        PrescriptionForm(
            lower: lower, upper: upper, hold: hold, reps: reps, sets: sets, side: side, setBy: setBy, note: note)
    }

    @Test func theLibrarysNumbersAreAValidPrescriptionForEveryExercise() throws {
        for exercise in RehabLibrary.exercises {
            let prescription = Prescription(library: exercise)
            try prescription.validate(for: exercise)
            #expect(prescription.isLibraryDefault(for: exercise))
            #expect(prescription.changedFields(from: exercise).isEmpty)
        }
    }

    @Test func aFormWithinEveryRangeBecomesThePrescription() throws {
        let parsed = try form(side: "right", note: "  Dr Lee, 18 Nov ").parse(for: heelSlides).get()
        #expect(parsed.target == AngleRange(70, 85) && parsed.holdSeconds == 3 && parsed.reps == 8 && parsed.sets == 2)
        #expect(parsed.side == .right && parsed.setBy == .clinician && parsed.note == "Dr Lee, 18 Nov")
        #expect(parsed.changedFields(from: heelSlides) == [.target, .hold, .reps, .sets, .side])
    }

    @Test(arguments: [
        ("reps", "0", Prescription.Field.reps, "Reps must be a whole number, 1 to 100"),
        ("reps", "101", .reps, "Reps must be a whole number, 1 to 100"),
        ("reps", "ten", .reps, "(got “ten”)"),
        ("sets", "11", .sets, "Sets must be a whole number, 1 to 10"),
        ("hold", "-1", .hold, "Hold must be a whole number, 0 to 120 s"),
        ("hold", "1e300", .hold, "Hold must be a whole number"),
        ("lower", "500", .target, "The band's lower end must be -30 to 180°"),
        ("upper", "nan", .target, "The band's upper end must be a number of degrees"),
        ("side", "middle", .side, "Pick left, right"),
    ])
    func eachFieldOutsideItsRangeGetsItsOwnMessage(
        field: String, value: String, key: Prescription.Field, message: String
    ) {
        var typed = form()
        switch field {
        case "reps": typed.reps = value
        case "sets": typed.sets = value
        case "hold": typed.hold = value
        case "lower": typed.lower = value
        case "upper": typed.upper = value
        default: typed.side = value
        }
        guard case .failure(let errors) = typed.parse(for: heelSlides) else {
            Issue.record("\(field)=\(value) was accepted")
            return
        }
        #expect(errors.messages[key]?.contains(message) == true, "\(errors.messages)")
        #expect(errors.messages.count == 1)
    }

    @Test func aBandMustBeOrderedWideEnoughAndOnTheTargetsSideOfRest() {
        guard case .failure(let reversed) = form(lower: "90", upper: "80").parse(for: heelSlides) else {
            Issue.record("a reversed band was accepted")
            return
        }
        #expect(reversed.messages[.target]?.contains("must be below the upper end") == true)
        guard case .failure(let narrow) = form(lower: "80", upper: "82").parse(for: heelSlides) else {
            Issue.record("a 2° band was accepted")
            return
        }
        #expect(narrow.messages[.target]?.contains("at least 5° wide") == true)
        // Heel slides rest at 10° and aim up; a band through rest would count reps the wrong way.
        guard case .failure(let throughRest) = form(lower: "-10", upper: "20").parse(for: heelSlides) else {
            Issue.record("a band around rest was accepted")
            return
        }
        #expect(throughRest.messages[.target]?.contains("above the rest position (10°)") == true)
        // A seated knee extension aims down from 90°: its band must stay below.
        #expect((try? form(lower: "0", upper: "15").parse(for: kneeExtension).get()) != nil)
        #expect((try? form(lower: "95", upper: "120").parse(for: kneeExtension).get()) == nil)
    }

    @Test func aLongNoteIsRefusedAndAnEmptyOneIsNone() throws {
        guard case .failure(let errors) = form(note: String(repeating: "x", count: 301)).parse(for: heelSlides) else {
            Issue.record("a 301-character note was accepted")
            return
        }
        #expect(errors.messages[.note]?.contains("at most 300 characters") == true)
        #expect(try form(note: "   ").parse(for: heelSlides).get().note == nil)
    }

    @Test func changedNumbersWithoutAnAuthorAreSetByYou() throws {
        #expect(try form(setBy: "").parse(for: heelSlides).get().setBy == .you)
        let library = Prescription(library: heelSlides)
        let same = PrescriptionForm(library)
        #expect(try same.parse(for: heelSlides).get().setBy == nil)
    }

    @Test func importsAreHeldToTheSameRanges() {
        var prescription = Prescription(library: heelSlides)
        prescription.reps = 10_000
        #expect(throws: ValueRangeError.self) {
            try prescription.validate(path: "parts.rehab.plans[0].prescriptions.heel-slides")
        }
        do {
            try prescription.validate(path: "p")
        } catch {
            #expect(error.errorDescription == "p.reps must be 1 to 100 (got 10000).")
        }
    }

    @Test func thePlansNumbersReachTheEngineAndTheLibraryStaysAsItWas() {
        var plan = RehabFixtures.kneePlan()
        let set = Prescription(
            target: AngleRange(70, 85), holdSeconds: 3, reps: 8, sets: 2, side: .right, setBy: .clinician)
        plan.prescriptions["heel-slides"] = set
        let exercise = plan.exercise(id: "heel-slides")!
        let goal = MotionGoal(exercise: exercise, side: .right)
        #expect(goal.target == AngleRange(70, 85) && goal.holdSeconds == 3 && goal.reps == 8)
        #expect(SessionEngine(exercise: exercise).goal.reps == 8)
        #expect(plan.exercises.first { $0.id == "heel-slides" }?.sets == 2)
        #expect(RehabLibrary.exercise(id: "heel-slides")?.reps == heelSlides.reps)
        // The other exercise follows the library.
        #expect(plan.exercise(id: "seated-knee-flexion") == RehabLibrary.exercise(id: "seated-knee-flexion"))
        #expect(plan.exercise(id: "mini-squats") == nil)
    }

    @Test func aSessionKeepsThePrescriptionItWasDoneUnder() {
        var plan = RehabFixtures.kneePlan()
        plan.prescriptions["heel-slides"] = Prescription(
            target: AngleRange(70, 85), holdSeconds: 3, reps: 8, sets: 2, setBy: .clinician, note: "Dr Lee")
        let exercise = plan.exercise(id: "heel-slides")!
        let done = Prescription.doneUnder(exercise, side: .left, set: plan.prescriptions["heel-slides"])
        var record = SessionFixtures.record(
            plan: plan, day: LocalDate(iso: "2026-11-23")!, timeZone: RehabFixtures.toronto,
            metrics: SessionFixtures.metrics(reps: 3))
        record.prescription = done
        // The plan changes afterwards; the session still reads its own numbers.
        plan.prescriptions["heel-slides"]?.reps = 15
        #expect(record.exercise?.reps == 8 && record.exercise?.target == AngleRange(70, 85))
        #expect(record.prescription?.setBy == .clinician && record.prescription?.side == .left)
        #expect(plan.exercise(id: "heel-slides")?.reps == 15)
    }

    @Test func aPlanWithPrescriptionsRoundTripsThroughJSONAndOneWithoutHasNoKey() throws {
        var plan = RehabFixtures.kneePlan()
        let plain = String(decoding: try JSONEncoder().encode(plan), as: UTF8.self)
        #expect(!plain.contains("prescriptions"))
        plan.prescriptions["heel-slides"] = Prescription(target: AngleRange(70, 85), holdSeconds: 3, reps: 8, sets: 2)
        let decoded = try JSONDecoder().decode(RehabPlan.self, from: try JSONEncoder().encode(plan))
        #expect(decoded == plan)
    }
}
