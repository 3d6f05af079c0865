import Foundation
import PhysioCore
import PhysioStore
import TestSupport
import Testing

@testable import PhysioWeb

/// Sets and "nothing lost": a live session runs in sets with a rest between them, is kept in the
/// database as it goes, and a session rebuilt from its draft (a restart) carries on where it was.
@Suite struct LiveDraftTests {
    static let start = RehabFixtures.at(2026, 11, 23, 8, 30, in: RehabFixtures.toronto)
    static let heelSlides = RehabLibrary.exercise(id: "heel-slides")!

    static func setup() -> LiveSession.Setup {
        LiveSession.Setup(exercise: heelSlides, side: .left, source: .slider, place: nil, startedAt: start)
    }

    /// Sends `count` good reps as angle messages, moving the clock with each sample.
    static func reps(_ count: Int, to session: LiveSession, socket: Int, clock: ManualClock) async {
        let goal = MotionFixtures.goal("heel-slides")
        let samples = SyntheticRecording(MotionFixtures.goodReps(goal, count: count), source: .angle).samples
        let base = clock.now()
        for sample in samples {
            guard case .angle(let time, let degrees) = sample else { continue }
            clock.set(base.addingTimeInterval(time + 0.05))
            await session.receive("{\"type\":\"angle\",\"degrees\":\(degrees)}", from: socket)
        }
        clock.advance(by: 1)
    }

    static func draftDatabase(id: String) async throws -> AppDatabase {
        let database = try AppDatabase.inMemory()
        try await database.createLiveDraft(
            LiveDraft(id: id, planID: nil, slotID: nil, exerciseID: "heel-slides", side: .left, source: .slider,
                      startedAt: start),
            at: start)
        return database
    }

    @Test func aSetEndsAtItsRepsThenRestsAndTheNextSetStartsFresh() async throws {
        let clock = ManualClock(Self.start)
        let session = LiveSession(id: "sets-0000000000000001", setup: Self.setup(), clock: clock)
        let (socket, _) = await session.connect()
        #expect(await session.sets == SetPlan(sets: 3, restSeconds: 60))
        var state = await session.current
        #expect(state.set == 1 && state.sets == 3 && state.restRemaining == nil && !state.sessionDone)
        #expect(LiveOutput.state(state, ack: nil).json().contains("\"restRemaining\":null"))
        await Self.reps(10, to: session, socket: socket, clock: clock)
        state = await session.current
        #expect(state.reps == 10 && state.set == 1)
        let rest = try #require(state.restRemaining)
        #expect(rest > 50 && rest <= 60)
        // During the rest, movement is not counted.
        await Self.reps(1, to: session, socket: socket, clock: clock)
        #expect(await session.current.reps == 10)
        // The rest runs out on the clock: set 2 starts from 0.
        clock.advance(by: 60)
        await session.tick()
        state = await session.current
        #expect(state.set == 2 && state.reps == 0 && state.restRemaining == nil)
        await Self.reps(10, to: session, socket: socket, clock: clock)
        // "nextSet" ends the rest early.
        await session.receive("{\"type\":\"nextSet\",\"seq\":4}", from: socket)
        state = await session.current
        #expect(state.set == 3 && state.restRemaining == nil)
        await Self.reps(10, to: session, socket: socket, clock: clock)
        state = await session.current
        #expect(state.sessionDone && state.set == 3 && state.restRemaining == nil)
        let metrics = await session.end(at: clock.now())
        #expect(metrics.setReps == [10, 10, 10] && metrics.reps == 30 && metrics.targetReps == 30)
        #expect(metrics.repPeakAngles.count == 30)
    }

