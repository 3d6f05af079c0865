/// How a day's dose of an exercise is written: compact for badges, spelled out for screen readers.
struct ExerciseDose {
    var exercise: ExercisePlan
    var sets: Int

    /// "2 × 6–8 @ RPE 7, rest 2 min 30 s".
    var compact: String {
        var text = "\(sets) × \(exercise.reps.label)"
        if !exercise.load.label.isEmpty { text += " @ \(exercise.load.label)" }
        if exercise.restSeconds > 0 { text += ", rest \(Self.rest(exercise.restSeconds))" }
        return text
    }

    /// "2 × 6–8".
    var setsByReps: String { "\(sets) × \(exercise.reps.label)" }

    /// "2 sets of 6 to 8 reps".
    var spoken: String {
        let reps = exercise.reps
        let repsText = reps.lower == reps.upper ? "\(reps.lower)" : "\(reps.lower) to \(reps.upper)"
        return "\(sets) \(sets == 1 ? "set" : "sets") of \(repsText) \(reps.upper == 1 ? "rep" : "reps")"
    }

    /// "45 s", "1 min", "2 min 30 s", or "none".
    static func rest(_ seconds: Int) -> String {
        if seconds == 0 { return "none" }
        let minutes = seconds / 60, rest = seconds % 60
        switch (minutes, rest) {
        case (0, _): return "\(rest) s"
        case (_, 0): return "\(minutes) min"
        default: return "\(minutes) min \(rest) s"
        }
    }
}
