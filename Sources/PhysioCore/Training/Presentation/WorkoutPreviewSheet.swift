import Foundation

/// The sheet that slides up when a day is tapped: the day's exercises with sets and notes.
public struct WorkoutPreviewSheet: Sendable, Hashable {
    public var date: LocalDate
    public var dateISO: String { date.iso }
    /// "Tuesday, March 10, 2026".
    public var dateLabel: String
    public var hasWorkout: Bool
    /// nil on a rest day.
    public var workoutID: UUID?
    /// The workout's title, or "Rest day".
    public var title: String
    public var isDone: Bool
    public var doneLabel: String
    public var isDeload: Bool
    public var banner: DeloadBanner?
    /// "5 exercises · 16 sets".
    public var summary: String
    /// False for a done workout; the page offers "Mark not done" instead of editing.
    public var canEdit: Bool
    /// "Push Day, Tuesday, March 10, 2026" for the dialog's label.
    public var accessibleName: String
    public var exercises: [PreviewExercise]

    /// The sheet for `day`; throws when the day is outside the plan.
    public init(plan: MesocyclePlan, day: LocalDate, context: PlannerContext) throws(MesocyclePlan.PlanError) {
        guard plan.contains(day) else { throw .dayOutsidePlan(day, start: plan.startDate, end: plan.endDate) }
        let workout = plan.workout(on: day)
        let volume = plan.volume(on: day)
        let isDeload = plan.isDeload(day)
        date = day
        dateLabel = TrainingDateText.long(day)
        hasWorkout = workout != nil
        workoutID = workout?.id
        title = workout?.title ?? "Rest day"
        isDone = workout?.isDone ?? false
        doneLabel = context.doneLabel(workout?.doneAt, plannedFor: day)
        self.isDeload = isDeload
        banner = plan.weekNumber(of: day).flatMap { DeloadBanner(plan: plan, week: $0) }
        let count = workout?.exercises.count ?? 0
        summary = workout == nil ? "No workout planned" : "\(DayCard.count(count, "exercise")) · \(DayCard.count(volume.totalSets, "set"))"
        canEdit = workout.map { !$0.isDone } ?? true
        accessibleName = "\(title), \(dateLabel)"
        exercises = (workout?.exercises ?? []).map { PreviewExercise($0, sets: $0.sets(inDeloadWeek: isDeload)) }
    }

    /// The sheet for the workout with `id`.
    public init(plan: MesocyclePlan, workoutID id: UUID, context: PlannerContext) throws(MesocyclePlan.PlanError) {
        guard let workout = plan.workout(id: id) else { throw .workoutNotFound(id) }
        try self.init(plan: plan, day: workout.date, context: context)
    }
}

/// An exercise row of the preview sheet.
public struct PreviewExercise: Sendable, Hashable {
    public var id: UUID
    public var name: String
    public var sets: Int
    public var baseSets: Int
    public var isReduced: Bool
    /// "3 × 8–10".
    public var doseLabel: String
    /// "3 sets of 8 to 10 reps".
    public var spokenDose: String
    /// "RPE 7", "60 kg"; "" when unspecified.
    public var loadLabel: String
    /// "Rest 2 min"; "" without rest.
    public var restLabel: String
    public var notes: String
    public var hasNotes: Bool
    public var muscleGroupName: String

    init(_ exercise: ExercisePlan, sets: Int) {
        let dose = ExerciseDose(exercise: exercise, sets: sets)
        id = exercise.id
        name = exercise.name
        self.sets = sets
        baseSets = exercise.baseSets
        isReduced = sets != exercise.baseSets
        doseLabel = dose.setsByReps
        spokenDose = dose.spoken
        loadLabel = exercise.load.label
        restLabel = exercise.restSeconds == 0 ? "" : "Rest \(ExerciseDose.rest(exercise.restSeconds))"
        notes = exercise.notes
        hasNotes = !exercise.notes.isEmpty
        muscleGroupName = exercise.muscleGroup?.displayName ?? ""
    }
}
