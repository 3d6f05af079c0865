import Foundation
import PhysioCore
import TestSupport
import Testing

/// The set/rest rules as a core value: sets end at their reps, counting stops after the last set, and
/// the journalled steps replay to the same session.
@Suite struct SessionRunTests {
    /// Heel slides under a clinician's numbers: 60–75°, no hold, 2 sets of 2.
    static func exercise() throws -> Exercise {
        try #require(RehabLibrary.exercise(id: "heel-slides")).prescribed(
            Prescription(target: AngleRange(60, 75), holdSeconds: 0, reps: 2, sets: 2))
    }

    /// `count` good reps as angle steps from `start`, 30 a second; returns the time after them.
    static func reps(_ count: Int, into run: inout SessionRun, from start: Double, journal: inout [SessionRun.Entry])
        throws -> Double
    {
        let goal = MotionGoal(exercise: try exercise(), side: .left)
        var time = start
        for sample in SyntheticRecording(MotionFixtures.goodReps(goal, count: count), source: .angle).samples {
            time = start + sample.time
            let entry = SessionRun.Entry(time: time, step: .sample(sample))
            journal.append(entry)
            _ = run.apply(entry.step, at: entry.time)
        }
        return time + 1
    }

    @Test func countingStopsAfterTheLastRepOfTheLastSet() throws {
        var run = SessionRun(exercise: try Self.exercise(), side: .left, tuning: MotionTuning(live: .slider))
        var journal: [SessionRun.Entry] = []
        var time = try Self.reps(3, into: &run, from: 0, journal: &journal)
        var state = run.current(at: time)
        #expect(state.reps == 2 && state.set == 1 && state.restRemaining != nil && state.restSeconds == 60)
        // Resting after set 1, the page already says "Set 1: 2 of 2".
        #expect(run.setSummaries.map(\.reps) == [2] && run.setSummaries.map(\.set) == [1])
        _ = run.apply(.nextSet, at: time)
        #expect(run.setSummaries.map(\.reps) == [2] && run.current(at: time).set == 2)
        // Set 2 under way: still only set 1, and the session's summary counts it once.
        #expect(run.summary().reps == 2)
        time = try Self.reps(5, into: &run, from: time, journal: &journal)
        state = run.current(at: time)
        // "Well done — 2 sets of 2", never "Rep 5 of 2".
        #expect(state.sessionDone && state.reps == 2 && state.targetReps == 2 && state.set == 2 && state.sets == 2)
        #expect(run.setSummaries.map(\.reps) == [2, 2] && run.setSummaries.map(\.set) == [1, 2])
        let summary = run.summary()
        #expect(summary.reps == 4 && summary.targetReps == 4 && summary.setReps == [2, 2])  // never "5 of 4"
    }

    @Test func aSingleSetHasNoRestAndEndsAtItsLastRep() throws {
        let single = try #require(RehabLibrary.exercise(id: "heel-slides")).prescribed(
            Prescription(target: AngleRange(60, 75), holdSeconds: 0, reps: 2, sets: 1))
        var run = SessionRun(exercise: single, side: .left, tuning: MotionTuning(live: .slider))
        #expect(run.current(at: 0).restSeconds == 0 && run.current(at: 0).sets == 1)
        var journal: [SessionRun.Entry] = []
        let time = try Self.reps(3, into: &run, from: 0, journal: &journal)
        let state = run.current(at: time)
        #expect(state.sessionDone && state.reps == 2 && state.restRemaining == nil)
        #expect(run.setSummaries.map(\.reps) == [2])
    }

    @Test func journalledStepsReplayToTheSameSessionThroughJSON() throws {
        let exercise = try #require(RehabLibrary.exercise(id: "mini-squats"))
        let goal = MotionGoal(exercise: exercise, side: .right)
        var conditions = RecordingConditions()
        conditions.rate = 15
        conditions.noise = 0.003
        let recording = SyntheticRecording(
            MotionFixtures.goodReps(goal, count: 4), source: .pose(.blazePose33, threeD: true),
            conditions: conditions, seed: 3)
        var live = SessionRun(exercise: exercise, side: .right, tuning: MotionTuning(live: .camera))
        var journal: [SessionRun.Entry] = [
            SessionRun.Entry(time: 0, step: .calibrate(DeviceOrientation(alpha: 1, beta: 2, gamma: 3), .landscape))
        ]
        _ = live.apply(journal[0].step, at: 0)
        for sample in recording.samples {
            // Live counts the pose as the draft keeps it.
            let entry = SessionRun.Entry(time: sample.time + 0.5, step: .sample(sample.journalled))
            journal.append(entry)
            _ = live.apply(entry.step, at: entry.time)
        }
        journal.append(SessionRun.Entry(time: 99, step: .nextSet))
        journal.append(SessionRun.Entry(time: 100, step: .pain))
        _ = live.apply(.nextSet, at: 99)
        _ = live.apply(.pain, at: 100)
        let data = try JSONEncoder().encode(journal)
        // A pose takes 13 bytes a landmark before base64, far below its message as received.
        #expect(data.count < recording.samples.count * 33 * 13 * 4 / 3 + recording.samples.count * 120)
        let decoded = try JSONDecoder().decode([SessionRun.Entry].self, from: data)
        #expect(decoded.count == journal.count)
        var replayed = SessionRun(exercise: exercise, side: .right, tuning: MotionTuning(live: .camera))
        for entry in decoded { _ = replayed.apply(entry.step, at: entry.time) }
        #expect(replayed.summary() == live.summary())
        #expect(replayed.current(at: 100) == live.current(at: 100))
        #expect(replayed.painStop == live.painStop && live.painStop != nil)
        #expect(live.summary().reps == 4)
    }

    @Test func aJournalledPoseIsStableAndKeepsMissingLandmarksMissing() throws {
        let frame = PoseFrame(
            time: 1, skeleton: .blazePose33,
            points: [PosePoint(x: 0.123456789, y: -1.5, z: 0.25, confidence: 0.987), .missing,
                     PosePoint(x: .infinity, y: 1, confidence: 1)],
            space: .world)
        let kept = frame.journalled
        #expect(kept.journalled.points[0] == kept.points[0])
        #expect(abs(kept.points[0].x - 0.123456789) < 1e-7 && kept.points[0].confidence == 252.0 / 255)
        #expect(!kept.points[1].x.isFinite && !kept.points[2].x.isFinite)
        let entry = SessionRun.Entry(time: 2.5, step: .sample(.pose(kept)))
        let back = try JSONDecoder().decode(SessionRun.Entry.self, from: try JSONEncoder().encode(entry))
        guard case .sample(.pose(let decoded)) = back.step else {
            Issue.record("not a pose")
            return
        }
        #expect(back.time == 2.5 && decoded.points.count == 3 && decoded.space == .world)
        #expect(decoded.points[0] == kept.points[0] && !decoded.points[1].x.isFinite)
    }
}
