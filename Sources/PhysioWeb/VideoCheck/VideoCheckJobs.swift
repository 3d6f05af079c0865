import Foundation
import PhysioCore
import PhysioStore
import Synchronization

/// "Check a recorded set" jobs: each analyses one uploaded video in the background (off the request
/// path) and keeps its report and key-frame JPEGs in memory; the job itself (setup, state, the finished
/// report and its stills) is kept in the database, so a restart loses neither a running check nor a
/// finished one's chart and key frames. Uploads wait in ``directory`` (the data dir's
/// `video-checks`) and are deleted as soon as their analysis ends; at start-up a check that was running
/// resumes from its upload, or says it stopped, and any other file there is removed. The oldest jobs
/// leave memory past ``capacity`` (their stored state stays).
actor VideoCheckJobs {
    enum State: Sendable {
        /// Analysing; percent of the video's frames read, when known.
        case running(percent: Int?)
        case failed(String)
        case done(VideoCheckReport, stills: [[UInt8]])
    }

    struct Job: Sendable {
        var id: UUID
        var exercise: Exercise
        var planID: UUID?
        var slotID: UUID?
        var createdAt: Date
        var state: State
        var savedRecordID: UUID?
    }

    static let capacity = 8
    static let stoppedMessage = "This check stopped when PhysioPoint was restarted, and its video was gone. Upload the video again."
    private var jobs: [UUID: Job] = [:]
    private var order: [UUID] = []
    let database: AppDatabase?
    /// Where uploads wait for their analysis.
    let directory: URL

    init(database: AppDatabase?, directory: URL) {
        self.database = database
        self.directory = directory
    }

    /// Where the upload of job `id` is written.
    nonisolated func uploadPath(_ id: UUID) -> URL { directory.appendingPathComponent(id.uuidString.lowercased() + ".video") }

    /// The job: in memory, else as stored (a finished check with its report and stills, kept in memory
    /// again; one stored before reports were kept says what it counted).
    func job(_ id: UUID) async -> Job? {
        if let job = jobs[id] { return job }
        guard let stored = try? await database?.videoCheck(id: id),
            let exercise = RehabLibrary.exercise(id: stored.exerciseID)
        else { return nil }
        if stored.state == .done, let result = try? await database?.videoCheckResult(id: id) {
            let job = Job(
                id: id, exercise: exercise, planID: stored.planID, slotID: stored.slotID, createdAt: stored.createdAt,
                state: .done(result.report, stills: result.stills), savedRecordID: stored.savedRecordID)
            remember(job)
            return job
        }
        let message: String
        switch stored.state {
        case .failed: message = stored.message ?? Self.stoppedMessage
        case .done:
            let reps = stored.metrics.map { " It counted \($0.reps) of \($0.targetReps) reps." } ?? ""
            message = "This check finished before PhysioPoint was restarted.\(reps) Its chart and key frames "
                + "were not kept: upload the video again to see them."
        case .running: message = Self.stoppedMessage
        }
        return Job(
            id: id, exercise: exercise, planID: stored.planID, slotID: stored.slotID, createdAt: stored.createdAt,
            state: .failed(message), savedRecordID: stored.savedRecordID)
    }

    /// Registers a job, stores it, and starts analysing the video at `path` with `pool`; the file is
    /// removed after.
    func start(
        id: UUID, video path: String, exercise: Exercise, planID: UUID?, slotID: UUID?, at now: Date,
        pool: PoseWorkerPool, stored: Bool = false
    ) async throws {
        if !stored {
            try await database?.createVideoCheck(
                StoredVideoCheck(id: id, exerciseID: exercise.id, planID: planID, slotID: slotID, createdAt: now))
        }
        remember(
            Job(
                id: id, exercise: exercise, planID: planID, slotID: slotID, createdAt: now,
                state: .running(percent: nil)))
        Task.detached { [self] in
            let state = await Self.analyze(path: path, exercise: exercise, fromPlan: planID != nil, pool: pool) {
                percent in
                Task { await self.update(id, .running(percent: percent)) }
            }
            try? FileManager.default.removeItem(atPath: path)
            await self.update(id, state)
            await self.store(id, state)
        }
    }

    /// At start-up: checks that were running resume from their upload, or are marked stopped; any
    /// other file in the upload folder (an upload whose request never finished) is removed.
    func recover(pool: PoseWorkerPool) async {
        let files = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
        var resumed: Set<String> = []
        for check in (try? await database?.runningVideoChecks()) ?? [] {
            let path = uploadPath(check.id)
            if let exercise = RehabLibrary.exercise(id: check.exerciseID),
                FileManager.default.fileExists(atPath: path.path),
                (try? await start(
                    id: check.id, video: path.path, exercise: exercise, planID: check.planID, slotID: check.slotID,
                    at: check.createdAt, pool: pool, stored: true)) != nil
            {
                resumed.insert(path.lastPathComponent)
            } else {
                try? await database?.finishVideoCheck(id: check.id, failure: Self.stoppedMessage, metrics: nil)
            }
        }
        for file in files where !resumed.contains(file.lastPathComponent) { try? FileManager.default.removeItem(at: file) }
    }

    /// Keeps `job` in memory, the oldest leaving past ``capacity``.
    private func remember(_ job: Job) {
        if jobs[job.id] == nil { order.append(job.id) }
        jobs[job.id] = job
        while order.count > Self.capacity { jobs[order.removeFirst()] = nil }
    }

    func markSaved(_ id: UUID, record: UUID) async {
        jobs[id]?.savedRecordID = record
        try? await database?.markVideoCheckSaved(id: id, record: record)
    }

    private func store(_ id: UUID, _ state: State) async {
        switch state {
        case .running: return
        case .failed(let message): try? await database?.finishVideoCheck(id: id, failure: message, metrics: nil)
        case .done(let report, let stills):
            try? await database?.finishVideoCheck(id: id, report: report, stills: stills)
        }
    }

    private func update(_ id: UUID, _ state: State) {
        guard var job = jobs[id] else { return }
        if case .running = job.state {} else { return }  // a late progress report never undoes the end
        job.state = state
        jobs[id] = job
    }

    /// The whole analysis: poses, the engine's metrics, the angle series, key frames and their stills.
    static func analyze(
        path: String, exercise: Exercise, fromPlan: Bool, pool: PoseWorkerPool,
        progress: @escaping @Sendable (Int?) -> Void
    ) async -> State {
        do {
            let track = try await pool.analyzeVideo(at: path) { report in
                progress(report.fraction.map { Int(clamping: $0 * 100, to: 0...100, rule: .down) })
            }
            let metrics = try RecordingAnalyzer.analyze(
                track.recording(), movement: exercise.movement, target: exercise.target, restAngle: exercise.restAngle,
                holdSeconds: Double(exercise.holdSeconds), reps: exercise.reps, side: nil)
            let frames = track.frames.compactMap(\.image)
            let points = VideoCheckReport.angles(of: frames, movement: exercise.movement, side: metrics.side)
            let keys = VideoCheckReport.keyTimes(points, metrics: metrics)
            let stills = try await pool.stills(of: path, at: keys.map(\.time))
            let middle = JointAngle.joints(for: exercise.movement, side: metrics.side).dropFirst().first
            let keyFrames = zip(stills, keys).map { still, key in
                let frame = frames.min { abs($0.time - still.time) < abs($1.time - still.time) }
                let joint = middle.flatMap { frame?.point($0) }.map {
                    VideoCheckReport.Point(x: $0.x * still.scale, y: $0.y * still.scale)
                }
                let degrees = points.min { abs($0.time - still.time) < abs($1.time - still.time) }?.degrees
                return VideoCheckReport.KeyFrame(
                    time: still.time, degrees: degrees,
                    caption: key.rep.map { "Rep \($0) at its peak" } ?? "The deepest moment", rep: key.rep,
                    width: still.width, height: still.height,
                    bones: frame.map { VideoCheckReport.bones(of: $0, scale: still.scale) } ?? [], joint: joint)
            }
            let report = VideoCheckReport(
                exerciseName: exercise.name, metrics: metrics, points: points, duration: track.duration,
                keyFrames: keyFrames, fromPlan: fromPlan)
            return .done(report, stills: stills.map(\.jpeg))
        } catch let error as any UserFacingError {
            return .failed(error.message)
        } catch let error as RecordingAnalyzer.AnalysisError {
            if case .noUsableAngle = error {
                return .failed(
                    "The measured joint wasn't clearly in view in any frame. Film side-on with the whole limb in view.")
            }
            return .failed(error.description)
        } catch {
            return .failed("The video couldn't be analysed.")
        }
    }
}

