/// One movement away from rest and back that counted: a full rep or a partial one.
public struct Repetition: Codable, Sendable, Hashable {
    public enum Kind: String, Codable, Sendable {
        /// Reached the target (and held it, when the goal has a hold) and returned to rest.
        case full
        /// A real movement that stopped short of the target or of the hold.
        case partial
    }

    public var kind: Kind
    /// When the joint left the rest band and when it came back, in seconds.
    public var start: Double
    public var end: Double
    /// The extreme angle of the rep towards the target, in degrees (see ``LevelPeak``).
    public var peakAngle: Double
    /// The longest continuous stay in the target band during the rep, in seconds.
    public var holdSeconds: Double
    /// The zone of the peak: how far the rep got.
    public var peakZone: AngleZone
}

extension Repetition {
    /// How reps are named everywhere (live page, summary, report): full reps are numbered 1, 2, 3… as the
    /// live count "Rep 2 of 10" counts them; a partial rep takes no number: "Partial".
    public static func labels(_ repetitions: [Repetition]) -> [String] {
        var number = 0
        return repetitions.map { rep in
            guard rep.kind == .full else { return "Partial" }
            number += 1
            return "Rep \(number)"
        }
    }
}

/// The phase of the rep state machine.
public enum RepPhase: String, Codable, Sendable {
    /// Before the first sample, or after tracking was lost: nothing counts until the joint is seen at
    /// rest (a first sample already away from rest starts a rep at once, see ``RepetitionTracker``).
    case waitingForRest = "waiting_for_rest"
    /// Inside the rest band, ready for a rep.
    case atRest = "at_rest"
    /// Away from rest, a rep in progress.
    case moving
}

/// The rep state machine: cycles away from the person's own rest and back, with hysteresis, on the
/// ``MotionGoal/progress(of:)`` scale.
///
/// A rep starts when progress rises more than ``restBand`` above the *valley* (the lowest progress since
/// the last rep, where the joint came back to) and ends when it has come back towards that valley by
/// ``MotionTuning/returnFraction`` of the rep's excursion, or into the rest band. So a person whose
/// "straight" reads 20° on a camera, or who never quite returns to the catalogue's rest, still closes
/// each rep: rest is what the joint keeps returning to, not a fixed angle. A session whose first sample
/// is already away from rest starts with a rep in progress (recordings trimmed to the movement). On return
/// a rep is *full* if the target was reached (and, with a hold, the joint stayed in the band continuously
/// for the hold time); *partial* if its excursion passed the partial threshold; otherwise it was jitter
/// and is forgotten. Losing tracking voids the rep in progress and waits for rest again, so a dropout can
/// never complete or invent a rep.
public struct RepetitionTracker: Sendable, Hashable {
    public let goal: MotionGoal
    /// Progress the joint must rise above the valley to start a rep; at or below it, the joint is at rest.
    public let restBand: Double
    /// Excursion (peak − valley) a rep that stops short needs to count as partial.
    public let partialThreshold: Double
    /// The fraction of a rep's excursion the joint must come back for the rep to end.
    public let returnFraction: Double
    /// This person's typical excursion (peak − valley): the median of the last five cycles' excursions
    /// (before the first, the distance from rest to the target). A median, so one tracker outlier (a frame
    /// flipped to 170°) does not make the next real reps look small.
    public private(set) var amplitude: Double
    /// The last cycles' excursions (``RecentExcursions/capacity`` at most, no allocation).
    private var recent = RecentExcursions()
    private let hysteresis: Double
    private let startFraction: Double
    private let countFraction: Double
    private let minimumRepSeconds: Double
    /// How far under ``MotionTuning/minimumRepSeconds`` a rep's duration may come out by floating point
    /// alone (far less than any frame interval).
    static let timeTolerance = 1e-6

    public private(set) var phase: RepPhase = .waitingForRest
    public private(set) var fullCount = 0
    public private(set) var partialCount = 0
    /// Seconds continuously in the target band so far (0 when outside it).
    public private(set) var currentHold: Double = 0
    /// The lowest progress since the last rep ended (or since rest was seen): where this rep started from.
    public private(set) var valley = Double.infinity
    /// The valley the last finished rep started from and the one it came back to, averaged: the level
    /// the joint keeps returning to between peaks (nil before a rep ended).
    public private(set) var learnedRest: Double?

    /// True until the first sample: a session that starts mid-movement counts that movement as a rep.
    private var fresh = true
    private var repStart = 0.0
    private var repValley = 0.0
    /// The rep began with the session, already away from rest: it counts only if the joint was then seen
    /// moving on towards the target (a session that opens on the way back saw no rep's beginning).
    private var openedMidway = false
    private var openingProgress = 0.0
    private var peak = -Double.infinity
    /// The lowest progress since the peak, and when: where the joint turned back if it rises again.
    private var trough = Double.infinity
    private var troughTime = 0.0
    private var level = LevelPeak()
    private var peakZone = AngleZone.below
    private var holdStart: Double?
    private var longestHold = 0.0
    private var reachedTarget = false
    /// Whether the rep in progress has held the band for the goal's hold time: the page shows
    /// "Hold complete — now return slowly" until the joint is back at rest.
    public private(set) var holdDone = false

