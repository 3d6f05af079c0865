import Foundation
import PhysioCore
import Testing

/// Issue 38: one unit for text lengths (the database's), one strict reading of numbers and choices,
/// and one rule for characters never shown.
@Suite struct TextRulesTests {
    static let markedLetter = "e" + String(repeating: "\u{0301}", count: 300)
    static let families = String(repeating: "👨‍👩‍👧‍👦", count: 300)

    @Test func lengthsAreCountedInTheDatabasesUnitNotAsAPersonSeesThem() {
        #expect(Self.markedLetter.count == 1 && TextLength.of(Self.markedLetter) == 301)
        #expect(Self.families.count == 300 && TextLength.of(Self.families) == 2100)
        #expect(TextLength.fits("café", in: 4) && !TextLength.fits("cafe\u{0301}", in: 4))
        #expect(TextLength.fits("", in: 0))
        #expect(TextLength.partsNote("plain").isEmpty && !TextLength.partsNote(Self.markedLetter).isEmpty)
    }

    @Test func aTextRangeRefusesInTheDatabasesUnitAndSaysWhy() throws {
        let range = FieldRange<Int>("note", unit: "characters", 0...300)
        try range.checkText(String(repeating: "a", count: 300))
        #expect(throws: ValueRangeError.self) { try range.checkText(Self.markedLetter, field: "prescription.note") }
        do {
            try range.checkText(Self.markedLetter, field: "prescription.note")
        } catch {
            #expect(error.message.hasPrefix("prescription.note must be 0 to 300 characters (got 301 characters"))
            #expect(error.message.contains("count each part"))
        }
    }

    @Test func everyLimitedFieldCountsTheDatabasesWay() throws {
        // One visible letter, 301 units: over every limit of 300 or less.
        #expect(throws: DayEntry.ValidationError.textTooLong(field: "My why", limit: 300)) {
            _ = try MorningFocus.make(
                myWhy: Self.markedLetter, challengeID: nil, challengeOther: "", swap: "", willDo: "", insteadOf: "")
        }
        #expect(throws: CoachError.messageTooLong(limit: CoachMessage.maximumLength)) {
            _ = try CoachMessage.fromPerson(String(repeating: "👨‍👩‍👧‍👦", count: 400), at: Date())
        }
        var checklist = NightPrepChecklist.standard
        #expect(throws: NightPrepChecklist.EditError.titleTooLong(limit: NightPrepChecklist.maximumTitleLength)) {
            _ = try checklist.add(title: "x" + String(repeating: "\u{0301}", count: 80))
        }
        let form = PrescriptionForm(Prescription(library: RehabLibrary.exercise(id: "heel-slides")!))
        var typed = form
        typed.note = Self.markedLetter
        guard case .failure(let errors) = typed.parse(for: RehabLibrary.exercise(id: "heel-slides")!) else {
            Issue.record("a 301-unit note was accepted")
            return
        }
        #expect(errors.messages[.note]?.contains("at most 300 characters (it has 301)") == true)
    }

    @Test(arguments: ["4", " 12 ", "-3", "0"])
    func plainWholeNumbersAreRead(text: String) {
        #expect(StrictInput.whole(text) == Int(text.trimmingCharacters(in: .whitespaces)))
    }

    @Test(arguments: ["4.0", "0x50", "+4", "1e2", "٤", "", " ", "-", "4 4", "abc", "9999999999999999", "4\u{0}"])
    func anythingElseIsNotAWholeNumber(text: String) {
        #expect(StrictInput.whole(text) == nil)
    }

    @Test func decimalsArePlainDigitsWithOnePoint() {
        #expect(
            StrictInput.decimal("62.5") == 62.5 && StrictInput.decimal("-10") == -10
                && StrictInput.decimal("0.5") == 0.5)
        for text in ["0x50", "1e2", "inf", "nan", ".5", "5.", "1,5", "--1", "1.2.3", "0x1p3", ""] {
            #expect(StrictInput.decimal(text) == nil, "\(text) was read as a number")
        }
        #expect(StrictInput.isNumberInAnotherForm("0x50") && StrictInput.isNumberInAnotherForm("1e20"))
        #expect(!StrictInput.isNumberInAnotherForm("60") && !StrictInput.isNumberInAnotherForm("bodyweight"))
    }

    @Test func aChoiceIsOneOfItsExactValuesAndARefusalListsThem() throws {
        #expect(StrictInput.choice("clinician", as: PrescriptionAuthor.self) == .clinician)
        #expect(StrictInput.choice("Clinician", as: PrescriptionAuthor.self) == nil)
        #expect(throws: InputValueError(field: "setBy", expected: "one of you, clinician", value: "admin")) {
            _ = try StrictInput.choice("admin", field: "setBy", as: PrescriptionAuthor.self)
        }
        #expect(throws: InputValueError(field: "weeks", expected: "a whole number, like 4", value: "4.0")) {
            _ = try StrictInput.whole("4.0", field: "weeks")
        }
        #expect(
            InputValueError(field: "weeks", expected: "a whole number, like 4", value: "abc").message
                == "weeks must be a whole number, like 4 (got “abc”).")
    }

    @Test func thePrescriptionFormRefusesHexAndUnknownAuthors() {
        let heel = RehabLibrary.exercise(id: "heel-slides")!
        var typed = PrescriptionForm(Prescription(library: heel))
        typed.lower = "0x50"
        typed.setBy = "admin"
        guard case .failure(let errors) = typed.parse(for: heel) else {
            Issue.record("lower=0x50 and setBy=admin were accepted")
            return
        }
        #expect(errors.messages[.target]?.contains("must be a number of degrees") == true)
        #expect(errors.messages[.setBy] == "Pick who set these numbers: me or my clinician.")
        typed = PrescriptionForm(Prescription(library: heel))
        typed.note = "Dr Lee \u{202E}01 sper"
        guard case .failure(let noted) = typed.parse(for: heel) else {
            Issue.record("a note with a right-to-left override was accepted")
            return
        }
        #expect(noted.messages[.note]?.contains("control characters") == true)
    }

    @Test func controlsAndBidiOverridesAreNeverShownButJoinersAndMarksAre() {
        #expect(DisplayText.neutralised("Dr Lee \u{202E}01 sper") == "Dr Lee 01 sper")
        #expect(DisplayText.neutralised("a\u{0}b\u{1B}[31m\u{7F}c\u{85}d\u{2066}e\u{2069}") == "ab[31mcde")
        let kept = "line\nnext\ttab 👨‍👩‍👧‍👦 \u{200F}rtl mark e\u{0301}"
        #expect(DisplayText.neutralised(kept) == kept)
        for scalar in (0...0x2100).compactMap(Unicode.Scalar.init) {
            var bytes = Array(String(scalar).utf8)
            let hidden = bytes.withUnsafeMutableBufferPointer {
                DisplayText.hiddenByteCount(in: UnsafeBufferPointer($0), at: 0)
            }
            #expect((hidden > 0) == DisplayText.isHidden(scalar), "U+\(String(scalar.value, radix: 16))")
            if hidden > 0 { #expect(hidden == bytes.count) }
        }
    }

    @Test func calendarAndCSVTextDropWhatIsNeverShown() {
        #expect(ICalendar.escape("Leg day \u{202E}yad\u{0}") == "Leg day yad")
        #expect(WorkoutRecord.quoted("Dr\u{202E} Lee, x") == "\"Dr Lee, x\"")
    }
}