    @Test func aSessionRebuiltFromItsDraftHasItsRepsAndResumeContinuesThem() async throws {
        let id = "draft-000000000000001"
        let database = try await Self.draftDatabase(id: id)
        let clock = ManualClock(Self.start)
        let session = LiveSession(id: id, setup: Self.setup(), clock: clock, drafts: database)
        let (socket, _) = await session.connect()
        await Self.reps(10, to: session, socket: socket, clock: clock)
        await session.receive("{\"type\":\"nextSet\"}", from: socket)
        await Self.reps(3, to: session, socket: socket, clock: clock)
        let before = await session.current
        #expect(before.set == 2 && before.reps == 3)
        await session.write()
        let draft = try #require(try await database.liveDraft(id: id))
        #expect(draft.inputs.count > 100 && draft.inputs.contains { $0.kind == "nextSet" } && draft.endedAt == nil)

        // "Restart": a new session from the stored draft only, later on the clock.
        clock.advance(by: 600)
        let restored = await LiveSession.restore(
            draft, setup: Self.setup(), clock: clock, estimator: nil, drafts: database)
        let after = await restored.current
        #expect(after.set == 2 && after.reps == 3 && after.bestAngle == before.bestAngle)
        let (again, _) = await restored.connect()
        await Self.reps(2, to: restored, socket: again, clock: clock)
        #expect(await restored.current.reps == 5)
        let metrics = await restored.end(at: clock.now())
        #expect(metrics.setReps == [10, 5] && metrics.reps == 15)
        await restored.write()
        #expect(try await database.liveDraft(id: id)?.endedAt != nil)
        // An ended draft comes back ended, with the same metrics.
        let ended = await LiveSession.restore(
            try #require(try await database.liveDraft(id: id)), setup: Self.setup(), clock: clock, estimator: nil,
            drafts: database)
        let endedMetrics = await ended.finalMetrics
        #expect(await ended.isEnded)
        #expect(endedMetrics?.setReps == [10, 5])
    }

    @Test func draftsAreStoredInOrderListedPerSlotAndGoWhenSaved() async throws {
        let database = try AppDatabase.inMemory()
        let plan = RehabFixtures.kneePlan()
        try await database.createPlan(plan)
        let draft = LiveDraft(
            id: "draft-000000000000002", planID: plan.id, slotID: plan.slots[0].id, exerciseID: "heel-slides",
            side: .right, source: .phone, startedAt: Self.start)
        try await database.createLiveDraft(draft, at: Self.start)
        let inputs = (0..<3).map { LiveDraft.Input(kind: "sample", time: Double($0), body: "{\"type\":\"angle\",\"degrees\":\($0)}") }
        #expect(try await database.appendLiveDraft(id: draft.id, inputs: Array(inputs.prefix(2)), endedAt: nil, at: Self.start))
        #expect(try await database.appendLiveDraft(id: draft.id, inputs: [inputs[2]], endedAt: nil, at: Self.start))
        #expect(try await database.liveDraft(id: draft.id)?.inputs == inputs)
        #expect(try await database.liveDrafts(planID: plan.id, slotID: plan.slots[0].id, exerciseID: "heel-slides")
            .map(\.id) == [draft.id])
        #expect(try await database.liveDrafts(planID: plan.id, slotID: plan.slots[1].id, exerciseID: "heel-slides").isEmpty)
        // Bad input changes nothing: an unknown kind is refused by the table, and the batch rolls back.
        await #expect(throws: (any Error).self) {
            try await database.appendLiveDraft(
                id: draft.id, inputs: [inputs[0], LiveDraft.Input(kind: "bogus", time: 0)], endedAt: nil, at: Self.start)
        }
        #expect(try await database.liveDraft(id: draft.id)?.inputs.count == 3)
        // Saving the session takes the draft with it, in the same write.
        let record = SessionFixtures.record(
            plan: plan, day: LocalDate(Self.start, in: RehabFixtures.toronto), timeZone: RehabFixtures.toronto,
            metrics: SessionFixtures.metrics())
        try await database.saveSession(record, completingSlot: true, finishingDraft: draft.id, at: Self.start)
        #expect(try await database.liveDraft(id: draft.id) == nil)
        #expect(try await database.appendLiveDraft(id: draft.id, inputs: inputs, endedAt: nil, at: Self.start) == false)
        // Deleting a plan deletes its drafts.
        try await database.createLiveDraft(draft, at: Self.start)
        try await database.deletePlan(id: plan.id)
        #expect(try await database.liveDraft(id: draft.id) == nil)
    }

    @Test func theLastSourcePerExerciseIsRemembered() async throws {
        let database = try AppDatabase.inMemory()
        #expect(try await database.rememberedSource(for: "heel-slides") == nil)
        try await database.rememberSource(.phone, for: "heel-slides")
        try await database.rememberSource(.slider, for: "seated-knee-flexion")
        #expect(try await database.rememberedSource(for: "heel-slides") == .phone)
        #expect(try await database.rememberedSource(for: "seated-knee-flexion") == .slider)
    }
}
