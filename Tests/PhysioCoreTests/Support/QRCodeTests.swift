import Foundation
import Testing

@testable import PhysioCore

/// The encoder's parts against the vectors and tables of ISO/IEC 18004:2015.
@Suite struct QRCodeTests {
    @Test func formatInformationMatchesTheStandardsExample() {
        // Annex C: level M, mask 101 → data 00101, BCH 0011011100, masked 100000011001110.
        #expect(QRMatrix.formatBits(correction: .medium, mask: 5) == 0b100000011001110)
    }

    @Test func formatInformationMatchesTableC1ForEveryLevelAndMask() {
        let table: [QRCode.Correction: [Int]] = [
            .low: [0x77C4, 0x72F3, 0x7DAA, 0x789D, 0x662F, 0x6318, 0x6C41, 0x6976],
            .medium: [0x5412, 0x5125, 0x5E7C, 0x5B4B, 0x45F9, 0x40CE, 0x4F97, 0x4AA0],
            .quartile: [0x355F, 0x3068, 0x3F31, 0x3A06, 0x24B4, 0x2183, 0x2EDA, 0x2BED],
            .high: [0x1689, 0x13BE, 0x1CE7, 0x19D0, 0x0762, 0x0255, 0x0D0C, 0x083B],
        ]
        for (level, codes) in table {
            #expect((0..<8).map { QRMatrix.formatBits(correction: level, mask: $0) } == codes, "\(level)")
        }
    }

    @Test func formatCodesStayAtLeastSevenBitsApart() {
        let codes = QRCode.Correction.allCases.flatMap { level in
            (0..<8).map { QRMatrix.formatBits(correction: level, mask: $0) }
        }
        #expect(Set(codes).count == 32)
        for (i, a) in codes.enumerated() {
            for b in codes[(i + 1)...] { #expect((a ^ b).nonzeroBitCount >= 7) }
        }
    }

    @Test func versionInformationMatchesTableD1() {
        #expect(QRMatrix.versionBits(version: 7) == 0b000111_110010010100)
        #expect(QRMatrix.versionBits(version: 21) == 0b010101_011010000011)
        #expect(QRMatrix.versionBits(version: 40) == 0b101000_110001101001)
    }

    @Test func reedSolomonMatchesTheStandardsNumericExample() {
        // Annex I: "01234567" as 1-M; its 16 data codewords and their 10 error correction codewords.
        let data: [UInt8] = [16, 32, 12, 86, 97, 128, 236, 17, 236, 17, 236, 17, 236, 17, 236, 17]
        #expect(
            ReedSolomon.remainder(of: data, generator: ReedSolomon.generator(degree: 10))
                == [165, 36, 212, 193, 237, 54, 199, 135, 44, 85])
    }

