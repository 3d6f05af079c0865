/// One square of the heatmap.
public struct HeatmapCell: Sendable, Hashable {
    public let date: LocalDate
    public let dateISO: String
    /// 0 nothing, 1–3 how many kinds of action (prep, focus, check-in, help note; 4 shows as 3).
    public let level: Int
    public let isPaused: Bool
    /// After today: drawn empty, not counted.
    public let isFuture: Bool
    public let isToday: Bool
    /// CSS-friendly state: "level-0"…"level-3", "paused" or "future".
    public let cssClass: String
    /// Spoken label, never colour alone: "Fri, Aug 30, 2024: 2 of 4 habits logged".
    public let accessibleLabel: String
}

/// A week column, oldest week first; cells run from the week's first weekday.
public struct HeatmapWeek: Sendable, Hashable {
    /// "Aug" when the month starts in this week (or on the first column), else empty.
    public let monthLabel: String
    public let cells: [HeatmapCell]
}

/// The 12-week streak heatmap in History: the last 12 calendar weeks ending with the current one.
public struct StreakHeatmap: Sendable, Hashable {
    public static let weekCount = 12
    public let weeks: [HeatmapWeek]
    /// Row labels: "Sun", "Mon", … from the first weekday.
    public let weekdayLabels: [String]
    /// "Active on 31 of the last 84 days" — the chart's text alternative.
    public let summary: String

    /// - Parameter firstWeekday: 1 = Sunday (the seed's grid) … 7 = Saturday.
    public init(activity: HabitActivity, today: LocalDate, firstWeekday: Int = 1) {
        let first = (1...7).contains(firstWeekday) ? firstWeekday : 1
        let back = (today.weekday - first + 7) % 7
        let start = today.adding(days: -back - 7 * (Self.weekCount - 1))
        var weeks: [HeatmapWeek] = []
        var activeDays = 0
        var pastDays = 0
        for week in 0..<Self.weekCount {
            let cells = (0..<7).map { offset in
                Self.cell(for: start.adding(days: week * 7 + offset), activity: activity, today: today)
            }
            let pastCells = cells.filter { !$0.isFuture }
            pastDays += pastCells.count
            activeDays += pastCells.filter { $0.level > 0 }.count
            let startsMonth = week == 0 || cells.contains { $0.date.day == 1 }
            let labelDate = cells.first { $0.date.day == 1 }?.date ?? cells[0].date
            weeks.append(HeatmapWeek(monthLabel: startsMonth ? HabitDateLabel.month(labelDate) : "", cells: cells))
        }
        self.weeks = weeks
        weekdayLabels = (0..<7).map { HabitDateLabel.weekdays[(first - 1 + $0) % 7] }
        summary = "Active on \(activeDays) of the last \(pastDays) days"
    }

    static func cell(for date: LocalDate, activity: HabitActivity, today: LocalDate) -> HeatmapCell {
        let day = activity.activity(on: date)
        let isFuture = date > today
        let level = isFuture ? 0 : min(day.kindsLogged, 3)
        let pause = isFuture ? nil : activity.pause(on: date)
        let cssClass = isFuture ? "future" : (level == 0 && pause != nil ? "paused" : "level-\(level)")
        let status: String
        if isFuture {
            status = "not yet"
        } else if level > 0 {
            status = "\(day.kindsLogged) of 4 habits logged" + (pause.map { " (paused: \($0.reason.label))" } ?? "")
        } else if let pause {
            status = "paused (\(pause.reason.label))"
        } else {
            status = "nothing logged"
        }
        return HeatmapCell(
            date: date, dateISO: date.iso, level: level, isPaused: pause != nil, isFuture: isFuture,
            isToday: date == today, cssClass: cssClass,
            accessibleLabel: "\(HabitDateLabel.long(date)): \(status)" + (date == today ? " (today)" : ""))
    }
}
