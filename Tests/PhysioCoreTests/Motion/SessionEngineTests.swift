import Foundation
import PhysioCore
import Testing
import TestSupport

/// Runs samples through a fresh engine; returns the summary and every state it sent.
func runEngine(_ recording: SyntheticRecording, holding: PhoneHolding = .portrait) -> (SessionMetrics, [LiveState]) {
    var engine = SessionEngine(goal: recording.script.goal)
    if let reference = recording.calibration { engine.calibrate(reference, holding: holding) }
    let states = recording.samples.map { engine.ingest($0) }
    return (engine.summary(), states)
}

func expectMatchesTruth(_ metrics: SessionMetrics, _ truth: RecordingTruth, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(metrics.reps == truth.reps, sourceLocation: sourceLocation)
    #expect(metrics.partialReps == truth.partialReps, sourceLocation: sourceLocation)
    #expect(metrics.repPeakAngles.count == truth.repPeakAngles.count, sourceLocation: sourceLocation)
    for (found, expected) in zip(metrics.repPeakAngles, truth.repPeakAngles) {
        #expect(abs(found - expected) <= 1, "peak \(found) vs \(expected)", sourceLocation: sourceLocation)
    }
    if let best = metrics.bestAngle {
        #expect(abs(best - truth.bestAngle) <= 1, "best \(best) vs \(truth.bestAngle)", sourceLocation: sourceLocation)
    } else {
        Issue.record("no best angle", sourceLocation: sourceLocation)
    }
}

@Suite struct SessionEngineTests {
    @Test(arguments: ["heel-slides", "seated-knee-extension", "mini-squats", "sit-to-stand", "quad-sets",
                      "straight-leg-raises", "seated-knee-flexion"])
    func countsCleanRepsOfKneeAndHipExercises(id: String) {
        let script = MotionFixtures.goodReps(MotionFixtures.goal(id), count: 3)
        let recording = SyntheticRecording(script, source: .angle, conditions: RecordingConditions())
        let (metrics, _) = runEngine(recording)
        #expect(recording.truth.reps == 3)
        expectMatchesTruth(metrics, recording.truth)
    }

    @Test func everyLibraryExerciseCountsItsRepsFromPlainAngles() {
        for exercise in RehabLibrary.exercises {
            let goal = MotionGoal(exercise: exercise)
            var conditions = RecordingConditions()
            conditions.noise = 0.5
            let recording = SyntheticRecording(MotionFixtures.goodReps(goal, count: 2), source: .angle, conditions: conditions, seed: 7)
            let (metrics, _) = runEngine(recording)
            #expect(metrics.reps == 2, "\(exercise.id)")
            #expect(metrics.partialReps == 0, "\(exercise.id)")
        }
    }

    @Test func aHoldJustShortIsAPartialRepNotARep() {
        let goal = MotionFixtures.heelSlides
        let script = MotionScript(goal: goal, moves: [
            ScriptedMove(peak: 88, hold: 5.8), ScriptedMove(peak: 88, hold: 3.9), ScriptedMove(peak: 88, hold: 5.8),
        ])
        let recording = SyntheticRecording(script, source: .angle)
        let (metrics, states) = runEngine(recording)
        #expect(recording.truth.reps == 2 && recording.truth.partialReps == 1)
        expectMatchesTruth(metrics, recording.truth)
        #expect(metrics.repetitions.map(\.kind) == [.full, .partial, .full])
        #expect(states.filter { $0.events.contains(.holdComplete) }.count == 2)
        #expect(metrics.repHoldSeconds.allSatisfy { $0 >= 5 })
    }

