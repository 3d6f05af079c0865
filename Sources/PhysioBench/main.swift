import Foundation

// Benchmarks (not tests); figures go to BENCHMARKS.md with the command that made them. Release only:
//   swift run -c release physiopoint-bench                 the motion engine, one core
//   swift run -c release physiopoint-bench pages [N [name]] every page's (or the named pages') render time, in process
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first ?? "engine" {
case "engine":
    runEngineBenchmark()
case "pages":
    let iterations = arguments.dropFirst().first.flatMap(Int.init) ?? 300
    try await PageBenchmark(iterations: iterations, only: arguments.dropFirst(2).first).run()
default:
    print("usage: physiopoint-bench [engine | pages [iterations]]")
    exit(2)
}
