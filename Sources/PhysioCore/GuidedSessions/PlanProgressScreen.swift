import Foundation

/// A plan's progress page: best angle per day for each exercise (a chart and a table), adherence
/// (sessions done of those scheduled, per day) and the last sessions.
public struct PlanProgressScreen: Sendable {
    /// One saved session in the "Last sessions" list.
    public struct SessionLine: Sendable, Hashable {
        public var id: String
        /// The saved session's page.
        public var path: AppPath
        public var whenLabel: String
        public var exerciseName: String
        public var repsLabel: String
        public var bestAngleLabel: String
        public var feelingLabel: String?
        /// "Stopped because it hurt at rep 3, 72°", for a session stopped by "Stop — it hurts".
        public var painStopLabel: String?
    }

    public var planID: String
    /// The plan's section on the schedule page.
    public var scheduleSection: AppPath
    public var planName: String
    public var tint: String
    public var icon: String
    public var rangeLabel: String
    public var charts: [AngleTrendChart]
    public var hasSessions: Bool
    public var adherence: AdherenceGrid
    public var lastSessions: [SessionLine]

    /// - Parameters:
    ///   - records: the plan's saved sessions (any order).
    ///   - completions: the plan's slot completions (any days).
    ///   - days: how many days the page covers, ending `today`.
    public init(
        plan: RehabPlan, records: [SessionRecord], completions: [SlotCompletion], today: LocalDate,
        timeZone: TimeZone, days: Int = 28
    ) {
        let first = today.adding(days: -(max(days, 7) - 1))
        planID = AppPath.id(plan.id)
        scheduleSection = AppPath.scheduleSection(plan.id)
        planName = plan.name
        tint = plan.region.tint
        icon = plan.region.iconName
        rangeLabel = "\(DateLabels.short(first)) – \(DateLabels.short(today))"
        let inRange = records.filter { $0.day >= first && $0.day <= today }
        charts = plan.exercises.compactMap { exercise in
            let own = inRange.filter { $0.exerciseID == exercise.id }
            return own.isEmpty ? nil : AngleTrendChart(exercise: exercise, records: own, from: first, to: today)
        }
        hasSessions = !records.isEmpty
        adherence = AdherenceGrid(plan: plan, completions: completions, from: first, to: today, timeZone: timeZone)
        lastSessions = records.sorted { $0.startedAt > $1.startedAt }.prefix(10).map { record in
            SessionLine(
                id: AppPath.id(record.id), path: AppPath.sessionRecord(record.id),
                whenLabel: Self.whenLabel(record.startedAt, day: record.day, timeZone: timeZone),
                exerciseName: record.exercise?.name ?? record.exerciseID,
                repsLabel: record.metrics.targetReps > 0
                    ? "\(record.metrics.reps) of \(record.metrics.targetReps) reps" : "\(record.metrics.reps) reps",
                bestAngleLabel: SessionFormat.degrees(record.metrics.bestAngle),
                feelingLabel: record.feeling?.displayName, painStopLabel: record.painStop?.summaryLine)
        }
    }

    /// "Mon • Nov 23, 8:31 AM".
    static func whenLabel(_ date: Date, day: LocalDate, timeZone: TimeZone) -> String {
        let parts = Calendar.gregorian(in: timeZone).dateComponents([.hour, .minute], from: date)
        let time = TimeOfDay(hour: parts.hour ?? 0, minute: parts.minute ?? 0)?.label ?? ""
        return "\(DateLabels.short(day)), \(time)"
    }
}

/// Best angle per day for one exercise, as inline-SVG geometry plus a table. "Best" is the furthest
/// towards the target's far end (``LevelPeak``), so for movements that aim down it is the lowest angle.
public struct AngleTrendChart: Sendable, Hashable {
    public struct Point: Sendable, Hashable {
        public var x: Double
        public var y: Double
        public var angle: Double
        public var dayLabel: String
        public var angleLabel: String
        public var sessions: Int
        public var zone: ZoneWording
    }

    public struct Tick: Sendable, Hashable {
        public var y: Double
        public var label: String
    }

    public struct DayTick: Sendable, Hashable {
        public var x: Double
        public var label: String
    }

    public static let width = 320.0
    public static let height = 180.0
    static let left = 36.0, right = 312.0, top = 12.0, bottom = 156.0

    public let viewBox = "0 0 320 180"
    public let plotLeft = AngleTrendChart.left
    public let plotRight = AngleTrendChart.right
    public let plotBottom = AngleTrendChart.bottom
    public var exerciseName: String
    public var targetLabel: String
    public var points: [Point]
    /// `x,y x,y …` for the line through the days with data.
    public var polyline: String
    public var bandY: Double
    public var bandHeight: Double
    public var ticks: [Tick]
    public var dayTicks: [DayTick]
    /// The chart's text alternative.
    public var description: String

    /// Angles a chart draws; anything else in the data is not a joint angle.
    static let plottable = -360.0...360.0

