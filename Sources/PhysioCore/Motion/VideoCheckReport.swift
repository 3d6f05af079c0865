import Foundation

/// What "Check a recorded set" shows for a video: the engine's metrics, the angle over time (drawn as an
/// inline SVG chart by the view), a key frame at each rep's peak with the skeleton to draw on it, and
/// why each rep counted or not. It is stored as JSON when the check ends (the stills apart), so a
/// finished check shows the same after a restart.
public struct VideoCheckReport: Sendable, Codable {
    /// The measured angle at one analysed frame.
    public struct AnglePoint: Sendable, Equatable, Codable {
        public var time: Double
        public var degrees: Double
        public init(time: Double, degrees: Double) {
            self.time = time
            self.degrees = degrees
        }
    }

    /// A line from one joint to another, in the key frame's pixels.
    public struct Bone: Sendable, Equatable, Codable {
        public var x1, y1, x2, y2: Double
        public init(x1: Double, y1: Double, x2: Double, y2: Double) {
            self.x1 = x1
            self.y1 = y1
            self.x2 = x2
            self.y2 = y2
        }
    }

    /// A point in a key frame's pixels.
    public struct Point: Sendable, Equatable, Codable {
        public var x, y: Double
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// A still at a rep's peak (or the deepest moment) with the skeleton and the angle there.
    public struct KeyFrame: Sendable, Equatable, Codable {
        public var time: Double
        public var degrees: Double?
        public var caption: String
        /// The rep (1, 2, 3… as ``VideoCheckExplanation`` numbers them) whose peak this is; nil for the
        /// deepest moment of a video with no rep.
        public var rep: Int?
        public var width: Int
        public var height: Int
        public var bones: [Bone]
        /// The measured joint's position (where the angle is), if seen.
        public var joint: Point?

        public init(
            time: Double, degrees: Double?, caption: String, rep: Int?, width: Int, height: Int, bones: [Bone],
            joint: Point?
        ) {
            self.time = time
            self.degrees = degrees
            self.caption = caption
            self.rep = rep
            self.width = width
            self.height = height
            self.bones = bones
            self.joint = joint
        }
    }

    /// The angle-over-time chart in a `width`×`height` SVG view box.
    public struct Chart: Sendable {
        public var width: Double = 320
        public var height: Double = 160
        /// Polyline segments (a gap where the pose was lost), as SVG `points` lists.
        public var lines: [String]
        /// The target band's top and height in the view box.
        public var bandY: Double
        public var bandHeight: Double
        /// Gridlines with their degree labels, and time ticks.
        public var angleTicks: [(y: Double, label: String)]
        public var timeTicks: [(x: Double, label: String)]
        /// Every rep's peak, numbered as ``VideoCheckExplanation`` numbers them, and whether it counted.
        public var peaks: [(x: Double, y: Double, number: Int, counted: Bool)]
        /// A sentence for screen readers saying what the chart shows.
        public var summary: String
    }

    public var exerciseName: String
    public var metrics: SessionMetrics
    /// The measured angle at each analysed frame that showed the joint.
    public var points: [AnglePoint]
    /// The video's length in seconds.
    public var duration: Double
    /// One per rep (at its peak), in order; or the deepest moment when there was no rep.
    public var keyFrames: [KeyFrame]
    /// The check was for a plan's session, so the band is the plan's.
    public var fromPlan: Bool

    public init(
        exerciseName: String, metrics: SessionMetrics, points: [AnglePoint], duration: Double, keyFrames: [KeyFrame],
        fromPlan: Bool
    ) {
        self.exerciseName = exerciseName
        self.metrics = metrics
        self.points = points
        self.duration = duration
        self.keyFrames = keyFrames
        self.fromPlan = fromPlan
    }

    /// The angle-over-time chart.
    public var chart: Chart { Self.chart(points, target: metrics.target, metrics: metrics, duration: duration) }

    /// Why each rep counted or not.
    public var explanation: VideoCheckExplanation { VideoCheckExplanation(metrics: metrics, fromPlan: fromPlan) }

    /// How many reps get a key frame at most (a longer video's later reps are listed without one).
    public static let keyFrameLimit = 12

    /// The angle of `movement` on `side` in each frame that shows it (frames are in time order).
    public static func angles(of frames: [PoseFrame], movement: JointMovement, side: BodySide) -> [AnglePoint] {
        frames.compactMap { frame in
            guard case .angle(let degrees) = JointAngle.measure(movement, side: side, in: frame, minimumConfidence: 0.5)
            else { return nil }
            return AnglePoint(time: frame.time, degrees: degrees)
        }
    }

    /// The times worth a still: each rep's peak, counted or not (the first `limit`), with the rep's
    /// number; else the frame farthest from rest, with none.
    public static func keyTimes(_ points: [AnglePoint], metrics: SessionMetrics, limit: Int = keyFrameLimit)
        -> [(time: Double, rep: Int?)]
    {
        let times: [(time: Double, rep: Int?)] = metrics.repetitions.prefix(limit).enumerated().compactMap {
            index, rep in
            peak(of: rep, in: points, restAngle: metrics.restAngle).map { (time: $0.time, rep: index + 1) }
        }
        if times.isEmpty,
            let farthest = points.max(by: { abs($0.degrees - metrics.restAngle) < abs($1.degrees - metrics.restAngle) })
        {
            return [(time: farthest.time, rep: nil)]
        }
        return times
    }

