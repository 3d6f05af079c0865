import Foundation
import PhysioCore
import Testing
import TestSupport

@Suite struct CalendarExportTests {
    typealias F = TrainingFixtures

    @Test func everyWorkoutBecomesAnEntryWithAUIDFromItsID() {
        let entries = F.twoWeekPlan().calendarEntries()
        #expect(entries.map(\.date) == [F.start, F.start.adding(days: 2), F.start.adding(days: 7)])
        #expect(entries[0].uid == "workout-00000000-0000-0000-0000-00000000000a@physiopoint")
        #expect(Set(entries.map(\.uid)).count == entries.count)
        #expect(entries[0].title == "Push Day")
    }

    @Test func uidsSurviveMovesRetitlesAndReorders() throws {
        let before = Dictionary(uniqueKeysWithValues: F.twoWeekPlan().calendarEntries().map { ($0.title + $0.date.iso, $0.uid) })
        var plan = F.twoWeekPlan()
        try plan.retitleWorkout(F.legsID, to: "Squat Day")
        try plan.moveExercise(F.pressID, to: F.start.adding(days: 2), newWorkoutID: { UUID() })
        try plan.reorderUpcomingWorkouts([F.legsID, F.pushID, F.deloadPushID], from: F.start)
        let after = plan.calendarEntries()
        let legs = try #require(after.first { $0.title == "Squat Day" })
        #expect(legs.uid == before["Leg Day" + F.start.adding(days: 2).iso])
        #expect(legs.date == F.start)
    }

    @Test func descriptionsListTheSetsToDoThatDay() throws {
        let entries = F.twoWeekPlan().calendarEntries(uidDomain: "example.org")
        #expect(entries[0].description.contains("Bench Press: 4 × 8–10 @ 60 kg, rest 1 min 30 s"))
        #expect(!entries[0].description.contains("Deload"))
        let deload = try #require(entries.last)
        #expect(deload.description.hasPrefix("Deload week"))
        #expect(deload.description.contains("Bench Press: 2 × 8–10"))
        #expect(deload.uid.hasSuffix("@example.org"))
    }
}