    public init(exercise: Exercise, records: [SessionRecord], from first: LocalDate, to last: LocalDate) {
        let goal = MotionGoal(exercise: exercise)
        exerciseName = exercise.name
        targetLabel = exercise.target.label
        var best: [LocalDate: (angle: Double, sessions: Int)] = [:]
        for record in records {
            // A stored angle no joint can make (a bad import) is left off the chart, not drawn to infinity.
            guard let angle = record.metrics.bestAngle, AngleTrendChart.plottable.contains(angle) else { continue }
            let current = best[record.day]
            if let current, goal.progress(of: current.angle) >= goal.progress(of: angle) {
                best[record.day] = (current.angle, current.sessions + 1)
            } else {
                best[record.day] = (angle, (current?.sessions ?? 0) + 1)
            }
        }
        let values = best.values.map(\.angle) + [exercise.target.lower, exercise.target.upper, exercise.restAngle]
        let low = (min(0, values.min() ?? 0) / 10).rounded(.down) * 10
        let high = max(((values.max() ?? 90) + 10) / 30, 1).rounded(.up) * 30
        let span = max(high - low, 1)
        let dayCount = max(first.days(until: last), 1)
        func x(_ day: LocalDate) -> Double {
            Self.left + (Self.right - Self.left) * Double(first.days(until: day)) / Double(dayCount)
        }
        func y(_ angle: Double) -> Double { Self.bottom - (Self.bottom - Self.top) * (angle - low) / span }
        points = best.keys.sorted().compactMap { day in
            guard let entry = best[day] else { return nil }
            return Point(
                x: Self.round(x(day)), y: Self.round(y(entry.angle)), angle: entry.angle,
                dayLabel: DateLabels.short(day),
                angleLabel: SessionFormat.degrees(entry.angle), sessions: entry.sessions,
                zone: ZoneWording(Self.zone(entry.angle, goal: goal)))
        }
        polyline = points.map { "\($0.x),\($0.y)" }.joined(separator: " ")
        bandY = Self.round(y(exercise.target.upper))
        bandHeight = Self.round(max(2, y(exercise.target.lower) - y(exercise.target.upper)))
        let step = span > 120 ? 60.0 : 30.0
        ticks = stride(from: low, through: high, by: step).map { Tick(y: Self.round(y($0)), label: "\(Int(clamping: $0))°") }
        // A tick a week, or fewer on a long span, so the number of ticks stays bounded (about 12).
        let dayStep = max(7, (dayCount / 12 + 6) / 7 * 7)
        dayTicks = stride(from: 0, through: dayCount, by: dayStep).map { offset in
            let day = first.adding(days: offset)
            return DayTick(
                x: Self.round(x(day)), label: DateLabels.short(day).components(separatedBy: " • ").last ?? "")
        }
        if let top = points.max(by: { goal.progress(of: $0.angle) < goal.progress(of: $1.angle) }) {
            description =
                "\(exercise.name): best angle per day on \(points.count) \(points.count == 1 ? "day" : "days"), "
                + "best \(top.angleLabel) on \(top.dayLabel); target \(exercise.target.label)."
        } else {
            description = "\(exercise.name): no measured sessions yet."
        }
    }

    static func zone(_ angle: Double, goal: MotionGoal) -> AngleZone {
        let progress = goal.progress(of: angle)
        return progress < goal.targetNear ? .below : progress > goal.targetFar ? .beyond : .inTarget
    }

    static func round(_ value: Double) -> Double { (value * 10).rounded() / 10 }
}

/// Sessions done of those scheduled, per day, in weeks (rows) of seven days ending on the last day.
public struct AdherenceGrid: Sendable, Hashable {
    public struct Cell: Sendable, Hashable {
        public var dayLabel: String
        public var done: Int
        public var scheduled: Int
        /// `all`, `some`, `none` or `off` (nothing scheduled: before the plan began).
        public var level: String
        public var text: String
        public var label: String
        public var isToday: Bool
    }

    public struct Week: Sendable, Hashable {
        public var cells: [Cell]
        public var label: String
    }

    public var weeks: [Week]
    public var done: Int
    public var scheduled: Int
    public var summary: String
    public var percent: Int

    public init(
        plan: RehabPlan, completions: [SlotCompletion], from first: LocalDate, to last: LocalDate, timeZone: TimeZone
    ) {
        let slotIDs = Set(plan.slots.map(\.id))
        var doneByDay: [LocalDate: Set<UUID>] = [:]
        for completion in completions where slotIDs.contains(completion.slotID) {
            doneByDay[completion.day, default: []].insert(completion.slotID)
        }
        let start = LocalDate(plan.createdAt, in: timeZone)
        let count = first.days(until: last) + 1
        let cells = (0..<count).map { offset -> Cell in
            let day = first.adding(days: offset)
            // The plan's first day asks only the sessions whose window was still open when it was made
            // (DaySchedule's day-one rule); a session done anyway counts as asked.
            let asked = day < start ? [] : DaySchedule.slotsAsked(plan, on: day, timeZone: timeZone).map(\.id)
            let doneSlots = doneByDay[day] ?? []
            let scheduled = Set(asked).union(day < start ? [] : doneSlots).count
            let done = min(doneSlots.count, scheduled)
            let level = scheduled == 0 ? "off" : done == scheduled ? "all" : done > 0 ? "some" : "none"
            let label =
                scheduled == 0
                ? "\(DateLabels.short(day)): no sessions scheduled"
                : "\(DateLabels.short(day)): \(done) of \(scheduled) sessions done"
            return Cell(
                dayLabel: DateLabels.short(day), done: done, scheduled: scheduled, level: level,
                text: scheduled == 0 ? "–" : "\(done)/\(scheduled)", label: label, isToday: day == last)
        }
        // Rows of seven ending on the last day, so today is always bottom right.
        var rows: [[Cell]] = []
        var index = cells.count
        while index > 0 {
            rows.insert(Array(cells[max(0, index - 7)..<index]), at: 0)
            index -= 7
        }
        weeks = rows.map { Week(cells: $0, label: "\($0.first?.dayLabel ?? "") – \($0.last?.dayLabel ?? "")") }
        done = cells.reduce(0) { $0 + $1.done }
        scheduled = cells.reduce(0) { $0 + $1.scheduled }
        percent = scheduled == 0 ? 0 : Int(clamping: 100 * Double(done) / Double(scheduled), to: 0...100)
        summary =
            scheduled == 0
            ? "No sessions were scheduled in these weeks."
            : "\(done) of \(scheduled) sessions done (\(percent)%)."
    }
}
