import Foundation

/// One exercise in a workout: what to do, how many sets of how many reps, with what load and rest.
///
/// `baseSets` is the planned number of sets in a normal week. The sets to do on a given day are
/// derived (see `Deload`), never stored, so moving an exercise into and out of a deload week
/// restores the original number.
public struct ExercisePlan: Identifiable, Codable, Sendable, Hashable {
    public var id: UUID
    public var name: String
    public var baseSets: Int
    public var reps: RepRange
    public var load: TrainingLoad
    public var restSeconds: Int
    public var notes: String
    /// Counted in per-muscle volume when known; total sets count it either way.
    public var muscleGroup: MuscleGroup?

    /// Sets a form accepts in a normal week.
    public static let allowedSets = 1...20
    /// Rest between sets, up to 15 minutes.
    public static let allowedRestSeconds = 0...900

    public init(
        id: UUID, name: String, baseSets: Int, reps: RepRange, load: TrainingLoad = .unspecified,
        restSeconds: Int = 90, notes: String = "", muscleGroup: MuscleGroup? = nil
    ) {
        self.id = id
        self.name = name
        self.baseSets = baseSets
        self.reps = reps
        self.load = load
        self.restSeconds = restSeconds
        self.notes = notes
        self.muscleGroup = muscleGroup
    }

    /// The sets to do: `baseSets`, or the deload reduction of it in a deload week.
    public func sets(inDeloadWeek isDeload: Bool) -> Int {
        isDeload ? Deload.reducedSets(from: baseSets) : baseSets
    }

    /// Throws the first problem a person would need to fix.
    public func validate() throws(MesocyclePlan.PlanError) {
        try PlanLimits.checkText(name, field: .exerciseName, required: true)
        try PlanLimits.checkText(notes, field: .notes, required: false)
        guard Self.allowedSets.contains(baseSets) else { throw .setsOutOfRange(baseSets) }
        guard reps.isAllowed else { throw .repsOutOfRange(reps.label) }
        guard Self.allowedRestSeconds.contains(restSeconds) else { throw .restOutOfRange(restSeconds) }
        switch load {
        case .unspecified: break
        case .kilograms(let kg):
            guard kg > 0, kg <= TrainingLoad.maximumKilograms else { throw .loadOutOfRange(kg) }
        case .text(let text):
            try PlanLimits.checkText(text, field: .load, required: true)
        }
    }
}

extension ExercisePlan {
    /// As the synthesized encoding, with the id in lower case (`AppPath.id`); decoding reads either case.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(AppPath.id(id), forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(baseSets, forKey: .baseSets)
        try container.encode(reps, forKey: .reps)
        try container.encode(load, forKey: .load)
        try container.encode(restSeconds, forKey: .restSeconds)
        try container.encode(notes, forKey: .notes)
        try container.encodeIfPresent(muscleGroup, forKey: .muscleGroup)
    }
}
