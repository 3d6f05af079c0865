import Foundation

/// The module grid while a symbol is built: function patterns (§6.3), codeword placement (§7.7.3),
/// masking and its penalty (§7.8), format and version information (§7.9–7.10).
struct QRMatrix {
    let version: Int
    let size: Int
    /// Row-major, true = dark.
    private(set) var modules: [Bool]
    /// Modules that belong to a function pattern or the format/version information: never data, never masked.
    private var reserved: [Bool]

    init(version: Int) {
        self.version = version
        size = 17 + 4 * version
        modules = Array(repeating: false, count: size * size)
        reserved = modules
    }

    subscript(x: Int, y: Int) -> Bool { modules[y * size + x] }

    private mutating func setFunction(_ x: Int, _ y: Int, _ dark: Bool) {
        modules[y * size + x] = dark
        reserved[y * size + x] = true
    }

    // MARK: Function patterns

    /// Timing patterns, finders with their separators, alignment patterns, the format areas (filled
    /// later, per mask), the version information and the dark module.
    mutating func drawFunctionPatterns() {
        for i in 0..<size {
            setFunction(6, i, i % 2 == 0)  // §6.3.5 timing patterns
            setFunction(i, 6, i % 2 == 0)
        }
        for (x, y) in [(3, 3), (size - 4, 3), (3, size - 4)] { drawFinder(centreX: x, centreY: y) }
        let centres = Self.alignmentCentres(version: version)
        for (i, y) in centres.enumerated() {
            for (j, x) in centres.enumerated() {
                let last = centres.count - 1
                // The three positions that overlap a finder have no alignment pattern.
                if (i == 0 && j == 0) || (i == 0 && j == last) || (i == last && j == 0) { continue }
                drawAlignment(centreX: x, centreY: y)
            }
        }
        drawFormatInformation(correction: .medium, mask: 0)  // reserves the area; redrawn per mask
        drawVersionInformation()
    }

    /// §6.3.3: 7×7 rings dark-light-dark with a 3×3 dark centre, in a one-module light separator (§6.3.4).
    private mutating func drawFinder(centreX: Int, centreY: Int) {
        for dy in -4...4 {
            for dx in -4...4 {
                let x = centreX + dx, y = centreY + dy
                guard (0..<size).contains(x), (0..<size).contains(y) else { continue }
                let ring = max(abs(dx), abs(dy))
                setFunction(x, y, ring != 2 && ring != 4)
            }
        }
    }

    /// §6.3.6: a 5×5 dark ring around a light ring around one dark module.
    private mutating func drawAlignment(centreX: Int, centreY: Int) {
        for dy in -2...2 {
            for dx in -2...2 { setFunction(centreX + dx, centreY + dy, max(abs(dx), abs(dy)) != 1) }
        }
    }

    /// Row and column coordinates of the alignment pattern centres (Annex E, Table E.1): 6, then
    /// `count − 1` more spaced by the same even step back from size − 7.
    static func alignmentCentres(version: Int) -> [Int] {
        guard version > 1 else { return [] }
        let count = version / 7 + 2
        let size = 17 + 4 * version
        let step = (version * 8 + count * 3 + 5) / (count * 4 - 4) * 2
        return [6] + (0..<count - 1).map { size - 7 - step * $0 }.reversed()
    }

    // MARK: Format and version information

    /// §7.9: the level's two bits and the mask's three, a BCH(15,5) code (generator 0x537) and the
    /// xor mask 101010000010010, least significant bit first along each copy.
    static func formatBits(correction: QRCode.Correction, mask: Int) -> Int {
        let levelBits: Int
        switch correction {
        case .low: levelBits = 0b01
        case .medium: levelBits = 0b00
        case .quartile: levelBits = 0b11
        case .high: levelBits = 0b10
        }
        let data = levelBits << 3 | mask
        return (data << 10 | bchRemainder(data, generator: 0x537, degree: 10)) ^ 0b101010000010010
    }

    /// §7.10: six version bits and a BCH(18,6) code (generator 0x1F25), for versions 7 and up.
    static func versionBits(version: Int) -> Int {
        version << 12 | bchRemainder(version, generator: 0x1F25, degree: 12)
    }

    /// The remainder of data · x^degree divided by the generator, over GF(2).
    private static func bchRemainder(_ data: Int, generator: Int, degree: Int) -> Int {
        var remainder = data << degree
        for bit in stride(from: remainder.bitWidth - remainder.leadingZeroBitCount - 1, through: degree, by: -1)
        where (remainder >> bit) & 1 == 1 {
            remainder ^= generator << (bit - degree)
        }
        return remainder
    }

