import Foundation

extension SessionMetrics {
    /// One session's metrics from its sets, in order: reps and times added up, the reps listed one set
    /// after another, the best angle the one furthest towards the target (``MotionGoal/progress(of:)``),
    /// the per-set reps in ``setReps``, the sets' cycle estimates added up (with the least steady set's
    /// rhythm) and the target `reps × sets`.
    /// One set comes back as it is.
    public static func combining(_ sets: [SessionMetrics], goal: MotionGoal, plannedSets: Int) -> SessionMetrics? {
        guard var combined = sets.first else { return nil }
        guard sets.count > 1 || plannedSets > 1 else { return combined }
        for set in sets.dropFirst() {
            combined.partialReps += set.partialReps
            combined.repetitions += set.repetitions
            combined.repPeakAngles += set.repPeakAngles
            combined.repHoldSeconds += set.repHoldSeconds
            combined.timeInZoneSeconds += set.timeInZoneSeconds
            combined.durationSeconds += set.durationSeconds
            combined.samplesUsed += set.samplesUsed
            combined.samplesRejected += set.samplesRejected
            combined.samplesRejectedInSpan = combined.samplesRejectedInSpan.flatMap { total in
                set.samplesRejectedInSpan.map { total + $0 }
            }
            combined.trackingLosses += set.trackingLosses
            combined.repsVoided = combined.repsVoided.flatMap { total in set.repsVoided.map { total + $0 } }
            combined.bestAngle = further(combined.bestAngle, set.bestAngle, goal: goal)
            combined.pastTargetAngle = further(combined.pastTargetAngle, set.pastTargetAngle, goal: goal)
        }
        combined.reps = combined.repPeakAngles.count
        combined.peakAngleSpread = standardDeviation(combined.repPeakAngles)
        combined.targetReps = goal.reps * max(plannedSets, sets.count)
        combined.setReps = sets.map(\.reps)
        // A set too short for a second opinion takes its own count as that opinion.
        combined.cycleEstimate =
            sets.contains { $0.cycleEstimate != nil } ? sets.reduce(0) { $0 + ($1.cycleEstimate ?? $1.reps) } : nil
        combined.cycleRhythmSpread = sets.compactMap(\.cycleRhythmSpread).max()
        return combined
    }

    private static func further(_ a: Double?, _ b: Double?, goal: MotionGoal) -> Double? {
        guard let a else { return b }
        guard let b else { return a }
        return goal.progress(of: b) > goal.progress(of: a) ? b : a
    }
}

/// Sets × reps as the exercise asks, with a rest between sets (the live session's set rules).
public struct SetPlan: Sendable, Hashable {
    public var sets: Int
    public var restSeconds: Double

    /// Seconds of rest between sets, unless the exercise says otherwise.
    public static let defaultRestSeconds = 60.0

    public init(sets: Int, restSeconds: Double = SetPlan.defaultRestSeconds) {
        self.sets = min(max(sets, 1), 20)
        self.restSeconds = max(0, restSeconds)
    }

    public init(exercise: Exercise) { self.init(sets: exercise.sets) }
}
