import Foundation

/// A second opinion on a set's count: how many movement cycles the angle trace holds, from its shape
/// alone, with no target band and no state machine. The rep engine counts a rep when the joint reaches
/// the band and comes back; this counts the trace's own repeating peaks, so where the two disagree by
/// more than one the count may be off (``SessionMetrics/countMayBeOff``) and this is the suggestion.
///
/// How sure the second opinion is: ``rhythmSpread``, how evenly its peaks are spaced. Peaks at a steady
/// rhythm are one cycle each; unevenly spaced ones may be missing cycles or splitting them, so then only a
/// large disagreement means anything (``SessionMetrics/countsDisagree``).
///
/// On RepCount-A's development half the two together leave 5 of 67 recordings miscounted by more than
/// one rep without a note (13 before), with 16 flagged, 15 of them really off (docs/recordings.md, "A
/// second opinion on every count").
public struct CycleCount: Sendable, Hashable {
    /// Movement cycles found.
    public var cycles: Int
    /// The trace's dominant period in seconds (nil when nothing repeats).
    public var periodSeconds: Double?
    /// How unevenly the cycles' peaks are spaced: the median absolute deviation of the intervals between
    /// consecutive peaks over their median interval (0: a metronome; at most 1). A steady rhythm with
    /// one pause in it still reads low (the median ignores the pause). Nil with fewer than three cycles.
    public var rhythmSpread: Double?

    public init(cycles: Int, periodSeconds: Double?, rhythmSpread: Double? = nil) {
        self.cycles = cycles
        self.periodSeconds = periodSeconds
        self.rhythmSpread = rhythmSpread
    }

    /// Traces shorter than this say nothing.
    public static let minimumSeconds = 2.0
    /// The quickest repetition a person makes (a jumping jack's arms: 0.45 s), the shortest period
    /// looked for and the least time between two peaks.
    public static let quickestCycle = 0.35
    /// A peak this far (in degrees) above the valleys on either side is a movement; less is the
    /// tracker's noise or a shuffle (the widest rest band the engine learns, ``MotionTuning/maximumRestBand``).
    public static let smallestCycle = 10.0
    /// Peaks this evenly spaced (``rhythmSpread``: half the intervals within 15 % of the median one) are a
    /// steady rhythm, and a count from them is trusted to within one rep. Any value from 0.12 to 0.18 flags
    /// the same recordings on RepCount's development half.
    public static let steadyRhythmSpread = 0.15

    /// Whether the peaks came at a steady rhythm (``steadyRhythmSpread``); false with fewer than three.
    public var isSteady: Bool { rhythmSpread.map { $0 <= Self.steadyRhythmSpread } ?? false }

    /// cycles = #{peaks of median₃(x), ≥ max(0.35 s, 0.3·P) apart, prominence ≥ max(10°, 0.15·(x₉₅ − x₅)) and ≥ ½·q₇₅(prominences)}, P = first ACF peak ≥ 0.85·max (sample ACF: Box & Jenkins; prominence: SciPy `find_peaks`);
    /// rhythmSpread = median|Δᵢ − median(Δ)| / median(Δ), Δᵢ the intervals between those peaks.
    ///
    /// `angles` come one every `step` seconds; peaks are taken towards `direction` (+1: the movement goes
    /// up from rest, −1 down). Nil for a trace shorter than ``minimumSeconds``.
    public static func estimate(_ angles: [Float], step: Double, direction: Double) -> CycleCount? {
        let n = angles.count
        guard step > 0, step.isFinite, Double(n - 1) * step >= minimumSeconds else { return nil }
        // A tracker's one-frame flicker is not a peak: the median of three.
        var x = [Double](repeating: 0, count: n)
        for i in 0..<n {
            let a = Double(angles[max(i - 1, 0)]), b = Double(angles[i]), c = Double(angles[min(i + 1, n - 1)])
            x[i] = (i == 0 || i == n - 1) ? b : max(min(a, b), min(max(a, b), c))
        }
        guard x.allSatisfy(\.isFinite) else { return nil }
        let period = dominantPeriod(x, step: step)
        let sign = direction < 0 ? -1.0 : 1.0
        let y = x.map { $0 * sign }
        let sorted = y.sorted()
        let spread = sorted[Int(Double(n - 1) * 0.95)] - sorted[Int(Double(n - 1) * 0.05)]
        let floor = max(smallestCycle, 0.15 * spread)
        let distance = max(1, Int((max(quickestCycle, 0.3 * (period ?? 0)) / step).rounded(.down)))
        var peaks = separated(localMaxima(y), in: y, distance: distance)
        var prominences = peaks.map { prominence(of: $0, in: y) }
        let kept = prominences.indices.filter { prominences[$0] >= floor }
        peaks = kept.map { peaks[$0] }
        prominences = kept.map { prominences[$0] }
        guard !prominences.isEmpty else { return CycleCount(cycles: 0, periodSeconds: period) }
        let bar = 0.5 * percentile(prominences, 0.75)
        let counted = peaks.indices.filter { prominences[$0] >= bar }.map { peaks[$0] }
        return CycleCount(cycles: counted.count, periodSeconds: period, rhythmSpread: spacingSpread(counted))
    }

    /// ``rhythmSpread`` of peaks at these indices; nil with fewer than three.
    static func spacingSpread(_ peaks: [Int]) -> Double? {
        guard peaks.count >= 3 else { return nil }
        let intervals = zip(peaks.dropFirst(), peaks).map { Double($0 - $1) }
        let typical = percentile(intervals, 0.5)
        guard typical > 0 else { return nil }
        return percentile(intervals.map { abs($0 - typical) }, 0.5) / typical
    }

