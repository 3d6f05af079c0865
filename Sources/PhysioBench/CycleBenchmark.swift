import Foundation
import PhysioCore

// The second opinion's cost at the end of a set (`CycleCount`), one core. Run in release:
//   swift run -c release physiopoint-bench cycles [runs]
// The worst case is a full trace (2,048 points: any set longer than 102 s is halved to fit); a set of
// 30 s is 600 points. Figures go to BENCHMARKS.md with this command.

func runCycleBenchmark(runs: Int) {
    for (label, points) in [("30 s set (600 points)", 600), ("full trace (2,048 points, sets over 102 s)", 2048)] {
        var seed: UInt64 = 0xC1C1E
        let trace = (0..<points).map { k -> Float in
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let noise = Double(seed >> 40) / Double(1 << 24) - 0.5
            return Float(50 - 45 * cos(2 * .pi * Double(k) * 0.05 / 2.7) + 4 * noise)
        }
        var times: [Double] = []
        var cycles = 0
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            cycles &+= CycleCount.estimate(trace, step: 0.05, direction: 1)?.cycles ?? 0
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        times.sort()
        let median = times[times.count / 2], worst = times[times.count - 1]
        print(String(format: "cycles: %@: median %.2f ms, max %.2f ms over %d runs (%d cycles each)",
                     label, median, worst, runs, cycles / max(runs, 1)))
    }
}
