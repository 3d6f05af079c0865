/// Runs a whole recording through a ``SessionEngine`` and returns its metrics.
public enum RecordingAnalyzer {
    /// Why a recording cannot be analysed for a goal.
    public enum AnalysisError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The movement is not measured from landmarks; record it as a `t,angle` series.
        case movementNeedsAngles(JointMovement)
        /// The recording lacks joints the movement needs on that side.
        case missingJoints(JointMovement, BodySide, [String])
        /// No sample gave a usable angle, so the rest angle could not be found.
        case noUsableAngle

        public var description: String {
            switch self {
            case .movementNeedsAngles(let movement):
                "\(movement.rawValue) is not measured from landmarks; give a `t,angle` recording instead."
            case .missingJoints(let movement, let side, let names):
                "\(movement.rawValue) on the \(side.rawValue) side needs columns for \(names.joined(separator: ", ")), which the recording does not have."
            case .noUsableAngle:
                "No sample in the recording gave a usable angle, so there is nothing to analyse."
            }
        }
    }

    /// Analyses `recording` for `goal`.
    public static func analyze(
        _ recording: Recording, goal: MotionGoal, tuning: MotionTuning = MotionTuning()
    ) throws(AnalysisError) -> SessionMetrics {
        try check(recording, movement: goal.movement, side: goal.side)
        var engine = SessionEngine(goal: goal, tuning: tuning)
        for sample in recording.samples { _ = engine.ingest(sample) }
        return engine.summary()
    }

    /// Analyses `recording` when only some of the goal is known. With no `restAngle`, rest is found in
    /// the recording (see ``inferredRestAngle(of:movement:target:side:tuning:)``). With no `side`, a side the recording has
    /// joints for is used; when it has both, the side that did more (reps, then partials, then range).
    public static func analyze(
        _ recording: Recording, movement: JointMovement, target: AngleRange, restAngle: Double?,
        holdSeconds: Double, reps: Int, side: BodySide?, tuning: MotionTuning = MotionTuning()
    ) throws(AnalysisError) -> SessionMetrics {
        let sides = side.map { [$0] } ?? BodySide.allCases.filter { candidate in
            recording.isAngleSeries || (try? check(recording, movement: movement, side: candidate)) != nil
        }
        guard !sides.isEmpty else {
            try check(recording, movement: movement, side: .left)  // throws, naming what is missing
            throw .missingJoints(movement, .left, JointAngle.joints(for: movement, side: .left).map(\.name))
        }
        var results: [SessionMetrics] = []
        for candidate in recording.isAngleSeries ? [side ?? .left] : sides {
            try check(recording, movement: movement, side: candidate)
            let rest: Double
            if let restAngle { rest = restAngle } else {
                rest = try inferredRestAngle(
                    of: recording, movement: movement, target: target, side: candidate, tuning: tuning)
            }
            let goal = MotionGoal(
                movement: movement, target: target, restAngle: rest, holdSeconds: holdSeconds, reps: reps,
                side: candidate)
            results.append(try analyze(recording, goal: goal, tuning: tuning))
        }
        return results.max { score($0) < score($1) } ?? results[0]
    }

    private static func score(_ metrics: SessionMetrics) -> (Int, Int, Double) {
        let range = metrics.bestAngle.map { abs($0 - metrics.restAngle) } ?? 0
        return (metrics.reps, metrics.partialReps, range)
    }

    /// Where the movement rests: the side of the target the recording starts on (median of the first
    /// 15 usable angles) decides the direction, and rest is the 2nd percentile of all usable angles on
    /// that side, so a recording that starts mid-movement or a few wild samples do not move it much.
    static func inferredRestAngle(
        of recording: Recording, movement: JointMovement, target: AngleRange, side: BodySide, tuning: MotionTuning
    ) throws(AnalysisError) -> Double {
        var angles: [Double] = []
        angles.reserveCapacity(recording.samples.count)
        for sample in recording.samples {
            let angle: Double?
            switch sample {
            case .angle(_, let degrees): angle = degrees
            case .pose(let frame):
                if case .angle(let degrees) = JointAngle.measure(
                    movement, side: side, in: frame, minimumConfidence: tuning.minimumConfidence) {
                    angle = degrees
                } else {
                    angle = nil
                }
            case .orientation: angle = nil
            }
            if let angle, angle.isFinite, tuning.plausibleAngles.contains(angle) { angles.append(angle) }
        }
        guard !angles.isEmpty else { throw .noUsableAngle }
        let opening = angles.prefix(15).sorted()
        let start = opening[opening.count / 2]
        let aimsUp = (target.lower + target.upper) / 2 >= start
        let sorted = angles.sorted()
        let index = Int((Double(sorted.count - 1) * 0.02).rounded())
        return aimsUp ? sorted[index] : sorted[sorted.count - 1 - index]
    }

    private static func check(_ recording: Recording, movement: JointMovement, side: BodySide) throws(AnalysisError) {
        guard !recording.isAngleSeries else { return }
        guard JointAngle.isLandmarkBased(movement) else { throw .movementNeedsAngles(movement) }
        let needed = JointAngle.joints(for: movement, side: side)
        let fallback: Joint? = switch movement {
        case .hipFlexion: .neck
        case .shoulderAbduction: .pelvis
        default: nil
        }
        let missing = needed.enumerated().filter { index, joint in
            !recording.joints.contains(joint) && !(index == 0 && fallback.map(recording.joints.contains) == true)
        }.map(\.element.name)
        guard missing.isEmpty else { throw .missingJoints(movement, side, missing) }
    }
}