    @Test func reedSolomonMatchesTheHelloWorldExample() {
        let data: [UInt8] = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17]
        #expect(
            ReedSolomon.remainder(of: data, generator: ReedSolomon.generator(degree: 10))
                == [196, 35, 39, 119, 235, 215, 231, 226, 93, 23])
    }

    @Test func twoGeneratesTheMultiplicativeGroupOfTheField() {
        #expect(ReedSolomon.multiply(0x80, 2) == 0x1D)  // α⁸ = α⁴ + α³ + α² + 1
        var powers: [UInt8] = []
        var power: UInt8 = 1
        for _ in 0..<255 {
            powers.append(power)
            power = ReedSolomon.multiply(power, 2)
        }
        #expect(power == 1)  // α²⁵⁵ = 1
        #expect(Set(powers).count == 255 && !powers.contains(0))
        for a in 0...255 {
            #expect(ReedSolomon.multiply(UInt8(a), 1) == UInt8(a) && ReedSolomon.multiply(UInt8(a), 0) == 0)
        }
    }

    @Test func byteModeDataIsModeCountBytesTerminatorAndPadding() {
        // 1-H holds 9 data codewords: 0100 00000010 'h' 'i' 0000, then 0xEC 0x11 …
        let codewords = QRCode.dataCodewords(Array("hi".utf8), version: 1, correction: .high)
        #expect(codewords == [0x40, 0x26, 0x86, 0x90, 0xEC, 0x11, 0xEC, 0x11, 0xEC])
    }

    @Test func codewordCountsMatchTable1AndTable9() {
        // Total codewords (Table 1).
        #expect(
            [1, 2, 7, 10, 20, 32, 40].map { QRCode.totalCodewordCount(version: $0) } == [
                26, 44, 196, 346, 1085, 2465, 3706,
            ])
        // Data codewords (Table 9): 1-L 19, 5-Q 62, 10-M 216, 40-H 1276.
        #expect(QRCode.dataCodewordCount(version: 1, correction: .low) == 19)
        #expect(QRCode.dataCodewordCount(version: 5, correction: .quartile) == 62)
        #expect(QRCode.dataCodewordCount(version: 10, correction: .medium) == 216)
        #expect(QRCode.dataCodewordCount(version: 40, correction: .high) == 1276)
        // Every version and level: the blocks fill the symbol, and more correction never holds more data.
        for version in 1...40 {
            let capacities = QRCode.Correction.allCases.map { QRCode.capacity(version: version, correction: $0) }
            #expect(capacities == capacities.sorted(by: >), "version \(version)")
            if version > 1 {
                for level in QRCode.Correction.allCases {
                    #expect(
                        QRCode.capacity(version: version, correction: level)
                            > QRCode.capacity(version: version - 1, correction: level))
                }
            }
        }
    }

    @Test func byteCapacitiesMatchTable7() {
        let levels: [QRCode.Correction] = [.low, .medium, .quartile, .high]
        #expect(levels.map { QRCode.capacity(version: 1, correction: $0) } == [17, 14, 11, 7])
        #expect(levels.map { QRCode.capacity(version: 10, correction: $0) } == [271, 213, 151, 119])
        #expect(levels.map { QRCode.capacity(version: 27, correction: $0) } == [1465, 1125, 805, 625])
        #expect(levels.map { QRCode.capacity(version: 40, correction: $0) } == [2953, 2331, 1663, 1273])
    }

    @Test func alignmentCentresMatchTableE1() {
        #expect(QRMatrix.alignmentCentres(version: 1) == [])
        #expect(QRMatrix.alignmentCentres(version: 2) == [6, 18])
        #expect(QRMatrix.alignmentCentres(version: 7) == [6, 22, 38])
        #expect(QRMatrix.alignmentCentres(version: 15) == [6, 26, 48, 70])
        #expect(QRMatrix.alignmentCentres(version: 26) == [6, 30, 58, 86, 114])
        #expect(QRMatrix.alignmentCentres(version: 32) == [6, 34, 60, 86, 112, 138])
        #expect(QRMatrix.alignmentCentres(version: 36) == [6, 24, 50, 76, 102, 128, 154])
        #expect(QRMatrix.alignmentCentres(version: 40) == [6, 30, 58, 86, 114, 142, 170])
    }

    @Test func theSmallestVersionThatHoldsTheTextIsChosen() throws {
        #expect(try QRCode(String(repeating: "a", count: 17), correction: .low).version == 1)
        #expect(try QRCode(String(repeating: "a", count: 18), correction: .low).version == 2)
        #expect(try QRCode(String(repeating: "a", count: 14), correction: .medium).version == 1)
        #expect(try QRCode(String(repeating: "a", count: 15), correction: .medium).version == 2)
        // 9 → 10 is where the byte count grows to 16 bits: 10-L holds 271 bytes, 9-L 230.
        #expect(try QRCode(String(repeating: "a", count: 230), correction: .low).version == 9)
        #expect(try QRCode(String(repeating: "a", count: 231), correction: .low).version == 10)
        let signIn = try QRCode(QRCodeFixtures.signInAddress, correction: .medium)
        #expect(signIn.version == 5 && signIn.size == 37)
        #expect(try QRCode(String(repeating: "a", count: 2953), correction: .low).size == 177)
    }

    @Test func textPastVersionFortyIsRefusedWithItsLength() {
        #expect(throws: QRCode.EncodingError.tooLong(bytes: 2954)) {
            try QRCode(String(repeating: "a", count: 2954), correction: .low)
        }
        #expect(throws: QRCode.EncodingError.tooLong(bytes: 1274)) {
            try QRCode(String(repeating: "a", count: 1274), correction: .high)
        }
        // Bytes, not characters: 637 two-byte characters.
        #expect(throws: QRCode.EncodingError.tooLong(bytes: 1274)) {
            try QRCode(String(repeating: "é", count: 637), correction: .high)
        }
    }

    @Test func functionPatternsSitWhereTheStandardPutsThem() throws {
        let code = try QRCode("PhysioPoint", correction: .quartile)
        let n = code.size
        // Finder: dark 7×7 ring, light ring, dark 3×3 centre; light separator.
        for (ox, oy) in [(0, 0), (n - 7, 0), (0, n - 7)] {
            #expect(code.isDark(x: ox, y: oy) && code.isDark(x: ox + 6, y: oy + 6))
            #expect(
                !code.isDark(x: ox + 1, y: oy + 1) && code.isDark(x: ox + 2, y: oy + 2)
                    && code.isDark(x: ox + 3, y: oy + 3))
        }
        #expect(!code.isDark(x: 7, y: 7) && !code.isDark(x: n - 8, y: 7) && !code.isDark(x: 7, y: n - 8))
        // Timing patterns alternate, starting dark.
        for i in 8..<(n - 8) {
            #expect(code.isDark(x: i, y: 6) == (i % 2 == 0))
            #expect(code.isDark(x: 6, y: i) == (i % 2 == 0))
        }
        #expect(code.isDark(x: 8, y: n - 8))  // the dark module
        #expect(!code.isDark(x: -1, y: 0) && !code.isDark(x: 0, y: n))
    }

    @Test func theFormatInformationReadsBackTheLevelAndMask() throws {
        for level in QRCode.Correction.allCases {
            let code = try QRCode("https://192.168.1.20:8443/", correction: level)
            let n = code.size
            // The copy along row 8 at the top right holds bits 0…7, right to left.
            var low = 0
            for i in 0..<8 where code.isDark(x: n - 1 - i, y: 8) { low |= 1 << i }
            #expect(low == QRMatrix.formatBits(correction: level, mask: code.mask) & 0xFF)
        }
    }
}
