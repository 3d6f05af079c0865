import Foundation

/// What a session achieved, for the summary page, the saved record and `physiopoint analyze --json`.
public struct SessionMetrics: Codable, Sendable, Hashable {
    public var movement: JointMovement
    public var side: BodySide
    public var target: AngleRange
    public var restAngle: Double
    public var holdTargetSeconds: Double
    public var targetReps: Int
    /// Full reps (see ``Repetition/Kind/full``).
    public var reps: Int
    /// Movements that stopped short of the target or of the hold.
    public var partialReps: Int
    /// The best angle within the target band: the furthest reached towards the target (see
    /// ``LevelPeak``), but no further than the band's far edge; nil when no sample was usable.
    public var bestAngle: Double?
    /// The furthest angle past the band's far edge, reported apart from ``bestAngle``; nil when the
    /// joint never went past the target (and in records saved before this was measured).
    public var pastTargetAngle: Double?
    /// Each full rep's peak angle, in order.
    public var repPeakAngles: [Double]
    /// Each full rep's longest continuous hold in the target band, in seconds.
    public var repHoldSeconds: [Double]
    /// Population standard deviation of ``repPeakAngles`` in degrees, `√(Σ(pᵢ − p̄)²/n)`: how
    /// consistent the reps were (0 = identical peaks); nil with fewer than two reps.
    public var peakAngleSpread: Double?
    /// Every counted rep, full and partial, in order.
    public var repetitions: [Repetition]
    /// Seconds spent in the target band (gaps while tracking was lost excluded).
    public var timeInZoneSeconds: Double
    /// From the first to the last usable sample, in seconds.
    public var durationSeconds: Double
    public var samplesUsed: Int
    public var samplesRejected: Int
    /// The rejected samples between the first and the last usable one: the tracker failing while the
    /// person was being followed, not the time before they stepped into view or after they left (nil in
    /// records saved before it was kept).
    public var samplesRejectedInSpan: Int? = nil
    /// How many times tracking was lost.
    public var trackingLosses: Int
    /// How many of those losses came while a rep was under way (that rep was voided, so it didn't
    /// count); nil in records saved before it was kept.
    public var repsVoided: Int? = nil
    /// Full reps of each set, in order, when the session ran in sets (nil for one set, and in records
    /// saved before sets).
    public var setReps: [Int]? = nil
    /// The second opinion: movement cycles in the angle trace, counted from its shape with no band
    /// (``CycleCount``); nil when the trace was too short, and in records saved before it was kept.
    public var cycleEstimate: Int? = nil
    /// How unevenly the second opinion's cycles were spaced (``CycleCount/rhythmSpread``): low, a steady
    /// rhythm it is sure of; nil with fewer than three cycles, and in records saved before it was kept.
    public var cycleRhythmSpread: Double? = nil

    public init(
        goal: MotionGoal, repetitions: [Repetition], bestAngle: Double?, pastTargetAngle: Double? = nil,
        timeInZoneSeconds: Double,
        durationSeconds: Double, samplesUsed: Int, samplesRejected: Int, samplesRejectedInSpan: Int? = nil,
        trackingLosses: Int, repsVoided: Int? = nil, cycleEstimate: Int? = nil, cycleRhythmSpread: Double? = nil
    ) {
        movement = goal.movement
        side = goal.side
        target = goal.target
        restAngle = goal.restAngle
        holdTargetSeconds = goal.holdSeconds
        targetReps = goal.reps
        let full = repetitions.filter { $0.kind == .full }
        reps = full.count
        partialReps = repetitions.count - full.count
        self.bestAngle = bestAngle
        self.pastTargetAngle = pastTargetAngle
        repPeakAngles = full.map(\.peakAngle)
        repHoldSeconds = full.map(\.holdSeconds)
        peakAngleSpread = Self.standardDeviation(repPeakAngles)
        self.repetitions = repetitions
        self.timeInZoneSeconds = timeInZoneSeconds
        self.durationSeconds = durationSeconds
        self.samplesUsed = samplesUsed
        self.samplesRejected = samplesRejected
        self.samplesRejectedInSpan = samplesRejectedInSpan
        self.trackingLosses = trackingLosses
        self.repsVoided = repsVoided
        self.cycleEstimate = cycleEstimate
        self.cycleRhythmSpread = cycleRhythmSpread
    }

    /// From this share of unusable samples between the first and last usable one, a count is likely off
    /// and the pages say so. On RepCount's development half (67 real recordings), the 9 recordings at or
    /// above it are all miscounted, 8 of them by more than one rep; of the 58 below, 13 are (BENCHMARKS.md,
    /// "When the count may be off").
    public static let shakyTrackingShare = 0.25

    /// The share of samples between the first and the last usable one that could not be used; nil when
    /// not known (older records) or nothing was usable.
    public var unusableShare: Double? {
        guard let rejected = samplesRejectedInSpan, samplesUsed > 0 else { return nil }
        return Double(rejected) / Double(samplesUsed + rejected)
    }

    /// Whether losing tracking may have cost reps: a loss came while a rep was under way (in records
    /// saved before ``repsVoided`` was kept, any loss).
    public var lossMayHaveCostReps: Bool { (repsVoided ?? trackingLosses) > 0 }

    /// Whether the tracker failed often enough that the count may be off (``shakyTrackingShare``).
    public var trackingWasShaky: Bool { (unusableShare ?? 0) >= Self.shakyTrackingShare }

