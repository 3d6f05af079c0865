/// Sentences the planner says after an action, for the live region and the notice line.
public enum PlannerMessages {
    /// "Bench Press moved to Wednesday, Mar 4. Deload week: 2 of 4 sets."
    public static func moved(_ exercise: ExercisePlan, to day: LocalDate, move: ExerciseMove) -> String {
        var text = "\(exercise.name) moved to \(TrainingDateText.weekday(day)), \(TrainingDateText.monthDay(day))."
        if move.setsAfter < move.setsBefore {
            text += " Deload week: \(move.setsAfter) of \(exercise.baseSets) sets."
        } else if move.setsAfter > move.setsBefore {
            text += " Full sets again: \(move.setsAfter) sets."
        }
        return text
    }

    /// "Push Day marked done." / "Push Day marked not done."
    public static func marked(_ workout: WorkoutSession) -> String {
        "\(workout.title) marked \(workout.isDone ? "done" : "not done")."
    }
}
