import Foundation
import PhysioCore

/// The preview of a day's workout, shared by the day page and the sheet on the carousel.
enum WorkoutSheetBody {
    /// `heading` is the title's element: `h1` on the day page, `h2` in the sheet over the carousel.
    static func html(_ sheet: WorkoutPreviewSheet, heading: HTML = "h2") -> HTML {
        """
        <article class="workout-card\(if: sheet.isDone, " is-done")" aria-label="\(sheet.accessibleName)"\(if: sheet.hasWorkout && !sheet.isDone, " data-swipe-done")>
          <header class="workout-card-head">
            <p class="eyebrow">\(sheet.dateLabel)</p>
            <\(heading) id="sheet-title">\(sheet.title)</\(heading)>
            <p class="muted">\(sheet.summary)\(if: sheet.isDone, " · <span class=\"done-label\">\(sheet.doneLabel)</span>")</p>
          </header>
          \(sheet.banner.map(DeloadBannerView.html))
          \(if: sheet.hasWorkout, """
            <ol class="preview-list">
              \(sheet.exercises.html(exercise))
            </ol>
            \(if: !sheet.isDone, "<p class=\"swipe-hint\" aria-hidden=\"true\">Swipe this card right to mark it done</p>")
            """)
        </article>
        """
    }

    private static func exercise(_ exercise: PreviewExercise) -> HTML {
        """
        <li class="preview-item">
          <p class="preview-name">\(exercise.name)\(if: !exercise.muscleGroupName.isEmpty, " <span class=\"tag small\">\(exercise.muscleGroupName)</span>")</p>
          <p class="preview-dose"><span class="mono" aria-hidden="true">\(exercise.doseLabel)</span><span class="sr-only">\(exercise.spokenDose)</span>\(if: !exercise.loadLabel.isEmpty, " · \(exercise.loadLabel)")\(if: !exercise.restLabel.isEmpty, " · \(exercise.restLabel)")\(if: exercise.isReduced, " · <span class=\"reduced\">deload: \(exercise.sets) of \(exercise.baseSets) sets</span>")</p>
          \(if: exercise.hasNotes, "<p class=\"preview-notes\">\(exercise.notes)</p>")
        </li>
        """
    }

    /// The form that marks the day's workout done or not done.
    static func doneAction(_ planID: UUID, _ sheet: WorkoutPreviewSheet) -> AppPath? {
        sheet.workoutID.map { (sheet.isDone ? AppPath.plannerWorkoutUndone : AppPath.plannerWorkoutDone)(planID, $0) }
    }

    static func doneButton(_ isDone: Bool) -> HTML {
        isDone
            ? "<button type=\"submit\" class=\"button secondary big\">Mark not done</button>"
            : "<button type=\"submit\" class=\"button primary big\">\(Icon.use("check")) Mark done</button>"
    }
}

/// `/planner/<id>/days/<date>?sheet=1`: the sheet that opens over the carousel (a fragment).
public struct PlannerSheetView: Sendable {
    public var screen: PlannerDayScreen
    public var chrome: PageChrome

    public init(_ screen: PlannerDayScreen, chrome: PageChrome) {
        self.screen = screen
        self.chrome = chrome
    }

    public var html: HTML {
        let sheet = screen.sheet, planID = screen.planID
        let day = AppPath.plannerDay(planID, sheet.date)
        return """
            <div class="sheet-top">
              \(PlannerSheetClose.html)
            </div>
            \(WorkoutSheetBody.html(sheet))
            <div class="sheet-actions">
              \(if: sheet.hasWorkout, """
                <form method="post" action="\(WorkoutSheetBody.doneAction(planID, sheet))" data-done-form data-workout-id="\(sheet.workoutID)" data-api-done="\(sheet.workoutID.map { AppPath.apiWorkoutDone(planID, $0) })" data-done="\(if: sheet.isDone, "true", else: "false")">
                  \(chrome.csrfField)
                  \(WorkoutSheetBody.doneButton(sheet.isDone))
                </form>
                <a class="button secondary big" href="\(day)">Start or edit workout</a>
                """, else: "<a class=\"button primary big\" href=\"\(day)\">Plan a workout</a>")
            </div>
            """
    }
}

/// `/planner/<id>/days/<date>`: a day's workout with everything that can be changed there.
public struct PlannerDayView: Sendable {
    public var screen: PlannerDayScreen
    public var chrome: PageChrome

    public init(_ screen: PlannerDayScreen, chrome: PageChrome) {
        self.screen = screen
        self.chrome = chrome
    }

    public static let bodyClass = "planner planner-day-page"

