import Foundation
import PhysioCore
import PhysioStore
import TestSupport
import Testing

@testable import PhysioWeb

/// Video checks are kept in the database: after a restart a running check resumes from its upload in
/// the data dir or says it stopped, and no upload is left behind.
@Suite struct VideoCheckRestartTests {
    static let now = RehabFixtures.at(2026, 11, 23, 8, 30, in: RehabFixtures.toronto)

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("video-checks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aRestartResumesACheckWithItsUploadStopsOneWithoutAndLeavesNoFileBehind() async throws {
        let database = try AppDatabase.inMemory()
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let before = VideoCheckJobs(database: database, directory: directory)
        let withUpload = UUID()
        let withoutUpload = UUID()
        for id in [withUpload, withoutUpload] {
            try await database.createVideoCheck(
                StoredVideoCheck(id: id, exerciseID: "heel-slides", planID: nil, slotID: nil, createdAt: Self.now))
        }
        // The server was killed: one upload is still there, plus a stray half-received one.
        try Data("not really a video".utf8).write(to: before.uploadPath(withUpload))
        try Data("half an upload".utf8).write(to: directory.appendingPathComponent("stray.video"))

        let after = VideoCheckJobs(database: database, directory: directory)
        // No pose worker here: the resumed analysis runs again and ends (failing, with the reason).
        let pool = PoseWorkerPool(options: PoseWorkerOptions(python: "/nonexistent/python"))
        await after.recover(pool: pool)
        #expect(try await database.videoCheck(id: withoutUpload)?.state == "failed")
        #expect(try await database.videoCheck(id: withoutUpload)?.message == VideoCheckJobs.stoppedMessage)
        guard case .failed(let message)? = await after.job(withoutUpload)?.state else {
            Issue.record("the stopped check isn't reported")
            return
        }
        #expect(message.contains("stopped when PhysioPoint was restarted"))
        // The resumed one runs to its end; then its upload is gone too.
        for _ in 0..<500 {
            if try await database.videoCheck(id: withUpload)?.state != "running" { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(try await database.videoCheck(id: withUpload)?.state == "failed")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func aCheckThatEndedBeforeTheRestartSaysWhatItCounted() async throws {
        let database = try AppDatabase.inMemory()
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let id = UUID()
        try await database.createVideoCheck(
            StoredVideoCheck(id: id, exerciseID: "heel-slides", planID: UUID(), slotID: nil, createdAt: Self.now))
        try await database.finishVideoCheck(id: id, failure: nil, metrics: SessionFixtures.metrics(reps: 2))
        let stored = try #require(try await database.videoCheck(id: id))
        #expect(stored.state == "done" && stored.metrics?.reps == 2 && stored.planID == nil)
        let jobs = VideoCheckJobs(database: database, directory: directory)
        guard case .failed(let message)? = await jobs.job(id)?.state else {
            Issue.record("the ended check isn't reported")
            return
        }
        #expect(message.contains("It counted 2 of 10 reps."))
        let missing = await jobs.job(UUID())
        #expect(missing == nil)
    }
}
