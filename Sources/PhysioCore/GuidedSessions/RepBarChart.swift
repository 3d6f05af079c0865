/// The summary's per-rep bars as inline-SVG geometry: one bar per counted rep (full or partial),
/// its height how far the rep got from rest towards the target, coloured, marked and labelled by the
/// zone its peak reached. The target band is a shaded strip behind the bars.
///
/// Heights are on the ``MotionGoal/progress(of:)`` scale, so a movement that aims down (seated knee
/// extension towards 0°) still draws "further" as taller; labels give the real angles.
public struct RepBarChart: Sendable, Hashable {
    public struct Bar: Sendable, Hashable {
        /// The full rep's number, as the live page counts it; 0 for a partial rep. With
        /// ``Numbering/everyRep``, the rep's place among all of them.
        public var number: Int
        /// What goes under the bar: "Rep 2" or "Partial" (the bare number, and nothing under a partial
        /// rep, when more than ``RepBarChart/roomForNames`` bars leave no room for words).
        public var numberLabel: String
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double
        /// Where the symbol above the bar goes.
        public var labelX: Double
        public var labelY: Double
        public var zone: ZoneWording
        public var isPartial: Bool
        /// The bar's text alternative, e.g. "Rep 1: 88°, in target".
        public var label: String
        public var angleLabel: String
    }

    /// How bars are numbered: full reps only, as the live page counts them ("Rep 1", "Partial", "Rep 2"),
    /// or every rep in order, counted or not, as the video check names them ("Rep 1", "Rep 2", "Rep 3").
    public enum Numbering: Sendable, Hashable {
        case fullReps
        case everyRep
    }

    /// Up to this many bars are named in words under them.
    public static let roomForNames = 6
    public static let width = 320.0
    public static let height = 160.0
    static let top = 22.0
    static let bottom = 140.0
    static let left = 8.0

    public var bars: [Bar]
    public var bandY: Double
    public var bandHeight: Double
    public var bandLabel: String
    public var bandLabelY: Double
    public var isEmpty: Bool
    public let viewBox = "0 0 \(Int(RepBarChart.width)) \(Int(RepBarChart.height))"
    public let baselineY = RepBarChart.bottom

    public init(metrics: SessionMetrics, numbering: Numbering = .fullReps) {
        let goal = MotionGoal(
            movement: metrics.movement, target: metrics.target, restAngle: metrics.restAngle,
            holdSeconds: metrics.holdTargetSeconds, reps: metrics.targetReps, side: metrics.side)
        let progresses = metrics.repetitions.map { max(0, goal.progress(of: $0.peakAngle)) }
        let top = max(goal.targetFar * 1.2, (progresses.max() ?? 0) * 1.08, 1)
        func y(_ progress: Double) -> Double { Self.bottom - (Self.bottom - Self.top) * min(progress, top) / top }
        bandY = y(goal.targetFar)
        bandHeight = max(2, y(goal.targetNear) - bandY)
        bandLabel = "Target \(metrics.target.label)"
        bandLabelY = max(12, bandY - 4)
        let slots = max(metrics.repetitions.count, 5)
        let slot = (Self.width - 2 * Self.left) / Double(slots)
        let width = min(slot * 0.64, 36)
        let names =
            numbering == .everyRep
            ? metrics.repetitions.indices.map { "Rep \($0 + 1)" } : Repetition.labels(metrics.repetitions)
        let roomy = metrics.repetitions.count <= Self.roomForNames
        var fullNumber = 0
        bars = metrics.repetitions.enumerated().map { index, rep in
            if rep.kind == .full { fullNumber += 1 }
            let zone = ZoneWording(rep.peakZone, direction: goal.direction)
            let x = Self.left + slot * Double(index) + (slot - width) / 2
            let top = y(progresses[index])
            let kind = names[index]
            let angle = SessionFormat.degrees(rep.peakAngle)
            let number = numbering == .everyRep ? index + 1 : rep.kind == .full ? fullNumber : 0
            return Bar(
                number: number, numberLabel: roomy ? kind : number > 0 ? String(number) : "",
                x: x, y: top, width: width, height: max(2, Self.bottom - top),
                labelX: x + width / 2, labelY: max(14, top - 6), zone: zone, isPartial: rep.kind == .partial,
                label: "\(kind): \(angle), \(zone.words.lowercased())", angleLabel: angle)
        }
        isEmpty = bars.isEmpty
    }
}
