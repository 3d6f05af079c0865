import Foundation

/// The weekly completion ring: the share of the last 7 days (today included) with any logged
/// action, with the geometry an inline SVG circle needs. Paused days count as days without an
/// action here: the ring shows what happened; the streak is where pauses forgive.
public struct WeeklyCompletionRing: Sendable, Hashable {
    public static let dayCount = 7
    /// Radius of the SVG circle the dash values are computed for (`r="40"`).
    public static let radius = 40.0

    public let activeDays: Int
    public let totalDays: Int
    /// activeDays / 7, 0...1.
    public let fraction: Double
    /// Rounded percent, 0...100.
    public let percent: Int
    /// "5 of 7 days".
    public let label: String
    /// "Logged something on 5 of the last 7 days" — the ring's text alternative.
    public let accessibleLabel: String
    /// `stroke-dasharray` for r = 40: the circumference, "251.33".
    public let dashArray: String
    /// `stroke-dashoffset` for r = 40: the undrawn part of the circumference.
    public let dashOffset: String

    public init(activity: HabitActivity, today: LocalDate) {
        let days = (0..<Self.dayCount).map { today.adding(days: -$0) }
        activeDays = days.filter(activity.isActive).count
        totalDays = Self.dayCount
        fraction = Double(activeDays) / Double(totalDays)
        percent = Int(clamping: fraction * 100, to: 0...100)
        label = "\(activeDays) of \(totalDays) days"
        accessibleLabel = "Logged something on \(activeDays) of the last \(totalDays) days"
        let circumference = 2 * Double.pi * Self.radius
        dashArray = String(format: "%.2f", circumference)
        dashOffset = String(format: "%.2f", circumference * (1 - fraction))
    }
}