    public init(goal: MotionGoal, tuning: MotionTuning) {
        self.goal = goal
        let near = max(goal.targetNear, 0)
        restBand = min(max(tuning.restBandFraction * near, tuning.minimumRestBand), tuning.maximumRestBand)
        partialThreshold = min(max(restBand + tuning.hysteresis, tuning.partialFraction * near), near)
        returnFraction = min(max(tuning.returnFraction, 0.1), 1)
        amplitude = max(near, restBand)
        startFraction = tuning.startFraction
        hysteresis = tuning.hysteresis
        countFraction = tuning.countFraction
        minimumRepSeconds = max(0, tuning.minimumRepSeconds)
    }

    /// A tracker for the next set of the same exercise: what it learned about this person (where they
    /// rest, how far their reps go) carries over, the counts start again, and the set's first movement
    /// from rest counts like any other.
    public func nextSet() -> RepetitionTracker {
        var next = self
        next.phase = .waitingForRest
        next.fresh = true
        next.fullCount = 0
        next.partialCount = 0
        next.currentHold = 0
        next.holdStart = nil
        next.holdDone = false
        next.valley = .infinity
        next.openedMidway = false
        return next
    }

    /// How far above the valley the joint must rise for a rep to start: the rest band, or a share of
    /// this person's typical excursion when that is wider (noise on a big movement is bigger too).
    public var startThreshold: Double { max(restBand, startFraction * amplitude) }

    /// Where the joint counts as back at rest after tracking was lost: near the rest it keeps
    /// returning to, once known.
    private var restLimit: Double { (learnedRest ?? 0) + startThreshold }

    /// Feeds one accepted, smoothed sample. Returns the events it caused and, when a rep ended, the rep.
    /// `progress` is smoothed; `rawProgress` is the same sample before smoothing.
    public mutating func update(
        progress p: Double, rawProgress: Double, zone: AngleZone, time: Double
    ) -> (events: LiveEvents, finished: Repetition?) {
        var events: LiveEvents = []
        switch phase {
        case .waitingForRest:
            let first = fresh
            fresh = false
            // After a loss, back near the rest the joint kept returning to.
            if p <= restLimit {
                phase = .atRest
                valley = p
                return (events, nil)
            }
            // A recording trimmed to the movement (or a person already moving when the session starts)
            // begins away from rest: that first movement is a rep like the others. After tracking was
            // lost, by contrast, nothing counts until rest is seen again.
            guard first else { return (events, nil) }
            valley = min(0, p)
            startRep(at: time)
            openedMidway = true
            openingProgress = p
        case .atRest:
            fresh = false
            valley = min(valley, p)
            guard p > valley + startThreshold else { return (events, nil) }
            startRep(at: time)
        case .moving:
            // Back down by a typical rep's worth and up again, short of where this rep started from
            // (it started lower than the person cycles, e.g. from a glitch or a first movement from
            // the floor): the rep ended at the turn, and the next one began there.
            if peak - trough >= countFraction * max(amplitude, goal.targetNear), trough < goal.targetNear,
                p >= trough + startThreshold
            {
                let turn = troughTime
                let finished = finishRep(at: turn, progress: trough, events: &events)
                startRep(at: turn)
                let next = record(p, rawProgress: rawProgress, zone: zone, time: time, events: &events)
                return (events, finished ?? next)
            }
        }
        let finished = record(p, rawProgress: rawProgress, zone: zone, time: time, events: &events)
        return (events, finished)
    }

    /// The rest of ``update(progress:rawProgress:zone:time:)`` for a rep in progress: the rep, if this
    /// sample ended it.
    private mutating func record(
        _ p: Double, rawProgress: Double, zone: AngleZone, time: Double, events: inout LiveEvents
    ) -> Repetition? {
        if p > peak { peak = p; peakZone = zone; trough = p; troughTime = time }
        if p < trough { trough = p; troughTime = time }
        level.add(raw: rawProgress, smoothed: p, time: time)
        updateHold(zone: zone, time: time, events: &events)
        if !reachedTarget, zone != .below {
            reachedTarget = true
            events.insert(.targetReached)
        }
        // Back into the rest band, or back towards the valley by most of the excursion: the rep is over.
        let back = max(repValley + startThreshold, peak - returnFraction * (peak - repValley))
        guard p <= back, zone == .below else { return nil }
        return finishRep(at: time, progress: p, events: &events)
    }

