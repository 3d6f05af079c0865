import Foundation

/// The plan editor: each exercise's prescription (the library's numbers as examples, the ones set
/// for this plan marked "set by you / your clinician"), adding an exercise from the library and
/// removing one after confirmation. Session times have their own page (``PlanTimesScreen``).
public struct PlanEditorScreen: Sendable {
    /// The prescription form's field names.
    public typealias Key = PrescriptionForm.CodingKeys

    /// One number input of an exercise's form.
    public struct NumberField: Sendable, Hashable {
        /// "lower", "upper", "hold", "reps", "sets": the form field's name.
        public var name: String
        /// The input's id, unique on the page.
        public var inputID: String
        public var label: String
        public var unit: String
        public var value: String
        public var min: String
        public var max: String
        public var step: String
        /// "Library example: 80°".
        public var example: String
        /// "set by your clinician" when this number differs from the library's.
        public var setBy: String?
        /// This field's problem after a refused save.
        public var error: String?
    }

    public struct Choice: Sendable, Hashable {
        public var value: String
        public var label: String
        public var checked: Bool
    }

    /// One exercise's card and form.
    public struct ExerciseCard: Sendable, Hashable {
        public var exerciseID: String
        /// The card's anchor (`#exercise-heel-slides`), where a save returns to.
        public var anchor: String
        public var name: String
        public var movement: String
        public var guidePath: AppPath
        public var savePath: AppPath
        public var removePath: AppPath
        public var canRemove: Bool
        /// "Library example: 80°–95°, 3 sets × 10 reps, hold 5 s".
        public var libraryLabel: String
        /// "80°–95° · 3 sets × 10 reps — set by your clinician (Dr Lee, 12 Nov visit)", or the
        /// library wording when nothing was changed.
        public var currentLabel: String
        public var isLibraryDefault: Bool
        /// The band's two ends, then hold, reps and sets.
        public var bandFields: [NumberField]
        public var doseFields: [NumberField]
        public var bandError: String?
        public var sides: [Choice]
        public var sideLabel: String
        public var authors: [Choice]
        public var note: String
        public var noteError: String?
        /// The first problem after a refused save, shown at the top of the card.
        public var error: String?
    }

    public struct AddOption: Sendable, Hashable {
        public var id: String
        public var label: String
    }

    public var planName: String
    public var tint: String
    public var schedulePath: AppPath
    public var timesPath: AppPath
    /// "3 sessions a day: 8:00 AM, 1:00 PM, 7:00 PM".
    public var timesLabel: String
    public var reportPath: AppPath
    public var addPath: AppPath
    public var exercises: [ExerciseCard]
    /// Library exercises not yet in the plan, this plan's body area first.
    public var addOptions: [AddOption]
    public var addError: String?
    /// A line confirming the last change ("Heel Slides saved.").
    public var saved: String?

    /// - Parameters:
    ///   - forms: what was typed into a refused form, by exercise id, with its errors.
    public init(
        plan: RehabPlan, forms: [String: (PrescriptionForm, PrescriptionForm.Errors)] = [:], addError: String? = nil,
        saved: String? = nil
    ) {
        planName = plan.name
        tint = plan.region.tint
        schedulePath = .scheduleSection(plan.id)
        timesPath = .planTimes(plan.id)
        reportPath = .planReport(plan.id)
        addPath = .planExercises(plan.id)
        let count = plan.slots.count
        timesLabel =
            "\(count) session\(count == 1 ? "" : "s") a day"
            + (count == 0 ? "" : ": " + plan.slots.map(\.time.label).joined(separator: ", "))
        exercises = plan.exerciseIDs.compactMap { id in
            guard let library = RehabLibrary.exercise(id: id) else { return nil }
            return Self.card(
                library, plan: plan, prescription: plan.prescriptions[id], typed: forms[id],
                canRemove: plan.exerciseIDs.count > 1)
        }
        let inPlan = Set(plan.exerciseIDs)
        let candidates = RehabLibrary.exercises.filter { !inPlan.contains($0.id) }
        addOptions = (candidates.filter { $0.region == plan.region } + candidates.filter { $0.region != plan.region })
            .map { AddOption(id: $0.id, label: "\($0.name) (\($0.region.displayName))") }
        self.addError = addError
        self.saved = saved
    }

