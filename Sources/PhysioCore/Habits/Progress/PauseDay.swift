import Foundation

/// Why the person paused their habits for a day.
public enum PauseReason: String, CaseIterable, Codable, Sendable, FormChoice {
    case holiday, illness, travel, other

    public var label: String {
        switch self {
        case .holiday: "Holiday"
        case .illness: "Illness"
        case .travel: "Travel"
        case .other: "Other"
        }
    }
}

/// A day the person marked as paused: it neither breaks nor extends a streak.
public struct PauseDay: Identifiable, Codable, Sendable, Hashable {
    public var date: LocalDate
    public var reason: PauseReason

    /// One pause per day.
    public var id: LocalDate { date }

    public init(date: LocalDate, reason: PauseReason) {
        self.date = date
        self.reason = reason
    }

    /// A long pause is almost always a typo in the end date.
    public static let maximumRangeDays = 60

    /// Every day from `first` through `last`, for "I'm on holiday from … to …".
    public static func range(
        from first: LocalDate, through last: LocalDate, reason: PauseReason
    ) throws(RangeError) -> [PauseDay] {
        guard first <= last else { throw .endsBeforeItStarts }
        let count = first.days(until: last) + 1
        guard count <= maximumRangeDays else { throw .tooLong(days: count, limit: maximumRangeDays) }
        return (0..<count).map { PauseDay(date: first.adding(days: $0), reason: reason) }
    }

    /// Why a pause range was refused.
    public enum RangeError: Error, LocalizedError, Hashable, Sendable {
        /// The last day is before the first.
        case endsBeforeItStarts
        /// The range is longer than `maximumRangeDays`.
        case tooLong(days: Int, limit: Int)

        public var errorDescription: String? {
            switch self {
            case .endsBeforeItStarts: "The pause ends before it starts; check the two dates."
            case let .tooLong(days, limit): "That pause is \(days) days; pauses can be at most \(limit) days at a time."
            }
        }
    }
}
