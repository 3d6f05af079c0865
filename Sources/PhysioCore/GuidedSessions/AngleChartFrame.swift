import Foundation

/// The scaffolding both angle charts share (the progress page's trend and the clinician report's range
/// of motion): the plot box, the angle scale with its target band and grid ticks, and the day axis.
/// Each chart adds only its own marks, placed with ``x(_:)`` and ``y(_:)``.
public struct AngleChartFrame: Sendable, Hashable {
    public struct Tick: Sendable, Hashable {
        public var y: Double
        public var label: String
    }

    public struct DayTick: Sendable, Hashable {
        public var x: Double
        public var label: String
    }

    /// The plot box inside the SVG's view box.
    public struct Box: Sendable, Hashable {
        public var width: Double, height: Double
        public var left: Double, right: Double, top: Double, bottom: Double
    }

    public let box: Box
    public var viewBox: String { "0 0 \(Int(box.width)) \(Int(box.height))" }
    public var plotLeft: Double { box.left }
    public var plotRight: Double { box.right }
    public var plotBottom: Double { box.bottom }
    public var plotWidth: Double { box.right - box.left }
    public let bandY: Double
    public let bandHeight: Double
    /// Angle grid lines with their labels ("90°").
    public let ticks: [Tick]
    /// Day labels along the bottom: a weekday each day on a week-long axis, else a date each week.
    public let dayTicks: [DayTick]
    let first: LocalDate
    let dayCount: Int
    let low: Double
    let span: Double

    /// - Parameters:
    ///   - angles: the angles the chart draws (the scale also holds the target band and the rest angle).
    ///   - first, last: the days the axis spans; a day's mark sits at its offset from `first`.
    public init(box: Box, angles: [Double], exercise: Exercise, from first: LocalDate, to last: LocalDate) {
        self.box = box
        self.first = first
        let values = angles + [exercise.target.lower, exercise.target.upper, exercise.restAngle]
        let low = (min(0, values.min() ?? 0) / 10).rounded(.down) * 10
        let high = max(((values.max() ?? 90) + 10) / 30, 1).rounded(.up) * 30
        self.low = low
        span = max(high - low, 1)
        let dayCount = max(first.days(until: last), 1)
        self.dayCount = dayCount
        // Assigned through a local copy: the geometry helpers need every stored property set.
        let scale = Scale(box: box, first: first, dayCount: dayCount, low: low, span: span)
        bandY = Self.round(scale.y(exercise.target.upper))
        bandHeight = Self.round(max(2, scale.y(exercise.target.lower) - scale.y(exercise.target.upper)))
        let step = span > 120 ? 60.0 : 30.0
        ticks = stride(from: low, through: high, by: step).map {
            Tick(y: Self.round(scale.y($0)), label: "\(Int(clamping: $0))°")
        }
        if dayCount <= 7 {
            dayTicks = (0...dayCount).map { offset in
                let day = first.adding(days: offset)
                return DayTick(x: Self.round(scale.x(day)), label: HabitDateLabel.weekday(day))
            }
        } else {
            // A tick a week, or fewer on a long span, so the number of ticks stays bounded (about 12).
            let dayStep = max(7, (dayCount / 12 + 6) / 7 * 7)
            dayTicks = stride(from: 0, through: dayCount, by: dayStep).map { offset in
                let day = first.adding(days: offset)
                return DayTick(
                    x: Self.round(scale.x(day)), label: DateLabels.short(day).components(separatedBy: " • ").last ?? "")
            }
        }
    }

    /// Where `day` sits along the axis (rounded to 0.1).
    public func x(_ day: LocalDate) -> Double {
        Self.round(Scale(box: box, first: first, dayCount: dayCount, low: low, span: span).x(day))
    }

    /// Where `angle` sits up the axis (rounded to 0.1).
    public func y(_ angle: Double) -> Double {
        Self.round(Scale(box: box, first: first, dayCount: dayCount, low: low, span: span).y(angle))
    }

    struct Scale {
        var box: Box, first: LocalDate, dayCount: Int, low: Double, span: Double
        func x(_ day: LocalDate) -> Double {
            box.left + (box.right - box.left) * Double(first.days(until: day)) / Double(dayCount)
        }
        func y(_ angle: Double) -> Double { box.bottom - (box.bottom - box.top) * (angle - low) / span }
    }

    static func round(_ value: Double) -> Double { (value * 10).rounded() / 10 }
}
