/// English day and date labels for the planner, fixed so they never depend on the machine's locale.
public enum TrainingDateText {
    private static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    private static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    /// "Tuesday".
    public static func weekday(_ day: LocalDate) -> String { weekdayNames[day.weekday - 1] }

    /// "Tue".
    public static func shortWeekday(_ day: LocalDate) -> String { shortWeekday(day.weekday) }

    /// "Tue" for weekday 3 (1 = Sunday … 7 = Saturday, as `LocalDate.weekday` counts).
    public static func shortWeekday(_ weekday: Int) -> String { String(weekdayNames[weekday - 1].prefix(3)) }

    /// "Mar 10".
    public static func monthDay(_ day: LocalDate) -> String {
        "\(monthNames[day.month - 1].prefix(3)) \(day.day)"
    }

    /// "Tuesday, March 10, 2026".
    public static func long(_ day: LocalDate) -> String {
        "\(weekday(day)), \(monthNames[day.month - 1]) \(day.day), \(day.year)"
    }

    /// "Mar 9 – 15" within a month, "Mar 30 – Apr 5" across two.
    public static func range(_ first: LocalDate, _ last: LocalDate) -> String {
        first.month == last.month && first.year == last.year
            ? "\(monthDay(first)) – \(last.day)"
            : "\(monthDay(first)) – \(monthDay(last))"
    }
}
