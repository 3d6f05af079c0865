import Foundation
import PhysioCore

/// How a synthetic recording is sampled and what goes wrong in it.
public struct RecordingConditions: Sendable {
    /// Samples per second.
    public var rate: Double = 30
    /// Noise standard deviation: degrees for angle sources, coordinate units (body ≈ 1 unit tall) for
    /// landmarks (0.002 gives ≈ 1.1° of per-sample angle noise), degrees of attitude for orientation.
    public var noise: Double = 0
    /// Timestamp jitter, as a fraction of the sample period (kept below ½ so order is preserved).
    public var timeJitter: Double = 0
    /// Windows with no usable data.
    public var dropouts: [ClosedRange<Double>] = []
    public var dropoutStyle: DropoutStyle = .missingData
    /// Times at which a single wild sample replaces the true one.
    public var glitches: [Double] = []
    /// How many stale copies of earlier samples (duplicate or earlier timestamps) to slip in.
    public var staleSamples: Int = 0

    public enum DropoutStyle: Sendable {
        /// Samples keep coming, but the joints are missing (empty cells, NaN angles).
        case missingData
        /// No samples at all.
        case silence
        /// Landmarks are reported with a confidence too low to use.
        case lowConfidence
    }

    public init() {}
}

/// The pose source a synthetic recording imitates.
public enum SyntheticSource: Sendable {
    case angle
    case pose(Skeleton, threeD: Bool)
    case orientation(PhoneHolding)
}

/// What the engine should report for a synthetic recording.
public struct RecordingTruth: Sendable {
    public var reps: Int
    public var partialReps: Int
    /// Peak angle of each full rep, in order.
    public var repPeakAngles: [Double]
    /// The best angle visible outside dropouts.
    public var bestAngle: Double
    /// Moves that a dropout voided.
    public var voided: Int
}

/// A generated recording and the truth it was generated from.
public struct SyntheticRecording: Sendable {
    public var script: MotionScript
    public var samples: [MotionSample]
    public var truth: RecordingTruth
    /// The reference attitude the phone was calibrated in (orientation sources only).
    public var calibration: DeviceOrientation?

    /// Renders `script` from `source` under `conditions`, seeded for reproducibility.
    public init(
        _ script: MotionScript, source: SyntheticSource, conditions: RecordingConditions = RecordingConditions(),
        seed: UInt64 = 1
    ) {
        var rng = SplitMix64(seed: seed)
        self.script = script
        let reference = DeviceOrientation(alpha: 40, beta: 70, gamma: -12)
        calibration = if case .orientation = source { reference } else { nil }
        var samples: [MotionSample] = []
        let period = 1 / conditions.rate
        let count = Int(script.duration * conditions.rate)
        for k in 0..<count {
            let time = Double(k) * period + conditions.timeJitter * period * Double.random(in: -0.49...0.49, using: &rng)
            let dropped = conditions.dropouts.contains { $0.contains(time) }
            if dropped, conditions.dropoutStyle == .silence { continue }
            var angle = script.angle(at: time)
            if conditions.glitches.contains(where: { abs($0 - time) < period / 2 }) { angle += 150 }
            let missing = dropped && conditions.dropoutStyle == .missingData
            let weak = dropped && conditions.dropoutStyle == .lowConfidence
            samples.append(Self.render(
                angle: angle, time: time, goal: script.goal, source: source, noise: conditions.noise,
                missing: missing, weak: weak, reference: reference, rng: &rng))
        }
        for _ in 0..<conditions.staleSamples where samples.count > 10 {
            let at = Int.random(in: 10..<samples.count, using: &rng)
            let stale = samples[at - Int.random(in: 0...5, using: &rng)]
            samples.insert(Self.corrupt(stale), at: at + 1)
        }
        self.samples = samples
        truth = Self.truth(of: script, conditions: conditions)
    }

    /// A stale copy whose value is wild, so counting it would show.
    private static func corrupt(_ sample: MotionSample) -> MotionSample {
        switch sample {
        case .angle(let time, _): return .angle(time: time, degrees: 200)
        case .pose(var frame):
            frame.points = frame.points.map { PosePoint(x: $0.y, y: $0.x, z: $0.z, confidence: $0.confidence) }
            return .pose(frame)
        case .orientation(let time, var orientation):
            orientation.beta = -orientation.beta
            return .orientation(time: time, orientation)
        }
    }

