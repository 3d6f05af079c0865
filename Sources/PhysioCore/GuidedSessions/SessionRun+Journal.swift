import Foundation

// How a session's steps are journalled (the live draft): each step Codable, compact, and replayable to
// the same states. Poses are kept at Float precision with a one-byte confidence and packed (13 bytes a
// landmark, base64), and the live session counts the same quantised pose it journals
// (``PoseFrame/journalled``), so a replay counts exactly what was counted live.

extension SessionRun.Entry: Codable {
    private enum CodingKeys: String, CodingKey { case t, step }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        time = try container.decode(Double.self, forKey: .t)
        step = try container.decode(SessionRun.Step.self, forKey: .step)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(time, forKey: .t)
        try container.encode(step, forKey: .step)
    }
}

extension SessionRun.Step: Codable {
    /// One key per kind of step: `{"angle":42.5}`, `{"orientation":[α,β,γ]}`, `{"pose":{…}}`,
    /// `{"calibrate":[α,β,γ],"holding":"portrait"}`, `{"nextSet":true}`, `{"pain":true}`, `{"end":true}`.
    private enum CodingKeys: String, CodingKey { case angle, orientation, pose, calibrate, holding, nextSet, pain, end }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let degrees = try container.decodeIfPresent(Double.self, forKey: .angle) {
            self = .sample(.angle(time: 0, degrees: degrees))
        } else if let reading = try container.decodeIfPresent([Double].self, forKey: .orientation) {
            self = .sample(.orientation(time: 0, try Self.orientation(reading, container, .orientation)))
        } else if let pose = try container.decodeIfPresent(JournalPose.self, forKey: .pose) {
            self = .sample(.pose(try pose.frame))
        } else if let reading = try container.decodeIfPresent([Double].self, forKey: .calibrate) {
            self = .calibrate(
                try Self.orientation(reading, container, .calibrate),
                try container.decode(PhoneHolding.self, forKey: .holding))
        } else if container.contains(.nextSet) {
            self = .nextSet
        } else if container.contains(.pain) {
            self = .pain
        } else if container.contains(.end) {
            self = .end
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no step"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .sample(.angle(_, let degrees)): try container.encode(degrees, forKey: .angle)
        case .sample(.orientation(_, let reading)):
            try container.encode([reading.alpha, reading.beta, reading.gamma], forKey: .orientation)
        case .sample(.pose(let frame)): try container.encode(JournalPose(frame), forKey: .pose)
        case .calibrate(let reading, let holding):
            try container.encode([reading.alpha, reading.beta, reading.gamma], forKey: .calibrate)
            try container.encode(holding, forKey: .holding)
        case .nextSet: try container.encode(true, forKey: .nextSet)
        case .pain: try container.encode(true, forKey: .pain)
        case .end: try container.encode(true, forKey: .end)
        }
    }

    private static func orientation(
        _ values: [Double], _ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys
    ) throws -> DeviceOrientation {
        guard values.count == 3 else {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "3 angles")
        }
        return DeviceOrientation(alpha: values[0], beta: values[1], gamma: values[2])
    }
}

/// A pose as journalled: its skeleton and space, and its landmarks packed as 13 bytes each (x, y, z as
/// little-endian Float32, then the confidence as 0…255), base64 in JSON.
struct JournalPose: Codable {
    var skeleton: Skeleton
    var space: PoseSpace
    var points: String

    static let bytesPerPoint = 13

    init(_ frame: PoseFrame) {
        skeleton = frame.skeleton
        space = frame.space
        var bytes = [UInt8]()
        bytes.reserveCapacity(frame.points.count * Self.bytesPerPoint)
        for point in frame.points {
            for value in [point.x, point.y, point.z] {
                withUnsafeBytes(of: Float(value).bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
            }
            bytes.append(PoseFrame.confidenceByte(point.confidence))
        }
        points = Data(bytes).base64EncodedString()
    }

    var frame: PoseFrame {
        get throws {
            guard let data = Data(base64Encoded: points), data.count % Self.bytesPerPoint == 0,
                data.count / Self.bytesPerPoint <= LiveInput.maximumLandmarks
            else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "packed landmarks"))
            }
            let bytes = [UInt8](data)
            func float(_ at: Int) -> Double {
                let bits = UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16
                    | UInt32(bytes[at + 3]) << 24
                return Double(Float(bitPattern: bits))
            }
            let points = stride(from: 0, to: bytes.count, by: Self.bytesPerPoint).map { at in
                PoseFrame.journalPoint(x: float(at), y: float(at + 4), z: float(at + 8), confidence: bytes[at + 12])
            }
            return PoseFrame(time: 0, skeleton: skeleton, points: points, space: space)
        }
    }
}

extension MotionSample {
    /// The sample as the draft keeps it (a pose ``PoseFrame/journalled``; angles and orientations as
    /// they are).
    public var journalled: MotionSample {
        guard case .pose(let frame) = self else { return self }
        return .pose(frame.journalled)
    }
}

extension PoseFrame {
    /// The frame as the draft keeps it: coordinates at Float precision (7 significant digits: under a
    /// micrometre at a metre, 0.0001 px at 480 px), the confidence in steps of 1/255, a landmark
    /// without finite x and y missing. The live session counts this frame, so a replay of the draft
    /// counts the same.
    public var journalled: PoseFrame {
        var frame = self
        frame.points = points.map { point in
            Self.journalPoint(
                x: Double(Float(point.x)), y: Double(Float(point.y)), z: Double(Float(point.z)),
                confidence: Self.confidenceByte(point.confidence))
        }
        return frame
    }

    static func confidenceByte(_ confidence: Double) -> UInt8 {
        guard confidence.isFinite else { return 0 }
        return UInt8((min(max(confidence, 0), 1) * 255).rounded())
    }

    static func journalPoint(x: Double, y: Double, z: Double, confidence: UInt8) -> PosePoint {
        guard x.isFinite, y.isFinite else { return .missing }
        return PosePoint(x: x, y: y, z: z, confidence: Double(confidence) / 255)
    }
}
