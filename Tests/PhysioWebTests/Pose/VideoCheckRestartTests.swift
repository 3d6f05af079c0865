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
        #expect(try await database.videoCheck(id: withoutUpload)?.state == .failed)
        #expect(try await database.videoCheck(id: withoutUpload)?.message == VideoCheckJobs.stoppedMessage)
        guard case .failed(let message)? = await after.job(withoutUpload)?.state else {
            Issue.record("the stopped check isn't reported")
            return
        }
        #expect(message.contains("stopped when PhysioPoint was restarted"))
        // The resumed one runs to its end; then its upload is gone too.
        for _ in 0..<500 {
            if try await database.videoCheck(id: withUpload)?.state != .running { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(try await database.videoCheck(id: withUpload)?.state == .failed)
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
        #expect(stored.state == .done && stored.metrics?.reps == 2 && stored.planID == nil)
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

/// Issue 22: a finished check keeps its report (metrics, angle series, key frames) and stills in the
/// database, so after a restart its page shows the same result, chart and key frames.
@Suite struct VideoCheckResultRestartTests {
    @Test func aFinishedCheckComesBackWithItsChartKeyFramesAndStills() async throws {
        let database = try AppDatabase.inMemory()
        let directory = try VideoCheckRestartTests.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let id = UUID()
        try await database.createVideoCheck(
            StoredVideoCheck(
                id: id, exerciseID: "mini-squats", planID: nil, slotID: nil, createdAt: VideoCheckRestartTests.now))
        let metrics = SessionFixtures.metrics(reps: 2)
        let points = (0..<30).map { VideoCheckReport.AnglePoint(time: Double($0) / 10, degrees: Double($0 * 3)) }
        let frame = VideoCheckReport.KeyFrame(
            time: 1.2, degrees: 88, caption: "Rep 1 at its peak", rep: 1, width: 320, height: 180,
            bones: [VideoCheckReport.Bone(x1: 1, y1: 2, x2: 3, y2: 4)], joint: VideoCheckReport.Point(x: 10, y: 20))
        let report = VideoCheckReport(
            exerciseName: "Mini Squats", metrics: metrics, points: points, duration: 3, keyFrames: [frame, frame],
            fromPlan: false)
        let stills: [[UInt8]] = [[0xFF, 0xD8, 1], [0xFF, 0xD8, 2]]
        try await database.finishVideoCheck(id: id, report: report, stills: stills)
        #expect(try await database.videoCheck(id: id)?.metrics?.reps == metrics.reps)

        // A new process: nothing in memory, the same database.
        let after = VideoCheckJobs(database: database, directory: directory)
        guard case .done(let restored, let restoredStills)? = await after.job(id)?.state else {
            Issue.record("the finished check didn't come back")
            return
        }
        #expect(restoredStills == stills)
        #expect(restored.points == points && restored.keyFrames == [frame, frame] && restored.duration == 3)
        #expect(restored.chart.summary == report.chart.summary && restored.chart.lines == report.chart.lines)
        #expect(restored.explanation == report.explanation)
    }

    @Test func aCheckStoredBeforeReportsWereKeptStillSaysWhatItCounted() async throws {
        let database = try AppDatabase.inMemory()
        let id = UUID()
        try await database.createVideoCheck(
            StoredVideoCheck(
                id: id, exerciseID: "mini-squats", planID: nil, slotID: nil, createdAt: VideoCheckRestartTests.now))
        try await database.finishVideoCheck(id: id, failure: nil, metrics: SessionFixtures.metrics(reps: 1))
        #expect(try await database.videoCheckResult(id: id) == nil)
        #expect(try await database.videoCheck(id: id)?.metrics?.reps == 1)
    }
}
