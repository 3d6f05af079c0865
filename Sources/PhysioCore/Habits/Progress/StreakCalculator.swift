/// Streaks over days that satisfy a rule (any action, or a complete Morning Focus).
///
/// Rule: a streak is a run of days that each either satisfy the rule or are paused, with no other
/// day in between; its length counts only the days that satisfy the rule, so a pause neither
/// breaks nor extends it. A logged action on a paused day still counts. Today is not over, so an
/// empty today does not break the current streak yet.
public struct StreakCalculator: Sendable {
    public let activity: HabitActivity
    let counts: @Sendable (DayActivity) -> Bool

    /// Streaks of days with any logged action.
    public init(activity: HabitActivity) {
        self.init(activity: activity, counting: { $0.isActive })
    }

    /// Streaks of days where `counting` holds.
    public init(activity: HabitActivity, counting: @escaping @Sendable (DayActivity) -> Bool) {
        self.activity = activity
        counts = counting
    }

    /// Streaks are counted over at most this many days before today, so an absurd stored day (year
    /// 1) can't make the day-by-day walks below run for centuries.
    public static let maximumHistoryDays = 3_660

    /// The first day worth walking from: the earliest activity, but no further back than
    /// ``maximumHistoryDays`` before `today`.
    func earliestDay(before today: LocalDate) -> LocalDate? {
        guard let earliest = activity.earliestDay else { return nil }
        return max(earliest, today.adding(days: -Self.maximumHistoryDays))
    }

    func countsOn(_ date: LocalDate) -> Bool { activity.days[date].map(counts) ?? false }
    func isPaused(_ date: LocalDate) -> Bool { activity.pause(on: date) != nil }

    /// The streak running into `today`.
    public func current(today: LocalDate) -> Int {
        guard let earliest = earliestDay(before: today) else { return 0 }
        var length = countsOn(today) ? 1 : 0
        var day = today.adding(days: -1)
        while day >= earliest {
            if countsOn(day) {
                length += 1
            } else if !isPaused(day) {
                break
            }
            day = day.adding(days: -1)
        }
        return length
    }

    /// The longest streak in the history up to and including `today`.
    public func longest(today: LocalDate) -> Int {
        runs(through: today).map(\.length).max() ?? 0
    }

    /// Every day on or before `today` when a run reached a new length, oldest first: day `d` with
    /// length `n` means the streak ending on `d` counted `n` days. Achievements read this.
    func runs(through today: LocalDate, from start: LocalDate? = nil) -> [(date: LocalDate, length: Int)] {
        guard let earliest = earliestDay(before: today) else { return [] }
        var day = max(earliest, start ?? earliest)
        var length = 0
        var result: [(date: LocalDate, length: Int)] = []
        while day <= today {
            if countsOn(day) {
                length += 1
                result.append((day, length))
            } else if !isPaused(day) {
                length = 0
            }
            day = day.adding(days: 1)
        }
        return result
    }
}