    @Test func aMovementThatStopsShortIsAPartialRep() {
        let goal = MotionFixtures.heelSlides
        let script = MotionScript(goal: goal, moves: [
            ScriptedMove(peak: 88, hold: 6), ScriptedMove(peak: 55, hold: 6), ScriptedMove(peak: 88, hold: 6),
        ])
        let recording = SyntheticRecording(script, source: .angle)
        let (metrics, states) = runEngine(recording)
        expectMatchesTruth(metrics, recording.truth)
        #expect(metrics.reps == 2 && metrics.partialReps == 1)
        #expect(metrics.repetitions[1].peakZone == .below)
        #expect(abs(metrics.repetitions[1].peakAngle - 55) <= 1)
        #expect(states.filter { $0.events.contains(.partialRep) }.count == 1)
    }

    @Test func jitterAtRestNeverCounts() {
        let goal = MotionFixtures.heelSlides
        var conditions = RecordingConditions()
        conditions.noise = 2
        let script = MotionScript(goal: goal, moves: [ScriptedMove(peak: 14, rise: 0.3, fall: 0.3), ScriptedMove(peak: 17, rise: 0.2, fall: 0.2)], leadOut: 20)
        let (metrics, _) = runEngine(SyntheticRecording(script, source: .angle, conditions: conditions, seed: 3))
        #expect(metrics.reps == 0)
        #expect(metrics.partialReps == 0)
    }

    @Test func aimingLowCountsRepsTowardsZeroAndOvershootIsBeyond() {
        let goal = MotionFixtures.seatedKneeExtension
        var engine = SessionEngine(goal: goal)
        #expect(engine.ingest(angle: 90, at: 0).zone == .below)
        #expect(engine.ingest(angle: 50, at: 0.5).zone == .below)
        #expect(engine.ingest(angle: 5, at: 10).zone == .inTarget)
        #expect(engine.ingest(angle: -6, at: 20).zone == .beyond)
        let script = MotionScript(goal: goal, moves: [ScriptedMove(peak: 4, hold: 6), ScriptedMove(peak: 40, hold: 6), ScriptedMove(peak: 5, hold: 6)])
        let recording = SyntheticRecording(script, source: .angle)
        let (metrics, _) = runEngine(recording)
        expectMatchesTruth(metrics, recording.truth)
        #expect(metrics.reps == 2 && metrics.partialReps == 1)
        #expect(abs((metrics.bestAngle ?? 99) - 4) <= 1)
    }

    @Test(arguments: [0.35, 3.0])
    func slowAndFastRepsCountTheSame(riseSeconds: Double) {
        let goal = MotionFixtures.sitToStand
        let script = MotionFixtures.goodReps(goal, count: 5, rise: riseSeconds)
        var conditions = RecordingConditions()
        conditions.noise = 0.3
        conditions.rate = 60
        let recording = SyntheticRecording(script, source: .angle, conditions: conditions, seed: 11)
        let (metrics, _) = runEngine(recording)
        #expect(recording.truth.reps == 5)
        expectMatchesTruth(metrics, recording.truth)
    }

    @Test func aLongDropoutVoidsTheRepInProgressAndAShortOneIsBridged() {
        let goal = MotionFixtures.heelSlides
        let script = MotionFixtures.goodReps(goal, count: 3)
        let secondRep = script.moveStarts[1]
        for style in [RecordingConditions.DropoutStyle.missingData, .silence, .lowConfidence] {
            var conditions = RecordingConditions()
            conditions.dropouts = [(secondRep + 2)...(secondRep + 3.5), (script.moveStarts[2] + 2)...(script.moveStarts[2] + 2.2)]
            conditions.dropoutStyle = style
            let recording = SyntheticRecording(script, source: .pose(.blazePose33, threeD: false), conditions: conditions)
            let (metrics, states) = runEngine(recording)
            #expect(recording.truth.voided == 1 && recording.truth.reps == 2)
            #expect(metrics.reps == 2, "\(style)")
            #expect(metrics.trackingLosses == 1 && metrics.repsVoided == 1, "\(style)")
            if style != .silence {
                #expect(states.contains { $0.tracking == .lost && $0.events.contains(.trackingLost) })
            }
            #expect(states.filter { $0.events.contains(.trackingRegained) }.count == 1)
        }
    }

