/// What a person feels in one body area ("Hard to bend past 90°"), the middle step of triage.
public struct Difficulty: Identifiable, Codable, Sendable, Hashable {
    public var id: String
    public var region: BodyRegion
    public var title: String
    public var detail: String

    public init(id: String, region: BodyRegion, title: String, detail: String) {
        self.id = id
        self.region = region
        self.title = title
        self.detail = detail
    }
}

/// A named situation that maps to a predefined set of exercises. Not a diagnosis: only a way to
/// pick which examples to show.
public struct Condition: Identifiable, Codable, Sendable, Hashable {
    public var id: String
    public var region: BodyRegion
    public var difficultyID: String
    public var name: String
    public var summary: String
    public var exerciseIDs: [String]

    public init(
        id: String, region: BodyRegion, difficultyID: String, name: String, summary: String,
        exerciseIDs: [String]
    ) {
        self.id = id
        self.region = region
        self.difficultyID = difficultyID
        self.name = name
        self.summary = summary
        self.exerciseIDs = exerciseIDs
    }
}