    /// The person was seen holding still at `progress`, their start position. A rep the session opened
    /// with (the first sample away from the catalogue's rest) that hasn't moved on towards the target
    /// since was no rep: it was where this person stands, e.g. a knee a camera reads at 18°.
    public mutating func startPositionHeld(at progress: Double) {
        guard phase == .moving, openedMidway, peak - openingProgress < startThreshold else { return }
        phase = .atRest
        valley = progress
        openedMidway = false
        currentHold = 0
        holdStart = nil
        holdDone = false
    }

    /// Tracking was lost: forget the rep in progress and wait for the joint to be seen at rest.
    public mutating func voidRep() {
        fresh = false
        holdDone = false
        phase = .waitingForRest
        currentHold = 0
        holdStart = nil
        valley = .infinity
    }

    private mutating func startRep(at time: Double) {
        phase = .moving
        repStart = time
        repValley = valley
        peak = -.infinity
        trough = .infinity
        level.reset()
        holdStart = nil
        currentHold = 0
        longestHold = 0
        reachedTarget = false
        holdDone = false
        openedMidway = false
    }
    private mutating func updateHold(zone: AngleZone, time: Double, events: inout LiveEvents) {
        guard zone == .inTarget else {
            holdStart = nil
            currentHold = 0
            return
        }
        let start = holdStart ?? time
        holdStart = start
        currentHold = time - start
        longestHold = max(longestHold, currentHold)
        if !holdDone, goal.holdSeconds > 0, currentHold >= goal.holdSeconds - 1e-9 {
            holdDone = true
            events.insert(.holdComplete)
        }
    }

    private mutating func finishRep(at time: Double, progress p: Double, events: inout LiveEvents) -> Repetition? {
        phase = .atRest
        valley = p
        defer { holdDone = false }
        currentHold = 0
        holdStart = nil
        let excursion = peak - repValley
        // A cycle much smaller than this person's reps is jitter or a shuffle, even near the target; one
        // quicker than a person moves (there and back in under ``minimumRepSeconds``) is tracker noise.
        // Sample times are sums of frame intervals: a rep of exactly the minimum (six frames at 30 a
        // second, two at 10) comes out a hair under it in floating point, and is a human pace.
        let humanPace = time - repStart >= minimumRepSeconds - Self.timeTolerance
        let sizeable = excursion >= countFraction * amplitude
        let big = sizeable && humanPace && (!openedMidway || peak - openingProgress >= startThreshold)
        // The typical excursion is learned from the person's reps: every cycle at a human pace that reached
        // the band or was at least half a typical one, counted or not, so one outlier (a frame flipped to
        // 170°) can't lock every later rep out as "too small", and reps that grow or shrink are followed.
        // A smaller cycle that stayed short of the band (a fidget, a shuffle, the tracker wobbling) is not a
        // rep and teaches nothing: three of them in a row used to halve the bar, and then a half movement
        // that grazed the band's edge counted as a rep.
        if humanPace, reachedTarget || sizeable {
            recent.add(excursion)
            amplitude = recent.median
        }
        let complete = big && (goal.holdSeconds > 0 ? holdDone : reachedTarget)
        let kind: Repetition.Kind
        if complete {
            kind = .full
            fullCount += 1
            events.insert(.repCompleted)
        } else if big, excursion >= partialThreshold {
            kind = .partial
            partialCount += 1
            events.insert(.partialRep)
        } else {
            return nil
        }
        learnedRest = repValley
        let peakAngle = goal.restAngle + goal.direction * level.value
        return Repetition(
            kind: kind, start: repStart, end: time, peakAngle: peakAngle, holdSeconds: longestHold,
            peakZone: peakZone)
    }
}

/// The excursions of the last few counted reps, in a fixed-size buffer (no allocation), and their median.
struct RecentExcursions: Sendable, Hashable {
    static let capacity = 5
    private var a = 0.0, b = 0.0, c = 0.0, d = 0.0, e = 0.0
    private var count = 0, next = 0

    mutating func add(_ value: Double) {
        switch next {
        case 0: a = value
        case 1: b = value
        case 2: c = value
        case 3: d = value
        default: e = value
        }
        next = (next + 1) % Self.capacity
        count = min(count + 1, Self.capacity)
    }

    /// The median of the kept values (the upper middle one for an even count); 0 when empty.
    var median: Double {
        let k = count / 2
        for i in 0..<count {
            let x = value(i)
            var less = 0, notMore = 0
            for j in 0..<count {
                let y = value(j)
                if y < x { less += 1 }
                if y <= x { notMore += 1 }
            }
            if less <= k, k < notMore { return x }
        }
        return 0
    }

    private func value(_ index: Int) -> Double {
        switch index {
        case 0: a
        case 1: b
        case 2: c
        case 3: d
        default: e
        }
    }
}
