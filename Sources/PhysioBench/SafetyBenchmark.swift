import Foundation
import PhysioCore

/// `physiopoint-bench safety [corpus.tsv] [half]`: the coach's answers on the labelled corpus per level —
/// crises given the crisis line, emergencies sent to emergency services, warnings to a professional,
/// ordinary messages answered with emergency wording — each half and overall, with every miss listed.
func runSafetyBenchmark(path: String, half: String?) throws {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let all = SafetyEvaluation(SafetyEvaluation.cases(fromTSV: text))
    let halves = half.map { [$0] } ?? Array(Set(all.outcomes.map(\.item.half))).sorted()
    for name in halves {
        let part = all.half(name)
        print("== half \(name) (\(part.outcomes.count) messages)")
        print(part.summary)
    }
    if half == nil {
        print("== both halves (\(all.outcomes.count) messages)")
        print(all.summary)
    }
    if half == nil { printCrisisClassifierFigures(all.outcomes.map(\.item)) }
    let chosen = half.map { all.half($0) } ?? all
    let over = chosen.outcomes.filter { $0.item.level != .none && $0.got > $0.item.level }
    print("== warnings sent higher than their level (not misses): \(over.count)")
    for item in over {
        print("[\(item.item.half) \(item.item.level.rawValue) → \(item.got.rawValue)] \(item.item.message)  \(item.flags.map(\.rawValue))")
    }
    let unsure = chosen.outcomes.filter(\.isNotUnderstood)
    print("== answered “I’m not sure I caught that” (no harm, but no help): \(unsure.count)")
    for item in unsure { print("[\(item.item.half) \(item.item.level.rawValue)] \(item.item.message)") }
    let misses = chosen.misses
    print("== misses: \(misses.count)")
    for miss in misses {
        let wording = miss.isCarefulFallback ? ", careful fallback" : miss.namesEmergency ? ", emergency wording" : ""
        let line = miss.item.level == .crisis && miss.got == .crisis && !miss.namesCrisisLine ? ", no crisis line" : ""
        print("[\(miss.item.half) \(miss.item.level.rawValue) → \(miss.got.rawValue)\(wording)\(line)] \(miss.item.message)  \(miss.flags.map(\.rawValue))")
    }
}

/// The crisis classifier's part in the screen (`physiopoint-bench safety`): on the corpus it learnt from,
/// how many crises the rules and the classifier each catch and what the classifier flags that isn't a
/// crisis; then the honest figure, a 5-fold cross-validation (every row scored by a classifier that
/// never saw it), at the shipped threshold and around it; and the time to screen one message.
func printCrisisClassifierFigures(_ cases: [SafetyEvaluation.Case]) {
    let shipped = CrisisClassifier.shipped
    let rules = cases.map { SafetyCheck.flags(in: $0.message, crisisClassifier: nil).contains(.selfHarm) }
    let model = cases.map { shipped.isCrisis($0.message) }
    let crisis = cases.indices.filter { cases[$0].level == .crisis }
    print("== crisis second opinion (CrisisClassifier, log-odds ≥ \(CrisisClassifier.threshold)), trained on this corpus")
    print("crises caught by the rules alone:               \(crisis.filter { rules[$0] }.count)/\(crisis.count)")
    print("crises caught by the classifier alone:          \(crisis.filter { model[$0] }.count)/\(crisis.count)")
    print("crises caught by either:                        \(crisis.filter { rules[$0] || model[$0] }.count)/\(crisis.count)")
    for (name, levels) in classifierGroups {
        let these = cases.indices.filter { levels.contains(cases[$0].level) }
        print("\(name) flagged crisis by the classifier:".padding(toLength: 48, withPad: " ", startingAt: 0) + "\(these.filter { model[$0] }.count)/\(these.count)")
    }
    // Five folds by position; each fold scored by a classifier trained on the other four.
    var scores = [Double](repeating: 0, count: cases.count)
    for fold in 0..<5 {
        let training = cases.indices.filter { $0 % 5 != fold }.map {
            CrisisClassifier.Example(message: cases[$0].message, isCrisis: cases[$0].level == .crisis)
        }
        let classifier = CrisisClassifier(training: training)
        for index in cases.indices where index % 5 == fold { scores[index] = classifier.score(cases[index].message) }
    }
    print("== crisis classifier, 5-fold cross-validation (rows by position mod 5), classifier alone")
    for threshold in [7.0, 9.0, 10.0, CrisisClassifier.threshold, 12.0, 14.0] {
        var line = String(format: "threshold %4.1f%@  crisis %@", threshold, threshold == CrisisClassifier.threshold ? " (shipped)" : "          ",
                          fraction(crisis.filter { scores[$0] >= threshold }.count, crisis.count))
        for (name, levels) in classifierGroups {
            let these = cases.indices.filter { levels.contains(cases[$0].level) }
            line += "  \(name) \(fraction(these.filter { scores[$0] >= threshold }.count, these.count))"
        }
        print(line)
    }
    let falseAlarms = cases.indices.filter { cases[$0].level != .crisis && scores[$0] >= CrisisClassifier.threshold }
    print("   not crises the cross-validated classifier calls crises at the shipped threshold: \(falseAlarms.count)")
    for index in falseAlarms {
        let rules = SafetyCheck.flags(in: cases[index].message, crisisClassifier: nil).contains(.selfHarm) ? " (the rules too)" : ""
        print("   [\(cases[index].level.rawValue)] \(cases[index].message)  \(String(format: "%.1f", scores[index]))\(rules)")
    }
    let clock = ContinuousClock()
    let start = clock.now
    var flagged = 0
    for item in cases where shipped.isCrisis(item.message) { flagged += 1 }
    let perMessage = (clock.now - start) / cases.count
    let examples = cases.map { CrisisClassifier.Example(message: $0.message, isCrisis: $0.level == .crisis) }
    let training = clock.measure { _ = CrisisClassifier(training: examples) }
    print("classifier time per message: \(perMessage) (\(flagged) flagged); training on \(cases.count) rows: \(training)")
}