    private static func render(
        angle: Double, time: Double, goal: MotionGoal, source: SyntheticSource, noise: Double,
        missing: Bool, weak: Bool, reference: DeviceOrientation, rng: inout SplitMix64
    ) -> MotionSample {
        switch source {
        case .angle:
            return .angle(time: time, degrees: missing ? .nan : angle + rng.gaussian(noise))
        case .pose(let skeleton, let threeD):
            var frame = SyntheticPose.frame(
                angle: angle, movement: goal.movement, side: goal.side, skeleton: skeleton, threeD: threeD,
                time: time, noise: noise, rng: &rng)
            if missing || weak {
                for joint in JointAngle.joints(for: goal.movement, side: goal.side).suffix(1) {
                    guard let index = skeleton.index(of: joint) else { continue }
                    frame.points[index] = missing ? .missing : PosePoint(x: 0.5, y: 0.5, confidence: 0.1)
                }
            }
            return .pose(frame)
        case .orientation(let holding):
            if missing { return .orientation(time: time, DeviceOrientation(alpha: .nan, beta: .nan, gamma: .nan)) }
            let turn = goal.progress(of: angle) + rng.gaussian(noise)
            let axis: UnitQuaternion.Axis = holding == .portrait ? .x : .y
            let wobble = UnitQuaternion(axis: .z, degrees: rng.gaussian(noise))
            let attitude = reference.quaternion * UnitQuaternion(axis: axis, degrees: turn) * wobble
            return .orientation(time: time, DeviceOrientation(attitude))
        }
    }

    /// The counts and angles the engine should report, derived from the script and the goal's rules;
    /// stops the test run if a move is too close to a threshold to have one right answer.
    private static func truth(of script: MotionScript, conditions: RecordingConditions) -> RecordingTruth {
        let goal = script.goal
        let tracker = RepetitionTracker(goal: goal, tuning: MotionTuning())
        var reps = 0, partials = 0, voided = 0
        var peaks: [Double] = []
        for dropout in conditions.dropouts {
            let length = dropout.upperBound - dropout.lowerBound
            precondition(length < 0.3 || length > 0.7, "a dropout of \(length) s is ambiguous: lost or bridged?")
        }
        for (index, (move, start)) in zip(script.moves, script.moveStarts).enumerated() {
            let span = start...(start + move.rise + move.hold + move.fall)
            if conditions.dropouts.contains(where: { $0.overlaps(span) && $0.upperBound - $0.lowerBound > 0.6 }) {
                voided += 1
                continue
            }
            let progress = goal.progress(of: move.peak)
            let reached = progress >= goal.targetNear && progress <= goal.targetFar + 2
            let band = script.bandSeconds(of: index)
            precondition(abs(progress - goal.targetNear) > 1.5, "move \(index) peaks too near the target edge")
            precondition(goal.holdSeconds == 0 || abs(band - goal.holdSeconds) > 0.25, "move \(index) hold is ambiguous")
            precondition(abs(progress - tracker.partialThreshold) > 2, "move \(index) is ambiguous as a partial")
            if reached && (goal.holdSeconds == 0 || band > goal.holdSeconds) {
                reps += 1
                peaks.append(move.peak)
            } else if progress > tracker.partialThreshold {
                partials += 1
            }
        }
        var best = goal.restAngle
        var t = 0.0
        while t < script.duration {
            let angle = script.angle(at: t)
            if !conditions.dropouts.contains(where: { $0.contains(t) }), goal.progress(of: angle) > goal.progress(of: best) {
                best = angle
            }
            t += 0.005
        }
        return RecordingTruth(reps: reps, partialReps: partials, repPeakAngles: peaks, bestAngle: best, voided: voided)
    }
}

extension DeviceOrientation {
    /// The W3C Euler angles of an attitude: `R = Rz(α)·Rx(β)·Ry(γ)` solved with β in −180…180 and
    /// γ in −90…90, as browsers report them.
    public init(_ q: UnitQuaternion) {
        let r01 = 2 * (q.x * q.y - q.w * q.z), r11 = 1 - 2 * (q.x * q.x + q.z * q.z)
        let r20 = 2 * (q.x * q.z - q.w * q.y), r21 = 2 * (q.y * q.z + q.w * q.x), r22 = 1 - 2 * (q.x * q.x + q.y * q.y)
        var beta = asin(min(1, max(-1, r21))) * 180 / .pi
        var gamma = atan2(-r20, r22) * 180 / .pi
        var alpha = atan2(-r01, r11) * 180 / .pi
        if abs(gamma) > 90 {
            beta = (beta >= 0 ? 180 : -180) - beta
            gamma += gamma > 0 ? -180 : 180
            alpha += 180
        }
        alpha = alpha.truncatingRemainder(dividingBy: 360)
        if alpha < 0 { alpha += 360 }
        self.init(alpha: alpha, beta: beta, gamma: gamma)
    }
}
