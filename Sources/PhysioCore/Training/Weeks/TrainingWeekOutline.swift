/// A week of a plan in outline, as its summary shows it: its span and its workouts, without the
/// seven days a week view builds.
public struct TrainingWeekOutline: Sendable, Hashable {
    /// A workout of the week with its weekday.
    public struct Entry: Sendable, Hashable {
        /// 1 = Sunday … 7 = Saturday, as `LocalDate.weekday` counts.
        public var weekday: Int
        public var workout: WorkoutSession
    }

    /// 1-based.
    public var number: Int
    public var isDeload: Bool
    public var firstDay: LocalDate
    public var lastDay: LocalDate
    /// In date order.
    public var workouts: [Entry]

    /// Sets to do, after any deload reduction (as `TrainingWeek.volume.totalSets`).
    public var totalSets: Int {
        workouts.reduce(0) { sum, entry in
            entry.workout.exercises.reduce(sum) { $0 + $1.sets(inDeloadWeek: isDeload) }
        }
    }

    public var doneCount: Int { workouts.count(where: { $0.workout.isDone }) }
}

extension MesocyclePlan {
    /// Every week in outline: one pass over the (date-sorted) workouts and two calendar steps a week,
    /// where `weekStates()` builds every day of every week.
    public func weekOutlines() -> [TrainingWeekOutline] {
        guard weekCount > 0 else { return [] }
        let firstWeekday = startDate.weekday
        var outlines: [TrainingWeekOutline] = []
        outlines.reserveCapacity(weekCount)
        var index = workouts.startIndex
        var first = startDate
        for number in 1...weekCount {
            let next = first.adding(days: 7)
            var entries: [TrainingWeekOutline.Entry] = []
            while index < workouts.endIndex, workouts[index].date < next {
                let workout = workouts[index]
                if workout.date >= first {
                    let offset = Self.daysApart(first, workout.date)
                    entries.append(.init(weekday: (firstWeekday - 1 + offset) % 7 + 1, workout: workout))
                }
                index += 1
            }
            outlines.append(
                TrainingWeekOutline(
                    number: number, isDeload: isDeloadWeek(number), firstDay: first, lastDay: first.adding(days: 6),
                    workouts: entries))
            first = next
        }
        return outlines
    }

    /// Days from `first` to `day`, for a `day` less than a month later (within a week, here).
    static func daysApart(_ first: LocalDate, _ day: LocalDate) -> Int {
        if first.year == day.year, first.month == day.month { return day.day - first.day }
        return daysIn(month: first.month, year: first.year) - first.day + day.day
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
