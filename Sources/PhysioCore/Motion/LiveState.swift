/// One-shot things that happened on a sample, for the page to animate or announce once.
/// Encoded as an array of names, e.g. `["repCompleted", "goalReached"]`.
public struct LiveEvents: OptionSet, Sendable, Hashable, Codable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// The zone changed from the previous sample.
    public static let zoneChanged = LiveEvents(rawValue: 1 << 0)
    /// The rep in progress reached the target band for the first time.
    public static let targetReached = LiveEvents(rawValue: 1 << 1)
    /// The rep in progress held the band for the goal's hold time.
    public static let holdComplete = LiveEvents(rawValue: 1 << 2)
    /// A full rep was counted.
    public static let repCompleted = LiveEvents(rawValue: 1 << 3)
    /// A movement that stopped short was counted as a partial rep.
    public static let partialRep = LiveEvents(rawValue: 1 << 4)
    /// The last full rep of the goal was counted.
    public static let goalReached = LiveEvents(rawValue: 1 << 5)
    /// No usable sample for ``MotionTuning/trackingLostAfter`` seconds.
    public static let trackingLost = LiveEvents(rawValue: 1 << 6)
    /// A usable sample arrived after tracking was lost.
    public static let trackingRegained = LiveEvents(rawValue: 1 << 7)
    /// The person's start position was learned (they held still in it): counting can begin.
    public static let startPositionFound = LiveEvents(rawValue: 1 << 8)

    private static let named: [(LiveEvents, String)] = [
        (.zoneChanged, "zoneChanged"), (.targetReached, "targetReached"), (.holdComplete, "holdComplete"),
        (.repCompleted, "repCompleted"), (.partialRep, "partialRep"), (.goalReached, "goalReached"),
        (.trackingLost, "trackingLost"), (.trackingRegained, "trackingRegained"),
        (.startPositionFound, "startPositionFound"),
    ]

    /// The events' names in a fixed order.
    public var names: [String] { Self.named.filter { contains($0.0) }.map(\.1) }

    public init(from decoder: any Decoder) throws {
        let names = try decoder.singleValueContainer().decode([String].self)
        self = LiveEvents(Self.named.filter { names.contains($0.1) }.map(\.0))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(names)
    }
}

/// Whether the engine is getting usable data.
public enum TrackingState: String, Codable, Sendable {
    /// No usable sample yet.
    case waiting
    case ok
    /// No usable sample for ``MotionTuning/trackingLostAfter`` seconds.
    case lost
}

/// Whether the engine knows where this person's reps start from.
public enum StartPosition: String, Codable, Sendable {
    /// Not yet: the page asks the person to get into the start position and hold still.
    case finding
    /// Learned (or taken from the exercise); reps are counted from ``LiveState/restAngle``.
    case found
}

/// Why a sample was not used. Bad samples are never counted and never crash the engine.
public enum SampleIssue: String, Codable, Sendable {
    /// The timestamp was NaN or infinite.
    case badTimestamp = "bad_timestamp"
    /// Same timestamp as the previous sample.
    case duplicateTimestamp = "duplicate_timestamp"
    /// Earlier than the previous sample.
    case outOfOrder = "out_of_order"
    /// Far later than the previous sample, not (yet) confirmed by the following ones.
    case clockJump = "clock_jump"
    /// A landmark the movement needs was missing.
    case missingJoint = "missing_joint"
    /// A needed landmark's confidence was too low.
    case lowConfidence = "low_confidence"
    /// NaN or infinite angle.
    case notFinite = "not_finite"
    /// An absurd coordinate or angle, a jump faster than a joint can move, or a limb darting away from
    /// the other side of the body (the tracker lost it: ``MotionTuning/sidesPartingSpeed``).
    case implausible
    /// The movement is not measured from landmarks; send plain angles instead.
    case unsupportedMovement = "unsupported_movement"
    /// An orientation sample arrived before ``SessionEngine/calibrate(_:holding:)``.
    case notCalibrated = "not_calibrated"
}

/// What the live page shows after each sample: Codable, so it can go straight to the WebSocket.
public struct LiveState: Codable, Sendable, Hashable {
    /// The time of the sample or tick this state answers, in seconds.
    public var time: Double
    /// The smoothed angle in degrees; nil before the first usable sample.
    public var angle: Double?
    /// The zone of ``angle``; nil before the first usable sample.
    public var zone: AngleZone?
    public var phase: RepPhase
    /// Seconds continuously in the target band so far, and the goal's hold time.
    public var holdSeconds: Double
    public var holdTargetSeconds: Double
    /// `holdSeconds / holdTargetSeconds`, 0…1; with no hold, 1 while in the band, else 0.
    public var holdProgress: Double
    /// Full reps done and asked for, and partial reps.
    public var reps: Int
    public var targetReps: Int
    public var partialReps: Int
    /// The best angle so far within the target band: the furthest towards the target (see
    /// ``LevelPeak``), but no further than the band's far edge; nil before any usable sample.
    public var bestAngle: Double?
    /// The furthest angle past the target band's far edge (by more than the hysteresis), reported
    /// apart from ``bestAngle``; nil when the joint never went past the target.
    public var pastTargetAngle: Double?
    /// The rep in progress has held the band long enough: "Hold complete — now return slowly".
    public var holdComplete: Bool
    public var tracking: TrackingState
    public var events: LiveEvents
    /// Why this sample was not used; nil when it was (or for a tick).
    public var rejected: SampleIssue?
    /// Whether the start position is known yet, and the angle reps start from and return to.
    public var startPosition: StartPosition = .found
    public var restAngle: Double? = nil
    /// Sets (set by the live session's ``SessionRun``, not the engine, which counts one set): the
    /// current set (1-based) of how many, the seconds left of the rest between sets (nil when not
    /// resting), the rest's full length, and whether the last set's reps are reached (counting stopped).
    public var set = 1
    public var sets = 1
    public var restRemaining: Double? = nil
    public var restSeconds = 0.0
    public var sessionDone = false

    /// As synthesized, except that `restRemaining` is written as `null` when not resting (the wire
    /// contract, docs/pose-stream.md) instead of being left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(time, forKey: .time)
        try container.encodeIfPresent(angle, forKey: .angle)
        try container.encodeIfPresent(zone, forKey: .zone)
        try container.encode(phase, forKey: .phase)
        try container.encode(holdSeconds, forKey: .holdSeconds)
        try container.encode(holdTargetSeconds, forKey: .holdTargetSeconds)
        try container.encode(holdProgress, forKey: .holdProgress)
        try container.encode(reps, forKey: .reps)
        try container.encode(targetReps, forKey: .targetReps)
        try container.encode(partialReps, forKey: .partialReps)
        try container.encodeIfPresent(bestAngle, forKey: .bestAngle)
        try container.encodeIfPresent(pastTargetAngle, forKey: .pastTargetAngle)
        try container.encode(holdComplete, forKey: .holdComplete)
        try container.encode(tracking, forKey: .tracking)
        try container.encode(events, forKey: .events)
        try container.encodeIfPresent(rejected, forKey: .rejected)
        try container.encode(startPosition, forKey: .startPosition)
        try container.encodeIfPresent(restAngle, forKey: .restAngle)
        try container.encode(set, forKey: .set)
        try container.encode(sets, forKey: .sets)
        try container.encode(restRemaining, forKey: .restRemaining)
        try container.encode(restSeconds, forKey: .restSeconds)
        try container.encode(sessionDone, forKey: .sessionDone)
    }
}
