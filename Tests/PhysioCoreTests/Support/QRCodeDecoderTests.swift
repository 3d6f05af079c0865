import Foundation
import Testing

@testable import PhysioCore

/// Codes the encoder draws, read back by a real decoder (zbarimg) byte for byte.
@Suite struct QRCodeDecoderTests {
    static let texts: [String] = [
        "a",
        "PhysioPoint",
        QRCodeFixtures.signInAddress,
        "http://physiopoint-kitchen.local:8080/login?token=Zk3xQ9vB_2mT8rW-aY7cL1nP4sD6hJ0uE5gK9oR3iVw",
        "Knie beugen 90°, Schulter außenrotieren — 3 × 12 Wdh. 💪 膝の曲げ伸ばし",
        "line one\nline two\twith tab & <markup> \"quotes\"",
    ]

    @Test(arguments: texts, QRCode.Correction.allCases)
    func aRealDecoderReadsTheTextBack(text: String, correction: QRCode.Correction) throws {
        let code = try QRCode(text, correction: correction)
        #expect(try QRCodeFixtures.decodeWithZBar(code) == Array(text.utf8))
    }

    /// The largest text each level's versions hold, and one byte more (the next version), including
    /// 9 → 10 where the byte count grows from 8 to 16 bits, the first versions with version information
    /// (7) and with most blocks.
    static let boundaries: [(version: Int, correction: QRCode.Correction)] = [
        (1, .low), (1, .high), (2, .medium), (6, .quartile), (6, .high), (9, .low), (9, .medium), (13, .quartile),
        (20, .medium), (26, .high), (40, .low), (40, .high),
    ]

    @Test(arguments: boundaries.indices)
    func textsAtVersionBoundariesDecode(index: Int) throws {
        let (version, correction) = Self.boundaries[index]
        let capacity = QRCode.capacity(version: version, correction: correction)
        for length in [capacity, capacity + 1] where length <= QRCode.capacity(version: 40, correction: correction) {
            let text = Self.text(length: length, seed: version)
            let code = try QRCode(text, correction: correction)
            #expect(code.version == (length == capacity ? version : version + 1))
            #expect(
                try QRCodeFixtures.decodeWithZBar(code, scale: version > 20 ? 3 : 4) == Array(text.utf8),
                "\(length) bytes at version \(code.version) \(correction)")
        }
    }

    @Test(arguments: 0..<8)
    func everyMaskDecodes(mask: Int) throws {
        for (text, level) in [(QRCodeFixtures.signInAddress, QRCode.Correction.medium), ("mask test 12345", .high)] {
            let code = try QRCode(bytes: Array(text.utf8), correction: level, forcedMask: mask)
            #expect(code.mask == mask)
            #expect(try QRCodeFixtures.decodeWithZBar(code) == Array(text.utf8))
        }
    }

    @Test func theVersionInformationOfLargeCodesDecodes() throws {
        for version in [7, 14, 21, 28, 35] {
            let text = Self.text(length: QRCode.capacity(version: version, correction: .medium), seed: version)
            let code = try QRCode(text, correction: .medium)
            #expect(code.version == version)
            #expect(try QRCodeFixtures.decodeWithZBar(code, scale: 3) == Array(text.utf8))
        }
    }

    /// A deterministic mix of letters, digits and punctuation.
    static func text(length: Int, seed: Int) -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.:/?=&%")
        var state = UInt32(truncatingIfNeeded: seed &* 2_654_435_761 &+ 1)
        return String(
            (0..<length).map { _ in
                state = state &* 1_103_515_245 &+ 12_345
                return alphabet[Int(state >> 16) % alphabet.count]
            })
    }
}
