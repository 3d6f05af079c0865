import Foundation
import PhysioCore
import PropertyBased
import TestSupport
import Testing

/// Extreme numbers for property checks: the specials (±1e300, ±∞, NaN, -0, beyond `Int`) or a
/// plain value scaled by a power of ten.
enum Extreme {
    static let specials: [Double] = [
        0, -0.0, 1e300, -1e300, 1e20, -1e20, .infinity, -.infinity, .nan, .greatestFiniteMagnitude,
        -.greatestFiniteMagnitude, .leastNonzeroMagnitude, 9.3e18, -9.3e18, 360.0001, -180.0001, 1e15, 86_400.5,
    ]
    static let pick = Gen.int(in: 0...(specials.count + 24))
    static let plain = Gen.double(in: -1000...1000)

    static func value(_ pick: Int, _ plain: Double) -> Double {
        pick < specials.count ? specials[pick] : plain * pow(10, Double(pick - specials.count))
    }

    /// JSON for a number: NaN and ±∞ can't be written, so they become a string (a type error).
    static func json(_ value: Double) -> String {
        value.isFinite ? "\(value)" : "\"\(value)\""
    }
}

/// Property-based checks over every decoder that takes numbers from outside: a random or extreme
/// value is either refused with a clear error or accepted within its field's range — never a trap.
@Suite struct DecoderPropertyTests {
    @Test func intClampingNeverTrapsAndStaysInBounds() async {
        await propertyCheck(count: 300, input: Extreme.pick, Extreme.plain) { pick, plain in
            let value = Extreme.value(pick, plain)
            let whole = Int(clamping: value, to: -500...500)
            #expect((-500...500).contains(whole))
            if value.isFinite, abs(value) <= 500 { #expect(whole == Int(value.rounded())) }
            #expect(!ValueText.number(value).isEmpty)
        }
    }

    @Test func liveAngleMessagesAreRefusedOrWithinTheAngleRange() async {
        await propertyCheck(count: 300, input: Extreme.pick, Extreme.plain) { pick, plain in
            let degrees = Extreme.value(pick, plain)
            let text = #"{"type":"angle","t":1.5,"degrees":\#(Extreme.json(degrees))}"#
            do {
                let input = try LiveInput.parse(text)
                guard case .sample(.angle(_, let parsed), _, _) = input else {
                    Issue.record("an angle message gave \(input)")
                    return
                }
                #expect(JointAngle.range.contains(parsed), "accepted \(parsed)°")
            } catch let error as LiveInput.ParseError {
                #expect(!JointAngle.range.contains(degrees), "refused \(degrees)°: \(error.message)")
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
    }

    @Test func recordingsAreRefusedOrAnalysedWithinRange() async {
        await propertyCheck(count: 200, input: Extreme.pick, Extreme.plain) { pick, plain in
            let value = Extreme.value(pick, plain)
            // The odd value lands in the angle column of one row, then in the time column.
            var rows = (0..<60).map { i in "\(Double(i) / 30),\(20 + 70 * sin(Double(i) / 6).magnitude)" }
            rows[30] = "1.0,\(value)"
            for text in ["t,angle\n" + rows.joined(separator: "\n"), "t,angle\n\(value),40\n2,50\n3,60"] {
                let recording: Recording
                do {
                    recording = try RecordingParser.parse(text)
                } catch let error as RecordingError {
                    #expect(!error.description.isEmpty)
                    continue
                } catch {
                    Issue.record("unexpected \(error)")
                    continue
                }
                for case .angle(let time, let degrees) in recording.samples {
                    #expect(SessionMetrics.sampleTimeRange.contains(time))
                    #expect(degrees.isNaN || JointAngle.range.contains(degrees))
                }
                if let metrics = try? RecordingAnalyzer.analyze(
                    recording, movement: .kneeFlexion, target: AngleRange(80, 95), restAngle: 10, holdSeconds: 0, reps: 0,
                    side: .left) {
                    #expect(throws: Never.self) { try metrics.validate() }
                    #expect(!metrics.report.isEmpty)
                }
            }
        }
    }

    @Test func plannerFormNumbersAreRefusedWithAMessageOrGiveAValidExercise() async {
        let texts = Gen.number.string(of: 1...25)
        await propertyCheck(count: 300, input: Extreme.pick, Extreme.plain, texts) { pick, plain, digits in
            for load in [digits, Extreme.json(Extreme.value(pick, plain)), "\(digits) kg", "-\(digits)"] {
                let form = ExercisePlanForm(name: "Squat", sets: digits, reps: "8-\(digits)", load: load, restSeconds: digits)
                do {
                    let plan = try form.exercisePlan(id: UUID())
                    #expect(ExercisePlan.allowedSets.contains(plan.baseSets))
                    if case .kilograms(let kg) = plan.load { #expect(TrainingLoad.kilogramRange.contains(kg)) }
                } catch let error as MesocyclePlan.PlanError {
                    #expect(error.kind == .invalid)
                    #expect(!error.message.isEmpty)
                } catch {
                    Issue.record("unexpected \(error)")
                }
            }
        }
    }

    @Test func decodedSessionRecordsAreRefusedOrWithinEveryRange() async throws {
        let record = SessionFixtures.record(
            plan: RehabFixtures.kneePlan(), day: LocalDate(year: 2026, month: 11, day: 22)!, timeZone: RehabFixtures.toronto,
            metrics: SessionFixtures.metrics(reps: 2))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let valid = String(decoding: try encoder.encode(record), as: UTF8.self)
        let fields = ["bestAngle", "restAngle", "durationSeconds", "timeInZoneSeconds", "holdTargetSeconds", "reps", "samplesUsed"]
        await propertyCheck(count: 300, input: Extreme.pick, Extreme.plain, Gen.element(of: fields)) { pick, plain, field in
            let value = Extreme.value(pick, plain)
            guard let field, let range = valid.range(of: "\"\(field)\":") else { return }
            let end = valid[range.upperBound...].firstIndex(where: { $0 == "," || $0 == "}" }) ?? valid.endIndex
            let text = valid.replacingCharacters(in: range.upperBound..<end, with: Extreme.json(value))
            guard let decoded = try? JSONDecoder().decode(SessionRecord.self, from: Data(text.utf8)) else { return }
            do {
                try decoded.validate(path: "record")
                #expect(decoded.metrics.bestAngle.map(JointAngle.range.contains) ?? true)
                #expect(SessionMetrics.secondsRange.contains(decoded.metrics.durationSeconds))
                #expect(SessionMetrics.repsRange.contains(decoded.metrics.reps))
            } catch let error as ValueRangeError {
                #expect(error.field.hasPrefix("record.metrics."), "\(error.field)")
                #expect(error.message.contains("must be"))
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
    }

    @Test func aRangeErrorNamesTheFieldAndTheAllowedRange() throws {
        let error = try #require(throws: ValueRangeError.self) {
            try JointAngle.range.check(1e300, field: "sessions[3].bestAngle")
        }
        #expect(error.message == "sessions[3].bestAngle must be -180 to 360° (got 1e+300).")
        #expect(error.code == "value_out_of_range" && error.kind == .invalid)
        #expect(TrainingLoad.kilogramRange.allowed == "0 to 1000 kg")
        #expect(LocalDate.supportedRange.allowed == "2000-01-01 to 2100-12-31")
        #expect(!LocalDate(year: 2101, month: 1, day: 1)!.isSupported)
        #expect(LocalDate(year: 2026, month: 2, day: 28)!.isSupported)
    }
}
