import Foundation
import PhysioCore
import Testing
import TestSupport

@Suite struct TemplateTests {
    typealias F = TrainingFixtures

    @Test(arguments: MesocycleTemplate.allCases)
    func everyTemplateMakesAValidFourWeekPlanWithALastDeloadWeek(template: MesocycleTemplate) throws {
        var ids = SequentialIDs(after: F.firstFreeID)
        let plan = try template.makePlan(id: F.planID, startingOn: F.start, newID: { ids.next() })
        try plan.validate()
        #expect(plan.weekCount == 4)
        #expect(plan.deloadWeeks == [4])
        #expect(plan.name == template.displayName)
        let perWeek = plan.weekStates().map(\.workoutCount)
        #expect(perWeek.allSatisfy { $0 == perWeek[0] && $0 >= 3 })
        #expect(plan.workouts.allSatisfy { !$0.exercises.isEmpty && !$0.isDone })
        #expect(plan.week(4).volume.totalSets < plan.week(3).volume.totalSets)
    }

    @Test func upperLowerTrainsFourDaysAroundAMidweekRest() throws {
        var ids = SequentialIDs(after: F.firstFreeID)
        let plan = try MesocycleTemplate.upperLower.makePlan(id: F.planID, startingOn: F.start, newID: { ids.next() })
        let week = plan.week(1)
        #expect(week.days.map { $0.workout?.title } == ["Upper A", "Lower A", nil, "Upper B", "Lower B", nil, nil])
        #expect(plan.workout(on: F.start.adding(days: 21))?.title == "Upper A")
    }

    @Test func templatesDrawIDsInAFixedOrderSoPlansAreRepeatable() throws {
        var first = SequentialIDs(after: F.firstFreeID)
        var second = SequentialIDs(after: F.firstFreeID)
        let a = try MesocycleTemplate.pushPullLegs.makePlan(id: F.planID, startingOn: F.start, newID: { first.next() })
        let b = try MesocycleTemplate.pushPullLegs.makePlan(id: F.planID, startingOn: F.start, newID: { second.next() })
        #expect(a == b)
        #expect(a.workouts[0].id == SequentialIDs.uuid(F.firstFreeID + 1))
        #expect(a.workouts[0].exercises[0].id == SequentialIDs.uuid(F.firstFreeID + 2))
    }

    @Test func longerPlansDeloadEveryFourthWeekAndShortOnesNever() throws {
        var ids = SequentialIDs(after: F.firstFreeID)
        let twelve = try MesocycleTemplate.fullBody.makePlan(id: F.planID, startingOn: F.start, weekCount: 12, newID: { ids.next() })
        #expect(twelve.deloadWeeks == [4, 8, 12])
        #expect(twelve.workouts.count == 36)
        let three = try MesocycleTemplate.fullBody.makePlan(id: F.planID, startingOn: F.start, weekCount: 3, newID: { ids.next() })
        #expect(three.deloadWeeks.isEmpty)
    }

    @Test func aTemplateRejectsImpossibleLengths() {
        #expect(throws: MesocyclePlan.PlanError.weekCountOutOfRange(0)) {
            try MesocycleTemplate.upperLower.makePlan(id: F.planID, startingOn: F.start, weekCount: 0, newID: { UUID() })
        }
    }

    @Test func aBlankPlanStartsEmpty() throws {
        let plan = try MesocyclePlan.blank(id: F.planID, name: "  My block ", startingOn: F.start, weekCount: 6, deloadWeeks: [6, 3, 3])
        #expect(plan.workouts.isEmpty)
        #expect(plan.name == "My block")
        #expect(plan.deloadWeeks == [3, 6])
    }
}
