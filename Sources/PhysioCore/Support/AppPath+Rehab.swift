import Foundation

/// Rehab's addresses: triage, plans, their sessions and the exercise guides.
extension AppPath {
    /// Marks the first-launch tour as seen (POST).
    public static let onboarding = AppPath("onboarding")
    /// Creates the sample plans (POST).
    public static let demo = AppPath("demo")
    /// Creates a plan from the set-up form (POST).
    public static let plans = AppPath("plans")

    /// Triage step 2: what the person feels in `region` ("/triage/knee").
    public static func triage(_ region: BodyRegion) -> AppPath { triage.appending(region.rawValue) }

    /// Triage step 3: the conditions for a difficulty ("/triage/knee/bend").
    public static func triage(_ region: BodyRegion, difficulty: String) -> AppPath {
        triage(region).appending(difficulty)
    }

    /// A condition's plan set-up.
    public static func condition(_ id: String) -> AppPath { AppPath("conditions", id) }

    /// An exercise's guide from the library.
    public static func exercise(_ id: String) -> AppPath { AppPath("exercises", id) }

    /// A plan ("/plans/<id>"); its pages hang below it.
    public static func plan(_ id: UUID) -> AppPath { withIDs("/plans/", (id, "")) }

    public static func planProgress(_ id: UUID) -> AppPath { withIDs("/plans/", (id, "/progress")) }

    public static func planTimes(_ id: UUID) -> AppPath { withIDs("/plans/", (id, "/times")) }

    /// The plan editor: each exercise's prescription, adding and removing exercises.
    public static func planEdit(_ id: UUID) -> AppPath { withIDs("/plans/", (id, "/edit")) }

    /// Adds a library exercise to a plan (POST).
    public static func planExercises(_ id: UUID) -> AppPath { withIDs("/plans/", (id, "/exercises")) }

    /// One exercise's prescription in a plan (POST saves it).
    public static func planExercise(_ id: UUID, _ exerciseID: String) -> AppPath {
        planExercises(id).appending(exerciseID)
    }

    /// "Remove this exercise?" (GET asks, POST removes).
    public static func planExerciseRemove(_ id: UUID, _ exerciseID: String) -> AppPath {
        planExercise(id, exerciseID).appending("remove")
    }

    /// "Report for my physio": the printable report of the last `weeks` weeks.
    public static func planReport(_ id: UUID, weeks: Int? = nil) -> AppPath {
        withIDs("/plans/", (id, "/report")).query("weeks", weeks.map(String.init))
    }

    /// The same period as a FHIR R4 Bundle (JSON download).
    public static func planReportFHIR(_ id: UUID, weeks: Int) -> AppPath {
        withIDs("/plans/", (id, "/report/fhir.json")).query("weeks", String(weeks))
    }

    /// "Delete this plan?", coming back to `from` (home or the schedule) afterwards.
    public static func planDelete(_ id: UUID, from: AppPath? = nil) -> AppPath {
        withIDs("/plans/", (id, "/delete")).query("from", from?.value)
    }

    /// A plan's section on the schedule page.
    public static func scheduleSection(_ id: UUID) -> AppPath { withIDs("/schedule#plan-", (id, "")) }

    /// A session of a plan; it opens the guide of its first exercise.
    public static func session(plan: UUID, slot: UUID) -> AppPath {
        withIDs("/plans/", (plan, "/sessions/"), (slot, ""))
    }

    public static func sessionDone(plan: UUID, slot: UUID) -> AppPath {
        withIDs("/plans/", (plan, "/sessions/"), (slot, "/done"))
    }

    public static func sessionUndo(plan: UUID, slot: UUID) -> AppPath {
        withIDs("/plans/", (plan, "/sessions/"), (slot, "/undo"))
    }

    /// One exercise's guide inside a session.
    public static func sessionExercise(plan: UUID, slot: UUID, exercise: String) -> AppPath {
        session(plan: plan, slot: slot).appending("exercises").appending(exercise)
    }

    /// The guided (live) session of one exercise.
    public static func guidedSession(plan: UUID, slot: UUID, exercise: String) -> AppPath {
        sessionExercise(plan: plan, slot: slot, exercise: exercise).appending("start")
    }

    /// A plan in the JSON API (the `Location` of a created plan).
    public static func apiPlan(_ id: UUID) -> AppPath { api.appending("plans").appending(id) }

    /// Where a form on home or the schedule sends the person back to: one of the two, never
    /// anything taken from input.
    public static func rehabReturn(_ from: String?) -> AppPath { from == schedule.value ? schedule : home }
}
