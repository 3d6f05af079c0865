import PhysioCore

/// One seamless card of a habit page: the Today timeline's sections and the History day page's
/// three parts render through the same template partial.
struct HabitCard: Sendable {
    var kindID: String
    var title: String
    var icon: String
    var accent: String
    var isExpanded: Bool
    var isDimmed: Bool
    var entryDateISO: String
    var part: String
    var anchor: String
    /// The reminders' stable address for this card ("prep-tonight", "review-prep"), if any.
    var deepLink: String?
    /// Where the form sends the person back to without JavaScript.
    var returnTo: String
    var nightPrep: NightPrepForm?
    var morningFocus: MorningFocusForm?
    var endOfDay: EndOfDayForm?

    init(_ section: TimelineSection) {
        kindID = section.kindID
        title = section.title
        icon = section.icon
        accent = section.accent
        isExpanded = section.isExpanded
        isDimmed = section.isDimmed
        entryDateISO = section.entryDateISO
        part = section.part
        anchor = section.anchor
        deepLink = section.deepLink
        returnTo = "/today"
        nightPrep = section.nightPrep
        morningFocus = section.morningFocus
        endOfDay = section.endOfDay
    }

    /// The three parts of one day's entry, all open, for editing from History.
    static func cards(for entry: DayEntry, checklist: NightPrepChecklist) -> [HabitCard] {
        let iso = entry.date.iso
        func card(_ kind: TimelineSectionKind, _ title: String) -> HabitCard {
            HabitCard(
                kindID: kind.rawValue, title: title, icon: kind.icon, accent: kind.accent, isExpanded: true,
                isDimmed: false, entryDateISO: iso, part: kind.part.rawValue, anchor: "\(iso)-\(kind.rawValue)",
                returnTo: "/history/\(iso)",
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
        kindID: String, title: String, icon: String, accent: String, isExpanded: Bool, isDimmed: Bool,
        entryDateISO: String, part: String, anchor: String, returnTo: String, nightPrep: NightPrepForm?,
        morningFocus: MorningFocusForm?, endOfDay: EndOfDayForm?
    ) {
        self.kindID = kindID
        self.title = title
        self.icon = icon
        self.accent = accent
        self.isExpanded = isExpanded
        self.isDimmed = isDimmed
        self.entryDateISO = entryDateISO
        self.part = part
        self.anchor = anchor
        deepLink = nil
        self.returnTo = returnTo
        self.nightPrep = nightPrep
        self.morningFocus = morningFocus
        self.endOfDay = endOfDay
    }
}

/// A bucket of the Today page (a past day, Today, Tonight) with its cards.
struct HabitDayBucket: Sendable {
    var label: String
    var accessibleDate: String
    var anchor: String
    var isPast: Bool
    var isToday: Bool
    var isTonight: Bool
    var cards: [HabitCard]

    init(_ day: TimelineDay) {
        label = day.label
        accessibleDate = day.accessibleDate
        anchor = day.anchor
        isPast = day.isPast
        isToday = day.isToday
        isTonight = day.isTonight
        cards = day.sections.map(HabitCard.init)
    }
}
