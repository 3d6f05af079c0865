/// Reads the CSV recording format documented in `docs/recordings.md`.
///
/// Header: `t`, then `<joint>.x`, `<joint>.y` and optionally `<joint>.z`, `<joint>.c` per joint, names
/// canonical or from any supported skeleton (landmarks that are not canonical joints, like `nose`, are
/// skipped); or exactly `t,angle`. Empty cells are missing values. Blank lines and lines starting
/// with `#` are ignored, except the directives `# space: world|image|normalized-image` and
/// `# frame-size: WxH`, which say how landmark coordinates are meant (``RecordingCoordinates``).
/// Values are not judged here: NaN, disorder and gaps are the engine's business.
public enum RecordingParser {
    /// Parses `text`. `frameSize` (the command line's `--frame-size`) overrides a `# frame-size:` line
    /// and, when the file declares no space, means normalized image coordinates.
    public static func parse(_ text: String, frameSize: FrameSize? = nil) throws(RecordingError) -> Recording {
        let (numbered, directives) = try numberedLines(text)
        var coordinates = directives.coordinates
        if coordinates == nil, frameSize != nil { coordinates = .normalizedImage }
        let space = coordinates ?? .world
        var scale: FrameSize?
        switch space {
        case .normalizedImage:
            guard let size = frameSize ?? directives.frameSize else { throw .frameSizeNeeded }
            scale = size
        case .world, .image:
            if frameSize != nil || directives.frameSize != nil { throw .frameSizeNotApplicable(space) }
        }
        var lines = numbered.makeIterator()
        guard let (headerLine, header) = lines.next() else { throw .empty }
        let names = cells(header)
        let layout = try Layout(names: names, line: headerLine)
        var samples: [MotionSample] = []
        while let (number, line) = lines.next() {
            let row = cells(line)
            guard row.count == names.count else {
                throw .wrongCellCount(line: number, expected: names.count, found: row.count)
            }
            samples.append(try layout.sample(from: row, line: number, names: names, space: space.poseSpace, scale: scale))
        }
        guard !samples.isEmpty else { throw .noRows }
        return Recording(
            samples: samples, joints: layout.joints, isAngleSeries: layout.angleColumn != nil, is3D: layout.is3D,
            coordinates: space)
    }

    private struct Directives {
        var coordinates: RecordingCoordinates?
        var frameSize: FrameSize?
    }

