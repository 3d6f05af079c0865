import Foundation
import PhysioCore

/// One week of the planner's carousel: its head, the deload banner and seven day cards. Drawn in
/// the page and, after a change, alone as a fragment the page swaps in.
public struct PlannerWeekView: Sendable {
    public var week: WeekCluster
    public var planID: String
    public var chrome: PageChrome

    public init(_ week: WeekCluster, planID: String, chrome: PageChrome) {
        self.week = week
        self.planID = planID
        self.chrome = chrome
    }

    public var html: HTML {
        """
        <section class="week\(if: week.isDeload, " is-deload")\(if: week.isCurrent, " is-current")" id="week-\(week.number)" data-week="\(week.number)" aria-label="\(week.accessibleName)">
          <header class="week-head">
            <h2>\(week.label) <span class="week-dates">\(week.dateRangeLabel)</span></h2>
            <p class="week-stats"><span>\(week.volumeLabel)</span> · <span>\(week.completionLabel)</span></p>
          </header>
          \(week.banner.map(DeloadBannerView.html))
          <ol class="day-grid">
            \(week.days.html(dayCard))
          </ol>
        </section>
        """
    }

    private func dayCard(_ day: DayCard) -> HTML {
        let classes: HTML = """
            \(if: day.isActive, " is-active")\(if: day.isToday, " is-today")\(if: day.isDone, " is-done")\(if: !day.hasWorkout, " is-rest")\(if: day.isPast, " is-past")\(if: day.isDeload, " is-deload")
            """
        return """
            <li class="day-card\(classes)" id="day-\(day.dateISO)" data-day="\(day.dateISO)" data-day-label="\(day.dayLabel), \(day.dateLabel)"\(if: day.acceptsDrops, " data-drop-target")>
              <a class="day-open" href="\(AppPath.plannerDay(planID, day.dateISO))" data-open-day aria-label="\(day.accessibleName)" aria-describedby="about-\(day.dateISO)">
                <span class="day-when"><span class="day-name">\(day.shortDayLabel)</span><span class="day-date">\(day.dateLabel)</span></span>
                \(if: day.hasWorkout, ring(done: day.isDone))
                <span class="day-title">\(day.title)</span>
                \(if: day.hasWorkout, "<span class=\"volume-badge\">\(day.volumeBadge)</span>")
              </a>
              <span class="sr-only" id="about-\(day.dateISO)">\(day.accessibleDescription)</span>
              \(if: day.hasWorkout, workout(day))
              \(if: !day.hasWorkout && day.acceptsDrops, "<p class=\"rest-hint\" aria-hidden=\"true\">Drop here to train</p>")
            </li>
            """
    }

    private func ring(done: Bool) -> HTML {
        """
        <svg class="day-ring" viewBox="0 0 36 36" aria-hidden="true">
          <circle class="day-ring-track" cx="18" cy="18" r="15.9155"></circle>
          <circle class="day-ring-fill" cx="18" cy="18" r="15.9155" stroke-dasharray="\(if: done, "100", else: "0") 100"></circle>
          \(if: done, "<path class=\"day-ring-tick\" d=\"M11.5 18.5l4.5 4.5 8.5-9\"></path>")
        </svg>
        """
    }

    private func workout(_ day: DayCard) -> HTML {
        """
        <ul class="exercise-chips" data-exercise-list>
          \(day.exercises.html(chip))
        </ul>
        <form class="day-done" method="post" action="\(AppPath.plannerWorkout(planID, day.workoutID, day.isDone ? "undone" : "done"))" data-done-form data-workout-id="\(day.workoutID)" data-done="\(if: day.isDone, "true", else: "false")">
          \(chrome.csrfField)
          \(if: day.isDone,
            "<button type=\"submit\" class=\"done-button is-done\" aria-label=\"\(day.title) is done; mark it not done\">\(Icon.use("check")) Done</button>",
            else: "<button type=\"submit\" class=\"done-button\" aria-label=\"Mark \(day.title) done\">\(Icon.use("circle")) Mark done</button>")
        </form>
        """
    }

    private func chip(_ exercise: DayCardExercise) -> HTML {
        """
        <li class="exercise-chip\(if: exercise.canMove, " is-movable")" data-exercise-id="\(exercise.id)" data-exercise-name="\(exercise.name)">
          \(if: exercise.canMove, "<span class=\"chip-grip\" data-drag-handle aria-hidden=\"true\"><svg class=\"icon\"><use href=\"\(AppPath.icon("grip", sprite: Icon.Sprite.app.rawValue))\"></use></svg></span>")
          <span class="chip-text"><span class="chip-name">\(exercise.name)</span> <span class="chip-dose\(if: exercise.isReduced, " is-reduced")" aria-hidden="true">\(exercise.doseLabel)</span><span class="sr-only">\(exercise.spokenDose)</span>\(if: exercise.isReduced, "<span class=\"sr-only\">, \(exercise.reducedNote)</span>")</span>
          \(if: exercise.canMove, "<a class=\"chip-move\" href=\"\(AppPath.plannerExercise(planID, exercise.id, "move"))\" data-move-link aria-label=\"\(exercise.moveLabel)\">Move</a>")
        </li>
        """
    }
}

/// The note on a deload week (in the carousel and on a day's sheet).
enum DeloadBannerView {
    static func html(_ banner: DeloadBanner) -> HTML {
        """
        <div class="deload-banner" role="note">
          \(Icon.use("info"))
          <div><strong>\(banner.title)</strong><p>\(banner.message)</p></div>
        </div>
        """
    }
}

/// A planner form's refusal, naming the field.
enum PlannerFormError {
    static func html(_ message: String) -> HTML {
        "<div class=\"form-error\" role=\"alert\">\(Icon.use("alert"))<span>\(message)</span></div>"
    }
}
