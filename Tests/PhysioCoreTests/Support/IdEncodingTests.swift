import Foundation
import PhysioCore
import Testing
import TestSupport

/// Every model the app encodes writes its ids in lower case (`AppPath.id`), the one id casing of the
/// pages, APIs and exports; decoding reads either case, so old backups (upper-case UUIDs, as
/// Foundation's default encoding wrote them) stay readable.
@Suite struct IdEncodingTests {
    /// UUIDs whose every group holds letters, so an upper-case spelling can't pass for lower case.
    static func letterID(_ n: Int) -> UUID {
        UUID(uuidString: String(format: "ABCDEF%02X-ABCD-4BCD-ABCD-ABCDEF%06X", n, n))!
    }

    static var upperCaseUUID: Regex<Substring> { /[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}/ }
    static var anyUUID: Regex<Substring> { /[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}/ }

    /// `value` encoded: no upper-case id, `expectedIDs` ids in lower case; the JSON with every id
    /// upper-cased decodes to the same value (each optional field is set, so a field the hand-written
    /// encoding forgot would show as a difference).
    func check<T: Codable & Equatable>(_ value: T, expectedIDs: Int) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        encoder.dateEncodingStrategy = .iso8601
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let json = String(decoding: try encoder.encode(value), as: UTF8.self)
        #expect(!json.contains(Self.upperCaseUUID), "\(T.self) writes an upper-case id: \(json.prefix(300))")
        #expect(json.matches(of: Self.anyUUID).count == expectedIDs, "\(T.self): \(json.prefix(300))")
        #expect(try decoder.decode(T.self, from: Data(json.utf8)) == value)
        let upper = json.replacing(Self.anyUUID) { $0.output.uppercased() }
        #expect(upper != json)
        #expect(try decoder.decode(T.self, from: Data(upper.utf8)) == value)
    }

    @Test func rehabPlansSlotsAndCompletionsWriteLowerCaseIds() throws {
        var next = 0
        let plan = try PlanDraft(conditionID: "knee-limited-flexion", times: [TimeOfDay(hour: 8, minute: 0)!, TimeOfDay(hour: 19, minute: 0)!])
            .makePlan(id: Self.letterID(1), slotIDs: { next += 1; return Self.letterID(10 + next) }, now: Date(timeIntervalSince1970: 1_780_000_000))
        try check(plan, expectedIDs: 3)
        try check(plan.slots[0], expectedIDs: 1)
        try check(SlotCompletion(slotID: Self.letterID(11), day: LocalDate(iso: "2026-11-23")!, completedAt: Date(timeIntervalSince1970: 1_780_000_000)), expectedIDs: 1)
        let place = SessionPlace(
            planID: plan.id, planName: "Knee", slotID: plan.slots[0].id, slotLabel: "8:00 AM",
            exerciseIDs: plan.exerciseIDs, exerciseID: plan.exerciseIDs[0])
        try check(place, expectedIDs: 2)
        var record = SessionFixtures.record(
            plan: plan, day: LocalDate(iso: "2026-11-23")!, timeZone: TimeZone(identifier: "America/Toronto")!,
            metrics: SessionFixtures.metrics(reps: 2), feeling: .easier, id: Self.letterID(30))
        record.painStop = PainStop(secondsIntoSession: 12, rep: 2, angle: 80, zone: .below)
        try check(record, expectedIDs: 3)
    }

    @Test func trainingPlansWorkoutsAndExercisesWriteLowerCaseIds() throws {
        var next = 100
        var plan = try MesocycleTemplate.fullBody.makePlan(
            id: Self.letterID(99), startingOn: LocalDate(iso: "2026-11-23")!, weekCount: 1, newID: { next += 1; return Self.letterID(next) })
        try plan.markWorkoutDone(plan.workouts[0].id, at: Date(timeIntervalSince1970: 1_780_000_000))
        let ids = 1 + plan.workouts.count + plan.workouts.reduce(0) { $0 + $1.exercises.count }
        try check(plan, expectedIDs: ids)
        try check(plan.workouts[0], expectedIDs: 1 + plan.workouts[0].exercises.count)
        try check(plan.workouts[0].exercises[0], expectedIDs: 1)
    }
}