/// Each person's video checks: their own jobs, database and upload folder (their data dir's
/// `video-checks`; a temporary folder per application in tests).
final class PersonVideoChecks: Sendable {
    private let household: Household
    private let temporary: URL?
    private let byPerson = Mutex<[UUID: VideoCheckJobs]>([:])

    /// `temporary`: where uploads wait when the household is in memory (tests); nil uses each
    /// person's folder.
    init(household: Household, temporary: URL?) {
        self.household = household
        self.temporary = temporary
    }

    /// The jobs of `personID`.
    func jobs(of personID: UUID) throws -> VideoCheckJobs {
        if let jobs = byPerson.withLock({ $0[personID] }) { return jobs }
        let folder = household.folder(of: personID).map { $0.appendingPathComponent("video-checks") }
            ?? (temporary ?? FileManager.default.temporaryDirectory).appendingPathComponent(AppPath.id(personID))
        let jobs = VideoCheckJobs(database: try household.store(for: personID), directory: folder)
        return byPerson.withLock { byPerson in
            if let raced = byPerson[personID] { return raced }
            byPerson[personID] = jobs
            return jobs
        }
    }

    /// At start-up, for everyone: running checks resume, stray uploads go (``VideoCheckJobs/recover(pool:)``).
    func recover(pool: PoseWorkerPool) async {
        for person in household.people {
            await (try? jobs(of: person.id))?.recover(pool: pool)
        }
    }
}
