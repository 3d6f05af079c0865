import Foundation
import PhysioCore
import TestSupport
import Testing

@testable import PhysioStore

@Suite struct SessionStoreTests {
    let toronto = RehabFixtures.toronto
    let day = LocalDate(iso: "2026-11-23")!

    @Test func aSavedSessionComesBackWholeWithItsMetrics() async throws {
        let database = try AppDatabase.inMemory()
        let plan = RehabFixtures.kneePlan()
        try await database.createPlan(plan)
        let record = SessionFixtures.record(
            plan: plan, day: day, timeZone: toronto, metrics: SessionFixtures.metrics(reps: 3))
        #expect(try await database.saveSession(record, completingSlot: false, at: record.endedAt) == false)
        let stored = try #require(try await database.session(id: record.id))
        #expect(stored == record)
        #expect(stored.metrics.repPeakAngles.count == 3)
        #expect(try await database.sessions(planID: plan.id) == [record])
        #expect(try await database.completions(from: day, to: day).isEmpty)
    }

    @Test func theSetThatCompletesEveryExerciseCompletesTheSlotInTheSameWrite() async throws {
        let database = try AppDatabase.inMemory()
        let plan = RehabFixtures.kneePlan()
        try await database.createPlan(plan)
        // The plan's last exercise alone is not the whole slot.
        let second = SessionFixtures.record(
            plan: plan, slot: 1, exerciseID: "seated-knee-flexion", day: day, timeZone: toronto,
            metrics: SessionFixtures.metrics("seated-knee-flexion"))
        #expect(try await database.saveSession(second, completingSlot: true, at: second.endedAt) == false)
        #expect(try await database.completions(from: day, to: day).isEmpty)
        // A video check with no rep is not a set.
        let emptyVideo = SessionFixtures.record(
            plan: plan, slot: 1, day: day, timeZone: toronto, metrics: SessionFixtures.metrics(reps: 0), source: .video)
        #expect(try await database.saveSession(emptyVideo, completingSlot: true, at: emptyVideo.endedAt) == false)
        #expect(try await database.completions(from: day, to: day).isEmpty)
        // A set of the other exercise (here a video with a rep) completes it.
        let first = SessionFixtures.record(
            plan: plan, slot: 1, day: day, timeZone: toronto, metrics: SessionFixtures.metrics(reps: 1), source: .video)
        #expect(try await database.saveSession(first, completingSlot: true, at: first.endedAt))
        #expect(try await database.completions(from: day, to: day).map(\.slotID) == [plan.slots[1].id])
        // A second session for the same slot keeps the one completion.
        var again = second
        again.id = UUID()
        #expect(try await database.saveSession(again, completingSlot: true, at: again.endedAt) == false)
        #expect(try await database.sessions(planID: plan.id).count == 4)
        #expect(try await database.sessions(planID: plan.id, slotID: plan.slots[1].id, day: day).count == 4)
        #expect(try await database.sessions(planID: plan.id, slotID: plan.slots[0].id, day: day).isEmpty)
    }

