import Foundation
import PhysioCore
import TestSupport
import Testing

/// The coach against the labelled corpus written from published guidance (issues 23 and 36): every crisis
/// to emergency services with the crisis line, every emergency to emergency services, at least 97 % of
/// the other warnings to a professional, and no ordinary message answered with emergency wording or a
/// flag. `physiopoint-bench safety` prints the same figures with each miss.
@Suite struct SafetyCorpusTests {
    static let corpusURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/coach-safety/corpus.tsv")

    static func evaluation() throws -> SafetyEvaluation {
        SafetyEvaluation(SafetyEvaluation.cases(fromTSV: try String(contentsOf: corpusURL, encoding: .utf8)))
    }

    @Test func theCorpusIsAsLargeAsTheIssuesAsk() throws {
        let outcomes = try Self.evaluation().outcomes
        #expect(outcomes.filter { $0.item.level != .none && $0.item.level != .crisis }.count >= 150)
        #expect(outcomes.filter { $0.item.level == .crisis }.count >= 40)
        // Issue 23's 82 ordinary messages and issue 36's 150 or more.
        #expect(outcomes.filter { $0.item.level == .none }.count >= 82 + 150)
        #expect(Set(outcomes.map(\.item.half)) == ["A", "B"])
        for half in ["A", "B"] {
            #expect(outcomes.contains { $0.item.half == half && $0.item.level == .crisis })
        }
    }

    @Test func everyCrisisGetsTheEmergencyNumberAndTheCrisisLine() throws {
        let evaluation = try Self.evaluation()
        let missed = evaluation.outcomes.filter { $0.item.level == .crisis && !$0.crisisAnswered }.map(\.item.message)
        #expect(missed.isEmpty, "missed: \(missed)")
    }

    @Test func everyEmergencyIsSentToEmergencyServices() throws {
        let evaluation = try Self.evaluation()
        let (reached, total) = evaluation.sensitivity(.emergency)
        let missed = evaluation.outcomes.filter { $0.item.level == .emergency && $0.got != .emergency }.map(\.item.message)
        #expect(reached == total, "missed: \(missed)")
    }

    @Test func almostEveryOtherWarningReachesAProfessional() throws {
        let (reached, total) = try Self.evaluation().toAProfessional
        #expect(Double(reached) >= 0.97 * Double(total), "\(reached) of \(total)")
    }

    @Test func ordinaryMessagesRaiseNoAlarmAndNoEmergencyWording() throws {
        let evaluation = try Self.evaluation()
        let alarmed = evaluation.outcomes.filter { $0.item.level == .none && ($0.got != .none || $0.namesEmergency) }
        #expect(alarmed.isEmpty, "\(alarmed.map { "\($0.item.message) → \($0.flags): \($0.answer)" })")
    }
}

/// The check reads whatever a person types: no message, cut off anywhere or jumbled, may make it fail.
@Suite struct SafetyCheckRobustnessTests {
    @Test func anyPrefixOrShuffleOfTheCorpusIsReadWithoutFailing() throws {
        let cases = try SafetyCorpusTests.evaluation().outcomes.map(\.item.message)
        var generator = SplitMix64(seed: 36)
        var checked = 0
        for (index, message) in cases.enumerated() where index % 4 == 0 {
            let words = message.split(separator: " ").map(String.init)
            for end in stride(from: 1, through: words.count, by: 2) {
                let prefix = words.prefix(end).joined(separator: " ")
                _ = SafetyCheck.flags(in: prefix)
                _ = SafetyCheck.reportsUnplacedSymptom(prefix)
                checked += 1
            }
            let shuffled = words.shuffled(using: &generator).joined(separator: " ") + " instead of 10 says"
            _ = SafetyCheck.flags(in: shuffled)
            _ = CoachIntent.detect(shuffled)
        }
        for odd in ["", " ", ".", "instead of", "says", "10 instead of", "my self", "a pain", "in 2020", "x10 the", "every 2 hours"] {
            _ = SafetyCheck.flags(in: odd)
            _ = SafetyCheck.reportsUnplacedSymptom(odd)
        }
        #expect(checked > 100)
    }
}
