import PhysioCore

/// What a habit write returns besides its own result: how it moved the achievements ledger.
///
/// A page never records achievements (a GET never writes); it shows those the history has earned
/// since the last write as if recorded. The person's next habit write records them (`due`) before
/// applying its change, then records what the change itself earned (`earned`), all in one transaction.
public struct HabitWrite<Value: Sendable>: Sendable {
    /// The write's own result (the saved entry, whether a pause was removed…).
    public var value: Value
    /// Earned before this write but not recorded yet; a visit to Today or History showed them.
    public var due: [EarnedAchievement]
    /// Earned by this write.
    public var earned: [EarnedAchievement]

    public init(value: Value, due: [EarnedAchievement], earned: [EarnedAchievement]) {
        self.value = value
        self.due = due
        self.earned = earned
    }
}
