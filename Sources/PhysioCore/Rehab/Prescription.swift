import Foundation

/// Who set a plan's numbers for an exercise, when they differ from the library's examples.
public enum PrescriptionAuthor: String, Codable, Sendable, CaseIterable {
    case you, clinician

    /// "set by you", "set by your clinician".
    public var setByLabel: String { self == .you ? "set by you" : "set by your clinician" }
}

/// What a plan asks of one exercise: its target band, hold, reps, sets and side. A new plan takes
/// the library's numbers (examples for education); the person can change them to what their
/// clinician said. A saved session keeps the prescription it was done under, so a later change of
/// the plan never rewrites the past.
public struct Prescription: Codable, Sendable, Hashable {
    public var target: AngleRange
    /// Seconds to hold at the top of each rep; 0 = reaching the band is enough.
    public var holdSeconds: Int
    public var reps: Int
    public var sets: Int
    /// The side to work; nil = chosen when the session starts.
    public var side: BodySide?
    /// Who changed the numbers; nil while they are the library's.
    public var setBy: PrescriptionAuthor?
    /// An optional note about who set them and when ("Dr Lee, 12 Nov visit").
    public var note: String?
    /// The family member who typed them in while helping, when it wasn't the person themselves.
    public var changedBy: String?

    /// Who the numbers are from, as the person reads it: "set by you", "set by your clinician",
    /// or — entered by someone helping — "set by Alex", "set by your clinician, entered by Alex".
    public var authorLabel: String {
        let author = setBy ?? .you
        guard let changedBy else { return author.setByLabel }
        return author == .you ? "set by \(changedBy)" : "\(author.setByLabel), entered by \(changedBy)"
    }

    public init(
        target: AngleRange, holdSeconds: Int, reps: Int, sets: Int, side: BodySide? = nil,
        setBy: PrescriptionAuthor? = nil, note: String? = nil
    ) {
        self.target = target
        self.holdSeconds = holdSeconds
        self.reps = reps
        self.sets = sets
        self.side = side
        self.setBy = setBy
        let trimmed = note?.trimmingCharacters(in: .whitespacesAndNewlines)
        self.note = trimmed?.isEmpty == false ? trimmed : nil
    }

    /// The library's example numbers for `exercise`.
    public init(library exercise: Exercise) {
        self.init(target: exercise.target, holdSeconds: exercise.holdSeconds, reps: exercise.reps, sets: exercise.sets)
    }

    /// What a session of `exercise` (already carrying the plan's numbers, ``Exercise/prescribed(_:)``)
    /// on `side` is done under, keeping who set the numbers and their note from `set` when they match.
    public static func doneUnder(_ exercise: Exercise, side: BodySide?, set: Prescription?) -> Prescription {
        var done = Prescription(library: exercise)
        done.side = side
        if let set, set.target == done.target, set.holdSeconds == done.holdSeconds, set.reps == done.reps,
            set.sets == done.sets
        {
            done.setBy = set.setBy
            done.note = set.note
            done.changedBy = set.changedBy
        }
        return done
    }

    /// Whether every number is the library's for `exercise` (and no note was left).
    public func isLibraryDefault(for exercise: Exercise) -> Bool {
        self == Prescription(library: exercise)
    }

    /// The fields that differ from the library's numbers for `exercise`.
    public func changedFields(from exercise: Exercise) -> Set<Field> {
        var fields = Set<Field>()
        if target != exercise.target { fields.insert(.target) }
        if holdSeconds != exercise.holdSeconds { fields.insert(.hold) }
        if reps != exercise.reps { fields.insert(.reps) }
        if sets != exercise.sets { fields.insert(.sets) }
        if side != nil { fields.insert(.side) }
        return fields
    }

    /// A prescription's editable fields, for messages and "set by" marks.
    public enum Field: String, Sendable, Hashable, CaseIterable {
        case target, hold, reps, sets, side, setBy, note
    }

    /// "3 sets × 10 reps, hold 5 s".
    public var doseLabel: String {
        var text = "\(sets) \(sets == 1 ? "set" : "sets") × \(reps) \(reps == 1 ? "rep" : "reps")"
        if holdSeconds > 0 { text += ", hold \(holdSeconds) s" }
        return text
    }

    // MARK: - Ranges

    /// Degrees a target band may span, at each end (a joint's own range is wider; a band outside
    /// 0–180° is no home exercise's).
    public static let targetRange = FieldRange<Double>("target angle", unit: "°", -30...180)
    /// A band at least this wide (the engine needs room to count a rep as inside it).
    public static let minimumBandWidth = 5.0
    public static let holdRange = FieldRange<Int>("hold", unit: "s", 0...120)
    public static let repsRange = FieldRange<Int>("reps", 1...100)
    public static let setsRange = FieldRange<Int>("sets", 1...10)
    public static let noteLength = FieldRange<Int>("note", unit: "characters", 0...300)

    /// Every value within its range; `path` prefixes the field names (an import's JSON path).
    public func validate(path: String = "prescription") throws(ValueRangeError) {
        try Self.targetRange.check(target.lower, field: "\(path).target.lower")
        try Self.targetRange.check(target.upper, field: "\(path).target.upper")
        guard target.upper - target.lower >= Self.minimumBandWidth else {
            throw ValueRangeError(
                field: "\(path).target", allowed: "a band at least \(ValueText.number(Self.minimumBandWidth))° wide",
                value: target.label)
        }
        try Self.holdRange.check(holdSeconds, field: "\(path).holdSeconds")
        try Self.repsRange.check(reps, field: "\(path).reps")
        try Self.setsRange.check(sets, field: "\(path).sets")
        try Self.noteLength.checkText(note ?? "", field: "\(path).note")
    }

    /// As ``validate(path:)``, and the band stays on the side of the rest angle the library's band is
    /// on (a heel slide's band above 0°, a seated knee extension's below 90°), so the engine still
    /// counts reps in the same direction.
    public func validate(for exercise: Exercise, path: String = "prescription") throws(ValueRangeError) {
        try validate(path: path)
        let rest = exercise.restAngle
        let aimsUp = (exercise.target.lower + exercise.target.upper) / 2 >= rest
        guard aimsUp ? target.lower > rest : target.upper < rest else {
            throw ValueRangeError(
                field: "\(path).target",
                allowed: "a band \(aimsUp ? "above" : "below") the rest position (\(ValueText.number(rest))°)",
                value: target.label)
        }
    }
}

extension Exercise {
    /// This exercise with a plan's numbers in place of the library's: what the engine, the live page,
    /// summaries and progress measure against.
    public func prescribed(_ prescription: Prescription?) -> Exercise {
        guard let prescription else { return self }
        var copy = self
        copy.target = prescription.target
        copy.holdSeconds = prescription.holdSeconds
        copy.reps = prescription.reps
        copy.sets = prescription.sets
        return copy
    }
}
