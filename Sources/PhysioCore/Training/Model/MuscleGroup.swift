/// The muscle group an exercise mainly trains, used to break a day's volume down.
public enum MuscleGroup: String, CaseIterable, Codable, Sendable, Hashable {
    case chest, back, shoulders, biceps, triceps, quads, hamstrings, glutes, calves, core

    /// The name a person reads ("Hamstrings").
    public var displayName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
