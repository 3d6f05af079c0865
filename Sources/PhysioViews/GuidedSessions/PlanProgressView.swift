import Foundation
import PhysioCore

/// A plan's progress: best angle per day for each exercise (a chart and a table), sessions done of
/// those scheduled per day, and the last sessions.
public struct PlanProgressView: Sendable {
    public var screen: PlanProgressScreen
    public var chrome: PageChrome

    public init(_ screen: PlanProgressScreen, chrome: PageChrome) {
        self.screen = screen
        self.chrome = chrome
    }

    /// Chart geometry as the numbers are (the shortest text that reads back as the same value).
    static func number(_ value: Double) -> String { AngleChartAxesView.number(value) }

    public var html: HTML {
        """
        <nav class="crumbs" aria-label="Back"><a href="\(screen.scheduleSection)">\(Icon.use("arrow-left")) Schedule</a></nav>
        <section class="hero tint-\(screen.tint)">
          <p class="eyebrow">\(Icon.use(screen.icon, class: "tinted-icon")) Progress · \(screen.rangeLabel)</p>
          <h1>\(screen.planName)</h1>
        </section>

        \(if: !screen.hasSessions, empty)
        \(screen.charts.html(trend))
        \(adherence)
        \(lastSessions)
        <p class="example-note">Angles from a phone or camera at home are estimates. Share trends with your clinician; only they can change your plan.</p>
        """
    }

    private var empty: HTML {
        """
        <section class="empty-state" aria-labelledby="no-sessions-title">
          <h2 id="no-sessions-title">No guided sessions yet</h2>
          <p>Start a session from your schedule and tap <strong>Start guided session</strong>. Your best angle for each day shows here.</p>
          <a class="button primary big" href="\(screen.scheduleSection)">Go to schedule</a>
        </section>
        """
    }

    private func trend(_ chart: AngleTrendChart) -> HTML {
        let n = Self.number
        return """
            <section class="card trend-card tint-\(screen.tint)" aria-label="\(chart.exerciseName): best angle per day">
              <h2>\(chart.exerciseName)</h2>
              <p class="muted">Best angle each day · target <span class="mono">\(chart.targetLabel)</span> (\(chart.numbersMark))</p>
              <svg class="trend-chart" viewBox="\(chart.frame.viewBox)" role="img" aria-label="\(chart.description)">
                \(AngleChartAxesView(frame: chart.frame, classes: .screen).html)
                <polyline class="trend-line" points="\(chart.polyline)"></polyline>
                \(chart.points.html { "<circle class=\"trend-point zone-\($0.zone.key)\" cx=\"\(n($0.x))\" cy=\"\(n($0.y))\" r=\"4.5\"><title>\($0.dayLabel): \($0.angleLabel)</title></circle>" })
              </svg>
              <details class="table-toggle">
                <summary>Show as a table</summary>
                <table class="data-table">
                  <thead><tr><th scope="col">Day</th><th scope="col">Best angle</th><th scope="col">Sessions</th></tr></thead>
                  <tbody>\(chart.points.html { "<tr><td>\($0.dayLabel)</td><td class=\"mono\">\($0.angleLabel) <span aria-hidden=\"true\">\($0.zone.symbol)</span><span class=\"visually-hidden\">\($0.zone.words)</span></td><td class=\"mono\">\($0.sessions)</td></tr>" })</tbody>
                </table>
              </details>
            </section>
            """
    }

    private var adherence: HTML {
        """
        <section class="card adherence-card" aria-labelledby="adherence-title">
          <h2 id="adherence-title">Sessions done</h2>
          <p id="adherence-summary">\(screen.adherence.summary)</p>
          \(screen.adherence.startedNote.map { "<p class=\"hint\" id=\"adherence-started\">\($0)</p>" as HTML })
          <div class="adherence" role="table" aria-label="Sessions done of scheduled, per day">
            \(screen.adherence.weeks.html { week in
              """
              <div class="adherence-week" role="row" aria-label="\(week.label)">
                \(week.cells.html { "<span class=\"adherence-day level-\($0.level)\(if: $0.isToday, " is-today")\" role=\"cell\" aria-label=\"\($0.label)\" title=\"\($0.label)\"><span class=\"adherence-weekday\" aria-hidden=\"true\">\($0.weekday)</span><span class=\"adherence-count\" aria-hidden=\"true\">\($0.text)</span></span>" })
              </div>
              """
            })
          </div>
          <p class="hint">Each square is a day since the plan began, oldest first; today is the last one. “2/3” means 2 of 3 sessions done.</p>
        </section>
        """
    }

    private var lastSessions: HTML {
        """
        <section class="card" aria-labelledby="last-title">
          <h2 id="last-title">Last sessions</h2>
          \(if: screen.lastSessions.isEmpty, "<p class=\"muted\">None yet.</p>")
          <ul class="last-sessions">
            \(screen.lastSessions.html { line in
              """
              <li><a href="\(line.path)"><span class="last-when">\(line.whenLabel)</span> <span class="last-name">\(line.exerciseName)</span>
                <span class="last-figures mono">\(line.repsLabel) · best \(line.bestAngleLabel)</span>\(line.feelingLabel.map { " <span class=\"last-feeling muted\">Felt \($0.lowercased())</span>" as HTML })\(line.painStopLabel.map { " <span class=\"pain-stop-tag\">\(Icon.use("alert")) \($0)</span>" as HTML })</a></li>
              """
            })
          </ul>
        </section>
        """
    }
}
