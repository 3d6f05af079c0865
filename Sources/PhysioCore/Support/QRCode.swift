import Foundation

/// A QR code (ISO/IEC 18004) for a short text such as the sign-in address: byte mode, the smallest
/// version that fits at the chosen error correction. `isDark(x:y:)` reads a module.
/// (Interface agreed for the connect-a-phone page; the encoder lands with its tests.)
public struct QRCode: Sendable {
    public enum Correction: Sendable { case low, medium, quartile, high }

    public enum EncodingError: Error, Sendable, Equatable {
        /// The text is longer than a version-40 code holds at this correction level.
        case tooLong(bytes: Int)
    }

    /// Modules per side (21 for version 1 … 177 for version 40).
    public let size: Int
    private let modules: [Bool]

    public init(_ text: String, correction: Correction = .medium) throws(EncodingError) {
        throw .tooLong(bytes: text.utf8.count)
    }

    public func isDark(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < size && y < size && modules[y * size + x]
    }
}
