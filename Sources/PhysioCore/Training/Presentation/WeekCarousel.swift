/// The planner's horizontally snapping carousel of 7-day clusters, one per plan week.
public struct WeekCarousel: Sendable, Hashable {
    public var planID: String
    public var planName: String
    /// "Mar 2 – Mar 29".
    public var dateRangeLabel: String
    public var weeks: [WeekCluster]
    /// Index into `weeks` to scroll to first: the week holding the active day, clamped to the plan.
    public var currentWeekIndex: Int

    public init(plan: MesocyclePlan, context: PlannerContext) {
        planID = plan.id.uuidString
        planName = plan.name
        dateRangeLabel = TrainingDateText.range(plan.startDate, plan.endDate)
        let active = context.activeDay
        let current: Int
        if let number = plan.weekNumber(of: active) { current = number - 1 } else { current = active < plan.startDate ? 0 : max(plan.weekCount - 1, 0) }
        currentWeekIndex = current
        weeks = plan.weekStates().map { WeekCluster(week: $0, plan: plan, context: context, isCurrent: $0.number - 1 == current) }
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
        number = week.number
        label = "Week \(week.number)"
        dateRangeLabel = TrainingDateText.range(week.firstDay, week.lastDay)
        isDeload = week.isDeload
        self.isCurrent = isCurrent
        banner = DeloadBanner(plan: plan, week: week.number)
        volumeLabel = DayCard.count(week.volume.totalSets, "set")
        completionLabel = "\(week.doneCount) of \(DayCard.count(week.workoutCount, "workout")) done"
        completion = week.completion
        accessibleName = "\(label), \(dateRangeLabel)" + (week.isDeload ? ", deload week" : "")
        days = week.days.map { DayCard(day: $0, plan: plan, context: context) }
    }
}
