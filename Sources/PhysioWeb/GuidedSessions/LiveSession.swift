import Foundation
import PhysioCore

/// One guided session in progress: the motion engine and the sockets watching it.
///
/// Every socket of the session (the page, a tracker, a second screen) feeds the same engine and gets
/// every state it produces. Samples are put on the server's monotonic clock: a sample's own `t` is
/// mapped through a per-socket offset taken at its first sample (so a tracker's frame times keep their
/// spacing), and ticks use the same clock. A bad message is answered on its own socket only and
/// changes nothing.
actor LiveSession {
    /// Limits per socket: a short burst, then a steady rate far above any real pose stream (60/s).
    struct Limits: Sendable {
        var burst = 600.0
        var perSecond = 400.0
        /// States waiting for a slow socket beyond this are dropped (the next one supersedes them).
        var queue = 256
        /// Sockets one session accepts at once (a page, a tracker, a few screens watching).
        var sockets = 8
    }

    /// What the session was started for.
    struct Setup: Sendable {
        var exercise: Exercise
        var side: BodySide
        var source: SessionSource
        var place: SessionPlace?
        var startedAt: Date
    }

    private struct Socket {
        var output: AsyncStream<String>.Continuation
        var offset: Double?
        var tokens: Double
        var refilled: Double
    }

    let id: String
    let setup: Setup
    private let clock: any AppClock
    private let limits: Limits
    private let origin: Double
    // Not private: the camera's frames (LiveSession+Camera.swift) feed the same engine.
    var engine: SessionEngine
    /// Estimates poses in camera frames; nil when pose estimation isn't set up.
    let estimator: (any PoseEstimating)?
    /// The camera's pending frame and framing state (LiveSession+Camera.swift).
    var camera: CameraFeed
    /// The page's one feedback state, sent with every state.
    var feedback = LiveFeedbackMachine()
    private var poseStreamReleased = false
    private var sockets: [Int: Socket] = [:]
    private var nextSocket = 0
    var lastActivity: ContinuousClock.Instant
    private(set) var endedAt: Date?
    private(set) var finalMetrics: SessionMetrics?
    /// Where the person stopped because it hurt, when they did.
    private(set) var painStop: PainStop?
    /// The saved record, once saved, so a second "Save" does not store it twice.
    private(set) var savedRecordID: UUID?

    init(
        id: String, setup: Setup, clock: any AppClock, limits: Limits = Limits(),
        estimator: (any PoseEstimating)? = nil
    ) {
        self.id = id
        self.setup = setup
        self.clock = clock
        origin = clock.monotonicSeconds()
        self.limits = limits
        self.estimator = estimator
        engine = SessionEngine(exercise: setup.exercise, side: setup.side)
        camera = CameraFeed(
            framing: CameraFraming(
                movement: setup.exercise.movement, side: setup.side, position: setup.exercise.position))
        lastActivity = .now
    }

    var summaryPath: String { AppPath.liveSummary(id).value }
    var isEnded: Bool { endedAt != nil }

    /// Seconds since the session began, on the clock's monotonic time.
    var now: Double { clock.monotonicSeconds() - origin }

    /// Adds a socket; its first message is the current state (or the end, if already over).
    func connect() -> (socket: Int, messages: AsyncStream<String>) {
        let (stream, continuation) = AsyncStream.makeStream(
            of: String.self, bufferingPolicy: .bufferingNewest(limits.queue))
        guard sockets.count < limits.sockets else {
            continuation.yield(
                LiveOutput.error(
                    code: "too_many_sockets",
                    message: "This session already has \(limits.sockets) connections. Close one and retry."
                ).json())
            continuation.finish()
            return (-1, stream)
        }
        let socket = nextSocket
        nextSocket += 1
        sockets[socket] = Socket(output: continuation, offset: nil, tokens: limits.burst, refilled: now)
        lastActivity = .now
        continuation.yield(
            isEnded ? LiveOutput.ended(summary: summaryPath).json() : LiveOutput.state(engine.current, ack: nil).json(feedback: feedback.state))
        return (socket, stream)
    }

    func disconnect(_ socket: Int) {
        sockets.removeValue(forKey: socket)?.output.finish()
        camera.forget(socket)
    }

    /// Whether `socket` is still connected.
    func isConnected(_ socket: Int) -> Bool { sockets[socket] != nil }

    /// Handles one text message from `socket`.
    func receive(_ text: String, from socket: Int) {
        guard var state = sockets[socket] else { return }
        let time = now
        state.tokens = min(limits.burst, state.tokens + (time - state.refilled) * limits.perSecond)
        state.refilled = time
        guard state.tokens >= 1 else {
            sockets[socket] = state
            return send(
                .error(code: "too_fast", message: "Too many messages; send at most \(Int(limits.perSecond)) a second."),
                to: socket)
        }
        state.tokens -= 1
        sockets[socket] = state
        lastActivity = .now
        let input: LiveInput
        do {
            input = try LiveInput.parse(text)
        } catch {
            return send(.error(code: error.code, message: error.message), to: socket)
        }
        guard !isEnded else {
            return send(
                .error(code: "ended", message: "This session has ended. Its summary is at \(summaryPath)."), to: socket)
        }
        switch input {
        case .sample(let sample, let sentAt, let seq):
            let stamped = stamp(sample, sentAt: sentAt, socket: socket, now: time)
            broadcast(.state(engine.ingest(stamped), ack: seq))
        case .calibrate(let reading, let holding, let seq):
            guard reading.isFinite else {
                return send(.error(code: "invalid_field", message: "Calibration angles must be numbers."), to: socket)
            }
            engine.calibrate(reading, holding: holding)
            broadcast(.state(engine.tick(at: time), ack: seq))
        case .end:
            end(at: clock.now())
        case .painStop:
            stopForPain(at: clock.now())
        }
    }

    /// Lets the engine notice that samples stopped; sends a state only when something happened.
    func tick() {
        guard !isEnded, !sockets.isEmpty else { return }
        let state = engine.tick(at: now)
        if !state.events.isEmpty { broadcast(.state(state, ack: nil)) }
    }

    /// Ends the session (once) and tells every socket where the summary is.
    @discardableResult
    func end(at time: Date) -> SessionMetrics {
        if let finalMetrics { return finalMetrics }
        let metrics = engine.summary()
        finalMetrics = metrics
        endedAt = max(time, setup.startedAt)
        broadcast(.ended(summary: summaryPath))
        if estimator != nil { Task { await self.releasePoseStream() } }
        return metrics
    }

    /// Tells the pose estimator this session's camera stream is over (its tracking state can go). Once;
    /// `end(at:)` does it in the background, the end request awaits it.
    func releasePoseStream() async {
        guard !poseStreamReleased, let estimator else { return }
        poseStreamReleased = true
        await estimator.endStream(id)
    }

    /// "Stop — it hurts": records where it happened (time in, rep, angle, zone) and ends the session.
    /// A session that already ended keeps how it ended.
    @discardableResult
    func stopForPain(at time: Date) -> PainStop? {
        guard !isEnded else { return painStop }
        let stop = engine.painStop(at: now)
        painStop = stop
        end(at: time)
        return stop
    }

    func markSaved(_ id: UUID) { savedRecordID = id }

    /// The state as of now, for tests and the summary.
    var current: LiveState { engine.current }

    func stamp(_ sample: MotionSample, sentAt: Double?, socket: Int, now time: Double) -> MotionSample {
        var mapped = time
        if let sentAt, var state = sockets[socket] {
            // Anchor on the first sample; re-anchor if the sender fell more than 2 s behind (a paused tab).
            if state.offset == nil || sentAt + (state.offset ?? 0) < time - 2 { state.offset = time - sentAt }
            mapped = sentAt + (state.offset ?? 0)
            sockets[socket] = state
        }
        switch sample {
        case .angle(_, let degrees): return .angle(time: mapped, degrees: degrees)
        case .orientation(_, let reading): return .orientation(time: mapped, reading)
        case .pose(var frame):
            frame.time = mapped
            return .pose(frame)
        }
    }

    func broadcast(_ output: LiveOutput) {
        if case .state(let state, _) = output { feedback.update(state) }
        broadcast(text: output.json(feedback: feedback.state))
    }

    func broadcast(text: String) {
        for socket in sockets.values { socket.output.yield(text) }
    }

    func send(_ output: LiveOutput, to socket: Int) {
        sockets[socket]?.output.yield(output.json())
    }
}

