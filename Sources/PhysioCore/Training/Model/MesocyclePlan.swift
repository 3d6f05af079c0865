import Foundation

/// A training block of whole weeks (a mesocycle): its workouts, and which weeks are deloads.
///
/// Weeks count from `startDate`, not from Monday: week 1 is `startDate` and the six days after it,
/// so a plan that starts on a Wednesday has Wednesday-to-Tuesday weeks. At most one workout is
/// planned per day, which is what lets a day card speak for "the" workout of that day.
public struct MesocyclePlan: Identifiable, Codable, Sendable, Hashable {
    public var id: UUID
    public var name: String
    public var startDate: LocalDate
    public var weekCount: Int
    /// 1-based week numbers, ascending and without repeats (see `setDeloadWeeks`).
    public private(set) var deloadWeeks: [Int]
    /// Sorted by date; the operations keep it that way.
    public internal(set) var workouts: [WorkoutSession]

    /// From a single week to about half a year, the span a mesocycle covers.
    public static let allowedWeekCounts = 1...26
    /// Workouts in one plan: one a day at most.
    public static let workoutCount = FieldRange<Int>("workouts", 0...(26 * 7))

    public init(
        id: UUID, name: String, startDate: LocalDate, weekCount: Int,
        deloadWeeks: [Int] = [], workouts: [WorkoutSession] = []
    ) {
        self.id = id
        self.name = name
        self.startDate = startDate
        self.weekCount = weekCount
        self.deloadWeeks = Array(Set(deloadWeeks)).sorted()
        self.workouts = workouts.sorted { $0.date < $1.date }
    }

    /// The last day of the last week.
    public var endDate: LocalDate { startDate.adding(days: weekCount * 7 - 1) }

    public func contains(_ day: LocalDate) -> Bool { day >= startDate && day <= endDate }

    /// 1-based week of the plan that `day` falls in; nil outside the plan.
    public func weekNumber(of day: LocalDate) -> Int? {
        guard contains(day) else { return nil }
        return startDate.days(until: day) / 7 + 1
    }

    /// The seven days of week `number` (1-based), whether or not it is inside the plan.
    public func days(ofWeek number: Int) -> [LocalDate] {
        let first = startDate.adding(days: (number - 1) * 7)
        return (0..<7).map { first.adding(days: $0) }
    }

    public func isDeloadWeek(_ number: Int) -> Bool { deloadWeeks.contains(number) }

    /// True when `day` lies in a deload week of this plan.
    public func isDeload(_ day: LocalDate) -> Bool {
        weekNumber(of: day).map(isDeloadWeek) ?? false
    }

    public func workout(id: UUID) -> WorkoutSession? { workouts.first { $0.id == id } }

    public func workout(on day: LocalDate) -> WorkoutSession? { workouts.first { $0.date == day } }

    /// The exercise with `id` and the workout it belongs to.
    public func exercise(id: UUID) -> (exercise: ExercisePlan, workout: WorkoutSession)? {
        for workout in workouts {
            if let exercise = workout.exercises.first(where: { $0.id == id }) { return (exercise, workout) }
        }
        return nil
    }

    /// The sets to do for `exercise` on `day`: halved (see `Deload`) in a deload week.
    public func effectiveSets(of exercise: ExercisePlan, on day: LocalDate) -> Int {
        exercise.sets(inDeloadWeek: isDeload(day))
    }

    /// Replaces the deload weeks; each must be a week of the plan.
    public mutating func setDeloadWeeks(_ weeks: [Int]) throws(PlanError) {
        for week in weeks where !(1...weekCount).contains(week) {
            throw .deloadWeekOutOfRange(week: week, weekCount: weekCount)
        }
        deloadWeeks = Array(Set(weeks)).sorted()
    }

    /// Throws the first problem: name, week count, deload weeks, workouts, days or ids.
    public func validate() throws(PlanError) {
        try PlanLimits.checkText(name, field: .planName, required: true)
        guard Self.allowedWeekCounts.contains(weekCount) else { throw .weekCountOutOfRange(weekCount) }
        do {
            try LocalDate.check(startDate, field: "start date")
            try LocalDate.check(endDate, field: "end date")
            try Self.workoutCount.checkCount(workouts.count, field: "workouts")
        } catch {
            throw .outOfRange(error)
        }
        for week in deloadWeeks where !(1...weekCount).contains(week) {
            throw .deloadWeekOutOfRange(week: week, weekCount: weekCount)
        }
        var days = Set<LocalDate>()
        var ids: Set<UUID> = [id]
        for workout in workouts {
            try workout.validate()
            guard contains(workout.date) else { throw .dayOutsidePlan(workout.date, start: startDate, end: endDate) }
            guard days.insert(workout.date).inserted else { throw .dayAlreadyHasWorkout(workout.date) }
            for itemID in [workout.id] + workout.exercises.map(\.id) {
                guard ids.insert(itemID).inserted else { throw .duplicateID(itemID) }
            }
        }
    }
}

extension MesocyclePlan {
    /// As the synthesized encoding, with the id in lower case (`AppPath.id`); decoding reads either case.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(AppPath.id(id), forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(startDate, forKey: .startDate)
        try container.encode(weekCount, forKey: .weekCount)
        try container.encode(deloadWeeks, forKey: .deloadWeeks)
        try container.encode(workouts, forKey: .workouts)
    }
}
