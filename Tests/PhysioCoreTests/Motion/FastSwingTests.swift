import Foundation
@testable import PhysioCore
import Testing

/// A jumping jack's arms pass 1,000°/s mid-swing. Readings that fast, coming on from a swing already
/// under way, are the person (``MotionTuning/maximumSwingSpeed``); the same jump from a joint at rest is
/// still a glitch (``MotionTuning/maximumAngularSpeed``).
@Suite struct FastSwingTests {
    static let jacks = MotionGoal(
        movement: .shoulderAbduction, target: AngleRange(100, 170), restAngle: 20, holdSeconds: 0, reps: 0)

    /// `count` arm swings from 20° to `top` and back, each `period` seconds, after a second at rest, at 30 frames a second.
    static func swings(count: Int, period: Double, top: Double, rise: Double = 0.5, tuning: MotionTuning) -> SessionMetrics {
        var engine = SessionEngine(goal: jacks, tuning: tuning)
        let frames = Int((1 + Double(count) * period + 1) * 30)
        for k in 0...frames {
            let time = Double(k) / 30
            let phase = time - 1
            var angle = 20.0
            if phase > 0 && phase < Double(count) * period {
                let within = phase.truncatingRemainder(dividingBy: period) / period
                let half = within < rise ? within / rise : 1 + (within - rise) / (1 - rise)
                angle = 20 + (top - 20) / 2 * (1 - cos(Double.pi * half))
            }
            _ = engine.ingest(angle: angle, at: time)
        }
        return engine.summary()
    }

    /// Quick jacks (0.45 s, arms up in 0.27 s and down in 0.18 s: 1,200°/s mid-swing) lose no reading
    /// and count every rep; without the swing allowance the fastest readings of every drop were thrown away.
    @Test func readingsMidSwingAreThePerson() {
        var strict = MotionTuning()
        strict.maximumSwingSpeed = strict.maximumAngularSpeed
        let jacks = Self.swings(count: 20, period: 0.45, top: 165, rise: 0.6, tuning: MotionTuning())
        let before = Self.swings(count: 20, period: 0.45, top: 165, rise: 0.6, tuning: strict)
        #expect(jacks.reps == 20)
        #expect(jacks.samplesRejected == 0)
        #expect(before.samplesRejected >= 20)
    }

    /// The same speed from a joint at rest (the tracker throwing the arm up for two frames) or turning
    /// back against the swing is still a glitch: rejected, no rep.
    @Test func aJumpFromRestOrAgainstTheSwingIsStillAGlitch() {
        var engine = SessionEngine(goal: Self.jacks)
        var time = 0.0
        func feed(_ angle: Double) -> LiveState {
            defer { time += 1.0 / 30 }
            return engine.ingest(angle: angle, at: time)
        }
        for _ in 0..<30 { _ = feed(20) }
        #expect(feed(70).rejected == .implausible)  // 50° in a frame from rest: 1,500°/s
        #expect(feed(120).rejected == .implausible)
        for _ in 0..<30 { _ = feed(20) }
        // A swing up at 600°/s, short of the band, then a flick back at 1,200°/s: against the swing.
        for step in 1...3 { #expect(feed(20 + 20 * Double(step)).rejected == nil) }
        #expect(feed(40).rejected == .implausible)
        for _ in 0..<30 { _ = feed(20) }
        #expect(engine.summary().reps == 0)
    }
}
