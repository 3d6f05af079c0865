import Foundation

/// A message a live session's WebSocket receives: from the session page (slider or phone sensor) or
/// from an external pose tracker. JSON text, one object per message; see docs/pose-stream.md.
///
///     {"type":"angle","t":12.25,"degrees":42.5}
///     {"type":"orientation","t":12.25,"alpha":40,"beta":70,"gamma":-12}
///     {"type":"calibrate","alpha":40,"beta":70,"gamma":-12,"holding":"portrait"}
///     {"type":"pose","t":12.25,"landmarks":{"left_hip":[0.5,0.5],"left_knee":[0.5,0.75,0,0.98]}}
///     {"type":"pose","t":12.25,"skeleton":"blazepose33","points":[[x,y,z,c], …]}
///     {"type":"end"}
///     {"type":"pain"}      — "Stop — it hurts": ends the session and records where it happened
///
/// `t` (seconds on the sender's clock, optional) is when the sample was taken; the server maps it onto
/// its own clock. `seq` (optional) is echoed back as `ack` in the state it causes, to match replies.
public enum LiveInput: Sendable {
    case sample(MotionSample, sentAt: Double?, seq: Int?)
    case calibrate(DeviceOrientation, PhoneHolding, seq: Int?)
    case end
    /// The person stopped because it hurt: end the session and record where (see ``PainStop``).
    case painStop
    /// Start the next set now, ending the rest between sets early.
    case nextSet(seq: Int?)

    /// The largest message accepted, in bytes: a 33-landmark frame is about 2 KB.
    public static let maximumBytes = 16 * 1024
    /// The most landmarks a pose message may carry.
    public static let maximumLandmarks = 64

    /// Why a message was refused. The session is unchanged in every case.
    public enum ParseError: Error, Equatable, Sendable {
        /// Not a JSON object of the documented shape, or larger than ``LiveInput/maximumBytes``.
        case notJSON
        /// `type` is missing or not one of the documented types.
        case unknownType(String)
        /// A field is missing, has the wrong type or is out of range; the text names it.
        case invalidField(String)

        /// A short machine-readable code for the error message.
        public var code: String {
            switch self {
            case .notJSON: "not_json"
            case .unknownType: "unknown_type"
            case .invalidField: "invalid_field"
            }
        }

        /// What the sender should fix.
        public var message: String {
            switch self {
            case .notJSON: "Send one JSON object per message, at most \(LiveInput.maximumBytes) bytes."
            case .unknownType(let type):
                "Unknown message type \"\(type.prefix(40))\". Use angle, orientation, calibrate, pose, nextSet, end or pain."
            case .invalidField(let field): "The field \(field.prefix(60)) is missing or not valid."
            }
        }
    }

