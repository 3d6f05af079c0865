/// The planner's horizontally snapping carousel of 7-day clusters, one per plan week. One week is
/// drawn in full (`shownWeek`); every week also has a summary, which stands in for the weeks not
/// shown (a person looks at one week at a time; the page fetches another when it comes into view).
public struct WeekCarousel: Sendable, Hashable {
    public var planID: String
    public var planName: String
    /// "Mar 2 – Mar 29".
    public var dateRangeLabel: String
    /// Every week of the plan, in order.
    public var weeks: [WeekSummary]
    /// The week drawn in full: the one asked for, else the one holding the active day.
    public var shownWeek: WeekCluster
    /// Index into `weeks` of the week holding the active day, clamped to the plan.
    public var currentWeekIndex: Int

    /// `week`, when it is a week of the plan, is drawn in full; otherwise the active day's week.
    public init(plan: MesocyclePlan, context: PlannerContext, week asked: Int? = nil) {
        planID = AppPath.id(plan.id)
        planName = plan.name
        dateRangeLabel = TrainingDateText.range(plan.startDate, plan.endDate)
        let current = Self.currentWeekNumber(of: plan, context: context)
        currentWeekIndex = current - 1
        let states = plan.weekStates()
        let shown = asked.flatMap { states.indices.contains($0 - 1) ? $0 : nil } ?? current
        weeks = states.map { WeekSummary(week: $0, isCurrent: $0.number == current, isShown: $0.number == shown) }
        let shownState = states.indices.contains(shown - 1) ? states[shown - 1] : plan.week(shown)
        shownWeek = WeekCluster(week: shownState, plan: plan, context: context, isCurrent: shown == current)
    }

    /// The 1-based week holding the active day, clamped to the plan (the first week before it starts,
    /// the last after it ends).
    public static func currentWeekNumber(of plan: MesocyclePlan, context: PlannerContext) -> Int {
        let active = context.activeDay
        if let number = plan.weekNumber(of: active) { return number }
        return active < plan.startDate ? 1 : max(plan.weekCount, 1)
    }
}

/// A week in brief: its tab, and the card that stands for it until it is drawn in full.
public struct WeekSummary: Sendable, Hashable {
    public var number: Int
    /// "Week 2".
    public var label: String
    /// "Mar 9 – 15".
    public var dateRangeLabel: String
    public var isDeload: Bool
    /// Holds the active day (today, or the selected day).
    public var isCurrent: Bool
    /// Drawn in full on this page.
    public var isShown: Bool
    /// "42 sets".
    public var volumeLabel: String
    /// "2 of 4 workouts done".
    public var completionLabel: String
    /// "Mon Upper A · Tue Lower A · Thu Upper B"; "No workouts planned" for an empty week.
    public var workoutsLabel: String
    /// "Week 2, Mar 9 – 15, deload week".
    public var accessibleName: String

    public init(week: TrainingWeek, isCurrent: Bool, isShown: Bool) {
        number = week.number
        label = "Week \(week.number)"
        dateRangeLabel = TrainingDateText.range(week.firstDay, week.lastDay)
        isDeload = week.isDeload
        self.isCurrent = isCurrent
        self.isShown = isShown
        volumeLabel = DayCard.count(week.volume.totalSets, "set")
        completionLabel = "\(week.doneCount) of \(DayCard.count(week.workoutCount, "workout")) done"
        // Weekday names by position: the week's days are consecutive, so one calendar lookup will do.
        let firstWeekday = week.firstDay.weekday
        let workouts = week.days.enumerated().compactMap { index, day in
            day.workout.map { "\(TrainingDateText.shortWeekday((firstWeekday - 1 + index) % 7 + 1)) \($0.title)" }
        }
        workoutsLabel = workouts.isEmpty ? "No workouts planned" : workouts.joined(separator: " · ")
        accessibleName = "\(label), \(dateRangeLabel)" + (week.isDeload ? ", deload week" : "")
    }
}

/// One week of the carousel: its seven day cards, deload banner and progress.
public struct WeekCluster: Sendable, Hashable {
    public var number: Int
    /// "Week 2".
    public var label: String
    /// "Mar 9 – 15".
    public var dateRangeLabel: String
    public var isDeload: Bool
    public var isCurrent: Bool
    public var banner: DeloadBanner?
    /// "42 sets".
    public var volumeLabel: String
    /// "2 of 4 workouts done".
    public var completionLabel: String
    /// Done ÷ planned workouts, 0…1.
    public var completion: Double
    /// "Week 2, Mar 9 – 15, deload week".
    public var accessibleName: String
    public var days: [DayCard]

    public init(week: TrainingWeek, plan: MesocyclePlan, context: PlannerContext, isCurrent: Bool) {
        let summary = WeekSummary(week: week, isCurrent: isCurrent, isShown: true)
        number = week.number
        label = summary.label
        dateRangeLabel = summary.dateRangeLabel
        isDeload = week.isDeload
        self.isCurrent = isCurrent
        banner = DeloadBanner(plan: plan, week: week.number)
        volumeLabel = summary.volumeLabel
        completionLabel = summary.completionLabel
        completion = week.completion
        accessibleName = summary.accessibleName
        days = week.days.map { DayCard(day: $0, plan: plan, context: context) }
    }
}
