import Foundation
@testable import PhysioCore
import Testing
import TestSupport

/// The second opinion on a count (``CycleCount``): movement cycles from the trace's shape, no band.
@Suite struct CycleCountTests {
    /// `seconds` of `angle(t)` every `step` seconds, plus uniform noise of ±`noise`°.
    static func trace(seconds: Double, step: Double = 0.05, noise: Double = 0, seed: UInt64 = 1, _ angle: (Double) -> Double) -> [Float] {
        var rng = SplitMix64(seed: seed)
        return (0...Int(seconds / step)).map { k in
            Float(angle(Double(k) * step) + (noise > 0 ? Double.random(in: -noise...noise, using: &rng) : 0))
        }
    }

    @Test func tenEvenCyclesAreTenWithTheirPeriod() throws {
        let angles = Self.trace(seconds: 20, noise: 2) { 45 - 40 * cos(2 * .pi * $0 / 2) }
        let count = try #require(CycleCount.estimate(angles, step: 0.05, direction: 1))
        #expect(count.cycles == 10)
        let period = try #require(count.periodSeconds)
        #expect(abs(period - 2) < 0.1)
        let spread = try #require(count.rhythmSpread)
        #expect(spread < 0.05 && count.isSteady)
    }

    @Test func repsAtThreeDifferentTempiAreNotASteadyRhythm() throws {
        // Four reps of 4 s, four of 2.5 s, four of 1.5 s: the peaks' spacing has no one typical value.
        let angles = Self.trace(seconds: 32, noise: 1) { t in
            t < 16 ? 60 - 55 * cos(2 * .pi * t / 4)
                : t < 26 ? 60 - 55 * cos(2 * .pi * (t - 16) / 2.5) : 60 - 55 * cos(2 * .pi * (t - 26) / 1.5)
        }
        let count = try #require(CycleCount.estimate(angles, step: 0.05, direction: 1))
        let spread = try #require(count.rhythmSpread)
        #expect(spread > CycleCount.steadyRhythmSpread && !count.isSteady)
    }

    @Test func aPauseInASteadySetKeepsItSteady() throws {
        // Eight reps of 2 s, a 6 s rest, eight more: one long interval among fifteen.
        let angles = Self.trace(seconds: 38, noise: 1) { t in
            t < 16 ? 50 - 45 * cos(2 * .pi * t / 2) : t < 22 ? 5 : 50 - 45 * cos(2 * .pi * (t - 22) / 2)
        }
        let count = try #require(CycleCount.estimate(angles, step: 0.05, direction: 1))
        #expect(count.cycles == 16)
        #expect(count.isSteady)
    }

    @Test func rhythmSpreadIsTheMedianDeviationOfThePeakSpacing() throws {
        #expect(CycleCount.spacingSpread([0, 10, 20, 30, 45]) == 0)  // one odd interval of four
        #expect(try abs(#require(CycleCount.spacingSpread([0, 10, 25, 30, 50])) - 0.4) < 1e-12)  // 10, 15, 5, 20
        #expect(CycleCount.spacingSpread([0, 10]) == nil)
        #expect(CycleCount(cycles: 2, periodSeconds: nil).isSteady == false)
    }

    @Test func aPersonHoldingStillMakesNoCycles() throws {
        let angles = Self.trace(seconds: 15, noise: 3) { _ in 20 }
        #expect(try #require(CycleCount.estimate(angles, step: 0.05, direction: 1)).cycles == 0)
    }

    @Test func aTraceShorterThanTwoSecondsSaysNothing() {
        #expect(CycleCount.estimate(Self.trace(seconds: 1.5) { $0 * 30 }, step: 0.05, direction: 1) == nil)
        #expect(CycleCount.estimate([], step: 0.05, direction: 1) == nil)
    }

    @Test func aMovementThatAimsDownCountsItsDips() throws {
        // A seated knee extension from 90° towards 0°: seven dips.
        let angles = Self.trace(seconds: 21, noise: 1) { 50 + 40 * cos(2 * .pi * $0 / 3) }
        #expect(try #require(CycleCount.estimate(angles, step: 0.05, direction: -1)).cycles == 7)
    }

    @Test func smallShufflesBetweenRealCyclesAreNotCounted() throws {
        // Six 80° squats, a 15° bob after each.
        let angles = Self.trace(seconds: 24, noise: 1) { t in
            let phase = t.truncatingRemainder(dividingBy: 4)
            return phase < 2.5 ? 40 - 40 * cos(2 * .pi * phase / 2.5) : 7.5 - 7.5 * cos(2 * .pi * (phase - 2.5) / 1.5)
        }
        #expect(try #require(CycleCount.estimate(angles, step: 0.05, direction: 1)).cycles == 6)
    }

