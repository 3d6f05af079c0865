import Foundation

/// The exercise editor's fields as the browser sends them (all text), turned into a checked plan.
public struct ExercisePlanForm: Decodable, Sendable, Hashable {
    /// The exercise form's field names, as `ExerciseFormView` prints them and the server reads them.
    public enum CodingKeys: String, CodingKey, CaseIterable {
        case name, sets, reps, load, restSeconds = "rest", notes, muscleGroup = "group"
    }

    public var name: String
    public var sets: String
    public var reps: String
    /// "60", "60 kg", "RPE 8", "bodyweight" or empty.
    public var load: String
    public var restSeconds: String
    public var notes: String
    /// A `MuscleGroup` raw value, or empty for none.
    public var muscleGroup: String

    public init(
        name: String, sets: String, reps: String, load: String = "", restSeconds: String = "90",
        notes: String = "", muscleGroup: String = ""
    ) {
        self.name = name
        self.sets = sets
        self.reps = reps
        self.load = load
        self.restSeconds = restSeconds
        self.notes = notes
        self.muscleGroup = muscleGroup
    }

    /// Prefills the editor from an existing exercise (base sets, not the deload reduction).
    public init(_ exercise: ExercisePlan) {
        self.init(
            name: exercise.name, sets: String(exercise.baseSets), reps: exercise.reps.label,
            load: exercise.load.label, restSeconds: String(exercise.restSeconds),
            notes: exercise.notes, muscleGroup: exercise.muscleGroup?.rawValue ?? "")
    }

    /// The exercise these fields describe, or the first problem to fix. An unknown muscle group
    /// counts as none rather than an error: it only refines the volume badges.
    public func exercisePlan(id: UUID) throws(MesocyclePlan.PlanError) -> ExercisePlan {
        let sets = try Self.wholeNumber(self.sets, field: "sets")
        guard let reps = RepRange(parsing: self.reps) else { throw .repsOutOfRange(self.reps.trimmingWhitespace()) }
        let rest = try Self.wholeNumber(restSeconds, field: "rest in seconds")
        if Self.isNumberInAnotherForm(load) { throw .loadNotPlain(load.trimmingWhitespace()) }
        let plan = ExercisePlan(
            id: id, name: name.trimmingWhitespace(), baseSets: sets, reps: reps, load: TrainingLoad(parsing: load),
            restSeconds: rest, notes: notes.trimmingWhitespace(),
            muscleGroup: MuscleGroup(rawValue: muscleGroup.trimmingWhitespace().lowercased()))
        try plan.validate()
        return plan
    }

    private static func wholeNumber(_ text: String, field: String) throws(MesocyclePlan.PlanError) -> Int {
        let trimmed = text.trimmingWhitespace()
        guard let value = StrictInput.whole(trimmed) else { throw .notANumber(field: field, text: trimmed) }
        return value
    }

    /// "0x50", "1e20 kg": a number Swift would read but the planner doesn't take (a load is plain digits or words).
    private static func isNumberInAnotherForm(_ load: String) -> Bool {
        var number = load.trimmingWhitespace().lowercased()
        if number.hasSuffix("kg") { number = String(number.dropLast(2)).trimmingWhitespace() }
        return StrictInput.isNumberInAnotherForm(number.replacingOccurrences(of: ",", with: "."))
    }
}
