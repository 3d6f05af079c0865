import Foundation
import PhysioCore

/// "Check a recorded set" jobs, kept in memory while the server runs: each analyses one uploaded video
/// in the background (off the request path) and keeps its report and key-frame JPEGs; the video file
/// itself is deleted as soon as the analysis ends. The oldest jobs are dropped past ``capacity``.
actor VideoCheckJobs {
    enum State: Sendable {
        /// Analysing; percent of the video's frames read, when known.
        case running(percent: Int?)
        case failed(String)
        case done(VideoCheckReport, stills: [[UInt8]], duration: Double)
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
    private var jobs: [UUID: Job] = [:]
    private var order: [UUID] = []

    func job(_ id: UUID) -> Job? { jobs[id] }

    /// Registers a job and starts analysing the video at `path` with `pool`; the file is removed after.
    func start(
        video path: String, exercise: Exercise, planID: UUID?, slotID: UUID?, at now: Date, pool: PoseWorkerPool
    ) -> UUID {
        let id = UUID()
        jobs[id] = Job(
            id: id, exercise: exercise, planID: planID, slotID: slotID, createdAt: now, state: .running(percent: nil))
        order.append(id)
        while order.count > Self.capacity { jobs[order.removeFirst()] = nil }
        Task.detached { [self] in
            let state = await Self.analyze(path: path, exercise: exercise, pool: pool) { percent in
                Task { await self.update(id, .running(percent: percent)) }
            }
            try? FileManager.default.removeItem(atPath: path)
            await self.update(id, state)
        }
        return id
    }

    func markSaved(_ id: UUID, record: UUID) { jobs[id]?.savedRecordID = record }

    private func update(_ id: UUID, _ state: State) {
        guard var job = jobs[id] else { return }
        if case .running = job.state {} else { return }  // a late progress report never undoes the end
        job.state = state
        jobs[id] = job
    }

    /// The whole analysis: poses, the engine's metrics, the angle series, key frames and their stills.
    static func analyze(
        path: String, exercise: Exercise, pool: PoseWorkerPool, progress: @escaping @Sendable (Int?) -> Void
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
            let times = VideoCheckReport.keyTimes(points, metrics: metrics)
            let stills = try await pool.stills(of: path, at: times)
            let middle = JointAngle.joints(for: exercise.movement, side: metrics.side).dropFirst().first
            let keyFrames = stills.enumerated().map { index, still in
                let frame = frames.min { abs($0.time - still.time) < abs($1.time - still.time) }
                let joint = middle.flatMap { frame?.point($0) }.map { (x: $0.x * still.scale, y: $0.y * still.scale) }
                let degrees = points.min { abs($0.time - still.time) < abs($1.time - still.time) }?.degrees
                return VideoCheckReport.KeyFrame(
                    time: still.time, degrees: degrees,
                    caption: metrics.reps > 0 ? "Rep \(index + 1) at its peak" : "The deepest moment",
                    width: still.width, height: still.height,
                    bones: frame.map { VideoCheckReport.bones(of: $0, scale: still.scale) } ?? [], joint: joint)
            }
            let report = VideoCheckReport(
                exerciseName: exercise.name, metrics: metrics,
                chart: VideoCheckReport.chart(
                    points, target: exercise.target, metrics: metrics, duration: track.duration),
                keyFrames: keyFrames)
            return .done(report, stills: stills.map(\.jpeg), duration: track.duration)
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
