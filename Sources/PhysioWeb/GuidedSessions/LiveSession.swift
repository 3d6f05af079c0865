import Foundation
import PhysioCore
import PhysioStore

/// One guided session in progress: the sockets watching it and the draft it is kept in. What the
/// session *is* (sets, rests, reps) is the core's ``SessionRun``; this actor carries inputs to it and
/// its states out.
///
/// Every socket of the session (the page, a tracker, a second screen) feeds the same run and gets
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
        /// The most one session's draft may hold (see ``LiveDraft/maximumBytes``).
        var draftBytes = LiveDraft.maximumBytes
    }

    /// What the session was started for.
    struct Setup: Sendable {
        /// The exercise with the numbers of ``prescription``: what the engine counts against.
        var exercise: Exercise
        var side: BodySide
        var source: SessionSource
        var place: SessionPlace?
        var startedAt: Date
        /// The numbers in force when the session started (band, hold, reps, sets, side, who set them):
        /// kept in the draft, so a rebuilt session counts against them and the saved record says them.
        var prescription: Prescription

        /// `exercise` takes `prescription`'s numbers when given; without one the session is done under
        /// the exercise's own numbers.
        init(
            exercise: Exercise, side: BodySide, source: SessionSource, place: SessionPlace?, startedAt: Date,
            prescription: Prescription? = nil
        ) {
            let exercise = exercise.prescribed(prescription)
            self.exercise = exercise
            self.side = side
            self.source = source
            self.place = place
            self.startedAt = startedAt
            self.prescription = Prescription.doneUnder(exercise, side: side, set: prescription)
        }
    }

    private struct Socket {
        var output: AsyncStream<String>.Continuation
        var offset: Double?
        var bucket: TokenBucket
    }

    nonisolated let id: String
    nonisolated let setup: Setup
    private let clock: any AppClock
    private let limits: Limits
    private var origin: Double
    /// The session's sets and reps (not private: the camera's frames, LiveSession+Camera.swift, feed it).
    var run: SessionRun
    /// Estimates poses in camera frames; nil when pose estimation isn't set up.
    let estimator: (any PoseEstimating)?
    /// The camera's pending frame and framing state (LiveSession+Camera.swift).
    var camera: CameraFeed
    /// The page's one feedback state, sent with every state.
    var feedback = LiveFeedbackMachine()
    private var poseStreamReleased = false
    private var sockets: [Int: Socket] = [:]
    private var nextSocket = 0
    /// When a socket last connected or sent something, on the clock's monotonic seconds.
    var lastActivity: Double
    private(set) var endedAt: Date?
    private(set) var finalMetrics: SessionMetrics?
    /// The saved record, once saved, so a second "Save" does not store it twice.
    private(set) var savedRecordID: UUID?
    // The draft in the database: steps not yet written, the bytes it holds (written and waiting), and
    // the last write asked for (each runs after the one before it).
    private let drafts: AppDatabase?
    private var unwritten: [SessionRun.Entry] = []
    private var draftBytes = 0
    private var lastWrite: Task<Void, Never>?
    private var endWritten = false

    init(
        id: String, setup: Setup, clock: any AppClock, limits: Limits = Limits(),
        estimator: (any PoseEstimating)? = nil, drafts: AppDatabase? = nil
    ) {
        self.id = id
        self.setup = setup
        self.clock = clock
        origin = clock.monotonicSeconds()
        self.limits = limits
        self.estimator = estimator
        self.drafts = drafts
        run = SessionRun(exercise: setup.exercise, side: setup.side, tuning: MotionTuning(live: setup.source))
        camera = CameraFeed(
            framing: CameraFraming(
                movement: setup.exercise.movement, side: setup.side, position: setup.exercise.position))
        lastActivity = origin
    }

    var sets: SetPlan { run.sets }
    var summaryPath: String { AppPath.liveSummary(id).value }
    var isEnded: Bool { endedAt != nil }
    /// Where the person stopped because it hurt, when they did.
    var painStop: PainStop? { run.painStop }

    /// Notes activity now (the hub lets sessions idle for too long go from memory).
    func touch() { lastActivity = clock.monotonicSeconds() }

    /// Seconds since the session began, on the clock's monotonic time.
    var now: Double { clock.monotonicSeconds() - origin }

    /// Adds a socket; its first message is the current state (or the end, if already over).
    func connect() -> (socket: Int, messages: AsyncStream<String>) {
        let (stream, continuation) = AsyncStream.makeStream(
            of: String.self, bufferingPolicy: .bufferingNewest(limits.queue))
        guard sockets.count < limits.sockets else {
            continuation.yield(
                LiveMessage.error(
                    code: "too_many_sockets",
                    message: "This session already has \(limits.sockets) connections. Close one and retry."
                ).json())
            continuation.finish()
            return (-1, stream)
        }
        let socket = nextSocket
        nextSocket += 1
        sockets[socket] = Socket(
            output: continuation, offset: nil,
            bucket: TokenBucket(burst: limits.burst, perSecond: limits.perSecond, at: now))
        touch()
        continuation.yield(isEnded ? LiveMessage.ended(summary: summaryPath).json() : message(current, ack: nil).json())
        return (socket, stream)
    }

    func disconnect(_ socket: Int) {
        sockets.removeValue(forKey: socket)?.output.finish()
        camera.forget(socket)
    }

    /// Whether `socket` is still connected.
    func isConnected(_ socket: Int) -> Bool { sockets[socket] != nil }

    /// Handles one text message from `socket`. An end or a pain stop returns once it is in the
    /// database, and only then tells the sockets the session ended.
    func receive(_ text: String, from socket: Int) async {
        guard sockets[socket]?.bucket.take(at: now) == true else {
            guard sockets[socket] != nil else { return }
            return send(
                .error(code: "too_fast", message: "Too many messages; send at most \(Int(limits.perSecond)) a second."),
                to: socket)
        }
        touch()
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
        let time = now
        switch input {
        case .sample(let sample, let sentAt, let seq):
            let stamped = stamp(sample, sentAt: sentAt, socket: socket, now: time)
            guard let state = take(.sample(stamped.journalled), at: stamped.time, from: socket) else { return }
            broadcast(message(state, ack: seq))
        case .calibrate(let reading, let holding, let seq):
            guard reading.isFinite else {
                return send(.error(code: "invalid_field", message: "Calibration angles must be numbers."), to: socket)
            }
            guard let state = take(.calibrate(reading, holding), at: time, from: socket) else { return }
            broadcast(message(state, ack: seq))
        case .nextSet(let seq):
            guard let state = take(.nextSet, at: time, from: socket) else { return }
            broadcast(message(state, ack: seq))
        case .end:
            await end(at: clock.now())
        case .painStop:
            await stopForPain(at: clock.now())
        }
    }

    /// Journals `step` and applies it to the run; nil (with an error to `socket`) when the draft is full.
    func take(_ step: SessionRun.Step, at time: Double, from socket: Int?) -> LiveState? {
        guard journal(SessionRun.Entry(time: time, step: step)) else {
            if let socket {
                send(
                    .error(
                        code: "session_full",
                        message: "This session is full: it has stored as much as one session may, so nothing "
                            + "more is counted. End it and start a new one."),
                    to: socket)
            }
            return nil
        }
        return run.apply(step, at: time)
    }

    /// Lets the engine notice that samples stopped; sends a state only when something happened (every
    /// tick while resting, for the countdown).
    func tick() {
        guard !isEnded, !sockets.isEmpty, let state = run.tick(at: now) else { return }
        broadcast(message(state, ack: nil))
    }

    /// Ends the session (once): the end is written to the draft first, then every socket is told where
    /// the summary is. Returns the session's metrics.
    @discardableResult
    func end(at time: Date) async -> SessionMetrics {
        if let finalMetrics { return finalMetrics }
        journalEnd()
        let metrics = run.summary()
        finalMetrics = metrics
        endedAt = max(time, setup.startedAt)
        await write()
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
    func stopForPain(at time: Date) async -> PainStop? {
        guard !isEnded else { return run.painStop }
        let at = now
        _ = journal(SessionRun.Entry(time: at, step: .pain), force: true)
        _ = run.apply(.pain, at: at)
        await end(at: time)
        return run.painStop
    }

    func markSaved(_ id: UUID) { savedRecordID = id }

    /// The state as of now, for tests and the summary.
    var current: LiveState { run.current(at: now) }

    func stamp(_ sample: MotionSample, sentAt: Double?, socket: Int, now time: Double) -> MotionSample {
        var mapped = time
        if let sentAt, var state = sockets[socket] {
            // Anchor on the first sample; re-anchor if the sender fell more than 2 s behind (a paused tab).
            if state.offset == nil || sentAt + (state.offset ?? 0) < time - 2 { state.offset = time - sentAt }
            mapped = sentAt + (state.offset ?? 0)
            sockets[socket] = state
        }
        return sample.at(mapped)
    }

    /// The state message for `state`, with the feedback state it moves the page to and the sets so far.
    func message(_ state: LiveState, ack: Int?, framing: CameraFraming.Status? = nil, camera: CameraView? = nil)
        -> LiveMessage
    {
        let shown = feedback.update(state, framing: framing, setBreak: Self.setBreak(of: state))
        return .state(state, ack: ack, feedback: shown, setSummaries: run.setSummaries, camera: camera)
    }

    /// The rest between sets and the session's end, as the feedback machine reads them.
    static func setBreak(of state: LiveState) -> SetBreak {
        SetBreak(restRemaining: state.restRemaining, sessionDone: state.sessionDone)
    }

    func broadcast(_ message: LiveMessage) {
        let text = message.json()
        for socket in sockets.values { socket.output.yield(text) }
    }

    func send(_ message: LiveMessage, to socket: Int) {
        sockets[socket]?.output.yield(message.json())
    }

    // MARK: - The draft in the database

    /// Keeps a step for the draft (written in batches, at most about half a second late); false when
    /// the draft is full (``Limits/draftBytes``), unless `force` (the end and a pain stop always go in).
    @discardableResult
    private func journal(_ entry: SessionRun.Entry, force: Bool = false) -> Bool {
        guard drafts != nil else { return true }
        let size = LiveDraft.estimatedBytes(entry)
        guard force || draftBytes + size <= limits.draftBytes else { return false }
        draftBytes += size
        unwritten.append(entry)
        if unwritten.count == 1 {
            Task {
                try? await Task.sleep(for: .milliseconds(500))
                await self.write()
            }
        }
        return true
    }

    private func journalEnd() {
        if !(unwritten.last.map { SessionRun.isEnd($0.step) } ?? false) {
            _ = journal(SessionRun.Entry(time: now, step: .end), force: true)
        }
    }

    /// Writes the steps kept so far (and the end, once ended), one transaction per batch, and returns
    /// when they are in the database: after a write already under way (the half-second flush), not
    /// instead of it, so a caller that awaits this sees every step it kept.
    func write() async {
        guard drafts != nil else { return }
        let previous = lastWrite
        let write = Task {
            await previous?.value
            await self.writeUnwritten()
        }
        lastWrite = write
        await write.value
    }

    private func writeUnwritten() async {
        guard let drafts else { return }
        while !unwritten.isEmpty || (isEnded && !endWritten) {
            let batch = unwritten
            unwritten = []
            let ended = endedAt
            do {
                try await drafts.appendLiveDraft(id: id, entries: batch, endedAt: ended, at: clock.now())
                if ended != nil { endWritten = true }
            } catch {
                // Kept for the next try; a database that refuses writes loses at most this session's tail.
                unwritten = batch + unwritten
                return
            }
        }
    }

    /// The session a draft keeps, rebuilt (``restore(_:setup:clock:estimator:drafts:)``) under the
    /// prescription stored with it; nil when its exercise is unknown. A draft from before prescriptions
    /// were stored takes the plan's current numbers (the library's when the plan is gone).
    static func rebuild(
        _ draft: LiveDraft, database: AppDatabase, clock: any AppClock, estimator: (any PoseEstimating)?
    ) async throws -> LiveSession? {
        guard let library = RehabLibrary.exercise(id: draft.exerciseID) else { return nil }
        var place: SessionPlace?
        var planNumbers: Prescription?
        if let planID = draft.planID, let plan = try await database.plan(id: planID) {
            planNumbers = plan.prescriptions[draft.exerciseID]
            if let slotID = draft.slotID, let slot = plan.slots.first(where: { $0.id == slotID }) {
                place = SessionPlace(
                    planID: plan.id, planName: plan.name, slotID: slot.id, slotLabel: slot.time.label,
                    exerciseIDs: plan.exerciseIDs, exerciseID: draft.exerciseID)
            }
        }
        let setup = Setup(
            exercise: library, side: draft.side, source: draft.source, place: place, startedAt: draft.startedAt,
            prescription: draft.prescription ?? planNumbers)
        return await restore(draft, setup: setup, clock: clock, estimator: estimator, drafts: database)
    }

    /// Rebuilds a session from its draft: the same setup, every step replayed through a fresh run in
    /// order, so reps, sets and rests come back as they were; the clock continues from the last step.
    static func restore(
        _ draft: LiveDraft, setup: Setup, clock: any AppClock, estimator: (any PoseEstimating)?, drafts: AppDatabase
    ) async -> LiveSession {
        let session = LiveSession(id: draft.id, setup: setup, clock: clock, estimator: estimator, drafts: drafts)
        await session.replay(draft)
        return session
    }

    private func replay(_ draft: LiveDraft) {
        for entry in draft.entries where !SessionRun.isEnd(entry.step) { _ = run.apply(entry.step, at: entry.time) }
        let last = max(run.lastTime, draft.entries.last?.time ?? 0)
        origin = clock.monotonicSeconds() - last
        draftBytes = draft.storedBytes
        if let endedAt = draft.endedAt {
            finalMetrics = run.summary()
            self.endedAt = endedAt
            endWritten = true
        }
    }
}