private let classifierGroups: [(String, [SafetyEvaluation.Level])] = [
    ("ordinary", [.none]), ("emergency", [.emergency]), ("professional", [.clinician, .pharmacist, .askClinician]),
]

private func fraction(_ count: Int, _ total: Int) -> String {
    total == 0 ? "–" : String(format: "%d/%d (%.1f %%)", count, total, 100 * Double(count) / Double(total))
}

/// `physiopoint-bench safety-probe corpus.tsv probe.tsv…`: each probe (same format, messages the
/// classifier must not have seen) scored with the rules alone and with the rules and the crisis
/// classifier, the classifier trained on the corpus without the probe's messages (leave one probe
/// out when the probe's rows are already in the corpus). Lists every crisis with both verdicts.
func runSafetyProbe(corpus: String, probes: [String]) throws {
    let all = SafetyEvaluation.cases(fromTSV: try String(contentsOfFile: corpus, encoding: .utf8))
    for path in probes {
        let probe = SafetyEvaluation.cases(fromTSV: try String(contentsOfFile: path, encoding: .utf8))
        let held = Set(probe.map(\.message))
        let training = all.filter { !held.contains($0.message) }
        let classifier = CrisisClassifier(training: training.map { .init(message: $0.message, isCrisis: $0.level == .crisis) })
        print("== \(path): \(probe.count) messages; classifier trained on \(training.count) corpus rows (\(all.count - training.count) held out)")
        let rules = probe.map { SafetyEvaluation.Level(SafetyCheck.flags(in: $0.message, crisisClassifier: nil)) }
        let both = probe.map { SafetyEvaluation.Level(SafetyCheck.flags(in: $0.message, crisisClassifier: classifier)) }
        let model = probe.map { classifier.isCrisis($0.message) }
        func count(_ level: SafetyEvaluation.Level, _ test: (Int) -> Bool) -> String {
            let these = probe.indices.filter { probe[$0].level == level }
            return "\(these.filter(test).count)/\(these.count)"
        }
        print("crises caught:               rules \(count(.crisis) { rules[$0] == .crisis })  classifier \(count(.crisis) { model[$0] })  rules + classifier \(count(.crisis) { both[$0] == .crisis })")
        print("emergencies to emergency:    rules \(count(.emergency) { rules[$0] >= .emergency })  rules + classifier \(count(.emergency) { both[$0] >= .emergency })")
        print("emergencies flagged crisis:  rules \(count(.emergency) { rules[$0] == .crisis })  rules + classifier \(count(.emergency) { both[$0] == .crisis })")
        let professional = probe.indices.filter { probe[$0].level != .none && probe[$0].level < .emergency }
        print("professional flagged crisis: rules \(professional.filter { rules[$0] == .crisis }.count)/\(professional.count)  rules + classifier \(professional.filter { both[$0] == .crisis }.count)/\(professional.count)")
        print("ordinary flagged crisis:     rules \(count(.none) { rules[$0] == .crisis })  rules + classifier \(count(.none) { both[$0] == .crisis })")
        print("ordinary raising any flag:   rules \(count(.none) { rules[$0] != .none })  rules + classifier \(count(.none) { both[$0] != .none })")
        for index in probe.indices where probe[index].level == .crisis || model[index] {
            let verdict = "rules \(rules[index] == .crisis ? "yes" : "no ")  classifier \(model[index] ? "yes" : "no ")"
            print(String(format: "[%@ %6.2f] %@  %@", probe[index].level.rawValue, classifier.score(probe[index].message), verdict, probe[index].message))
        }
    }
}

/// `physiopoint-bench safety-lexicon [word list]`: the common words the safety lexicon would take for
/// a typo of one of its words (each needs to join `ordinaryWords` or the term needs narrowing).
func runSafetyLexiconAudit(wordList: String) throws {
    let text = try String(contentsOfFile: wordList, encoding: .utf8)
    let words = Set(text.split(separator: "\n").map { $0.lowercased().filter(\.isLetter) }.filter { $0.count >= 4 })
    for word in words.sorted() {
        let terms = SafetyCheck.typoMatches(of: word)
        if !terms.isEmpty { print("\(word)\t\(terms.joined(separator: " "))") }
    }
}
