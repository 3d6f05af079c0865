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

    public init(samples: [MotionSample], joints: Set<Joint>, isAngleSeries: Bool, is3D: Bool) {
        self.samples = samples
        self.joints = joints
        self.isAngleSeries = isAngleSeries
        self.is3D = is3D
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
    /// A row's `t` cell is empty.
    case missingTime(line: Int)
    /// The header is fine but no row follows.
    case noRows

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
        case .missingTime(let line):
            "Line \(line): the time `t` is empty."
        case .noRows:
            "The recording has a header but no data rows."
        }
    }
}
