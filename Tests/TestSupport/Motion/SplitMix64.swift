import Foundation

/// A small, seeded, deterministic random number generator (Steele, Lea & Flood, "Fast Splittable
/// Pseudorandom Number Generators", OOPSLA 2014), so every synthetic recording is reproducible.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A normally distributed value (Box–Muller), mean 0 and standard deviation `sigma`.
    public mutating func gaussian(_ sigma: Double) -> Double {
        guard sigma > 0 else { return 0 }
        let u1 = max(Double.random(in: 0..<1, using: &self), 1e-12)
        let u2 = Double.random(in: 0..<1, using: &self)
        return sigma * (-2 * log(u1)).squareRoot() * cos(2 * .pi * u2)
    }
}
