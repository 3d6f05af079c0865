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
