import Foundation

/// Hands out UUIDs 00000000-0000-0000-0000-000000000001, …02, … so ids in tests are predictable.
public struct SequentialIDs {
    private var counter: Int

    /// Starts after `n`, so several generators can share a test without clashing.
    public init(after n: Int = 0) { counter = n }

    public mutating func next() -> UUID {
        counter += 1
        return Self.uuid(counter)
    }

    /// The UUID whose last 8 bytes spell `n` (big-endian).
    public static func uuid(_ n: Int) -> UUID {
        let v = UInt64(n)
        func b(_ shift: UInt64) -> UInt8 { UInt8((v >> shift) & 0xff) }
        return UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, b(56), b(48), b(40), b(32), b(24), b(16), b(8), b(0)))
    }
}
