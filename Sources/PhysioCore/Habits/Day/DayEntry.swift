/// Everything logged for one calendar day, editable through the day: the Night Prep made for it the
/// evening before, the day's Morning Focus and its End-of-Day check-in. One per `LocalDate`.
public struct DayEntry: Identifiable, Codable, Sendable, Hashable {
    public var date: LocalDate
    /// The prep done on the evening before `date`, for `date`.
    public var nightPrep: NightPrep
    public var morningFocus: MorningFocus
    public var endOfDay: EndOfDayCheckIn

    /// The date is the identity: there is never a second entry for a day.
    public var id: LocalDate { date }

    public init(
        date: LocalDate, nightPrep: NightPrep = NightPrep(),
        morningFocus: MorningFocus = MorningFocus(), endOfDay: EndOfDayCheckIn = EndOfDayCheckIn()
    ) {
        self.date = date
        self.nightPrep = nightPrep
        self.morningFocus = morningFocus
        self.endOfDay = endOfDay
    }

    /// True when nothing has been logged, so the store may skip or delete the row.
    public var isEmpty: Bool { !nightPrep.isLogged && !morningFocus.isLogged && !endOfDay.isLogged }
}

/// The three parts of a day entry; raw values name them in URLs and forms.
public enum DayEntryPart: String, CaseIterable, Codable, Sendable {
    case nightPrep = "night-prep"
    case morningFocus = "morning-focus"
    case endOfDay = "end-of-day"
}
