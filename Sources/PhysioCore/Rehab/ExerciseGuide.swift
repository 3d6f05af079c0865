/// The exercise guide: one exercise of a plan's session, its steps in order and the target.
public struct ExerciseGuide: Sendable {
    public struct Step: Sendable {
        public var number: Int
        public var text: String
    }

    public var exerciseID: String
    public var name: String
    public var summary: String
    public var phase: String
    public var movement: String
    public var targetLabel: String
    public var doseLabel: String
    public var holdSeconds: Int
    public var helperTip: String
    public var steps: [Step]
    public var tint: String
    public var icon: String
    public var regionName: String
    /// "Exercise 1 of 3" when shown inside a plan's session.
    public var positionLabel: String?
    public var previousExerciseID: String?
    public var nextExerciseID: String?
    public var isLast: Bool
    /// The drawing of the start and end positions, with the measured joint's angle.
    public var figure: ExerciseFigure
    /// Whose numbers these are: the library's examples unless the plan says who set them.
    public var numbers: NumbersOrigin = .library

    public init(exercise: Exercise, within exerciseIDs: [String] = []) {
        exerciseID = exercise.id
        name = exercise.name
        summary = exercise.summary
        phase = exercise.phase.displayName
        movement = exercise.movement.displayName
        targetLabel = exercise.target.label
        doseLabel = exercise.doseLabel
        holdSeconds = exercise.holdSeconds
        helperTip = exercise.helperTip
        steps = exercise.steps.enumerated().map { Step(number: $0.offset + 1, text: $0.element) }
        tint = exercise.region.tint
        icon = exercise.region.iconName
        regionName = exercise.region.displayName
        let index = exerciseIDs.firstIndex(of: exercise.id)
        positionLabel = index.map { "Exercise \($0 + 1) of \(exerciseIDs.count)" }
        previousExerciseID = index.flatMap { $0 > 0 ? exerciseIDs[$0 - 1] : nil }
        nextExerciseID = index.flatMap { $0 + 1 < exerciseIDs.count ? exerciseIDs[$0 + 1] : nil }
        isLast = index.map { $0 + 1 == exerciseIDs.count } ?? true
        figure = ExerciseFigure(exercise: exercise)
    }
}
