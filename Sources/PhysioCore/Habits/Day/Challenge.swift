/// The Morning Focus challenges from the worksheet; raw values are the stable ids kept in the store.
public enum Challenge: String, CaseIterable, Codable, Sendable, Identifiable {
    case skippingMeals = "skipping_meals"
    case lateNightSnacking = "late_night_snacking"
    case sugaryDrinks = "sugary_drinks"
    case onTheGo = "on_the_go"
    case emotionalEating = "emotional_eating"
    case other

    public var id: String { rawValue }

    /// The worksheet's wording.
    public var label: String {
        switch self {
        case .skippingMeals: "Skipping meals"
        case .lateNightSnacking: "Late-night snacking"
        case .sugaryDrinks: "Sugary drinks"
        case .onTheGo: "Eating on the go / fast food"
        case .emotionalEating: "Emotional eating"
        case .other: "Other"
        }
    }
}
