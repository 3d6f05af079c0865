/// What kind of craving or stress the person is feeling when they tap "I Need Help".
/// Raw values are the stable ids kept with each note.
public enum CravingCategory: String, CaseIterable, Codable, Sendable, Identifiable {
    case stress, habit, physical, other

    public var id: String { rawValue }

    /// The button label.
    public var title: String {
        switch self {
        case .stress: "Stress / Emotional"
        case .habit: "Habit / Automatic"
        case .physical: "Physical / Biological"
        case .other: "Other / Not Sure"
        }
    }

    /// One line under the label to help choose.
    public var summary: String {
        switch self {
        case .stress: "I’m stressed, sad, bored or upset."
        case .habit: "It’s the usual time or place, I do it without thinking."
        case .physical: "I’m actually hungry, thirsty or tired."
        case .other: "I’m not sure — I just want to note it."
        }
    }

    /// The mini-coach shown after choosing this category.
    public var miniCoach: MiniCoach { MiniCoach.for(self) }
}
