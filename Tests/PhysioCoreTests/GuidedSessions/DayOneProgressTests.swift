import Foundation
import PhysioCore
import TestSupport
import Testing

/// Issue 22, "Progress on day one looks broken": the page starts at the plan's start, its squares have
/// weekday labels, and the percentages agree with what was saved — the same on the progress page, the
/// home card and the report.
@Suite struct DayOneProgressTests {
    let toronto = RehabFixtures.toronto
    let today = LocalDate(iso: "2026-11-23")!  // a Monday

    func plan(createdDaysAgo days: Int = 0, hour: Int = 8, minute: Int = 10) -> RehabPlan {
        let day = today.adding(days: -days)
        return RehabFixtures.kneePlan(createdAt: day.date(hour: hour, minute: minute, in: toronto))
    }

    @Test func dayOnesChartStartsAtThePlansStartUnderWeekdayLabels() throws {
        let plan = plan()
        let record = SessionFixtures.record(
            plan: plan, day: today, hour: 8, minute: 20, timeZone: toronto, metrics: SessionFixtures.metrics(reps: 3))
        let screen = PlanProgressScreen(plan: plan, records: [record], completions: [], today: today, timeZone: toronto)
        let chart = try #require(screen.charts.first)
        // One point, on the left edge (the plan's first day), not the right edge of four weeks.
        #expect(chart.points.count == 1 && chart.points[0].x == chart.frame.plotLeft)
        #expect(chart.frame.dayTicks.map(\.label) == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
        #expect(screen.rangeLabel == "Since today")
    }

    @Test func squaresBeginOnThePlansFirstDayWithWeekdays() {
        let fresh = PlanProgressScreen(plan: plan(), records: [], completions: [], today: today, timeZone: toronto)
        let cells = fresh.adherence.weeks.flatMap(\.cells)
        #expect(cells.count == 1 && cells[0].weekday == "Mon" && cells[0].isToday)
        #expect(!cells.contains { $0.text == "–" })

        let tenDays = PlanProgressScreen(
            plan: plan(createdDaysAgo: 9), records: [], completions: [], today: today, timeZone: toronto)
        let tenCells = tenDays.adherence.weeks.flatMap(\.cells)
        #expect(tenCells.count == 10 && tenCells.first?.weekday == "Sat" && tenCells.last?.weekday == "Mon")
        #expect(tenDays.rangeLabel == "Sat • Nov 14 – Mon • Nov 23")

        // An older plan shows the last four weeks.
        let old = PlanProgressScreen(
            plan: plan(createdDaysAgo: 60), records: [], completions: [], today: today, timeZone: toronto)
        #expect(old.adherence.weeks.flatMap(\.cells).count == 28)
    }

    @Test func oneSavedSessionReadsTheSameOnTheProgressPageHomeAndReport() throws {
        let plan = plan()
        let slot = plan.slots[0]
        // Both exercises of the 8 AM session saved: the store writes the completion (SlotDoneRule).
        let records = plan.exerciseIDs.enumerated().map { index, id in
            SessionFixtures.record(
                plan: plan, exerciseID: id, day: today, hour: 8, minute: 20 + index, timeZone: toronto,
                metrics: SessionFixtures.metrics(reps: 3))
        }
        let completions = [SlotCompletion(slotID: slot.id, day: today, completedAt: records[1].endedAt)]
        let now = today.date(hour: 8, minute: 40, in: toronto)
        let progress = PlanProgressScreen(
            plan: plan, records: records, completions: completions, today: today, timeZone: toronto)
        let home = PlanCard(
            try #require(DaySchedule(plans: [plan], completions: completions, now: now, timeZone: toronto).plans.first),
            timeZone: toronto, today: today)
        let report = ClinicianReport(
            plan: plan, records: records, completions: completions, today: today, timeZone: toronto, weeks: 2)
        #expect(progress.adherence.percent == 33 && progress.adherence.summary == "1 of 3 sessions done (33%).")
        #expect(home.progressPercent == 33 && home.progressLabel == "1/3 done today")
        #expect(report.adherence.last?.percentLabel == "33%")
        #expect(progress.adherence.startedNote == nil)
    }

