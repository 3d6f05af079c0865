/// The motion engine of a guided session: feed it samples, get back what the page should show.
///
/// A value type with no I/O and no clock of its own: every time comes in with a sample or a ``tick(at:)``.
/// Per sample: check the timestamp → measure the angle (landmarks, plain angle or phone orientation) →
/// drop a pose frame whose measured limb darts away from the other side's (the tracker lost it:
/// ``MotionTuning/sidesPartingSpeed``) → reject faults → hold back a sudden jump of a pose until the
/// next frame confirms it (a one-frame spike or left/right swap is dropped; between sparse frames, not a
/// jump both sides make: ``MotionTuning/sparseFrameGap``) → the median of the last
/// three pose angles (``RunningMedian``: a reading that flickers away and back is the tracker) → smooth (``OneEuroFilter``) → classify the zone (``ZoneClassifier``) →
/// count reps and holds (``RepetitionTracker``) → accumulate metrics. Landmarks with low visibility
/// whose positions stay coherent (``CoherentLandmarks``) are used only to see rest. No heap allocation per sample, except when a rep
/// is appended to the summary (and the set's angle trace for ``CycleCount``, reserved up front, halves
/// its rate rather than grow).
///
/// All times, of samples and ticks alike, must be seconds on one clock (a live session should stamp
/// samples with its own monotonic clock on receipt and tick with the same clock).
///
///     var engine = SessionEngine(exercise: heelSlides, side: .left)
///     let state = engine.ingest(PoseFrame(time: t, skeleton: .blazePose33, points: landmarks))
///     // or engine.ingest(angle: 42, at: t), or engine.ingest(.orientation(time: t, reading))
///     let json = try JSONEncoder().encode(state)   // {"angle":42.1,"zone":"below","reps":0,…}
///     … engine.tick(at: now) when no sample came; engine.summary() at the end.
public struct SessionEngine: Sendable {
    public let goal: MotionGoal
    public let tuning: MotionTuning
    /// The phone's calibration pose, needed before orientation samples can be used.
    public private(set) var calibration: OrientationCalibration?

    private var filter: OneEuroFilter
    private var zones: ZoneClassifier
    private var tracker: RepetitionTracker
    private var clock: SampleClock
    private var tracking = TrackingState.waiting
    private var lastUsedTime: Double?
    private var lastRawAngle: Double?
    private var glitchRun = 0
    /// Degrees per second between the last two readings used (0 after a fresh start): the way and pace
    /// the joint is swinging, for ``MotionTuning/maximumSwingSpeed``.
    private var lastStepRate = 0.0
    private var landmarks = CoherentLandmarks()
    /// The last few pose angles, for the running median (``MotionTuning/medianFrames``).
    private var recent: RunningMedian
    /// The last time a low-visibility but coherent frame showed the joint was still followed.
    private var lastCoherentTime = -Double.infinity
    /// The last time a sample came without the joint in it (no person, landmarks missing): evidence that
    /// tracking is failing, as opposed to samples merely arriving late.
    private var lastFailedTime = -Double.infinity
    /// The last pose frame whose measured side gave an angle, and that angle: the two sides' check
    /// (``MotionTuning/sidesPartingSpeed``) compares each frame's steps with it.
    private var previousPose: (frame: PoseFrame, angle: Double)?
    /// A sample that jumped away from the last one, waiting for the next to confirm it.
    private var pending: (raw: Double, time: Double)?
    private var angle: Double?
    private var zone: AngleZone?
    private var best = LevelPeak()
    private var firstUsedTime: Double?
    private var timeInZone = 0.0
    private var repetitions: [Repetition] = []
    private var samplesUsed = 0
    private var samplesRejected = 0
    /// `samplesRejected` when the first usable sample came, and when the last one did: the rejections
    /// between are ``SessionMetrics/samplesRejectedInSpan``.
    private var rejectedBeforeFirstUse = 0
    private var rejectedByLastUse = 0
    private var trackingLosses = 0
    /// Losses that came while a rep was under way (``SessionMetrics/repsVoided``).
    private var repsVoided = 0
    /// The person's start position: learned when they held still near rest, or from the movement.
    private var start = StartPositionFinder()
    /// The set's angle trace, for the second opinion on its count (``CycleCount``).
    private var trace = CycleTrace()

