import Foundation

/// The values one field may take: its name, its unit and a closed range. Every door (forms, the JSON
/// API, import files, WebSocket samples, recordings, command-line options) checks a value against
/// the field's one range, defined next to its model (`JointAngle.range`, `TrainingLoad.kilogramRange`,
/// `LocalDate.supportedRange`, …), so a well-formed but absurd value (1e300°, a year 40000) is
/// refused with a message naming the field and what is allowed, instead of reaching a computation.
public struct FieldRange<Value: Comparable & Sendable>: Sendable {
    /// What the person calls the field ("angle", "load", "reps").
    public let name: String
    /// "°", "kg", "s", or "" for a count.
    public let unit: String
    public let bounds: ClosedRange<Value>

    public init(_ name: String, unit: String = "", _ bounds: ClosedRange<Value>) {
        self.name = name
        self.unit = unit
        self.bounds = bounds
    }

    /// False for NaN: a NaN compares false with both bounds.
    public func contains(_ value: Value) -> Bool { bounds.contains(value) }

    /// "-180 to 360°", "1 to 20".
    public var allowed: String {
        let suffix = unit.isEmpty ? "" : (unit == "°" ? unit : " \(unit)")
        return "\(Self.text(bounds.lowerBound)) to \(Self.text(bounds.upperBound))\(suffix)"
    }

    /// The value itself, or a `ValueRangeError` naming `field` (a JSON path or form label; the
    /// range's name when nil) and the allowed range.
    @discardableResult
    public func check(_ value: Value, field: String? = nil) throws(ValueRangeError) -> Value {
        guard contains(value) else {
            throw ValueRangeError(field: field ?? name, allowed: allowed, value: Self.text(value))
        }
        return value
    }

    /// Checks an optional value; nil passes.
    public func check(_ value: Value?, field: String? = nil) throws(ValueRangeError) {
        if let value { try check(value, field: field) }
    }

    static func text(_ value: Value) -> String {
        if let number = value as? Double { return ValueText.number(number) }
        if let day = value as? LocalDate { return day.iso }
        if let date = value as? Date { return ValueText.date(date) }
        return "\(value)"
    }
}

extension FieldRange where Value == Int {
    /// A range of lengths: checks a text's character count or a list's element count.
    public func checkCount(_ count: Int, field: String? = nil) throws(ValueRangeError) {
        guard contains(count) else {
            throw ValueRangeError(field: field ?? name, allowed: allowed, value: "\(count) \(unit.isEmpty ? "items" : unit)")
        }
    }
}

/// A value outside its field's range. Names the field (a JSON path such as
/// `parts.sessions.records[3].metrics.bestAngle`, or a form label) and the allowed range.
public struct ValueRangeError: Error, LocalizedError, UserFacingError, Equatable {
    public var field: String
    public var allowed: String
    /// The refused value as text, shortened (unless it is a description of the value, such as a length).
    public var value: String

    public init(field: String, allowed: String, value: String, shorten: Bool = true) {
        self.field = field
        self.allowed = allowed
        self.value = shorten ? String(value.prefix(40)) : value
    }

    public var kind: ErrorKind { .invalid }
    public var code: String { "value_out_of_range" }
    public var errorDescription: String? { "\(field) must be \(allowed) (got \(value))." }
}

/// Checked conversions and plain text for numbers that come from data: never a trap.
public enum ValueText {
    /// "60", "62.5", "1e+300", "nan": any Double, without `Int(_:)` trapping.
    public static func number(_ value: Double) -> String {
        if let whole = Int(exactly: value), whole.magnitude < 1_000_000_000_000_000 { return String(whole) }
        return value.isFinite && abs(value) < 1e15 ? String(format: "%.1f", value) : "\(value)"
    }

    static func date(_ date: Date) -> String {
        date.timeIntervalSince1970.isFinite ? ISO8601DateFormatter().string(from: date) : "an invalid time"
    }
}

extension Int {
    /// `value` rounded (`.toNearestOrAwayFromZero` unless told) and clamped to `bounds`; NaN gives
    /// the lower bound. The replacement for `Int(someDouble)`, which traps on NaN, ±∞ and beyond
    /// `Int`'s range.
    public init(clamping value: Double, to bounds: ClosedRange<Int> = -1_000_000_000...1_000_000_000,
                rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) {
        guard !value.isNaN else {
            self = bounds.lowerBound
            return
        }
        let rounded = value.rounded(rule)
        if rounded <= Double(bounds.lowerBound) {
            self = bounds.lowerBound
        } else if rounded >= Double(bounds.upperBound) {
            self = bounds.upperBound
        } else {
            self = Int(rounded)
        }
    }
}

// MARK: - The ranges, next to their models

extension JointAngle {
    /// Any angle a joint, a tracker or a sensor can report, in degrees (wide enough for
    /// hyper-extension and full turns; 1e300 is not an angle).
    public static let range = FieldRange<Double>("angle", unit: "°", -180...360)
}

extension LocalDate {
    /// The days PhysioPoint plans and records: real calendar days from 2000 to 2100.
    public static let supportedRange = FieldRange<LocalDate>(
        "day", LocalDate(year: 2000, month: 1, day: 1)!...LocalDate(year: 2100, month: 12, day: 31)!)

    /// Whether this is a real calendar day (decoding builds a day field by field, so 2026-13-45 can
    /// exist) inside ``supportedRange``.
    public var isSupported: Bool {
        LocalDate(year: year, month: month, day: day) != nil && Self.supportedRange.contains(self)
    }

