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
        var a = a, b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in
                guard x.count == y.count else { return false }
                var difference: UInt8 = 0
                for index in 0..<x.count { difference |= x[index] ^ y[index] }
                return difference == 0
            }
        }
    }
}
