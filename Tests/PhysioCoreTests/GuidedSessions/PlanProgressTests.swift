import Foundation
import PhysioCore
import TestSupport
import Testing

@Suite struct PlanProgressTests {
    let toronto = RehabFixtures.toronto
    let today = LocalDate(iso: "2026-11-23")!

    @Test func theChartKeepsEachDaysBestAngleAndCountsItsSessions() throws {
        let plan = RehabFixtures.kneePlan(createdAt: RehabFixtures.at(2026, 11, 1, 9, in: toronto))
        let three = SessionFixtures.metrics(reps: 3)
        var worse = three
        worse.bestAngle = 70
        let records = [
            SessionFixtures.record(plan: plan, day: today.adding(days: -2), timeZone: toronto, metrics: worse),
            SessionFixtures.record(plan: plan, day: today, hour: 8, timeZone: toronto, metrics: worse),
            SessionFixtures.record(plan: plan, slot: 1, day: today, hour: 13, timeZone: toronto, metrics: three),
            // Too old for the page's four weeks:
            SessionFixtures.record(plan: plan, day: today.adding(days: -40), timeZone: toronto, metrics: three),
        ]
        let screen = PlanProgressScreen(plan: plan, records: records, completions: [], today: today, timeZone: toronto)
        let chart = try #require(screen.charts.first)
        #expect(screen.charts.count == 1 && chart.exerciseName == "Heel Slides")
        #expect(chart.points.map(\.angleLabel) == ["70°", "88°"])
        #expect(chart.points.map(\.sessions) == [1, 2])
        #expect(chart.points.map(\.zone.key) == ["below", "in"])
        #expect(chart.points[0].x < chart.points[1].x && chart.points[1].y < chart.points[0].y)
        #expect(chart.description.contains("best 88° on Mon • Nov 23"))
        #expect(screen.lastSessions.count == 4 && screen.lastSessions[0].whenLabel == "Mon • Nov 23, 1:05 PM")
    }

    @Test func theChartSaysWhoSetTheTargetItDraws() throws {
        var plan = RehabFixtures.kneePlan(createdAt: RehabFixtures.at(2026, 11, 1, 9, in: toronto))
        let records = [SessionFixtures.record(plan: plan, day: today, timeZone: toronto, metrics: SessionFixtures.metrics(reps: 3))]
        let library = try #require(PlanProgressScreen(plan: plan, records: records, completions: [], today: today, timeZone: toronto).charts.first)
        #expect(library.numbersMark == "example")
        let id = try #require(plan.exerciseIDs.first)
        plan.prescriptions[id] = Prescription(
            target: AngleRange(70, 140), holdSeconds: 1, reps: 5, sets: 2, setBy: .clinician)
        let set = try #require(PlanProgressScreen(plan: plan, records: records, completions: [], today: today, timeZone: toronto).charts.first)
        #expect(set.numbersMark == "set by your clinician")
        #expect(set.targetLabel == "70°–140°")
    }

    @Test func absurdStoredAnglesAndSpansDegradeTheChartNotTheProcess() throws {
        let plan = RehabFixtures.kneePlan(createdAt: RehabFixtures.at(2026, 11, 1, 9, in: toronto))
        var absurd = SessionFixtures.metrics(reps: 3)
        absurd.bestAngle = 1e300
        var fine = absurd
        fine.bestAngle = 80
        let records = [
            SessionFixtures.record(plan: plan, day: today.adding(days: -1), timeZone: toronto, metrics: absurd),
            SessionFixtures.record(plan: plan, day: today, timeZone: toronto, metrics: fine),
        ]
        let screen = PlanProgressScreen(plan: plan, records: records, completions: [], today: today, timeZone: toronto)
        let chart = try #require(screen.charts.first)
        #expect(chart.points.map(\.angleLabel) == ["80°"])
        #expect(chart.frame.ticks.count <= 12)
        let exercise = try #require(plan.exercises.first)
        let decades = AngleTrendChart(
            exercise: exercise, records: records, from: LocalDate(iso: "0001-01-01")!, to: LocalDate(iso: "9999-12-31")!)
        #expect(decades.frame.dayTicks.count <= 14)
    }

    @Test func adherenceCountsDoneOfScheduledFromThePlansFirstDay() {
        let plan = RehabFixtures.kneePlan(createdAt: RehabFixtures.at(2026, 11, 20, 21, in: toronto))
        let completions = [
            SlotCompletion(slotID: plan.slots[0].id, day: today, completedAt: RehabFixtures.at(2026, 11, 22, 9, in: toronto)),
            SlotCompletion(slotID: plan.slots[1].id, day: today, completedAt: RehabFixtures.at(2026, 11, 22, 9, in: toronto)),
            SlotCompletion(slotID: plan.slots[0].id, day: today.adding(days: -1), completedAt: RehabFixtures.at(2026, 11, 22, 9, in: toronto)),
            SlotCompletion(slotID: UUID(), day: today, completedAt: RehabFixtures.at(2026, 11, 22, 9, in: toronto)),  // another plan's slot
        ]
        let grid = AdherenceGrid(
            plan: plan, completions: completions, from: today.adding(days: -27), to: today, timeZone: toronto)
        #expect(grid.weeks.count == 4 && grid.weeks.allSatisfy { $0.cells.count == 7 })
        let cells = grid.weeks.flatMap(\.cells)
        #expect(cells.last?.isToday == true && cells.last?.text == "2/3" && cells.last?.level == "some")
        // Nov 20 (created at 9 PM: only the 7 PM session's window was still open) … Nov 23.
        #expect(cells.suffix(4).map(\.text) == ["0/1", "0/3", "1/3", "2/3"])
        #expect(cells[cells.count - 5].level == "off")  // Nov 19: before the plan
        #expect(grid.done == 3 && grid.scheduled == 10 && grid.summary == "3 of 10 sessions done (30%).")
    }
}
