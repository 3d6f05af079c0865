import Foundation
import PhysioCore
import TestSupport
import Testing

/// Issue 38: the report for the physio is summed per week, so its length depends on the period and
/// the plan's exercises, never on how many sessions were done; pain stops are listed up to a number.
@Suite struct ClinicianReportWeeksTests {
    let toronto = RehabFixtures.toronto
    let today = LocalDate(iso: "2026-11-23")!

    /// Three sessions a day of each of the knee plan's exercises for `days` days, ending today.
    func diligent(_ plan: RehabPlan, days: Int) -> [SessionRecord] {
        (0..<days).flatMap { offset in
            [8, 13, 19].flatMap { hour in
                plan.exerciseIDs.map { id in
                    SessionFixtures.record(
                        plan: plan, exerciseID: id, day: today.adding(days: -offset), hour: hour, timeZone: toronto,
                        metrics: SessionFixtures.metrics(id, reps: 3), feeling: [.easier, .same, .harder][hour % 3])
                }
            }
        }
    }

    @Test func aDiligentQuarterIsTwelveRowsPerExerciseWhateverTheSessions() throws {
        let plan = RehabFixtures.kneePlan(createdAt: today.adding(days: -100).date(hour: 8, minute: 0, in: toronto))
        let records = diligent(plan, days: 84)
        let report = ClinicianReport(
            plan: plan, records: records, completions: [], today: today, timeZone: toronto, weeks: 12)
        #expect(report.exercises.count == plan.exerciseIDs.count)
        for block in report.exercises {
            #expect(block.weeks.count == 12 && block.sessions == 84 * 3)
            #expect(block.weeks.allSatisfy { $0.sessions == 21 && $0.ownCounts == 0 })
            #expect(block.ownCountNote == nil)
        }
        let week = try #require(report.exercises.first?.weeks.last)
        #expect(week.label == "Nov 17–23")
        #expect(week.reps == "63 of \(21 * records[0].metrics.targetReps)")
        #expect(report.adherence.count == 12)
        // At 8:00 it felt harder, at 13:00 and 19:00 the same, for each of the two exercises.
        #expect(report.adherence.last?.felt == "28 same, 14 harder")
        // Every session is still listed for the screen.
        #expect(report.sessions.count == records.count)
    }

    @Test func aWeekSaysTheOwnCountsAndTheBlockWhatWasMeasured() throws {
        let plan = RehabFixtures.kneePlan(createdAt: today.adding(days: -20).date(hour: 8, minute: 0, in: toronto))
        var corrected = SessionFixtures.record(
            plan: plan, day: today, timeZone: toronto, metrics: SessionFixtures.metrics(reps: 3))
        corrected.correctedReps = 9
        let other = SessionFixtures.record(
            plan: plan, day: today.adding(days: -1), hour: 13, timeZone: toronto,
            metrics: SessionFixtures.metrics(reps: 4))
        let report = ClinicianReport(
            plan: plan, records: [corrected, other], completions: [], today: today, timeZone: toronto, weeks: 2)
        let block = try #require(report.exercises.first { $0.chart.exerciseName == "Heel Slides" })
        let week = try #require(block.weeks.last)
        #expect(week.sessions == 2 && week.ownCounts == 1)
        #expect(week.reps.hasPrefix("13 of "))
        #expect(block.ownCountNote == "* The person's own count for 1 session (measured 3).")
        #expect(block.weeks.first?.reps == "–" && block.weeks.first?.best == "–")
    }

    @Test func theSixMostRecentPainStopsAreListedAndTheRestCounted() throws {
        let plan = RehabFixtures.kneePlan(createdAt: today.adding(days: -40).date(hour: 8, minute: 0, in: toronto))
        let stopped = (0..<9).map { offset -> SessionRecord in
            var record = SessionFixtures.record(
                plan: plan, day: today.adding(days: -offset), timeZone: toronto,
                metrics: SessionFixtures.metrics(reps: 1))
            record.painStop = PainStop(secondsIntoSession: 65, rep: 2, angle: 72, zone: .below)
            return record
        }
        let report = ClinicianReport(
            plan: plan, records: stopped, completions: [], today: today, timeZone: toronto, weeks: 4)
        #expect(report.painStops.count == ClinicianReport.painStopsListed)
        #expect(report.painStops.first?.dateLabel == DateLabels.short(today))
        #expect(report.painStops.first?.whereLabel == "1 min 05 s in, below target")
        #expect(report.earlierPainStops == "3 earlier stops: Heel Slides 3 (each one is in the FHIR file).")
        let none = ClinicianReport(
            plan: plan, records: Array(stopped.prefix(2)), completions: [], today: today, timeZone: toronto, weeks: 4)
        #expect(none.earlierPainStops == nil && none.painStops.count == 2)
    }
}
