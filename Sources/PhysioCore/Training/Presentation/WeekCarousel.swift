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
        planID = AppPath.id(plan.id)
        planName = plan.name
        dateRangeLabel = TrainingDateText.range(plan.startDate, plan.endDate)
        let current = Self.currentWeekNumber(of: plan, context: context) - 1
        currentWeekIndex = current
        let states = plan.weekStates()
        weeks = states.map { WeekCluster(week: $0, plan: plan, context: context, isCurrent: $0.number - 1 == current, weeks: states) }
    }

    /// The 1-based week holding the active day, clamped to the plan (the first week before it starts,
    /// the last after it ends).
    public static func currentWeekNumber(of plan: MesocyclePlan, context: PlannerContext) -> Int {
        let active = context.activeDay
        if let number = plan.weekNumber(of: active) { return number }
        return active < plan.startDate ? 1 : max(plan.weekCount, 1)
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
        self.init(week: week, plan: plan, context: context, isCurrent: isCurrent, weeks: nil)
    }

    init(week: TrainingWeek, plan: MesocyclePlan, context: PlannerContext, isCurrent: Bool, weeks: [TrainingWeek]?) {
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
        days = week.days.map { DayCard(day: $0, plan: plan, context: context, weeks: weeks) }
    }
}
