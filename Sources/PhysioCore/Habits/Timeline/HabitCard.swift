/// One seamless card of a habit page: the Today timeline's sections and the History day page's
/// three parts draw through the same view.
public struct HabitCard: Sendable, Hashable {
    public let kindID: String
    public let title: String
    public let icon: String
    public let accent: String
    public let isExpanded: Bool
    public let isDimmed: Bool
    /// The entry the card's form writes.
    public let entryDate: LocalDate
    public let entryDateISO: String
    /// `DayEntryPart.rawValue`.
    public let part: String
    public let anchor: String
    /// The reminders' stable address for this card ("prep-tonight", "review-prep"), if any.
    public let deepLink: String?
    /// Where the form sends the person back to without JavaScript.
    public let returnTo: String
    public let nightPrep: NightPrepForm?
    public let morningFocus: MorningFocusForm?
    public let endOfDay: EndOfDayForm?

    /// Where the card's form posts.
    public var action: AppPath { .entryPart(entryDate, part) }

    public init(_ section: TimelineSection) {
        kindID = section.kindID
        title = section.title
        icon = section.icon
        accent = section.accent
        isExpanded = section.isExpanded
        isDimmed = section.isDimmed
        entryDate = section.entryDate
        entryDateISO = section.entryDateISO
        part = section.part
        anchor = section.anchor
        deepLink = section.deepLink
        returnTo = AppPath.today.value
        nightPrep = section.nightPrep
        morningFocus = section.morningFocus
        endOfDay = section.endOfDay
    }

    /// The three parts of one day's entry, all open, for editing from History.
    public static func cards(for entry: DayEntry, checklist: NightPrepChecklist) -> [HabitCard] {
        func card(_ kind: TimelineSectionKind, _ title: String) -> HabitCard {
            HabitCard(
                kind: kind, title: title, date: entry.date, returnTo: AppPath.historyDay(entry.date).value,
                nightPrep: kind.part == .nightPrep ? NightPrepForm(prep: entry.nightPrep, checklist: checklist) : nil,
                morningFocus: kind.part == .morningFocus ? MorningFocusForm(focus: entry.morningFocus) : nil,
                endOfDay: kind.part == .endOfDay ? EndOfDayForm(checkIn: entry.endOfDay) : nil)
        }
        return [
            card(.lastNightsPrep, "Night Prep (made the evening before)"),
            card(.morningFocus, HabitWording.morningFocus),
            card(.endOfDay, HabitWording.endOfDayCheckIn),
        ]
    }

    private init(
        kind: TimelineSectionKind, title: String, date: LocalDate, returnTo: String, nightPrep: NightPrepForm?,
        morningFocus: MorningFocusForm?, endOfDay: EndOfDayForm?
    ) {
        kindID = kind.rawValue
        self.title = title
        icon = kind.icon
        accent = kind.accent
        isExpanded = true
        isDimmed = false
        entryDate = date
        entryDateISO = date.iso
        part = kind.part.rawValue
        anchor = "\(date.iso)-\(kind.rawValue)"
        deepLink = nil
        self.returnTo = returnTo
        self.nightPrep = nightPrep
        self.morningFocus = morningFocus
        self.endOfDay = endOfDay
    }
}