    /// Parses one message. Sample times are 0 here: the receiver stamps them.
    public static func parse(_ text: String) throws(ParseError) -> LiveInput {
        guard text.utf8.count <= maximumBytes else { throw .notJSON }
        let wire: Wire
        do {
            wire = try JSONDecoder().decode(Wire.self, from: Data(text.utf8))
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context),
            let DecodingError.keyNotFound(_, context)
        {
            guard !context.codingPath.isEmpty else { throw .notJSON }  // not an object at all
            throw .invalidField(
                context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: "."))
        } catch {
            throw .notJSON
        }
        return try wire.input()
    }

    /// The JSON shape of every message type; fields a type does not use are ignored.
    private struct Wire: Decodable {
        var type: String?
        var t: Double?
        var seq: Int?
        var degrees: Double?
        var alpha: Double?
        var beta: Double?
        var gamma: Double?
        var holding: String?
        var landmarks: [String: WirePoint?]?
        var skeleton: String?
        var points: [WirePoint?]?
        /// `image` (pixels, 2-D angles) or `world` (metres, 3-D angles, the default).
        var space: String?

        func input() throws(ParseError) -> LiveInput {
            switch type {
            case "angle":
                guard let degrees, degrees.isFinite else { throw .invalidField("degrees") }
                guard JointAngle.range.contains(degrees) else {
                    throw .invalidField("degrees (\(JointAngle.range.allowed))")
                }
                return .sample(.angle(time: 0, degrees: degrees), sentAt: try time(), seq: seq)
            case "orientation":
                return .sample(.orientation(time: 0, try orientation()), sentAt: try time(), seq: seq)
            case "calibrate":
                let mode = holding.map(PhoneHolding.init(rawValue:)) ?? .portrait
                guard let mode else { throw .invalidField("holding") }
                return .calibrate(try orientation(), mode, seq: seq)
            case "pose":
                return .sample(.pose(try pose()), sentAt: try time(), seq: seq)
            case "end":
                return .end
            case "pain":
                return .painStop
            case "nextSet":
                return .nextSet(seq: seq)
            default:
                throw .unknownType(type ?? "")
            }
        }

        func time() throws(ParseError) -> Double? {
            guard let t else { return nil }
            guard t.isFinite, abs(t) < 1e12 else { throw .invalidField("t") }
            return t
        }

        func orientation() throws(ParseError) -> DeviceOrientation {
            guard let alpha, alpha.isFinite else { throw .invalidField("alpha") }
            guard let beta, beta.isFinite else { throw .invalidField("beta") }
            guard let gamma, gamma.isFinite else { throw .invalidField("gamma") }
            return DeviceOrientation(alpha: alpha, beta: beta, gamma: gamma)
        }

        func pose() throws(ParseError) -> PoseFrame {
            var frame = try landmarkFrame()
            if let space {
                guard let value = PoseSpace(rawValue: space) else { throw .invalidField("space") }
                frame.space = value
            }
            return frame
        }

        func landmarkFrame() throws(ParseError) -> PoseFrame {
            if let landmarks {
                guard landmarks.count <= LiveInput.maximumLandmarks else { throw .invalidField("landmarks") }
                var named: [String: PosePoint] = [:]
                for (name, point) in landmarks {
                    guard Skeleton.isKnownLandmarkName(name) else { throw .invalidField("landmarks.\(name)") }
                    named[name] = point?.point ?? .missing
                }
                return PoseFrame(time: 0, named: named)
            }
            guard let points else { throw .invalidField("landmarks") }
            guard let name = skeleton, let source = Skeleton(rawValue: name) else { throw .invalidField("skeleton") }
            guard points.count <= LiveInput.maximumLandmarks else { throw .invalidField("points") }
            return PoseFrame(time: 0, skeleton: source, points: points.map { $0?.point ?? .missing })
        }
    }

    /// `[x, y]`, `[x, y, z]`, `[x, y, z, c]` or `{"x":…,"y":…,"z":…,"c":…}`.
    private struct WirePoint: Decodable {
        var point: PosePoint

        private enum Keys: String, CodingKey { case x, y, z, c, visibility }

        init(from decoder: any Decoder) throws {
            if var list = try? decoder.unkeyedContainer() {
                var numbers: [Double] = []
                while !list.isAtEnd, numbers.count < 5 { numbers.append(try list.decode(Double.self)) }
                guard (2...4).contains(numbers.count), list.isAtEnd else {
                    throw DecodingError.typeMismatch(
                        [Double].self, .init(codingPath: decoder.codingPath, debugDescription: "2 to 4 numbers"))
                }
                point = PosePoint(
                    x: numbers[0], y: numbers[1], z: numbers.count > 2 ? numbers[2] : 0,
                    confidence: numbers.count > 3 ? numbers[3] : 1)
                return
            }
            let fields = try decoder.container(keyedBy: Keys.self)
            let confidence =
                try fields.decodeIfPresent(Double.self, forKey: .c)
                ?? fields.decodeIfPresent(Double.self, forKey: .visibility) ?? 1
            point = PosePoint(
                x: try fields.decode(Double.self, forKey: .x), y: try fields.decode(Double.self, forKey: .y),
                z: try fields.decodeIfPresent(Double.self, forKey: .z) ?? 0, confidence: confidence)
        }
    }
}

