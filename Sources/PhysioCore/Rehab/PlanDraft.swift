import Foundation

/// What a person asks for when making a plan, checked before anything is stored.
public struct PlanDraft: Sendable, Hashable {
    public var conditionID: String
    public var name: String?
    public var times: [TimeOfDay]

    /// Morning, afternoon and evening: the seeds' "3× a day".
    public static let defaultTimes: [TimeOfDay] = [(8, 0), (13, 0), (19, 0)].compactMap {
        TimeOfDay(hour: $0.0, minute: $0.1)
    }
    public static let maxSessionsPerDay = 6
    public static let maxNameLength = 80

    public init(conditionID: String, name: String? = nil, times: [TimeOfDay] = PlanDraft.defaultTimes) {
        self.conditionID = conditionID
        self.name = name
        self.times = times
    }

    /// Why a draft can't become a plan.
    public enum Problem: Error, Equatable, LocalizedError, Sendable {
        /// No condition in the library has this id.
        case unknownCondition(String)
        /// Fewer than one or more than `maxSessionsPerDay` session times.
        case sessionCount(Int)
        /// Two sessions at the same time.
        case duplicateTime(TimeOfDay)
        /// The name is longer than `maxNameLength` or has control characters.
        case badName

        public var errorDescription: String? {
            switch self {
            case .unknownCondition(let id):
                "There is no condition called “\(id)”. Pick one from the list."
            case .sessionCount(let count):
                "A plan needs between 1 and \(PlanDraft.maxSessionsPerDay) sessions a day (you gave \(count))."
            case .duplicateTime(let time):
                "Two sessions are set for \(time.label). Give each session its own time."
            case .badName:
                "Plan names can be up to \(PlanDraft.maxNameLength) characters of plain text."
            }
        }
    }

    /// Checks the draft and turns it into a plan with the given ids and creation time.
    public func makePlan(id: UUID, slotIDs: () -> UUID, now: Date) throws(Problem) -> RehabPlan {
        guard let condition = RehabLibrary.condition(id: conditionID) else {
            throw .unknownCondition(conditionID)
        }
        let sorted = try Self.validated(times)
        let trimmed = name?.trimmingWhitespace() ?? ""
        guard TextLength.fits(trimmed, in: Self.maxNameLength),
              !trimmed.unicodeScalars.contains(where: { CharacterSet.controlCharacters.contains($0) })
        else { throw .badName }
        return RehabPlan(
            id: id, name: trimmed.isEmpty ? condition.name : trimmed, conditionID: condition.id,
            region: condition.region, exerciseIDs: condition.exerciseIDs,
            slots: sorted.map { SessionSlot(id: slotIDs(), time: $0) }, createdAt: now)
    }

    /// The times sorted, or the problem with them.
    public static func validated(_ times: [TimeOfDay]) throws(Problem) -> [TimeOfDay] {
        guard (1...maxSessionsPerDay).contains(times.count) else { throw .sessionCount(times.count) }
        let sorted = times.sorted()
        for (a, b) in zip(sorted, sorted.dropFirst()) where a == b { throw .duplicateTime(a) }
        return sorted
    }
}

extension PlanDraft.Problem: UserFacingError {
    public var kind: ErrorKind { .invalid }
    /// The API has always answered these with the generic input code.
    public var code: String { "invalid_input" }
}
