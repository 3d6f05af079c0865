/// The kinds of card on the Today timeline.
public enum TimelineSectionKind: String, Codable, Sendable, CaseIterable {
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

/// One seamless card on the timeline. Deliberately no preview line and no status pill: the seed's
/// final timeline decisions drop both for collapsed cards.
public struct TimelineSection: Sendable, Hashable {
    public let kind: TimelineSectionKind
    /// `kind.rawValue`, for templates.
    public let kindID: String
    public let title: String
    public let icon: String
    public let accent: String
    public let isExpanded: Bool
    public let isDimmed: Bool
    /// The entry this card reads and writes (tomorrow's for "Prep Tonight").
    public let entryDate: LocalDate
    public let entryDateISO: String
    /// `DayEntryPart.rawValue`: which part of that entry the form posts.
    public let part: String
    /// Unique in the page: "2026-08-30-morning-focus".
    public let anchor: String
    /// A stable address reminders link to: "review-prep" (today's Last Night's Prep) or "prep-tonight".
    public let deepLink: String?
    /// Exactly one of the three bodies is set, matching `part`.
    public let nightPrep: NightPrepForm?
    public let morningFocus: MorningFocusForm?
    public let endOfDay: EndOfDayForm?

    init(
        kind: TimelineSectionKind, title: String, isExpanded: Bool, isDimmed: Bool,
        entry: DayEntry, checklist: NightPrepChecklist, deepLink: String? = nil
    ) {
        self.deepLink = deepLink
        self.kind = kind
        kindID = kind.rawValue
        self.title = title
        icon = kind.icon
        accent = kind.accent
        self.isExpanded = isExpanded
        self.isDimmed = isDimmed
        entryDate = entry.date
        entryDateISO = entry.date.iso
        part = kind.part.rawValue
        anchor = "\(entry.date.iso)-\(kind.rawValue)"
        nightPrep = kind.part == .nightPrep ? NightPrepForm(prep: entry.nightPrep, checklist: checklist) : nil
        morningFocus = kind.part == .morningFocus ? MorningFocusForm(focus: entry.morningFocus) : nil
        endOfDay = kind.part == .endOfDay ? EndOfDayForm(checkIn: entry.endOfDay) : nil
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
    public let sections: [TimelineSection]
}