    @Test func aSessionForAMissingSlotIsRefusedAndNothingIsStored() async throws {
        let database = try AppDatabase.inMemory()
        let plan = RehabFixtures.kneePlan()
        try await database.createPlan(plan)
        var record = SessionFixtures.record(plan: plan, day: day, timeZone: toronto, metrics: SessionFixtures.metrics())
        record.slotID = UUID()
        await #expect(throws: AppDatabase.StoreError.slotNotFound) {
            try await database.saveSession(record, completingSlot: true, at: Date())
        }
        #expect(try await database.sessions(planID: plan.id).isEmpty)
    }

    @Test func deletingAPlanDeletesItsSessionsAndRetimingKeepsThem() async throws {
        let database = try AppDatabase.inMemory()
        let ids = RehabFixtures.SequentialIDs()
        let plan = RehabFixtures.kneePlan(ids: ids)
        try await database.createPlan(plan)
        let last = SessionFixtures.record(
            plan: plan, slot: 2, day: day, timeZone: toronto, metrics: SessionFixtures.metrics())
        try await database.saveSession(last, completingSlot: false, at: Date())
        // Dropping the evening slot keeps the session, no longer tied to a slot.
        try await database.updatePlanTimes(id: plan.id, times: [TimeOfDay(hour: 8, minute: 0)!], newSlotID: { UUID() })
        let kept = try #require(try await database.session(id: last.id))
        #expect(kept.slotID == nil && kept.planID == plan.id)
        try await database.deletePlan(id: plan.id)
        #expect(try await database.session(id: last.id) == nil)
    }

    @Test func aSessionFromAVideoKeepsItsSourceThroughTheStoreAndAnArchive() async throws {
        let database = try AppDatabase.inMemory()
        #expect(try database.appliedMigrations().contains("v10-video-source"))
        let plan = RehabFixtures.kneePlan()
        try await database.createPlan(plan)
        let record = SessionFixtures.record(
            plan: plan, day: day, timeZone: toronto, metrics: SessionFixtures.metrics(reps: 2), source: .video)
        _ = try await database.saveSession(record, completingSlot: false, at: record.endedAt)
        #expect(try await database.session(id: record.id)?.source == .video)
        let archive = try await database.exportArchive()
        #expect(String(decoding: archive, as: UTF8.self).replacingOccurrences(of: " ", with: "").contains("\"source\":\"video\""))
        let other = try AppDatabase.inMemory()
        _ = try await other.importArchive(archive, at: record.endedAt)
        #expect(try await other.session(id: record.id)?.source == .video)
        #expect(SessionSource.video.displayName == "From a video" && !SessionSource.video.isLive)
    }

    @Test func aCorrectedCountIsStoredBesideTheMeasuredOneAndCanBeUndone() async throws {
        let database = try AppDatabase.inMemory()
        let plan = RehabFixtures.kneePlan()
        try await database.createPlan(plan)
        let record = SessionFixtures.record(
            plan: plan, day: day, timeZone: toronto, metrics: SessionFixtures.metrics(reps: 3), source: .camera)
        _ = try await database.saveSession(record, completingSlot: false, at: record.endedAt)
        try await database.correctSessionReps(id: record.id, to: 10, at: record.endedAt)
        let corrected = try #require(try await database.session(id: record.id))
        #expect(corrected.correctedReps == 10 && corrected.reps == 10 && corrected.metrics == record.metrics)
        // Through a backup and back.
        let archive = try await database.exportArchive()
        let other = try AppDatabase.inMemory()
        _ = try await other.importArchive(archive, at: record.endedAt)
        #expect(try await other.session(id: record.id)?.correctedReps == 10)
        // Back to the count measured.
        try await database.correctSessionReps(id: record.id, to: nil, at: record.endedAt)
        #expect(try await database.session(id: record.id) == record)
    }

    @Test func aBadCorrectionChangesNothing() async throws {
        let database = try AppDatabase.inMemory()
        let plan = RehabFixtures.kneePlan()
        try await database.createPlan(plan)
        var corrected = SessionFixtures.record(plan: plan, day: day, timeZone: toronto, metrics: SessionFixtures.metrics(reps: 3))
        corrected.correctedReps = 4
        let record = corrected
        _ = try await database.saveSession(record, completingSlot: false, at: record.endedAt)
        for absurd in [-1, 1001] {
            await #expect(throws: ValueRangeError.self) {
                try await database.correctSessionReps(id: record.id, to: absurd, at: record.endedAt)
            }
        }
        await #expect(throws: AppDatabase.StoreError.sessionNotFound) {
            try await database.correctSessionReps(id: UUID(), to: 2, at: record.endedAt)
        }
        #expect(try await database.session(id: record.id) == record)
        // The table refuses an absurd count even from SQL that skips the model.
        await #expect(throws: (any Error).self) {
            try await database.writer.write { db in
                try db.execute(sql: "UPDATE exercise_session SET corrected_reps = 5000 WHERE id = ?", arguments: [record.id.uuidString.lowercased()])
            }
        }
        #expect(try await database.session(id: record.id) == record)
    }

    @Test func aVideoCheckCorrectedFromNoRepsCompletesItsSlotWhenEveryExerciseHasASet() async throws {
        let database = try AppDatabase.inMemory()
        let plan = RehabFixtures.kneePlan()
        try await database.createPlan(plan)
        let other = SessionFixtures.record(
            plan: plan, slot: 1, exerciseID: "seated-knee-flexion", day: day, timeZone: toronto,
            metrics: SessionFixtures.metrics("seated-knee-flexion"))
        _ = try await database.saveSession(other, completingSlot: true, at: other.endedAt)
        let video = SessionFixtures.record(
            plan: plan, slot: 1, day: day, timeZone: toronto, metrics: SessionFixtures.metrics(reps: 0), source: .video)
        #expect(try await database.saveSession(video, completingSlot: true, at: video.endedAt) == false)
        #expect(try await database.completions(from: day, to: day).isEmpty)
        #expect(try await database.correctSessionReps(id: video.id, to: 5, at: video.endedAt))
        #expect(try await database.completions(from: day, to: day).map(\.slotID) == [plan.slots[1].id])
        // Once done, a second correction completes nothing new.
        #expect(try await database.correctSessionReps(id: video.id, to: 6, at: video.endedAt) == false)
    }

    @Test func theSessionsMigrationFollowsTheFirst() throws {
        let database = try AppDatabase.inMemory()
        #expect(try database.appliedMigrations().contains("v6-sessions"))
    }
}