    /// The first local maximum of the normalised autocorrelation (lags from ``quickestCycle`` to half
    /// the trace) that comes within 85 % of the highest: the period, not a multiple of it.
    static func dominantPeriod(_ x: [Double], step: Double) -> Double? {
        let n = x.count
        let mean = x.reduce(0, +) / Double(n)
        let centred = x.map { $0 - mean }
        let energy = centred.reduce(0) { $0 + $1 * $1 }
        let low = max(1, Int((quickestCycle / step).rounded(.down)))
        let high = n / 2
        guard energy > 0, high > low + 1 else { return nil }
        var r = [Double](repeating: 0, count: high + 2)
        centred.withUnsafeBufferPointer { c in
            for lag in (low - 1)...(high + 1) where lag < n {
                var sum = 0.0
                for i in 0..<(n - lag) { sum += c[i] * c[i + lag] }
                r[lag] = sum / energy
            }
        }
        var candidates: [Int] = []
        for lag in low..<high where r[lag] > 0 && r[lag] >= r[lag - 1] && r[lag] >= r[lag + 1] {
            candidates.append(lag)
        }
        guard let best = candidates.map({ r[$0] }).max() else { return nil }
        return candidates.first { r[$0] >= 0.85 * best }.map { Double($0) * step }
    }

    /// Indices of local maxima; a flat top counts once, at its middle.
    static func localMaxima(_ y: [Double]) -> [Int] {
        var peaks: [Int] = []
        var i = 1
        while i < y.count - 1 {
            if y[i - 1] < y[i] {
                var ahead = i + 1
                while ahead < y.count - 1 && y[ahead] == y[i] { ahead += 1 }
                if y[ahead] < y[i] {
                    peaks.append((i + ahead - 1) / 2)
                    i = ahead
                    continue
                }
            }
            i += 1
        }
        return peaks
    }

    /// The peaks left when, highest first, each removes the lower ones closer than `distance` samples.
    static func separated(_ peaks: [Int], in y: [Double], distance: Int) -> [Int] {
        guard distance > 1, peaks.count > 1 else { return peaks }
        var keep = [Bool](repeating: true, count: peaks.count)
        let order = peaks.indices.sorted { y[peaks[$0]] > y[peaks[$1]] || (y[peaks[$0]] == y[peaks[$1]] && $0 > $1) }
        for i in order where keep[i] {
            var j = i - 1
            while j >= 0 && peaks[i] - peaks[j] < distance { keep[j] = false; j -= 1 }
            j = i + 1
            while j < peaks.count && peaks[j] - peaks[i] < distance { keep[j] = false; j += 1 }
        }
        return peaks.indices.filter { keep[$0] }.map { peaks[$0] }
    }

    /// How far the peak stands above the higher of the lowest points on either side before the trace
    /// rises above it again (or ends).
    static func prominence(of peak: Int, in y: [Double]) -> Double {
        let top = y[peak]
        var leftLow = top
        var i = peak - 1
        while i >= 0 && y[i] <= top { leftLow = min(leftLow, y[i]); i -= 1 }
        var rightLow = top
        i = peak + 1
        while i < y.count && y[i] <= top { rightLow = min(rightLow, y[i]); i += 1 }
        return top - max(leftLow, rightLow)
    }

    /// The `q` quantile with linear interpolation between order statistics (NumPy's default).
    static func percentile(_ values: [Double], _ q: Double) -> Double {
        let sorted = values.sorted()
        let position = q * Double(sorted.count - 1)
        let below = Int(position.rounded(.down)), above = min(below + 1, sorted.count - 1)
        return sorted[below] + (sorted[above] - sorted[below]) * (position - Double(below))
    }
}

/// A set's angle trace on an even grid (``step`` seconds), for ``CycleCount``: each sample is placed by
/// linear interpolation from the readings around it, so a live camera's uneven frames and a recording's
/// 30 a second give the same trace. Bounded: when full, every other point is dropped and the step
/// doubles, so a long set still fits in ``capacity`` floats (allocated once, with the engine).
struct CycleTrace: Sendable {
    static let capacity = 2048
    /// 20 points a second at first: a 0.45 s jumping jack keeps nine points a cycle.
    static let firstStep = 0.05

    private(set) var points: [Float] = []
    private(set) var step = CycleTrace.firstStep
    private var start = 0.0
    private var last: (time: Double, angle: Double)?

    init() { points.reserveCapacity(Self.capacity) }

    /// Adds a reading; times must not go back (the engine's clock sees to it).
    mutating func add(_ angle: Double, at time: Double) {
        guard angle.isFinite, time.isFinite else { return }
        guard let previous = last else {
            start = time
            points.append(Float(angle))
            last = (time, angle)
            return
        }
        guard time > previous.time else { return }
        var next = start + Double(points.count) * step
        while next <= time {
            let f = (next - previous.time) / (time - previous.time)
            append(previous.angle + (angle - previous.angle) * f)
            next = start + Double(points.count) * step
        }
        last = (time, angle)
    }

    private mutating func append(_ angle: Double) {
        if points.count == Self.capacity {
            for i in 0..<(Self.capacity / 2) { points[i] = points[2 * i] }
            points.removeLast(Self.capacity / 2)
            step *= 2
        }
        points.append(Float(angle))
    }

    /// Starts afresh (a new set).
    mutating func reset() {
        points.removeAll(keepingCapacity: true)
        step = Self.firstStep
        last = nil
    }
}
