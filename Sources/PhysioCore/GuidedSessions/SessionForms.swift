/// The guided session's forms as sent. Each type's coding keys are the field names its view prints.

/// "Start" on a session's intro page: how the movement is measured, and which side.
public struct SessionStartForm: Decodable, Sendable {
    public enum CodingKeys: String, CodingKey, CaseIterable { case source, side }

    public var source: SessionSource?
    public var side: BodySide?
}

/// "Count wrong?": the reps the person did, typed. Empty means "keep the count measured".
public struct CountCorrectionForm: Decodable, Sendable {
    public enum CodingKeys: String, CodingKey, CaseIterable { case reps }

    public var reps: String?

    /// The person's count when it differs from `measured`, checked (``SessionRecord/correction(_:measured:)``).
    public func correction(measured: Int) throws(ValueRangeError) -> Int? {
        try SessionRecord.correction(reps, measured: measured)
    }
}

/// Saving a live session from its summary: how it felt, and the count if it was wrong.
public struct SessionSaveForm: Decodable, Sendable {
    public enum CodingKeys: String, CodingKey, CaseIterable { case feeling, reps }

    public var feeling: SessionFeeling?
    public var reps: String?

    public var count: CountCorrectionForm { CountCorrectionForm(reps: reps) }
}

/// The live page's opt-in cues, turned on or off (`live.js` posts `cues=on|off`).
public struct LiveCuesForm: Decodable, Sendable {
    public enum CodingKeys: String, CodingKey, CaseIterable { case cues }

    public var cues: OnOff?
}
