import Foundation
import PhysioCore

/// Adding an exercise to a workout, or editing one.
public struct ExerciseFormView: Sendable {
    public var screen: ExerciseFormScreen
    public var chrome: PageChrome

    public init(_ screen: ExerciseFormScreen, chrome: PageChrome) {
        self.screen = screen
        self.chrome = chrome
    }

    public var html: HTML {
        let form = screen.form
        return """
            \(BackLink.to(screen.backPath, "Back to the workout"))
            <h1>\(screen.heading)</h1>
            <form method="post" action="\(screen.action)" class="form exercise-form">
              \(chrome.csrfField)
              \(screen.error.map(PlannerFormError.html))
              <label for="ex-name">Exercise</label>
              <input type="text" id="ex-name" name="\(ExercisePlanForm.CodingKeys.name.rawValue)" value="\(form.name)" maxlength="80" placeholder="e.g. Goblet Squat">
              <div class="field-row">
                <span><label for="ex-sets">Sets</label><input type="text" id="ex-sets" name="\(ExercisePlanForm.CodingKeys.sets.rawValue)" value="\(form.sets)" inputmode="numeric"></span>
                <span><label for="ex-reps">Reps</label><input type="text" id="ex-reps" name="\(ExercisePlanForm.CodingKeys.reps.rawValue)" value="\(form.reps)" placeholder="8–12"></span>
              </div>
              <div class="field-row">
                <span><label for="ex-load">Load</label><input type="text" id="ex-load" name="\(ExercisePlanForm.CodingKeys.load.rawValue)" value="\(form.load)" placeholder="60 kg, RPE 8"></span>
                <span><label for="ex-rest">Rest (seconds)</label><input type="text" id="ex-rest" name="\(ExercisePlanForm.CodingKeys.restSeconds.rawValue)" value="\(form.restSeconds)" inputmode="numeric"></span>
              </div>
              <label for="ex-group">Muscle group</label>
              <select id="ex-group" name="\(ExercisePlanForm.CodingKeys.muscleGroup.rawValue)">
                \(screen.groups.html { "<option value=\"\($0.value)\"\(if: $0.isSelected, " selected")>\($0.name)</option>" })
              </select>
              <label for="ex-notes">Notes</label>
              <textarea id="ex-notes" name="\(ExercisePlanForm.CodingKeys.notes.rawValue)" rows="3" maxlength="500">\(form.notes)</textarea>
              <p class="hint">Sets are for a normal week; deload weeks halve them automatically.</p>
              <button type="submit" class="button primary big">\(if: screen.isNew, "Add exercise", else: "Save exercise")</button>
            </form>
            """
    }
}

/// Choosing the day an exercise moves to without dragging: a page, or a sheet over the carousel.
public struct MoveExerciseView: Sendable {
    public var screen: MoveExerciseScreen
    public var chrome: PageChrome

    public init(_ screen: MoveExerciseScreen, chrome: PageChrome) {
        self.screen = screen
        self.chrome = chrome
    }

    /// The whole page.
    public var html: HTML {
        """
        \(BackLink.to(AppPath.plannerDay(screen.planID, screen.fromDate), "Back to the workout"))
        <h1 id="sheet-title">Move \(screen.exerciseName)</h1>
        \(form)
        """
    }

    /// The sheet's content (a fragment).
    public var sheetHTML: HTML {
        """
        <div class="sheet-top">
          <h2 id="sheet-title" class="sheet-title">Move \(screen.exerciseName)</h2>
          \(PlannerSheetClose.html)
        </div>
        \(form)
        """
    }

    private var form: HTML {
        """
        <form method="post" action="\(AppPath.plannerExerciseMove(screen.planID, screen.exerciseID))" class="form move-form" data-move-form data-exercise-id="\(screen.exerciseID)" data-from-day="\(screen.fromDateISO)">
          \(chrome.csrfField)
          <fieldset class="move-choices">
            <legend>Move <strong>\(screen.exerciseName)</strong> from \(screen.fromLabel) to</legend>
            \(screen.weeks.html(Self.week))
          </fieldset>
          <button type="submit" class="button primary big">Move exercise</button>
        </form>
        """
    }
}

extension MoveExerciseView {
    /// A week's days as radio choices under the week's name. All weeks are listed (one radio group,
    /// so Tab goes from the chosen day straight to the Move button, and arrow keys walk the weeks).
    static func week(_ week: MoveTargetWeek) -> HTML {
        """
        <div class="move-week\(if: week.isDeload, " is-deload")" role="group" aria-labelledby="move-week-\(week.number)">\
        <p class="move-week-name" id="move-week-\(week.number)">\(week.label)</p>\
        <div class="move-week-days">\(week.targets.html(choice))</div></div>
        """
    }

    static func choice(_ target: MoveTarget) -> HTML {
        "<label class=\"move-choice\"><input type=\"radio\" name=\"\(MoveDayForm.CodingKeys.day.rawValue)\" value=\"\(target.dateISO)\" required> <span><span class=\"move-choice-label\">\(target.label)</span>\(if: !target.setsNote.isEmpty, " <span class=\"move-choice-note\">\(target.setsNote)</span>")</span></label>"
    }
}

/// A plan's settings: its name and deload weeks, and the way to delete it.
public struct PlanSettingsView: Sendable {
    public var screen: PlanSettingsScreen
    public var chrome: PageChrome

    public init(_ screen: PlanSettingsScreen, chrome: PageChrome) {
        self.screen = screen
        self.chrome = chrome
    }

    public var html: HTML {
        """
        \(BackLink.to(AppPath.plannerPlan(screen.planID), "Back to the plan"))
        <h1>Plan settings</h1>
        <form method="post" action="\(AppPath.plannerSettings(screen.planID))" class="form">
          \(chrome.csrfField)
          \(screen.error.map(PlannerFormError.html))
          <label for="plan-name">Name</label>
          <input type="text" id="plan-name" name="\(PlannerSettingsForm.CodingKeys.name.rawValue)" value="\(screen.name)" maxlength="80" required>
          <fieldset class="deload-choices">
            <legend>Deload weeks</legend>
            <p class="hint">In a deload week every exercise does about half its sets (rounded up, at least one), with the same reps and load.</p>
            \(screen.weeks.html { "<label class=\"check-row\"><input type=\"checkbox\" name=\"\(PlannerSettingsForm.CodingKeys.deload.rawValue)\" value=\"\($0.week)\"\(if: $0.isChecked, " checked")> \($0.label)</label>" })
          </fieldset>
          <button type="submit" class="button primary big">Save</button>
        </form>
        <section class="danger-zone">
          <a class="button danger-quiet" href="\(AppPath.plannerDelete(screen.planID))">\(Icon.use("trash")) Delete this plan</a>
        </section>
        """
    }
}

/// The confirmation before a plan is deleted.
public struct PlanDeleteView: Sendable {
    public var screen: PlanSettingsScreen
    public var chrome: PageChrome

    public init(_ screen: PlanSettingsScreen, chrome: PageChrome) {
        self.screen = screen
        self.chrome = chrome
    }

    public var html: HTML {
        """
        <section class="card confirm" aria-labelledby="confirm-title">
          <h1 id="confirm-title">Delete \(screen.name)?</h1>
          <p>This removes the plan with all its workouts and exercises. This can't be undone.</p>
          <form method="post" action="\(AppPath.plannerDelete(screen.planID))">
            \(chrome.csrfField)
            <button type="submit" class="button danger big">Delete plan</button>
          </form>
          <a class="button secondary big" href="\(AppPath.plannerSettings(screen.planID))">Cancel</a>
        </section>
        """
    }
}
