import Foundation

/// A completed session as a portable workout record (the shape a health app imports): exercise,
/// start, end, duration, reps, the target band and the best angle within it (going past the target
/// reported apart), as JSON or CSV. Times are ISO 8601 in UTC.
public struct WorkoutRecord: Codable, Sendable, Hashable {
    public var id: String
    public var exerciseID: String
    public var exercise: String
    public var movement: String
    public var side: String
    public var start: String
    public var end: String
    public var durationSeconds: Double
    /// The session's full reps: the person's own count when they corrected it (``measuredReps`` then
    /// differs), else the one measured.
    public var reps: Int
    /// The full reps the engine counted.
    public var measuredReps: Int
    public var targetReps: Int
    public var partialReps: Int
    /// The target band the reps aimed for, in degrees.
    public var targetLowerDegrees: Double
    public var targetUpperDegrees: Double
    /// The best angle within the target band; nil when no sample was usable.
    public var bestAngleDegrees: Double?
    /// The furthest angle past the target band; nil when the joint never went past it.
    public var pastTargetDegrees: Double?
    public var timeInZoneSeconds: Double
    public var source: String
    public var feeling: String?
    /// Set when the session was stopped because it hurt: seconds in, the rep, the angle and zone there.
    public var stoppedForPain: Bool
    public var painStopSeconds: Double?
    public var painStopRep: Int?
    public var painStopAngleDegrees: Double?
    public var painStopZone: String?

    public init(_ record: SessionRecord) {
        id = AppPath.id(record.id)
        exerciseID = record.exerciseID
        exercise = record.exercise?.name ?? record.exerciseID
        movement = record.metrics.movement.rawValue
        side = record.metrics.side.rawValue
        start = record.startedAt.ISO8601Format()
        end = record.endedAt.ISO8601Format()
        durationSeconds = Self.rounded(record.durationSeconds, places: 1)
        reps = record.reps
        measuredReps = record.metrics.reps
        targetReps = record.metrics.targetReps
        partialReps = record.metrics.partialReps
        targetLowerDegrees = record.metrics.target.lower
        targetUpperDegrees = record.metrics.target.upper
        bestAngleDegrees = record.metrics.bestAngle.map { Self.rounded($0, places: 1) }
        pastTargetDegrees = record.metrics.pastTargetAngle.map { Self.rounded($0, places: 1) }
        timeInZoneSeconds = Self.rounded(record.metrics.timeInZoneSeconds, places: 1)
        source = record.source.rawValue
        feeling = record.feeling?.rawValue
        stoppedForPain = record.painStop != nil
        painStopSeconds = record.painStop.map { Self.rounded($0.secondsIntoSession, places: 1) }
        painStopRep = record.painStop?.rep
        painStopAngleDegrees = record.painStop?.angle.map { Self.rounded($0, places: 1) }
        painStopZone = record.painStop?.zone?.rawValue
    }

    /// Pretty-printed JSON with sorted keys, so the same record always gives the same bytes.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) + "\n" } ?? "{}\n"
    }

    /// The CSV header line, without a line break.
    public static let csvHeader =
        "id,exercise_id,exercise,movement,side,start,end,duration_seconds,reps,target_reps,"
        + "partial_reps,best_angle_degrees,time_in_zone_seconds,source,feeling,"
        + "target_lower_degrees,target_upper_degrees,past_target_degrees,"
        + "stopped_for_pain,pain_stop_seconds,pain_stop_rep,pain_stop_angle_degrees,pain_stop_zone,measured_reps"

    /// The record as one CSV row (RFC 4180 quoting), without a line break.
    public var csvRow: String {
        let measured: [String] = [
            id, exerciseID, exercise, movement, side, start, end, Self.number(durationSeconds), String(reps),
            String(targetReps), String(partialReps), bestAngleDegrees.map(Self.number) ?? "",
            Self.number(timeInZoneSeconds), source, feeling ?? "",
            Self.number(targetLowerDegrees), Self.number(targetUpperDegrees), pastTargetDegrees.map(Self.number) ?? "",
        ]
        let painStop: [String] = [
            stoppedForPain ? "true" : "false", painStopSeconds.map(Self.number) ?? "",
            painStopRep.map { String($0) } ?? "", painStopAngleDegrees.map(Self.number) ?? "", painStopZone ?? "",
        ]
        return (measured + painStop + [String(measuredReps)]).map(Self.quoted).joined(separator: ",")
    }

    /// A CSV file of `records`: the header, then a row each, CRLF line ends (RFC 4180).
    public static func csv(_ records: [WorkoutRecord]) -> String {
        ([csvHeader] + records.map(\.csvRow)).joined(separator: "\r\n") + "\r\n"
    }

    /// One CSV cell: quoted when it holds a comma, quote or line break; a formula-like start is defused;
    /// the characters never shown dropped (``DisplayText``).
    public static func quoted(_ text: String) -> String {
        let field = DisplayText.neutralised(text)
        // A leading = + - @ would make a spreadsheet run the cell as a formula.
        let safe = field.first.map { "=+-@".contains($0) && Double(field) == nil } == true ? "'" + field : field
        guard safe.contains(where: { ",\"\r\n".contains($0) }) else { return safe }
        return "\"" + safe.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    static func number(_ value: Double) -> String {
        ValueText.number(value)
    }

    static func rounded(_ value: Double, places: Int) -> Double {
        let scale = pow(10, Double(places))
        return (value * scale).rounded() / scale
    }
}
