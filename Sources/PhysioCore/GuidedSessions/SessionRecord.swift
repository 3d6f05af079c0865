import Foundation

/// Where a session's samples came from: a live source, or a recorded video checked afterwards.
public enum SessionSource: String, Codable, Sendable, CaseIterable, FormChoice {
    /// The phone's orientation sensor, strapped to the moving limb.
    case phone
    /// An external pose tracker streaming landmarks over the WebSocket.
    case tracker
    /// The demo slider, for when neither is available.
    case slider
    /// This device's camera: frames go to the server, which estimates the pose.
    case camera
    /// A recorded video of the set, checked afterwards ("Check a recorded set"). Never a live source.
    case video

    public var displayName: String {
        switch self {
        case .phone: "Phone sensor"
        case .tracker: "Pose tracker"
        case .slider: "Demo slider"
        case .camera: "Camera"
        case .video: "From a video"
        }
    }

    /// Whether a live session can use this source (all but `video`).
    public var isLive: Bool { self != .video }

    /// Whether a camera watches the person (this device's, a pose tracker's, a video): what the
    /// "the camera couldn't follow…" notes speak of.
    public var isCamera: Bool { self == .camera || self == .tracker || self == .video }
}

/// How the exercise felt compared with last time, as the person says on the summary.
public enum SessionFeeling: String, Codable, Sendable, CaseIterable, FormChoice {
    case easier, same, harder

    public var displayName: String {
        switch self {
        case .easier: "Easier"
        case .same: "About the same"
        case .harder: "Harder"
        }
    }
}

/// One saved guided session: one exercise done live, what the engine measured, and how it felt.
public struct SessionRecord: Identifiable, Codable, Sendable, Hashable {
    public var id: UUID
    /// The plan and session slot it was done for; nil when the plan or slot was deleted since.
    public var planID: UUID?
    public var slotID: UUID?
    public var exerciseID: String
    public var source: SessionSource
    /// The person's local day the session belongs to.
    public var day: LocalDate
    public var startedAt: Date
    public var endedAt: Date
    public var feeling: SessionFeeling?
    public var metrics: SessionMetrics
    /// Set when the person stopped the session because it hurt: where it happened.
    public var painStop: PainStop?
    /// The plan's prescription the session was done under (issue 21); nil for sessions saved before
    /// plans had one, which followed the library's numbers (kept in ``metrics`` too).
    public var prescription: Prescription?
    /// The full reps the person says they did, when the count measured was wrong; nil when the
    /// measured count (``SessionMetrics/reps``, kept as it was) stands.
    public var correctedReps: Int?

    public init(
        id: UUID, planID: UUID?, slotID: UUID?, exerciseID: String, source: SessionSource, day: LocalDate,
        startedAt: Date, endedAt: Date, feeling: SessionFeeling?, metrics: SessionMetrics,
        painStop: PainStop? = nil, prescription: Prescription? = nil, correctedReps: Int? = nil
    ) {
        self.id = id
        self.planID = planID
        self.slotID = slotID
        self.exerciseID = exerciseID
        self.source = source
        self.day = day
        self.startedAt = startedAt
        self.endedAt = max(endedAt, startedAt)
        // After a pain stop the stop is what's recorded, never a feeling such as "About the same".
        self.feeling = painStop == nil ? feeling : nil
        self.metrics = metrics
        self.painStop = painStop
        self.prescription = prescription
        self.correctedReps = correctedReps
    }

    /// The session's full reps: the person's count when they corrected it, else the one measured.
    public var reps: Int { correctedReps ?? metrics.reps }

    /// "12 of 10", or "12" without a goal: the session's reps (``reps``) of those asked.
    public var repsOfTarget: String {
        metrics.targetReps > 0 ? "\(reps) of \(metrics.targetReps)" : "\(reps)"
    }

    /// "you counted 12; measured 9", when the person corrected the count (the summary's words).
    public var correctionLabel: String? {
        correctedReps.map { "you counted \($0); measured \(metrics.reps)" }
    }

    /// "own count; measured 9", when the person corrected the count (the report's and export's words).
    public var ownCountNote: String? {
        correctedReps == nil ? nil : "own count; measured \(metrics.reps)"
    }

    /// The exercise with the numbers the session was done under (its own prescription, not the plan's
    /// of today).
    public var exercise: Exercise? { RehabLibrary.exercise(id: exerciseID)?.prescribed(prescription) }

    /// Wall-clock seconds from start to end.
    public var durationSeconds: Double { endedAt.timeIntervalSince(startedAt) }
}

extension SessionRecord {
    /// As the synthesized encoding, with ids in lower case (`AppPath.id`), as everywhere the app
    /// writes one; decoding (synthesized) reads either case, so older exports stay readable.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(AppPath.id(id), forKey: .id)
        try container.encodeIfPresent(planID.map(AppPath.id), forKey: .planID)
        try container.encodeIfPresent(slotID.map(AppPath.id), forKey: .slotID)
        try container.encode(exerciseID, forKey: .exerciseID)
        try container.encode(source, forKey: .source)
        try container.encode(day, forKey: .day)
        try container.encode(startedAt, forKey: .startedAt)
        try container.encode(endedAt, forKey: .endedAt)
        try container.encodeIfPresent(feeling, forKey: .feeling)
        try container.encode(metrics, forKey: .metrics)
        try container.encodeIfPresent(painStop, forKey: .painStop)
        try container.encodeIfPresent(prescription, forKey: .prescription)
        try container.encodeIfPresent(correctedReps, forKey: .correctedReps)
    }
}

extension SessionRecord {
    /// The reps a person may say they did in one session.
    public static let correctedRepsRange = FieldRange<Int>("reps you did", 0...1_000)

    /// What a form's "Reps you did" field asks for: nil when it is empty or the measured count (nothing
    /// to correct), else the number. Text that isn't a whole number in range is refused, naming the field.
    public static func correction(_ text: String?, measured: Int) throws(ValueRangeError) -> Int? {
        let typed = (text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !typed.isEmpty else { return nil }
        guard let value = StrictInput.whole(typed), correctedRepsRange.contains(value) else {
            throw ValueRangeError(
                field: "Reps you did", allowed: "a whole number from 0 to \(correctedRepsRange.bounds.upperBound)",
                value: typed)
        }
        return value == measured ? nil : value
    }
}
