/// English date labels built from the calendar day alone, so they never depend on the machine's
/// locale or time zone.
public enum HabitDateLabel {
    static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// "Fri • Aug 30", the timeline's past-day label.
    public static func short(_ date: LocalDate) -> String {
        "\(weekday(date)) • \(month(date)) \(date.day)"
    }

    /// "Fri, Aug 30, 2024", for history rows and accessible labels.
    public static func long(_ date: LocalDate) -> String {
        "\(weekday(date)), \(month(date)) \(date.day), \(date.year)"
    }

    /// "Fri".
    public static func weekday(_ date: LocalDate) -> String { weekdays[(date.weekday - 1) % 7] }

    /// "Aug".
    public static func month(_ date: LocalDate) -> String { months[(date.month - 1) % 12] }
}