    public init(goal: MotionGoal, tuning: MotionTuning = MotionTuning()) {
        self.goal = goal
        self.tuning = tuning
        filter = OneEuroFilter(
            minCutoff: tuning.filterMinCutoff, beta: tuning.filterBeta,
            derivativeCutoff: tuning.filterDerivativeCutoff)
        zones = ZoneClassifier(goal: goal, hysteresis: tuning.hysteresis)
        tracker = RepetitionTracker(goal: goal, tuning: tuning)
        recent = RunningMedian(window: tuning.medianFrames)
        clock = SampleClock(maximumJump: tuning.maximumClockJump, confirmations: tuning.reanchorAfter)
        repetitions.reserveCapacity(max(goal.reps, 0) * 2 + 4)
    }

    /// An engine for one set of `exercise` on `side`.
    public init(exercise: Exercise, side: BodySide = .left, tuning: MotionTuning = MotionTuning()) {
        self.init(goal: MotionGoal(exercise: exercise, side: side), tuning: tuning)
    }

    /// An engine for the next set of the same session: counts, metrics and the rep in progress start
    /// again, but what was learned about the person carries over (where they rest, how far their reps
    /// go, the start position, the phone's calibration), so the set's first rep counts like the others.
    public func nextSet() -> SessionEngine {
        var next = SessionEngine(goal: goal, tuning: tuning)
        next.calibration = calibration
        next.tracker = tracker.nextSet()
        next.start = start
        return next
    }

    /// Records the phone's attitude in the rest pose; later orientation samples are measured from it.
    public mutating func calibrate(_ reference: DeviceOrientation, holding: PhoneHolding) {
        calibration = OrientationCalibration(reference: reference, holding: holding)
        filter.reset()
        lastRawAngle = nil
    }

    /// Feeds one sample and returns the state to show. Bad samples are reported in
    /// ``LiveState/rejected`` and change nothing but the clock.
    public mutating func ingest(_ sample: MotionSample) -> LiveState {
        let time = sample.time
        if let issue = clock.admit(time) { return reject(issue, at: clock.now ?? (time.isFinite ? time : 0)) }
        var events = checkTracking(at: time)
        var otherSide = OtherSide.unknown
        let raw: Double
        switch measure(sample) {
        case .angle(let degrees):
            if case .pose(let frame) = sample {
                otherSide = compareSides(in: frame, measured: degrees)
                if otherSide == .parting {
                    lastFailedTime = time
                    return reject(.implausible, at: time, events: events)
                }
            }
            raw = degrees
        case .weak(let degrees):
            // A low-visibility landmark that stayed coherent: good enough to see rest, nothing more.
            // Away from rest it only shows the joint is still being followed (no tracking loss).
            guard degrees.isFinite, goal.progress(of: degrees) <= tracker.restBand else {
                if tracking == .ok { lastCoherentTime = time }
                return reject(.lowConfidence, at: time, events: events)
            }
            raw = degrees
        case .failed(let issue):
            lastFailedTime = time
            return reject(issue, at: time, events: events)
        }
        if let glitch = screen(raw, at: time) { return reject(glitch, at: time, events: events) }
        if let held = pending {
            pending = nil
            if abs(raw - held.raw) < abs(raw - (lastRawAngle ?? held.raw)) {
                use(held.raw, at: held.time, pose: true, events: &events)  // the jump was real: the new level holds
            } else {
                samplesRejected += 1  // one sample away and straight back: a spike or a left/right swap
            }
        }
        if case .pose = sample, let last = lastRawAngle, let lastTime = lastUsedTime,
           abs(raw - last) > max(tuning.spikeDegrees, tuning.spikeSpeed * (time - lastTime)),
           !(otherSide == .together && time - lastTime > tuning.sparseFrameGap) {
            // Only pose trackers make one-frame spikes and swaps; a slider or a phone moves as fast as it likes.
            // Between sparse frames, a step both sides take is a quick movement's turnaround: used at once.
            pending = (raw, time)
            return state(at: time, events: events, rejected: nil)
        }
        use(raw, at: time, pose: sample.isPose, events: &events)
        return state(at: time, events: events, rejected: nil)
    }

    /// Feeds a pose frame. See ``ingest(_:)``. Inlinable: as a call of its own it copied the state it
    /// passes on once more per frame.
    @inlinable public mutating func ingest(_ frame: PoseFrame) -> LiveState { ingest(.pose(frame)) }

    /// Feeds an angle in degrees measured at `time`. See ``ingest(_:)``.
    public mutating func ingest(angle degrees: Double, at time: Double) -> LiveState {
        ingest(.angle(time: time, degrees: degrees))
    }