    /// The analysed frame farthest from rest during `rep`.
    static func peak(of rep: Repetition, in points: [AnglePoint], restAngle: Double) -> AnglePoint? {
        points.filter { $0.time >= rep.start && $0.time <= rep.end }
            .max { abs($0.degrees - restAngle) < abs($1.degrees - restAngle) }
    }

    /// The skeleton of a BlazePose frame scaled by `scale` (still pixels per video pixel).
    public static func bones(of frame: PoseFrame, scale: Double) -> [Bone] {
        let pairs: [(Joint, Joint)] = [
            (.leftShoulder, .rightShoulder), (.leftHip, .rightHip), (.leftShoulder, .leftHip),
            (.rightShoulder, .rightHip),
            (.leftShoulder, .leftElbow), (.leftElbow, .leftWrist), (.rightShoulder, .rightElbow),
            (.rightElbow, .rightWrist),
            (.leftHip, .leftKnee), (.leftKnee, .leftAnkle), (.rightHip, .rightKnee), (.rightKnee, .rightAnkle),
        ]
        return pairs.compactMap { a, b in
            guard let p = frame.point(a), let q = frame.point(b), p.confidence >= 0.3, q.confidence >= 0.3 else {
                return nil
            }
            return Bone(x1: p.x * scale, y1: p.y * scale, x2: q.x * scale, y2: q.y * scale)
        }
    }

    /// The chart for `points` over `duration` seconds with the target band and the reps' peaks.
    public static func chart(
        _ points: [AnglePoint], target: AngleRange, metrics: SessionMetrics, duration: Double
    ) -> Chart {
        let width = 320.0, height = 160.0, left = 34.0, right = 8.0, top = 8.0, bottom = 20.0
        // Only plottable angles and times decide the axes, so a wild value can't stretch them to
        // infinity or make the tick loops below unbounded.
        let values = (points.map(\.degrees) + [target.lower, target.upper, metrics.restAngle]).filter(JointAngle.range.contains)
        let low = (values.min() ?? 0) - 5, high = (values.max() ?? 180) + 5
        let lastTime = points.last?.time ?? 0
        let span = min(max(1, duration.isFinite ? duration : 1, lastTime.isFinite ? lastTime : 0), 86_400)
        func x(_ time: Double) -> Double { left + (width - left - right) * min(1, max(0, time / span)) }
        func y(_ degrees: Double) -> Double { top + (height - top - bottom) * (1 - (degrees - low) / (high - low)) }
        func fmt(_ value: Double) -> String { String(format: "%.1f", value) }
        var lines: [String] = []
        var current: [String] = []
        var previous: Double?
        for point in points {
            if let previous, point.time - previous > 0.5, !current.isEmpty {  // tracking lost: break the line
                lines.append(current.joined(separator: " "))
                current = []
            }
            current.append("\(fmt(x(point.time))),\(fmt(y(point.degrees)))")
            previous = point.time
        }
        if !current.isEmpty { lines.append(current.joined(separator: " ")) }
        let step = (high - low) > 120 ? 45.0 : 30.0
        let angleTicks = stride(from: (low / step).rounded(.up) * step, through: high, by: step).map {
            (y($0), "\(Int(clamping: $0))°")
        }
        // About a dozen time ticks at most, whatever the span.
        let timeStep = span > 360 ? (span / 12 / 60).rounded(.up) * 60 : span > 60 ? 30.0 : span > 20 ? 10.0 : span > 8 ? 2.0 : 1.0
        let timeTicks = stride(from: 0, through: span, by: timeStep).map { (x($0), "\(Int(clamping: $0)) s") }
        let peaks = metrics.repetitions.enumerated().compactMap {
            index, rep -> (Double, Double, Int, Bool)? in
            guard let peak = peak(of: rep, in: points, restAngle: metrics.restAngle) else { return nil }
            return (x(peak.time), y(peak.degrees), index + 1, rep.kind == .full)
        }
        let bandTop = y(max(target.lower, target.upper)), bandBottom = y(min(target.lower, target.upper))
        let total = metrics.repetitions.count
        let summary =
            "Angle over \(Int(clamping: span)) seconds: \(metrics.reps) of \(total) \(total == 1 ? "rep" : "reps") counted, "
            + "target \(target.label)"
            + (total == 0
                ? "."
                : "; peaks " + metrics.repetitions.enumerated().map { "rep \($0 + 1) \(SessionFormat.degrees($1.peakAngle))" }
                    .joined(separator: ", ") + ".")
        return Chart(
            width: width, height: height, lines: lines, bandY: bandTop, bandHeight: max(1, bandBottom - bandTop),
            angleTicks: angleTicks, timeTicks: timeTicks, peaks: peaks, summary: summary)
    }
}
