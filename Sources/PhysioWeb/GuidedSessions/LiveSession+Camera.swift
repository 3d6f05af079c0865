import Foundation
import PhysioCore
import PhysioViews

/// A live session's camera frames waiting for the estimator, and what the framing help knows.
///
/// Newest frame wins: one frame is estimated at a time and at most one waits; a frame arriving while
/// another waits replaces it (the older is dropped, never queued), so a slow estimator lowers the rate
/// instead of adding delay.
struct CameraFeed: Sendable {
    struct Pending: Sendable {
        var frame: CameraFrame
        /// The frame's time on the session's clock.
        var time: Double
        var socket: Int
    }

    /// Frames one socket may send: a short burst, then a steady rate above the page's 15–30 a second.
    static let burst = 45.0
    static let perSecond = 40.0

    let framing: CameraFraming
    var monitor = FramingMonitor()
    var pending: Pending?
    var estimating = false
    var buckets: [Int: TokenBucket] = [:]
    /// Frames replaced by a newer one before being estimated, and frames estimated.
    var dropped = 0
    var estimated = 0

    init(framing: CameraFraming) { self.framing = framing }

    /// Takes a token from `socket`'s bucket; false when it sends faster than allowed.
    mutating func admit(_ socket: Int, at time: Double) -> Bool {
        var bucket = buckets[socket] ?? TokenBucket(burst: Self.burst, perSecond: Self.perSecond, at: time)
        defer { buckets[socket] = bucket }
        return bucket.take(at: time)
    }

    mutating func forget(_ socket: Int) {
        buckets[socket] = nil
        if pending?.socket == socket { pending = nil }
    }
}

extension LiveSession {
    /// Handles one binary message from `socket`: a camera frame (see ``CameraFrame``). Returns at once;
    /// the estimate runs in its own task and its state goes to every socket of the session.
    func receiveFrame(_ bytes: [UInt8], from socket: Int) {
        guard isConnected(socket) else { return }
        let time = now
        guard camera.admit(socket, at: time) else {
            return send(
                .error(
                    code: "too_fast",
                    message: "Too many camera frames; send at most \(Int(CameraFeed.perSecond)) a second."),
                to: socket)
        }
        touch()
        let frame: CameraFrame
        do {
            frame = try CameraFrame.parse(bytes)
        } catch {
            return send(.error(code: error.code, message: error.message), to: socket)
        }
        guard !isEnded else {
            return send(
                .error(code: "ended", message: "This session has ended. Its summary is at \(summaryPath)."), to: socket)
        }
        guard estimator != nil else { return sendUnavailable(to: socket) }
        // The frame's own capture time, mapped onto the session's clock like any sample's `t`.
        let stamped = stamp(.angle(time: time, degrees: 0), sentAt: frame.sentAt, socket: socket, now: time).time
        if camera.pending != nil { camera.dropped += 1 }
        camera.pending = CameraFeed.Pending(frame: frame, time: stamped, socket: socket)
        guard !camera.estimating else { return }
        camera.estimating = true
        Task { await self.estimatePending() }
    }

    /// Feeds one pose (as the draft keeps it) to the run, like a frame the estimator found; nil when
    /// the draft is full.
    @discardableResult
    func acceptPose(_ frame: PoseFrame) -> LiveState? {
        take(.sample(.pose(frame.journalled)), at: frame.time, from: nil)
    }

    /// Frames estimated and frames dropped for a newer one, so far.
    var cameraCounts: (estimated: Int, dropped: Int) { (camera.estimated, camera.dropped) }

    /// Estimates the waiting frame, then the one that arrived meanwhile (if any), until none waits.
    private func estimatePending() async {
        defer { camera.estimating = false }
        while let next = camera.pending, !isEnded, let estimator {
            camera.pending = nil
            guard await estimator.isAvailable else {
                sendUnavailable(to: next.socket)
                continue
            }
            do {
                let pose = try await estimator.estimate(jpeg: next.frame.jpeg, time: next.time, stream: id)
                camera.estimated += 1
                guard !isEnded else { break }
                answer(pose, for: next)
            } catch let error as any UserFacingError {
                send(.error(code: error.code, message: error.message), to: next.socket)
            } catch {
                send(
                    .error(
                        code: "estimation_failed",
                        message: "The pose in that frame could not be estimated. The next frame will try again."),
                    to: next.socket)
            }
        }
    }

    /// Feeds the pose to the run and sends the state with the landmarks and the framing help.
    private func answer(_ pose: EstimatedPose?, for pending: CameraFeed.Pending) {
        let seen = camera.framing.assess(
            pose?.image, width: pose?.width ?? 0, height: pose?.height ?? 0,
            minimumConfidence: run.engine.tuning.minimumConfidence)
        // The pose as the draft keeps it is the one counted, so a replay counts the same.
        let frame = Self.engineFrame(pose, at: pending.time).journalled
        guard let state = take(.sample(.pose(frame)), at: pending.time, from: pending.socket) else { return }
        let framing = camera.monitor.update(seen, rejected: state.rejected != nil, at: pending.time)
        let view = CameraView(
            width: pose?.width ?? 0, height: pose?.height ?? 0, framing: framing,
            message: camera.framing.message(for: framing), points: pose?.image.points ?? [])
        broadcast(message(state, ack: pending.frame.seq, framing: framing, camera: view))
    }

    /// What the engine measures: the world landmarks (metres, true 3-D angles) when the estimator gives
    /// them, else the image landmarks (pixels, z 0: the angle projected on the image). Nobody found is
    /// a frame with no landmarks, which the engine rejects as `missing_joint` (so tracking is lost in time).
    static func engineFrame(_ pose: EstimatedPose?, at time: Double) -> PoseFrame {
        var frame = pose.map { $0.world ?? $0.image } ?? PoseFrame(time: time, skeleton: .blazePose33, points: [])
        frame.time = time
        return frame
    }

    private func sendUnavailable(to socket: Int) {
        send(.error(code: "camera_unavailable", message: CameraPanel.unavailableMessage), to: socket)
    }
}
