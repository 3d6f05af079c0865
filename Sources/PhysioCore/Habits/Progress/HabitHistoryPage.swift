/// One day in the History list.
public struct HistoryEntryRow: Sendable, Hashable {
    public let dateISO: String
    /// "Fri, Aug 30, 2024".
    public let label: String
    /// What the entry holds: "Night Prep · Morning Focus · Check-in".
    public let partsLabel: String
    /// The day's commitment, if any: "Today I will walk after lunch instead of grabbing a muffin".
    public let commitment: String
    /// "Paused (Holiday)" or empty.
    public let pauseLabel: String
}

/// The History page: streak numbers, ring, heatmap, achievements and the entries, newest first.
public struct HabitHistoryPage: Sendable, Hashable {
    public let streak: StreakSummary
    public let ring: WeeklyCompletionRing
    public let heatmap: StreakHeatmap
    public let achievements: AchievementBoard
    public let entries: [HistoryEntryRow]
    /// Shown when there are no entries yet.
    public let emptyMessage: String

    public init(
        entries: [DayEntry], cravingNotes: [CravingNote], pauses: [PauseDay],
        ledger: AchievementLedger, today: LocalDate, firstWeekday: Int = 1
    ) {
        let activity = HabitActivity(entries: entries, cravingNotes: cravingNotes, pauses: pauses)
        streak = StreakSummary(activity: activity, today: today)
        ring = WeeklyCompletionRing(activity: activity, today: today)
        heatmap = StreakHeatmap(activity: activity, today: today, firstWeekday: firstWeekday)
        achievements = AchievementBoard(ledger: ledger)
        // Tonight's Night Prep is stored on tomorrow's date: it is planning, not history yet.
        self.entries = entries.filter { !$0.isEmpty && $0.date <= today }
            .sorted { $0.date > $1.date }
            .map { Self.row(for: $0, pause: activity.pause(on: $0.date)) }
        emptyMessage = "Nothing here yet. One small step today starts your history."
    }

    static func row(for entry: DayEntry, pause: PauseDay?) -> HistoryEntryRow {
        let parts = [
            entry.nightPrep.isLogged ? "Night Prep" : nil,
            entry.morningFocus.isLogged ? "Morning Focus" : nil,
            entry.endOfDay.isLogged ? "Check-in" : nil,
        ].compactMap { $0 }
        let focus = entry.morningFocus
        let commitment = focus.willDo.isEmpty ? ""
            : "Today I will \(focus.willDo)" + (focus.insteadOf.isEmpty ? "" : " instead of \(focus.insteadOf)")
        return HistoryEntryRow(
            dateISO: entry.date.iso, label: HabitDateLabel.long(entry.date),
            partsLabel: parts.joined(separator: " · "), commitment: commitment,
            pauseLabel: pause.map { "Paused (\($0.reason.label))" } ?? "")
    }
}