    @Test func slowRepsThenQuickOnesAreAllCounted() throws {
        // Four reps of 5 s, then eight of 1.5 s: the slow period must not merge the quick reps.
        let angles = Self.trace(seconds: 32, noise: 1) { t in
            t < 20 ? 60 - 55 * cos(2 * .pi * t / 5) : 60 - 55 * cos(2 * .pi * (t - 20) / 1.5)
        }
        #expect(try #require(CycleCount.estimate(angles, step: 0.05, direction: 1)).cycles == 12)
    }

    @Test func aOneFrameFlickerIsNotACycle() throws {
        var angles = Self.trace(seconds: 12, noise: 1) { _ in 15 }
        angles[100] = 150
        angles[160] = 140
        #expect(try #require(CycleCount.estimate(angles, step: 0.05, direction: 1)).cycles == 0)
    }

    @Test func unevenFramesGiveAnEvenTrace() {
        var trace = CycleTrace()
        // Frames 0.07–0.13 s apart on a ramp of 10°/s: each grid point lies on the ramp.
        var time = 0.0
        var rng = SplitMix64(seed: 4)
        while time < 5 {
            trace.add(10 * time, at: time)
            time += Double.random(in: 0.07...0.13, using: &rng)
        }
        #expect(trace.step == CycleTrace.firstStep)
        #expect(trace.points.count >= 98 && trace.points.count <= 101)
        for (k, value) in trace.points.enumerated() {
            #expect(abs(Double(value) - 10 * Double(k) * trace.step) < 0.01)
        }
    }

    @Test func aLongSetHalvesItsRateAndStillCounts() throws {
        // Eight minutes of reps every 4 s at 30 frames a second: 120 reps.
        var trace = CycleTrace()
        for k in 0...(8 * 60 * 30) {
            let t = Double(k) / 30
            trace.add(50 - 45 * cos(2 * .pi * t / 4), at: t)
        }
        #expect(trace.points.count <= CycleTrace.capacity)
        #expect(trace.step == 0.4)
        let count = try #require(CycleCount.estimate(trace.points, step: trace.step, direction: 1))
        #expect(abs(count.cycles - 120) <= 1)
    }

    @Test func prominenceIsMeasuredToTheHigherOfTheTwoValleys() {
        let y: [Double] = [0, 5, 1, 10, 3, 8, 2]
        #expect(CycleCount.localMaxima(y) == [1, 3, 5])
        #expect(CycleCount.prominence(of: 3, in: y) == 8)  // above the right valley (2), the higher one
        #expect(CycleCount.prominence(of: 1, in: y) == 4)
        #expect(CycleCount.prominence(of: 5, in: y) == 5)
        #expect(CycleCount.separated([1, 3, 5], in: y, distance: 3) == [3])
        #expect(CycleCount.percentile([1, 2, 3, 4], 0.75) == 3.25)
    }
}

/// The second opinion in a session: the summary, `analyze` and the pages say the count may be off when
/// it disagrees with the engine's count by more than one, and a set short of the band is said so.
@Suite struct SecondOpinionTests {
    /// `seconds` of a movement from rest 10° to `peak`° and back every `period` s, as angles at 10 a second.
    static func session(peak: Double, period: Double, seconds: Double, target: AngleRange) -> SessionMetrics {
        let goal = MotionGoal(movement: .hipFlexion, target: target, restAngle: 10, holdSeconds: 0, reps: 12)
        var engine = SessionEngine(goal: goal)
        for k in 0...Int(seconds * 10) {
            let t = Double(k) / 10
            _ = engine.ingest(angle: 10 + (peak - 10) * (1 - cos(2 * .pi * t / period)) / 2, at: t)
        }
        return engine.summary()
    }

    @Test func repsThatReachTheBandAgreeWithTheSecondOpinion() {
        let metrics = Self.session(peak: 110, period: 2.5, seconds: 25, target: AngleRange(90, 150))
        #expect(metrics.reps == 10)
        #expect(metrics.cycleEstimate == 10)
        #expect(!metrics.countsDisagree && !metrics.countMayBeOff && metrics.suggestedReps == nil)
        #expect(metrics.countCheckNote == nil && metrics.shortOfBandNote == nil)
    }

