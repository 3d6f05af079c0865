import Foundation

/// The Today page: 7 collapsed, dimmed past days above Today, then Tonight. What is expanded
/// depends on the phase (before or after 18:00 in the person's time zone):
///
/// | card                               | day phase          | evening phase      |
/// |------------------------------------|--------------------|--------------------|
/// | past days (both cards)             | collapsed, dimmed  | collapsed, dimmed  |
/// | Last Night's Prep (for Today)      | collapsed, dimmed  | collapsed, dimmed  |
/// | Morning Focus (Today)              | expanded           | collapsed, dimmed  |
/// | End-of-Day Check-In                | collapsed          | expanded           |
/// | Prep Tonight (for Tomorrow)        | collapsed          | expanded           |
///
/// Entries: a past day's and Today's cards edit that day's entry; End-of-Day edits today's;
/// Prep Tonight edits tomorrow's (`NightPrep` lives in the entry of the day it prepares for).
public struct TodayTimeline: Sendable, Hashable {
    public static let pastDayCount = 7

    public let phase: DayPhase
    /// "day" or "evening", for templates.
    public let phaseID: String
    public let isEvening: Bool
    public let todayISO: String
    /// The Night Prep title the phase leads with.
    public let nightPrepLabel: String
    /// Oldest first, ending yesterday.
    public let pastDays: [TimelineDay]
    public let today: TimelineDay
    public let tonight: TimelineDay
    /// The page opens here; "Jump to Today" links to it.
    public let initialAnchor: String
    public let jumpToTodayLabel: String
    public let needHelpLabel: String

    /// The days whose entries the timeline reads: 7 days back through tomorrow.
    public static func entryDates(for moment: HabitMoment) -> ClosedRange<LocalDate> {
        moment.today.adding(days: -pastDayCount)...moment.today.adding(days: 1)
    }

    /// Builds the page for `moment` from whatever entries exist; missing days show empty forms, and
    /// today's empty Morning Focus steps offer the last week's latest ones (``MorningFocusSuggestion``).
    public init(moment: HabitMoment, entries: [DayEntry], checklist: NightPrepChecklist) {
        let byDate = Dictionary(entries.map { ($0.date, $0) }, uniquingKeysWith: { _, last in last })
        func entry(_ date: LocalDate) -> DayEntry { byDate[date] ?? DayEntry(date: date) }
        let evening = moment.phase == .evening
        let today = moment.today

        phase = moment.phase
        phaseID = moment.phase.rawValue
        isEvening = evening
        todayISO = today.iso
        nightPrepLabel = moment.phase.nightPrepTitle
        pastDays = (1...Self.pastDayCount).reversed().map { back in
            let date = today.adding(days: -back)
            return TimelineDay(
                label: HabitDateLabel.short(date), dateISO: date.iso, accessibleDate: HabitDateLabel.long(date),
                anchor: "day-\(date.iso)", isPast: true, isToday: false, isTonight: false,
                sections: [
                    HabitCard(kind: .lastNightsPrep, title: HabitWording.lastNightsPrep, isExpanded: false,
                                    isDimmed: true, entry: entry(date), checklist: checklist),
                    HabitCard(kind: .morningFocus, title: HabitWording.morningFocus, isExpanded: false,
                                    isDimmed: true, entry: entry(date), checklist: checklist),
                ])
        }
        self.today = TimelineDay(
            label: HabitWording.today, dateISO: today.iso, accessibleDate: HabitDateLabel.long(today),
            anchor: "today", isPast: false, isToday: true, isTonight: false,
            sections: [
                HabitCard(kind: .lastNightsPrep, title: HabitWording.lastNightsPrepForToday, isExpanded: false,
                                isDimmed: true, entry: entry(today), checklist: checklist, deepLink: "review-prep"),
                HabitCard(kind: .morningFocus, title: HabitWording.morningFocusToday, isExpanded: !evening,
                                isDimmed: evening, entry: entry(today), checklist: checklist,
                                suggestion: MorningFocusSuggestion.latest(before: today, in: entries)),
            ])
        tonight = TimelineDay(
            label: HabitWording.tonight, dateISO: today.iso, accessibleDate: HabitDateLabel.long(today),
            anchor: "tonight", isPast: false, isToday: false, isTonight: true,
            sections: [
                HabitCard(kind: .endOfDay, title: HabitWording.endOfDayCheckIn, isExpanded: evening,
                                isDimmed: false, entry: entry(today), checklist: checklist),
                HabitCard(kind: .prepTonight, title: HabitWording.prepTonightForTomorrow, isExpanded: evening,
                                isDimmed: false, entry: entry(today.adding(days: 1)), checklist: checklist,
                                deepLink: "prep-tonight"),
            ])
        initialAnchor = "today"
        jumpToTodayLabel = HabitWording.jumpToToday
        needHelpLabel = HabitWording.needHelp
    }

    /// Every card on the page, top to bottom.
    public var allSections: [HabitCard] {
        (pastDays + [today, tonight]).flatMap(\.sections)
    }
}

extension TodayTimeline {
    /// The page at `instant` for someone in `timeZone`.
    public init(now instant: Date, timeZone: TimeZone, entries: [DayEntry], checklist: NightPrepChecklist) {
        self.init(moment: HabitMoment(at: instant, in: timeZone), entries: entries, checklist: checklist)
    }
}
