import Foundation
import PhysioCore
import Testing
import TestSupport

@Suite struct CodableTests {
    typealias F = TrainingFixtures

    @Test func aPlanSurvivesAJSONRoundTrip() throws {
        var plan = F.twoWeekPlan()
        try plan.markWorkoutDone(F.pushID, at: F.instant(hour: 7, minute: 30, in: F.toronto))
        var press = try #require(plan.exercise(id: F.pressID)).exercise
        press.load = .text("RPE 8")
        press.notes = "Squeeze glutes."
        try plan.updateExercise(press)
        let data = try JSONEncoder().encode(plan)
        #expect(try JSONDecoder().decode(MesocyclePlan.self, from: data) == plan)
    }

    @Test func loadsEncodeAsReadableKeys() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(TrainingLoad.kilograms(60)), as: UTF8.self) == #"{"kg":60}"#)
        #expect(String(decoding: try encoder.encode(TrainingLoad.text("RPE 8")), as: UTF8.self) == #"{"text":"RPE 8"}"#)
        #expect(try JSONDecoder().decode(TrainingLoad.self, from: Data("{}".utf8)) == .unspecified)
    }
}