    @Test func movementsShortOfTheBandAreShownNotLost() throws {
        let metrics = Self.session(peak: 61, period: 2, seconds: 24, target: AngleRange(70, 120))
        #expect(metrics.reps == 0)
        #expect(metrics.cycleEstimate == 12)
        #expect(metrics.countMayBeOff && metrics.suggestedReps == 12)
        let best = try #require(metrics.bestAngle)
        #expect(best > 59 && best <= 61)
        #expect(metrics.shortOfBandNote == "12 movements, none reached 70° — your best was \(Int(best))°.")
        let note = try #require(metrics.countCheckNote)
        #expect(note.hasPrefix("12 movements, none reached 70°"))
        #expect(metrics.report.contains("12 movements, none reached 70°"))
    }

    @Test func aDisagreementSaysTheOtherCount() throws {
        var metrics = Self.session(peak: 110, period: 2.5, seconds: 25, target: AngleRange(90, 150))
        metrics.cycleEstimate = 14
        let note = try #require(metrics.countCheckNote)
        #expect(note.contains("this was 14 movements, so the count of 10 may be off"))
        #expect(metrics.suggestedReps == 14)
        metrics.cycleEstimate = 11
        #expect(!metrics.countMayBeOff && metrics.countCheckNote == nil)
    }

    @Test func anUnsteadySecondOpinionHasToDisagreeByMoreThanAQuarter() {
        var metrics = Self.session(peak: 110, period: 2.5, seconds: 25, target: AngleRange(90, 150))
        #expect(metrics.reps == 10)
        metrics.cycleEstimate = 12
        metrics.cycleRhythmSpread = 0.05  // steady: two reps apart is a disagreement
        #expect(metrics.countsDisagree && metrics.suggestedReps == 12)
        metrics.cycleRhythmSpread = 0.3  // uneven peaks: 2 of 12 is within what such a count misses
        #expect(!metrics.countsDisagree && !metrics.countMayBeOff && metrics.suggestedReps == nil)
        metrics.cycleEstimate = 14  // 4 of 14 is more than a quarter
        #expect(metrics.countsDisagree && metrics.suggestedReps == 14)
        metrics.cycleEstimate = 7  // 3 of 10
        #expect(metrics.countsDisagree)
        metrics.cycleEstimate = 12
        metrics.cycleRhythmSpread = nil  // fewer than three cycles, or a record from before: one rep is the rule
        #expect(metrics.countsDisagree)
    }

    @Test func setsAddUpTheirSecondOpinions() throws {
        let one = Self.session(peak: 110, period: 2.5, seconds: 25, target: AngleRange(90, 150))
        var two = one
        two.cycleEstimate = nil  // too short to say
        let goal = MotionGoal(movement: .hipFlexion, target: AngleRange(90, 150), restAngle: 10, holdSeconds: 0, reps: 12)
        two.cycleRhythmSpread = 0.4
        let combined = try #require(SessionMetrics.combining([one, two], goal: goal, plannedSets: 2))
        #expect(combined.cycleEstimate == 20)
        #expect(combined.cycleRhythmSpread == 0.4)  // the least steady set's
        var none = one
        none.cycleEstimate = nil
        #expect(SessionMetrics.combining([none, none], goal: goal, plannedSets: 2)?.cycleEstimate == nil)
    }

    @Test func anAbsurdStoredEstimateDoesNotTrap() {
        var metrics = Self.session(peak: 110, period: 2.5, seconds: 25, target: AngleRange(90, 150))
        metrics.cycleEstimate = Int.min
        #expect(metrics.countMayBeOff)
        #expect(throws: ValueRangeError.self) { try metrics.validate() }
        metrics.cycleEstimate = 10
        metrics.cycleRhythmSpread = -.infinity
        #expect(throws: ValueRangeError.self) { try metrics.validate() }
    }

    @Test func aRecordSavedBeforeTheSecondOpinionDecodesWithout() throws {
        let metrics = Self.session(peak: 110, period: 2.5, seconds: 25, target: AngleRange(90, 150))
        var object = try #require(
            JSONSerialization.jsonObject(with: JSONEncoder().encode(metrics)) as? [String: Any])
        #expect(object["cycleEstimate"] as? Int == 10)
        #expect(object["cycleRhythmSpread"] is Double)
        object["cycleRhythmSpread"] = nil
        var older = try JSONDecoder().decode(SessionMetrics.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(older.cycleRhythmSpread == nil && older.cycleEstimate == 10)
        older.cycleEstimate = 12
        #expect(older.countsDisagree)  // saved before the rhythm was kept: more than one rep apart is enough
        object["cycleEstimate"] = nil
        let old = try JSONDecoder().decode(SessionMetrics.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(old.cycleEstimate == nil && !old.countMayBeOff)
    }
}
