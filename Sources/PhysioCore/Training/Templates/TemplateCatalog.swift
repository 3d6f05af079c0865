/// The weeks of the built-in templates. Loads are effort targets (RPE: reps left in reserve),
/// so they suit any strength level; every number is an example, not a prescription.
enum TemplateCatalog {
    private typealias X = TemplateExercise

    private static func r(_ lower: Int, _ upper: Int) -> RepRange { RepRange(lower, upper) }

    static let upperLower: [TemplateDay] = [
        TemplateDay(offset: 0, title: "Upper A", exercises: [
            X(name: "Bench Press", sets: 4, reps: r(6, 8), load: "RPE 7", rest: 150, group: .chest),
            X(name: "Barbell Row", sets: 4, reps: r(8, 10), load: "RPE 7", rest: 120, group: .back),
            X(name: "Overhead Press", sets: 3, reps: r(8, 10), load: "RPE 7", rest: 120, group: .shoulders),
            X(name: "Lat Pulldown", sets: 3, reps: r(10, 12), load: "RPE 8", rest: 90, group: .back),
            X(name: "Biceps Curl", sets: 2, reps: r(12, 15), load: "RPE 8", rest: 60, group: .biceps),
            X(name: "Triceps Pushdown", sets: 2, reps: r(12, 15), load: "RPE 8", rest: 60, group: .triceps),
        ]),
        TemplateDay(offset: 1, title: "Lower A", exercises: [
            X(name: "Back Squat", sets: 4, reps: r(5, 7), load: "RPE 7", rest: 180, group: .quads,
              notes: "Brace before each rep; stop a rep short of form breaking."),
            X(name: "Romanian Deadlift", sets: 3, reps: r(8, 10), load: "RPE 7", rest: 120, group: .hamstrings),
            X(name: "Walking Lunge", sets: 3, reps: r(10, 12), load: "bodyweight", rest: 90, group: .glutes),
            X(name: "Standing Calf Raise", sets: 3, reps: r(12, 15), load: "RPE 8", rest: 60, group: .calves),
            X(name: "Hanging Knee Raise", sets: 3, reps: r(10, 15), load: "bodyweight", rest: 60, group: .core),
        ]),
        TemplateDay(offset: 3, title: "Upper B", exercises: [
            X(name: "Incline Dumbbell Press", sets: 3, reps: r(8, 10), load: "RPE 7", rest: 120, group: .chest),
            X(name: "Pull-up", sets: 4, reps: r(6, 8), load: "bodyweight", rest: 120, group: .back,
              notes: "Use a band for help if fewer than 6 reps are possible."),
            X(name: "Seated Dumbbell Press", sets: 3, reps: r(10, 12), load: "RPE 8", rest: 90, group: .shoulders),
            X(name: "Cable Row", sets: 3, reps: r(10, 12), load: "RPE 8", rest: 90, group: .back),
            X(name: "Hammer Curl", sets: 2, reps: r(10, 12), load: "RPE 8", rest: 60, group: .biceps),
            X(name: "Overhead Triceps Extension", sets: 2, reps: r(10, 12), load: "RPE 8", rest: 60, group: .triceps),
        ]),
        TemplateDay(offset: 4, title: "Lower B", exercises: [
            X(name: "Deadlift", sets: 3, reps: r(4, 6), load: "RPE 7", rest: 180, group: .hamstrings),
            X(name: "Leg Press", sets: 3, reps: r(10, 12), load: "RPE 8", rest: 120, group: .quads),
            X(name: "Hip Thrust", sets: 3, reps: r(8, 10), load: "RPE 8", rest: 90, group: .glutes),
            X(name: "Lying Leg Curl", sets: 3, reps: r(10, 12), load: "RPE 8", rest: 60, group: .hamstrings),
            X(name: "Seated Calf Raise", sets: 3, reps: r(15, 15), load: "RPE 8", rest: 60, group: .calves),
        ]),
    ]

