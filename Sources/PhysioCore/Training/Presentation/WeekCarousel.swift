import Foundation

/// The planner's horizontally snapping carousel of 7-day clusters, one per plan week. One week is
/// drawn in full (`shownWeek`); every week also has a summary, which stands in for the weeks not
/// shown (a person looks at one week at a time; the page fetches another when it comes into view).
public struct WeekCarousel: Sendable, Hashable {
    public var planID: UUID
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
        planID = plan.id
        planName = plan.name
        dateRangeLabel = TrainingDateText.range(plan.startDate, plan.endDate)
        let current = Self.currentWeekNumber(of: plan, context: context)
        currentWeekIndex = current - 1
        // Only the shown week is built day by day; the others need no more than their outline.
        let shown = asked.flatMap { (1...max(plan.weekCount, 1)).contains($0) ? $0 : nil } ?? current
        weeks = plan.weekOutlines().map {
            WeekSummary(week: $0, isCurrent: $0.number == current, isShown: $0.number == shown)
        }
        shownWeek = WeekCluster(week: plan.week(shown), plan: plan, context: context, isCurrent: shown == current)
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
    /// ["Mon Upper A", "Tue Lower A", "Thu Upper B"]; empty for a week without workouts.
    public var workoutLabels: [String]
    /// "Week 2, Mar 9 – 15, deload week".
    public var accessibleName: String

    public init(week: TrainingWeekOutline, isCurrent: Bool, isShown: Bool) {
        number = week.number
        label = WeekCluster.label(week.number)
        dateRangeLabel = TrainingDateText.range(week.firstDay, week.lastDay)
        isDeload = week.isDeload
        self.isCurrent = isCurrent
        self.isShown = isShown
        volumeLabel = DayCard.count(week.totalSets, "set")
        completionLabel = WeekCluster.completionLabel(done: week.doneCount, of: week.workouts.count)
        workoutLabels = week.workouts.map { "\(TrainingDateText.shortWeekday($0.weekday)) \($0.workout.title)" }
        accessibleName = WeekCluster.accessibleName(label, dateRangeLabel, isDeload: week.isDeload)
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
        label = Self.label(week.number)
        dateRangeLabel = TrainingDateText.range(week.firstDay, week.lastDay)
        isDeload = week.isDeload
        self.isCurrent = isCurrent
        banner = DeloadBanner(plan: plan, week: week.number)
        volumeLabel = DayCard.count(week.volume.totalSets, "set")
        completionLabel = Self.completionLabel(done: week.doneCount, of: week.workoutCount)
        completion = week.completion
        accessibleName = Self.accessibleName(label, dateRangeLabel, isDeload: week.isDeload)
        days = week.days.map { DayCard(day: $0, plan: plan, context: context) }
    }

    /// "Week 2".
    static func label(_ number: Int) -> String { "Week \(number)" }

    /// "2 of 4 workouts done".
    static func completionLabel(done: Int, of count: Int) -> String {
        "\(done) of \(DayCard.count(count, "workout")) done"
    }

    /// "Week 2, Mar 9 – 15, deload week".
    static func accessibleName(_ label: String, _ range: String, isDeload: Bool) -> String {
        "\(label), \(range)" + (isDeload ? ", deload week" : "")
    }
}
