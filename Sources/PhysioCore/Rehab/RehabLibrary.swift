/// The offline library behind triage: body area → difficulty → condition → exercises.
///
/// Every region has at least one difficulty and condition, so no path dead-ends. The knee is the
/// complete example. All numbers are examples for education, never prescriptions.
public enum RehabLibrary {
    public static let difficulties: [Difficulty] = RehabCatalog.difficulties
    public static let conditions: [Condition] = RehabCatalog.conditions
    public static let exercises: [Exercise] = RehabCatalog.exercises

    private static let exercisesByID = Dictionary(uniqueKeysWithValues: exercises.map { ($0.id, $0) })
    private static let conditionsByID = Dictionary(uniqueKeysWithValues: conditions.map { ($0.id, $0) })

    public static func difficulties(for region: BodyRegion) -> [Difficulty] {
        difficulties.filter { $0.region == region }
    }

    public static func difficulty(id: String) -> Difficulty? {
        difficulties.first { $0.id == id }
    }

    public static func conditions(forDifficulty difficultyID: String) -> [Condition] {
        conditions.filter { $0.difficultyID == difficultyID }
    }

    public static func condition(id: String) -> Condition? { conditionsByID[id] }

    public static func exercise(id: String) -> Exercise? { exercisesByID[id] }

    private static let exerciseNamesByID = exercisesByID.mapValues(\.name)

    /// "Heel slides · Quad sets": the names of the exercises `ids` name, in order (unknown ids left out).
    public static func exercisesLabel(_ ids: [String]) -> String {
        ids.compactMap { exerciseNamesByID[$0] }.joined(separator: " · ")
    }

    /// The exercises of a condition, in the order they are meant to be done.
    public static func exercises(for condition: Condition) -> [Exercise] {
        condition.exerciseIDs.compactMap { exercisesByID[$0] }
    }
}
