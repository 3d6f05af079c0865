import Foundation

/// The plan editor's form for one exercise, as typed: each field's text, parsed into a
/// ``Prescription`` or a message per field saying what is allowed.
public struct PrescriptionForm: Sendable, Hashable, Decodable {
    /// The form's field names, as the plan editor prints them and the server reads them.
    public enum CodingKeys: String, CodingKey, CaseIterable {
        case lower, upper, hold, reps, sets, side, setBy, note
    }

    public var lower: String
    public var upper: String
    public var hold: String
    public var reps: String
    public var sets: String
    /// "left", "right" or "" (chosen at the start of each session).
    public var side: String
    /// "you" or "clinician".
    public var setBy: String
    public var note: String

    public init(
        lower: String, upper: String, hold: String, reps: String, sets: String, side: String, setBy: String,
        note: String
    ) {
        self.lower = lower
        self.upper = upper
        self.hold = hold
        self.reps = reps
        self.sets = sets
        self.side = side
        self.setBy = setBy
        self.note = note
    }

    /// The form showing `prescription`.
    public init(_ prescription: Prescription) {
        self.init(
            lower: ValueText.number(prescription.target.lower), upper: ValueText.number(prescription.target.upper),
            hold: String(prescription.holdSeconds), reps: String(prescription.reps), sets: String(prescription.sets),
            side: prescription.side?.rawValue ?? "", setBy: prescription.setBy?.rawValue ?? "",
            note: prescription.note ?? "")
    }

    /// "Back to the library's numbers": the editor's second submit button.
    public struct Reset: Decodable, Sendable {
        public enum CodingKeys: String, CodingKey { case reset }
        public var reset: Bool
    }

    /// Messages by field, each saying what the field allows.
    public struct Errors: Error, Sendable, Hashable {
        public var messages: [Prescription.Field: String]
        /// A field for the band as a whole ("the band must be above the rest position").
        public var band: String?

        public var isEmpty: Bool { messages.isEmpty && band == nil }
        /// The first problem, for a summary at the top of the form.
        public var summary: String {
            let ordered = Prescription.Field.allCases.compactMap { messages[$0] }
            return (ordered + [band].compactMap { $0 }).first ?? ""
        }
    }

    /// The prescription the form describes for `exercise`, or every field's problem. Who set the
    /// numbers defaults to "you" when any number differs from the library's.
    public func parse(for exercise: Exercise) -> Result<Prescription, Errors> {
        var errors = Errors(messages: [:], band: nil)
        let lowerValue = Self.number(
            lower, Prescription.targetRange, label: "The band's lower end", errors: &errors, .target)
        let upperValue = Self.number(
            upper, Prescription.targetRange, label: "The band's upper end", errors: &errors, .target)
        let holdValue = Self.whole(hold, Prescription.holdRange, label: "Hold", errors: &errors, .hold)
        let repsValue = Self.whole(reps, Prescription.repsRange, label: "Reps", errors: &errors, .reps)
        let setsValue = Self.whole(sets, Prescription.setsRange, label: "Sets", errors: &errors, .sets)
        let sideValue = StrictInput.choice(side, as: BodySide.self)
        if !side.isEmpty, sideValue == nil { errors.messages[.side] = "Pick left, right or “choose each time”." }
        let author = StrictInput.choice(setBy, as: PrescriptionAuthor.self)
        if !setBy.isEmpty, author == nil { errors.messages[.setBy] = "Pick who set these numbers: me or my clinician." }
        let trimmedNote = note.trimmingCharacters(in: .whitespacesAndNewlines)
        if !TextLength.fits(trimmedNote, in: Prescription.noteLength.bounds.upperBound) {
            errors.messages[.note] =
                "The note can be at most \(Prescription.noteLength.bounds.upperBound) characters (it has \(TextLength.of(trimmedNote)))\(TextLength.partsNote(trimmedNote))."
        } else if trimmedNote.unicodeScalars.contains(where: DisplayText.isHidden) {
            errors.messages[.note] = "The note can't hold control characters; type it as plain text."
        }
        guard errors.isEmpty, let lowerValue, let upperValue, let holdValue, let repsValue, let setsValue else {
            return .failure(errors)
        }
        guard lowerValue < upperValue else {
            errors.messages[.target] = "The lower end must be below the upper end (\(lower)° is not below \(upper)°)."
            return .failure(errors)
        }
        var prescription = Prescription(
            target: AngleRange(lowerValue, upperValue), holdSeconds: holdValue, reps: repsValue, sets: setsValue,
            side: sideValue, setBy: author, note: trimmedNote)
        if prescription.setBy == nil, !prescription.changedFields(from: exercise).isEmpty || prescription.note != nil {
            prescription.setBy = .you
        }
        do {
            try prescription.validate(for: exercise)
        } catch {
            errors.messages[.target] = "The band must be \(error.allowed) (got \(error.value))."
            return .failure(errors)
        }
        return .success(prescription)
    }

    private static func number(
        _ text: String, _ range: FieldRange<Double>, label: String, errors: inout Errors, _ field: Prescription.Field
    ) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let value = StrictInput.decimal(trimmed) else {
            errors.messages[field] =
                errors.messages[field]
                ?? "\(label) must be a number of degrees, \(range.allowed)\(trimmed.isEmpty ? "" : " (got “\(trimmed)”)")."
            return nil
        }
        guard range.contains(value) else {
            errors.messages[field] = errors.messages[field] ?? "\(label) must be \(range.allowed) (got \(trimmed)°)."
            return nil
        }
        return value
    }

    private static func whole(
        _ text: String, _ range: FieldRange<Int>, label: String, errors: inout Errors, _ field: Prescription.Field
    ) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let value = StrictInput.whole(trimmed), range.contains(value) else {
            errors.messages[field] =
                "\(label) must be a whole number, \(range.allowed)\(trimmed.isEmpty ? "" : " (got “\(trimmed)”)")."
            return nil
        }
        return value
    }
}
