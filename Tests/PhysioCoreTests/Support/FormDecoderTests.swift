import Foundation
import PhysioCore
import Testing

@Suite struct FormDecoderTests {
    struct Sample: Decodable {
        enum CodingKeys: String, CodingKey {
            case name, note, count, weight, agreed, part, helper, parts = "part[]"
        }
        var name: String
        var note: String?
        var count: Int
        var weight: Double?
        var agreed: Bool
        var part: AppPart?
        var helper: UUID?
        var parts: [AppPart]
    }

    func decode(_ pairs: [(String, String)]) throws(InputValueError) -> Sample {
        try FormDecoder().decode(Sample.self, from: pairs)
    }

    @Test func aFormIsReadByItsCodingKeys() throws {
        let id = UUID()
        let sample = try decode([
            ("name", "Mum"), ("count", "3"), ("weight", "62.5"), ("agreed", "on"), ("part", "habits"),
            ("helper", id.uuidString), ("part[]", "rehab"), ("part[]", ""), ("part[]", "training"), ("unknown", "x"),
        ])
        #expect(sample.name == "Mum" && sample.note == nil && sample.count == 3 && sample.weight == 62.5)
        #expect(sample.agreed && sample.part == .habits && sample.helper == id)
        #expect(sample.parts == [.rehab, .training])
    }

    @Test func absentAndEmptyFieldsAreNothingButTypedTextIsKept() throws {
        let sample = try decode([("count", "0"), ("note", ""), ("weight", ""), ("part", ""), ("helper", "")])
        #expect(sample.name == "" && sample.note == "" && sample.weight == nil && sample.part == nil && sample.helper == nil)
        #expect(!sample.agreed && sample.parts.isEmpty)
    }

    @Test(arguments: [
        ("count", "0x50", "count must be a whole number, like 4 (got “0x50”)."),
        ("count", "4.0", "count must be a whole number, like 4 (got “4.0”)."),
        ("count", "", "count must be filled in (got “”)."),
        ("weight", "1e2", "weight must be a number, like 12.5 (got “1e2”)."),
        ("agreed", "maybe", "agreed must be on or off (got “maybe”)."),
        ("part", "admin", "part must be one of rehab, habits, training (got “admin”)."),
        ("part[]", "Rehab", "part[] must be one of rehab, habits, training (got “Rehab”)."),
    ])
    func aValueItsFieldDoesNotTakeIsRefusedNamingTheField(field: String, value: String, message: String) {
        var pairs = [("count", "1")].filter { $0.0 != field }
        pairs.append((field, value))
        #expect(throws: InputValueError.self) { try decode(pairs) }
        do {
            _ = try decode(pairs)
        } catch {
            #expect(error.errorDescription == message)
            #expect(error.field == field)
        }
    }

    @Test func aValueOfAnotherDecodableTypeIsRefusedNamingItsField() {
        do {
            _ = try decode([("count", "1"), ("helper", "not-a-uuid")])
            Issue.record("a malformed UUID was accepted")
        } catch {
            #expect(error.field == "helper")
        }
    }

    @Test func thePrescriptionFormIsTheTextAsTyped() throws {
        let form = try FormDecoder().decode(
            PrescriptionForm.self,
            from: [("lower", " 70"), ("upper", "140"), ("hold", "1"), ("reps", "5"), ("sets", "2"), ("setBy", "clinician")])
        #expect(form == PrescriptionForm(lower: " 70", upper: "140", hold: "1", reps: "5", sets: "2", side: "", setBy: "clinician", note: ""))
        let heel = try #require(RehabLibrary.exercise(id: "heel-slides"))
        #expect(throws: Never.self) { try form.parse(for: heel).get() }
    }
}