    /// Tells the engine the time when no sample came, so it can report tracking lost.
    public mutating func tick(at time: Double) -> LiveState {
        guard time.isFinite else { return state(at: clock.now ?? 0, events: [], rejected: nil) }
        let events = checkTracking(at: time)
        return state(at: max(time, clock.now ?? time), events: events, rejected: nil)
    }

    /// The state as of the last sample or tick, with no events.
    public var current: LiveState {
        var engine = self  // `state` is mutating (see there); `ingest` and `tick` don't pay for this copy
        return engine.state(at: clock.now ?? 0, events: [], rejected: nil)
    }

    /// Where the session stands when the person stops it because it hurts, `time` seconds into it:
    /// the rep in progress and the last measured angle and zone (kept even if tracking was just lost).
    public func painStop(at time: Double) -> PainStop {
        var state = current
        state.angle = angle
        state.zone = angle == nil ? nil : (zone ?? state.zone)
        return PainStop(state: state, secondsIntoSession: time)
    }

    /// The session so far, for the summary page and the saved record.
    public func summary() -> SessionMetrics {
        let reach = best.value
        let cycles = CycleCount.estimate(trace.points, step: trace.step, direction: goal.direction)
        return SessionMetrics(
            goal: goal, repetitions: repetitions, bestAngle: Self.bestAngle(reach: reach, goal: goal),
            pastTargetAngle: Self.pastTargetAngle(reach: reach, goal: goal, hysteresis: tuning.hysteresis),
            timeInZoneSeconds: timeInZone,
            durationSeconds: firstUsedTime.flatMap { first in lastUsedTime.map { $0 - first } } ?? 0,
            samplesUsed: samplesUsed, samplesRejected: samplesRejected,
            samplesRejectedInSpan: rejectedByLastUse - rejectedBeforeFirstUse, trackingLosses: trackingLosses,
            repsVoided: repsVoided, cycleEstimate: cycles?.cycles, cycleRhythmSpread: cycles?.rhythmSpread)
    }

    /// The furthest angle towards the target so far (`reach`: ``LevelPeak/value`` on the progress
    /// scale), no further than the band's far edge; nil before any usable sample.
    @inline(__always) private static func bestAngle(reach value: Double, goal: MotionGoal) -> Double? {
        value.isFinite ? goal.restAngle + goal.direction * min(value, goal.targetFar) : nil
    }

    /// The furthest angle past the band's far edge, when the joint went beyond it (by more than the
    /// hysteresis, like the "beyond" zone).
    @inline(__always) private static func pastTargetAngle(reach value: Double, goal: MotionGoal, hysteresis: Double) -> Double? {
        guard value.isFinite, value > goal.targetFar + hysteresis else { return nil }
        return goal.restAngle + goal.direction * value
    }

    // MARK: - Pipeline

    private mutating func measure(_ sample: MotionSample) -> AngleMeasurement {
        switch sample {
        case .pose(let frame):
            switch landmarks.measure(goal.movement, side: goal.side, in: frame,
                                     minimumConfidence: tuning.minimumConfidence) {
            case .angle(let degrees): return .angle(degrees)
            case .weak(let degrees): return .weak(degrees)
            case .failed(let failure): return .failed(SampleIssue(failure))
            }
        case .angle(_, let degrees):
            return .angle(degrees)
        case .orientation(_, let orientation):
            guard let calibration else { return .failed(.notCalibrated) }
            guard orientation.isFinite else { return .failed(.notFinite) }
            return .angle(calibration.angle(of: orientation, goal: goal))
        }
    }

    /// What the other side of the body says of the measured side's step since the previous frame.
    private enum OtherSide {
        /// Not seen, or the step was small: nothing.
        case unknown
        /// It took the same big step (``MotionTuning/sparseFrameGap``).
        case together
        /// The measured side moved away from it faster than a person's limbs part
        /// (``MotionTuning/sidesPartingSpeed``): the tracker has lost the limb.
        case parting
    }

