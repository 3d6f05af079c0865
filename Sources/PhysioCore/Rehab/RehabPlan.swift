import Foundation

/// A person's plan for one condition: its exercises and the times of day they do a session.
public struct RehabPlan: Identifiable, Codable, Sendable, Hashable {
    public var id: UUID
    public var name: String
    public var conditionID: String
    public var region: BodyRegion
    /// Exercise ids, copied from the condition when the plan was made, so later library edits
    /// never change a plan someone is following.
    public var exerciseIDs: [String]
    /// Session slots, sorted by time of day.
    public var slots: [SessionSlot]
    public var createdAt: Date
    /// The numbers the person or their clinician set, by exercise id; an exercise not here follows
    /// the library's examples.
    public var prescriptions: [String: Prescription]

    enum CodingKeys: String, CodingKey {
        case id, name, conditionID, region, exerciseIDs, slots, createdAt, prescriptions
    }

    public init(
        id: UUID, name: String, conditionID: String, region: BodyRegion, exerciseIDs: [String],
        slots: [SessionSlot], createdAt: Date, prescriptions: [String: Prescription] = [:]
    ) {
        self.id = id
        self.name = name
        self.conditionID = conditionID
        self.region = region
        self.exerciseIDs = exerciseIDs
        self.slots = slots.sorted { $0.time < $1.time }
        self.createdAt = createdAt
        self.prescriptions = prescriptions.filter { exerciseIDs.contains($0.key) }
    }

    /// The plan's exercises with the plan's numbers (``prescription(for:)``) in place of the library's.
    public var exercises: [Exercise] {
        exerciseIDs.compactMap { id in RehabLibrary.exercise(id: id)?.prescribed(prescriptions[id]) }
    }

    /// One of the plan's exercises, with the plan's numbers; nil when it isn't in the plan.
    public func exercise(id: String) -> Exercise? {
        guard exerciseIDs.contains(id) else { return nil }
        return RehabLibrary.exercise(id: id)?.prescribed(prescriptions[id])
    }

    /// What the plan asks of `exerciseID`: the numbers set for it, else the library's.
    public func prescription(for exerciseID: String) -> Prescription? {
        if let set = prescriptions[exerciseID] { return set }
        return RehabLibrary.exercise(id: exerciseID).map(Prescription.init(library:))
    }
}

/// One session a day at a fixed wall-clock time ("Morning, 08:00").
public struct SessionSlot: Identifiable, Codable, Sendable, Hashable {
    public var id: UUID
    public var time: TimeOfDay

    public init(id: UUID, time: TimeOfDay) {
        self.id = id
        self.time = time
    }

    /// "Morning", "Afternoon" or "Evening", from the time of day.
    public var partOfDay: String {
        switch time.hour {
        case ..<12: "Morning"
        case ..<17: "Afternoon"
        default: "Evening"
        }
    }
}

/// A slot done on a given day.
public struct SlotCompletion: Codable, Sendable, Hashable {
    public var slotID: UUID
    public var day: LocalDate
    public var completedAt: Date

    public init(slotID: UUID, day: LocalDate, completedAt: Date) {
        self.slotID = slotID
        self.day = day
        self.completedAt = completedAt
    }
}

// As the synthesized encodings, with ids in lower case (`AppPath.id`), as everywhere the app writes
// one; decoding (synthesized) reads either case.
extension RehabPlan {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(AppPath.id(id), forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(conditionID, forKey: .conditionID)
        try container.encode(region, forKey: .region)
        try container.encode(exerciseIDs, forKey: .exerciseIDs)
        try container.encode(slots, forKey: .slots)
        try container.encode(createdAt, forKey: .createdAt)
        if !prescriptions.isEmpty { try container.encode(prescriptions, forKey: .prescriptions) }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(UUID.self, forKey: .id), name: try container.decode(String.self, forKey: .name),
            conditionID: try container.decode(String.self, forKey: .conditionID),
            region: try container.decode(BodyRegion.self, forKey: .region),
            exerciseIDs: try container.decode([String].self, forKey: .exerciseIDs),
            slots: try container.decode([SessionSlot].self, forKey: .slots),
            createdAt: try container.decode(Date.self, forKey: .createdAt),
            prescriptions: try container.decodeIfPresent([String: Prescription].self, forKey: .prescriptions) ?? [:])
    }
}

extension SessionSlot {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(AppPath.id(id), forKey: .id)
        try container.encode(time, forKey: .time)
    }
}

extension SlotCompletion {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(AppPath.id(slotID), forKey: .slotID)
        try container.encode(day, forKey: .day)
        try container.encode(completedAt, forKey: .completedAt)
    }
}
