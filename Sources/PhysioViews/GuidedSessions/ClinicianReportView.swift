import Foundation
import PhysioCore

/// "Report for my physio": the printable page (see clinician.css's print rules). The period picker,
/// the download links and the day-by-day and session-by-session tables are on screen only: on paper
/// every table is per week, so 2, 4 or 12 weeks print on 1–3 pages.
public struct ClinicianReportView: Sendable {
    public var report: ClinicianReport

    public init(_ report: ClinicianReport) { self.report = report }

    public var html: HTML {
        let report = report
        return """
            <div class="report-tools no-print">
              \(BackLink.to(report.schedulePath, "Schedule"))
              <nav class="report-periods" aria-label="Period">
                \(report.periodPaths.html { period in
                  "<a class=\"button small\(period.current ? " primary" : " quiet")\" href=\"\(period.path)\"\(if: period.current, " aria-current=\"page\"")>\(period.weeks) weeks</a>"
                })
              </nav>
              <p class="report-actions">
                <button type="button" class="button primary" data-print>Print or save as PDF</button>
                <a class="button secondary" href="\(report.fhirPath)" download>\(Icon.use("download")) FHIR file for clinic systems</a>
                <a class="button quiet" href="\(report.editPath)">Edit exercises</a>
              </p>
            </div>
            <article class="clinician-report">
              <header class="report-head">
                <p class="eyebrow">PhysioPoint — report for my physio</p>
                \(patientLine)
                <h1>\(report.planName)</h1>
                <p>\(report.periodLabel)</p>
              </header>
              \(prescriptionSection)
              \(adherenceSection)
              \(exercisesSection)
              \(sessionsSection)
              <div class="report-close">
                \(painSection)
                <footer class="report-end">
                  \(sourcesSection)
                  <p class="report-disclaimer"><strong>Disclaimer.</strong> \(report.disclaimer)</p>
                </footer>
              </div>
            </article>
            <script type="module" src="\(AppPath.asset("report.js"))"></script>
            """
    }

    /// Whose report it is: the name, or a line to write it on (a printed report goes to a clinic).
    private var patientLine: HTML {
        guard let name = report.patientName, !name.isEmpty else {
            return "<p class=\"report-patient\">Patient: <span class=\"write-in\"><span class=\"sr-only\">name not filled in</span></span></p>"
        }
        return "<p class=\"report-patient\">Patient: <strong>\(name)</strong></p>"
    }

    private var prescriptionSection: HTML {
        """
        <section aria-labelledby="r-plan">
          <h2 id="r-plan">Plan and prescription</h2>
          <div class="table-scroll" tabindex="0" role="group" aria-label="Plan and prescription, scrolls sideways">
          <table>
            <thead><tr><th scope="col">Exercise</th><th scope="col">Target band</th><th scope="col">Dose</th><th scope="col">Side</th><th scope="col">Numbers</th></tr></thead>
            <tbody>
              \(report.prescriptions.html { line in
                "<tr><th scope=\"row\">\(line.exerciseName)<br><span class=\"muted\">\(line.movement)</span></th><td>\(line.target)</td><td>\(line.dose)</td><td>\(line.side)</td><td>\(line.setBy)\(line.note.map { "<br><span class=\"muted\">\($0)</span>" as HTML })</td></tr>"
              })
            </tbody>
          </table>
          </div>
        </section>
        """
    }

    private var adherenceSection: HTML {
        """
        <section aria-labelledby="r-adherence">
          <h2 id="r-adherence">Sessions done, per week</h2>
          <p>\(report.adherenceSummary)</p>
          <div class="table-scroll" tabindex="0" role="group" aria-label="Sessions done per week, scrolls sideways">
          <table class="compact">
            <thead><tr><th scope="col">Week</th><th scope="col">Done</th><th scope="col">Scheduled</th><th scope="col">Share</th><th scope="col">How did it feel?</th></tr></thead>
            <tbody>
              \(report.adherence.html { "<tr><th scope=\"row\">\($0.label)</th><td>\($0.done)</td><td>\($0.scheduled)</td><td>\($0.percentLabel)</td><td>\($0.felt)</td></tr>" })
            </tbody>
          </table>
          </div>
        </section>
        """
    }

    /// The exercises' blocks are the article's own children, not a section's: so the last page's
    /// closing part can keep the last block with it (Chromium weighs a page break against others at
    /// the same level, not against breaks inside a neighbour).
    private var exercisesSection: HTML {
        """
        <h2 id="r-rom">Range of motion, reps and holds</h2>
        <p class="legend"><span class="key best">● solid line: best angle in the target band</span> <span class="key furthest">■ dashed line: furthest reached</span> <span class="key band">shaded: target band</span></p>
        \(report.exercises.html(exercise))
        \(report.uncertainCountNote.map { "<p class=\"hint\" id=\"uncertain-count\">\($0)</p>" as HTML })
        """
    }

