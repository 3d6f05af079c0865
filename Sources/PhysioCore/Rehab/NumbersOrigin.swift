/// Where an exercise's numbers (band, hold, reps, sets) come from, as every page says it: the
/// library's examples until someone sets them in the plan editor, then who did. A page must never
/// call a clinician's numbers "examples".
public enum NumbersOrigin: String, Sendable, Hashable {
    case library, you, clinician

    /// From the plan's prescription for the exercise: nil, or one nobody changed, is the library's.
    public init(_ prescription: Prescription?) {
        switch prescription?.setBy {
        case .clinician?: self = .clinician
        case .you?: self = .you
        case nil: self = .library
        }
    }

    /// Beside the numbers: "example", "set by you", "set by your clinician".
    public var mark: String {
        switch self {
        case .library: "example"
        case .you: PrescriptionAuthor.you.setByLabel
        case .clinician: PrescriptionAuthor.clinician.setByLabel
        }
    }

    /// The note under a page with the numbers.
    public var note: String {
        switch self {
        case .library:
            "These numbers are examples, not a prescription. Stop if it hurts, and follow your clinician's advice."
        case .you: "You set these numbers. Stop if it hurts, and follow your clinician's advice."
        case .clinician: "These numbers were set by your clinician. Stop if it hurts, and tell them how it went."
        }
    }
}
