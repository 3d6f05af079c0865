import Foundation

/// The training planner's pages and form actions. Ids print lower case (`AppPath.id`); old
/// upper-case links still work (UUID parsing accepts both).
extension AppPath {
    /// The new-plan form (GET) and where it posts (POST).
    public static let plannerNew = planner / "new"
    /// One plan's week carousel (`?week=N` opens a week drawn in full, `?day=` a day's sheet).
    public static let plannerPlan = planner / .uuid("mesocycle")
    /// Week `number` of the carousel alone, as a fragment the page's script fills a summary with.
    public static let plannerWeek = plannerPlan / "weeks" / .number("week", in: 1...52)
    /// One day's workout page; also its sheet with `?sheet=1`.
    public static let plannerDay = plannerPlan / "days" / .date("day")
    /// Adds a workout on a rest day (POST).
    public static let plannerDayWorkout = plannerDay / "workout"
    /// A workout of the plan; its actions hang below it.
    static let plannerWorkout = plannerPlan / "workouts" / .uuid("workout")
    public static let plannerWorkoutDone = plannerWorkout / "done"
    public static let plannerWorkoutUndone = plannerWorkout / "undone"
    public static let plannerWorkoutTitle = plannerWorkout / "title"
    public static let plannerWorkoutReschedule = plannerWorkout / "reschedule"
    public static let plannerWorkoutDelete = plannerWorkout / "delete"
    /// Adds an exercise to a workout (POST); `…/exercises/new` is its form.
    public static let plannerWorkoutExercises = plannerWorkout / "exercises"
    public static let plannerWorkoutExerciseNew = plannerWorkoutExercises / "new"
    /// An exercise of the plan (POST saves its edit form).
    public static let plannerExercise = plannerPlan / "exercises" / .uuid("trainingExercise")
    public static let plannerExerciseEdit = plannerExercise / "edit"
    public static let plannerExerciseMove = plannerExercise / "move"
    public static let plannerExerciseDelete = plannerExercise / "delete"
    /// The plan's settings (name, start, weeks, deload weeks).
    public static let plannerSettings = plannerPlan / "settings"
    /// "Delete this plan?" (GET asks, POST deletes).
    public static let plannerDelete = plannerPlan / "delete"
    /// Undoing move `move` of a plan (the form's action).
    public static let plannerUndo = plannerPlan / "moves" / .uuid("move") / "undo"
    /// The plan as an iCalendar download.
    public static let plannerCalendar = plannerPlan / "calendar.ics"

    /// The carousel opened on `day`'s week with its sheet target, e.g. after a change.
    public static func plannerPlan(_ planID: UUID, day: LocalDate) -> AppPath {
        plannerPlan(planID).query("day", day.iso)
    }

    /// The carousel opened on week `number` (1-based), drawn in full; the other weeks as summaries.
    public static func plannerPlan(_ planID: UUID, week number: Int) -> AppPath {
        plannerPlan(planID).query("week", String(number))
    }

    /// Training plans in the JSON API.
    public static let apiMesocycles = api / "mesocycles"
    /// A training plan in the JSON API (the `Location` of a created one).
    public static let apiMesocycle = apiMesocycles / .uuid("mesocycle")
    /// Moves in the JSON API (POST).
    public static let apiMesocycleMoves = apiMesocycle / "moves"
    /// Undoing move `move` of a plan in the JSON API.
    public static let apiMesocycleUndo = apiMesocycleMoves / .uuid("move") / "undo"
    /// Marking a workout done (POST) or not (DELETE) in the JSON API.
    public static let apiWorkoutDone = apiMesocycle / "workouts" / .uuid("workout") / "done"
    /// The order of a plan's workouts in the JSON API (PUT).
    public static let apiMesocycleOrder = apiMesocycle / "order"
}
