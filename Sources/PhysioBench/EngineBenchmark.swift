import AllocationCounter
import Foundation
import PhysioCore

// Engine throughput on a 33-landmark BlazePose stream, one core. Run in release:
//   swift run -c release physiopoint-bench            (or `physiopoint-bench engine`)
// Figures go to BENCHMARKS.md with this command.

/// A deterministic 33-landmark stream of heel slides: 30 fps, small jitter, left knee moving.
func makeStream(frames count: Int) -> [PoseFrame] {
    var seed: UInt64 = 0x5EED
    func jitter() -> Double {  // SplitMix64 → uniform ±0.002
        seed &+= 0x9E37_79B9_7F4A_7C15
        var z = seed
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return (Double(z >> 11) / Double(1 << 53) - 0.5) * 0.004
    }
    let names = Skeleton.blazePose33.landmarkNames
    let hip = Skeleton.blazePose33.index(of: .leftHip) ?? 23
    let knee = Skeleton.blazePose33.index(of: .leftKnee) ?? 25
    let ankle = Skeleton.blazePose33.index(of: .leftAnkle) ?? 27
    return (0..<count).map { k in
        let time = Double(k) / 30
        // A 10 s heel slide: 1.5 s up from 10° to 88°, 6 s hold, 1.5 s down, 1 s rest.
        let phase = time.truncatingRemainder(dividingBy: 10)
        let lift = phase < 1.5 ? (1 - cos(.pi * phase / 1.5)) / 2
            : phase < 7.5 ? 1 : phase < 9 ? (1 + cos(.pi * (phase - 7.5) / 1.5)) / 2 : 0
        let angle = (10 + 78 * lift) * .pi / 180
        var points = (0..<names.count).map { i in
            PosePoint(x: 0.4 + 0.01 * Double(i % 9) + jitter(), y: 0.1 + 0.02 * Double(i % 11) + jitter(), z: 0, confidence: 0.95)
        }
        points[hip] = PosePoint(x: 0.5 + jitter(), y: 0.5 + jitter(), z: 0, confidence: 0.95)
        points[knee] = PosePoint(x: 0.5 + jitter(), y: 0.75 + jitter(), z: 0, confidence: 0.95)
        points[ankle] = PosePoint(x: 0.5 + 0.25 * sin(angle) + jitter(), y: 0.75 + 0.25 * cos(angle) + jitter(), z: 0, confidence: 0.95)
        return PoseFrame(time: time, skeleton: .blazePose33, points: points)
    }
}

func runEngineBenchmark() {
    guard let exercise = RehabLibrary.exercise(id: "heel-slides") else { fatalError("heel-slides missing from the library") }
    let cycle = makeStream(frames: 30 * 80)  // 80 s of frames (8 reps), replayed with shifted timestamps
    let rounds = 2_000
    let total = cycle.count * rounds
    var engine = SessionEngine(exercise: exercise)
    var checksum = 0.0
    var last = engine.current

    let clock = ContinuousClock()
    let allocationsBefore = pp_thread_allocations()
    let elapsed = clock.measure {
        for round in 0..<rounds {
            let offset = Double(round) * 80
            for var frame in cycle {
                frame.time += offset
                let state = engine.ingest(frame)
                checksum += state.angle ?? 0
                last = state
            }
        }
    }
    let allocations = pp_thread_allocations() - allocationsBefore
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    let rate = Double(total) / seconds
    print(String(format: "engine: %d BlazePose-33 frames in %.3f s = %.0f frames/s on one core (%d reps, %d partial, checksum %.1f)",
                 total, seconds, rate, last.reps, last.partialReps, checksum))
    if pp_allocation_counting() != 0 {
        // The summary's list of reps grows by doubling: the only allocations expected in the loop.
        print("engine: \(allocations) heap allocations in the loop (\(last.reps) reps appended to the summary)")
    } else {
        print("engine: heap allocations not counted here (needs glibc)")
    }
}
