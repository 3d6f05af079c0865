import Foundation
import PhysioCore
import Testing
import TestSupport

@Suite struct ZoneAndFilterTests {
    @Test func noiseAtTheEdgeOfTheBandDoesNotFlicker() {
        var zones = ZoneClassifier(goal: MotionFixtures.heelSlides, hysteresis: 2)
        var rng = SplitMix64(seed: 4)
        var changes = 0
        var previous: AngleZone?
        _ = zones.classify(75)
        for _ in 0..<500 {
            let zone = zones.classify(70 + rng.gaussian(0.5))  // progress 70 = 80°, the band's near edge
            if let previous, previous != zone { changes += 1 }
            previous = zone
        }
        #expect(changes <= 2)
        var bare = ZoneClassifier(goal: MotionFixtures.heelSlides, hysteresis: 0)
        var bareChanges = 0
        previous = nil
        for _ in 0..<500 {
            let zone = bare.classify(70 + rng.gaussian(0.5))
            if let previous, previous != zone { bareChanges += 1 }
            previous = zone
        }
        #expect(bareChanges > 50)
    }

    @Test func zonesFollowTheDirectionOfTheMovement() {
        let squat = MotionFixtures.miniSquats
        var zones = ZoneClassifier(goal: squat, hysteresis: 2)
        #expect(zones.classify(squat.progress(of: 10)) == .below)
        #expect(zones.classify(squat.progress(of: 31)) == .inTarget)
        #expect(zones.classify(squat.progress(of: 46)) == .inTarget)
        #expect(zones.classify(squat.progress(of: 48)) == .beyond)
        #expect(zones.classify(squat.progress(of: 44)) == .inTarget)
        #expect(zones.classify(squat.progress(of: 29)) == .inTarget)
        #expect(zones.classify(squat.progress(of: 27)) == .below)
        let extensionGoal = MotionFixtures.seatedKneeExtension
        #expect(extensionGoal.direction == -1)
        #expect(extensionGoal.targetNear == 80 && extensionGoal.targetFar == 90)
    }

    @Test func oneEuroFilterSteadiesAStillJointAndFollowsAMovingOne() {
        var filter = OneEuroFilter()
        var rng = SplitMix64(seed: 8)
        var raw: [Double] = [], smooth: [Double] = []
        for k in 0..<600 {
            let x = 45 + rng.gaussian(1)
            raw.append(x)
            smooth.append(filter.filter(x, at: Double(k) / 60))
        }
        func spread(_ values: ArraySlice<Double>) -> Double {
            let mean = values.reduce(0, +) / Double(values.count)
            return (values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(values.count)).squareRoot()
        }
        #expect(spread(smooth[100...]) * 2 < spread(raw[100...]))
        var ramp = OneEuroFilter()
        var last = 0.0
        for k in 0..<120 { last = ramp.filter(Double(k) * 100 / 60, at: Double(k) / 60) }  // 100 °/s
        #expect(abs(last - 119 * 100 / 60.0) < 3)
        var first = OneEuroFilter()
        #expect(first.filter(12, at: 5) == 12)
        #expect(first.filter(80, at: 5) == 12)
        #expect(first.filter(80, at: 4) == 12)
    }

    @Test func peaksAreFoundOnNoisyHoldsAndOnQuickTurnarounds() {
        var rng = SplitMix64(seed: 31)
        // A 6 s hold at 70 with σ 1.2° noise: the peak is the level, not the largest noisy value.
        var hold = LevelPeak()
        var filter = OneEuroFilter()
        for k in 0..<180 {
            let raw = 70 + rng.gaussian(1.2)
            hold.add(raw: raw, smoothed: filter.filter(raw, at: Double(k) / 30), time: Double(k) / 30)
        }
        #expect(abs(hold.value - 70) < 0.5)
        // A noiseless slow turnaround, 30 − 4(t − 0.5)²: the fitted parabola's top is exact.
        var parabola = LevelPeak()
        for k in 0...60 {
            let t = Double(k) / 60, y = 30 - 4 * (t - 0.5) * (t - 0.5)
            parabola.add(raw: y, smoothed: y - 0.5, time: t)
        }
        #expect(abs(parabola.value - 30) < 0.01)
        // A bounce with no plateau (0 → 35 → 0 in 0.8 s) at 60 Hz and a slow 6 s turnaround.
        for (duration, rate) in [(0.8, 60.0), (6.0, 30.0)] {
            var bounce = LevelPeak()
            var smoother = OneEuroFilter()
            for k in 0...Int(duration * rate) {
                let t = Double(k) / rate
                let raw = 35 * sin(.pi * t / duration) + rng.gaussian(0.3)
                bounce.add(raw: raw, smoothed: smoother.filter(raw, at: t), time: t)
            }
            #expect(abs(bounce.value - 35) < 1, "\(duration) s")
        }
    }

    @Test func targetsParseInEitherSpelling() {
        #expect(AngleRange(parsing: "80-95") == AngleRange(80, 95))
        #expect(AngleRange(parsing: " 0 - 10 ") == AngleRange(0, 10))
        #expect(AngleRange(parsing: "-20-10") == AngleRange(-20, 10))
        #expect(AngleRange(parsing: "-20--5") == AngleRange(-20, -5))
        #expect(AngleRange(parsing: "30.5..45") == AngleRange(30.5, 45))
        #expect(AngleRange(parsing: "80") == nil)
        #expect(AngleRange(parsing: "a-b") == nil)
        #expect(AngleRange(parsing: "nan-4") == nil)
    }
}
