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

/// A message the live session's WebSocket sends: the state after each sample, errors, and the end.
public enum LiveOutput: Sendable {
    /// The engine's state; `ack` echoes the `seq` of the message that caused it.
    case state(LiveState, ack: Int?)
    /// A message was refused; nothing changed.
    case error(code: String, message: String)
    /// The session ended; the page goes to `summary`.
    case ended(summary: String)

    /// The message as one line of JSON; a state carries the page's `feedback` state when given.
    public func json(feedback: LiveFeedback? = nil) -> String {
        switch self {
        case .state(let state, let ack):
            var body = (try? Self.encoder.encode(state)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
            // The wire contract says `restRemaining` is null when not resting (the encoder omits nil).
            if state.restRemaining == nil, body.hasSuffix("}"), body.count > 2 {
                body.removeLast()
                body += ",\"restRemaining\":null}"
            }
            return "{\"type\":\"state\"" + (ack.map { ",\"ack\":\($0)" } ?? "")
                + (feedback.map { ",\"feedback\":\"\($0.rawValue)\"" } ?? "") + ",\"state\":" + body + "}"
        case .error(let code, let message):
            return Self.object(["type": "error", "code": code, "message": message])
        case .ended(let summary):
            return Self.object(["type": "ended", "summary": summary])
        }
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        return encoder
    }()

    private static func object(_ fields: [String: String]) -> String {
        (try? JSONEncoder().encode(fields)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
