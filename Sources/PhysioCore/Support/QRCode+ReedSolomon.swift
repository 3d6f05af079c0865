import Foundation

/// Reed–Solomon error correction codewords over GF(256) with the field polynomial
/// x⁸ + x⁴ + x³ + x² + 1 (0x11D), as ISO/IEC 18004:2015 §7.5.2 and Annex A prescribe.
enum ReedSolomon {
    /// a · b in GF(256): carry-less multiplication reduced modulo 0x11D (Russian-peasant form).
    static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
        var product = 0
        for bit in stride(from: 7, through: 0, by: -1) {
            product = (product << 1) ^ ((product >> 7) * 0x11D)
            product ^= ((Int(b) >> bit) & 1) * Int(a)
        }
        return UInt8(product)
    }

    /// The generator polynomial (x − α⁰)(x − α¹)…(x − α^(degree−1)), α = 2, its coefficients from the
    /// highest power down, the leading 1 left out (Annex A).
    static func generator(degree: Int) -> [UInt8] {
        var coefficients = [UInt8](repeating: 0, count: degree)
        coefficients[degree - 1] = 1
        var root: UInt8 = 1
        for _ in 0..<degree {
            // Multiply by (x − root); in GF(2⁸) subtraction is addition (xor).
            for index in 0..<degree {
                coefficients[index] = multiply(coefficients[index], root)
                if index + 1 < degree { coefficients[index] ^= coefficients[index + 1] }
            }
            root = multiply(root, 2)
        }
        return coefficients
    }

    /// The error correction codewords: the remainder of data(x) · x^degree divided by the generator.
    static func remainder(of data: some Collection<UInt8>, generator: [UInt8]) -> [UInt8] {
        var remainder = [UInt8](repeating: 0, count: generator.count)
        for byte in data {
            let factor = byte ^ remainder.removeFirst()
            remainder.append(0)
            for index in remainder.indices { remainder[index] ^= multiply(generator[index], factor) }
        }
        return remainder
    }
}
