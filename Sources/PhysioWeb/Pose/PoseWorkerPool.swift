import Dispatch
import Foundation
import PhysioCore

/// MediaPipe Pose in supervised worker processes: started lazily, at most one per core, each used
/// by one request at a time. A worker that crashes, overruns its time limit or breaks the protocol
/// is killed and replaced by a fresh one on the next request. Camera frames and whole videos share
/// the pool; a video holds one worker until it is done.
public actor PoseWorkerPool: PoseEstimating {
    public nonisolated let options: PoseWorkerOptions
    private var idle: [PoseWorkerProcess] = []
    /// Workers alive or starting (idle + checked out).
    private var alive = 0
    /// Callers waiting for a worker; resumed with one, or with nil meaning "start your own".
    private var waiting: [CheckedContinuation<PoseWorkerProcess?, Never>] = []
    private var isShutDown = false
    /// Why the last start failed, so callers get the reason instead of retrying forever.
    private var startFailure: PoseWorkerError?
    /// Live camera streams, least recently used first, and the worker (pid) holding each one's
    /// MediaPipe tracking state: a stream's frames go back to that worker when it is free.
    private var streams: [(id: String, pid: Int32)] = []
    /// Streams a worker should forget, sent before its next request (it was busy when they ended).
    private var closing: [Int32: [String]] = [:]

    public init(options: PoseWorkerOptions = PoseWorkerOptions()) {
        self.options = options
    }

    /// Whether the worker is installed and has not failed to start.
    public var isAvailable: Bool {
        options.isInstalled && startFailure == nil && !isShutDown
    }

    /// How many worker processes are alive now (for tests and the status line).
    public var workerCount: Int { alive }

    /// The process ids of idle workers (tests kill one to check supervision).
    public var idleWorkerIDs: [Int32] { idle.map(\.pid) }

    // MARK: Camera frames

    public func estimate(jpeg: [UInt8], time: Double, stream: String) async throws -> EstimatedPose? {
        try await estimatePose(jpeg: jpeg, time: time, stream: stream)
    }

    /// Most live streams remembered: four per worker (the worker's own bound, `MAX_STREAMS`).
    public nonisolated var maxStreams: Int { options.maxWorkers * 4 }

    /// The live streams the pool routes, least recently used first (for tests).
    public var streamIDs: [String] { streams.map(\.id) }

    /// The pose in one JPEG (or PNG) frame, nil when no person is in it. Frames of one `stream` (a
    /// live session) go to the worker that holds its tracking state when that worker is free.
    func estimatePose(
        jpeg: [UInt8], time: Double, stream: String = "live"
    ) async throws(PoseWorkerError) -> EstimatedPose? {
        let limit = options.frameLimit
        let preferred = streams.first { $0.id == stream }?.pid
        let answer = try await withWorker(preferring: preferred) { worker throws(PoseWorkerError) in
            try worker.send(["op": "frame", "stream": stream], payload: jpeg)
            return try worker.receive(within: limit)
        } started: { pid in
            self.route(stream, to: pid)
        }
        switch answer.type {
        case "pose": return EstimatedPose(answer, time: time)
        case "error": throw self.refusal(answer)
        default: throw .protocolViolation("expected pose, got \(answer.type)")
        }
    }

    /// Forgets a live stream (its session ended): the worker holding it drops its tracking state now
    /// when idle, else before its next request.
    public func endStream(_ stream: String) async {
        guard let index = streams.firstIndex(where: { $0.id == stream }) else { return }
        let pid = streams.remove(at: index).pid
        closing[pid, default: []].append(stream)
        guard let position = idle.firstIndex(where: { $0.pid == pid }) else { return }
        let worker = idle.remove(at: position)
        _ = try? await run(on: worker) { _ throws(PoseWorkerError) in () }
    }

    /// The stream ids a worker holds state for, by asking it (tests check streams are dropped).
    func workerStreams() async throws(PoseWorkerError) -> [String] {
        let limit = options.frameLimit
        let answer = try await withWorker(preferring: nil) { worker throws(PoseWorkerError) in
            try worker.send(["op": "ping"])
            return try worker.receive(within: limit)
        }
        return answer.streams ?? []
    }

    /// Notes that `stream`'s state now lives on worker `pid`, most recently used; past ``maxStreams``
    /// the least recently used stream is forgotten (its worker is told to drop it).
    private func route(_ stream: String, to pid: Int32) {
        if let index = streams.firstIndex(where: { $0.id == stream }) {
            let old = streams.remove(at: index)
            if old.pid != pid { closing[old.pid, default: []].append(stream) }
        }
        streams.append((stream, pid))
        while streams.count > maxStreams {
            let oldest = streams.removeFirst()
            closing[oldest.pid, default: []].append(oldest.id)
        }
    }

    // MARK: Videos

    /// Every sampled frame's pose in the video at `path`, reporting progress as it goes. A longer video
    /// is split into segments analysed by several workers at once (one per core). Refuses a file that
    /// isn't a video, a damaged one, one over the size or length limit, and one with no person.
    public func analyzeVideo(
        at path: String, progress: @escaping @Sendable (VideoProgress) -> Void = { _ in }
    ) async throws(PoseWorkerError) -> VideoPoseTrack {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let size = attributes?[.size] as? Int else { throw .corrupt("The video file can't be read.") }
        guard size <= options.maxVideoBytes else { throw .tooLarge(limitMegabytes: options.maxVideoBytes >> 20) }
        let options = self.options
        let info = try await withWorker { worker throws(PoseWorkerError) -> PoseWorkerMessage in
            try worker.send([
                "op": "probe", "path": path, "max_bytes": options.maxVideoBytes, "max_seconds": options.maxVideoSeconds,
            ])
            return try worker.receive(within: options.videoStallLimit)
        }
        guard info.type == "video_info" else {
            if info.type == "error" { throw refusal(info) }
            throw .protocolViolation("expected video_info, got \(info.type)")
        }
        let total = info.frames ?? 0
        let segments = Self.segments(frames: total, seconds: info.duration ?? 0, workers: options.maxWorkers)
        let tally = ProgressTally(total: total, segments: segments.count, report: progress)
        var pieces: [(frames: [VideoPoseTrack.Frame], end: PoseWorkerMessage)] = []
        do {
            pieces = try await withThrowingTaskGroup(of: ([VideoPoseTrack.Frame], PoseWorkerMessage).self) { group in
                for (number, range) in segments.enumerated() {
                    group.addTask {
                        try await self.analyzeSegment(path: path, range: range) {
                            tally.update(segment: number, done: $0)
                        }
                    }
                }
                var results: [([VideoPoseTrack.Frame], PoseWorkerMessage)] = []
                for try await result in group { results.append(result) }
                return results.map { (frames: $0.0, end: $0.1) }
            }
        } catch let error as PoseWorkerError {
            throw error
        } catch {
            throw .protocolViolation("\(error)")
        }
        let frames = pieces.flatMap(\.frames).sorted { $0.time < $1.time }
        let read = pieces.reduce(0) { $0 + ($1.end.frames ?? 0) }
        progress(VideoProgress(done: read, total: read))
        let fps = info.fps ?? 0
        let track = VideoPoseTrack(
            frames: frames, fps: fps, width: info.width ?? 0, height: info.height ?? 0,
            duration: pieces.compactMap(\.end.duration).max() ?? 0)
        guard track.framesWithPerson > 0 else { throw .noPersonFound }
        return track
    }

    /// Frame ranges for the workers: one for a short video (under 8 s), else one per worker.
    static func segments(frames: Int, seconds: Double, workers: Int) -> [Range<Int>?] {
        guard frames > 0, seconds >= 8, workers > 1 else { return [nil] }
        let count = min(workers, max(1, Int(clamping: seconds / 4, to: 1...1_000, rule: .towardZero)))
        let size = (frames + count - 1) / count
        return (0..<count).map { index in
            let start = index * size
            return index == count - 1 ? start..<Int.max : start..<min(frames, start + size)
        }
    }

    /// One segment (or the whole video when `range` is nil) on one worker.
    private func analyzeSegment(
        path: String, range: Range<Int>?, progress: @escaping @Sendable (Int) -> Void
    ) async throws(PoseWorkerError) -> ([VideoPoseTrack.Frame], PoseWorkerMessage) {
        let options = self.options
        return try await withWorker { worker throws(PoseWorkerError) -> ([VideoPoseTrack.Frame], PoseWorkerMessage) in
            var request: [String: any Sendable] = [
                "op": "video", "path": path, "max_bytes": options.maxVideoBytes, "max_seconds": options.maxVideoSeconds,
                "sample_fps": options.videoSampleRate,
            ]
            if let range {
                request["start_frame"] = range.lowerBound
                if range.upperBound != Int.max { request["end_frame"] = range.upperBound }
            }
            try worker.send(request)
            var frames: [VideoPoseTrack.Frame] = []
            while true {
                let message = try worker.receive(within: options.videoStallLimit)
                switch message.type {
                case "video_frame":
                    let time = message.t ?? 0
                    let poses = PoseLandmarks.frames(image: message.image, world: message.world, time: time)
                    frames.append(VideoPoseTrack.Frame(time: time, image: poses?.image, world: poses?.world))
                case "progress":
                    progress(message.done ?? 0)
                case "video_end":
                    progress(message.frames ?? 0)
                    return (frames, message)
                case "error":
                    throw self.refusal(message)
                default:
                    throw .protocolViolation("unexpected \(message.type) during a video")
                }
            }
        }
    }

    /// JPEG stills of the video at the given times (key frames for a report), at most `maxSide` pixels.
    public func stills(
        of path: String, at times: [Double], maxSide: Int = 480
    ) async throws(PoseWorkerError) -> [VideoStill] {
        guard !times.isEmpty else { return [] }
        let options = self.options
        return try await withWorker { worker throws(PoseWorkerError) -> [VideoStill] in
            try worker.send([
                "op": "stills", "path": path, "times": times, "max_side": maxSide, "max_bytes": options.maxVideoBytes,
            ])
            var stills: [VideoStill] = []
            while true {
                let message = try worker.receive(within: options.videoStallLimit)
                switch message.type {
                case "still":
                    stills.append(
                        VideoStill(
                            time: message.t ?? 0, jpeg: message.payload, width: message.width ?? 0,
                            height: message.height ?? 0,
                            scale: message.scale ?? 1))
                case "stills_end": return stills
                case "error": throw self.refusal(message)
                default: throw .protocolViolation("unexpected \(message.type) during stills")
                }
            }
        }
    }

    /// Stops every worker (at server shutdown). Later requests fail as unavailable.
    public func shutdown() {
        isShutDown = true
        for worker in idle { worker.kill() }
        idle.removeAll()
        for waiter in waiting { waiter.resume(returning: nil) }
        waiting.removeAll()
    }

    // MARK: Supervision

    /// Runs `body` on a checked-out worker, off the cooperative pool (the worker's I/O blocks). A worker
    /// that failed (died, timed out, broke the protocol) is dropped; one that refused the input is kept.
    /// `started` is told which worker (pid) ran the request, before the request is sent.
    private func withWorker<Result: Sendable>(
        preferring pid: Int32? = nil,
        _ body: @escaping @Sendable (PoseWorkerProcess) throws(PoseWorkerError) -> Result,
        started: (Int32) -> Void = { _ in }
    ) async throws(PoseWorkerError) -> Result {
        let worker = try await checkOut(preferring: pid)
        started(worker.pid)
        return try await run(on: worker, body)
    }

    /// Runs `body` on a checked-out worker off the actor, after telling it which streams to forget,
    /// then checks the worker back in.
    private func run<Result: Sendable>(
        on worker: PoseWorkerProcess, _ body: @escaping @Sendable (PoseWorkerProcess) throws(PoseWorkerError) -> Result
    ) async throws(PoseWorkerError) -> Result {
        let ended = closing.removeValue(forKey: worker.pid) ?? []
        let limit = options.frameLimit
        let outcome: Swift.Result<Result, PoseWorkerError> = await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async {
                do throws(PoseWorkerError) {
                    for stream in ended {
                        try worker.send(["op": "end_stream", "stream": stream])
                        let answer = try worker.receive(within: limit)
                        guard answer.type == "stream_ended" else {
                            throw .protocolViolation("expected stream_ended, got \(answer.type)")
                        }
                    }
                    continuation.resume(returning: .success(try body(worker)))
                } catch {
                    continuation.resume(returning: .failure(error))
                }
            }
        }
        checkIn(worker)
        return try outcome.get()
    }

    private func checkOut(preferring pid: Int32? = nil) async throws(PoseWorkerError) -> PoseWorkerProcess {
        guard !isShutDown else { throw .cannotStart("PhysioPoint is shutting down.") }
        guard options.isInstalled else { throw .notInstalled(command: PoseWorkerOptions.installCommand) }
        if let pid, let index = idle.firstIndex(where: { $0.pid == pid }) {
            let worker = idle.remove(at: index)
            if worker.isRunning { return worker }
            worker.kill()
            alive -= 1
        }
        while let worker = idle.popLast() {
            if worker.isRunning { return worker }
            worker.kill()  // died while idle: reap it, and start a fresh one below
            alive -= 1
        }
        if alive >= options.maxWorkers {
            let handed = await withCheckedContinuation { waiting.append($0) }
            if let handed { return handed }
            guard !isShutDown else { throw .cannotStart("PhysioPoint is shutting down.") }
            if alive >= options.maxWorkers { return try await checkOut() }
        }
        alive += 1
        let options = self.options
        let started: Swift.Result<PoseWorkerProcess, PoseWorkerError> = await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async {
                do throws(PoseWorkerError) {
                    continuation.resume(returning: .success(try PoseWorkerProcess(options: options)))
                } catch {
                    continuation.resume(returning: .failure(error))
                }
            }
        }
        switch started {
        case .success(let worker):
            startFailure = nil
            return worker
        case .failure(let error):
            alive -= 1
            if case .cannotStart = error { startFailure = error }
            handOnSlot()
            throw error
        }
    }

    private func checkIn(_ worker: PoseWorkerProcess) {
        guard worker.isRunning, !isShutDown else {
            worker.kill()
            alive -= 1
            closing[worker.pid] = nil  // its streams died with it; their next frames start afresh
            streams.removeAll { $0.pid == worker.pid }
            handOnSlot()
            return
        }
        if !waiting.isEmpty {
            waiting.removeFirst().resume(returning: worker)
        } else {
            idle.append(worker)
        }
    }

    /// A slot freed up (a worker died or failed to start): the next waiter may start a worker.
    private func handOnSlot() {
        if !waiting.isEmpty { waiting.removeFirst().resume(returning: nil) }
    }

    private nonisolated func refusal(_ message: PoseWorkerMessage) -> PoseWorkerError {
        let text = message.message ?? "The pose worker refused the request."
        switch message.code {
        case "not_a_video": return .notAVideo
        case "not_an_image": return .notAnImage
        case "corrupt", "unreadable": return .corrupt(text)
        case "too_long": return .tooLong(text)
        case "too_large": return .tooLarge(limitMegabytes: options.maxVideoBytes >> 20)
        case "not_installed": return .cannotStart(text)
        default: return .protocolViolation(message.code ?? "error")
        }
    }
}

/// Adds up the progress of a video's segments for one progress report.
private final class ProgressTally: @unchecked Sendable {
    private let lock = NSLock()
    private var done: [Int]
    private let total: Int
    private let report: @Sendable (VideoProgress) -> Void

    init(total: Int, segments: Int, report: @escaping @Sendable (VideoProgress) -> Void) {
        self.total = total
        self.done = Array(repeating: 0, count: segments)
        self.report = report
    }

    func update(segment: Int, done count: Int) {
        let sum = lock.withLock {
            done[segment] = max(done[segment], count)
            return done.reduce(0, +)
        }
        report(VideoProgress(done: min(sum, max(total, sum)), total: total))
    }
}
