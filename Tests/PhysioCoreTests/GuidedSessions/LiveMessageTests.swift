import Foundation
import PhysioCore
import Testing

@Suite struct LiveMessageTests {
    @Test func anglesAndOrientationsParseWithTheirSenderTimes() throws {
        guard
            case .sample(.angle(_, let degrees), let sentAt, let seq) = try LiveInput.parse(
                #"{"type":"angle","t":12.5,"degrees":42.25,"seq":7}"#)
        else { Issue.record("not an angle"); return }
        #expect(degrees == 42.25 && sentAt == 12.5 && seq == 7)
        guard
            case .sample(.orientation(_, let reading), nil, nil) = try LiveInput.parse(
                #"{"type":"orientation","alpha":40,"beta":70,"gamma":-12}"#)
        else { Issue.record("not an orientation"); return }
        #expect(reading == DeviceOrientation(alpha: 40, beta: 70, gamma: -12))
    }

    @Test func calibrationDefaultsToPortraitAndRefusesAnUnknownHolding() throws {
        guard
            case .calibrate(_, .landscape, _) = try LiveInput.parse(
                #"{"type":"calibrate","alpha":1,"beta":2,"gamma":3,"holding":"landscape"}"#)
        else { Issue.record("landscape lost"); return }
        guard
            case .calibrate(_, .portrait, _) = try LiveInput.parse(
                #"{"type":"calibrate","alpha":1,"beta":2,"gamma":3}"#)
        else { Issue.record("portrait not the default"); return }
        #expect(throws: LiveInput.ParseError.invalidField("holding")) {
            try LiveInput.parse(#"{"type":"calibrate","alpha":1,"beta":2,"gamma":3,"holding":"sideways"}"#)
        }
    }

    @Test func namedLandmarksFromAnySkeletonBecomeACanonicalFrame() throws {
        let text =
            #"{"type":"pose","t":1,"landmarks":{"HipLeft":[0.5,0.5],"left_leg_joint":{"x":0.5,"y":0.75,"c":0.9},"left_ankle":[0.75,0.75,0.1,1],"nose":[0.5,0.1]}}"#
        guard case .sample(.pose(let frame), _, _) = try LiveInput.parse(text) else {
            Issue.record("not a pose"); return
        }
        #expect(frame.point(.leftHip)?.y == 0.5)
        #expect(frame.point(.leftKnee)?.confidence == 0.9)
        #expect(frame.point(.leftAnkle)?.z == 0.1)
        #expect(frame.point(.rightKnee) == nil)
    }

    @Test func aPoseSaysWhetherItIsInImageOrWorldSpace() throws {
        let body = #""landmarks":{"left_hip":[100,100,40],"left_knee":[100,200,-40],"left_ankle":[200,200,40]}"#
        func frame(_ extra: String) throws -> PoseFrame? {
            guard case .sample(.pose(let frame), _, _) = try LiveInput.parse(#"{"type":"pose",\#(extra)\#(body)}"#)
            else { return nil }
            return frame
        }
        let image = try #require(try frame(#""space":"image","#))
        let world = try #require(try frame(""))
        #expect(image.space == .image && world.space == .world)
        guard case .angle(let flat) = JointAngle.measure(.kneeFlexion, side: .left, in: image, minimumConfidence: 0.5),
              case .angle(let deep) = JointAngle.measure(.kneeFlexion, side: .left, in: world, minimumConfidence: 0.5)
        else { Issue.record("no angle"); return }
        #expect(abs(flat - 90) < 0.01)  // the image z is ignored
        #expect(abs(deep - 90) > 5)
        #expect(throws: LiveInput.ParseError.invalidField("space")) { try frame(#""space":"screen","#) }
    }

    @Test func skeletonPointsInOrderAcceptNullForMissing() throws {
        let points = (0..<33).map { $0 == 25 ? "null" : "[0.\($0 % 9),0.5,0,0.9]" }.joined(separator: ",")
        guard
            case .sample(.pose(let frame), _, _) = try LiveInput.parse(
                #"{"type":"pose","skeleton":"blazepose33","points":[\#(points)]}"#)
        else { Issue.record("not a pose"); return }
        #expect(frame.skeleton == .blazePose33 && frame.points.count == 33)
        #expect(frame.point(.leftKnee) == nil)  // BlazePose 25 is the left knee
        #expect(frame.point(.leftHip) != nil)
    }

    @Test(arguments: [
        ("", LiveInput.ParseError.notJSON),
        ("[1,2]", .notJSON),
        (#"{"degrees":3}"#, .unknownType("")),
        (#"{"type":"jump"}"#, .unknownType("jump")),
        (#"{"type":"angle"}"#, .invalidField("degrees")),
        (#"{"type":"angle","degrees":"42"}"#, .invalidField("degrees")),
        (#"{"type":"angle","degrees":true}"#, .invalidField("degrees")),
        (#"{"type":"angle","degrees":4,"t":"soon"}"#, .invalidField("t")),
        (#"{"type":"orientation","alpha":1,"beta":2}"#, .invalidField("gamma")),
        (#"{"type":"pose","landmarks":{"left_tail":[1,2]}}"#, .invalidField("landmarks.left_tail")),
        (#"{"type":"pose","landmarks":{"left_knee":[1]}}"#, .invalidField("landmarks.left_knee")),
        (#"{"type":"pose","skeleton":"mocap","points":[]}"#, .invalidField("skeleton")),
        (#"{"type":"pose"}"#, .invalidField("landmarks")),
    ])
    func malformedMessagesNameTheirProblem(text: String, error: LiveInput.ParseError) {
        #expect(throws: error) { try LiveInput.parse(text) }
    }

    @Test func oversizedMessagesAndTooManyLandmarksAreRefused() {
        let padding = String(repeating: " ", count: LiveInput.maximumBytes)
        #expect(throws: LiveInput.ParseError.notJSON) { try LiveInput.parse(#"{"type":"end"}"# + padding) }
        let many = (0..<65).map { _ in "[0,0]" }.joined(separator: ",")
        #expect(throws: LiveInput.ParseError.invalidField("points")) {
            try LiveInput.parse(#"{"type":"pose","skeleton":"canonical","points":[\#(many)]}"#)
        }
    }

    @Test func outputsAreOneLineOfJSONWithTheStateInside() throws {
        var engine = SessionEngine(
            goal: MotionGoal(movement: .kneeFlexion, target: AngleRange(80, 95), restAngle: 10, reps: 3))
        let state = engine.ingest(angle: 12, at: 1)
        let line = LiveMessage.state(state, ack: 4).json()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["type"] as? String == "state" && object["ack"] as? Int == 4)
        let inner = try #require(object["state"] as? [String: Any])
        #expect(inner["reps"] as? Int == 0 && inner["targetReps"] as? Int == 3 && inner["tracking"] as? String == "ok")
        #expect(!line.contains("\n"))
        let error = LiveMessage.error(code: "not_json", message: "Say \"hi\"").json()
        #expect(
            try JSONSerialization.jsonObject(with: Data(error.utf8)) as? [String: String]
                == ["type": "error", "code": "not_json", "message": "Say \"hi\""])
    }
}
