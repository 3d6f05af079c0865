/// Sentences the planner says after an action, for the live region and the notice line.
public enum PlannerMessages {
    /// "Moved Bench Press to Wed Mar 4, week 1. Deload week: 2 of 4 sets."
    public static func moved(_ exercise: ExercisePlan, to day: LocalDate, in plan: MesocyclePlan, move: ExerciseMove) -> String {
        var text = "Moved \(exercise.name) to \(dayInPlan(day, plan))."
        if move.setsAfter < move.setsBefore {
            text += " Deload week: \(move.setsAfter) of \(exercise.baseSets) sets."
        } else if move.setsAfter > move.setsBefore {
            text += " Full sets again: \(move.setsAfter) sets."
        }
        return text
    }

    /// "Bench Press is back on Mon Mar 2, week 1."
    public static func exerciseBack(_ exercise: ExercisePlan, on day: LocalDate, in plan: MesocyclePlan) -> String {
        "\(exercise.name) is back on \(dayInPlan(day, plan))."
    }

    /// "Moved Lower A to Thu Mar 5, week 1." and, after a swap, " Upper B moved to Tue Mar 3 in its place."
    public static func movedWorkout(
        _ workout: WorkoutSession, to day: LocalDate, in plan: MesocyclePlan, swappedWith other: WorkoutSession?
    ) -> String {
        var text = "Moved \(workout.title) to \(dayInPlan(day, plan))."
        if let other { text += " \(other.title) moved to \(dayInPlan(workout.date, plan)) in its place." }
        return text
    }

    /// "Lower A is back on Tue Mar 3, week 1." and, after a swap, " Upper B is back on Thu Mar 5, week 1."
    public static func workoutBack(_ workout: WorkoutSession, in plan: MesocyclePlan, swappedWith other: WorkoutSession?) -> String {
        var text = "\(workout.title) is back on \(dayInPlan(workout.date, plan))."
        if let other { text += " \(other.title) is back on \(dayInPlan(other.date, plan))." }
        return text
    }

    /// "Push Day marked done." / "Push Day marked not done."
    public static func marked(_ workout: WorkoutSession) -> String {
        "\(workout.title) marked \(workout.isDone ? "done" : "not done")."
    }

    /// "Thu Mar 12, week 2": a day as a person finds it in the planner (by its week's tab).
    public static func dayInPlan(_ day: LocalDate, _ plan: MesocyclePlan) -> String {
        let week = plan.weekNumber(of: day).map { ", week \($0)" } ?? ""
        return "\(TrainingDateText.shortWeekday(day)) \(TrainingDateText.monthDay(day))\(week)"
    }
}
