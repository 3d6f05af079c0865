import Foundation

/// Range of motion over time for one exercise in the clinician's report: per day, the best angle
/// inside the target band and the furthest angle reached (past the band when the joint went past
/// it), as inline-SVG geometry in black and white (solid and dashed lines, round and square marks)
/// plus a table.
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

    public static let width = 640.0
    public static let height = 220.0
    static let left = 44.0, right = 628.0, top = 12.0, bottom = 190.0

    public let viewBox = "0 0 640 220"
    public let plotLeft = ReportChart.left
    public let plotRight = ReportChart.right
    public let plotBottom = ReportChart.bottom
    public var exerciseName: String
    public var targetLabel: String
    public var days: [Day]
    public var bestMarks: [Mark]
    public var furthestMarks: [Mark]
    public var bestLine: String
    public var furthestLine: String
    public var bandY: Double
    public var bandHeight: Double
    public var ticks: [AngleTrendChart.Tick]
    public var dayTicks: [AngleTrendChart.DayTick]
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
        let values =
            Array(best.values) + Array(furthest.values) + [
                exercise.target.lower, exercise.target.upper, exercise.restAngle,
            ]
        let low = (min(0, values.min() ?? 0) / 10).rounded(.down) * 10
        let high = max(((values.max() ?? 90) + 10) / 30, 1).rounded(.up) * 30
        let span = max(high - low, 1)
        let dayCount = max(first.days(until: last), 1)
        func x(_ day: LocalDate) -> Double {
            Self.left + (Self.right - Self.left) * Double(first.days(until: day)) / Double(dayCount)
        }
        func y(_ angle: Double) -> Double { Self.bottom - (Self.bottom - Self.top) * (angle - low) / span }
        func marks(_ series: [LocalDate: Double]) -> [Mark] {
            series.keys.sorted().compactMap { day in
                series[day].map {
                    Mark(
                        x: Self.round(x(day)), y: Self.round(y($0)),
                        label: "\(DateLabels.short(day)): \(SessionFormat.degrees($0))")
                }
            }
        }
        bestMarks = marks(best)
        furthestMarks = marks(furthest)
        bestLine = bestMarks.map { "\($0.x),\($0.y)" }.joined(separator: " ")
        furthestLine = furthestMarks.map { "\($0.x),\($0.y)" }.joined(separator: " ")
        bandY = Self.round(y(exercise.target.upper))
        bandHeight = Self.round(max(2, y(exercise.target.lower) - y(exercise.target.upper)))
        let step = span > 120 ? 60.0 : 30.0
        ticks = stride(from: low, through: high, by: step).map {
            AngleTrendChart.Tick(y: Self.round(y($0)), label: "\(Int(clamping: $0))°")
        }
        let dayStep = max(7, (dayCount / 12 + 6) / 7 * 7)
        dayTicks = stride(from: 0, through: dayCount, by: dayStep).map { offset in
            let day = first.adding(days: offset)
            return AngleTrendChart.DayTick(
                x: Self.round(x(day)), label: DateLabels.short(day).components(separatedBy: " • ").last ?? "")
        }
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

    static func round(_ value: Double) -> Double { (value * 10).rounded() / 10 }
}
