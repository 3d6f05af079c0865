import Foundation

// Benchmarks (not tests); figures go to BENCHMARKS.md with the command that made them. Release only:
//   swift run -c release physiopoint-bench                 the motion engine, one core
//   swift run -c release physiopoint-bench pages [N [name]] every page's (or the named pages') render time, in process
//   swift run -c release physiopoint-bench home-parts [N]   the home page's stages (read, models, view) one by one
//   swift run physiopoint-bench safety [corpus.tsv [half]]  the coach safety check on the labelled corpus
//   swift run physiopoint-bench safety-probe corpus.tsv probe.tsv…  rules alone and with the crisis classifier
//                                                           on fresh messages (classifier trained without them)
//   swift run -c release physiopoint-bench cycles [runs]   the second opinion on a count, at the end of a set
//   swift run physiopoint-bench zone-countries               prints TimeZoneCountries.swift from the tz database
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first ?? "engine" {
case "engine":
    runEngineBenchmark()
case "pages":
    let iterations = arguments.dropFirst().first.flatMap(Int.init) ?? 300
    try await PageBenchmark(iterations: iterations, only: arguments.dropFirst(2).first).run()
case "home-parts":
    try await HomePartsBenchmark(iterations: arguments.dropFirst().first.flatMap(Int.init) ?? 2000).run()
case "safety":
    let path = arguments.dropFirst().first ?? "Tests/Fixtures/coach-safety/corpus.tsv"
    try runSafetyBenchmark(path: path, half: arguments.dropFirst(2).first)
case "safety-probe":
    try runSafetyProbe(corpus: arguments.dropFirst().first ?? "Tests/Fixtures/coach-safety/corpus.tsv", probes: Array(arguments.dropFirst(2)))
case "cycles":
    runCycleBenchmark(runs: arguments.dropFirst().first.flatMap(Int.init) ?? 200)
case "zone-countries":
    try runZoneCountries(
        zoneTab: arguments.dropFirst().first ?? "/usr/share/zoneinfo/zone.tab",
        tzdata: arguments.dropFirst(2).first ?? "/usr/share/zoneinfo/tzdata.zi")
case "safety-lexicon":
    try runSafetyLexiconAudit(wordList: arguments.dropFirst().first ?? "/usr/share/dict/words")
default:
    print("usage: physiopoint-bench [engine | pages [iterations [name]] | home-parts [iterations] | safety [corpus [half]] | safety-probe corpus probe… | cycles [runs]]")
    exit(2)
}
