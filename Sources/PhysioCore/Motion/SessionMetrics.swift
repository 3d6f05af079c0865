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
    /// How many times tracking was lost.
    public var trackingLosses: Int
    /// Full reps of each set, in order, when the session ran in sets (nil for one set, and in records
    /// saved before sets).
    public var setReps: [Int]? = nil

    public init(
        goal: MotionGoal, repetitions: [Repetition], bestAngle: Double?, pastTargetAngle: Double? = nil,
        timeInZoneSeconds: Double,
        durationSeconds: Double, samplesUsed: Int, samplesRejected: Int, trackingLosses: Int
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
        self.trackingLosses = trackingLosses
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
        return lines.joined(separator: "\n")
    }
}