    /// Non-blank, non-comment lines with their 1-based numbers, and the directives among the comments.
    private static func numberedLines(_ text: String) throws(RecordingError) -> ([(Int, Substring)], Directives) {
        let body = text.hasPrefix("\u{FEFF}") ? text.dropFirst() : Substring(text)
        var directives = Directives()
        var lines: [(Int, Substring)] = []
        for (index, raw) in body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix("#") {
                try readDirective(trimmed.dropFirst(), line: index + 1, into: &directives)
                continue
            }
            lines.append((index + 1, line))
        }
        return (lines, directives)
    }

    /// `space: …` and `frame-size: …` comments set directives; any other comment is ignored.
    private static func readDirective(_ comment: Substring, line: Int, into directives: inout Directives) throws(RecordingError) {
        guard let colon = comment.firstIndex(of: ":") else { return }
        let key = trimmed(comment[..<colon]).lowercased()
        let value = trimmed(comment[comment.index(after: colon)...])
        switch key {
        case "space":
            guard let coordinates = RecordingCoordinates(rawValue: value.lowercased()) else {
                throw .badDirective(line: line, text: "# \(trimmed(comment))")
            }
            directives.coordinates = coordinates
        case "frame-size", "frame size", "frame_size":
            guard let size = FrameSize(parsing: value) else {
                throw .badDirective(line: line, text: "# \(trimmed(comment))")
            }
            directives.frameSize = size
        default:
            return
        }
    }

    private static func cells(_ line: Substring) -> [Substring] {
        line.split(separator: ",", omittingEmptySubsequences: false).map(trimmed)
    }

    private static func trimmed(_ text: Substring) -> Substring {
        var start = text.startIndex, end = text.endIndex
        while start < end, text[start] == " " || text[start] == "\t" { start = text.index(after: start) }
        while end > start, text[text.index(before: end)] == " " || text[text.index(before: end)] == "\t" {
            end = text.index(before: end)
        }
        return text[start..<end]
    }

    /// Which column holds what.
    private struct Layout {
        var timeColumn: Int
        var angleColumn: Int?
        /// Per joint raw value: column indices of x, y, z, c (-1 when absent).
        var columns = [[Int]](repeating: [-1, -1, -1, -1], count: Joint.allCases.count)
        var joints: Set<Joint> = []
        var is3D = false

        init(names: [Substring], line: Int) throws(RecordingError) {
            let lowered = names.map { $0.lowercased() }
            guard let time = lowered.firstIndex(of: "t") else { throw .missingTimeColumn(line: line) }
            timeColumn = time
            if lowered.count == 2, let angle = lowered.firstIndex(of: "angle") {
                angleColumn = angle
                return
            }
            for (index, name) in names.enumerated() where index != time {
                try addColumn(String(name), index: index, line: line)
            }
            for joint in Joint.allCases {
                let slots = columns[joint.rawValue]
                if (slots[0] < 0) != (slots[1] < 0) { throw .incompleteJoint(line: line, joint: joint.name) }
                if slots[0] >= 0 { joints.insert(joint) }
                if slots[2] >= 0 { is3D = true }
            }
        }

        /// Column suffixes: x, y, z, and the confidence under MediaPipe's and others' names.
        static let axes = ["x": 0, "y": 1, "z": 2, "c": 3, "v": 3, "visibility": 3, "confidence": 3, "score": 3]

        private mutating func addColumn(_ name: String, index: Int, line: Int) throws(RecordingError) {
            guard let dot = name.lastIndex(of: "."),
                  let axis = Self.axes[name[name.index(after: dot)...].lowercased()]
            else { throw .badColumn(line: line, column: index + 1, name: name) }
            let jointName = String(name[..<dot])
            guard let joint = Skeleton.joint(named: jointName) else {
                if Skeleton.isKnownLandmarkName(jointName) { return }
                throw .unknownJoint(line: line, column: index + 1, name: jointName)
            }
            guard columns[joint.rawValue][axis] < 0 else {
                throw .duplicateColumn(line: line, column: index + 1, name: name)
            }
            columns[joint.rawValue][axis] = index
        }

        func sample(
            from row: [Substring], line: Int, names: [Substring], space: PoseSpace, scale: FrameSize?
        ) throws(RecordingError) -> MotionSample {
            func number(_ column: Int) throws(RecordingError) -> Double? {
                let text = row[column]
                if text.isEmpty { return nil }
                guard let value = Double(text) else {
                    throw .notANumber(line: line, column: String(names[column]), text: String(text))
                }
                return value
            }
            guard let time = try number(timeColumn) else { throw .missingTime(line: line) }
            guard SessionMetrics.sampleTimeRange.contains(time) else {
                throw .outOfRange(line: line, column: String(names[timeColumn]), allowed: SessionMetrics.sampleTimeRange.allowed)
            }
            if let angleColumn {
                let degrees = try number(angleColumn) ?? .nan
                // NaN is a missing sample (as an empty cell); anything else must be an angle.
                guard degrees.isNaN || JointAngle.range.contains(degrees) else {
                    throw .outOfRange(line: line, column: String(names[angleColumn]), allowed: JointAngle.range.allowed)
                }
                return .angle(time: time, degrees: degrees)
            }
            var points = [PosePoint](repeating: .missing, count: Joint.allCases.count)
            for joint in joints {
                let slots = columns[joint.rawValue]
                let x = try number(slots[0]), y = try number(slots[1])
                var z: Double? = 0, c: Double? = 1
                if slots[2] >= 0 {
                    z = try number(slots[2])
                    if space == .image { z = 0 }  // an image model's depth is not used, present or not
                }
                if slots[3] >= 0 { c = try number(slots[3]) ?? 1 }
                guard let x, let y, let z, let c else { continue }
                if let scale {
                    points[joint.rawValue] = PosePoint(x: x * scale.width, y: y * scale.height, z: 0, confidence: c)
                } else {
                    points[joint.rawValue] = PosePoint(x: x, y: y, z: space == .world ? z : 0, confidence: c)
                }
            }
            return .pose(PoseFrame(time: time, skeleton: .canonical, points: points, space: space))
        }
    }
}