    public var html: HTML {
        let sheet = screen.sheet
        let back = AppPath.plannerPlan(screen.planID, day: sheet.date).fragment("day-\(sheet.dateISO)")
        return """
            \(BackLink.to(back, screen.planName))
            \(screen.error.map(PlannerFormError.html))
            \(MoveToastView.html(screen.confirmation, chrome: chrome))
            \(WorkoutSheetBody.html(sheet, heading: "h1"))
            \(if: sheet.hasWorkout, workout, else: newWorkout)
            """
    }

    private var workout: HTML {
        let sheet = screen.sheet, planID = screen.planID
        func action(_ route: AppRoute<(UUID, UUID)>) -> AppPath? { sheet.workoutID.map { route(planID, $0) } }
        return """
            <form method="post" action="\(WorkoutSheetBody.doneAction(planID, sheet))" class="day-page-done">
              \(chrome.csrfField)
              <input type="hidden" name="\(PlannerReturnForm.CodingKeys.from.rawValue)" value="day">
              \(WorkoutSheetBody.doneButton(sheet.isDone))
            </form>
            <section class="card edit-workout" aria-labelledby="edit-title" id="edit">
              <h2 id="edit-title">Edit workout</h2>
              \(if: sheet.canEdit, exerciseList, else: "<p class=\"muted\">This workout is done. Mark it not done to change its exercises.</p>")
              <form method="post" action="\(action(AppPath.plannerWorkoutTitle))" class="form">
                \(chrome.csrfField)
                <label for="workout-title">Workout title</label>
                <input type="text" id="workout-title" name="\(WorkoutTitleForm.CodingKeys.title.rawValue)" value="\(sheet.title)" maxlength="80" required>
                <button type="submit" class="button secondary">Save title</button>
              </form>
              \(if: sheet.canEdit, """
                <form method="post" action="\(action(AppPath.plannerWorkoutReschedule))" class="form">
                  \(chrome.csrfField)
                  <label for="reschedule-day">Move the whole workout to</label>
                  <select id="reschedule-day" name="\(MoveDayForm.CodingKeys.day.rawValue)">
                    \(screen.moveWeeks.html { week in
                        "<optgroup label=\"\(week.label)\">\(week.targets.html { "<option value=\"\($0.dateISO)\">\($0.label)\(if: !$0.setsNote.isEmpty, " (\($0.setsNote))")</option>" })</optgroup>"
                    })
                  </select>
                  <p class="hint">If that day has a workout, the two swap days.</p>
                  <button type="submit" class="button secondary">Move workout</button>
                </form>
                <form method="post" action="\(action(AppPath.plannerWorkoutDelete))">
                  \(chrome.csrfField)
                  <button type="submit" class="button small danger-quiet">\(Icon.use("trash")) Delete this workout</button>
                </form>
                """)
            </section>
            """
    }

    private var exerciseList: HTML {
        let planID = screen.planID
        return """
            <ul class="edit-list">
              \(screen.sheet.exercises.html { exercise in
                """
                <li class="edit-item">
                  <span class="edit-name">\(exercise.name) <span class="muted mono">\(exercise.doseLabel)</span></span>
                  <span class="edit-actions">
                    <a class="button small quiet" href="\(AppPath.plannerExerciseEdit(planID, exercise.id))" aria-label="Edit \(exercise.name)">Edit</a>
                    <a class="button small quiet" href="\(AppPath.plannerExerciseMove(planID, exercise.id))" aria-label="Move \(exercise.name) to…">Move</a>
                    <form method="post" action="\(AppPath.plannerExerciseDelete(planID, exercise.id))">
                      \(chrome.csrfField)
                      <button type="submit" class="button small danger-quiet" aria-label="Remove \(exercise.name)">Remove</button>
                    </form>
                  </span>
                </li>
                """
              })
            </ul>
            <a class="button secondary" href="\(screen.sheet.workoutID.map { AppPath.plannerWorkoutExerciseNew(planID, $0) })">\(Icon.use("plus")) Add exercise</a>
            """
    }

    private var newWorkout: HTML {
        """
        <section class="card" aria-labelledby="new-workout-title">
          <h2 id="new-workout-title">Plan a workout on this day</h2>
          <form method="post" action="\(AppPath.plannerDayWorkout(screen.planID, screen.sheet.date))" class="form">
            \(chrome.csrfField)
            <label for="new-workout">Workout title</label>
            <input type="text" id="new-workout" name="\(WorkoutTitleForm.CodingKeys.title.rawValue)" maxlength="80" placeholder="e.g. Upper body" required>
            <button type="submit" class="button primary">Add workout</button>
          </form>
        </section>
        """
    }
}

/// The button that closes the sheet over the carousel (planner.js listens for `data-close-sheet`).
enum PlannerSheetClose {
    static let html: HTML = """
        <button type="button" class="button icon-button quiet sheet-close" data-close-sheet aria-label="Close">
          \(Icon.use("close"))
        </button>
        """
}
