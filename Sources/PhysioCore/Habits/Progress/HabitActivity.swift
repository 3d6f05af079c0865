/// What the person did on one calendar day, the unit streaks, the heatmap and achievements count.
///
/// Night Prep is credited to the evening it was made, the day *before* the entry it sits in:
/// "consecutive days with any logged action" counts the days the person acted.
public struct DayActivity: Sendable, Hashable {
    public let date: LocalDate
    /// Prepared tonight for tomorrow (tomorrow's entry has Night Prep).
    public var preppedForTomorrow = false
    public var morningFocusLogged = false
    public var morningFocusComplete = false
    public var checkedIn = false
    public var cravingNotes = 0

    public init(date: LocalDate) { self.date = date }

    /// Any logged action at all.
    public var isActive: Bool { preppedForTomorrow || morningFocusLogged || checkedIn || cravingNotes > 0 }

    /// How many kinds of action (prep, focus, check-in, a help note) the day had, 0...4.
    public var kindsLogged: Int {
        [preppedForTomorrow, morningFocusLogged, checkedIn, cravingNotes > 0].filter { $0 }.count
    }
}

/// Everything the progress engines need, indexed by day: built once from what the store loaded.
public struct HabitActivity: Sendable {
    public private(set) var days: [LocalDate: DayActivity] = [:]
    public private(set) var pauses: [LocalDate: PauseDay] = [:]

    public init(entries: [DayEntry], cravingNotes: [CravingNote] = [], pauses: [PauseDay] = []) {
        for entry in entries {
            if entry.nightPrep.isLogged { update(entry.date.adding(days: -1)) { $0.preppedForTomorrow = true } }
            if entry.morningFocus.isLogged {
                update(entry.date) {
                    $0.morningFocusLogged = true
                    $0.morningFocusComplete = entry.morningFocus.isComplete
                }
            }
            if entry.endOfDay.isLogged { update(entry.date) { $0.checkedIn = true } }
        }
        for note in cravingNotes { update(note.day) { $0.cravingNotes += 1 } }
        for pause in pauses { self.pauses[pause.date] = pause }
    }

    /// The day's activity (empty if nothing happened).
    public func activity(on date: LocalDate) -> DayActivity { days[date] ?? DayActivity(date: date) }

    public func isActive(_ date: LocalDate) -> Bool { days[date]?.isActive ?? false }

    public func pause(on date: LocalDate) -> PauseDay? { pauses[date] }

    /// The earliest day with activity or a pause; nothing before it can matter.
    public var earliestDay: LocalDate? { (Array(days.keys) + Array(pauses.keys)).min() }

    private mutating func update(_ date: LocalDate, _ change: (inout DayActivity) -> Void) {
        var day = days[date] ?? DayActivity(date: date)
        change(&day)
        days[date] = day
    }
}