    /// Throws unless `day` is a real calendar day inside ``supportedRange``.
    public static func check(_ day: LocalDate, field: String) throws(ValueRangeError) {
        guard day.isSupported else {
            throw ValueRangeError(
                field: field, allowed: "a real calendar day from \(supportedRange.allowed)",
                value: "\(day.year)-\(day.month)-\(day.day)")
        }
    }
}

/// Instants PhysioPoint stores (session starts and ends, completions, notes): 2000 to 2100 UTC.
public enum InstantRange {
    public static let range = FieldRange<Date>(
        "time", Date(timeIntervalSince1970: 946_684_800)...Date(timeIntervalSince1970: 4_133_980_799))
}

extension TrainingLoad {
    /// A weight in kilograms a form, the API or an import accepts (0 itself is refused separately:
    /// a load is more than nothing).
    public static let kilogramRange = FieldRange<Double>("load", unit: "kg", 0...maximumKilograms)
}

extension SessionMetrics {
    /// Reps in one session (full or partial, and a goal's target).
    public static let repsRange = FieldRange<Int>("reps", 0...10_000)
    /// Seconds: a session's duration, time in the band, a hold (a day at most).
    public static let secondsRange = FieldRange<Double>("seconds", unit: "s", 0...86_400)
    /// Samples used or rejected, tracking losses.
    public static let countRange = FieldRange<Int>("count", 0...100_000_000)
    /// A sample's or rep's time on the sender's clock, in seconds.
    public static let sampleTimeRange = FieldRange<Double>("time", unit: "s", -1e12...1e12)
    /// The number of reps listed in one record.
    public static let listRange = FieldRange<Int>("list size", 0...10_000)

    /// Every value within its range; `path` prefixes the field names (`parts.sessions.records[3].metrics`).
    public func validate(path: String = "metrics") throws(ValueRangeError) {
        let angle = JointAngle.range
        try angle.check(restAngle, field: "\(path).restAngle")
        try angle.check(target.lower, field: "\(path).target.lower")
        try angle.check(target.upper, field: "\(path).target.upper")
        try angle.check(bestAngle, field: "\(path).bestAngle")
        try angle.check(pastTargetAngle, field: "\(path).pastTargetAngle")
        try Self.secondsRange.check(holdTargetSeconds, field: "\(path).holdTargetSeconds")
        try Self.secondsRange.check(timeInZoneSeconds, field: "\(path).timeInZoneSeconds")
        try Self.secondsRange.check(durationSeconds, field: "\(path).durationSeconds")
        try FieldRange<Double>("spread", unit: "°", 0...540).check(peakAngleSpread, field: "\(path).peakAngleSpread")
        try Self.repsRange.check(targetReps, field: "\(path).targetReps")
        try Self.repsRange.check(reps, field: "\(path).reps")
        try Self.repsRange.check(partialReps, field: "\(path).partialReps")
        try Self.repsRange.check(cycleEstimate, field: "\(path).cycleEstimate")
        try FieldRange<Double>("rhythm spread", 0...1).check(cycleRhythmSpread, field: "\(path).cycleRhythmSpread")
        try Self.countRange.check(samplesUsed, field: "\(path).samplesUsed")
        try Self.countRange.check(samplesRejected, field: "\(path).samplesRejected")
        try Self.countRange.check(samplesRejectedInSpan, field: "\(path).samplesRejectedInSpan")
        try Self.countRange.check(trackingLosses, field: "\(path).trackingLosses")
        try Self.countRange.check(repsVoided, field: "\(path).repsVoided")
        try Self.listRange.checkCount(repPeakAngles.count, field: "\(path).repPeakAngles")
        try Self.listRange.checkCount(repHoldSeconds.count, field: "\(path).repHoldSeconds")
        try Self.listRange.checkCount(repetitions.count, field: "\(path).repetitions")
        if let setReps {
            try FieldRange<Int>("sets", 0...100).checkCount(setReps.count, field: "\(path).setReps")
            for (index, reps) in setReps.enumerated() { try Self.repsRange.check(reps, field: "\(path).setReps[\(index)]") }
        }
        for (index, peak) in repPeakAngles.enumerated() { try angle.check(peak, field: "\(path).repPeakAngles[\(index)]") }
        for (index, hold) in repHoldSeconds.enumerated() {
            try Self.secondsRange.check(hold, field: "\(path).repHoldSeconds[\(index)]")
        }
        for (index, rep) in repetitions.enumerated() {
            let repPath = "\(path).repetitions[\(index)]"
            try angle.check(rep.peakAngle, field: "\(repPath).peakAngle")
            try Self.secondsRange.check(rep.holdSeconds, field: "\(repPath).holdSeconds")
            try Self.sampleTimeRange.check(rep.start, field: "\(repPath).start")
            try Self.sampleTimeRange.check(rep.end, field: "\(repPath).end")
        }
    }
}

extension SessionRecord {
    /// Characters in an exercise id.
    public static let exerciseIDLength = FieldRange<Int>("exercise id", unit: "characters", 1...100)

    /// Every value within its range: the day, the start and end, and the metrics.
    public func validate(path: String) throws(ValueRangeError) {
        try Self.exerciseIDLength.checkText(exerciseID, field: "\(path).exerciseID")
        try LocalDate.check(day, field: "\(path).day")
        try InstantRange.range.check(startedAt, field: "\(path).startedAt")
        try InstantRange.range.check(endedAt, field: "\(path).endedAt")
        try metrics.validate(path: "\(path).metrics")
        try prescription?.validate(path: "\(path).prescription")
        try Self.correctedRepsRange.check(correctedReps, field: "\(path).correctedReps")
    }
}
