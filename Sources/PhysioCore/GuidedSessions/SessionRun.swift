import Foundation

/// One guided session's sets around the motion engine: sets × reps as prescribed, a rest between sets,
/// and the end of counting after the last rep of the last set.
///
/// A value type fed one ``Step`` at a time with its time on the session's clock; the same steps fed
/// again in order (a draft replayed after a restart) give the same states, reps and sets. The web
/// module only carries steps in and states out.
///
/// Rules: a set ends when its reps are reached; then a rest of ``SetPlan/restSeconds`` begins, during
/// which movement is not counted; the next set starts when the rest runs out or on ``Step/nextSet``,
/// with a fresh count (what the engine learned about the person carries over). After the last set's
/// reps the session is done and nothing more is counted, so a set never reads "7 of 5".
public struct SessionRun: Sendable {
    /// One input that changes the session, as the draft journals it (see SessionRun+Journal.swift).
    public enum Step: Sendable {
        /// A sample to count (its own time is replaced by the step's).
        case sample(MotionSample)
        /// The phone's attitude in the start position.
        case calibrate(DeviceOrientation, PhoneHolding)
        /// Ends the rest between sets now.
        case nextSet
        /// "Stop — it hurts": records where it happened.
        case pain
        /// The session ended.
        case end
    }

    /// One journalled step with its time on the session's clock.
    public struct Entry: Sendable {
        public var time: Double
        public var step: Step

        public init(time: Double, step: Step) {
            self.time = time
            self.step = step
        }
    }

    public let sets: SetPlan
    /// The engine counting the current set.
    public private(set) var engine: SessionEngine
    /// The sets finished so far (each set's own metrics), the last one included once the session is done;
    /// a set joins when the rest after it ends (during that rest, the engine still holds it).
    public private(set) var finishedSets: [SessionMetrics] = []
    /// When the rest after a set ends, on the session's clock; nil when not resting.
    public private(set) var restUntil: Double?
    /// The last set's reps are reached: nothing more is counted.
    public private(set) var isDone = false
    /// Where the person stopped because it hurt, when they did.
    public private(set) var painStop: PainStop?
    /// The time of the latest step, on the session's clock.
    public private(set) var lastTime = 0.0

    public init(exercise: Exercise, side: BodySide, tuning: MotionTuning, sets: SetPlan? = nil) {
        engine = SessionEngine(exercise: exercise, side: side, tuning: tuning)
        self.sets = sets ?? SetPlan(exercise: exercise)
    }

    /// Applies one step at `time` and returns the state to send.
    public mutating func apply(_ step: Step, at time: Double) -> LiveState {
        lastTime = max(lastTime, time)
        endRestIfDue(at: time)
        var state: LiveState
        switch step {
        case .sample(let sample):
            state = isCounting ? engine.ingest(sample.at(time)) : engine.current
        case .calibrate(let reading, let holding):
            engine.calibrate(reading, holding: holding)
            state = engine.tick(at: time)
        case .nextSet:
            if restUntil != nil { startNextSet() }
            state = engine.tick(at: time)
        case .pain:
            painStop = engine.painStop(at: time)
            state = engine.current
        case .end:
            state = engine.current
        }
        if isCounting, state.targetReps > 0, state.reps >= state.targetReps {
            if finishedSets.count + 1 >= sets.sets {
                isDone = true
                finishedSets.append(engine.summary())
            } else {
                restUntil = time + sets.restSeconds
            }
        }
        return decorate(state, at: time)
    }

    /// The state when no input came at `time` (the rest counting down, tracking lost), or nil when
    /// there is nothing new to say.
    public mutating func tick(at time: Double) -> LiveState? {
        lastTime = max(lastTime, time)
        let resting = restUntil != nil
        endRestIfDue(at: time)
        let state = engine.tick(at: time)
        guard resting || !state.events.isEmpty else { return nil }
        return decorate(state, at: time)
    }

    /// The state as of `time`, with no events.
    public func current(at time: Double) -> LiveState { decorate(engine.current, at: time) }

    /// Whether samples count now: not during a rest, not after the last set.
    public var isCounting: Bool { restUntil == nil && !isDone }

    /// The whole session's metrics: every finished set and the one under way (unless it is a fresh set
    /// that nothing reached yet), with reps per set.
    public func summary() -> SessionMetrics {
        let current = engine.summary()
        let underWay = !isDone && (finishedSets.isEmpty || current.samplesUsed > 0)
        let all = finishedSets + (underWay ? [current] : [])
        return SessionMetrics.combining(all, goal: engine.goal, plannedSets: sets.sets) ?? current
    }

    /// What each finished set came to, for the page ("Set 1: 5 of 5"): the set just finished is listed
    /// from its last rep on, through the rest before the next set, not only once the next set starts.
    public var setSummaries: [SetSummary] {
        let resting = restUntil == nil ? [] : [engine.summary()]
        return (finishedSets + resting).enumerated().map { SetSummary(set: $0.offset + 1, metrics: $0.element) }
    }

    /// Whether `step` is the session's end.
    public static func isEnd(_ step: Step) -> Bool {
        if case .end = step { return true }
        return false
    }

    private mutating func endRestIfDue(at time: Double) {
        if let restUntil, time >= restUntil { startNextSet() }
    }

    private mutating func startNextSet() {
        finishedSets.append(engine.summary())
        restUntil = nil
        // The person's learned rest and rep size (and the phone's calibration) carry over to the next set.
        engine = engine.nextSet()
    }

    /// The engine's state with the session's sets.
    private func decorate(_ state: LiveState, at time: Double) -> LiveState {
        var state = state
        state.set = min(isDone ? finishedSets.count : finishedSets.count + 1, sets.sets)
        state.sets = sets.sets
        state.restRemaining = restUntil.map { max(0, $0 - time) }
        state.restSeconds = sets.sets > 1 ? sets.restSeconds : 0  // one set has no rest between sets
        state.sessionDone = isDone
        return state
    }
}

/// What one finished set came to: its reps of the target, partial reps, best angle and time.
public struct SetSummary: Codable, Sendable, Hashable {
    /// The set's number, 1-based.
    public var set: Int
    public var reps: Int
    public var targetReps: Int
    public var partialReps: Int
    public var bestAngle: Double?
    public var durationSeconds: Double

    public init(set: Int, metrics: SessionMetrics) {
        self.set = set
        reps = metrics.reps
        targetReps = metrics.targetReps
        partialReps = metrics.partialReps
        bestAngle = metrics.bestAngle
        durationSeconds = metrics.durationSeconds
    }
}

extension MotionSample {
    /// The same sample at `time` on the session's clock.
    public func at(_ time: Double) -> MotionSample {
        switch self {
        case .angle(_, let degrees): return .angle(time: time, degrees: degrees)
        case .orientation(_, let reading): return .orientation(time: time, reading)
        case .pose(var frame):
            frame.time = time
            return .pose(frame)
        }
    }
}
