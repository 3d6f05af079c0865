import Foundation

/// Rehab's addresses: triage, plans, their sessions and the exercise guides. A plan's schedule,
/// editor, times, progress and report are helpable (someone the person lets help them opens them
/// under `/people/<id>`); starting, marking and deleting stay the person's own.
extension AppPath {
    /// Marks the first-launch tour as seen (POST).
    public static let onboarding = AppRoute.root / "onboarding"
    /// Creates the sample plans (POST).
    public static let demo = AppRoute.root / "demo"
    /// Creates a plan from the set-up form (POST).
    public static let plans = AppRoute.root / "plans"

    /// Triage step 2: what the person feels in `region` ("/triage/knee").
    public static let triageRegion = triage / .rawValue("region", BodyRegion.self)
    /// Triage step 3: the conditions for a difficulty ("/triage/knee/bend").
    public static let triageDifficulty = triageRegion / .text("difficulty")
    /// A condition's plan set-up.
    public static let condition = AppRoute.root / "conditions" / .text("condition")
    /// An exercise's guide from the library.
    public static let exercise = AppRoute.root / "exercises" / .text("exercise")

    /// A plan; its pages hang below it.
    static let plan = (plans / .uuid("plan")).helpable
    /// The plan's progress over weeks.
    public static let planProgress = plan / "progress"
    /// The plan's session times.
    public static let planTimes = plan / "times"
    /// The plan editor: each exercise's prescription, adding and removing exercises.
    public static let planEdit = plan / "edit"
    /// Adds a library exercise to a plan (POST).
    public static let planExercises = plan / "exercises"
    /// One exercise's prescription in a plan (POST saves it).
    public static let planExercise = planExercises / .text("exercise")
    /// "Remove this exercise?" (GET asks, POST removes).
    public static let planExerciseRemove = planExercise / "remove"
    /// "Report for my physio": the printable report (`?weeks=2|4|12`).
    public static let planReport = plan / "report"
    /// The same period as a FHIR R4 Bundle (JSON download, `?weeks=`).
    public static let planReportFHIR = planReport / "fhir.json"
    /// "Delete this plan?" (GET asks, POST deletes; `?from=` the page to go back to).
    public static let planDelete = (plan / "delete").personal

    /// A session of a plan; it opens the guide of its first exercise.
    public static let session = (plan / "sessions" / .uuid("slot")).personal
    /// Marks the session done (POST).
    public static let sessionDone = session / "done"
    /// Marks the session not done (POST).
    public static let sessionUndo = session / "undo"
    /// One exercise's guide inside a session.
    public static let sessionExercise = session / "exercises" / .text("exercise")
    /// The guided (live) session of one exercise: its intro, where the source is picked.
    public static let guidedSession = sessionExercise / "start"

    /// The plans in the JSON API.
    public static let apiPlans = api / "plans"
    /// A plan in the JSON API (the `Location` of a created plan).
    public static let apiPlan = apiPlans / .uuid("plan")
    /// A plan's session times in the JSON API.
    public static let apiPlanTimes = apiPlan / "session-times"
    /// Today's sessions in the JSON API.
    public static let apiToday = api / "today"
    /// Marking one of today's sessions done (POST) or not (DELETE) in the JSON API.
    public static let apiSessionComplete = apiPlan / "sessions" / .uuid("slot") / "complete"
    /// The triage library's conditions and exercises in the JSON API.
    public static let apiConditions = api / "library" / "conditions"
    public static let apiExercises = api / "library" / "exercises"

    /// A plan's section on the schedule page.
    public static func scheduleSection(_ id: UUID) -> AppPath { schedule.fragment("plan-" + AppPath.id(id)) }

    /// Where a form on home or the schedule sends the person back to: one of the two, never
    /// anything taken from input.
    public static func rehabReturn(_ from: String?) -> AppPath { from == schedule.value ? schedule.path : home.path }
}
