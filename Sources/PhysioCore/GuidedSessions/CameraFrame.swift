import Foundation

/// One camera frame sent to a live session as a binary WebSocket message (see docs/pose-stream.md):
///
///     "PPCF" · capture time (float64, little-endian, seconds on the sender's clock) ·
///     sequence number (uint32, little-endian) · JPEG bytes
///
/// or the JPEG bytes alone (then the arrival time is used and no `ack` comes back).
public struct CameraFrame: Sendable {
    /// The JPEG image.
    public var jpeg: [UInt8]
    /// When the frame was taken, on the sender's clock; nil for a bare JPEG.
    public var sentAt: Double?
    /// Echoed back as `ack` in the state this frame causes.
    public var seq: Int?

    /// The largest frame accepted. A 480-pixel-wide JPEG at quality 0.7 is about 20–40 KB.
    public static let maximumBytes = 256 * 1024
    /// The header's magic bytes, "PPCF".
    public static let magic: [UInt8] = Array("PPCF".utf8)
    static let headerBytes = 16

    /// Why a frame was refused. The session is unchanged in every case.
    public enum ParseError: Error, Equatable, Sendable, UserFacingError {
        /// Larger than ``CameraFrame/maximumBytes``.
        case tooLarge(Int)
        /// Not a complete JPEG image (a JPEG starts with FF D8 FF and ends with FF D9).
        case notJPEG
        /// The header's capture time is not a finite number.
        case badTime

        public var kind: ErrorKind {
            switch self {
            case .tooLarge: .tooLarge
            case .notJPEG, .badTime: .invalid
            }
        }

        public var code: String {
            switch self {
            case .tooLarge: "frame_too_large"
            case .notJPEG: "not_jpeg"
            case .badTime: "invalid_field"
            }
        }

        public var message: String {
            switch self {
            case .tooLarge(let bytes):
                "That camera frame is \(bytes / 1024) KB; frames may be at most \(CameraFrame.maximumBytes / 1024) KB. Send a smaller JPEG (480 pixels wide at quality 0.7 is plenty)."
            case .notJPEG: "Camera frames must be complete JPEG images."
            case .badTime: "The field t (the frame's capture time) is not a number."
            }
        }
    }

    public init(jpeg: [UInt8], sentAt: Double? = nil, seq: Int? = nil) {
        self.jpeg = jpeg
        self.sentAt = sentAt
        self.seq = seq
    }

    /// Reads one binary message.
    public static func parse(_ bytes: [UInt8]) throws(ParseError) -> CameraFrame {
        guard bytes.count <= maximumBytes + headerBytes else { throw .tooLarge(bytes.count) }
        var frame = CameraFrame(jpeg: bytes)
        if bytes.count >= headerBytes, Array(bytes[0..<4]) == magic {
            var timeBits: UInt64 = 0
            for index in 0..<8 { timeBits |= UInt64(bytes[4 + index]) << (8 * UInt64(index)) }
            let time = Double(bitPattern: timeBits)
            guard time.isFinite, abs(time) < 1e12 else { throw .badTime }
            var seq: UInt32 = 0
            for index in 0..<4 { seq |= UInt32(bytes[12 + index]) << (8 * UInt32(index)) }
            frame = CameraFrame(jpeg: Array(bytes[headerBytes...]), sentAt: time, seq: Int(seq))
        }
        guard frame.jpeg.count <= maximumBytes else { throw .tooLarge(frame.jpeg.count) }
        guard isJPEG(frame.jpeg) else { throw .notJPEG }
        return frame
    }

    /// Whether `bytes` look like one whole JPEG: the start-of-image marker and a frame marker at the
    /// start, the end-of-image marker at the end.
    public static func isJPEG(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 64 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF
            && bytes[bytes.count - 2] == 0xFF && bytes[bytes.count - 1] == 0xD9
    }

    /// The binary message for `jpeg` taken at `time` with sequence number `seq` (the inverse of ``parse(_:)``).
    public static func message(jpeg: [UInt8], time: Double, seq: Int) -> [UInt8] {
        var bytes = magic
        let timeBits = time.bitPattern
        for index in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: timeBits >> (8 * UInt64(index)))) }
        let seqBits = UInt32(truncatingIfNeeded: seq)
        for index in 0..<4 { bytes.append(UInt8(truncatingIfNeeded: seqBits >> (8 * UInt32(index)))) }
        return bytes + jpeg
    }
}