/// The live sessions of this server, by id. Bounded: finished and idle sessions are forgotten first.
actor LiveSessionHub {
    let capacity: Int
    /// Sessions idle this long are forgotten (an unsaved summary — a draft — is lost with them, and with a
    /// restart of the server).
    let idleLimit: Duration
    private var sessions: [String: LiveSession] = [:]

    init(capacity: Int = 500, idleLimit: Duration = .seconds(6 * 3600)) {
        self.capacity = capacity
        self.idleLimit = idleLimit
    }

    func start(
        _ setup: LiveSession.Setup, id: String, clock: any AppClock, estimator: (any PoseEstimating)? = nil
    ) async -> LiveSession {
        await prune()
        let session = LiveSession(id: id, setup: setup, clock: clock, estimator: estimator)
        sessions[id] = session
        return session
    }

    func session(_ id: String) -> LiveSession? { sessions[id] }

    /// Ended sessions of this exercise in this plan's slot that were never saved: drafts the intro page
    /// offers to save or discard when the person comes back. Newest first.
    func drafts(of place: SessionPlace) async -> [LiveSession] {
        var found: [(LiveSession, Date)] = []
        for session in sessions.values {
            guard let other = session.setup.place, other.planID == place.planID, other.slotID == place.slotID,
                  other.exerciseID == place.exerciseID,
                  await session.savedRecordID == nil, let ended = await session.endedAt
            else { continue }
            found.append((session, ended))
        }
        return found.sorted { $0.1 > $1.1 }.map(\.0)
    }

    /// Forgets a draft the person chose to discard.
    func discard(_ id: String) { sessions.removeValue(forKey: id) }

    private func prune() async {
        let now = ContinuousClock.now
        var activity: [(String, ContinuousClock.Instant)] = []
        for (id, session) in sessions {
            let last = await session.lastActivity
            if now - last > idleLimit { sessions.removeValue(forKey: id) } else { activity.append((id, last)) }
        }
        guard sessions.count >= capacity else { return }
        for (id, _) in activity.sorted(by: { $0.1 < $1.1 }).prefix(sessions.count - capacity + 1) {
            sessions.removeValue(forKey: id)
        }
    }
}
