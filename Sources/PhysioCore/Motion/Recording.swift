import Foundation

/// A recorded session: pose frames (canonical layout) or a plain angle series, in file order.
public struct Recording: Sendable {
    /// The samples in file order; the engine deals with any disorder or faults in them.
    public var samples: [MotionSample]
    /// Canonical joints that have x and y columns (empty for an angle series).
    public var joints: Set<Joint>
    /// Whether the file was a plain `t,angle` series.
    public var isAngleSeries: Bool
    /// Whether joint columns include `z`.
    public var is3D: Bool
    /// The space the landmarks were given in (``RecordingCoordinates``); the frames are already in
    /// pixels for normalized image coordinates.
    public var coordinates: RecordingCoordinates

    public init(
        samples: [MotionSample], joints: Set<Joint>, isAngleSeries: Bool, is3D: Bool,
        coordinates: RecordingCoordinates = .world
    ) {
        self.samples = samples
        self.joints = joints
        self.isAngleSeries = isAngleSeries
        self.is3D = is3D
        self.coordinates = coordinates
    }
}

/// How a recording's landmark coordinates are meant, declared by a `# space: …` line (docs/recordings.md).
public enum RecordingCoordinates: String, Sendable, CaseIterable {
    /// 3-D positions in one unit (metres): MediaPipe world landmarks, Kinect, ARKit, motion capture.
    /// `z` is used. The default when nothing is declared.
    case world
    /// Image pixels (`x` right, `y` down): 2-D angles, `z` ignored.
    case image
    /// MediaPipe's normalized image landmarks: `x`, `y` in 0…1 of the frame's width and height, scaled
    /// to pixels with the frame size (`# frame-size: WxH` or `--frame-size`); 2-D angles, `z` ignored.
    case normalizedImage = "normalized-image"

    /// The space of the frames the parser makes.
    public var poseSpace: PoseSpace { self == .world ? .world : .image }
}

/// A video frame's size in pixels, e.g. `1280x720`.
public struct FrameSize: Sendable, Hashable {
    public var width: Double
    public var height: Double

    public init?(width: Double, height: Double) {
        guard width.isFinite, height.isFinite, width >= 1, height >= 1, width <= 100_000, height <= 100_000
        else { return nil }
        self.width = width
        self.height = height
    }

    /// `WxH` in pixels (`1280x720`, `1080×1920`), or nil.
    public init?(parsing text: some StringProtocol) {
        let parts = text.lowercased().split { $0 == "x" || $0 == "×" }
        guard parts.count == 2,
              let width = Double(parts[0].trimmingCharacters(in: .whitespaces)),
              let height = Double(parts[1].trimmingCharacters(in: .whitespaces))
        else { return nil }
        self.init(width: width, height: height)
    }
}

/// Why a recording could not be read. Lines count from 1, the header being line 1.
public enum RecordingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file has no header line.
    case empty
    /// The header has no `t` column.
    case missingTimeColumn(line: Int)
    /// A header column is not `t`, `angle` or `<joint>.<x|y|z|c>`.
    case badColumn(line: Int, column: Int, name: String)
    /// A header column names a joint no supported skeleton has.
    case unknownJoint(line: Int, column: Int, name: String)
    /// Two header columns give the same joint coordinate (maybe under two skeletons' names).
    case duplicateColumn(line: Int, column: Int, name: String)
    /// A joint has an `x` column but no `y`, or the reverse.
    case incompleteJoint(line: Int, joint: String)
    /// A row has more or fewer cells than the header.
    case wrongCellCount(line: Int, expected: Int, found: Int)
    /// A cell is neither empty nor a number.
    case notANumber(line: Int, column: String, text: String)
    /// A number outside its column's range (a time beyond ±10¹² s, an angle outside -180…360°).
    case outOfRange(line: Int, column: String, allowed: String)
    /// A row's `t` cell is empty.
    case missingTime(line: Int)
    /// The header is fine but no row follows.
    case noRows
    /// A `# space:` or `# frame-size:` line has a value that is not understood.
    case badDirective(line: Int, text: String)
    /// Normalized image coordinates without a frame size to scale them by.
    case frameSizeNeeded
    /// A frame size was given for a recording that is not in normalized image coordinates.
    case frameSizeNotApplicable(RecordingCoordinates)

    public var description: String {
        switch self {
        case .empty:
            "The recording is empty: the first line must be a header such as `t,left_knee.x,left_knee.y,…` or `t,angle`."
        case .missingTimeColumn(let line):
            "Line \(line): the header has no `t` column (time in seconds)."
        case .badColumn(let line, let column, let name):
            "Line \(line), column \(column): `\(name)` is not `t`, `angle` or `<joint>.x|y|z|c`."
        case .unknownJoint(let line, let column, let name):
            "Line \(line), column \(column): no supported skeleton has a joint called `\(name)`."
        case .duplicateColumn(let line, let column, let name):
            "Line \(line), column \(column): `\(name)` repeats a coordinate already given by another column."
        case .incompleteJoint(let line, let joint):
            "Line \(line): joint `\(joint)` needs both `.x` and `.y` columns."
        case .wrongCellCount(let line, let expected, let found):
            "Line \(line): expected \(expected) cells like the header, found \(found)."
        case .notANumber(let line, let column, let text):
            "Line \(line), column `\(column)`: `\(text)` is not a number (leave the cell empty for a missing value)."
        case .outOfRange(let line, let column, let allowed):
            "Line \(line), column `\(column)`: the value must be \(allowed)."
        case .missingTime(let line):
            "Line \(line): the time `t` is empty."
        case .noRows:
            "The recording has a header but no data rows."
        case .badDirective(let line, let text):
            "Line \(line): `\(text)` is not understood; use `# space: world`, `# space: image`, `# space: normalized-image` or `# frame-size: 1280x720`."
        case .frameSizeNeeded:
            "The recording is in normalized image coordinates (x, y in 0…1 of the frame's width and height): give the frame size, `--frame-size 1280x720` or a `# frame-size: 1280x720` line."
        case .frameSizeNotApplicable(let coordinates):
            "The recording says `# space: \(coordinates.rawValue)`; a frame size applies only to normalized image coordinates."
        }
    }
}
