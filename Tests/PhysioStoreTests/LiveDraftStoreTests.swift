import Foundation
import GRDB
import PhysioCore
import Testing

@testable import PhysioStore

/// A live draft's space on disk: freed pages go back to the disk and the log is truncated.
@Suite struct LiveDraftStoreTests {
    @Test func aDiscardedCameraSessionGivesItsSpaceBack() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("drafts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = try AppDatabase.onDisk(in: directory)
        let file = directory.appendingPathComponent("physiopoint.sqlite")
        #expect(try await database.reader.read { db in try Int.fetchOne(db, sql: "PRAGMA auto_vacuum") } == 2)
        let start = Date(timeIntervalSince1970: 1_790_000_000)
        try await database.createLiveDraft(
            LiveDraft(id: "space-0000000000000001", planID: nil, slotID: nil, exerciseID: "heel-slides", side: .left,
                      source: .camera, startedAt: start),
            at: start)
        // Two minutes of camera at 15 fps, in half-second batches.
        let points = (0..<33).map { PosePoint(x: Double($0) * 0.0123457, y: 0.987654 - Double($0) * 0.01, z: 0.1) }
        for batch in 0..<240 {
            let entries = (0..<8).map { index in
                SessionRun.Entry(
                    time: Double(batch * 8 + index) / 15,
                    step: .sample(.pose(PoseFrame(time: 0, skeleton: .blazePose33, points: points).journalled)))
            }
            try await database.appendLiveDraft(id: "space-0000000000000001", entries: entries, endedAt: nil, at: start)
        }
        let stored = try #require(try await database.liveDraft(id: "space-0000000000000001"))
        #expect(stored.entries.count == 1920)
        await database.reclaimFreeSpace()
        let full = try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int ?? 0
        #expect(try await database.deleteLiveDraft(id: "space-0000000000000001"))
        await database.reclaimFreeSpace()
        let emptied = try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int ?? 0
        let free = try await database.reader.read { db in try Int.fetchOne(db, sql: "PRAGMA freelist_count") }
        #expect(free == 0)
        #expect(emptied < full / 4, "file \(full) bytes with the draft, \(emptied) after")
        let wal = (try? FileManager.default.attributesOfItem(atPath: file.path + "-wal")[.size] as? Int) ?? 0
        #expect(wal == 0)
    }
}
