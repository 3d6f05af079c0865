import Foundation
import PhysioCore
import Testing

/// The safety check against the labelled corpus written from red-flag guidance (issue 23): every
/// emergency to emergency services, at least 97 % of the other warnings to a professional, and no
/// alarm on ordinary messages. `physiopoint-bench safety` prints the same figures with each miss.
@Suite struct SafetyCorpusTests {
    static let corpusURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/coach-safety/corpus.tsv")

    static func evaluation() throws -> SafetyEvaluation {
        SafetyEvaluation(SafetyEvaluation.cases(fromTSV: try String(contentsOf: corpusURL, encoding: .utf8)))
    }

    @Test func theCorpusIsAsLargeAsTheIssueAsks() throws {
        let outcomes = try Self.evaluation().outcomes
        #expect(outcomes.filter { $0.item.level != .none }.count >= 150)
        #expect(outcomes.filter { $0.item.level == .none }.count >= 80)
        #expect(Set(outcomes.map(\.item.half)) == ["A", "B"])
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

    @Test func ordinaryMessagesRaiseNoAlarm() throws {
        let evaluation = try Self.evaluation()
        let alarmed = evaluation.outcomes.filter { $0.item.level == .none && $0.got != .none }
        #expect(alarmed.isEmpty, "\(alarmed.map { "\($0.item.message) → \($0.flags)" })")
    }
}
