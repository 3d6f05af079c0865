import Foundation
import PhysioCore

/// "Report for my physio": the printable page (see clinician.css's print rules). The period picker
/// and the download links are hidden on paper.
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
              <header>
                <p class="eyebrow">PhysioPoint — report for my physio</p>
                <h1>\(report.planName)</h1>
                <p>\(report.periodLabel)</p>
              </header>
              \(prescriptionSection)
              \(adherenceSection)
              \(chartsSection)
              \(sessionsSection)
              \(painSection)
              \(feelingsSection)
              \(notesSection)
              \(sourcesSection)
              <footer class="report-disclaimer"><p><strong>Disclaimer.</strong> \(report.disclaimer)</p></footer>
            </article>
            <script type="module" src="\(AppPath.asset("report.js"))"></script>
            """
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
          <table>
            <thead><tr><th scope="col">Week</th><th scope="col">Done</th><th scope="col">Scheduled</th><th scope="col">Share</th></tr></thead>
            <tbody>
              \(report.adherence.html { "<tr><th scope=\"row\">\($0.label)</th><td>\($0.done)</td><td>\($0.scheduled)</td><td>\($0.percentLabel)</td></tr>" })
            </tbody>
          </table>
          </div>
        </section>
        """
    }

    private var chartsSection: HTML {
        """
        <section aria-labelledby="r-rom">
          <h2 id="r-rom">Range of motion over time</h2>
          <p class="legend"><span class="key best">● solid line: best angle in the target band</span> <span class="key furthest">■ dashed line: furthest reached</span> <span class="key band">shaded: target band</span></p>
          \(report.charts.html(chart))
        </section>
        """
    }

    private func chart(_ chart: ReportChart) -> HTML {
        """
        <figure class="report-chart">
          <figcaption><strong>\(chart.exerciseName)</strong> — target \(chart.targetLabel)</figcaption>
          <svg viewBox="\(chart.frame.viewBox)" role="img" aria-label="\(chart.description)" class="rom-chart">
            \(AngleChartAxesView(frame: chart.frame, classes: .print).html)
            \(if: !chart.furthestLine.isEmpty, "<polyline class=\"furthest\" points=\"\(chart.furthestLine)\"></polyline>")
            \(if: !chart.bestLine.isEmpty, "<polyline class=\"best\" points=\"\(chart.bestLine)\"></polyline>")
            \(chart.furthestMarks.html { "<rect class=\"mark furthest\" x=\"\(n($0.x - 3.5))\" y=\"\(n($0.y - 3.5))\" width=\"7\" height=\"7\"><title>Furthest, \($0.label)</title></rect>" })
            \(chart.bestMarks.html { "<circle class=\"mark best\" cx=\"\(n($0.x))\" cy=\"\(n($0.y))\" r=\"4\"><title>Best in band, \($0.label)</title></circle>" })
          </svg>
          <p class="chart-text">\(chart.description)</p>
          \(if: !chart.days.isEmpty, table(chart))
        </figure>
        """
    }

    private func n(_ value: Double) -> String { ValueText.number(value) }

    private func table(_ chart: ReportChart) -> HTML {
        """
        <div class="table-scroll" tabindex="0" role="group" aria-label="\(chart.exerciseName) by day, scrolls sideways">
        <table class="compact">
          <thead><tr><th scope="col">Day</th><th scope="col">Best in band</th><th scope="col">Furthest</th><th scope="col">Sessions</th></tr></thead>
          <tbody>\(chart.days.html { "<tr><th scope=\"row\">\($0.dayLabel)</th><td>\($0.bestLabel)</td><td>\($0.furthestLabel)</td><td>\($0.sessions)</td></tr>" })</tbody>
        </table>
        </div>
        """
    }

    private var sessionsSection: HTML {
        """
        <section aria-labelledby="r-sessions">
          <h2 id="r-sessions">Reps, holds and sets</h2>
          \(if: report.sessions.isEmpty, "<p>No guided sessions were saved in this period.</p>")
          \(if: !report.sessions.isEmpty, sessionsTable)
        </section>
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
        \(report.uncertainCountNote.map { "<p class=\"hint\" id=\"uncertain-count\">\($0)</p>" as HTML })
        """
    }

    private var painSection: HTML {
        """
        <section aria-labelledby="r-pain">
          <h2 id="r-pain">Pain stops</h2>
          \(if: report.painStops.isEmpty, "<p>No session was stopped because it hurt.</p>")
          <ul>\(report.painStops.html { "<li><strong>\($0.dateLabel)</strong>, \($0.exerciseName): \($0.reported) (\($0.whereLabel))\($0.feeling.map { ". \($0)" } ?? "")</li>" })</ul>
        </section>
        """
    }

    private var feelingsSection: HTML {
        """
        <section aria-labelledby="r-feel">
          <h2 id="r-feel">How did it feel?</h2>
          \(if: report.feelings.isEmpty, "<p>No answers in this period.</p>")
          \(if: !report.feelings.isEmpty, feelingsTable)
        </section>
        """
    }

    private var feelingsTable: HTML {
        """
        <div class="table-scroll" tabindex="0" role="group" aria-label="How it felt per week, scrolls sideways">
        <table class="compact">
          <thead><tr><th scope="col">Week</th><th scope="col">Easier</th><th scope="col">About the same</th><th scope="col">Harder</th></tr></thead>
          <tbody>\(report.feelings.html { "<tr><th scope=\"row\">\($0.label)</th><td>\($0.easier)</td><td>\($0.same)</td><td>\($0.harder)</td></tr>" })</tbody>
        </table>
        </div>
        """
    }

    private var notesSection: HTML {
        """
        <section aria-labelledby="r-notes">
          <h2 id="r-notes">Notes</h2>
          \(if: report.notes.isEmpty, "<p>No notes.</p>")
          <ul>\(report.notes.html { "<li>\($0)</li>" })</ul>
        </section>
        """
    }

    private var sourcesSection: HTML {
        """
        <section aria-labelledby="r-how">
          <h2 id="r-how">How the angles were measured</h2>
          \(if: report.sources.isEmpty, "<p>No measured sessions in this period.</p>")
          <ul>\(report.sources.html { "<li><strong>\($0.name)</strong> (\($0.sessions) \($0.sessions == 1 ? "session" : "sessions")): \($0.how)</li>" })</ul>
        </section>
        """
    }
}
