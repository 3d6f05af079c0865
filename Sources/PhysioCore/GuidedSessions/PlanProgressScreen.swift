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

    /// The page starts on the plan's first day, or `days` before today for an older plan: no squares
    /// or empty weeks for the time before the plan existed. The charts span at least a week from there,
    /// so day one's point sits on the left of a week, under weekday labels.
    ///
    /// - Parameters:
    ///   - records: the plan's saved sessions (any order).
    ///   - completions: the plan's slot completions (any days).
    ///   - days: how many days the page covers at most, ending `today`.
    public init(
        plan: RehabPlan, records: [SessionRecord], completions: [SlotCompletion], today: LocalDate,
        timeZone: TimeZone, days: Int = 28
    ) {
        let first = Self.firstDay(plan: plan, today: today, timeZone: timeZone, days: days)
        let chartLast = max(today, first.adding(days: 6))
        planID = AppPath.id(plan.id)
        scheduleSection = AppPath.scheduleSection(plan.id)
        planName = plan.name
        tint = plan.region.tint
        icon = plan.region.iconName
        rangeLabel = first == today ? "Since today" : "\(DateLabels.short(first)) – \(DateLabels.short(today))"
        let inRange = records.filter { $0.day >= first && $0.day <= today }
        charts = plan.exercises.compactMap { exercise in
            let own = inRange.filter { $0.exerciseID == exercise.id }
            return own.isEmpty
                ? nil
                : AngleTrendChart(
                    exercise: exercise, records: own, from: first, to: chartLast,
                    numbers: NumbersOrigin(plan.prescriptions[exercise.id]))
        }
        hasSessions = !records.isEmpty
        adherence = AdherenceGrid(
            plan: plan, completions: completions, records: records, from: first, to: today, timeZone: timeZone)
        lastSessions = records.sorted { $0.startedAt > $1.startedAt }.prefix(10).map { record in
            SessionLine(
                id: AppPath.id(record.id), path: AppPath.sessionRecord(record.id),
                whenLabel: Self.whenLabel(record.startedAt, day: record.day, timeZone: timeZone),
                exerciseName: record.exercise?.name ?? record.exerciseID,
                repsLabel: "\(record.repsOfTarget) reps" + (record.correctedReps == nil ? "" : " (your count)"),
                bestAngleLabel: SessionFormat.degrees(record.metrics.bestAngle),
                feelingLabel: record.feeling?.displayName, painStopLabel: record.painStop?.summaryLine)
        }
    }

    /// The page's first day: the plan's first day, at most `days` (7 or more) back from `today`.
    static func firstDay(plan: RehabPlan, today: LocalDate, timeZone: TimeZone, days: Int) -> LocalDate {
        let earliest = today.adding(days: -(max(days, 7) - 1))
        return min(max(earliest, LocalDate(plan.createdAt, in: timeZone)), today)
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
/// The axes are the shared ``AngleChartFrame``.
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

    public static let box = AngleChartFrame.Box(width: 320, height: 180, left: 36, right: 312, top: 12, bottom: 156)

    public let frame: AngleChartFrame
    public var exerciseName: String
    public var targetLabel: String
    /// Beside the target: "example", "set by you" or "set by your clinician".
    public var numbersMark: String
    public var points: [Point]
    /// `x,y x,y …` for the line through the days with data.
    public var polyline: String
    /// The chart's text alternative.
    public var description: String

    /// Angles a chart draws; anything else in the data is not a joint angle.
    static let plottable = -360.0...360.0

    /// - Parameters: first, last: the days the axis spans (records outside it are left off).
    public init(
        exercise: Exercise, records: [SessionRecord], from first: LocalDate, to last: LocalDate,
        numbers: NumbersOrigin = .library
    ) {
        let goal = MotionGoal(exercise: exercise)
        exerciseName = exercise.name
        targetLabel = exercise.target.label
        numbersMark = numbers.mark
        var best: [LocalDate: (angle: Double, sessions: Int)] = [:]
        for record in records where record.day >= first && record.day <= last {
            // A stored angle no joint can make (a bad import) is left off the chart, not drawn to infinity.
            guard let angle = record.metrics.bestAngle, AngleTrendChart.plottable.contains(angle) else { continue }
            let current = best[record.day]
            if let current, goal.progress(of: current.angle) >= goal.progress(of: angle) {
                best[record.day] = (current.angle, current.sessions + 1)
            } else {
                best[record.day] = (angle, (current?.sessions ?? 0) + 1)
            }
        }
        let frame = AngleChartFrame(
            box: Self.box, angles: best.values.map(\.angle), exercise: exercise, from: first, to: last)
        self.frame = frame
        points = best.keys.sorted().compactMap { day in
            guard let entry = best[day] else { return nil }
            return Point(
                x: frame.x(day), y: frame.y(entry.angle), angle: entry.angle,
                dayLabel: DateLabels.short(day),
                angleLabel: SessionFormat.degrees(entry.angle), sessions: entry.sessions,
                zone: ZoneWording(Self.zone(entry.angle, goal: goal)))
        }
        polyline = points.map { "\($0.x),\($0.y)" }.joined(separator: " ")
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
}

/// Sessions done of those scheduled, per day, in weeks (rows) of seven days ending on the last day.
public struct AdherenceGrid: Sendable, Hashable {
    public struct Cell: Sendable, Hashable {
        public var dayLabel: String
        public var done: Int
        public var scheduled: Int
        /// Sessions begun but not done: some of their exercises have a saved set (``SlotDoneRule``).
        public var started: Int
        /// `all`, `some` (some done or started), `none` or `off` (nothing scheduled: before the plan began).
        public var level: String
        public var text: String
        /// "Mon", shown on the square.
        public var weekday: String
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
    /// "The 8:00 AM session is started: 1 of 2 exercises saved. …", when today has a session begun
    /// but not done, so a saved set never reads as nothing.
    public var startedNote: String?
    public var percent: Int

    /// Done is ``SlotDoneRule``'s done (the completions the store writes, or marked by hand) and
    /// scheduled is ``DaySchedule/slotsAsked(_:on:timeZone:)`` plus any done anyway: the home card,
    /// this grid and the report count the same sessions.
    ///
    /// - Parameter records: the plan's saved sets, to say which of today's sessions are begun.
    public init(
        plan: RehabPlan, completions: [SlotCompletion], records: [SessionRecord] = [], from first: LocalDate,
        to last: LocalDate, timeZone: TimeZone
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
            let started = Self.startedSlots(plan, records: records, on: day, done: doneSlots).count
            let level =
                scheduled == 0 ? "off" : done == scheduled ? "all" : done > 0 || started > 0 ? "some" : "none"
            let startedText = started > 0 ? ", \(started) started" : ""
            let label =
                scheduled == 0
                ? "\(DateLabels.short(day)): no sessions scheduled"
                : "\(DateLabels.short(day)): \(done) of \(scheduled) sessions done\(startedText)"
            return Cell(
                dayLabel: DateLabels.short(day), done: done, scheduled: scheduled, started: started, level: level,
                text: scheduled == 0 ? "–" : "\(done)/\(scheduled)", weekday: HabitDateLabel.weekday(day),
                label: label, isToday: day == last)
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
        startedNote = Self.startedNote(plan, records: records, on: last, done: doneByDay[last] ?? [])
    }

    /// Slots of `plan` with a counting set on `day` that are not done.
    static func startedSlots(
        _ plan: RehabPlan, records: [SessionRecord], on day: LocalDate, done: Set<UUID>
    ) -> [(slot: SessionSlot, saved: Int)] {
        guard !records.isEmpty else { return [] }
        return plan.slots.compactMap { slot in
            guard !done.contains(slot.id) else { return nil }
            let saved = SlotDoneRule.doneExercises(plan.exerciseIDs, records: records, slotID: slot.id, day: day).count
            return saved > 0 ? (slot, saved) : nil
        }
    }

    /// What a begun session still needs, in words.
    static func startedNote(_ plan: RehabPlan, records: [SessionRecord], on day: LocalDate, done: Set<UUID>) -> String? {
        let started = startedSlots(plan, records: records, on: day, done: done)
        guard !started.isEmpty else { return nil }
        let total = Set(plan.exerciseIDs).count
        let parts = started.map { "the \($0.slot.time.label) session has \($0.saved) of \(total) exercises saved" }
        return "Started today: \(parts.joined(separator: "; ")). A session counts as done when each exercise has a saved set."
    }
}
