import Foundation
import PhysioCore

/// Texts and a real decoder for the QR encoder's tests.
enum QRCodeFixtures {
    /// What the connect-a-phone page encodes: an HTTPS LAN address with a 43-character sign-in token.
    static let signInAddress = "https://192.168.178.23:8443/login?token=Zk3xQ9vB_2mT8rW-aY7cL1nP4sD6hJ0uE5gK9oR3iVw"

    /// Runs Debian's `zbarimg` (package zbar-tools, installed by scripts/install-test-tools) on the
    /// code drawn as a binary PGM with a four-module quiet zone, and returns the bytes it read.
    static func decodeWithZBar(_ code: QRCode, scale: Int = 4) throws -> [UInt8] {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("physiopoint-qr-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let image = directory.appendingPathComponent("code.pgm")
        try pgm(code, scale: scale).write(to: image)

        guard
            let zbarimg = ["/usr/bin/zbarimg", "/usr/local/bin/zbarimg"].first(
                where: FileManager.default.isExecutableFile)
        else {
            throw DecoderError.missing
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: zbarimg)
        // -Sbinary: the decoded bytes as they are, no guessing of the character set.
        process.arguments = ["--quiet", "--raw", "-Sbinary", image.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw DecoderError.unreadable(status: process.terminationStatus) }
        return Array(data)
    }

    /// A binary greyscale image (P5): dark modules black, everything else, the quiet zone too, white.
    static func pgm(_ code: QRCode, scale: Int) -> Data {
        let side = (code.size + 8) * scale
        var data = Data("P5\n\(side) \(side)\n255\n".utf8)
        for row in 0..<side {
            for column in 0..<side {
                data.append(code.isDark(x: column / scale - 4, y: row / scale - 4) ? 0 : 255)
            }
        }
        return data
    }

    enum DecoderError: Error, CustomStringConvertible {
        case missing
        case unreadable(status: Int32)

        var description: String {
            switch self {
            case .missing: "zbarimg is not installed: run scripts/install-test-tools (Debian package zbar-tools)"
            case .unreadable(let status): "zbarimg found no QR code (exit status \(status))"
            }
        }
    }
}
