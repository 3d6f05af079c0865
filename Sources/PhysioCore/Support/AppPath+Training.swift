import Foundation

/// The training planner's pages and form actions. Ids are the lower-case spelling `AppPath.id`
/// gives (old upper-case links still work: UUID parsing accepts both).
extension AppPath {
    /// The new-plan form (GET) and where it posts (POST).
    public static let plannerNew = AppPath("planner", "new")

    /// One plan's week carousel.
    public static func plannerPlan(_ planID: String) -> AppPath { planner.appending(planID) }

    public static func plannerPlan(_ planID: UUID) -> AppPath { planner.appending(planID) }

    /// The carousel opened on `dateISO`'s day (with its sheet target), e.g. after a change.
    public static func plannerPlan(_ planID: String, day dateISO: String) -> AppPath {
        plannerPlan(planID).query("day", dateISO)
    }

    /// The carousel opened on week `number` (1-based), drawn in full; the other weeks as summaries.
    public static func plannerPlan(_ planID: String, week number: Int) -> AppPath {
        plannerPlan(planID).query("week", String(number))
    }

    /// Week `number` of the carousel alone, as a fragment the page's script fills a summary with.
    public static func plannerWeek(_ planID: String, _ number: Int) -> AppPath {
        plannerPlan(planID).appending("weeks").appending(String(number))
    }

    /// One day's workout page; also its sheet with `?sheet=1`.
    public static func plannerDay(_ planID: String, _ dateISO: String) -> AppPath {
        plannerPlan(planID).appending("days").appending(dateISO)
    }

    /// A workout action: `done`, `undone`, `title`, `reschedule`, `delete`, `exercises`.
    public static func plannerWorkout(_ planID: String, _ workoutID: String, _ action: String) -> AppPath {
        plannerPlan(planID).appending("workouts").appending(workoutID).appending(action)
    }

    /// An exercise, or one of its actions: `edit`, `move`, `delete`.
    public static func plannerExercise(_ planID: String, _ exerciseID: String, _ action: String? = nil) -> AppPath {
        let path = plannerPlan(planID).appending("exercises").appending(exerciseID)
        return action.map(path.appending) ?? path
    }

    public static func plannerSettings(_ planID: String) -> AppPath { plannerPlan(planID).appending("settings") }

    public static func plannerDelete(_ planID: String) -> AppPath { plannerPlan(planID).appending("delete") }

    /// A training plan in the JSON API (the `Location` of a created one).
    public static func apiMesocycle(_ id: UUID) -> AppPath { api.appending("mesocycles").appending(id) }

    /// Undoing move `moveID` of a plan (the form's action).
    public static func plannerUndo(_ planID: String, _ moveID: String) -> AppPath {
        plannerPlan(planID).appending("moves").appending(moveID).appending("undo")
    }

    /// Undoing move `moveID` of a plan in the JSON API.
    public static func apiMesocycleUndo(_ planID: String, _ moveID: String) -> AppPath {
        api.appending("mesocycles").appending(planID).appending("moves").appending(moveID).appending("undo")
    }

    /// The plan as an iCalendar download.
    public static func plannerCalendar(_ planID: String) -> AppPath { plannerPlan(planID).appending("calendar.ics") }
}