    @Test func aDropoutWhileRestingBetweenRepsVoidsNothing() {
        let goal = MotionFixtures.heelSlides
        let peak = (goal.target.lower + goal.target.upper) / 2
        let script = MotionScript(
            goal: goal, moves: Array(repeating: ScriptedMove(peak: peak, hold: goal.holdSeconds + 1, restAfter: 4), count: 3))
        let nextRep = script.moveStarts[1]
        for style in [RecordingConditions.DropoutStyle.missingData, .lowConfidence] {
            var conditions = RecordingConditions()
            conditions.dropouts = [(nextRep - 3.5)...(nextRep - 1.5)]
            conditions.dropoutStyle = style
            let recording = SyntheticRecording(script, source: .pose(.blazePose33, threeD: false), conditions: conditions)
            let (metrics, _) = runEngine(recording)
            #expect(metrics.reps == 3, "\(style)")
            #expect(metrics.trackingLosses == 1 && metrics.repsVoided == 0, "\(style)")
            #expect(!metrics.lossMayHaveCostReps, "\(style)")
        }
    }

    @Test func badSamplesAreRejectedAndChangeNothing() {
        let goal = MotionFixtures.heelSlides
        let script = MotionFixtures.goodReps(goal, count: 3)
        let clean = runEngine(SyntheticRecording(script, source: .angle, seed: 5)).0
        var conditions = RecordingConditions()
        conditions.glitches = [3, 9.5, 20]
        conditions.staleSamples = 25
        let faulty = SyntheticRecording(script, source: .angle, conditions: conditions, seed: 5)
        var samples = faulty.samples
        samples.insert(.angle(time: .nan, degrees: 40), at: 0)
        samples.insert(.angle(time: .nan, degrees: 40), at: 30)
        samples.insert(.angle(time: 4.01, degrees: .infinity), at: 121)
        samples.insert(.angle(time: 4.02, degrees: 1e12), at: 122)
        samples.insert(.angle(time: .infinity, degrees: 40), at: 200)
        var engine = SessionEngine(goal: goal)
        let states = samples.map { engine.ingest($0) }
        let metrics = engine.summary()
        #expect(metrics.reps == clean.reps && metrics.reps == 3)
        #expect(metrics.partialReps == 0)
        #expect(abs((metrics.bestAngle ?? 0) - (clean.bestAngle ?? 0)) < 0.5)
        let rejected = Set(states.compactMap(\.rejected))
        #expect(rejected.isSuperset(of: [.badTimestamp, .notFinite, .implausible]))
        #expect(rejected.contains(.duplicateTimestamp) || rejected.contains(.outOfOrder))
        #expect(metrics.samplesRejected >= 25 + 3 + 5)
        #expect(throws: Never.self) { try JSONEncoder().encode(states) }
    }

    @Test func trackingIsLostWhenDataStopsAndRegainedWhenItReturns() {
        var engine = SessionEngine(goal: MotionFixtures.heelSlides)
        #expect(engine.tick(at: 0).tracking == .waiting)
        _ = engine.ingest(angle: 10, at: 0)
        _ = engine.ingest(angle: 30, at: 0.1)
        #expect(engine.tick(at: 0.4).tracking == .ok)
        #expect(engine.tick(at: 0.8).tracking == .ok)  // a late frame, not a lost one
        let lost = engine.tick(at: 1.2)
        #expect(lost.tracking == .lost && lost.events.contains(.trackingLost) && lost.angle == nil)
        #expect(engine.tick(at: 1.5).events.isEmpty)
        let back = engine.ingest(angle: 10, at: 2)
        #expect(back.tracking == .ok && back.events.contains(.trackingRegained))
        #expect(back.phase == .atRest)
    }

