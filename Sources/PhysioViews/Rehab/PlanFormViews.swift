import Foundation
import PhysioCore

/// The session-time inputs of the plan set-up and times forms (up to the daily maximum; the page
/// script hides empty optional ones behind "Add another time").
public struct TimeFieldsView: Sendable {
    public var fields: [PlanSetupScreen.TimeField]

    public init(_ fields: [PlanSetupScreen.TimeField]) { self.fields = fields }

    public var html: HTML {
        """
        <fieldset class="times" data-time-fields>
          <legend>Session times each day</legend>
          <p class="hint">Three a day is a common example: morning, afternoon and evening. Leave a time empty to drop it.</p>
          \(fields.html(field))
          <button type="button" class="button small secondary" data-add-time hidden>
            \(Icon.use("plus")) Add another time
          </button>
        </fieldset>
        """
    }

    private func field(_ field: PlanSetupScreen.TimeField) -> HTML {
        """
        <div class="time-field" data-time-field\(if: field.optional, " data-optional")>
            <label for="time-\(field.index)">Session \(field.number)\(if: field.optional, " <span class=\"muted\">(optional)</span>")</label>
            <input type="time" id="time-\(field.index)" name="\(PlanTimesForm.CodingKeys.times.rawValue)" value="\(field.value)" step="300">
            \(if: field.optional, "<button type=\"button\" class=\"button small quiet\" data-remove-time aria-label=\"Remove session \(field.number)\">Remove</button>")
          </div>
        """
    }
}

/// A form's error, read out when the page opens.
enum FormErrorView {
    static func html(_ message: String?) -> HTML {
        guard let message else { return .empty }
        return
            "<div class=\"form-error\" role=\"alert\" id=\"form-error\">\(Icon.use("alert"))<span>\(message)</span></div>"
    }
}

/// Triage's last step: the condition's exercises, a name and the session times, then "Create plan".
public struct PlanSetupView: Sendable {
    public var screen: PlanSetupScreen
    public var chrome: PageChrome

    public init(_ screen: PlanSetupScreen, chrome: PageChrome) {
        self.screen = screen
        self.chrome = chrome
    }

    public var html: HTML {
        """
        \(BackLink.to(screen.regionPath, screen.regionName))
        <section class="hero tint-\(screen.tint)">
          <p class="eyebrow">\(Icon.use(screen.icon, class: "tinted-icon")) \(screen.regionName) · Step 3 of 3</p>
          <h1>\(screen.conditionName)</h1>
          <p class="lede">\(screen.summary)</p>
        </section>
        \(FormErrorView.html(screen.error))
        <section aria-labelledby="exercises-title">
          <h2 id="exercises-title" class="section-label">Exercises in this plan</h2>
          <ul class="exercise-list">
            \(screen.exercises.html { exercise in
              """
              <li class="exercise-item has-drawing tint-\(screen.tint)">
                  \(ExerciseDrawingView.thumbnail(exerciseID: exercise.id))
                  <div>
                    <p class="exercise-name"><a href="\(exercise.path)">\(exercise.name)</a> <span class="tag small">\(exercise.phase)</span></p>
                    <p class="muted">\(exercise.summary)</p>
                    <p class="exercise-meta"><span class="mono">\(exercise.targetLabel)</span> · \(exercise.doseLabel)</p>
                  </div>
                </li>
              """
            })
          </ul>
          <p class="example-note">Example values for education — your clinician may set different ones.</p>
        </section>
        <form method="post" action="\(AppPath.plans)" class="card form" \(if: screen.error != nil, "aria-describedby=\"form-error\"")>
          \(chrome.csrfField)
          <input type="hidden" name="\(PlanSetupForm.CodingKeys.condition.rawValue)" value="\(screen.conditionID)">
          <label for="plan-name">Plan name <span class="muted">(optional)</span></label>
          <input type="text" id="plan-name" name="\(PlanSetupForm.CodingKeys.name.rawValue)" value="\(screen.name)" maxlength="80" placeholder="\(screen.conditionName)" autocomplete="off">
          \(TimeFieldsView(screen.timeFields).html)
          <button type="submit" class="button primary big">Create plan</button>
        </form>
        """
    }
}

/// Changing a plan's session times.
public struct PlanTimesView: Sendable {
    public var screen: PlanTimesScreen
    public var chrome: PageChrome

    public init(_ screen: PlanTimesScreen, chrome: PageChrome) {
        self.screen = screen
        self.chrome = chrome
    }

    public var html: HTML {
        """
        \(BackLink.to(screen.schedulePath, "Schedule"))
        <section class="hero">
          <p class="eyebrow">\(screen.planName)</p>
          <h1>Session times</h1>
        </section>
        \(FormErrorView.html(screen.error))
        <form method="post" action="\(screen.savePath)" class="card form">
          \(chrome.csrfField)
          \(TimeFieldsView(screen.timeFields).html)
          <button type="submit" class="button primary big">Save times</button>
          <a class="button secondary big" href="\(screen.schedulePath)">Cancel</a>
        </form>
        """
    }
}

/// "Delete this plan?", asked before anything is removed (the page for when the dialog can't open).
public struct DeletePlanView: Sendable {
    public var screen: DeletePlanScreen
    public var chrome: PageChrome

    public init(_ screen: DeletePlanScreen, chrome: PageChrome) {
        self.screen = screen
        self.chrome = chrome
    }

    public var html: HTML {
        """
        <section class="card confirm" aria-labelledby="confirm-title">
          <h1 id="confirm-title">Delete \(screen.planName)?</h1>
          <p>This will remove the plan and \(screen.sessionsLabel). This can't be undone.</p>
          <form method="post" action="\(screen.deletePath)">
            \(chrome.csrfField)
            <input type="hidden" name="\(RehabReturnForm.CodingKeys.from.rawValue)" value="\(screen.returnPath)">
            <button type="submit" class="button danger big">Delete plan</button>
          </form>
          <a class="button secondary big" href="\(screen.returnPath)">Cancel</a>
        </section>
        """
    }
}
