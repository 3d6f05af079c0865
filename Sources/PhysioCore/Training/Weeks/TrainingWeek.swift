/// One day of a plan week: its workout, if any, and the volume to do (the spec's day state).
public struct TrainingDay: Sendable, Hashable {
    public var date: LocalDate
    public var isDeload: Bool
    public var workout: WorkoutSession?
    /// Volume with deload reductions applied.
    public var volume: TrainingVolume
}

/// One week of a plan, as the week carousel shows it (the spec's `WeekState`).
public struct TrainingWeek: Sendable, Hashable {
    /// 1-based.
    public var number: Int
    public var isDeload: Bool
    /// Always seven, from the week's first day.
    public var days: [TrainingDay]

    public var firstDay: LocalDate { days[0].date }
    public var lastDay: LocalDate { days[days.count - 1].date }
    public var volume: TrainingVolume { TrainingVolume.sum(days.map(\.volume)) }
    public var workoutCount: Int { days.count(where: { $0.workout != nil }) }
    public var doneCount: Int { days.count(where: { $0.workout?.isDone == true }) }
    /// Done workouts ÷ workouts; 0 for a week without workouts.
    public var completion: Double { workoutCount == 0 ? 0 : Double(doneCount) / Double(workoutCount) }
}

extension MesocyclePlan {
    /// Every week of the plan, in order. One pass over the workouts (a day's workout is looked up
    /// in a table, not by scanning the plan for each of its days).
    public func weekStates() -> [TrainingWeek] {
        guard weekCount > 0 else { return [] }
        let byDay = Dictionary(workouts.map { ($0.date, $0) }, uniquingKeysWith: { first, _ in first })
        return (1...weekCount).map { week($0) { byDay[$0] } }
    }

    /// Week `number` (1-based); days outside the plan (for a number out of range) have no workouts.
    public func week(_ number: Int) -> TrainingWeek {
        week(number) { contains($0) ? workout(on: $0) : nil }
    }

    private func week(_ number: Int, workoutOn: (LocalDate) -> WorkoutSession?) -> TrainingWeek {
        let isDeload = isDeloadWeek(number)
        let days = days(ofWeek: number).map { date in
            let workout = workoutOn(date)
            return TrainingDay(
                date: date, isDeload: isDeload, workout: workout, volume: volume(of: workout, isDeload: isDeload))
        }
        return TrainingWeek(number: number, isDeload: isDeload, days: days)
    }

    /// The volume to do on `day` (zero on a rest day).
    public func volume(on day: LocalDate) -> TrainingVolume { volume(of: workout(on: day), isDeload: isDeload(day)) }

    private func volume(of workout: WorkoutSession?, isDeload: Bool) -> TrainingVolume {
        guard let workout else { return .zero }
        return TrainingVolume(workout.exercises.map { ($0, $0.sets(inDeloadWeek: isDeload)) })
    }
}