    /// What the summary, the video check and `analyze` say when ``trackingWasShaky``: "The camera couldn't
    /// follow your left elbow 39 % of the time, so this count may be off. …"; nil otherwise.
    public var shakyTrackingNote: String? {
        guard trackingWasShaky, let share = unusableShare else { return nil }
        let percent = min(99, Int((share * 100).rounded()))
        return "The camera couldn't follow your \(side.rawValue) \(movement.jointName) \(percent) % of the time, "
            + "so this count may be off. Next time, try more light, and keep your \(side.rawValue) "
            + "\(CameraFraming.partsWord(movement)) in view."
    }

    /// When the second opinion's cycles came at an uneven rhythm (``CycleCount/isSteady`` false), the two
    /// counts must differ by more than this share of the larger one, as well as by more than one rep, for
    /// the count to be doubted. Uneven peaks are where a peak count misses or splits a cycle here and
    /// there; a count that is a quarter off is more than that. From 0.22 to 0.45 flag the same recordings
    /// on RepCount's development half at 30 frames a second, 0.22 to 0.30 at the live page's 10.
    public static let unsteadyDisagreement = 0.25

    /// The engine's count and the second opinion (``cycleEstimate``) differ by more than one rep, and,
    /// unless the second opinion's cycles came at a steady rhythm (``cycleRhythmSpread``; records saved
    /// before it was kept count as steady), by more than ``unsteadyDisagreement`` of the larger count.
    /// (In doubles: a stored record's absurd value must not trap.)
    public var countsDisagree: Bool {
        guard let cycleEstimate else { return false }
        let other = Double(cycleEstimate), own = Double(reps)
        let gap = abs(other - own)
        guard gap > 1 else { return false }
        guard let spread = cycleRhythmSpread, spread > CycleCount.steadyRhythmSpread else { return true }
        return gap > Self.unsteadyDisagreement * max(other, own)
    }

    /// Whether the count may be off, whatever the reason: the camera failed to follow the joint
    /// (``trackingWasShaky``) or the second opinion disagrees (``countsDisagree``). `analyze --json`'s
    /// `countMayBeOff`.
    public var countMayBeOff: Bool { trackingWasShaky || countsDisagree }

    /// The count "Count wrong?" suggests: the second opinion, when it disagrees.
    public var suggestedReps: Int? { countsDisagree ? cycleEstimate : nil }

    /// The band's edge a rep has to reach (the lower edge when the movement goes up from rest).
    public var bandEntryAngle: Double {
        (target.lower + target.upper) / 2 >= restAngle ? target.lower : target.upper
    }

    /// "12 movements, none reached 70° — your best was 61°": the person moved regularly (the second
    /// opinion found two or more cycles) but no rep reached the band, so their movements are said
    /// rather than "0 reps"; nil otherwise.
    public var shortOfBandNote: String? {
        guard reps == 0, let cycles = cycleEstimate, cycles >= 2, let best = bestAngle else { return nil }
        return "\(cycles) movements, none reached \(SessionFormat.degrees(bandEntryAngle)) — your best was "
            + "\(SessionFormat.degrees(best))."
    }

    /// What the summary and the video check say when ``countsDisagree``: ``countCheck`` and where to put
    /// the right count; nil when the two agree.
    public var countCheckNote: String? {
        countCheck.map { $0 + " If the count is wrong, put in the reps you did under “Count wrong?”." }
    }

    /// The other count, as `analyze` prints it: ``shortOfBandNote``, or "Counted another way, from the
    /// rhythm of your left elbow, this was 7 movements, so the count of 15 may be off."; nil when the two
    /// agree.
    public var countCheck: String? {
        guard countsDisagree, let cycles = cycleEstimate else { return nil }
        return shortOfBandNote
            ?? "Counted another way, from the rhythm of your \(side.rawValue) \(movement.jointName), this was \(cycles) "
                + "\(cycles == 1 ? "movement" : "movements"), so the count of \(reps) may be off."
    }

    static func standardDeviation(_ values: [Double]) -> Double? {
        guard values.count >= 2 else { return nil }
        let mean = values.reduce(0, +) / Double(values.count)
        let variance = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(values.count)
        return variance.squareRoot()
    }

    /// A few lines a person can read: reps, best angle, time in the band, each rep's peak.
    public var report: String {
        func degrees(_ value: Double) -> String { String(format: "%.1f°", value) }
        func seconds(_ value: Double) -> String { String(format: "%.1f s", value) }
        var lines = [
            "\(movement.displayName) (\(movement.rawValue), \(side.rawValue)), target \(target.label)",
            "Reps: \(reps)" + (targetReps > 0 ? " of \(targetReps)" : "")
                + (partialReps > 0 ? ", plus \(partialReps) partial" : ""),
            "Best angle: " + (bestAngle.map(degrees) ?? "no usable samples"),
        ]
        if let pastTargetAngle { lines.append("Went past the target: \(degrees(pastTargetAngle))") }
        lines.append("Time in target: \(seconds(timeInZoneSeconds)) of \(seconds(durationSeconds))")
        if let spread = peakAngleSpread { lines.append("Peak consistency: ±\(degrees(spread))") }
        for (rep, label) in zip(repetitions, Repetition.labels(repetitions)) {
            var line = "  \(label.padding(toLength: 8, withPad: " ", startingAt: 0)) peak \(degrees(rep.peakAngle))"
            if holdTargetSeconds > 0 { line += ", held \(seconds(rep.holdSeconds))" }
            lines.append(line)
        }
        if samplesRejected > 0 || trackingLosses > 0 {
            lines.append("Samples: \(samplesUsed) used, \(samplesRejected) rejected; tracking lost \(trackingLosses)×")
        }
        if let cycleEstimate { lines.append("Second count (movement cycles, no band): \(cycleEstimate)") }
        if let shakyTrackingNote { lines.append(shakyTrackingNote) }
        if let countCheck { lines.append(countCheck) }
        return lines.joined(separator: "\n")
    }
}
