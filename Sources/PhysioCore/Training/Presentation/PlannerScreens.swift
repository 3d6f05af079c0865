import Foundation

/// A plan in the "Your plans" list.
public struct PlannerPlanItem: Sendable, Hashable {
    public var id: UUID
    public var name: String
    /// "Mar 2 – Mar 29 · 4 weeks".
    public var detail: String
    /// "3 of 16 workouts done".
    public var progress: String
    public var isShown: Bool

    public init(id: UUID, name: String, startDate: LocalDate, weekCount: Int, workoutCount: Int, doneCount: Int, isShown: Bool) {
        self.id = id
        self.name = name
        let end = startDate.adding(days: weekCount * 7 - 1)
        detail = "\(TrainingDateText.range(startDate, end)) · \(DayCard.count(weekCount, "week"))"
        progress = "\(doneCount) of \(DayCard.count(workoutCount, "workout")) done"
        self.isShown = isShown
    }
}

/// The planner tab: one plan's week carousel, and the other plans to switch to.
public struct PlannerScreen: Sendable, Hashable {
    public var carousel: WeekCarousel
    /// "4 weeks · 2 deload weeks".
    public var summary: String
    public var plans: [PlannerPlanItem]
    public var hasOtherPlans: Bool
    /// True when the plan starts after today, so the page can say when it begins.
    public var startsLater: Bool
    /// "Starts Monday, March 2, 2026".
    public var startLabel: String
    /// What the last move did, with its Undo (after a move or an undo without script).
    public var confirmation: MoveConfirmation?
    /// Why an undo was refused.
    public var alert: String?

    /// `week` is the week to draw in full (`?week=N`); the active day's week when nil or not in the plan.
    public init(
        plan: MesocyclePlan, context: PlannerContext, plans: [PlannerPlanItem], week: Int? = nil,
        confirmation: MoveConfirmation? = nil, alert: String? = nil
    ) {
        self.confirmation = confirmation
        self.alert = alert
        carousel = WeekCarousel(plan: plan, context: context, week: week)
        let deloads = plan.deloadWeeks.count
        summary = DayCard.count(plan.weekCount, "week")
            + (deloads == 0 ? "" : " · \(DayCard.count(deloads, "deload week"))")
        self.plans = plans
        hasOtherPlans = plans.count > 1
        startsLater = plan.startDate > context.today
        startLabel = "Starts \(TrainingDateText.long(plan.startDate))"
    }

    /// The plan the tab opens on: the one running today, else the next to start, else the newest.
    public static func defaultPlan(among plans: [(id: UUID, start: LocalDate, end: LocalDate)], today: LocalDate) -> UUID? {
        if let running = plans.first(where: { $0.start <= today && today <= $0.end }) { return running.id }
        if let next = plans.filter({ $0.start > today }).min(by: { $0.start < $1.start }) { return next.id }
        return plans.first?.id
    }
}

/// A template choice on the new-plan form.
public struct TemplateChoice: Sendable, Hashable {
    public var value: String
    public var name: String
    public var summary: String
    public var isChecked: Bool
}

/// The new-plan form, filled in or fresh.
public struct NewMesocycleScreen: Sendable, Hashable {
    public var form: MesocycleForm
    public var templates: [TemplateChoice]
    public var error: String?
    public var minWeeks = MesocyclePlan.allowedWeekCounts.lowerBound
    public var maxWeeks = MesocyclePlan.allowedWeekCounts.upperBound

    /// A fresh form starting on `today`'s next Monday (today when it is a Monday).
    public init(today: LocalDate) {
        let daysToMonday = (9 - today.weekday) % 7
        self.init(form: MesocycleForm(startDate: today.adding(days: daysToMonday).iso), error: nil)
    }

    public init(form: MesocycleForm, error: String?) {
        self.form = form
        self.error = error
        templates = MesocycleTemplate.allCases.map {
            TemplateChoice(value: $0.rawValue, name: $0.displayName, summary: $0.summary, isChecked: form.template == $0.rawValue)
        } + [TemplateChoice(
            value: MesocycleForm.scratch, name: "Start from scratch",
            summary: "An empty plan: add your own workouts day by day.", isChecked: form.template == MesocycleForm.scratch)]
    }
}

/// A week offered as a deload on the plan settings form.
public struct DeloadChoice: Sendable, Hashable {
    public var week: Int
    public var label: String
    public var isChecked: Bool
}

