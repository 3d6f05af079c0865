import Foundation
import PhysioCore
import TestSupport
import Testing

/// "Stop — it hurts": where the engine says the session stopped, and how the summary and progress say so.
@Suite struct PainStopTests {
    /// Two good heel-slide reps, then partway up the third, at 10 samples a second; returns the engine.
    static func engineMidThirdRep() -> (SessionEngine, Double) {
        let goal = MotionFixtures.heelSlides
        var script = MotionFixtures.goodReps(goal, count: 2)
        script.moves.append(ScriptedMove(peak: 72, rise: 1.2, hold: 30))
        var engine = SessionEngine(goal: goal)
        let stopAt = script.moveStarts[2] + 3  // holding at 72°, short of the 80–95° band
        var time = 0.0
        while time <= stopAt {
            _ = engine.ingest(angle: script.angle(at: time), at: time)
            time += 0.1
        }
        return (engine, stopAt)
    }

    @Test func theEngineRecordsTheRepInProgressTheAngleAndTheZone() {
        let (engine, time) = Self.engineMidThirdRep()
        #expect(engine.current.reps == 2)
        let stop = engine.painStop(at: time)
        #expect(stop.rep == 3)
        #expect(stop.angle.map { abs($0 - 72) < 1 } == true)
        #expect(stop.zone == .below)
        #expect(stop.secondsIntoSession == time)
        #expect(stop.summaryLine == "Stopped because it hurt at rep 3, 72°")
    }

    @Test func beforeAnyMovementTheStopIsAtRepOneWithNoAngle() {
        let engine = SessionEngine(goal: MotionFixtures.heelSlides)
        let stop = engine.painStop(at: 4)
        #expect(stop.rep == 1 && stop.angle == nil && stop.zone == nil)
        #expect(stop.summaryLine == "Stopped because it hurt at rep 1")
    }

    @Test func afterTheLastRepTheStopNamesTheLastRepNotOnePastIt() {
        var state = SessionEngine(goal: MotionFixtures.heelSlides).current
        state.reps = 10
        state.angle = 85
        state.zone = .inTarget
        let stop = PainStop(state: state, secondsIntoSession: 300)
        #expect(stop.rep == 10)
        #expect(stop.whereLabel == "rep 10, 85°, 5 min in (in target)")
    }

    @Test func theGuidanceIsTheCoachsSafetyAnswerForPainAndNamesEmergencies() {
        let guidance = PainStop.guidance
        #expect(guidance.advice == RedFlag.severePain.answer)
        #expect(guidance.heading == RedFlag.severePain.heading)
        #expect(
            guidance.advice.contains("stop the exercise") && guidance.advice.contains("contact your clinician today"))
        #expect(guidance.emergency.contains("emergency number now"))
        for nudge in ["next session", "next exercise", "keep going", "try again", "carry on"] {
            #expect(!(guidance.advice + guidance.emergency).lowercased().contains(nudge), "nudges with \(nudge)")
        }
    }

    @Test func theSummaryLeadsWithThePainStopAndOffersNoNextExercise() {
        let stop = PainStop(secondsIntoSession: 42, rep: 3, angle: 72.4, zone: .below)
        let live = SessionSummaryScreen(
            exercise: SummaryFixtures.heelSlides, metrics: SummaryFixtures.metrics(), source: .slider,
            place: SummaryFixtures.place(), ring: GoalRing(done: 0, total: 2), slotDone: false, painStop: stop)
        #expect(live.headline == "Stopped because it hurt at rep 3, 72°")
        #expect(live.painGuidance != nil)
        #expect(live.nextExerciseID == nil)
        var record = SummaryFixtures.record(metrics: SummaryFixtures.metrics(), feeling: .harder)
        record.painStop = stop
        let saved = SessionSummaryScreen(
            exercise: SummaryFixtures.heelSlides, metrics: record.metrics, source: .slider,
            place: SummaryFixtures.place(), ring: GoalRing(done: 0, total: 2), slotDone: false, saved: record)
        #expect(saved.headline == live.headline && saved.nextExerciseID == nil)
        // Without a stop, the next exercise is offered as before.
        #expect(
            SummaryFixtures.savedWithNext().nextExerciseID != nil && SummaryFixtures.savedWithNext().painStop == nil)
    }

    @Test func theProgressListSaysWhichSessionStoppedBecauseItHurt() {
        var stopped = SummaryFixtures.record(metrics: SummaryFixtures.metrics(), feeling: nil)
        stopped.painStop = PainStop(secondsIntoSession: 30, rep: 2, angle: 60, zone: .below)
        var fine = SummaryFixtures.record(metrics: SummaryFixtures.metrics(), feeling: .same)
        fine.id = UUID()
        fine.startedAt = stopped.startedAt.addingTimeInterval(-3600)
        let screen = PlanProgressScreen(
            plan: SummaryFixtures.plan(), records: [stopped, fine], completions: [], today: SummaryFixtures.today,
            timeZone: SummaryFixtures.zone)
        #expect(screen.lastSessions.map(\.painStopLabel) == ["Stopped because it hurt at rep 2, 60°", nil])
    }

    @Test func afterAPainStopNoFeelingIsAskedOrRecorded() {
        let stop = PainStop(secondsIntoSession: 42, rep: 3, angle: 72.4, zone: .below)
        let live = SessionSummaryScreen(
            exercise: SummaryFixtures.heelSlides, metrics: SummaryFixtures.metrics(), source: .slider,
            place: SummaryFixtures.place(), ring: GoalRing(done: 0, total: 2), slotDone: false, painStop: stop)
        #expect(live.feelings.isEmpty)
        let plain = SessionSummaryScreen(
            exercise: SummaryFixtures.heelSlides, metrics: SummaryFixtures.metrics(), source: .slider,
            place: SummaryFixtures.place(), ring: GoalRing(done: 0, total: 2), slotDone: false)
        #expect(plain.feelings.count == 3 && plain.feelings.allSatisfy { !$0.checked })
        let template = SummaryFixtures.record(metrics: SummaryFixtures.metrics(), feeling: .same)
        let record = SessionRecord(
            id: template.id, planID: nil, slotID: nil, exerciseID: template.exerciseID, source: .slider,
            day: template.day, startedAt: template.startedAt, endedAt: template.endedAt, feeling: .same,
            metrics: template.metrics, painStop: stop)
        #expect(record.feeling == nil && record.painStop == stop)
    }

    @Test func aPainStopMessageParses() throws {
        guard case .painStop = try LiveInput.parse(#"{"type":"pain"}"#) else {
            Issue.record("pain did not parse as a pain stop")
            return
        }
    }
}
