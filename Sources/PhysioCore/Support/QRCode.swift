import Foundation

/// A QR code (ISO/IEC 18004:2015) for a short text such as the sign-in address: byte mode, the smallest
/// version that fits at the chosen error correction, the mask with the lowest penalty (§7.8.3).
/// `isDark(x:y:)` reads a module; (0, 0) is the top-left corner, the quiet zone is not included.
public struct QRCode: Sendable {
    /// Error correction level (§7.5.1): roughly 7 %, 15 %, 25 % and 30 % of the codewords can be restored.
    public enum Correction: Sendable, CaseIterable {
        case low, medium, quartile, high
    }

    public enum EncodingError: Error, Sendable, Equatable {
        /// The text is longer than a version-40 code holds at this correction level.
        case tooLong(bytes: Int)
    }

    /// Modules per side (21 for version 1 … 177 for version 40).
    public let size: Int
    /// The symbol version, 1…40 (size = 17 + 4 × version).
    public let version: Int
    /// The error correction level the code was built with.
    public let correction: Correction
    /// The data mask pattern chosen, 0…7 (§7.8.2).
    public let mask: Int
    private let modules: [Bool]

    public init(_ text: String, correction: Correction = .medium) throws(EncodingError) {
        try self.init(bytes: Array(text.utf8), correction: correction)
    }

    /// Encodes raw bytes in byte mode (the text form encodes its UTF-8, which readers detect).
    public init(bytes: [UInt8], correction: Correction = .medium) throws(EncodingError) {
        try self.init(bytes: bytes, correction: correction, forcedMask: nil)
    }

    /// `forcedMask` uses that mask instead of the best one (tests check every mask with a decoder).
    init(bytes: [UInt8], correction: Correction, forcedMask: Int?) throws(EncodingError) {
        guard let version = QRCode.smallestVersion(forBytes: bytes.count, correction: correction) else {
            throw .tooLong(bytes: bytes.count)
        }
        let data = QRCode.dataCodewords(bytes, version: version, correction: correction)
        let codewords = QRCode.interleavedCodewords(data, version: version, correction: correction)

        var matrix = QRMatrix(version: version)
        matrix.drawFunctionPatterns()
        matrix.placeCodewords(codewords)
        // §7.8.3: try every mask, keep the one with the lowest penalty (the first on a tie).
        var best = (mask: 0, penalty: Int.max, matrix: matrix)
        for mask in forcedMask.map({ [$0] }) ?? Array(0..<8) {
            var candidate = matrix
            candidate.applyMask(mask)
            candidate.drawFormatInformation(correction: correction, mask: mask)
            let penalty = candidate.penalty()
            if penalty < best.penalty { best = (mask, penalty, candidate) }
        }
        self.size = matrix.size
        self.version = version
        self.correction = correction
        self.mask = best.mask
        self.modules = best.matrix.modules
    }

    public func isDark(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < size && y < size && modules[y * size + x]
    }

    /// The most bytes a code of this version holds at this level (2953 for version 40 at `.low`).
    public static func capacity(version: Int, correction: Correction) -> Int {
        (dataCodewordCount(version: version, correction: correction) * 8 - 4 - byteCountBits(version: version)) / 8
    }

    /// The smallest version whose data capacity holds `count` bytes in byte mode, or nil past version 40.
    static func smallestVersion(forBytes count: Int, correction: Correction) -> Int? {
        (1...40).first { count <= capacity(version: $0, correction: correction) }
    }

    /// Bits of the character count indicator in byte mode (Table 3): 8 up to version 9, then 16.
    static func byteCountBits(version: Int) -> Int { version <= 9 ? 8 : 16 }

    /// The data codewords (§7.4): mode 0100, the byte count, the bytes, a terminator of up to four
    /// zero bits, zero bits to the byte boundary, then the pad codewords 0xEC 0x11 alternating (§7.4.10).
    static func dataCodewords(_ bytes: [UInt8], version: Int, correction: Correction) -> [UInt8] {
        let capacityBits = dataCodewordCount(version: version, correction: correction) * 8
        var bits = BitBuffer()
        bits.append(0b0100, count: 4)
        bits.append(bytes.count, count: byteCountBits(version: version))
        for byte in bytes { bits.append(Int(byte), count: 8) }
        bits.append(0, count: min(4, capacityBits - bits.count))
        bits.append(0, count: (8 - bits.count % 8) % 8)
        var codewords = bits.bytes
        var pad: UInt8 = 0xEC
        while codewords.count * 8 < capacityBits {
            codewords.append(pad)
            pad ^= 0xEC ^ 0x11
        }
        return codewords
    }
}

/// Bits appended most significant first, read back as bytes.
struct BitBuffer {
    private(set) var bits: [Bool] = []
    var count: Int { bits.count }

    mutating func append(_ value: Int, count: Int) {
        for shift in stride(from: count - 1, through: 0, by: -1) { bits.append((value >> shift) & 1 == 1) }
    }

    var bytes: [UInt8] {
        stride(from: 0, to: bits.count, by: 8).map { start in
            bits[start..<min(start + 8, bits.count)].enumerated().reduce(UInt8(0)) { byte, bit in
                bit.element ? byte | UInt8(0x80 >> bit.offset) : byte
            }
        }
    }
}
