import Foundation
import PhysioCore
import PhysioStore

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

    /// One accepted input, already on the session's clock: what replaying a draft feeds again.
    enum Step: Sendable {
        case sample(MotionSample)
        case calibrate(DeviceOrientation, PhoneHolding)
        case nextSet
        case pain
    }

    private struct Socket {
        var output: AsyncStream<String>.Continuation
        var offset: Double?
        var tokens: Double
        var refilled: Double
    }

    let id: String
    let setup: Setup
    let sets: SetPlan
    private let clock: any AppClock
    private let limits: Limits
    private var origin: Double
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
    /// When a socket last connected or sent something, on the clock's monotonic seconds.
    var lastActivity: Double
    private(set) var endedAt: Date?
    private(set) var finalMetrics: SessionMetrics?
    /// Where the person stopped because it hurt, when they did.
    private(set) var painStop: PainStop?
    /// The saved record, once saved, so a second "Save" does not store it twice.
    private(set) var savedRecordID: UUID?
    // Sets: the sets finished so far, the end of the rest after one (session clock), the last set done.
    private var finishedSets: [SessionMetrics] = []
    private var restUntil: Double?
    private var sessionDone = false
    // The draft in the database: inputs not yet written, and the last write asked for (each runs after
    // the one before it).
    private let drafts: AppDatabase?
    private var unwritten: [LiveDraft.Input] = []
    private var lastWrite: Task<Void, Never>?
    private var replaying = false

    init(
        id: String, setup: Setup, clock: any AppClock, limits: Limits = Limits(),
        estimator: (any PoseEstimating)? = nil, drafts: AppDatabase? = nil
    ) {
        self.id = id
        self.setup = setup
        sets = SetPlan(exercise: setup.exercise)
        self.clock = clock
        origin = clock.monotonicSeconds()
        self.limits = limits
        self.estimator = estimator
        self.drafts = drafts
        engine = SessionEngine(exercise: setup.exercise, side: setup.side, tuning: MotionTuning(live: setup.source))
        camera = CameraFeed(
            framing: CameraFraming(
                movement: setup.exercise.movement, side: setup.side, position: setup.exercise.position))
        lastActivity = origin
    }

    var summaryPath: String { AppPath.liveSummary(id).value }
    var isEnded: Bool { endedAt != nil }

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
        touch()
        continuation.yield(
            isEnded ? LiveOutput.ended(summary: summaryPath).json() : LiveOutput.state(current, ack: nil).json(feedback: feedback.state))
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
        switch input {
        case .sample(let sample, let sentAt, let seq):
            let stamped = stamp(sample, sentAt: sentAt, socket: socket, now: time)
            journal(LiveDraft.Input(kind: "sample", time: stamped.time, body: text))
            broadcast(.state(apply(.sample(stamped), at: stamped.time), ack: seq))
        case .calibrate(let reading, let holding, let seq):
            guard reading.isFinite else {
                return send(.error(code: "invalid_field", message: "Calibration angles must be numbers."), to: socket)
            }
            journal(LiveDraft.Input(kind: "calibrate", time: time, body: text))
            broadcast(.state(apply(.calibrate(reading, holding), at: time), ack: seq))
        case .nextSet(let seq):
            journal(LiveDraft.Input(kind: "nextSet", time: time))
            broadcast(.state(apply(.nextSet, at: time), ack: seq))
        case .end:
            end(at: clock.now())
        case .painStop:
            stopForPain(at: clock.now())
        }
    }

    /// Feeds one pose the camera's estimator found (LiveSession+Camera.swift), kept like any sample.
    func acceptPose(_ frame: PoseFrame) -> LiveState {
        journal(LiveDraft.Input(kind: "frame", time: frame.time, body: Self.poseMessage(frame)))
        return apply(.sample(.pose(frame)), at: frame.time)
    }

    /// The one place inputs change the session (live and in replay): the rest between sets ends when
    /// its time is up (or on `nextSet`), samples during a rest are not counted, and a set ends when its
    /// reps are reached. Returns the state to send.
    private func apply(_ step: Step, at time: Double) -> LiveState {
        if let restUntil, time >= restUntil { startNextSet() }
        var state: LiveState
        switch step {
        case .sample(let sample):
            state = restUntil == nil ? engine.ingest(sample) : engine.current
        case .calibrate(let reading, let holding):
            engine.calibrate(reading, holding: holding)
            state = engine.tick(at: time)
        case .nextSet:
            if restUntil != nil { startNextSet() }
            state = engine.tick(at: time)
        case .pain:
            painStop = engine.painStop(at: time)
            state = engine.current
        }
        if restUntil == nil, !sessionDone, state.targetReps > 0, state.reps >= state.targetReps {
            if finishedSets.count + 1 >= sets.sets { sessionDone = true } else { restUntil = time + sets.restSeconds }
        }
        return decorate(state, at: time)
    }

    private func startNextSet() {
        finishedSets.append(engine.summary())
        restUntil = nil
        // The person's learned rest and rep size (and the phone's calibration) carry over to the next set.
        engine = engine.nextSet()
    }

    /// The engine's state with the session's sets.
    private func decorate(_ state: LiveState, at time: Double) -> LiveState {
        var state = state
        state.set = min(finishedSets.count + 1, sets.sets)
        state.sets = sets.sets
        state.restRemaining = restUntil.map { max(0, $0 - time) }
        state.sessionDone = sessionDone
        return state
    }

    /// Lets the engine notice that samples stopped; sends a state only when something happened (every
    /// tick while resting, for the countdown).
    func tick() {
        guard !isEnded, !sockets.isEmpty else { return }
        let time = now
        if let restUntil {
            if time >= restUntil { startNextSet() }
            return broadcast(.state(decorate(engine.tick(at: time), at: time), ack: nil))
        }
        let state = engine.tick(at: time)
        if !state.events.isEmpty { broadcast(.state(decorate(state, at: time), ack: nil)) }
    }

    /// Ends the session (once) and tells every socket where the summary is.
    @discardableResult
    func end(at time: Date) -> SessionMetrics {
        if let finalMetrics { return finalMetrics }
        if !replaying { journal(LiveDraft.Input(kind: "end", time: now)) }
        let metrics = summary()
        finalMetrics = metrics
        endedAt = max(time, setup.startedAt)
        broadcast(.ended(summary: summaryPath))
        if estimator != nil { Task { await self.releasePoseStream() } }
        if !replaying { Task { await self.write() } }
        return metrics
    }

    /// The whole session's metrics: every finished set and the one under way (unless it is a fresh
    /// set that nothing reached yet), with reps per set.
    private func summary() -> SessionMetrics {
        let current = engine.summary()
        let all = finishedSets + (finishedSets.isEmpty || current.samplesUsed > 0 ? [current] : [])
        return SessionMetrics.combining(all, goal: engine.goal, plannedSets: sets.sets) ?? current
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
        let at = now
        journal(LiveDraft.Input(kind: "pain", time: at))
        _ = apply(.pain, at: at)
        end(at: time)
        return painStop
    }

    func markSaved(_ id: UUID) { savedRecordID = id }

    /// The state as of now, for tests and the summary.
    var current: LiveState { decorate(engine.current, at: now) }

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

    func broadcast(_ output: LiveOutput) {
        if case .state(let state, _) = output { feedback.update(state, setBreak: Self.setBreak(of: state)) }
        broadcast(text: output.json(feedback: feedback.state))
    }

    /// The rest between sets and the session's end, as the feedback machine reads them.
    static func setBreak(of state: LiveState) -> SetBreak {
        SetBreak(restRemaining: state.restRemaining, sessionDone: state.sessionDone)
    }

    func broadcast(text: String) {
        for socket in sockets.values { socket.output.yield(text) }
    }

    func send(_ output: LiveOutput, to socket: Int) {
        sockets[socket]?.output.yield(output.json())
    }

    // MARK: - The draft in the database

    /// Keeps an accepted input for the draft; they are written in batches, at most about a second late.
    private func journal(_ input: LiveDraft.Input) {
        guard drafts != nil, !replaying else { return }
        unwritten.append(input)
        guard unwritten.count == 1 else { return }
        Task {
            try? await Task.sleep(for: .milliseconds(500))
            await self.write()
        }
    }

    /// Writes the inputs kept so far (and the end, once ended), one transaction per batch, and returns
    /// when they are in the database: after a write already under way (the half-second flush), not
    /// instead of it, so a caller that awaits this sees every input it kept.
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
                try await drafts.appendLiveDraft(id: id, inputs: batch, endedAt: ended, at: clock.now())
                if ended != nil { endWritten = true }
            } catch {
                // Kept for the next try; a database that refuses writes loses at most this session's tail.
                unwritten = batch + unwritten
                return
            }
        }
    }

    private var endWritten = false

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

    /// Rebuilds a session from its draft: the same setup, every input replayed through a fresh engine in
    /// order, so reps, sets and rests come back as they were; the clock continues from the last input.
    static func restore(
        _ draft: LiveDraft, setup: Setup, clock: any AppClock, estimator: (any PoseEstimating)?, drafts: AppDatabase
    ) async -> LiveSession {
        let session = LiveSession(id: draft.id, setup: setup, clock: clock, estimator: estimator, drafts: drafts)
        await session.replay(draft.inputs, endedAt: draft.endedAt)
        return session
    }

    private func replay(_ inputs: [LiveDraft.Input], endedAt: Date?) {
        replaying = true
        defer { replaying = false }
        var last = 0.0
        for input in inputs {
            last = max(last, input.time)
            switch input.kind {
            case "sample", "frame":
                guard case .sample(let sample, _, _) = try? LiveInput.parse(input.body) else { continue }
                _ = apply(.sample(sample.at(input.time)), at: input.time)
            case "calibrate":
                guard case .calibrate(let reading, let holding, _) = try? LiveInput.parse(input.body) else { continue }
                _ = apply(.calibrate(reading, holding), at: input.time)
            case "nextSet": _ = apply(.nextSet, at: input.time)
            case "pain": _ = apply(.pain, at: input.time)
            default: break
            }
        }
        origin = clock.monotonicSeconds() - last
        if let endedAt {
            self.endedAt = nil
            end(at: endedAt)
            endWritten = true
        }
    }

    /// A pose as the `pose` message a tracker would send (missing landmarks as null), for the draft.
    static func poseMessage(_ frame: PoseFrame) -> String {
        let points = frame.points.map { point in
            [point.x, point.y, point.z, point.confidence].allSatisfy(\.isFinite)
                ? "[\(point.x),\(point.y),\(point.z),\(point.confidence)]" : "null"
        }
        return "{\"type\":\"pose\",\"skeleton\":\"\(frame.skeleton.rawValue)\",\"space\":\"\(frame.space.rawValue)\","
            + "\"points\":[\(points.joined(separator: ","))]}"
    }
}

