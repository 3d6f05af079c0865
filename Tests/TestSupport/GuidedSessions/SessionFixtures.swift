import Foundation
import PhysioCore

/// Saved guided sessions with known content, for core, store and web tests.
public enum SessionFixtures {
    /// The metrics the engine reports for `reps` clean reps of `exerciseID` fed as plain angles at 30 Hz.
    public static func metrics(
        _ exerciseID: String = "heel-slides", reps: Int = 3, side: BodySide = .left
    ) -> SessionMetrics {
        let goal = MotionFixtures.goal(exerciseID, side: side)
        let recording = SyntheticRecording(MotionFixtures.goodReps(goal, count: reps), source: .angle)
        var engine = SessionEngine(goal: goal)
        for sample in recording.samples { _ = engine.ingest(sample) }
        return engine.summary()
    }

    /// A saved session of `plan`'s slot `slot` on `day`, starting at `hour` in `timeZone`.
    public static func record(
        plan: RehabPlan, slot: Int = 0, exerciseID: String = "heel-slides", day: LocalDate, hour: Int = 8,
        minute: Int = 5, timeZone: TimeZone, metrics: SessionMetrics, feeling: SessionFeeling? = .same,
        id: UUID = UUID(), source: SessionSource = .slider
    ) -> SessionRecord {
        let start = day.date(hour: hour, minute: minute, in: timeZone)
        return SessionRecord(
            id: id, planID: plan.id, slotID: plan.slots[slot].id, exerciseID: exerciseID, source: source, day: day,
            startedAt: start, endedAt: start.addingTimeInterval((metrics.durationSeconds + 5).rounded()),
            feeling: feeling,
            metrics: metrics)
    }
}