    /// Compares the measured side's step with the other side's. The other side is measured only when
    /// the measured one took a big step, so a calm frame costs one comparison.
    private mutating func compareSides(in frame: PoseFrame, measured angle: Double) -> OtherSide {
        defer { previousPose = (frame, angle) }
        guard tuning.sidesPartingSpeed > 0, let previous = previousPose, frame.time > previous.frame.time
        else { return .unknown }
        // Never less than the spike check's step: frames that come close together (a burst from a
        // sender without timestamps) don't make every small step look fast.
        let limit = max(tuning.spikeDegrees, tuning.sidesPartingSpeed * (frame.time - previous.frame.time))
        let step = angle - previous.angle
        // |step − other step| > limit needs one of the two steps above limit / 2; a calm measured side
        // is believed whatever the other side does.
        guard abs(step) > limit / 2 else { return .unknown }
        let other: BodySide = goal.side == .left ? .right : .left
        guard case .angle(let now) = JointAngle.measure(
                goal.movement, side: other, in: frame, minimumConfidence: tuning.minimumConfidence),
              case .angle(let before) = JointAngle.measure(
                goal.movement, side: other, in: previous.frame, minimumConfidence: tuning.minimumConfidence)
        else { return .unknown }
        let apart = abs(step - (now - before))
        if apart > limit && abs(angle - now) > tuning.sidesApartDegrees { return .parting }
        return apart <= max(tuning.spikeDegrees, tuning.sidesAgreeFraction * abs(step)) ? .together : .unknown
    }

    /// Rejects non-finite and implausible angles, and jumps faster than a joint moves (a glitch) unless
    /// the new level persists for ``MotionTuning/reanchorAfter`` samples.
    @inline(__always) private mutating func screen(_ raw: Double, at time: Double) -> SampleIssue? {
        guard raw.isFinite else { return .notFinite }
        guard tuning.plausibleAngles.contains(raw) else { return .implausible }
        // At least the spike check's step: frames that arrive together (stamped on receipt) don't make
        // an ordinary frame's movement look impossibly fast.
        if let previous = lastRawAngle, let last = lastUsedTime, time > last,
           abs(raw - previous) > max(tuning.spikeDegrees, speedLimit(for: raw - previous) * (time - last)) {
            glitchRun += 1
            guard glitchRun >= tuning.reanchorAfter else { return .implausible }
            filter.reset()
            recent.reset()
        }
        glitchRun = 0
        return nil
    }

    /// How fast (degrees per second) a step this way may be before it is a glitch: a joint already swinging
    /// this way (``MotionTuning/swingSpeed``) may go faster (``MotionTuning/maximumSwingSpeed``).
    @inline(__always) private func speedLimit(for step: Double) -> Double {
        step * lastStepRate > 0 && abs(lastStepRate) >= tuning.swingSpeed
            ? max(tuning.maximumAngularSpeed, tuning.maximumSwingSpeed) : tuning.maximumAngularSpeed
    }

    private mutating func use(_ reading: Double, at time: Double, pose: Bool, events: inout LiveEvents) {
        if tracking != .ok {
            if tracking == .lost { events.insert(.trackingRegained) }
            tracking = .ok
        }
        if let last = lastUsedTime, zone == .inTarget, time - last <= tuning.trackingLostAfter {
            timeInZone += time - last
        }
        samplesUsed += 1
        if firstUsedTime == nil {
            firstUsedTime = time
            rejectedBeforeFirstUse = samplesRejected
        }
        rejectedByLastUse = samplesRejected
        if let previous = lastRawAngle, let last = lastUsedTime, time > last {
            lastStepRate = (reading - previous) / (time - last)
        } else {
            lastStepRate = 0
        }
        lastUsedTime = time
        lastRawAngle = reading
        trace.add(reading, at: time)
        // A pose tracker's reading that jumps away for a frame and back is the tracker: the running
        // median of the last few frames (``MotionTuning/medianFrames``) is what the filter, the zones and
        // the rep cycles see. Peaks are still estimated from the readings themselves (``LevelPeak`` keeps
        // a short excursion's smoothed value, a long dwell's mean: a flicker moves neither).
        let steady = pose ? recent.add(reading) : reading

        let smoothed = filter.filter(steady, at: time)
        let progress = goal.progress(of: smoothed)
        let newZone = zones.classify(progress)
        if zone != nil, newZone != zone { events.insert(.zoneChanged) }
        angle = smoothed
        zone = newZone
        let rawProgress = goal.progress(of: reading)
        best.add(raw: rawProgress, smoothed: progress, time: time)

        let (repEvents, finished) = tracker.update(
            progress: progress, rawProgress: rawProgress, zone: newZone, time: time)
        events.formUnion(repEvents)
        if start.update(progress: progress, at: time, goal: goal, tuning: tuning, learnedRest: tracker.learnedRest) {
            events.insert(.startPositionFound)
            if let rest = start.restProgress { tracker.startPositionHeld(at: rest) }
        }
        if let finished {
            repetitions.append(finished)
            if finished.kind == .full, tracker.fullCount == goal.reps { events.insert(.goalReached) }
        }
    }

