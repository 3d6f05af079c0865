import Foundation

/// Codeword capacity, error correction blocks and interleaving (ISO/IEC 18004:2015 §7.5–7.6, Table 9).
extension QRCode {
    /// Error correction codewords per block: low, medium, quartile, high, then version 1…40 (Table 9).
    private static let eccPerBlock: [[Int]] = [
        [
            7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28,
            28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
        ],
        [
            10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26,
            26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
        ],
        [
            13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30,
            28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
        ],
        [
            17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28,
            30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
        ],
    ]

    /// Error correction blocks: low, medium, quartile, high, then version 1…40 (Table 9).
    private static let blockCounts: [[Int]] = [
        [
            1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8,
            8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25,
        ],
        [
            1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16,
            17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49,
        ],
        [
            1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20,
            23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68,
        ],
        [
            1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25,
            25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81,
        ],
    ]

    static func eccCodewordsPerBlock(version: Int, correction: Correction) -> Int {
        eccPerBlock[correction.tableRow][version - 1]
    }

    static func blockCount(version: Int, correction: Correction) -> Int {
        blockCounts[correction.tableRow][version - 1]
    }

    /// Modules left for codewords and remainder bits once the function patterns and the format and
    /// version information are drawn (Table 1, "data modules except function patterns").
    static func rawDataModuleCount(version: Int) -> Int {
        var count = (16 * version + 128) * version + 64  // size² minus finders, separators, timing, format
        if version >= 2 {
            let alignments = version / 7 + 2  // per side
            count -= (25 * alignments - 10) * alignments - 55  // alignment patterns, less their timing overlap
            if version >= 7 { count -= 36 }  // two 6×3 version information blocks
        }
        return count
    }

    /// All codewords of the symbol, data and error correction (Table 1, "total codewords").
    static func totalCodewordCount(version: Int) -> Int { rawDataModuleCount(version: version) / 8 }

    static func dataCodewordCount(version: Int, correction: Correction) -> Int {
        totalCodewordCount(version: version)
            - eccCodewordsPerBlock(version: version, correction: correction)
            * blockCount(version: version, correction: correction)
    }

    /// Splits the data into blocks (the short ones first, the long ones one data codeword longer), adds
    /// each block's Reed–Solomon codewords, then interleaves: the data codewords column by column across
    /// the blocks, then the error correction codewords the same way (§7.6, Figure 15).
    static func interleavedCodewords(_ data: [UInt8], version: Int, correction: Correction) -> [UInt8] {
        let blocks = blockCount(version: version, correction: correction)
        let eccLength = eccCodewordsPerBlock(version: version, correction: correction)
        let total = totalCodewordCount(version: version)
        let shortBlocks = blocks - total % blocks
        let shortDataLength = total / blocks - eccLength
        let generator = ReedSolomon.generator(degree: eccLength)

        var dataBlocks: [ArraySlice<UInt8>] = []
        var eccBlocks: [[UInt8]] = []
        var start = 0
        for index in 0..<blocks {
            let length = shortDataLength + (index < shortBlocks ? 0 : 1)
            let block = data[start..<start + length]
            dataBlocks.append(block)
            eccBlocks.append(ReedSolomon.remainder(of: block, generator: generator))
            start += length
        }

        var result: [UInt8] = []
        result.reserveCapacity(total)
        for column in 0...shortDataLength {
            for block in dataBlocks where column < block.count {
                result.append(block[block.startIndex + column])
            }
        }
        for column in 0..<eccLength {
            for block in eccBlocks { result.append(block[column]) }
        }
        return result
    }
}

extension QRCode.Correction {
    /// The row of this level in the capacity tables.
    fileprivate var tableRow: Int {
        switch self {
        case .low: 0
        case .medium: 1
        case .quartile: 2
        case .high: 3
        }
    }
}
