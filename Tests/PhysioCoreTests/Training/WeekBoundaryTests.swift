import Foundation
import PhysioCore
import Testing
import TestSupport

@Suite struct WeekBoundaryTests {
    typealias F = TrainingFixtures

    @Test func weeksCountFromTheStartDayNotFromMonday() throws {
        let wednesday = F.day(2026, 3, 4)
        let plan = try MesocyclePlan.blank(id: F.planID, name: "Midweek", startingOn: wednesday, weekCount: 2)
        #expect(plan.weekNumber(of: wednesday) == 1)
        #expect(plan.weekNumber(of: F.day(2026, 3, 10)) == 1)
        #expect(plan.weekNumber(of: F.day(2026, 3, 11)) == 2)
        #expect(plan.weekNumber(of: F.day(2026, 3, 17)) == 2)
        #expect(plan.weekNumber(of: F.day(2026, 3, 18)) == nil)
        #expect(plan.weekNumber(of: F.day(2026, 3, 3)) == nil)
        #expect(plan.endDate == F.day(2026, 3, 17))
        #expect(plan.week(2).firstDay == F.day(2026, 3, 11))
        #expect(plan.week(2).days.map(\.date).allSatisfy { plan.weekNumber(of: $0) == 2 })
    }

    @Test func weeksRunAcrossMonthYearAndDaylightSavingChanges() throws {
        // Dec 29, 2025 to Jan 25, 2026, and a block over the US clock change on March 8, 2026.
        let winter = try MesocyclePlan.blank(id: F.planID, name: "Winter", startingOn: F.day(2025, 12, 29), weekCount: 4)
        #expect(winter.weekNumber(of: F.day(2026, 1, 4)) == 1)
        #expect(winter.weekNumber(of: F.day(2026, 1, 5)) == 2)
        #expect(winter.endDate == F.day(2026, 1, 25))
        let spring = try MesocyclePlan.blank(id: F.planID, name: "Spring", startingOn: F.day(2026, 3, 2), weekCount: 2)
        #expect(spring.weekNumber(of: F.day(2026, 3, 8)) == 1)
        #expect(spring.weekNumber(of: F.day(2026, 3, 9)) == 2)
    }

    @Test func onlyDeloadWeeksAreDeloads() {
        let plan = F.twoWeekPlan()
        #expect(!plan.isDeload(F.start.adding(days: 6)))
        #expect(plan.isDeload(F.start.adding(days: 7)))
        #expect(plan.isDeload(F.start.adding(days: 13)))
        #expect(plan.weekStates().map(\.isDeload) == [false, true])
    }
}
