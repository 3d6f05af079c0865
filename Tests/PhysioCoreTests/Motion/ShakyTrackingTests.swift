import Foundation
import PhysioCore
import Testing
import TestSupport

/// When the tracker fails for much of a set, the count may be off and the pages say so
/// (``SessionMetrics/shakyTrackingShare``). Frames before the person steps into view and after they
/// leave are not the tracker failing.
@Suite struct ShakyTrackingTests {
    static let goal = MotionGoal(movement: .elbowFlexion, target: AngleRange(60, 110), restAngle: 10, holdSeconds: 0, reps: 10)

    /// `lead` empty frames, then 10 s of elbow bends at 10 frames/s where every `every`th frame has no
    /// wrist (nil: none), then `tail` empty frames.
    static func session(lead: Int, every: Int?, tail: Int) -> SessionMetrics {
        var rng = SplitMix64(seed: 9)
        var engine = SessionEngine(goal: goal)
        var k = 0
        func frame(_ angle: Double, empty: Bool) {
            var pose = SyntheticPose.frame(
                angle: angle, movement: .elbowFlexion, side: .left, skeleton: .blazePose33, threeD: false,
                time: Double(k) / 10, noise: 0.001, rng: &rng)
            if empty { pose.points = pose.points.map { _ in .missing } }
            _ = engine.ingest(pose)
            k += 1
        }
        for _ in 0..<lead { frame(10, empty: true) }
        for i in 0..<100 {
            let t = Double(i) / 10
            frame(55 - 45 * cos(2 * .pi * t / 2.5), empty: every.map { i % $0 == $0 - 1 } ?? false)
        }
        for _ in 0..<tail { frame(10, empty: true) }
        return engine.summary()
    }

    @Test func framesBeforeAndAfterThePersonIsInViewAreNotShakyTracking() {
        let metrics = Self.session(lead: 50, every: nil, tail: 50)
        #expect(metrics.samplesRejected == 100)
        #expect(metrics.samplesRejectedInSpan == 0)
        #expect(metrics.unusableShare == 0)
        #expect(!metrics.trackingWasShaky && metrics.shakyTrackingNote == nil)
        #expect(metrics.reps == 4)
    }

    @Test func aThirdOfTheFramesLostWhileFollowedMakesTheCountDoubtful() throws {
        let metrics = Self.session(lead: 20, every: 3, tail: 20)
        #expect(metrics.samplesRejected == 40 + 33)
        #expect(metrics.samplesRejectedInSpan == 33)
        let share = try #require(metrics.unusableShare)
        #expect(abs(share - 0.33) < 0.01)
        #expect(metrics.trackingWasShaky)
        #expect(
            metrics.shakyTrackingNote
                == "The camera couldn't follow your left elbow 33 % of the time, so this count may be off. "
                + "Next time, try more light, and keep your left shoulder, elbow and wrist in view.")
        #expect(metrics.report.contains("couldn't follow your left elbow 33 % of the time"))
    }

    @Test func aFewLostFramesAreNotShaky() throws {
        let metrics = Self.session(lead: 0, every: 10, tail: 0)
        #expect(metrics.samplesRejectedInSpan == 9)  // the 100th frame, empty, comes after the last usable one
        #expect(try #require(metrics.unusableShare) < SessionMetrics.shakyTrackingShare)
        #expect(!metrics.trackingWasShaky && !metrics.report.contains("may be off"))
    }

    @Test func setsAddTheirCountsAndARecordWithoutTheCountSaysNothing() throws {
        let shaky = Self.session(lead: 0, every: 3, tail: 0)
        let calm = Self.session(lead: 0, every: nil, tail: 0)
        let both = try #require(SessionMetrics.combining([shaky, calm], goal: Self.goal, plannedSets: 2))
        #expect(both.samplesRejectedInSpan == 33)
        #expect(!both.trackingWasShaky)  // 33 of 233
        var old = calm
        old.samplesRejectedInSpan = nil
        let mixed = try #require(SessionMetrics.combining([shaky, old], goal: Self.goal, plannedSets: 2))
        #expect(mixed.samplesRejectedInSpan == nil && mixed.unusableShare == nil && !mixed.trackingWasShaky)
        // A record saved before the count existed decodes without it.
        var json = try #require(
            JSONSerialization.jsonObject(with: JSONEncoder().encode(shaky)) as? [String: Any])
        json.removeValue(forKey: "samplesRejectedInSpan")
        let decoded = try JSONDecoder().decode(SessionMetrics.self, from: JSONSerialization.data(withJSONObject: json))
        #expect(decoded.samplesRejectedInSpan == nil && decoded.shakyTrackingNote == nil)
    }

    @Test func theVideoCheckAndTheSummarySayTheCountMayBeOff() throws {
        let shaky = Self.session(lead: 0, every: 3, tail: 0)
        let note = try #require(shaky.shakyTrackingNote)
        let check = VideoCheckExplanation(metrics: shaky, fromPlan: false)
        #expect(check.trackingNote == note)
        let calm = Self.session(lead: 0, every: nil, tail: 0)
        #expect(VideoCheckExplanation(metrics: calm, fromPlan: false).trackingNote == nil)
        let exercise = try #require(RehabLibrary.exercise(id: "heel-slides"))
        let summary = SessionSummaryScreen(
            exercise: exercise, metrics: shaky, source: .camera, place: nil, ring: GoalRing(done: 0, total: 0),
            slotDone: false)
        #expect(summary.trackingNote == note)
        var lost = calm
        lost.trackingLosses = 2
        lost.repsVoided = nil  // a record saved before voided reps were kept: a loss may have cost one
        let lostSummary = SessionSummaryScreen(
            exercise: exercise, metrics: lost, source: .camera, place: nil, ring: GoalRing(done: 0, total: 0),
            slotDone: false)
        #expect(lostSummary.trackingNote == "The camera lost sight of you twice; a rep under way then didn't count.")
        #expect(lostSummary.countFixOpen)
        // What the engine now keeps: how many of the losses came with a rep under way.
        lost.repsVoided = 2
        #expect(
            SessionSummaryScreen(
                exercise: exercise, metrics: lost, source: .camera, place: nil, ring: GoalRing(done: 0, total: 0),
                slotDone: false
            ).trackingNote == "The camera lost sight of you twice; 2 reps under way then didn't count.")
        lost.repsVoided = 0
        let between = SessionSummaryScreen(
            exercise: exercise, metrics: lost, source: .camera, place: nil, ring: GoalRing(done: 0, total: 0),
            slotDone: false)
        #expect(between.trackingNote == "The camera lost sight of you twice, between reps: every rep it saw counted.")
        #expect(!between.countFixOpen)
        // From the phone's sensor: no camera to speak of.
        var phoneMetrics = shaky
        phoneMetrics.trackingLosses = 1
        phoneMetrics.repsVoided = 1
        let phone = SessionSummaryScreen(
            exercise: exercise, metrics: phoneMetrics, source: .phone, place: nil, ring: GoalRing(done: 0, total: 0),
            slotDone: false)
        #expect(phone.trackingNote == "Tracking was lost once; a rep under way then didn't count.")
    }
}
