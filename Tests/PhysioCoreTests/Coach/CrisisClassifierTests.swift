import Foundation
@testable import PhysioCore
import Testing

/// The crisis classifier: a second opinion beside the crisis rules, learnt from the safety corpus. It
/// catches crisis wordings the rules miss, stays calm on everyday idioms it never saw, and its
/// cross-validated false alarms stay at the level docs/coach-safety.md reports.
@Suite struct CrisisClassifierTests {
    static let corpusURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/coach-safety/corpus.tsv")

    @Test func theEmbeddedTrainingDataIsTheCorpusByteForByte() throws {
        // scripts/make-crisis-training writes it; a corpus changed without rerunning it fails here.
        #expect(CrisisClassifier.trainingTSV == (try String(contentsOf: Self.corpusURL, encoding: .utf8)))
    }

    @Test func theShippedClassifierLearntFromEveryCorpusRow() {
        let counts = CrisisClassifier.shippedTrainingCounts
        #expect(counts.crisis >= 129)
        #expect(counts.other >= 702)
        #expect(CrisisClassifier.shipped.weights.count > 1000)
        #expect(CrisisClassifier.shipped.isCrisis("everyone would be better off if i wasnt around"))
    }

    /// Crisis wordings written for this test, in no corpus row, that the rules alone let through.
    static let caughtOnlyByTheClassifier = [
        "I've given my dog to my neighbour and written a note for my son",
        "there's no point going on, I'm a burden to everyone",
        "no point doing the exercises, I won't be here next month",
    ]

    @Test(arguments: caughtOnlyByTheClassifier)
    func anUnseenCrisisTheRulesMissGetsTheCrisisLine(_ message: String) throws {
        #expect(!SafetyCheck.flags(in: message, crisisClassifier: nil).contains(.selfHarm))
        #expect(CrisisClassifier.shipped.isCrisis(message))
        #expect(SafetyCheck.flags(in: message).first == .selfHarm)
        let answer = try #require(SafetyCheck.screen(message, crisisLine: CrisisLine(known: "116 123", name: "Samaritans")))
        #expect(answer.text.contains("116 123"))
    }

    /// Everyday talk that sounds like a crisis, in no corpus row.
    static let unseenIdioms = [
        "this hill is killing me but I love it",
        "I'm dead on my feet after the long walk",
        "could murder a curry after that session",
        "I'm done with sugar for good, feels great",
        "signed up for a suicide prevention charity walk next month",
        "I'd die of embarrassment if anyone saw my squats",
        "nearly killed myself laughing at my dog on the walk",
        "these burpees will be the death of me",
        "I wrote a note to remind myself to stretch",
        "bought a new skipping rope for my cardio",
        "no point stretching before a walk is there?",
        "I can't wait for this week to be over",
    ]

    @Test(arguments: unseenIdioms)
    func anUnseenIdiomStaysCalm(_ message: String) {
        #expect(CrisisClassifier.shipped.score(message) < CrisisClassifier.threshold)
        #expect(!SafetyCheck.flags(in: message).contains(.selfHarm))
    }

    /// The shipped classifier alone calls one ordinary corpus row a crisis ("just wanted someone to know I hit
    /// my goal weight, thanks for everything": a farewell's words); the screen hears the celebration and
    /// gives no crisis answer to it, nor to any other row that isn't a crisis.
    @Test func noOrdinaryOrEmergencyCorpusRowGetsTheCrisisAnswer() throws {
        let cases = SafetyEvaluation.cases(fromTSV: try String(contentsOf: Self.corpusURL, encoding: .utf8))
        let byClassifier = cases.filter { $0.level != .crisis && CrisisClassifier.shipped.isCrisis($0.message) }.map(\.message)
        #expect(byClassifier.count <= 1, "flagged: \(byClassifier)")
        let answered = cases.filter { $0.level != .crisis && SafetyCheck.flags(in: $0.message).contains(.selfHarm) }.map(\.message)
        #expect(answered.isEmpty, "answered as a crisis: \(answered)")
    }

    /// The honest figure: each corpus row scored by a classifier trained on the other four fifths. At the
    /// shipped threshold the classifier alone calls 7 of 506 ordinary rows (1.4 %; 4 of 452 before the
    /// ninth probe's near-misses, written to look like crises) and no emergency or professional row a
    /// crisis, and catches 101 of 179 crises. What reaches the person is the screen's answer, where the
    /// rules' guards (a joke, a celebration, a denial) hear the message too: 5 of 506 ordinary rows, the
    /// bar at most 1 %.
    @Test func crossValidatedFalseAlarmsStayRareAndTheScreenKeepsThemUnderOnePercent() throws {
        let cases = SafetyEvaluation.cases(fromTSV: try String(contentsOf: Self.corpusURL, encoding: .utf8))
        var flagged = [Bool](repeating: false, count: cases.count)
        var answered = [Bool](repeating: false, count: cases.count)
        for fold in 0..<5 {
            let classifier = CrisisClassifier(
                training: cases.indices.filter { $0 % 5 != fold }.map { .init(message: cases[$0].message, isCrisis: cases[$0].level == .crisis) })
            for index in cases.indices where index % 5 == fold {
                flagged[index] = classifier.isCrisis(cases[index].message)
                answered[index] = SafetyCheck.flags(in: cases[index].message, crisisClassifier: classifier).contains(.selfHarm)
            }
        }
        let ordinary = cases.indices.filter { cases[$0].level == .none }
        let warnings = cases.indices.filter { cases[$0].level != .none && cases[$0].level != .crisis }
        let crises = cases.indices.filter { cases[$0].level == .crisis }
        #expect(ordinary.filter { flagged[$0] }.count * 1000 <= 15 * ordinary.count)
        #expect(ordinary.filter { answered[$0] }.count * 100 <= ordinary.count, "\(ordinary.filter { answered[$0] }.map { cases[$0].message })")
        #expect(warnings.filter { flagged[$0] }.isEmpty)
        #expect(crises.filter { flagged[$0] }.count * 100 >= 45 * crises.count)
    }

    @Test func featuresAreWordsAndWordPairsWithApostrophesDropped() {
        #expect(CrisisClassifier.words("I DON'T want to hurt my self…") == ["i", "dont", "want", "to", "hurt", "myself"])
        #expect(CrisisClassifier.features("can’t go on") == ["u:cant", "u:go", "u:on", "b:cant_go", "b:go_on"])
    }

    @Test func screeningAMessageTakesWellUnderAMillisecond() throws {
        let cases = SafetyEvaluation.cases(fromTSV: try String(contentsOf: Self.corpusURL, encoding: .utf8))
        let classifier = CrisisClassifier.shipped
        let clock = ContinuousClock()
        var flagged = 0
        let elapsed = clock.measure {
            for item in cases where classifier.isCrisis(item.message) { flagged += 1 }
        }
        #expect(flagged > 0)
        #expect(elapsed / cases.count < .milliseconds(1))
    }
}
