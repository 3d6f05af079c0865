/// Estimates how far a movement got, robust to tracker noise both on a held plateau and at a quick
/// turnaround, on the ``MotionGoal/progress(of:)`` scale.
///
/// The maximum of a smoothed signal is biased upwards by noise over a long hold (the largest of many
/// noisy values), while heavier smoothing flattens quick turnarounds. So samples are grouped into
/// *dwells*: runs of raw values within `band` degrees of the run's mean (wider while the run is young
/// and its mean uncertain); a dwell ends when `persistence` samples in a row fall outside it on the
/// same side (noise does not end it). A dwell lasting at least `minimumDwell` seconds contributes its
/// level, where noise averages out: the mean of a plateau, or the top of a least-squares parabola
/// when the dwell is a slow turnaround (the parabola peaks inside it). A shorter dwell contributes its
/// largest smoothed value, where the filter has followed a quick movement. The peak is the
/// largest contribution. Allocation-free.
///
/// The defaults were chosen on synthetic recordings with ≈ 1.1° of per-sample angle noise at 30 Hz,
/// where peaks of held reps and the session's best angle came within 1° of the truth.
public struct LevelPeak: Sendable, Hashable {
    /// Degrees a sample may stray from the dwell's mean and still belong to it.
    public let band: Double
    /// Seconds a dwell must last for its mean to be trusted.
    public let minimumDwell: Double
    /// Samples in a row, on one side, outside the band that end a dwell.
    public let persistence: Int
    /// How much wider the band is while a dwell is young: `band·(1 + settling/√n)` after n samples.
    public let settling: Double
    private var committed = -Double.infinity
    private var dwell = Dwell()
    /// Samples in a row outside the band on one side, which start the next dwell if they persist.
    private var outside = Dwell()
    private var outsideSide = 0.0

    /// A run of samples with the sums for its mean and for a least-squares quadratic `y = a·τ² + b·τ + c`
    /// in `τ = t − start` (all O(1) to update).
    private struct Dwell: Hashable {
        var start = 0.0, last = 0.0, count = 0, largestSmoothed = -Double.infinity
        var s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0, y0 = 0.0, y1 = 0.0, y2 = 0.0
        var mean: Double { y0 / Double(count) }

        mutating func add(raw: Double, smoothed: Double, time: Double) {
            if count == 0 { start = time }
            last = time
            count += 1
            largestSmoothed = max(largestSmoothed, smoothed)
            let tau = time - start, tau2 = tau * tau
            s1 += tau; s2 += tau2; s3 += tau2 * tau; s4 += tau2 * tau2
            y0 += raw; y1 += tau * raw; y2 += tau2 * raw
        }

        mutating func absorb(_ other: Dwell) {
            // The other run is short and recent: re-adding its mean at its times is exact enough.
            guard other.count > 0 else { return }
            let step = other.count > 1 ? (other.last - other.start) / Double(other.count - 1) : 0
            for index in 0..<other.count {
                add(raw: other.mean, smoothed: -.infinity, time: other.start + Double(index) * step)
            }
            largestSmoothed = max(largestSmoothed, other.largestSmoothed)
        }

        /// A long dwell's level: the top of the fitted parabola when it turns inside the dwell (a slow
        /// turnaround), else the mean (a plateau); a short dwell's largest smoothed value.
        func contribution(minimumDwell: Double) -> Double {
            guard count > 0 else { return -.infinity }
            let span = last - start
            guard span >= minimumDwell else { return largestSmoothed }
            let n = Double(count)
            // Normal equations [s4 s3 s2; s3 s2 s1; s2 s1 n]·[a b c] = [y2 y1 y0], by Cramer's rule.
            let det = s4 * (s2 * n - s1 * s1) - s3 * (s3 * n - s1 * s2) + s2 * (s3 * s1 - s2 * s2)
            guard count >= 6, abs(det) > 1e-12 else { return mean }
            // Each coefficient only when the one before leaves the parabola's top possible (a plateau
            // stops at `a`): this runs on every frame.
            let a = (y2 * (s2 * n - s1 * s1) - s3 * (y1 * n - s1 * y0) + s2 * (y1 * s1 - s2 * y0)) / det
            guard a < 0 else { return mean }
            let b = (s4 * (y1 * n - s1 * y0) - y2 * (s3 * n - s1 * s2) + s2 * (s3 * y0 - y1 * s2)) / det
            let vertex = -b / (2 * a)
            guard vertex > 0, vertex < span else { return mean }
            let c = (s4 * (s2 * y0 - s1 * y1) - s3 * (s3 * y0 - s2 * y1) + y2 * (s3 * s1 - s2 * s2)) / det
            let top = c - b * b / (4 * a)
            return top.isFinite ? top : mean
        }
    }

    public init(band: Double = 1.5, minimumDwell: Double = 0.3, persistence: Int = 3, settling: Double = 1) {
        self.band = band
        self.settling = settling
        self.minimumDwell = minimumDwell
        self.persistence = max(1, persistence)
    }

    /// Adds a sample: its raw and smoothed progress at `time`.
    public mutating func add(raw: Double, smoothed: Double, time: Double) {
        // A young dwell's mean is itself uncertain, so its band starts wider: band·(1 + settling/√n).
        let width = band * (1 + settling / Double(max(dwell.count, 1)).squareRoot())
        guard dwell.count > 0, abs(raw - dwell.mean) > width else {
            dwell.absorb(outside)
            outside = Dwell()
            dwell.add(raw: raw, smoothed: smoothed, time: time)
            return
        }
        let side: Double = raw > dwell.mean ? 1 : -1
        if outside.count > 0, side != outsideSide {  // noise on both sides: still the same dwell
            dwell.absorb(outside)
            outside = Dwell()
        }
        outsideSide = side
        outside.add(raw: raw, smoothed: smoothed, time: time)
        if outside.count >= persistence {
            committed = max(committed, dwell.contribution(minimumDwell: minimumDwell))
            dwell = outside
            outside = Dwell()
        }
    }

    /// The peak so far, counting the open dwell; −∞ before any sample.
    public var value: Double {
        max(committed, dwell.contribution(minimumDwell: minimumDwell), outside.largestSmoothed)
    }

    /// Closes the open dwell (at the end of a rep, or when tracking is lost).
    public mutating func commit() {
        committed = value
        dwell = Dwell()
        outside = Dwell()
    }

    /// Forgets everything, for a new rep.
    public mutating func reset() {
        self = LevelPeak(band: band, minimumDwell: minimumDwell, persistence: persistence, settling: settling)
    }
}