    static func card(
        _ library: Exercise, plan: RehabPlan, prescription: Prescription?,
        typed: (PrescriptionForm, PrescriptionForm.Errors)?, canRemove: Bool
    ) -> ExerciseCard {
        let current = prescription ?? Prescription(library: library)
        let form = typed?.0 ?? PrescriptionForm(current)
        let errors = typed?.1
        let changed = prescription.map { $0.changedFields(from: library) } ?? []
        let setBy = prescription?.authorLabel ?? PrescriptionAuthor.you.setByLabel
        let id = library.id
        func field(
            _ name: String, _ label: String, unit: String, value: String, range: ClosedRange<String>, step: String,
            example: String, _ key: Prescription.Field
        ) -> NumberField {
            NumberField(
                name: name, inputID: "\(id)-\(name)", label: label, unit: unit, value: value, min: range.lowerBound,
                max: range.upperBound, step: step, example: "Library example: \(example)",
                setBy: changed.contains(key) ? setBy : nil, error: name == Key.upper.rawValue ? nil : errors?.messages[key])
        }
        let angle = Prescription.targetRange.bounds
        let angleBounds = ValueText.number(angle.lowerBound)...ValueText.number(angle.upperBound)
        func bounds(_ range: FieldRange<Int>) -> ClosedRange<String> {
            String(range.bounds.lowerBound)...String(range.bounds.upperBound)
        }
        var currentLabel = "\(current.target.label) · \(current.doseLabel)"
        if let side = current.side { currentLabel += " · \(side.rawValue) side" }
        if prescription == nil || prescription?.isLibraryDefault(for: library) == true {
            currentLabel += " — the library's example numbers"
        } else {
            currentLabel += " — \(setBy)" + (current.note.map { " (\($0))" } ?? "")
        }
        return ExerciseCard(
            exerciseID: id, anchor: "exercise-\(id)", name: library.name, movement: library.movement.displayName,
            // The guide with the plan's numbers and its Start: inside the plan's first session.
            guidePath: plan.slots.first.map { .sessionExercise(plan.id, $0.id, id) }
                ?? .exercise(id),
            savePath: .planExercise(plan.id, id),
            removePath: .planExerciseRemove(plan.id, id),
            canRemove: canRemove,
            libraryLabel: "Library example: \(library.target.label), \(library.doseLabel)",
            currentLabel: currentLabel, isLibraryDefault: prescription == nil,
            bandFields: [
                field(
                    Key.lower.rawValue, "From", unit: "°", value: form.lower, range: angleBounds, step: "1",
                    example: "\(ValueText.number(library.target.lower))°", .target),
                field(
                    Key.upper.rawValue, "To", unit: "°", value: form.upper, range: angleBounds, step: "1",
                    example: "\(ValueText.number(library.target.upper))°", .target),
            ],
            doseFields: [
                field(
                    Key.hold.rawValue, "Hold each rep", unit: "s", value: form.hold, range: bounds(Prescription.holdRange),
                    step: "1", example: "\(library.holdSeconds) s", .hold),
                field(
                    Key.reps.rawValue, "Reps per set", unit: "", value: form.reps, range: bounds(Prescription.repsRange),
                    step: "1", example: "\(library.reps)", .reps),
                field(
                    Key.sets.rawValue, "Sets", unit: "", value: form.sets, range: bounds(Prescription.setsRange), step: "1",
                    example: "\(library.sets)", .sets),
            ],
            bandError: errors?.messages[.target] ?? errors?.band,
            sides: [
                Choice(value: "", label: "Choose each time", checked: form.side.isEmpty),
                Choice(value: BodySide.left.rawValue, label: "Left", checked: form.side == BodySide.left.rawValue),
                Choice(value: BodySide.right.rawValue, label: "Right", checked: form.side == BodySide.right.rawValue),
            ],
            sideLabel: changed.contains(.side) ? "Side — \(setBy)" : "Side",
            authors: [
                Choice(
                    value: PrescriptionAuthor.you.rawValue, label: "Me",
                    checked: form.setBy != PrescriptionAuthor.clinician.rawValue),
                Choice(
                    value: PrescriptionAuthor.clinician.rawValue, label: "My clinician",
                    checked: form.setBy == PrescriptionAuthor.clinician.rawValue),
            ],
            note: form.note, noteError: errors?.messages[.note], error: errors.map(\.summary))
    }
}

/// "Remove Heel Slides from this plan?", asked before anything is removed.
public struct RemoveExerciseScreen: Sendable {
    public var planName: String
    public var exerciseName: String
    public var removePath: AppPath
    public var editPath: AppPath

    public init(plan: RehabPlan, exercise: Exercise) {
        planName = plan.name
        exerciseName = exercise.name
        removePath = .planExerciseRemove(plan.id, exercise.id)
        editPath = .planEdit(plan.id)
    }
}