    /// One exercise: its chart beside its week-by-week numbers (side by side on paper), and on screen
    /// the chart's days in a table that opens.
    private func exercise(_ block: ClinicianReport.ExerciseBlock) -> HTML {
        let chart = block.chart
        return """
            <div class="report-exercise">
              <h3>\(chart.exerciseName) <span class="muted">— target \(chart.targetLabel)</span></h3>
              <figure class="report-chart">
                <svg viewBox="\(chart.frame.viewBox)" role="img" aria-label="\(chart.description)" class="rom-chart">
                  \(AngleChartAxesView(frame: chart.frame, classes: .print).html)
                  \(if: !chart.furthestLine.isEmpty, "<polyline class=\"furthest\" points=\"\(chart.furthestLine)\"></polyline>")
                  \(if: !chart.bestLine.isEmpty, "<polyline class=\"best\" points=\"\(chart.bestLine)\"></polyline>")
                  \(chart.furthestMarks.html { "<rect class=\"mark furthest\" x=\"\(n($0.x - 3.5))\" y=\"\(n($0.y - 3.5))\" width=\"7\" height=\"7\"><title>Furthest, \($0.label)</title></rect>" })
                  \(chart.bestMarks.html { "<circle class=\"mark best\" cx=\"\(n($0.x))\" cy=\"\(n($0.y))\" r=\"4\"><title>Best in band, \($0.label)</title></circle>" })
                </svg>
                <figcaption class="chart-text">\(chart.description)</figcaption>
              </figure>
              \(block.sessions == 0 ? "<p class=\"report-weeks\">No sessions of \(chart.exerciseName) in this period.</p>" as HTML : weeksTable(block))
              \(if: !chart.days.isEmpty, daysTable(chart))
            </div>
            """
    }

    private func weeksTable(_ block: ClinicianReport.ExerciseBlock) -> HTML {
        """
        <div class="report-weeks">
        <div class="table-scroll" tabindex="0" role="group" aria-label="\(block.chart.exerciseName) by week, scrolls sideways">
        <table class="compact">
          <thead><tr><th scope="col">Week</th><th scope="col">Sessions</th><th scope="col">Reps of asked</th><th scope="col">Hold avg / asked</th><th scope="col">Best / furthest</th></tr></thead>
          <tbody>\(block.weeks.html(weekRow))</tbody>
        </table>
        </div>
        \(block.ownCountNote.map { "<p class=\"cell-note\">\($0)</p>" as HTML })
        </div>
        """
    }

    private func weekRow(_ week: ClinicianReport.ExerciseWeek) -> HTML {
        let own: HTML = "<span aria-hidden=\"true\">*</span><span class=\"sr-only\"> (with the person's own count)</span>"
        let off: HTML = "<span aria-hidden=\"true\">†</span><span class=\"sr-only\"> (a count may be off)</span>"
        return """
            <tr><th scope="row">\(week.label)</th><td>\(week.sessions)</td><td>\(week.reps)\(if: week.ownCounts > 0, own)\(if: week.countMayBeOff, off)</td><td>\(week.holds)</td><td>\(week.best) / \(week.furthest)</td></tr>
            """
    }

    private func n(_ value: Double) -> String { ValueText.number(value) }

    private func daysTable(_ chart: ReportChart) -> HTML {
        """
        <details class="no-print report-days">
          <summary>\(chart.exerciseName) day by day</summary>
          <div class="table-scroll" tabindex="0" role="group" aria-label="\(chart.exerciseName) by day, scrolls sideways">
          <table class="compact">
            <thead><tr><th scope="col">Day</th><th scope="col">Best in band</th><th scope="col">Furthest</th><th scope="col">Sessions</th></tr></thead>
            <tbody>\(chart.days.html { "<tr><th scope=\"row\">\($0.dayLabel)</th><td>\($0.bestLabel)</td><td>\($0.furthestLabel)</td><td>\($0.sessions)</td></tr>" })</tbody>
          </table>
          </div>
        </details>
        """
    }

    /// Every session, one line each: on screen only (the printout's weekly tables sum them up).
    private var sessionsSection: HTML {
        guard !report.sessions.isEmpty else {
            return "<p class=\"no-print\" id=\"r-sessions\">No guided sessions were saved in this period.</p>"
        }
        return """
            <details class="no-print report-sessions" id="r-sessions">
              <summary>Every session in this period (\(report.sessions.count)): reps, holds and sets</summary>
              \(sessionsTable)
            </details>
            """
    }

    private var sessionsTable: HTML {
        """
        <div class="table-scroll" tabindex="0" role="group" aria-label="Reps, holds and sets, scrolls sideways">
        <table class="compact">
          <thead><tr><th scope="col">Day</th><th scope="col">Exercise</th><th scope="col">Reps</th><th scope="col">Holds</th><th scope="col">Prescribed</th><th scope="col">Best</th><th scope="col">Felt</th><th scope="col">Measured by</th></tr></thead>
          <tbody>\(report.sessions.html { "<tr><th scope=\"row\">\($0.dateLabel)</th><td>\($0.exerciseName)</td><td>\($0.reps)\(if: $0.countMayBeOff, "<span aria-hidden=\"true\">†</span><span class=\"sr-only\"> (count may be off)</span>")\($0.repsNote.map { "<br><span class=\"cell-note\">\($0)</span>" as HTML })</td><td>\($0.holds)</td><td>\($0.prescribed)</td><td>\($0.best)</td><td>\($0.feeling)</td><td>\($0.source)</td></tr>" })</tbody>
        </table>
        </div>
        """
    }

    private var painSection: HTML {
        """
        <section aria-labelledby="r-pain">
          <h2 id="r-pain">Pain stops</h2>
          \(if: report.painStops.isEmpty, "<p>No session was stopped because it hurt.</p>")
          <ul>\(report.painStops.html { "<li><strong>\($0.dateLabel)</strong>, \($0.exerciseName): \($0.reported) (\($0.whereLabel))\($0.feeling.map { ". \($0)" } ?? "")</li>" })</ul>
          \(report.earlierPainStops.map { "<p>\($0)</p>" as HTML })
        </section>
        """
    }

    private var sourcesSection: HTML {
        """
        <section aria-labelledby="r-how" class="report-method">
          <h2 id="r-how">How the angles were measured</h2>
          \(if: report.sources.isEmpty, "<p>No measured sessions in this period.</p>")
          <ul>\(report.sources.html { "<li><strong>\($0.name)</strong> (\($0.sessions) \($0.sessions == 1 ? "session" : "sessions")): \($0.how)</li>" })</ul>
        </section>
        """
    }
}
