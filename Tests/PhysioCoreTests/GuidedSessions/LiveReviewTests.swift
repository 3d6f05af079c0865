import Foundation
import PhysioCore
import TestSupport
import Testing

/// The live page's review items (issue 9): a visible hold-complete state, "straighten more" for
/// targets below rest, best angle within the band with overshoot apart, the target band in the record,
/// and one numbering of reps on the live page and the summary.
@Suite struct LiveReviewTests {
    @Test func holdCompleteLastsFromTheEndOfTheHoldUntilTheJointIsBackAtRest() {
        var engine = SessionEngine(goal: MotionFixtures.heelSlides)  // 80–95°, hold 5 s, rest 10°
        var t = 0.0
        func feed(_ angle: Double, for seconds: Double) -> [LiveState] {
            var states: [LiveState] = []
            let end = t + seconds
            while t < end - 1e-9 {
                states.append(engine.ingest(angle: angle, at: t))
                t += 1.0 / 30
            }
            return states
        }
        #expect(feed(10, for: 1).allSatisfy { !$0.holdComplete })
        let holding = feed(87, for: 6)
        let done = holding.firstIndex { $0.holdComplete }
        let announced = holding.firstIndex { $0.events.contains(.holdComplete) }
        #expect(done != nil && done == announced)
        #expect(holding.prefix(done ?? 0).allSatisfy { !$0.holdComplete })
        #expect(holding.suffix(from: done ?? holding.count).allSatisfy { $0.holdComplete })
        #expect(feed(50, for: 0.5).allSatisfy { $0.holdComplete })  // on the way back
        let back = feed(10, for: 1)
        #expect(back.last?.holdComplete == false && back.last?.reps == 1)
        // A rep that never completes its hold never shows it.
        _ = feed(87, for: 2)
        #expect(feed(10, for: 1).allSatisfy { !$0.holdComplete })
    }

    @Test func aTargetBelowRestSaysStraightenMoreWithADownArrow() throws {
        let extensionExercise = try #require(RehabLibrary.exercise(id: "seated-knee-extension"))
        let live = LiveSessionScreen(sessionID: "x", exercise: extensionExercise, side: .left, source: .slider, place: nil)
        #expect(live.shortOfTarget.symbol == "↓" && live.shortOfTarget.words == "Straighten more")
        #expect(live.legend.first?.symbol == "↓")
        let heelSlides = try #require(RehabLibrary.exercise(id: "heel-slides"))
        let bending = LiveSessionScreen(sessionID: "x", exercise: heelSlides, side: .left, source: .slider, place: nil)
        #expect(bending.shortOfTarget.symbol == "↑" && bending.shortOfTarget.words == "Below target — keep going")
        let chart = RepBarChart(metrics: SessionFixtures.metrics("seated-knee-extension", reps: 1))
        #expect(chart.bars.allSatisfy { $0.zone.symbol != "↑" })
    }

    @Test func bestAngleStaysInTheBandAndGoingPastItIsReportedApart() throws {
        let goal = MotionFixtures.heelSlides
        let script = MotionScript(goal: goal, moves: [
            ScriptedMove(peak: 88, hold: 6), ScriptedMove(peak: 112, hold: 1), ScriptedMove(peak: 88, hold: 6),
        ])
        let recording = SyntheticRecording(script, source: .angle)
        var engine = SessionEngine(goal: goal)
        let states = recording.samples.map { engine.ingest($0) }
        let metrics = engine.summary()
        #expect(abs((metrics.bestAngle ?? 0) - 95) < 0.01)  // the band's far edge, not 112
        #expect(abs((metrics.pastTargetAngle ?? 0) - 112) <= 1)
        #expect(states.allSatisfy { ($0.bestAngle ?? 0) <= 95 + 1e-9 })
        #expect(states.last?.pastTargetAngle == metrics.pastTargetAngle)
        let exercise = try #require(RehabLibrary.exercise(id: "heel-slides"))
        let screen = SessionSummaryScreen(
            exercise: exercise, metrics: metrics, source: .slider, place: nil, ring: GoalRing(done: 0, total: 0),
            slotDone: false)
        #expect(screen.bestAngleLabel == "95°")
        #expect(screen.pastTargetLabel == "Went past the target: 112°")
        #expect(metrics.report.contains("Went past the target: 112"))

        let within = SessionFixtures.metrics(reps: 2)
        #expect(within.pastTargetAngle == nil)
        #expect(abs((within.bestAngle ?? 0) - 87.5) <= 1)
    }

    @Test func theWorkoutRecordCarriesTheTargetBand() throws {
        var metrics = SessionFixtures.metrics(reps: 2)
        metrics.pastTargetAngle = 101.24
        let record = SessionFixtures.record(
            plan: RehabFixtures.kneePlan(), day: LocalDate(iso: "2026-11-23")!, timeZone: RehabFixtures.toronto,
            metrics: metrics)
        let workout = WorkoutRecord(record)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(workout.json().utf8)) as? [String: Any])
        #expect(object["targetLowerDegrees"] as? Double == 80 && object["targetUpperDegrees"] as? Double == 95)
        #expect(object["pastTargetDegrees"] as? Double == 101.2)
        let csv = WorkoutRecord.csv([workout]).components(separatedBy: "\r\n")
        #expect(csv[0].contains(",target_lower_degrees,target_upper_degrees,past_target_degrees,"))
        #expect(csv[1].hasSuffix(",80,95,101.2,false,,,,,2"))  // then the (empty) pain stop columns, the reps measured
    }

    @Test func theSummaryNumbersFullRepsAsTheLivePageCountsThem() throws {
        let goal = MotionFixtures.heelSlides
        let script = MotionScript(goal: goal, moves: [
            ScriptedMove(peak: 88, hold: 6), ScriptedMove(peak: 50, hold: 1), ScriptedMove(peak: 88, hold: 6),
        ])
        var engine = SessionEngine(goal: goal)
        var liveCounts: [Int] = []
        for sample in SyntheticRecording(script, source: .angle).samples {
            let state = engine.ingest(sample)
            if state.events.contains(.repCompleted) { liveCounts.append(state.reps) }
        }
        let metrics = engine.summary()
        #expect(metrics.repetitions.map(\.kind) == [.full, .partial, .full])
        let chart = RepBarChart(metrics: metrics)
        #expect(chart.bars.map(\.numberLabel) == ["Rep 1", "Partial", "Rep 2"])
        #expect(chart.bars.map { $0.label.components(separatedBy: ":")[0] } == ["Rep 1", "Partial", "Rep 2"])
        #expect(liveCounts == [1, 2])  // "Rep 1 of 10", then "Rep 2 of 10", as the bars are numbered
        #expect(metrics.report.contains("  Rep 2    peak"))
    }
}
