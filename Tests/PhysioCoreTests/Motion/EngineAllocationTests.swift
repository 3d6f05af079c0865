import AllocationCounter
import Foundation
import PhysioCore
import Testing
import TestSupport

/// The engine allocates nothing per sample (issue 19: it runs once per camera frame for every live
/// session). Counted with the test process's malloc wrappers (`AllocationCounter`), per thread, over
/// streams that take every path of the pipeline: noise, a one-frame glitch, missing and low-confidence
/// landmarks, a tracking loss, stale samples, both arms' quick jumps between sparse frames, reps.
@Suite struct EngineAllocationTests {
    /// The samples of one session, fed twice through the same code: once to warm up the runtime (type
    /// metadata and protocol conformances are looked up and cached on first use), then to a fresh
    /// engine, counted.
    static func allocations(feeding samples: [MotionSample], goal: MotionGoal, ticks: [Double] = [])
        -> (count: UInt64, summary: SessionMetrics)
    {
        var warmUp = SessionEngine(goal: goal)
        _ = feed(&warmUp, samples, ticks: ticks)
        var engine = SessionEngine(goal: goal)
        let count = feed(&engine, samples, ticks: ticks)
        return (count, engine.summary())
    }

    /// Feeds `samples`, with a tick at each of `ticks` (in time order) when its time comes; returns the
    /// heap allocations made meanwhile.
    private static func feed(_ engine: inout SessionEngine, _ samples: [MotionSample], ticks: [Double]) -> UInt64 {
        var tickIndex = 0
        let before = pp_thread_allocations()
        for index in samples.indices {
            if tickIndex < ticks.count, ticks[tickIndex] < samples[index].time {
                _ = engine.tick(at: ticks[tickIndex])
                tickIndex += 1
            }
            _ = engine.ingest(samples[index])
        }
        while tickIndex < ticks.count {
            _ = engine.tick(at: ticks[tickIndex])
            tickIndex += 1
        }
        return UInt64(pp_thread_allocations() - before)
    }

    @Test func countingIsOnInThisProcess() {
        #expect(pp_allocation_counting() == 1, "the malloc wrappers are not linked: the tests below prove nothing")
        let before = pp_thread_allocations()
        let array = [Int](repeating: 7, count: 1000 + Int(before % 3))  // one heap allocation
        #expect(array.count >= 1000)
        #expect(pp_thread_allocations() > before)
    }

    @Test func aSessionWithDropoutsGlitchesAndStaleSamplesAllocatesNothing() {
        let goal = MotionFixtures.miniSquats
        var conditions = RecordingConditions()
        conditions.noise = 0.002
        conditions.timeJitter = 0.2
        conditions.dropouts = [3.0...3.15, 9.0...10.5]  // one bridged, one lost
        conditions.glitches = [5.5]
        conditions.staleSamples = 4
        let recording = SyntheticRecording(
            MotionFixtures.goodReps(goal, count: 6), source: .pose(.blazePose33, threeD: false), conditions: conditions)
        var weak = conditions
        weak.dropoutStyle = .lowConfidence
        let lowConfidence = SyntheticRecording(
            MotionFixtures.goodReps(goal, count: 6), source: .pose(.blazePose33, threeD: false), conditions: weak)
        for (name, samples) in [("missing landmarks", recording.samples), ("low confidence", lowConfidence.samples)] {
            let last = samples.last?.time ?? 0
            let (count, summary) = Self.allocations(feeding: samples, goal: goal, ticks: [last + 3])
            #expect(summary.reps >= 4, "\(name): the stream should count reps (\(summary.reps))")
            #expect(summary.samplesRejected > 0, "\(name): the stream should have bad samples")
            #expect(summary.trackingLosses == 2, "\(name): the long dropout and the end should lose tracking")
            #expect(count == 0, "\(name): \(count) heap allocations over \(samples.count) samples")
        }
    }

    @Test func bothArmsJumpingBetweenSparseFramesAllocatesNothing() {
        let goal = MotionGoal(movement: .shoulderAbduction, target: AngleRange(100, 170), restAngle: 10, holdSeconds: 0, reps: 20)
        var rng = SplitMix64(seed: 3)
        let samples = (0..<100).map { k -> MotionSample in
            let time = Double(k) / 10
            let angle = time < 0.5 ? 10 : 87.5 - 77.5 * cos(2 * .pi * (time - 0.5) * 1.5)
            // Every 17th frame the measured arm darts away alone: the two sides' check drops it.
            let measured = k % 17 == 16 ? angle + 90 : angle
            return .pose(SyntheticPose.frame(
                angle: measured, movement: .shoulderAbduction, side: .left, skeleton: .blazePose33, threeD: false,
                time: time, noise: 0.001, rng: &rng, otherSideAngle: angle + 4))
        }
        let (count, summary) = Self.allocations(feeding: samples, goal: goal)
        #expect(summary.reps >= 5, "the stream should count reps (\(summary.reps))")
        #expect(summary.samplesRejected >= 4, "the darts should be dropped (\(summary.samplesRejected) rejected)")
        #expect(count == 0, "\(count) heap allocations over \(samples.count) frames")
    }
}
