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

    static func isNextSet(_ entry: SessionRun.Entry) -> Bool {
        if case .nextSet = entry.step { return true }
        return false
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
        #expect(LiveMessage.state(state, ack: nil).json().contains("\"restRemaining\":null"))
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

    /// Sets with the new rep engine: a camera that reads a standing knee at 18° (more than the catalogue's
    /// rest band), mini squats in two sets of 10. What set 1 learned (the person's rest) carries over the
    /// break, so set 2's first rep, started from that same standing angle, counts.
    @Test func theNextSetCountsItsFirstRepFromTheRestSetOneLearned() async throws {
        let squats = RehabLibrary.exercise(id: "mini-squats")!
        let clock = ManualClock(Self.start)
        let session = LiveSession(
            id: "sets-0000000000000002",
            setup: LiveSession.Setup(exercise: squats, side: .left, source: .slider, place: nil, startedAt: Self.start),
            clock: clock)
        let (socket, _) = await session.connect()
        func squat(_ count: Int, stillFirst: Double) async {
            var angles: [Double] = Array(repeating: 18, count: Int(stillFirst * 30))
            for _ in 0..<count {
                angles += (0..<30).map { 18 + 22 * Double($0) / 30 } + Array(repeating: 40, count: 70)
                angles += (0..<30).map { 40 - 22 * Double($0) / 30 } + Array(repeating: 18, count: 15)
            }
            for angle in angles {
                clock.advance(by: 1.0 / 30)
                await session.receive("{\"type\":\"angle\",\"degrees\":\(angle)}", from: socket)
            }
        }
        await squat(10, stillFirst: 1.5)
        #expect(await session.current.reps == 10)
        await session.receive("{\"type\":\"nextSet\"}", from: socket)
        await squat(3, stillFirst: 0.1)
        let state = await session.current
        #expect(state.set == 2 && state.reps == 3)
        let metrics = await session.end(at: clock.now())
        #expect(metrics.setReps == [10, 3])
    }

    /// One model for live and recorded: the CMU motion-capture recordings (PhysioCoreTests' fixtures) sent
    /// to a live session as angle messages on its clock, with its timer ticking every 0.25 s and now and
    /// then a stall of 0.9 s with no tick (a frame answered late under load), give exactly the reps
    /// `analyze` finds in the same recording.
    @Test(arguments: ["cmu-14_06-squats-right-knee-from-mid-movement.csv", "cmu-14_14-squats-right-knee.csv",
                      "cmu-13_29-knee-raises-right-knee.csv"])
    func theLiveSessionAndAnalyzeGiveTheSameReps(name: String) async throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("PhysioCoreTests/Fixtures/recordings")
        let recording = try RecordingParser.parse(
            String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8))
        let squats = RehabLibrary.exercise(id: "mini-squats")!
        let recorded = try RecordingAnalyzer.analyze(recording, goal: MotionGoal(exercise: squats, side: .left))
        let clock = ManualClock(Self.start)
        let session = LiveSession(
            id: "same-000000000000001",
            setup: LiveSession.Setup(exercise: squats, side: .left, source: .slider, place: nil, startedAt: Self.start),
            clock: clock)
        let (socket, _) = await session.connect()
        var next = 0.0
        for (index, sample) in recording.samples.enumerated() {
            guard case .angle(let time, let degrees) = sample else { continue }
            while next < time {
                clock.set(Self.start.addingTimeInterval(next))
                await session.tick()
                next += 0.25
            }
            if index % 40 == 20 { next = time + 0.9 }  // a stall: no tick for 0.9 s
            clock.set(Self.start.addingTimeInterval(time))
            await session.receive("{\"type\":\"angle\",\"degrees\":\(degrees),\"t\":\(time)}", from: socket)
        }
        let live = await session.end(at: clock.now())
        #expect(live.repetitions == recorded.repetitions)
        #expect(live.trackingLosses == recorded.trackingLosses)
        #expect(recorded.reps + recorded.partialReps > 0)
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
        #expect(draft.entries.count > 100 && draft.entries.contains { Self.isNextSet($0) } && draft.endedAt == nil)

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

    /// Sends `count` good reps of `exercise` (its own band and hold) as angle messages.
    static func reps(_ count: Int, of exercise: Exercise, to session: LiveSession, socket: Int, clock: ManualClock) async {
        let goal = MotionGoal(exercise: exercise, side: .right)
        let samples = SyntheticRecording(MotionFixtures.goodReps(goal, count: count), source: .angle).samples
        let base = clock.now()
        for sample in samples {
            guard case .angle(let time, let degrees) = sample else { continue }
            clock.set(base.addingTimeInterval(time + 0.05))
            await session.receive("{\"type\":\"angle\",\"degrees\":\(degrees)}", from: socket)
        }
        clock.advance(by: 1)
    }

    /// A session under a clinician's numbers (not the library's 80–95° held 5 s, 3 × 10) that the hub let
    /// go once idle comes back from its draft with the same band, hold, sets and count, and saves what
    /// it was done under, even though the plan's numbers changed meanwhile.
    @Test func aSessionLetGoWhenIdleComesBackUnderThePrescriptionItStartedWith() async throws {
        let database = try AppDatabase.inMemory()
        let plan = RehabFixtures.kneePlan()
        try await database.createPlan(plan)
        let set = Prescription(
            target: AngleRange(60, 75), holdSeconds: 0, reps: 4, sets: 2, side: .right, setBy: .clinician,
            note: "Dr Lee, 18 Nov")
        try await database.setPrescription(planID: plan.id, exerciseID: "heel-slides", set)
        let place = SessionPlace(
            planID: plan.id, planName: plan.name, slotID: plan.slots[0].id, slotLabel: "8:00 AM",
            exerciseIDs: plan.exerciseIDs, exerciseID: "heel-slides")
        let setup = LiveSession.Setup(
            exercise: Self.heelSlides, side: .right, source: .slider, place: place, startedAt: Self.start,
            prescription: set)
        #expect(setup.exercise.target == AngleRange(60, 75) && setup.exercise.sets == 2)
        let id = "idle-000000000000000001"
        try await database.createLiveDraft(
            LiveDraft(
                id: id, planID: plan.id, slotID: plan.slots[0].id, exerciseID: "heel-slides", side: .right,
                source: .slider, startedAt: Self.start, prescription: setup.prescription),
            at: Self.start)
        let clock = ManualClock(Self.start)
        let hub = LiveSessionHub(idleLimit: 600, clock: clock)
        let person = UUID()
        let session = await hub.start(setup, id: id, person: person, clock: clock, drafts: database)
        let (socket, _) = await session.connect()
        await Self.reps(4, of: setup.exercise, to: session, socket: socket, clock: clock)
        await session.receive("{\"type\":\"nextSet\"}", from: socket)
        await Self.reps(2, of: setup.exercise, to: session, socket: socket, clock: clock)
        let before = await session.current
        #expect(before.set == 2 && before.sets == 2 && before.reps == 2 && before.targetReps == 4)
        #expect(before.holdTargetSeconds == 0)
        await session.write()
        await session.disconnect(socket)

        // The plan goes back to the library's numbers; the session stays idle past the limit, and the
        // next session started lets it go.
        try await database.setPrescription(planID: plan.id, exerciseID: "heel-slides", nil)
        clock.advance(by: 601)
        _ = await hub.start(Self.setup(), id: "idle-000000000000000002", person: person, clock: clock)
        #expect(await hub.session(id, person: person) == nil)

        let draft = try #require(try await database.liveDraft(id: id))
        #expect(draft.prescription == setup.prescription)
        let rebuilt = try #require(
            try await LiveSession.rebuild(draft, database: database, clock: clock, estimator: nil))
        #expect(rebuilt.setup.exercise.target == AngleRange(60, 75) && rebuilt.setup.exercise.holdSeconds == 0)
        #expect(rebuilt.setup.prescription.setBy == .clinician && rebuilt.setup.prescription.note == "Dr Lee, 18 Nov")
        let after = await rebuilt.current
        #expect(after.set == 2 && after.sets == 2 && after.reps == 2 && after.targetReps == 4)
        #expect(after.holdTargetSeconds == 0 && after.bestAngle == before.bestAngle)
        // It counts on under the same numbers: two more reps end the session's last set.
        let (again, _) = await rebuilt.connect()
        await Self.reps(2, of: rebuilt.setup.exercise, to: rebuilt, socket: again, clock: clock)
        let metrics = await rebuilt.end(at: clock.now())
        #expect(metrics.setReps == [4, 4] && metrics.targetReps == 8)
    }

    /// `write()` returns only when everything kept so far is in the database, even when another write
    /// (the session's own flush, half a second after an input) is already under way: a caller that
    /// awaits it and then reads the draft sees every input. (It used to return at once in that case,
    /// and a restore right after it could miss the draft's tail.)
    @Test func awaitingAWriteWaitsForTheOneUnderWay() async throws {
        for round in 0..<20 {
            let id = String(format: "draft-%015d", 100 + round)
            let database = try await Self.draftDatabase(id: id)
            let clock = ManualClock(Self.start)
            let session = LiveSession(id: id, setup: Self.setup(), clock: clock, drafts: database)
            let (socket, _) = await session.connect()
            await Self.reps(2, to: session, socket: socket, clock: clock)
            let underWay = Task { await session.write() }
            await Task.yield()
            await session.receive("{\"type\":\"nextSet\"}", from: socket)
            await session.write()
            let draft = try #require(try await database.liveDraft(id: id))
            #expect(draft.entries.contains { Self.isNextSet($0) }, "round \(round)")
            await underWay.value
        }
    }

    @Test func draftsAreStoredInOrderListedPerSlotAndGoWhenSaved() async throws {
        let database = try AppDatabase.inMemory()
        let plan = RehabFixtures.kneePlan()
        try await database.createPlan(plan)
        let draft = LiveDraft(
            id: "draft-000000000000002", planID: plan.id, slotID: plan.slots[0].id, exerciseID: "heel-slides",
            side: .right, source: .phone, startedAt: Self.start)
        try await database.createLiveDraft(draft, at: Self.start)
        let entries = (0..<3).map { SessionRun.Entry(time: Double($0), step: .sample(.angle(time: 0, degrees: Double($0) * 10))) }
        #expect(try await database.appendLiveDraft(id: draft.id, entries: Array(entries.prefix(2)), endedAt: nil, at: Self.start))
        #expect(try await database.appendLiveDraft(id: draft.id, entries: [entries[2]], endedAt: nil, at: Self.start))
        let stored = try #require(try await database.liveDraft(id: draft.id))
        #expect(stored.entries.map(\.time) == [0, 1, 2] && stored.storedBytes > 0)
        #expect(stored.entries.compactMap { entry -> Double? in
            guard case .sample(.angle(_, let degrees)) = entry.step else { return nil }
            return degrees
        } == [0, 10, 20])
        #expect(try await database.liveDrafts(planID: plan.id, slotID: plan.slots[0].id, exerciseID: "heel-slides")
            .map(\.id) == [draft.id])
        #expect(try await database.liveDrafts(planID: plan.id, slotID: plan.slots[1].id, exerciseID: "heel-slides").isEmpty)
        // Saving the session takes the draft with it, in the same write.
        let record = SessionFixtures.record(
            plan: plan, day: LocalDate(Self.start, in: RehabFixtures.toronto), timeZone: RehabFixtures.toronto,
            metrics: SessionFixtures.metrics())
        try await database.saveSession(record, completingSlot: true, finishingDraft: draft.id, at: Self.start)
        #expect(try await database.liveDraft(id: draft.id) == nil)
        #expect(try await database.appendLiveDraft(id: draft.id, entries: entries, endedAt: nil, at: Self.start) == false)
        // Deleting a plan deletes its drafts.
        try await database.createLiveDraft(draft, at: Self.start)
        try await database.deletePlan(id: plan.id)
        #expect(try await database.liveDraft(id: draft.id) == nil)
    }

    @Test func draftsNobodyTouchedForTwoWeeksAreForgottenAndNewerOnesKept() async throws {
        let database = try AppDatabase.inMemory()
        let plan = RehabFixtures.kneePlan()
        try await database.createPlan(plan)
        func draft(_ id: String, touched: Date) async throws {
            try await database.createLiveDraft(
                LiveDraft(
                    id: id, planID: plan.id, slotID: plan.slots[0].id, exerciseID: "heel-slides", side: .left,
                    source: .camera, startedAt: touched),
                at: touched)
        }
        try await draft("draft-old-0000000001", touched: Self.start - LiveDraft.keptFor - 60)
        try await draft("draft-new-0000000001", touched: Self.start - 60)
        // The old one was resumed yesterday: its last touch counts, not its start.
        try await draft("draft-old-0000000002", touched: Self.start - LiveDraft.keptFor - 60)
        #expect(try await database.appendLiveDraft(
            id: "draft-old-0000000002", entries: [SessionRun.Entry(time: 1, step: .nextSet)], endedAt: nil,
            at: Self.start - 86_400))
        // Listed only while kept, even before they are deleted (a page's read never writes).
        #expect(try await database.liveDrafts(
            planID: plan.id, slotID: plan.slots[0].id, exerciseID: "heel-slides", touchedSince: Self.start - LiveDraft.keptFor
        ).count == 2)
        #expect(try await database.deleteLiveDrafts(notUpdatedSince: Self.start - LiveDraft.keptFor) == 1)
        #expect(try await database.liveDrafts(planID: plan.id, slotID: plan.slots[0].id, exerciseID: "heel-slides")
            .map(\.id).sorted() == ["draft-new-0000000001", "draft-old-0000000002"])
    }

    /// "End" is in the database before anyone is told: end, then kill -9 (a rebuild from the database
    /// alone), and the session comes back ended with its reps, not running.
    @Test func anEndIsWrittenBeforeItIsAcknowledged() async throws {
        let id = "end-000000000000000001"
        let database = try await Self.draftDatabase(id: id)
        let clock = ManualClock(Self.start)
        let session = LiveSession(id: id, setup: Self.setup(), clock: clock, drafts: database)
        let (socket, stream) = await session.connect()
        await Self.reps(2, to: session, socket: socket, clock: clock)
        await session.receive("{\"type\":\"end\"}", from: socket)
        var sawEnded = false
        for await text in stream where text.contains("\"ended\"") {
            sawEnded = true
            break
        }
        #expect(sawEnded)
        // No write awaited here: the end's own reply waited for it.
        let draft = try #require(try await database.liveDraft(id: id))
        #expect(draft.endedAt != nil)
        let rebuilt = try #require(try await LiveSession.rebuild(draft, database: database, clock: clock, estimator: nil))
        #expect(await rebuilt.isEnded)
        #expect(await rebuilt.finalMetrics?.reps == 2)
    }

    /// A client that floods a session fills its draft's bound, is told so, and nothing more is kept or
    /// counted; the draft stays within the bound.
    @Test func aFloodingClientIsToldTheSessionIsFullAndTheDraftStaysBounded() async throws {
        let id = "full-00000000000000001"
        let database = try await Self.draftDatabase(id: id)
        let clock = ManualClock(Self.start)
        var limits = LiveSession.Limits()
        limits.draftBytes = 48 * 100
        limits.burst = 10_000
        let session = LiveSession(id: id, setup: Self.setup(), clock: clock, limits: limits, drafts: database)
        let (socket, stream) = await session.connect()
        for index in 0..<150 {
            clock.advance(by: 0.05)
            await session.receive("{\"type\":\"angle\",\"degrees\":\(10 + index % 40)}", from: socket)
        }
        await session.write()
        await session.disconnect(socket)
        var full = 0
        for await text in stream where text.contains("\"session_full\"") { full += 1 }
        #expect(full == 50)
        let draft = try #require(try await database.liveDraft(id: id))
        #expect(draft.entries.count == 100 && draft.storedBytes <= limits.draftBytes)
    }

    /// Importing a backup (even the same one) keeps a session running or unsaved, on its plan and slot.
    @Test func importingABackupKeepsRunningAndUnsavedSessions() async throws {
        let database = try AppDatabase.inMemory()
        let plan = RehabFixtures.kneePlan()
        try await database.createPlan(plan)
        let draft = LiveDraft(
            id: "import-00000000000000001", planID: plan.id, slotID: plan.slots[0].id, exerciseID: "heel-slides",
            side: .right, source: .slider, startedAt: Self.start)
        try await database.createLiveDraft(draft, at: Self.start)
        try await database.appendLiveDraft(
            id: draft.id, entries: [SessionRun.Entry(time: 1, step: .nextSet)], endedAt: nil, at: Self.start)
        _ = try await database.importArchive(try await database.exportArchive(), at: Self.start)
        let kept = try #require(try await database.liveDraft(id: draft.id))
        #expect(kept.planID == plan.id && kept.slotID == plan.slots[0].id && kept.entries.count == 1)
        #expect(try await database.liveDrafts(planID: plan.id, slotID: plan.slots[0].id, exerciseID: "heel-slides")
            .map(\.id) == [draft.id])
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
