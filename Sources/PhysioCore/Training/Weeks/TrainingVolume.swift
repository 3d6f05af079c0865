/// Sets to do, in total and per muscle group where exercises name one (the planner's volume measure).
public struct TrainingVolume: Sendable, Hashable {
    /// Sets for one muscle group.
    public struct GroupSets: Sendable, Hashable {
        public var group: MuscleGroup
        public var sets: Int
    }

    public var totalSets: Int
    /// Groups with at least one set, in `MuscleGroup.allCases` order.
    public var byMuscleGroup: [GroupSets]
    /// Sets of exercises without a muscle group; counted in `totalSets` only.
    public var unassignedSets: Int

    public static let zero = TrainingVolume(totalSets: 0, byMuscleGroup: [], unassignedSets: 0)

    /// Sums `(exercise, sets to do)` pairs.
    init(_ items: [(exercise: ExercisePlan, sets: Int)]) {
        var perGroup: [MuscleGroup: Int] = [:]
        var unassigned = 0
        for item in items {
            if let group = item.exercise.muscleGroup { perGroup[group, default: 0] += item.sets } else { unassigned += item.sets }
        }
        totalSets = items.reduce(0) { $0 + $1.sets }
        byMuscleGroup = MuscleGroup.allCases.compactMap { group in perGroup[group].map { GroupSets(group: group, sets: $0) } }
        unassignedSets = unassigned
    }

    init(totalSets: Int, byMuscleGroup: [GroupSets], unassignedSets: Int) {
        self.totalSets = totalSets
        self.byMuscleGroup = byMuscleGroup
        self.unassignedSets = unassignedSets
    }

    /// Sets for `group`, 0 when none.
    public func sets(for group: MuscleGroup) -> Int {
        byMuscleGroup.first { $0.group == group }?.sets ?? 0
    }

    /// The sum of several volumes (a week from its days).
    static func sum(_ volumes: [TrainingVolume]) -> TrainingVolume {
        var perGroup: [MuscleGroup: Int] = [:]
        for volume in volumes { for entry in volume.byMuscleGroup { perGroup[entry.group, default: 0] += entry.sets } }
        return TrainingVolume(
            totalSets: volumes.reduce(0) { $0 + $1.totalSets },
            byMuscleGroup: MuscleGroup.allCases.compactMap { group in perGroup[group].map { GroupSets(group: group, sets: $0) } },
            unassignedSets: volumes.reduce(0) { $0 + $1.unassignedSets })
    }
}
