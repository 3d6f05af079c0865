/// A voice note kept on this machine next to its craving note (only when "Keep audio" is on).
/// The store owns the file; the core keeps just enough to find and describe it.
public struct AudioReference: Codable, Sendable, Hashable {
    /// A bare file name inside the store's audio folder, e.g. "note-1234.webm".
    public var fileName: String
    public var durationSeconds: Double
    /// "audio/webm", "audio/ogg", "audio/mp4" or "audio/wav".
    public var mimeType: String

    public static let allowedMimeTypes: Set<String> = ["audio/webm", "audio/ogg", "audio/mp4", "audio/wav"]
    /// The seed's quick capture is a 20-second note; allow generous slack but not lectures.
    public static let maximumDurationSeconds = 300.0

    public init(fileName: String, durationSeconds: Double, mimeType: String) {
        self.fileName = fileName
        self.durationSeconds = durationSeconds
        self.mimeType = mimeType
    }

    /// True for names that cannot escape the audio folder: letters, digits, `-`, `_` and one dot.
    var hasSafeFileName: Bool {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
        return !fileName.isEmpty && fileName.count <= 100 && fileName.allSatisfy(allowed.contains)
            && fileName.filter { $0 == "." }.count == 1 && !fileName.hasPrefix(".")
    }
}
