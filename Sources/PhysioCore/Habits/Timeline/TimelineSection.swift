/// The kinds of card on the Today timeline.
public enum TimelineSectionKind: String, Codable, Sendable, CaseIterable, FormChoice {
    /// A day's Night Prep, made the evening before it.
    case lastNightsPrep = "last-nights-prep"
    case morningFocus = "morning-focus"
    case endOfDay = "end-of-day"
    /// Tonight's prep, kept in tomorrow's entry.
    case prepTonight = "prep-tonight"

    /// The part of the entry this card edits.
    public var part: DayEntryPart {
        switch self {
        case .lastNightsPrep, .prepTonight: .nightPrep
        case .morningFocus: .morningFocus
        case .endOfDay: .endOfDay
        }
    }

    /// Icon name the page maps to its own SVG.
    public var icon: String {
        switch self {
        case .lastNightsPrep: "moon-stars"
        case .morningFocus: "sun"
        case .endOfDay: "check-seal"
        case .prepTonight: "calendar-clock"
        }
    }

    /// Design-token accent: purple for prep, blue for focus, teal for check-in.
    public var accent: String {
        switch self {
        case .lastNightsPrep, .prepTonight: "purple"
        case .morningFocus: "blue"
        case .endOfDay: "teal"
        }
    }
}

/// A bucket of the timeline: one past day, Today, or Tonight.
public struct TimelineDay: Sendable, Hashable {
    /// "Fri • Aug 30", "Today" or "Tonight".
    public let label: String
    /// The calendar day the bucket belongs to (Tonight is today's evening).
    public let dateISO: String
    /// Long form for screen readers: "Fri, Aug 30, 2024".
    public let accessibleDate: String
    public let anchor: String
    public let isPast: Bool
    public let isToday: Bool
    public let isTonight: Bool
    /// Its cards, top to bottom (deliberately no preview line and no status pill: the seed's final
    /// timeline decisions drop both for collapsed cards).
    public let sections: [HabitCard]
}
