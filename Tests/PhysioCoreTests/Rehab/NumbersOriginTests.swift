import Foundation
import PhysioCore
import Testing

/// Whose numbers an exercise carries, as every page says it (issue 35: a clinician's numbers were
/// called "examples").
@Suite struct NumbersOriginTests {
    let squats = RehabLibrary.exercise(id: "mini-squats")!

    @Test func noPrescriptionOrAnUnchangedOneIsTheLibrarysExample() {
        #expect(NumbersOrigin(nil) == .library)
        #expect(NumbersOrigin(Prescription(library: squats)) == .library)
        #expect(NumbersOrigin.library.mark == "example")
        #expect(NumbersOrigin.library.note.hasPrefix("These numbers are examples"))
    }

    @Test func aClinicianSetOfNumbersIsSaidSoAndNeverCalledAnExample() {
        var set = Prescription(library: squats)
        set.target = AngleRange(70, 140)
        set.setBy = .clinician
        let origin = NumbersOrigin(set)
        #expect(origin == .clinician)
        #expect(origin.mark == "set by your clinician")
        #expect(!origin.note.contains("example"))
        set.setBy = .you
        #expect(NumbersOrigin(set).mark == "set by you")
    }
}
