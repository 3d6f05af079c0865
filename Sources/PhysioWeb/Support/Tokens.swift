/// Unguessable tokens from the system's secure random source (getrandom on Linux).
enum Tokens {
    /// 32 random bytes as 64 lower-case hex characters.
    static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        var text = ""
        text.reserveCapacity(64)
        for _ in 0..<4 {
            let value = generator.next() as UInt64
            let hex = String(value, radix: 16)
            text += String(repeating: "0", count: 16 - hex.count) + hex
        }
        return text
    }

    /// Compares two tokens in time independent of where they differ.
    static func equal(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for index in x.indices { difference |= x[index] ^ y[index] }
        return difference == 0
    }
}
