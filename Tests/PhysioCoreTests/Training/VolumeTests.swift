import Foundation
import PhysioCore
import Testing
import TestSupport

@Suite struct VolumeTests {
    typealias F = TrainingFixtures

    @Test func dayVolumeCountsEverySetAndSplitsKnownMuscleGroups() {
        let volume = F.twoWeekPlan().volume(on: F.start)
        #expect(volume.totalSets == 4 + 3 + 2)
        #expect(volume.sets(for: .chest) == 4)
        #expect(volume.sets(for: .shoulders) == 3)
        #expect(volume.sets(for: .quads) == 0)
        #expect(volume.unassignedSets == 2)
        #expect(volume.byMuscleGroup.map(\.group) == [.chest, .shoulders])
    }

    @Test func restDaysHaveNoVolume() {
        #expect(F.twoWeekPlan().volume(on: F.start.adding(days: 1)) == .zero)
    }

    @Test func deloadDaysCountTheReducedSets() {
        #expect(F.twoWeekPlan().volume(on: F.start.adding(days: 7)).sets(for: .chest) == 2)
    }

    @Test func weekVolumeSumsItsDaysPerGroup() throws {
        var plan = F.twoWeekPlan()
        try plan.addExercise(
            F.exercise(SequentialIDs.uuid(F.firstFreeID), "Incline Press", sets: 3, group: .chest), toWorkout: F.legsID)
        let week = plan.week(1)
        #expect(week.days.count == 7)
        #expect(week.volume.totalSets == 9 + 6 + 3)
        #expect(week.volume.sets(for: .chest) == 7)
        #expect(week.volume.unassignedSets == 2)
        #expect(plan.week(2).volume.totalSets == 2)
    }
}
