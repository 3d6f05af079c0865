import Foundation

/// The two halves of a person's day that decide what Today shows first: `day` from midnight to
/// 17:59, `evening` from 18:00, both on the wall clock of the person's current time zone.
public enum DayPhase: String, Codable, Sendable, CaseIterable {
    case day, evening

    /// Evening starts at 18:00 local time.
    public static let eveningStartHour = 18

    /// The phase at `instant` for someone in `timeZone`.
    public init(at instant: Date, in timeZone: TimeZone) {
        let hour = Calendar.gregorian(in: timeZone).component(.hour, from: instant)
        self = hour < Self.eveningStartHour ? .day : .evening
    }

    /// The Night Prep title the phase puts first: reviewing last night's, or making tonight's.
    public var nightPrepTitle: String {
        switch self {
        case .day: HabitWording.lastNightsPrepForToday
        case .evening: HabitWording.prepTonightForTomorrow
        }
    }
}

/// "Now" as the habit coach sees it: the person's calendar day, wall-clock time and phase.
/// Built once per request from the clock and the person's time zone, then passed around.
public struct HabitMoment: Sendable, Hashable {
    public let today: LocalDate
    public let time: TimeOfDay
    public let phase: DayPhase

    public init(at instant: Date, in timeZone: TimeZone) {
        let parts = Calendar.gregorian(in: timeZone).dateComponents([.hour, .minute], from: instant)
        today = LocalDate(instant, in: timeZone)
        time = TimeOfDay(hour: parts.hour ?? 0, minute: parts.minute ?? 0) ?? TimeOfDay(minutesSinceMidnight: 0)!
        phase = DayPhase(at: instant, in: timeZone)
    }

    /// The entry that "Prep Tonight (for Tomorrow)" writes to.
    public var tonightsPrepDate: LocalDate { today.adding(days: 1) }
}
