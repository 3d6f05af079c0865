/// The milestones the habit coach celebrates; raw values are the stable ids kept in the store.
public enum HabitAchievement: String, CaseIterable, Codable, Sendable, Identifiable {
    case streak3 = "streak-3"
    case streak7 = "streak-7"
    case streak14 = "streak-14"
    case streak30 = "streak-30"
    case firstMorningFocusWeek = "first-morning-focus-week"

    public var id: String { rawValue }

    /// Days in a row needed.
    public var requiredDays: Int {
        switch self {
        case .streak3: 3
        case .streak7, .firstMorningFocusWeek: 7
        case .streak14: 14
        case .streak30: 30
        }
    }

    public var title: String {
        switch self {
        case .streak3: "3-day streak"
        case .streak7: "7-day streak"
        case .streak14: "14-day streak"
        case .streak30: "30-day streak"
        case .firstMorningFocusWeek: "First full week of Morning Focus"
        }
    }

    public var detail: String {
        switch self {
        case .streak3: "Three days in a row. That’s how habits start."
        case .streak7: "A whole week of showing up."
        case .streak14: "Two weeks in a row — this is becoming who you are."
        case .streak30: "Thirty days. Your future self feels this."
        case .firstMorningFocusWeek: "Seven mornings in a row with every Morning Focus step done."
        }
    }
}

/// An achievement the person has, with the day they reached it. Earned once: the id is the kind.
public struct EarnedAchievement: Identifiable, Codable, Sendable, Hashable {
    public var achievement: HabitAchievement
    public var earnedOn: LocalDate

    public var id: String { achievement.rawValue }

    public init(_ achievement: HabitAchievement, earnedOn: LocalDate) {
        self.achievement = achievement
        self.earnedOn = earnedOn
    }
}