    static let pushPullLegs: [TemplateDay] = [
        TemplateDay(offset: 0, title: "Push Day", exercises: [
            X(name: "Bench Press", sets: 4, reps: r(6, 8), load: "RPE 7", rest: 150, group: .chest),
            X(name: "Overhead Press", sets: 3, reps: r(8, 10), load: "RPE 7", rest: 120, group: .shoulders),
            X(name: "Incline Dumbbell Press", sets: 3, reps: r(10, 12), load: "RPE 8", rest: 90, group: .chest),
            X(name: "Lateral Raise", sets: 3, reps: r(12, 15), load: "RPE 8", rest: 60, group: .shoulders),
            X(name: "Triceps Pushdown", sets: 3, reps: r(10, 12), load: "RPE 8", rest: 60, group: .triceps),
        ]),
        TemplateDay(offset: 2, title: "Pull Day", exercises: [
            X(name: "Deadlift", sets: 3, reps: r(5, 5), load: "RPE 7", rest: 180, group: .hamstrings),
            X(name: "Pull-up", sets: 4, reps: r(6, 8), load: "bodyweight", rest: 120, group: .back),
            X(name: "Barbell Row", sets: 3, reps: r(8, 10), load: "RPE 7", rest: 120, group: .back),
            X(name: "Face Pull", sets: 3, reps: r(15, 15), load: "RPE 8", rest: 60, group: .shoulders),
            X(name: "Biceps Curl", sets: 3, reps: r(10, 12), load: "RPE 8", rest: 60, group: .biceps),
        ]),
        TemplateDay(offset: 4, title: "Leg Day", exercises: [
            X(name: "Back Squat", sets: 4, reps: r(6, 8), load: "RPE 7", rest: 180, group: .quads),
            X(name: "Romanian Deadlift", sets: 3, reps: r(8, 10), load: "RPE 7", rest: 120, group: .hamstrings),
            X(name: "Leg Press", sets: 3, reps: r(10, 12), load: "RPE 8", rest: 120, group: .quads),
            X(name: "Lying Leg Curl", sets: 3, reps: r(12, 12), load: "RPE 8", rest: 60, group: .hamstrings),
            X(name: "Standing Calf Raise", sets: 4, reps: r(12, 15), load: "RPE 8", rest: 60, group: .calves),
        ]),
    ]

    static let fullBody: [TemplateDay] = [
        TemplateDay(offset: 0, title: "Full Body A", exercises: [
            X(name: "Back Squat", sets: 3, reps: r(5, 5), load: "RPE 7", rest: 180, group: .quads),
            X(name: "Bench Press", sets: 3, reps: r(5, 5), load: "RPE 7", rest: 150, group: .chest),
            X(name: "Barbell Row", sets: 3, reps: r(8, 8), load: "RPE 7", rest: 120, group: .back),
            X(name: "Plank", sets: 3, reps: r(1, 1), load: "", rest: 60, group: .core, notes: "Hold 30–45 s."),
        ]),
        TemplateDay(offset: 2, title: "Full Body B", exercises: [
            X(name: "Deadlift", sets: 3, reps: r(5, 5), load: "RPE 7", rest: 180, group: .hamstrings),
            X(name: "Overhead Press", sets: 3, reps: r(8, 8), load: "RPE 7", rest: 120, group: .shoulders),
            X(name: "Pull-up", sets: 3, reps: r(6, 8), load: "bodyweight", rest: 120, group: .back),
            X(name: "Walking Lunge", sets: 2, reps: r(10, 10), load: "bodyweight", rest: 90, group: .glutes),
        ]),
        TemplateDay(offset: 4, title: "Full Body C", exercises: [
            X(name: "Front Squat", sets: 3, reps: r(6, 8), load: "RPE 7", rest: 150, group: .quads),
            X(name: "Incline Dumbbell Press", sets: 3, reps: r(8, 10), load: "RPE 8", rest: 120, group: .chest),
            X(name: "Cable Row", sets: 3, reps: r(10, 12), load: "RPE 8", rest: 90, group: .back),
            X(name: "Hip Thrust", sets: 3, reps: r(8, 10), load: "RPE 8", rest: 90, group: .glutes),
        ]),
    ]
}