    @Test func duplicateAndBackwardTimestampsAreIgnored() {
        var engine = SessionEngine(goal: MotionFixtures.heelSlides)
        _ = engine.ingest(angle: 10, at: 1)
        _ = engine.ingest(angle: 12, at: 1.1)
        let duplicate = engine.ingest(angle: 85, at: 1.1)
        let backwards = engine.ingest(angle: 85, at: 0.9)
        #expect(duplicate.rejected == .duplicateTimestamp && backwards.rejected == .outOfOrder)
        #expect(abs((backwards.angle ?? 0) - 12) < 2 && backwards.zone == .below)
        #expect(engine.summary().samplesUsed == 2 && engine.summary().samplesRejected == 2)
    }

    @Test func aClockJumpIsIgnoredUntilConfirmed() {
        var engine = SessionEngine(goal: MotionFixtures.heelSlides)
        _ = engine.ingest(angle: 10, at: 0)
        #expect(engine.ingest(angle: 10, at: 1e9).rejected == .clockJump)
        #expect(engine.ingest(angle: 11, at: 0.1).rejected == nil)
        _ = engine.ingest(angle: 10, at: 500)
        _ = engine.ingest(angle: 10, at: 500.1)
        #expect(engine.ingest(angle: 10, at: 500.2).rejected == nil)
    }

    @Test func eventsFireOnceEachAndTheGoalIsAnnounced() {
        var goal = MotionFixtures.miniSquats
        goal.reps = 2
        let recording = SyntheticRecording(MotionFixtures.goodReps(goal, count: 3), source: .angle)
        let (metrics, states) = runEngine(recording)
        #expect(metrics.reps == 3)
        #expect(states.filter { $0.events.contains(.repCompleted) }.count == 3)
        #expect(states.filter { $0.events.contains(.holdComplete) }.count == 3)
        #expect(states.filter { $0.events.contains(.targetReached) }.count == 3)
        #expect(states.filter { $0.events.contains(.goalReached) }.map(\.reps) == [2])
        #expect(states.last?.reps == 3 && states.last?.targetReps == 2)
        let holds = states.map(\.holdProgress)
        #expect(holds.allSatisfy { (0...1).contains($0) } && holds.contains(1))
    }

    @Test func timeInZoneAndDurationFollowTheTrajectory() {
        let goal = MotionFixtures.heelSlides
        let script = MotionFixtures.goodReps(goal, count: 2)
        let recording = SyntheticRecording(script, source: .angle, conditions: RecordingConditions())
        let (metrics, _) = runEngine(recording)
        let band = (0..<2).map(script.bandSeconds(of:)).reduce(0, +)
        #expect(abs(metrics.timeInZoneSeconds - band) < 0.3, "\(metrics.timeInZoneSeconds) vs \(band)")
        #expect(abs(metrics.durationSeconds - script.duration) < 0.1)
        #expect(metrics.peakAngleSpread.map { $0 < 0.5 } == true)
    }

    @Test func liveStateEncodesForTheWebSocket() throws {
        var engine = SessionEngine(exercise: try #require(RehabLibrary.exercise(id: "heel-slides")), side: .right)
        _ = engine.ingest(angle: 10, at: 0)
        let state = engine.ingest(angle: 85, at: 0.2)
        let data = try JSONEncoder().encode(state)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["zone"] as? String == "in")
        #expect(object["tracking"] as? String == "ok")
        #expect(object["targetReps"] as? Int == 10)
        #expect((object["events"] as? [String])?.contains("targetReached") == true)
        #expect(try JSONDecoder().decode(LiveState.self, from: data) == state)
    }

    @Test func summaryEncodesTheFieldsTheCommandPromises() throws {
        let recording = SyntheticRecording(MotionFixtures.goodReps(MotionFixtures.heelSlides, count: 2), source: .angle)
        let data = try JSONEncoder().encode(runEngine(recording).0)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        for key in ["reps", "partialReps", "bestAngle", "repPeakAngles", "timeInZoneSeconds", "durationSeconds"] {
            #expect(object[key] != nil, "\(key)")
        }
        #expect(object["reps"] as? Int == 2)
    }
}
