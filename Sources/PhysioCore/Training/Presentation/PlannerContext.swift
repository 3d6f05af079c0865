import Foundation

/// What the presentation models need from outside: the person's today, their selected day and time zone.
public struct PlannerContext: Sendable, Hashable {
    public var today: LocalDate
    /// The day the page highlights; today when nil.
    public var selected: LocalDate?
    public var timeZone: TimeZone

    public init(today: LocalDate, selected: LocalDate? = nil, timeZone: TimeZone) {
        self.today = today
        self.selected = selected
        self.timeZone = timeZone
    }

    /// The context at `now` in `timeZone`: the same instant can be Monday in Toronto and Tuesday in Auckland.
    public init(now: Date, timeZone: TimeZone, selected: LocalDate? = nil) {
        self.init(today: LocalDate(now, in: timeZone), selected: selected, timeZone: timeZone)
    }

    var activeDay: LocalDate { selected ?? today }

    /// "Done at 7:05 AM", or "Done Mar 11 at 7:05 AM" when marked on another day than planned.
    func doneLabel(_ doneAt: Date?, plannedFor day: LocalDate) -> String {
        guard let doneAt else { return "" }
        let parts = Calendar.gregorian(in: timeZone).dateComponents([.hour, .minute], from: doneAt)
        let time = TimeOfDay(hour: parts.hour ?? 0, minute: parts.minute ?? 0)?.label ?? ""
        let doneDay = LocalDate(doneAt, in: timeZone)
        return doneDay == day ? "Done at \(time)" : "Done \(TrainingDateText.monthDay(doneDay)) at \(time)"
    }
}
