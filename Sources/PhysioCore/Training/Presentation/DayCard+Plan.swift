extension DayCard {
    /// The card for `day` of `plan` as seen in `context`.
    public init(day: TrainingDay, plan: MesocyclePlan, context: PlannerContext) {
        let workout = day.workout
        let dayName = TrainingDateText.weekday(day.date)
        date = day.date
        dayLabel = dayName
        shortDayLabel = TrainingDateText.shortWeekday(day.date)
        dateLabel = TrainingDateText.monthDay(day.date)
        isToday = day.date == context.today
        isActive = day.date == context.activeDay
        isPast = day.date < context.today
        isDeload = day.isDeload
        hasWorkout = workout != nil
        workoutID = workout?.id
        title = workout?.title ?? "Rest day"
        exerciseCount = workout?.exercises.count ?? 0
        exerciseCountLabel = Self.count(exerciseCount, "exercise")
        totalSets = day.volume.totalSets
        volumeBadge = workout == nil ? "" : Self.count(totalSets, "set")
        muscleBadges = day.volume.byMuscleGroup.map {
            MuscleBadge(name: $0.group.displayName, sets: $0.sets, label: "\($0.group.displayName) \($0.sets)")
        }
        isDone = workout?.isDone ?? false
        completion = isDone ? 1 : 0
        statusLabel = workout == nil ? "rest" : (isDone ? "done" : "to do")
        doneLabel = context.doneLabel(workout?.doneAt, plannedFor: day.date)
        let countLabel = exerciseCountLabel, status = statusLabel
        accessibleName = workout.map { "\(dayName): \($0.title), \(countLabel), status \(status)" }
            ?? "\(dayName): rest day"
        var description = [TrainingDateText.long(day.date)]
        if workout != nil { description.append(volumeBadge) }
        if day.isDeload { description.append("deload week") }
        if isToday { description.append("today") }
        accessibleDescription = description.joined(separator: ", ")
        acceptsDrops = plan.contains(day.date) && !isDone
        let movable = workout.map { !$0.isDone } ?? false
        exercises = (workout?.exercises ?? []).map { DayCardExercise($0, isDeload: day.isDeload, movable: movable) }
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}

extension MoveTarget {
    /// Where `day`'s exercises (or its whole workout) can go without dragging: every other day of
    /// the plan, deload weeks included, whose workout isn't done. None from a rest day or a done workout.
    public static func targets(from day: TrainingDay, plan: MesocyclePlan) -> [MoveTarget] {
        MoveTargetWeek.weeks(from: day, plan: plan).flatMap(\.targets)
    }

    init(_ target: TrainingDay, from day: TrainingDay) {
        let name = "\(TrainingDateText.weekday(target.date)), \(TrainingDateText.monthDay(target.date))"
        let note = target.isDeload == day.isDeload ? "" : (target.isDeload ? "deload week: sets about halved" : "full sets again")
        self.init(dateISO: target.date.iso, label: "\(name) — \(target.workout?.title ?? "rest day")", setsNote: note)
    }
}

extension MoveTargetWeek {
    /// The targets of `MoveTarget.targets(from:plan:)`, a group per week of the plan in order.
    public static func weeks(from day: TrainingDay, plan: MesocyclePlan) -> [MoveTargetWeek] {
        guard let workout = day.workout, !workout.isDone, let from = plan.weekNumber(of: day.date) else { return [] }
        return plan.weekStates().compactMap { week in
            let targets = week.days
                .filter { $0.date != day.date && $0.workout?.isDone != true }
                .map { MoveTarget($0, from: day) }
            guard !targets.isEmpty else { return nil }
            let dates = TrainingDateText.range(week.firstDay, week.lastDay)
            return MoveTargetWeek(
                number: week.number,
                label: "Week \(week.number) · \(dates)\(week.isDeload ? " · deload" : "")\(week.number == from ? " · this week" : "")",
                isDeload: week.isDeload, targets: targets)
        }
    }
}

extension DayCardExercise {
    init(_ exercise: ExercisePlan, isDeload: Bool, movable: Bool) {
        let sets = exercise.sets(inDeloadWeek: isDeload)
        let dose = ExerciseDose(exercise: exercise, sets: sets)
        id = exercise.id
        name = exercise.name
        doseLabel = dose.setsByReps
        spokenDose = dose.spoken
        self.sets = sets
        baseSets = exercise.baseSets
        isReduced = sets != exercise.baseSets
        reducedNote = isReduced ? "Deload: \(sets) of \(exercise.baseSets) sets" : ""
        muscleGroupName = exercise.muscleGroup?.displayName ?? ""
        canMove = movable
        moveLabel = "Move \(exercise.name) to…"
    }
}