/// A message the live session's WebSocket sends: the state after each sample (with the page's one
/// feedback state, the sets finished so far and, for a camera frame, the landmarks and framing help),
/// an error, or the end. One Codable value for every shape, encoded by `JSONEncoder` only; the Swift
/// tests write a sample of each shape to `Tests/Fixtures/live-messages/` for the browser tests.
///
///     {"type":"state","ack":4,"feedback":"holding","state":{…},"setSummaries":[…],"camera":{…}}
///     {"type":"error","code":"too_fast","message":"…"}
///     {"type":"ended","summary":"/live/…/summary"}
public struct LiveMessage: Codable, Sendable, Hashable {
    public enum Kind: String, Codable, Sendable { case state, error, ended }

    public var type: Kind
    /// The `seq` of the message that caused this state.
    public var ack: Int?
    /// The page's feedback state (see ``LiveFeedbackMachine``).
    public var feedback: LiveFeedback?
    public var state: LiveState?
    /// The sets finished so far, in order (a state message only).
    public var setSummaries: [SetSummary]?
    /// What the camera's frame showed (a state answering a camera frame only).
    public var camera: CameraView?
    /// An error's machine-readable code and the words for a person.
    public var code: String?
    public var message: String?
    /// Where the ended session's summary is.
    public var summary: String?

    /// The engine's state; `ack` echoes the `seq` of the message that caused it.
    public static func state(
        _ state: LiveState, ack: Int?, feedback: LiveFeedback? = nil, setSummaries: [SetSummary]? = nil,
        camera: CameraView? = nil
    ) -> LiveMessage {
        LiveMessage(type: .state, ack: ack, feedback: feedback, state: state, setSummaries: setSummaries, camera: camera)
    }

    /// A message was refused; nothing changed.
    public static func error(code: String, message: String) -> LiveMessage {
        LiveMessage(type: .error, code: code, message: message)
    }

    /// The session ended; the page goes to `summary`.
    public static func ended(summary: String) -> LiveMessage { LiveMessage(type: .ended, summary: summary) }

    /// The message as one line of JSON.
    public func json() -> String {
        // Every field here encodes (non-finite numbers become strings), so the fallback is never taken.
        (try? Self.encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? #"{"type":"error"}"#
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        // Keys in one order every time (Linux's JSONEncoder otherwise varies it), so a fixture written
        // twice is the same file.
        encoder.outputFormatting = .sortedKeys
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        return encoder
    }()
}

/// What a camera frame showed, for the page's overlay and framing help: the frame's size, the framing
/// status and its words, and the image landmarks as `[x, y, visibility]` in frame pixels (x and y to
/// 0.1 px, visibility to 0.01), `null` where missing.
public struct CameraView: Codable, Sendable, Hashable {
    public var width: Int
    public var height: Int
    public var framing: CameraFraming.Status
    public var message: String
    public var points: [Point?]

    /// One landmark on the wire.
    public struct Point: Codable, Sendable, Hashable {
        public var x: Double
        public var y: Double
        public var visibility: Double

        public init(from decoder: any Decoder) throws {
            var list = try decoder.unkeyedContainer()
            x = try list.decode(Double.self)
            y = try list.decode(Double.self)
            visibility = try list.decode(Double.self)
        }

        public func encode(to encoder: any Encoder) throws {
            var list = encoder.unkeyedContainer()
            try list.encode(x)
            try list.encode(y)
            try list.encode(visibility)
        }

        init(_ point: PosePoint) {
            x = (point.x * 10).rounded() / 10
            y = (point.y * 10).rounded() / 10
            visibility = (point.confidence * 100).rounded() / 100
        }
    }

    public init(
        width: Int, height: Int, framing: CameraFraming.Status, message: String, points: [PosePoint]
    ) {
        self.width = width
        self.height = height
        self.framing = framing
        self.message = message
        self.points = points.map { point in
            [point.x, point.y, point.confidence].allSatisfy(\.isFinite) ? Point(point) : nil
        }
    }
}