/// The live sessions of this server, by id. Bounded: finished and idle sessions are forgotten first —
/// from memory only: each is kept in the database as a draft until saved or discarded, and comes back
/// from there (``LiveSession/rebuild(_:database:clock:estimator:)``) when asked for again.
actor LiveSessionHub {
    let capacity: Int
    /// Sessions idle this long (seconds on the clock's monotonic time) leave memory; their draft stays
    /// in the database.
    let idleLimit: Double
    private let clock: any AppClock
    /// Each session with the person it belongs to: a lookup names the person, so nobody reaches
    /// another person's session by its id.
    private var sessions: [String: (person: UUID, session: LiveSession)] = [:]

    init(capacity: Int = 500, idleLimit: Double = 6 * 3600, clock: any AppClock = SystemClock()) {
        self.capacity = capacity
        self.idleLimit = idleLimit
        self.clock = clock
    }

    func start(
        _ setup: LiveSession.Setup, id: String, person: UUID, clock: any AppClock,
        estimator: (any PoseEstimating)? = nil, drafts: AppDatabase? = nil
    ) async -> LiveSession {
        await prune()
        let session = LiveSession(id: id, setup: setup, clock: clock, estimator: estimator, drafts: drafts)
        sessions[id] = (person, session)
        return session
    }

    /// `person`'s session with this id, if it is in memory.
    func session(_ id: String, person: UUID) -> LiveSession? {
        sessions[id].flatMap { $0.person == person ? $0.session : nil }
    }

    /// Keeps a session rebuilt from `person`'s draft; if another request rebuilt it first, that one wins.
    func adopt(_ session: LiveSession, person: UUID) async -> LiveSession {
        if let existing = sessions[session.id], existing.person == person { return existing.session }
        await prune()
        sessions[session.id] = (person, session)
        return session
    }

    /// Forgets a session the person discarded.
    func discard(_ id: String) { sessions.removeValue(forKey: id) }

    private func prune() async {
        let now = clock.monotonicSeconds()
        var activity: [(String, Double)] = []
        for (id, entry) in sessions {
            let last = await entry.session.lastActivity
            if now - last > idleLimit { sessions.removeValue(forKey: id) } else { activity.append((id, last)) }
        }
        guard sessions.count >= capacity else { return }
        for (id, _) in activity.sorted(by: { $0.1 < $1.1 }).prefix(sessions.count - capacity + 1) {
            sessions.removeValue(forKey: id)
        }
    }
}

/// A token bucket: `burst` at once, then `perSecond` steadily (seconds on the session's clock).
struct TokenBucket: Sendable {
    let burst: Double
    let perSecond: Double
    private var tokens: Double
    private var refilled: Double

    init(burst: Double, perSecond: Double, at time: Double) {
        self.burst = burst
        self.perSecond = perSecond
        tokens = burst
        refilled = time
    }

    /// Takes a token at `time`; false (nothing taken) when the bucket is empty.
    mutating func take(at time: Double) -> Bool {
        tokens = min(burst, tokens + max(0, time - refilled) * perSecond)
        refilled = time
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }
}