    @Test func aSessionWithOneOfTwoExercisesSavedIsStartedNotNothing() throws {
        let plan = plan()
        let record = SessionFixtures.record(
            plan: plan, day: today, hour: 8, minute: 20, timeZone: toronto, metrics: SessionFixtures.metrics(reps: 3))
        let progress = PlanProgressScreen(plan: plan, records: [record], completions: [], today: today, timeZone: toronto)
        let home = PlanCard(
            try #require(
                DaySchedule(plans: [plan], completions: [], now: today.date(hour: 8, minute: 40, in: toronto), timeZone: toronto)
                    .plans.first),
            timeZone: toronto, today: today)
        // One done rule: the slot isn't done until each exercise has a set, everywhere.
        #expect(progress.adherence.percent == 0 && home.progressPercent == 0)
        let cell = try #require(progress.adherence.weeks.last?.cells.last)
        #expect(cell.level == "some" && cell.started == 1)
        #expect(cell.label == "Mon • Nov 23: 0 of 3 sessions done, 1 started")
        #expect(progress.adherence.startedNote?.contains("the 8:00 AM session has 1 of 2 exercises saved") == true)
    }

    /// A session whose tracking failed for much of it is marked in the report, with why under the table.
    @Test func theReportMarksASessionWhoseCountMayBeOff() throws {
        let plan = plan(createdDaysAgo: 20)
        var shaky = SessionFixtures.metrics(reps: 3)
        shaky.samplesRejectedInSpan = shaky.samplesUsed / 2
        let records = [
            SessionFixtures.record(plan: plan, day: today.adding(days: -1), timeZone: toronto, metrics: SessionFixtures.metrics(reps: 3)),
            SessionFixtures.record(plan: plan, day: today, timeZone: toronto, metrics: shaky, source: .camera),
        ]
        let report = ClinicianReport(
            plan: plan, records: records, completions: [], today: today, timeZone: toronto, weeks: 2)
        #expect(report.sessions.map(\.countMayBeOff).sorted { !$0 && $1 } == [false, true])
        #expect(report.uncertainCountNote?.hasPrefix("† The count may be off: the camera couldn't follow the joint") == true)
        let calm = ClinicianReport(
            plan: plan, records: [records[0]], completions: [], today: today, timeZone: toronto, weeks: 2)
        #expect(calm.uncertainCountNote == nil)
        // The same numbers from the phone's sensor: the note speaks of a camera, so it isn't made.
        let phone = ClinicianReport(
            plan: plan, records: [SessionFixtures.record(plan: plan, day: today, timeZone: toronto, metrics: shaky, source: .phone)],
            completions: [], today: today, timeZone: toronto, weeks: 2)
        #expect(phone.uncertainCountNote == nil && phone.sessions.allSatisfy { !$0.countMayBeOff })
        // The second opinion disagreeing marks it whatever the source, with the other count under the reps.
        var disputed = SessionFixtures.metrics(reps: 3)
        disputed.cycleEstimate = 7
        let second = ClinicianReport(
            plan: plan, records: [SessionFixtures.record(plan: plan, day: today, timeZone: toronto, metrics: disputed, source: .phone)],
            completions: [], today: today, timeZone: toronto, weeks: 2)
        #expect(second.sessions.map(\.countMayBeOff) == [true] && second.sessions.map(\.repsNote) == ["second count 7"])
        #expect(second.uncertainCountNote?.contains("counted another way") == true)
    }

    @Test func theReportDrawsItsAxesWithTheSameFrame() throws {
        let plan = plan(createdDaysAgo: 20)
        let record = SessionFixtures.record(
            plan: plan, day: today, timeZone: toronto, metrics: SessionFixtures.metrics(reps: 3))
        let report = ClinicianReport(
            plan: plan, records: [record], completions: [], today: today, timeZone: toronto, weeks: 4)
        let chart = try #require(report.charts.first)
        #expect(chart.frame.viewBox == "0 0 640 220")
        #expect(chart.bestMarks.last?.x == chart.frame.plotRight)
        #expect(chart.frame.dayTicks.count == 4 && chart.frame.ticks.first?.label == "0°")
    }
}
