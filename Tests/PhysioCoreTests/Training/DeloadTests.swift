import Foundation
import PhysioCore
import Testing
import TestSupport

@Suite struct DeloadTests {
    @Test(arguments: [(1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3), (20, 10)])
    func deloadHalvesSetsRoundingUp(base: Int, expected: Int) {
        #expect(Deload.reducedSets(from: base) == expected)
    }

    @Test func deloadNeverGoesBelowOneSet() {
        for base in ExercisePlan.allowedSets {
            #expect(Deload.reducedSets(from: base) >= 1)
            #expect(Deload.reducedSets(from: base) <= base)
        }
    }

    @Test func effectiveSetsFollowTheWeekNotTheStoredValue() {
        let plan = TrainingFixtures.twoWeekPlan()
        let bench = TrainingFixtures.exercise(TrainingFixtures.benchID, "Bench Press", sets: 5, group: .chest)
        #expect(plan.effectiveSets(of: bench, on: TrainingFixtures.start) == 5)
        #expect(plan.effectiveSets(of: bench, on: TrainingFixtures.start.adding(days: 7)) == 3)
        // Outside the plan nothing is a deload.
        #expect(plan.effectiveSets(of: bench, on: TrainingFixtures.start.adding(days: 14)) == 5)
    }

    @Test func bannerExplainsTheRuleAndWhenFullSetsReturn() throws {
        var plan = TrainingFixtures.twoWeekPlan()
        #expect(DeloadBanner(plan: plan, week: 1) == nil)
        let last = try #require(DeloadBanner(plan: plan, week: 2))
        #expect(last.title == "Deload week")
        #expect(last.message.contains("Week 2"))
        #expect(last.message.contains("half"))
        #expect(!last.message.contains("week 3"))

        plan.weekCount = 3
        try plan.setDeloadWeeks([2])
        let middle = try #require(DeloadBanner(plan: plan, week: 2))
        #expect(middle.message.contains("Full sets return in week 3."))
    }
}
