/// One badge on the achievements list.
public struct AchievementBadge: Sendable, Hashable {
    public let id: String
    public let title: String
    public let detail: String
    public let isEarned: Bool
    /// "Earned Fri, Aug 30, 2024" or "Not yet".
    public let statusLabel: String
}

/// The achievements section of History: every achievement, earned or not, in a fixed order.
public struct AchievementBoard: Sendable, Hashable {
    public let badges: [AchievementBadge]
    /// "2 of 5 earned".
    public let summary: String
    public let resetLabel: String
    public let resetConfirmation: String

    public init(ledger: AchievementLedger) {
        badges = HabitAchievement.allCases.map { achievement in
            let earned = ledger.earned(achievement)
            return AchievementBadge(
                id: achievement.rawValue, title: achievement.title, detail: achievement.detail,
                isEarned: earned != nil,
                statusLabel: earned.map { "Earned \(HabitDateLabel.long($0.earnedOn))" } ?? "Not yet")
        }
        summary = "\(badges.filter(\.isEarned).count) of \(badges.count) earned"
        resetLabel = "Reset achievements"
        resetConfirmation = "Reset all achievements? Your entries and streaks stay; badges are earned again from today."
    }
}

/// The small celebration shown once when achievements are newly earned.
public struct AchievementCelebration: Sendable, Hashable {
    public let title: String
    public let message: String
    public let achievementIDs: [String]

    /// nil when nothing is new or the person turned celebrations off.
    public init?(newlyEarned: [EarnedAchievement], settings: HabitSettings) {
        guard settings.celebrationsEnabled, let first = newlyEarned.first else { return nil }
        title = newlyEarned.count == 1 ? first.achievement.title : "\(newlyEarned.count) new achievements"
        message = newlyEarned.count == 1 ? first.achievement.detail
            : newlyEarned.map(\.achievement.title).joined(separator: ", ")
        achievementIDs = newlyEarned.map(\.id)
    }
}