    /// Declares tracking lost when nothing usable came for too long: the rep in progress is voided.
    /// Samples that came without the joint for ``MotionTuning/trackingLostAfter`` are a loss; silence (no
    /// sample at all, as when frames are answered late under load) is one only after
    /// ``MotionTuning/silenceLostAfter``: a late frame is not lost tracking.
    private mutating func checkTracking(at time: Double) -> LiveEvents {
        guard tracking == .ok, let used = lastUsedTime else { return [] }
        let seen = max(used, lastCoherentTime)
        let failing = lastFailedTime > seen
        guard time - seen > (failing ? tuning.trackingLostAfter : tuning.silenceLostAfter) else { return [] }
        tracking = .lost
        trackingLosses += 1
        if tracker.phase == .moving { repsVoided += 1 }
        tracker.voidRep()
        best.commit()
        zones.reset()
        filter.reset()
        zone = nil
        lastRawAngle = nil
        glitchRun = 0
        landmarks.reset()
        previousPose = nil
        recent.reset()
        if pending != nil { samplesRejected += 1 }
        pending = nil
        return .trackingLost
    }

    private mutating func reject(_ issue: SampleIssue, at time: Double, events: LiveEvents = []) -> LiveState {
        samplesRejected += 1
        return state(at: time, events: events, rejected: issue)
    }

    /// `mutating` though it changes nothing, so that the engine is passed by reference: called as a
    /// non-mutating method from `ingest`, the release build copied the whole engine (1.6 KB) first, on
    /// every sample (a seventh of the engine's time, `perf`).
    private mutating func state(at time: Double, events: LiveEvents, rejected: SampleIssue?) -> LiveState {
        let reach = best.value  // once: it solves a small least-squares fit
        let hold = tracker.currentHold
        let holdProgress = goal.holdSeconds > 0
            ? min(1, hold / goal.holdSeconds)
            : (zone == .inTarget ? 1 : 0)
        return LiveState(
            time: time, angle: tracking == .lost ? nil : angle, zone: zone, phase: tracker.phase,
            holdSeconds: hold, holdTargetSeconds: goal.holdSeconds, holdProgress: holdProgress,
            reps: tracker.fullCount, targetReps: goal.reps, partialReps: tracker.partialCount,
            bestAngle: Self.bestAngle(reach: reach, goal: goal),
            pastTargetAngle: Self.pastTargetAngle(reach: reach, goal: goal, hysteresis: tuning.hysteresis),
            holdComplete: tracker.holdDone && tracker.phase == .moving, tracking: tracking, events: events,
            rejected: rejected, startPosition: start.found ? .found : .finding,
            restAngle: goal.restAngle + goal.direction * (tracker.learnedRest ?? start.restProgress ?? 0))
    }
}

/// Finds the person's start position: the first time they hold still (the smoothed angle within
/// ``MotionTuning/stillDegrees`` for ``MotionTuning/stillSeconds``) nearer rest than the target, or, for
/// someone who never holds still, the level the first finished rep came back to. Allocation-free.
struct StartPositionFinder: Sendable, Hashable {
    private(set) var found = false
    /// Progress of the held-still position, once found that way.
    private(set) var restProgress: Double?
    private var windowStart = 0.0, low = Double.infinity, high = -Double.infinity, sum = 0.0, count = 0

    /// Adds a sample; true exactly once, when the start position becomes known.
    mutating func update(
        progress p: Double, at time: Double, goal: MotionGoal, tuning: MotionTuning, learnedRest: Double?
    ) -> Bool {
        guard !found else { return false }
        if learnedRest != nil {
            found = true
            return true
        }
        if count == 0 || max(high, p) - min(low, p) > tuning.stillDegrees {
            windowStart = time; low = p; high = p; sum = 0; count = 0
        }
        low = min(low, p); high = max(high, p); sum += p; count += 1
        let mean = sum / Double(count)
        guard time - windowStart >= tuning.stillSeconds, mean < tuning.startPositionFraction * goal.targetNear
        else { return false }
        found = true
        restProgress = mean
        return true
    }
}

extension MotionSample {
    fileprivate var isPose: Bool {
        if case .pose = self { return true }
        return false
    }
}

private enum AngleMeasurement {
    case angle(Double)
    /// Measured with a low-visibility landmark that stayed coherent (see ``CoherentLandmarks``).
    case weak(Double)
    case failed(SampleIssue)
}

extension SampleIssue {
    init(_ failure: JointAngle.Failure) {
        switch failure {
        case .missingJoint: self = .missingJoint
        case .lowConfidence: self = .lowConfidence
        case .implausible: self = .implausible
        case .unsupportedMovement: self = .unsupportedMovement
        }
    }
}
