import Foundation
import Testing

@testable import PhysioCore

/// The live page's one feedback state machine: each transition, and the contradictions of issue 20
/// (green "Hold complete" beside red "Past target"; orange "Below target" while resting) gone.
@Suite struct LiveFeedbackTests {
    /// A hand-built state: the engine's fields the machine reads, everything else neutral.
    static func live(
        _ phase: RepPhase = .moving, zone: AngleZone? = .below, angle: Double? = 40, holdSeconds: Double = 0,
        holdTarget: Double = 5, holdComplete: Bool = false, reps: Int = 0, targetReps: Int = 10,
        tracking: TrackingState = .ok, start: StartPosition = .found, events: LiveEvents = []
    ) -> LiveState {
        LiveState(
            time: 1, angle: angle, zone: zone, phase: phase, holdSeconds: holdSeconds,
            holdTargetSeconds: holdTarget, holdProgress: holdTarget > 0 ? min(1, holdSeconds / holdTarget) : 0,
            reps: reps, targetReps: targetReps, partialReps: 0, bestAngle: nil, pastTargetAngle: nil,
            holdComplete: holdComplete, tracking: tracking, events: events, rejected: nil, startPosition: start,
            restAngle: 10)
    }

    @Test func nothingMeasuredYetOrTheStartPositionUnknownIsWaitingForTheStart() {
        var machine = LiveFeedbackMachine()
        #expect(machine.state == .waitingForStart)
        #expect(
            machine.update(Self.live(.waitingForRest, zone: nil, angle: nil, tracking: .waiting)) == .waitingForStart)
        #expect(machine.update(Self.live(.atRest, zone: .below, start: .finding)) == .waitingForStart)
        #expect(machine.update(Self.live(.waitingForRest, zone: .below)) == .waitingForStart)
        // Found: at rest is resting (ready for a rep), not "below target".
        #expect(
            machine.update(Self.live(.atRest, zone: .below, start: .found, events: .startPositionFound)) == .resting)
    }

    @Test func aRepGoesMovingInTheBandHoldingHoldDoneReturningResting() {
        var machine = LiveFeedbackMachine()
        #expect(machine.update(Self.live(.atRest)) == .resting)
        #expect(machine.update(Self.live(.moving, zone: .below)) == .moving)
        #expect(machine.update(Self.live(.moving, zone: .inTarget, holdSeconds: 0.5)) == .holding)
        #expect(machine.update(Self.live(.moving, zone: .inTarget, holdSeconds: 5, holdComplete: true)) == .holdDone)
        #expect(machine.update(Self.live(.moving, zone: .below, holdComplete: true)) == .returning)
        #expect(machine.update(Self.live(.atRest, zone: .below, reps: 1)) == .resting)
        // The next rep starts afresh: below the band on the way up is "moving" again.
        #expect(machine.update(Self.live(.moving, zone: .below, reps: 1)) == .moving)
    }

    @Test func withoutAHoldTheBandIsInBandAndComingDownIsReturning() {
        var machine = LiveFeedbackMachine()
        #expect(machine.update(Self.live(.moving, zone: .below, holdTarget: 0)) == .moving)
        #expect(machine.update(Self.live(.moving, zone: .inTarget, holdTarget: 0)) == .inBand)
        #expect(machine.update(Self.live(.moving, zone: .below, holdTarget: 0)) == .returning)
        #expect(machine.update(Self.live(.moving, zone: .below, holdTarget: 0)) == .returning)
    }

    @Test func pastTheTargetIsOnlyEaseBackEvenAfterTheHold() {
        var machine = LiveFeedbackMachine()
        _ = machine.update(Self.live(.moving, zone: .inTarget, holdSeconds: 5, holdComplete: true))
        #expect(machine.update(Self.live(.moving, zone: .beyond, angle: 120, holdComplete: true)) == .pastTarget)
        // Back into the band after the hold: hold done again; then down: returning.
        #expect(machine.update(Self.live(.moving, zone: .inTarget, holdComplete: true)) == .holdDone)
        #expect(machine.update(Self.live(.moving, zone: .below, holdComplete: false)) == .returning)
    }

    @Test func lostBeatsEveryZoneAndTheCameraCanSayItFirst() {
        var machine = LiveFeedbackMachine()
        _ = machine.update(Self.live(.moving, zone: .inTarget, holdSeconds: 1))
        #expect(machine.update(Self.live(.waitingForRest, zone: .inTarget, tracking: .lost)) == .lost)
        #expect(machine.update(Self.live(.atRest, zone: .below), framing: .lost) == .lost)
        #expect(machine.update(Self.live(.atRest, zone: .below), framing: .outOfView) == .resting)
        #expect(machine.update(Self.live(.atRest, zone: .below), framing: .ok) == .resting)
    }

    @Test func aFinishedSetAndTheRestBetweenSetsBeatEverything() {
        var machine = LiveFeedbackMachine()
        #expect(machine.update(Self.live(.atRest, reps: 10, targetReps: 10, events: .goalReached)) == .setDone)
        #expect(machine.update(Self.live(.atRest, reps: 10), setBreak: SetBreak(restRemaining: 42)) == .resting)
        #expect(machine.update(Self.live(.moving, zone: .beyond), setBreak: SetBreak(sessionDone: true)) == .setDone)
        // Still moving on the last rep's way up is not yet "done".
        var fresh = LiveFeedbackMachine()
        #expect(fresh.update(Self.live(.moving, zone: .below, reps: 10, targetReps: 10)) == .moving)
    }

    @Test func theEngineAt120DegreesOnAn80To95ExerciseShowsOneStateOnly() throws {
        let exercise = try #require(RehabLibrary.exercise(id: "heel-slides"))
        var engine = SessionEngine(exercise: exercise, side: .left)
        var machine = LiveFeedbackMachine()
        var seen: [LiveFeedback] = []
        var time = 0.0
        var current = 10.0
        // Glides like a person (and the slider) would, 30 samples a second, then stays.
        func move(to angle: Double, seconds: Double) {
            let steps = Int(seconds * 30)
            let start = current
            for step in 1...steps {
                time += 1 / 30
                current = start + (angle - start) * min(1, Double(step) / 15)
                let state = engine.ingest(.angle(time: time, degrees: current))
                let feedback = machine.update(state)
                if seen.last != feedback { seen.append(feedback) }
            }
        }
        move(to: 10, seconds: 1)
        move(to: 88, seconds: 6)  // held past the 5 s hold
        move(to: 120, seconds: 1)
        #expect(machine.state == .pastTarget)
        move(to: 10, seconds: 2)
        #expect(seen.contains(.holding) && seen.contains(.holdDone) && seen.contains(.returning))
        #expect(machine.state == .resting)
        let wording = LiveFeedbackWording(exercise: exercise, side: .left, camera: false)
        #expect(wording.entry(.pastTarget).message == "Past target — ease back")
        #expect(wording.entry(.pastTarget).tone == "beyond" && wording.entry(.holdDone).tone == "in")
        #expect(wording.entry(.resting).tone == "neutral")
        #expect(Set(wording.entries.map(\.state)) == Set(LiveFeedback.allCases))
    }

    @Test func theStartPositionIsWordedForHowTheExerciseIsDone() throws {
        let heel = try #require(RehabLibrary.exercise(id: "heel-slides"))
        #expect(heel.position == .lying)
        #expect(LiveFeedbackWording.startPosition(heel) == "Lie back with your leg straight, then hold still.")
        let extensionExercise = try #require(RehabLibrary.exercise(id: "seated-knee-extension"))
        #expect(LiveFeedbackWording.startPosition(extensionExercise) == "Sit tall with your leg bent, then hold still.")
        let shoulder = try #require(RehabLibrary.exercise(id: "shoulder-abduction"))
        #expect(
            LiveFeedbackWording.startPosition(shoulder)
                == "Sit tall with your arm relaxed by your side, then hold still.")
        let camera = LiveFeedbackWording(exercise: heel, side: .right, camera: true)
        #expect(
            camera.entry(.lost).message == "I can't see you — make sure your right hip, knee and ankle are in view.")
        #expect(RehabLibrary.exercises.allSatisfy { !$0.position.displayName.isEmpty })
    }

    @Test func theStateMessageNamesTheFeedbackState() throws {
        let exercise = try #require(RehabLibrary.exercise(id: "heel-slides"))
        let state = SessionEngine(exercise: exercise, side: .left).current
        let json = LiveMessage.state(state, ack: 3, feedback: .holding).json()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["type"] as? String == "state" && object["ack"] as? Int == 3)
        #expect(object["feedback"] as? String == "holding" && object["state"] is [String: Any])
        #expect(!LiveMessage.state(state, ack: nil).json().contains("feedback"))
    }
}
