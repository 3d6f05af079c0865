/// One seamless card of a habit page: the Today timeline's sections and the History day page's
/// three parts are both these, drawn by the same view.
public struct HabitCard: Sendable, Hashable {
    public let kind: TimelineSectionKind
    /// `kind.rawValue`.
    public let kindID: String
    public let title: String
    public let icon: String
    public let accent: String
    public let isExpanded: Bool
    public let isDimmed: Bool
    /// The entry the card's form writes (tomorrow's for "Prep Tonight").
    public let entryDate: LocalDate
    public let entryDateISO: String
    /// `DayEntryPart.rawValue`: which part of that entry the form posts.
    public let part: DayEntryPart
    /// Unique in the page: "2026-08-30-morning-focus".
    public let anchor: String
    /// The reminders' stable address for this card ("prep-tonight", "review-prep"), if any.
    public let deepLink: String?
    /// Where the form sends the person back to without JavaScript.
    public let returnTo: String
    /// Exactly one of the three bodies is set, matching `part`.
    public let nightPrep: NightPrepForm?
    public let morningFocus: MorningFocusForm?
    public let endOfDay: EndOfDayForm?

    /// Where the card's form posts.
    public var action: AppPath { .entryPart(entryDate, part) }

    /// Morning Focus only: the same day's End-of-Day form, which asks about the swap saved here.
    public var checkInAction: AppPath? { part == .morningFocus ? .entryPart(entryDate, .endOfDay) : nil }

    /// The three parts of one day's entry, all open, for editing from History.
    public static func cards(for entry: DayEntry, checklist: NightPrepChecklist) -> [HabitCard] {
        func card(_ kind: TimelineSectionKind, _ title: String) -> HabitCard {
            HabitCard(
                kind: kind, title: title, isExpanded: true, isDimmed: false, entry: entry, checklist: checklist,
                returnTo: AppPath.historyDay(entry.date))
        }
        return [
            card(.lastNightsPrep, "Night Prep (made the evening before)"),
            card(.morningFocus, HabitWording.morningFocus),
            card(.endOfDay, HabitWording.endOfDayCheckIn),
        ]
    }

    /// A card editing `kind`'s part of `entry`; a Today timeline card unless `returnTo` says otherwise.
    init(
        kind: TimelineSectionKind, title: String, isExpanded: Bool, isDimmed: Bool,
        entry: DayEntry, checklist: NightPrepChecklist, deepLink: String? = nil, returnTo: AppPath = AppPath.today.path,
        suggestion: MorningFocusSuggestion? = nil
    ) {
        self.kind = kind
        kindID = kind.rawValue
        self.title = title
        icon = kind.icon
        accent = kind.accent
        self.isExpanded = isExpanded
        self.isDimmed = isDimmed
        entryDate = entry.date
        entryDateISO = entry.date.iso
        part = kind.part
        anchor = "\(entry.date.iso)-\(kind.rawValue)"
        self.deepLink = deepLink
        self.returnTo = returnTo.value
        nightPrep = kind.part == .nightPrep ? NightPrepForm(prep: entry.nightPrep, checklist: checklist) : nil
        morningFocus = kind.part == .morningFocus ? MorningFocusForm(focus: entry.morningFocus, suggestion: suggestion) : nil
        endOfDay = kind.part == .endOfDay ? EndOfDayForm(checkIn: entry.endOfDay, swap: entry.morningFocus.swap) : nil
    }
}