    /// Both copies of the format information (Figure 25), and the dark module beside the bottom-left finder.
    mutating func drawFormatInformation(correction: QRCode.Correction, mask: Int) {
        let bits = Self.formatBits(correction: correction, mask: mask)
        func bit(_ i: Int) -> Bool { (bits >> i) & 1 == 1 }
        // Around the top-left finder: up column 8 (skipping the timing row), then left along row 8.
        for i in 0...5 { setFunction(8, i, bit(i)) }
        setFunction(8, 7, bit(6))
        setFunction(8, 8, bit(7))
        setFunction(7, 8, bit(8))
        for i in 9..<15 { setFunction(14 - i, 8, bit(i)) }
        // Split between the top-right finder (row 8) and the bottom-left finder (column 8).
        for i in 0..<8 { setFunction(size - 1 - i, 8, bit(i)) }
        for i in 8..<15 { setFunction(8, size - 15 + i, bit(i)) }
        setFunction(8, size - 8, true)
    }

    /// The two 6×3 version blocks beside the top-right and bottom-left finders (§7.10, Figure 27).
    private mutating func drawVersionInformation() {
        guard version >= 7 else { return }
        let bits = Self.versionBits(version: version)
        for i in 0..<18 {
            let dark = (bits >> i) & 1 == 1
            let long = size - 11 + i % 3, short = i / 3
            setFunction(long, short, dark)
            setFunction(short, long, dark)
        }
    }

    // MARK: Data

    /// §7.7.3: codeword bits, most significant first, in two-module columns from the bottom-right,
    /// upwards then downwards, right module before left, skipping function modules and the vertical
    /// timing column. Remainder bits stay light.
    mutating func placeCodewords(_ codewords: [UInt8]) {
        var bitIndex = 0
        let bitCount = codewords.count * 8
        var right = size - 1
        while right >= 1 {
            if right == 6 { right = 5 }
            let upwards = (right + 1) & 2 == 0
            for step in 0..<size {
                let y = upwards ? size - 1 - step : step
                for x in [right, right - 1] where !reserved[y * size + x] && bitIndex < bitCount {
                    modules[y * size + x] = (codewords[bitIndex >> 3] >> (7 - (bitIndex & 7))) & 1 == 1
                    bitIndex += 1
                }
            }
            right -= 2
        }
    }

    // MARK: Masking

    /// §7.8.2, Table 10: whether mask `mask` inverts the module in row i = y, column j = x.
    static func masks(_ mask: Int, x: Int, y: Int) -> Bool {
        switch mask {
        case 0: (y + x) % 2 == 0
        case 1: y % 2 == 0
        case 2: x % 3 == 0
        case 3: (y + x) % 3 == 0
        case 4: (y / 2 + x / 3) % 2 == 0
        case 5: (y * x) % 2 + (y * x) % 3 == 0
        case 6: ((y * x) % 2 + (y * x) % 3) % 2 == 0
        default: ((y + x) % 2 + (y * x) % 3) % 2 == 0
        }
    }

    /// Inverts every data module the mask selects (applying it twice undoes it).
    mutating func applyMask(_ mask: Int) {
        for y in 0..<size {
            for x in 0..<size where !reserved[y * size + x] && Self.masks(mask, x: x, y: y) {
                modules[y * size + x].toggle()
            }
        }
    }

    /// §7.8.3.1, Table 11, over the whole symbol: N1 = 3 (+1 per module) for a run of five or more
    /// modules of one colour in a row or column, N2 = 3 per 2×2 block of one colour, N3 = 40 per
    /// 1:1:3:1:1 finder-like pattern with four light modules (or the quiet zone) on a side, and N4 = 10
    /// per 5 % the dark share departs from 50 %.
    func penalty() -> Int {
        var total = 0
        for line in 0..<size {
            let row = (0..<size).map { self[$0, line] }
            let column = (0..<size).map { self[line, $0] }
            total += Self.runPenalty(row) + Self.runPenalty(column)
            total += Self.finderLikePenalty(row) + Self.finderLikePenalty(column)
        }
        for y in 0..<size - 1 {
            for x in 0..<size - 1 {
                let colour = self[x, y]
                if self[x + 1, y] == colour && self[x, y + 1] == colour && self[x + 1, y + 1] == colour { total += 3 }
            }
        }
        let dark = modules.count(where: { $0 })
        total += abs(dark * 20 - modules.count * 10) / modules.count * 10
        return total
    }

    private static func runPenalty(_ line: [Bool]) -> Int {
        var penalty = 0
        var runLength = 0
        for (index, module) in line.enumerated() {
            runLength = index > 0 && module == line[index - 1] ? runLength + 1 : 1
            if runLength == 5 { penalty += 3 } else if runLength > 5 { penalty += 1 }
        }
        return penalty
    }

    private static func finderLikePenalty(_ line: [Bool]) -> Int {
        let core = [true, false, true, true, true, false, true]
        func isLight(_ range: Range<Int>) -> Bool {
            range.clamped(to: 0..<line.count).allSatisfy { !line[$0] }
        }
        var penalty = 0
        for start in 0...(line.count - core.count) where line[start..<start + core.count].elementsEqual(core) {
            let end = start + core.count
            if isLight(start - 4..<start) || isLight(end..<end + 4) { penalty += 40 }
        }
        return penalty
    }
}
