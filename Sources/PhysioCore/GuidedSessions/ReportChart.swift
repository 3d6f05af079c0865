import Foundation

/// Range of motion over time for one exercise in the clinician's report: per day, the best angle
/// inside the target band and the furthest angle reached (past the band when the joint went past
/// it), as inline-SVG geometry in black and white (solid and dashed lines, round and square marks)
/// plus a table. The axes are the shared ``AngleChartFrame``.
public struct ReportChart: Sendable, Hashable {
    public struct Day: Sendable, Hashable {
        public var dayLabel: String
        public var best: Double?
        public var furthest: Double?
        public var bestLabel: String
        public var furthestLabel: String
        public var sessions: Int
    }

    public struct Mark: Sendable, Hashable {
        public var x: Double
        public var y: Double
        public var label: String
    }

    public static let box = AngleChartFrame.Box(width: 640, height: 220, left: 44, right: 628, top: 12, bottom: 190)

    public let frame: AngleChartFrame
    public var exerciseName: String
    public var targetLabel: String
    public var days: [Day]
    public var bestMarks: [Mark]
    public var furthestMarks: [Mark]
    public var bestLine: String
    public var furthestLine: String
    /// The chart's text alternative.
    public var description: String

    public init(exercise: Exercise, records: [SessionRecord], from first: LocalDate, to last: LocalDate) {
        let goal = MotionGoal(exercise: exercise)
        exerciseName = exercise.name
        targetLabel = exercise.target.label
        var best: [LocalDate: Double] = [:]
        var furthest: [LocalDate: Double] = [:]
        var counts: [LocalDate: Int] = [:]
        func further(_ a: Double?, _ b: Double) -> Double {
            guard let a else { return b }
            return goal.progress(of: b) > goal.progress(of: a) ? b : a
        }
        for record in records {
            counts[record.day, default: 0] += 1
            let plottable = AngleTrendChart.plottable
            if let angle = record.metrics.bestAngle, plottable.contains(angle) {
                best[record.day] = further(best[record.day], angle)
                furthest[record.day] = further(furthest[record.day], angle)
            }
            if let past = record.metrics.pastTargetAngle, plottable.contains(past) {
                furthest[record.day] = further(furthest[record.day], past)
            }
        }
        let sortedDays = counts.keys.sorted()
        days = sortedDays.map { day in
            Day(
                dayLabel: DateLabels.short(day), best: best[day], furthest: furthest[day],
                bestLabel: SessionFormat.degrees(best[day]), furthestLabel: SessionFormat.degrees(furthest[day]),
                sessions: counts[day] ?? 0)
        }
        let frame = AngleChartFrame(
            box: Self.box, angles: Array(best.values) + Array(furthest.values), exercise: exercise, from: first,
            to: last)
        self.frame = frame
        func marks(_ series: [LocalDate: Double]) -> [Mark] {
            series.keys.sorted().compactMap { day in
                series[day].map {
                    Mark(
                        x: frame.x(day), y: frame.y($0),
                        label: "\(DateLabels.short(day)): \(SessionFormat.degrees($0))")
                }
            }
        }
        bestMarks = marks(best)
        furthestMarks = marks(furthest)
        bestLine = bestMarks.map { "\($0.x),\($0.y)" }.joined(separator: " ")
        furthestLine = furthestMarks.map { "\($0.x),\($0.y)" }.joined(separator: " ")
        if let top = furthest.values.max(by: { goal.progress(of: $0) < goal.progress(of: $1) }),
            let topBest = best.values.max(by: { goal.progress(of: $0) < goal.progress(of: $1) })
        {
            description =
                "\(exercise.name), range of motion on \(days.count) \(days.count == 1 ? "day" : "days"): "
                + "best in the target band \(SessionFormat.degrees(topBest)), furthest reached "
                + "\(SessionFormat.degrees(top)); target \(exercise.target.label)."
        } else {
            description = "\(exercise.name): no measured sessions in this period."
        }
    }
}
