import Foundation
import PhysioCore
import TestSupport
import Testing

/// "Count wrong?": the reps a person says they did stand for the session everywhere its count is
/// read, with the count measured kept beside them.
@Suite struct CountCorrectionTests {
    let toronto = TimeZone(identifier: "America/Toronto")!
    let today = LocalDate(iso: "2026-11-23")!

    func record(reps: Int = 3, corrected: Int? = nil, source: SessionSource = .camera) -> SessionRecord {
        var record = SessionFixtures.record(
            plan: RehabFixtures.kneePlan(), day: today, timeZone: toronto, metrics: SessionFixtures.metrics(reps: reps),
            source: source)
        record.correctedReps = corrected
        return record
    }

    @Test func theFormsFieldIsAWholeNumberAndTheMeasuredCountMeansNoCorrection() throws {
        #expect(try SessionRecord.correction("12", measured: 9) == 12)
        #expect(try SessionRecord.correction(" 0\n", measured: 9) == 0)
        #expect(try SessionRecord.correction("1000", measured: 9) == 1000)
        // Nothing typed, or the count measured: nothing to correct.
        #expect(try SessionRecord.correction(nil, measured: 9) == nil)
        #expect(try SessionRecord.correction("  ", measured: 9) == nil)
        #expect(try SessionRecord.correction("9", measured: 9) == nil)
        for bad in ["-1", "1001", "12.5", "twelve", "1e3", "99999999999999999999999", "12 reps"] {
            #expect(throws: ValueRangeError.self, "\(bad) was taken") {
                try SessionRecord.correction(bad, measured: 9)
            }
        }
        do {
            _ = try SessionRecord.correction("twelve", measured: 9)
        } catch {
            #expect(error.errorDescription == "Reps you did must be a whole number from 0 to 1000 (got twelve).")
        }
    }

    @Test func theRecordsRepsAreThePersonsCountWhenCorrected() {
        #expect(record().reps == 3 && record().correctionLabel == nil && record().ownCountNote == nil)
        let corrected = record(corrected: 10)
        #expect(corrected.reps == 10 && corrected.metrics.reps == 3)
        #expect(corrected.repsOfTarget == "10 of 10")
        #expect(corrected.correctionLabel == "you counted 10; measured 3")
        #expect(corrected.ownCountNote == "own count; measured 3")
    }

    @Test func aCorrectionTravelsInTheRecordsJSONAndOlderJSONReadsAsNone() throws {
        let corrected = record(corrected: 7)
        let data = try JSONEncoder().encode(corrected)
        #expect(String(decoding: data, as: UTF8.self).contains("\"correctedReps\":7"))
        #expect(try JSONDecoder().decode(SessionRecord.self, from: data).correctedReps == 7)
        let plain = try JSONEncoder().encode(record())
        #expect(!String(decoding: plain, as: UTF8.self).contains("correctedReps"))
        #expect(try JSONDecoder().decode(SessionRecord.self, from: plain).correctedReps == nil)
    }

    @Test func anAbsurdCorrectionIsRefusedOnImport() throws {
        try record(corrected: 1000).validate(path: "session")
        for absurd in [-1, 1001, Int.max] {
            #expect(throws: ValueRangeError(field: "session.correctedReps", allowed: "0 to 1000", value: "\(absurd)")) {
                try record(corrected: absurd).validate(path: "session")
            }
        }
    }

    @Test func theReportAndProgressShowThePersonsCountAndTheMeasuredOne() throws {
        let plan = RehabFixtures.kneePlan()
        var shaky = SessionFixtures.metrics(reps: 3)
        shaky.samplesRejectedInSpan = shaky.samplesUsed / 2
        var corrected = SessionFixtures.record(plan: plan, day: today, timeZone: toronto, metrics: shaky, source: .camera)
        corrected.correctedReps = 9
        let report = ClinicianReport(
            plan: plan, records: [corrected], completions: [], today: today, timeZone: toronto, weeks: 2)
        let line = try #require(report.sessions.first)
        #expect(line.reps == "9 of 10" && line.repsNote == "own count; measured 3")
        // The person's count stands, so the tracking's "may be off" mark isn't made for it.
        #expect(!line.countMayBeOff && report.uncertainCountNote == nil)
        let progress = PlanProgressScreen(plan: plan, records: [corrected], completions: [], today: today, timeZone: toronto)
        #expect(progress.lastSessions.first?.repsLabel == "9 of 10 reps (your count)")
        let measured = PlanProgressScreen(
            plan: plan, records: [record()], completions: [], today: today, timeZone: toronto)
        #expect(measured.lastSessions.first?.repsLabel == "3 of 10 reps")
    }

    @Test func aVideoCheckCorrectedFromNoRepsCountsAsASet() {
        #expect(!SlotDoneRule.counts(record(reps: 0, source: .video)))
        #expect(SlotDoneRule.counts(record(reps: 0, corrected: 4, source: .video)))
        #expect(!SlotDoneRule.counts(record(reps: 2, corrected: 0, source: .video)))
    }

    @Test func theFHIRNoteSaysTheCountIsThePersonsOwn() throws {
        let plan = RehabFixtures.kneePlan()
        let corrected = record(corrected: 9)
        let bundle = FHIRBundle(
            plan: plan, records: [corrected], completions: [], today: today, timeZone: toronto, weeks: 2,
            now: today.date(hour: 20, minute: 0, in: toronto))
        let text = String(decoding: try JSONEncoder().encode(bundle), as: UTF8.self)
        #expect(text.contains("9 of 10 reps (own count; measured 3)"))
        // The day's repetitions observation adds up the person's count.
        #expect(text.contains("\"valueInteger\":9"))
        #expect(text.contains("9 of 10 asked, in 1 session; the person's own count for 1 of them"))
    }
}