/// Renaming a plan and choosing its deload weeks.
public struct PlanSettingsScreen: Sendable, Hashable {
    public var planID: UUID
    public var name: String
    public var weeks: [DeloadChoice]
    public var error: String?

    public init(plan: MesocyclePlan, name: String? = nil, deloadWeeks: [Int]? = nil, error: String? = nil) {
        planID = plan.id
        self.name = name ?? plan.name
        let chosen = Set(deloadWeeks ?? plan.deloadWeeks)
        weeks = (1...max(plan.weekCount, 1)).map { week in
            let first = plan.startDate.adding(days: (week - 1) * 7)
            return DeloadChoice(
                week: week, label: "Week \(week) · \(TrainingDateText.range(first, first.adding(days: 6)))",
                isChecked: chosen.contains(week))
        }
        self.error = error
    }
}

/// The workout page of one day: the preview, plus what can be edited there.
public struct PlannerDayScreen: Sendable, Hashable {
    public var planID: UUID
    public var planName: String
    public var sheet: WorkoutPreviewSheet
    /// Where the whole workout can be moved, by week: every open day of the plan (a swap when the
    /// day has one).
    public var moveWeeks: [MoveTargetWeek]
    /// Every day of `moveWeeks`.
    public var moveTargets: [MoveTarget] { moveWeeks.flatMap(\.targets) }
    public var error: String?
    /// What the last move did, with its Undo.
    public var confirmation: MoveConfirmation?

    public init(
        plan: MesocyclePlan, day: LocalDate, context: PlannerContext, error: String? = nil, confirmation: MoveConfirmation? = nil
    ) throws(MesocyclePlan.PlanError) {
        self.confirmation = confirmation
        planID = plan.id
        planName = plan.name
        sheet = try WorkoutPreviewSheet(plan: plan, day: day, context: context)
        let week = plan.weekNumber(of: day).map { plan.week($0) }
        let trainingDay = week?.days.first { $0.date == day }
        moveWeeks = trainingDay.map { MoveTargetWeek.weeks(from: $0, plan: plan) } ?? []
        self.error = error
    }
}

/// Choosing the day an exercise moves to, without dragging.
public struct MoveExerciseScreen: Sendable, Hashable {
    public var planID: UUID
    public var exerciseID: UUID
    public var exerciseName: String
    /// "Push Day, Monday, Mar 2".
    public var fromLabel: String
    public var fromDate: LocalDate
    public var fromDateISO: String { fromDate.iso }
    /// Every open day of the plan, by week.
    public var weeks: [MoveTargetWeek]
    public var targets: [MoveTarget] { weeks.flatMap(\.targets) }

    public init(plan: MesocyclePlan, exerciseID: UUID, context: PlannerContext) throws(MesocyclePlan.PlanError) {
        guard let found = plan.exercise(id: exerciseID), let number = plan.weekNumber(of: found.workout.date),
              let day = plan.week(number).days.first(where: { $0.date == found.workout.date })
        else { throw .exerciseNotFound(exerciseID) }
        planID = plan.id
        self.exerciseID = exerciseID
        exerciseName = found.exercise.name
        fromLabel = "\(found.workout.title), \(TrainingDateText.weekday(day.date)), \(TrainingDateText.monthDay(day.date))"
        fromDate = day.date
        weeks = MoveTargetWeek.weeks(from: day, plan: plan)
    }
}

/// The exercise editor: a new exercise for a workout, or changes to one.
public struct ExerciseFormScreen: Sendable, Hashable {
    /// A muscle group choice.
    public struct GroupChoice: Sendable, Hashable {
        public var value: String
        public var name: String
        public var isSelected: Bool
    }

    public var planID: UUID
    /// Where the form posts.
    public var action: String
    /// "Add exercise" or "Edit Bench Press".
    public var heading: String
    /// Back to the day's workout page.
    public var backPath: AppPath
    public var form: ExercisePlanForm
    public var groups: [GroupChoice]
    public var error: String?
    public var isNew: Bool

    public init(planID: UUID, day: LocalDate, action: String, heading: String, form: ExercisePlanForm, isNew: Bool, error: String? = nil) {
        self.planID = planID
        self.action = action
        self.heading = heading
        backPath = AppPath.plannerDay(planID, day)
        self.form = form
        groups = [GroupChoice(value: "", name: "Not set", isSelected: form.muscleGroup.isEmpty)]
            + MuscleGroup.allCases.map { GroupChoice(value: $0.rawValue, name: $0.displayName, isSelected: form.muscleGroup == $0.rawValue) }
        self.error = error
        self.isNew = isNew
    }
}
