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
    /// the recording (see ``inferredRestAngle(of:movement:target:side:tuning:)``). With no `side`, a side
    /// the recording has joints for is used; when it has both, ``SideChooser`` picks the better seen of
    /// the sides that move, range of motion breaking a tie.
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
        var chosen = sides[0]
        if recording.isAngleSeries {
            chosen = side ?? .left
        } else if sides.count > 1 {
            var chooser = SideChooser(movement: movement, minimumConfidence: tuning.minimumConfidence)
            chooser.add(recording)
            chosen = chooser.choice()
        }
        try check(recording, movement: movement, side: chosen)
        let rest: Double
        if let restAngle { rest = restAngle } else {
            rest = try inferredRestAngle(of: recording, movement: movement, target: target, side: chosen, tuning: tuning)
        }
        let goal = MotionGoal(
            movement: movement, target: target, restAngle: rest, holdSeconds: holdSeconds, reps: reps, side: chosen)
        return try analyze(recording, goal: goal, tuning: tuning)
    }

    /// How well a side can be measured: the fraction of frames whose landmarks are all seen (visibility
    /// at least ``MotionTuning/minimumConfidence``) times the side's range of motion (the 5th to 95th
    /// percentile of its angles). The arm or leg that does the exercise moves; the other one, or a side
    /// the tracker barely sees, scores low.
    public static func sideScore(
        of recording: Recording, movement: JointMovement, side: BodySide, tuning: MotionTuning = MotionTuning()
    ) -> Double {
        var angles: [Double] = []
        var frames = 0
        for case .pose(let frame) in recording.samples {
            frames += 1
            if case .angle(let degrees) = JointAngle.measure(
                movement, side: side, in: frame, minimumConfidence: tuning.minimumConfidence),
               degrees.isFinite {
                angles.append(degrees)
            }
        }
        guard frames > 0, angles.count >= 2 else { return 0 }
        angles.sort()
        let low = angles[Int(Double(angles.count - 1) * 0.05)]
        let high = angles[Int(Double(angles.count - 1) * 0.95)]
        return Double(angles.count) / Double(frames) * (high - low)
    }

    /// Where the movement rests: the end of the joint's range (2nd or 98th percentile of all usable
    /// angles) further from the target band, so the direction comes from what the joint does, not from
    /// where the recording happens to start (mid-movement, or flexed).
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
        let sorted = angles.sorted()
        let index = Int((Double(sorted.count - 1) * 0.02).rounded())
        let low = sorted[index], high = sorted[sorted.count - 1 - index]
        func distance(_ angle: Double) -> Double {
            angle < target.lower ? target.lower - angle : (angle > target.upper ? angle - target.upper : 0)
        }
        return distance(low) >= distance(high) ? low : high
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
