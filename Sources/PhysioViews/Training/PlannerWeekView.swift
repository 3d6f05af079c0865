import Foundation
import PhysioCore

/// One week of the planner's carousel: its head, the deload banner and seven day cards. Drawn in
/// the page for the week shown and, alone as a fragment, for a week the page fetches or swaps in
/// after a change. Written compactly: a week is the bulk of the page, so every byte repeats.
public struct PlannerWeekView: Sendable {
    public var week: WeekCluster
    public var planID: UUID
    public var chrome: PageChrome

    public init(_ week: WeekCluster, planID: UUID, chrome: PageChrome) {
        self.week = week
        self.planID = planID
        self.chrome = chrome
    }

    public var html: HTML {
        """
        <section class="week\(if: week.isDeload, " is-deload")\(if: week.isCurrent, " is-current")" id="week-\(week.number)" data-week="\(week.number)" data-week-url="\(AppPath.plannerWeek(planID, week.number))" aria-label="\(week.accessibleName)">
        <header class="week-head"><h2>\(week.label) <span class="week-dates">\(week.dateRangeLabel)</span></h2><p class="week-stats">\(week.volumeLabel) · \(week.completionLabel)</p></header>
        \(week.banner.map(DeloadBannerView.html))<ol class="day-grid">
        \(week.days.html(dayCard))</ol>
        </section>
        """
    }

    private func dayCard(_ day: DayCard) -> HTML {
        let classes: HTML = """
            \(if: day.isActive, " is-active")\(if: day.isToday, " is-today")\(if: day.isDone, " is-done")\(if: !day.hasWorkout, " is-rest")\(if: day.isPast, " is-past")\(if: day.isDeload, " is-deload")
            """
        // The ring is drawn by CSS (`.day-ring`); the tick is there only when the workout is done.
        let ring: HTML = day.hasWorkout
            ? "<span class=\"day-ring\" aria-hidden=\"true\">\(if: day.isDone, "<span class=\"day-ring-tick\"></span>")</span>" : ""
        return """
            <li class="day-card\(classes)" id="day-\(day.dateISO)" data-day="\(day.dateISO)" data-day-label="\(day.dayLabel), \(day.dateLabel)"\(if: day.acceptsDrops, " data-drop-target")>\
            <a class="day-open" href="\(AppPath.plannerDay(planID, day.date))" data-open-day aria-label="\(day.accessibleName)" aria-describedby="about-\(day.dateISO)">\
            <span class="day-when"><span class="day-name">\(day.shortDayLabel)</span><span class="day-date">\(day.dateLabel)</span></span>\
            \(ring)<span class="day-title">\(day.title)</span>\(if: day.hasWorkout, "<span class=\"volume-badge\">\(day.volumeBadge)</span>")</a>\
            <span class="sr-only" id="about-\(day.dateISO)">\(day.accessibleDescription)</span>\
            \(if: day.hasWorkout, workout(day))\(if: !day.hasWorkout && day.acceptsDrops, "<p class=\"rest-hint\" aria-hidden=\"true\">Drop here to train</p>")</li>

            """
    }

    private func workout(_ day: DayCard) -> HTML {
        """
        <ul class="exercise-chips" data-exercise-list>\(day.exercises.html(chip))</ul>\
        <form class="day-done" method="post" action="\(day.workoutID.map { (day.isDone ? AppPath.plannerWorkoutUndone : AppPath.plannerWorkoutDone)(planID, $0) })" data-done-form data-workout-id="\(day.workoutID)" data-api-done="\(day.workoutID.map { AppPath.apiWorkoutDone(planID, $0) })" data-done="\(if: day.isDone, "true", else: "false")">\
        \(chrome.csrfField)\(if: day.isDone,
            "<button type=\"submit\" class=\"done-button is-done\" aria-label=\"\(day.title) is done; mark it not done\">\(Icon.use("check")) Done</button>",
            else: "<button type=\"submit\" class=\"done-button\" aria-label=\"Mark \(day.title) done\">\(Icon.use("circle")) Mark done</button>")</form>
        """
    }

    /// An exercise chip: the grip (dots drawn by CSS) to drag it by, its dose (spelled out for screen
    /// readers) and the Move link that works without dragging or JavaScript. Name, dose and Move sit
    /// in one wrapping row (`chip-body`; dose and Move kept together in `chip-foot`), so a narrow
    /// card puts them on lines of their own rather than over each other.
    private func chip(_ exercise: DayCardExercise) -> HTML {
        """
        <li class="exercise-chip\(if: exercise.canMove, " is-movable")" data-exercise-id="\(exercise.id)" data-exercise-name="\(exercise.name)">\
        \(if: exercise.canMove, "<span class=\"chip-grip\" data-drag-handle aria-hidden=\"true\"></span>")\
        <span class="chip-body"><span class="chip-name">\(exercise.name)</span> <span class="chip-foot"><span class="chip-dose\(if: exercise.isReduced, " is-reduced")" aria-hidden="true">\(exercise.doseLabel)</span>\
        <span class="sr-only">\(exercise.spokenDose)\(if: exercise.isReduced, ", \(exercise.reducedNote)")</span>\
        \(if: exercise.canMove, " <a class=\"chip-move\" href=\"\(AppPath.plannerExerciseMove(planID, exercise.id))\" data-move-link aria-label=\"\(exercise.moveLabel)\">Move</a>")</span></span></li>
        """
    }
}

/// A week not drawn in full: its dates, progress and workouts in one card, with a link that opens
/// it (the page's script fills the card in place when it scrolls into view or the link is used).
public struct WeekSummaryView: Sendable {
    public var week: WeekSummary
    public var planID: UUID

    public init(_ week: WeekSummary, planID: UUID) {
        self.week = week
        self.planID = planID
    }

    public var html: HTML {
        """
        <section class="week is-summary\(if: week.isDeload, " is-deload")\(if: week.isCurrent, " is-current")" id="week-\(week.number)" data-week="\(week.number)" data-week-url="\(AppPath.plannerWeek(planID, week.number))" data-week-summary aria-label="\(week.accessibleName)">
        <header class="week-head"><h2>\(week.label) <span class="week-dates">\(week.dateRangeLabel)</span></h2><p class="week-stats">\(week.volumeLabel) · \(week.completionLabel)</p></header>
        \(if: week.isDeload, "<p class=\"deload-tag\">Deload week: about half the sets</p>")\(if: week.workoutLabels.isEmpty, "<p class=\"week-plan\">No workouts planned</p>", else: "<ul class=\"week-plan\">\(week.workoutLabels.html { "<li>\($0)</li>" })</ul>")
        <a class="week-open" href="\(AppPath.plannerPlan(planID, week: week.number))" data-week-open>Open \(week.label.lowercased())</a>
        </section>
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
