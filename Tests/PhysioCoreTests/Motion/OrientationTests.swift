import PhysioCore
import Testing
import TestSupport

@Suite struct OrientationTests {
    @Test func w3cAnglesRoundTripThroughQuaternions() {
        var rng = SplitMix64(seed: 12)
        for _ in 0..<200 {
            let orientation = DeviceOrientation(
                alpha: Double.random(in: 0..<360, using: &rng), beta: Double.random(in: -179...179, using: &rng),
                gamma: Double.random(in: -89...89, using: &rng))
            let back = DeviceOrientation(orientation.quaternion)
            let q1 = orientation.quaternion, q2 = back.quaternion
            let dot = abs(q1.w * q2.w + q1.x * q2.x + q1.y * q2.y + q1.z * q2.z)
            #expect(abs(dot - 1) < 1e-9)
            #expect((-90...90).contains(back.gamma) && (-180...180).contains(back.beta))
        }
    }

    @Test(arguments: [PhoneHolding.portrait, .landscape])
    func aStrappedPhoneMeasuresTheSegmentsTurnFromCalibration(holding: PhoneHolding) {
        let reference = DeviceOrientation(alpha: 120, beta: 80, gamma: 20)
        let calibration = OrientationCalibration(reference: reference, holding: holding)
        let axis: UnitQuaternion.Axis = holding == .portrait ? .x : .y
        let other: UnitQuaternion.Axis = holding == .portrait ? .y : .x
        for turn in stride(from: -150.0, through: 150, by: 25) {
            let now = DeviceOrientation(reference.quaternion * UnitQuaternion(axis: axis, degrees: turn))
            #expect(abs(calibration.rotation(of: now) - turn) < 1e-6, "\(turn)")
            let twisted = DeviceOrientation(reference.quaternion * UnitQuaternion(axis: axis, degrees: turn) * UnitQuaternion(axis: .z, degrees: 4))
            #expect(abs(calibration.rotation(of: twisted) - turn) < 0.5)
        }
        let sideways = DeviceOrientation(reference.quaternion * UnitQuaternion(axis: other, degrees: 40))
        #expect(abs(calibration.rotation(of: sideways)) < 1e-6)
    }

    @Test(arguments: [PhoneHolding.portrait, .landscape])
    func orientationSessionsCountReps(holding: PhoneHolding) {
        let goal = MotionFixtures.seatedKneeExtension
        var conditions = RecordingConditions()
        conditions.noise = 0.3
        conditions.rate = 60
        let script = MotionScript(goal: goal, moves: [ScriptedMove(peak: 5, hold: 6), ScriptedMove(peak: 30, hold: 6), ScriptedMove(peak: 3, hold: 6)])
        let recording = SyntheticRecording(script, source: .orientation(holding), conditions: conditions, seed: 21)
        let (metrics, states) = runEngine(recording, holding: holding)
        expectMatchesTruth(metrics, recording.truth)
        #expect(metrics.reps == 2 && metrics.partialReps == 1)
        #expect(states.allSatisfy { $0.rejected != .notCalibrated })
    }

    @Test func orientationBeforeCalibrationIsRejected() {
        var engine = SessionEngine(goal: MotionFixtures.seatedKneeExtension)
        let state = engine.ingest(.orientation(time: 0, DeviceOrientation(alpha: 0, beta: 90, gamma: 0)))
        #expect(state.rejected == .notCalibrated)
        engine.calibrate(DeviceOrientation(alpha: 0, beta: 90, gamma: 0), holding: .portrait)
        let after = engine.ingest(.orientation(time: 0.1, DeviceOrientation(alpha: 0, beta: 30, gamma: 0)))
        #expect(after.rejected == nil)
        #expect(abs((after.angle ?? 0) - 30) < 1e-6)
    }
}
