/// Decides which achievements a history has newly earned, so the app celebrates each once.
///
/// Streak achievements use the streak rule of `StreakCalculator` (pauses neither break nor extend);
/// "first full week of Morning Focus" needs 7 days in a row each with a *complete* Morning Focus.
/// The earned date is the day the run reached the required length, even when the engine runs later
/// (after an import, or on the next visit).
public enum AchievementEngine {
    /// Achievements not in `alreadyEarned` that the history reached on or before `today`, with the
    /// day each was reached, in `HabitAchievement.allCases` order. Runs before `countingFrom` are ignored,
    /// which is how "reset achievements" starts afresh instead of re-awarding the past.
    public static func newlyEarned(
        activity: HabitActivity, alreadyEarned: [EarnedAchievement], today: LocalDate, countingFrom: LocalDate? = nil
    ) -> [EarnedAchievement] {
        let have = Set(alreadyEarned.map(\.achievement))
        let anyAction = StreakCalculator(activity: activity).runs(through: today, from: countingFrom)
        let focusWeeks = StreakCalculator(activity: activity, counting: { $0.morningFocusComplete })
            .runs(through: today, from: countingFrom)
        return HabitAchievement.allCases.filter { !have.contains($0) }.compactMap { achievement in
            let runs = achievement == .firstMorningFocusWeek ? focusWeeks : anyAction
            return runs.first { $0.length >= achievement.requiredDays }
                .map { EarnedAchievement(achievement, earnedOn: $0.date) }
        }
    }
}

/// The person's achievements as the store keeps them: what they earned and, after a reset, the
/// day counting started again.
public struct AchievementLedger: Codable, Sendable, Hashable {
    public private(set) var earned: [EarnedAchievement]
    /// Set by `reset(on:)`; history before it no longer earns anything.
    public private(set) var countingFrom: LocalDate?

    public init(earned: [EarnedAchievement] = [], countingFrom: LocalDate? = nil) {
        self.earned = earned
        self.countingFrom = countingFrom
    }

    /// Adds whatever the history newly earned and returns just those, for the celebration.
    public mutating func update(activity: HabitActivity, today: LocalDate) -> [EarnedAchievement] {
        let new = AchievementEngine.newlyEarned(
            activity: activity, alreadyEarned: earned, today: today, countingFrom: countingFrom)
        earned += new
        return new
    }

    /// The ledger as a page shows it on `today`, without recording anything: what is recorded plus
    /// what the history has earned since (after an import, or a new day reached by last night's
    /// Night Prep), each with the day it was reached. `due` is that addition, in the order
    /// `update` would record it; the next habit write, or dismissing the celebration, records it.
    public func counting(
        activity: HabitActivity, today: LocalDate
    ) -> (ledger: AchievementLedger, due: [EarnedAchievement]) {
        var ledger = self
        let due = ledger.update(activity: activity, today: today)
        return (ledger, due)
    }

    /// "Reset achievements": forget them all and count only from `today` on.
    public mutating func reset(on today: LocalDate) {
        earned = []
        countingFrom = today
    }

    public func earned(_ achievement: HabitAchievement) -> EarnedAchievement? {
        earned.first { $0.achievement == achievement }
    }
}
