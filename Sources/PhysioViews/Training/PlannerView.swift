import Foundation
import PhysioCore

/// `/planner` and `/planner/<id>`: one plan's week carousel (one week in full, the others in
/// brief) and the list of plans.
public struct PlannerView: Sendable {
    public var screen: PlannerScreen
    public var chrome: PageChrome

    public init(_ screen: PlannerScreen, chrome: PageChrome) {
        self.screen = screen
        self.chrome = chrome
    }

    public static let bodyClass = "planner"

    public var html: HTML {
        let carousel = screen.carousel
        return """
            <section class="hero planner-hero">
              <p class="eyebrow">\(carousel.dateRangeLabel) · \(screen.summary)</p>
              <h1>\(carousel.planName)</h1>
              \(if: screen.startsLater, "<p class=\"muted\">\(screen.startLabel)</p>")
              <div class="planner-tools">
                <a class="button small secondary" href="\(AppPath.plannerCalendar(carousel.planID))" download>
                  \(Icon.use("download")) Add to calendar
                </a>
                <a class="button small quiet" href="\(AppPath.plannerSettings(carousel.planID))">
                  \(Icon.use("settings")) Plan settings
                </a>
              </div>
            </section>
            <p class="planner-hint" id="planner-hint">Drag an exercise onto another day (on a phone, hold it or grab its handle), or use <strong>Move</strong>. Tap a day to see its workout.</p>
            <p class="planner-alert" role="alert" data-planner-alert\(if: screen.alert == nil, " hidden")>\(screen.alert ?? "")</p>
            <p class="sr-only" aria-live="polite" data-planner-live></p>
            \(MoveToastView.html(screen.confirmation, chrome: chrome))
            <nav class="week-tabs" aria-label="Weeks">
              \(carousel.weeks.html { week in
                "<a href=\"\(AppPath.plannerPlan(carousel.planID, week: week.number))\" class=\"week-tab\(if: week.isDeload, " is-deload")\" data-week-link=\"\(week.number)\"\(if: week.isShown, " aria-current=\"true\"") aria-label=\"\(week.accessibleName)\">\(week.number)</a>"
              })
            </nav>
            <div class="week-carousel" data-planner data-plan-id="\(carousel.planID)" data-moves-url="\(AppPath.apiMesocycleMoves(carousel.planID))" aria-describedby="planner-hint">
              \(carousel.weeks.html { week in
                  week.isShown
                      ? PlannerWeekView(carousel.shownWeek, planID: carousel.planID, chrome: chrome).html
                      : WeekSummaryView(week, planID: carousel.planID).html
              })
            </div>
            <section class="planner-plans" aria-labelledby="plans-title">
              <div class="section-head">
                <h2 id="plans-title">Your training plans</h2>
                <a class="button small primary" href="\(AppPath.plannerNew)">
                  \(Icon.use("plus")) New plan
                </a>
              </div>
              <ul class="plan-list">
                \(screen.plans.html { plan in
                    """
                    <li><a class="plan-list-item\(if: plan.isShown, " is-shown")" href="\(AppPath.plannerPlan(plan.id))" \(if: plan.isShown, "aria-current=\"page\"")>
                      <span class="plan-list-name">\(plan.name)</span>
                      <span class="muted">\(plan.detail) · \(plan.progress)</span>
                    </a></li>
                    """
                })
              </ul>
            </section>
            <dialog class="planner-sheet" id="planner-sheet" aria-labelledby="sheet-title">
              <div class="sheet-grabber" data-sheet-grabber><span></span></div>
              <div data-sheet-content></div>
            </dialog>
            \(PlannerScript.tag(chrome))
            """
    }
}

enum PlannerScript {
    static func tag(_ chrome: PageChrome) -> HTML {
        "<script type=\"module\" src=\"\(AppPath.asset("planner.js", version: chrome.assetVersion))\"></script>"
    }
}

/// `/planner` with no plan yet: an invitation and the new-plan form.
public struct PlannerEmptyView: Sendable {
    public var screen: NewMesocycleScreen
    public var chrome: PageChrome

    public init(_ screen: NewMesocycleScreen, chrome: PageChrome) {
        self.screen = screen
        self.chrome = chrome
    }

    public var html: HTML {
        """
        <section class="empty-state" aria-labelledby="planner-empty-title">
          <div class="empty-illustration planner-illustration" aria-hidden="true">
            <svg class="icon"><use href="\(AppPath.icon("dumbbell", sprite: Icon.Sprite.app.rawValue))"></use></svg>
          </div>
          <h1 id="planner-empty-title">Plan your training</h1>
          <p>Lay out a block of weeks, move exercises between days, and let deload weeks take care of recovery.</p>
        </section>
        \(NewPlanForm.html(screen, chrome: chrome))
        """
    }
}

/// `/planner/new`: the new-plan form (again with the refusal, after a bad post).
public struct PlannerNewView: Sendable {
    public var screen: NewMesocycleScreen
    public var chrome: PageChrome

    public init(_ screen: NewMesocycleScreen, chrome: PageChrome) {
        self.screen = screen
        self.chrome = chrome
    }

    public var html: HTML {
        """
        \(BackLink.to(AppPath.planner.path, "Planner"))
        <h1>New training plan</h1>
        \(NewPlanForm.html(screen, chrome: chrome))
        """
    }
}

enum NewPlanForm {
    private typealias Key = MesocycleForm.CodingKeys

    static func html(_ screen: NewMesocycleScreen, chrome: PageChrome) -> HTML {
        let form = screen.form
        return """
            <form method="post" action="\(AppPath.plannerNew)" class="form planner-new-form">
              \(chrome.csrfField)
              \(screen.error.map(PlannerFormError.html))
              <fieldset class="template-choices">
                <legend>Start from</legend>
                \(screen.templates.html { choice in
                    "<label class=\"template-choice\"><input type=\"radio\" name=\"\(Key.template.rawValue)\" value=\"\(choice.value)\"\(if: choice.isChecked, " checked")> <span><span class=\"template-name\">\(choice.name)</span><span class=\"muted\">\(choice.summary)</span></span></label>"
                })
              </fieldset>
              <label for="plan-name">Name <span class="muted">(optional)</span></label>
              <input type="text" id="plan-name" name="\(Key.name.rawValue)" value="\(form.name)" maxlength="80" placeholder="e.g. Spring strength block">
              <label for="plan-start">First day</label>
              <input type="date" id="plan-start" name="\(Key.startDate.rawValue)" value="\(form.startDate)" required>
              <label for="plan-weeks">Weeks</label>
              <input type="number" id="plan-weeks" name="\(Key.weeks.rawValue)" value="\(form.weeks)" min="\(screen.minWeeks)" max="\(screen.maxWeeks)" inputmode="numeric" required>
              <p class="hint">Templates make every 4th week a deload with about half the sets. You can change that later.</p>
              <button type="submit" class="button primary big">Create plan</button>
            </form>
            """
    }
}
