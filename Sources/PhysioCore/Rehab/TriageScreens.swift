/// Step 1 of triage: which area needs attention.
public struct RegionPickerScreen: Sendable {
    public struct Choice: Sendable {
        public var id: String
        public var name: String
        public var icon: String
        public var tint: String
        public var hint: String
        public var path: AppPath
    }

    public var choices: [Choice]

    public init() {
        choices = BodyRegion.allCases.map { region in
            let titles = RehabLibrary.difficulties(for: region).map(\.title)
            return Choice(
                id: region.rawValue, name: region.displayName, icon: region.iconName, tint: region.tint,
                hint: titles.count == 1 ? titles[0] : "\(titles.count) options", path: .triageRegion(region))
        }
    }
}

/// Step 2: what the person feels in that area.
public struct DifficultyPickerScreen: Sendable {
    public struct Choice: Sendable {
        public var id: String
        public var title: String
        public var detail: String
        public var path: AppPath
    }

    public var regionID: String
    public var regionName: String
    public var icon: String
    public var tint: String
    public var choices: [Choice]

    public init(region: BodyRegion) {
        regionID = region.rawValue
        regionName = region.displayName
        icon = region.iconName
        tint = region.tint
        choices = RehabLibrary.difficulties(for: region).map {
            Choice(id: $0.id, title: $0.title, detail: $0.detail, path: .triageDifficulty(region, $0.id))
        }
    }
}

/// Step 3: the conditions that match, when more than one does.
public struct ConditionPickerScreen: Sendable {
    public struct Choice: Sendable {
        public var id: String
        public var name: String
        public var summary: String
        public var exercisesLabel: String
        public var path: AppPath
    }

    public var regionID: String
    /// Back to the region's difficulties.
    public var regionPath: AppPath
    public var regionName: String
    public var difficultyTitle: String
    public var tint: String
    public var choices: [Choice]

    public init(difficulty: Difficulty) {
        regionID = difficulty.region.rawValue
        regionPath = .triageRegion(difficulty.region)
        regionName = difficulty.region.displayName
        difficultyTitle = difficulty.title
        tint = difficulty.region.tint
        choices = RehabLibrary.conditions(forDifficulty: difficulty.id).map { condition in
            Choice(
                id: condition.id, name: condition.name, summary: condition.summary,
                exercisesLabel: RehabLibrary.exercises(for: condition).map(\.name).joined(separator: " · "),
                path: .condition(condition.id))
        }
    }
}

/// The condition's plan before it is made: its exercises and the session times to pick.
public struct PlanSetupScreen: Sendable {
    public struct ExerciseItem: Sendable {
        public var id: String
        public var name: String
        public var phase: String
        public var summary: String
        public var targetLabel: String
        public var doseLabel: String
        /// The exercise's guide.
        public var path: AppPath
    }

    public struct TimeField: Sendable {
        public var index: Int
        public var number: Int
        public var value: String
        public var optional: Bool
    }

    public var conditionID: String
    public var conditionName: String
    public var summary: String
    public var regionID: String
    /// Back to the region's difficulties.
    public var regionPath: AppPath
    public var regionName: String
    public var difficultyID: String
    public var difficultyTitle: String
    public var icon: String
    public var tint: String
    public var exercises: [ExerciseItem]
    public var timeFields: [TimeField]
    public var name: String
    public var error: String?

    /// - Parameters:
    ///   - times: the times to prefill (what the person typed, after an error); defaults otherwise.
    public init(condition: Condition, name: String = "", times: [String]? = nil, error: String? = nil) {
        conditionID = condition.id
        conditionName = condition.name
        summary = condition.summary
        regionID = condition.region.rawValue
        regionPath = .triageRegion(condition.region)
        regionName = condition.region.displayName
        difficultyID = condition.difficultyID
        difficultyTitle = RehabLibrary.difficulty(id: condition.difficultyID)?.title ?? ""
        icon = condition.region.iconName
        tint = condition.region.tint
        exercises = RehabLibrary.exercises(for: condition).map {
            ExerciseItem(
                id: $0.id, name: $0.name, phase: $0.phase.displayName, summary: $0.summary,
                targetLabel: $0.target.label, doseLabel: $0.doseLabel, path: .exercise($0.id))
        }
        let values = times ?? PlanDraft.defaultTimes.map(\.iso)
        timeFields = (0..<PlanDraft.maxSessionsPerDay).map { index in
            TimeField(
                index: index, number: index + 1, value: index < values.count ? values[index] : "",
                optional: index >= 1)
        }
        self.name = name
        self.error = error
    }
}