extension MotionSample {
    /// The same sample at `time` on the session's clock.
    func at(_ time: Double) -> MotionSample {
        switch self {
        case .angle(_, let degrees): return .angle(time: time, degrees: degrees)
        case .orientation(_, let reading): return .orientation(time: time, reading)
        case .pose(var frame):
            frame.time = time
            return .pose(frame)
        }
    }
}

/// The live sessions of this server, by id. Bounded: finished and idle sessions are forgotten first —
/// from memory only: each is kept in the database as a draft until saved or discarded, and comes back
/// from there (``LiveSession/restore(_:setup:clock:estimator:drafts:)``) when asked for again.
actor LiveSessionHub {
    let capacity: Int
    /// Sessions idle this long (seconds on the clock's monotonic time) leave memory; their draft stays
    /// in the database.
    let idleLimit: Double
    private let clock: any AppClock
    private var sessions: [String: LiveSession] = [:]

    init(capacity: Int = 500, idleLimit: Double = 6 * 3600, clock: any AppClock = SystemClock()) {
        self.capacity = capacity
        self.idleLimit = idleLimit
        self.clock = clock
    }

    func start(
        _ setup: LiveSession.Setup, id: String, clock: any AppClock, estimator: (any PoseEstimating)? = nil,
        drafts: AppDatabase? = nil
    ) async -> LiveSession {
        await prune()
        let session = LiveSession(id: id, setup: setup, clock: clock, estimator: estimator, drafts: drafts)
        sessions[id] = session
        return session
    }

    func session(_ id: String) -> LiveSession? { sessions[id] }

    /// Keeps a session rebuilt from its draft; if another request rebuilt it first, that one wins.
    func adopt(_ session: LiveSession) async -> LiveSession {
        if let existing = sessions[session.id] { return existing }
        await prune()
        sessions[session.id] = session
        return session
    }

    /// Forgets a session the person discarded.
    func discard(_ id: String) { sessions.removeValue(forKey: id) }

    private func prune() async {
        let now = clock.monotonicSeconds()
        var activity: [(String, Double)] = []
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
