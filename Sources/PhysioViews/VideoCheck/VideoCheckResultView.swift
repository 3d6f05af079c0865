import Foundation
import PhysioCore

/// The checked set: how many reps counted and, for each rep, why or why not beside a small key frame at
/// its peak; a bar per rep against the target band, the angle over time, the numbers as a table, and
/// "Save as a session".
public struct VideoCheckResultView: Sendable {
    public var report: VideoCheckReport
    /// The key frame stills, in ``VideoCheckReport/keyFrames`` order.
    public var framePaths: [AppPath]
    public var saveAction: AppPath
    public var retryPath: AppPath
    public var csrfField: HTML

    public init(
        report: VideoCheckReport, framePaths: [AppPath], saveAction: AppPath, retryPath: AppPath, csrfField: HTML
    ) {
        self.report = report
        self.framePaths = framePaths
        self.saveAction = saveAction
        self.retryPath = retryPath
        self.csrfField = csrfField
    }

    private static func number(_ value: Double) -> String { String(format: "%.1f", value) }
    private static func degrees(_ value: Double) -> String { "\(Int(clamping: value))°" }

    public var html: HTML {
        let metrics = report.metrics
        let explanation = report.explanation
        let bars = RepBarChart(metrics: metrics, numbering: .everyRep)
        return """
            <section class="card video-check" aria-labelledby="check-title">
              <h1 id="check-title">\(report.exerciseName): \(explanation.headline)</h1>
              <p>\(metrics.movement.displayName) on the \(metrics.side.rawValue) side. \(explanation.bandOwner) is \(metrics.target.label)\(if: metrics.holdTargetSeconds > 0, ", held \(Self.seconds(metrics.holdTargetSeconds))").</p>
              \(explanation.summary.map { "<p class=\"check-summary\" id=\"check-summary\">\($0)</p>" as HTML })
              \(explanation.trackingNote.map { "<p class=\"note-box count-note\" id=\"tracking-note\" role=\"note\">\($0)</p>" as HTML })
              \(if: !explanation.lines.isEmpty, repList(explanation))
              \(if: explanation.lines.isEmpty && !report.keyFrames.isEmpty, deepest)
            </section>
            \(if: !bars.isEmpty, barChart(bars))
            <section class="card" aria-labelledby="chart-title">
              <h2 id="chart-title">Angle over time</h2>
              \(chart)
            </section>
            \(if: !explanation.lines.isEmpty, table(explanation))
            <section class="card">
              <form method="post" action="\(saveAction)" class="stack">
                \(csrfField)
                \(CountFixField(
                    reps: metrics.reps, measured: metrics.reps, open: explanation.trackingNote != nil, ownButton: false,
                    suggestion: metrics.suggestedReps).html)
                <button type="submit" class="button primary big" id="save-check">Save as a session</button>
              </form>
              <a class="button" href="\(retryPath)">Check another video</a>
            </section>
            """
    }

    /// "5 s", "1.5 s".
    private static func seconds(_ value: Double) -> String { VideoCheckExplanation.seconds(value) }

    /// Each rep, its key frame beside it, counted or not and why.
    private func repList(_ explanation: VideoCheckExplanation) -> HTML {
        """
        <h2 class="rep-reasons-title" id="reps-title">Each rep</h2>
        <ol class="rep-reasons" id="rep-reasons" aria-labelledby="reps-title">
          \(explanation.lines.html { line in
            """
            <li class="rep-reason \(line.counted ? "is-counted" : "is-missed")" id="rep-\(line.number)" data-reason="\(line.reason.rawValue)">
              \(frame(forRep: line.number))
              <div class="rep-reason-text">
                <p class="rep-reason-head"><strong>\(line.title)</strong> <span class="rep-status">\(line.counted ? "✓" : "✗") \(line.status)</span> <span class="mono rep-peak">\(line.peakLabel)</span></p>
                <p class="rep-reason-detail">\(line.detail)</p>
              </div>
            </li>
            """
          })
        </ol>
        """
    }

    /// The key frame of rep `number`, small and loaded only when scrolled to.
    private func frame(forRep number: Int) -> HTML? {
        guard let index = report.keyFrames.firstIndex(where: { $0.rep == number }), framePaths.indices.contains(index)
        else { return nil }
        return keyFrame(report.keyFrames[index], framePaths[index])
    }

    /// With no rep, the moment farthest from the start position.
    private var deepest: HTML {
        """
        <div class="rep-reason">
          \(keyFrame(report.keyFrames[0], framePaths[0]))
          <p class="rep-reason-text">\(report.keyFrames[0].caption), at \(Self.number(report.keyFrames[0].time)) s.</p>
        </div>
        """
    }

    private func keyFrame(_ frame: VideoCheckReport.KeyFrame, _ path: AppPath) -> HTML {
        let alt =
            "\(frame.caption) at \(Self.number(frame.time)) s" + (frame.degrees.map { ", \(Self.degrees($0))" } ?? "")
            + ", with the skeleton drawn"
        return """
            <figure class="key-frame">
              <img src="\(path)" alt="\(alt)" width="\(frame.width)" height="\(frame.height)" loading="lazy" decoding="async">
              <svg class="key-frame-skeleton" viewBox="0 0 \(frame.width) \(frame.height)" aria-hidden="true" focusable="false">
                \(frame.bones.html { bone in "<line class=\"key-frame-bone\" x1=\"\(Self.number(bone.x1))\" y1=\"\(Self.number(bone.y1))\" x2=\"\(Self.number(bone.x2))\" y2=\"\(Self.number(bone.y2))\"></line>" })
                \(frame.joint.map { "<circle class=\"key-frame-joint\" cx=\"\(Self.number($0.x))\" cy=\"\(Self.number($0.y))\" r=\"\(Self.number(Double(max(frame.width, frame.height)) / 60))\"></circle>" as HTML })
              </svg>
            </figure>
            """
    }

    /// One bar per rep, named "Rep 1", "Rep 2"… under it, against the target band.
    private func barChart(_ chart: RepBarChart) -> HTML {
        let n = Self.number
        return """
            <section class="card rep-chart-card" aria-labelledby="bars-title">
              <h2 id="bars-title">How far each rep got</h2>
              <svg class="rep-chart" id="rep-bars" viewBox="\(chart.viewBox)" role="img" aria-labelledby="rep-bars-title">
                <title id="rep-bars-title">How far each rep got, against the target band \(report.metrics.target.label). \(chart.bars.html { "\($0.label). " })</title>
                <rect class="chart-band" x="0" y="\(n(chart.bandY))" width="320" height="\(n(chart.bandHeight))"></rect>
                <text class="chart-band-label" x="316" y="\(n(chart.bandLabelY))" text-anchor="end">\(chart.bandLabel)</text>
                <line class="chart-base" x1="0" x2="320" y1="\(n(chart.baselineY))" y2="\(n(chart.baselineY))"></line>
                \(chart.bars.html { bar in
                  """
                  <rect class="rep-bar zone-\(bar.zone.key)\(if: bar.isPartial, " is-partial")" x="\(n(bar.x))" y="\(n(bar.y))" width="\(n(bar.width))" height="\(n(bar.height))" rx="4"></rect>
                  <text class="rep-angle" x="\(n(bar.labelX))" y="\(n(bar.labelY))" text-anchor="middle">\(bar.angleLabel)</text>
                  <text class="rep-number" x="\(n(bar.labelX))" y="155" text-anchor="middle">\(bar.numberLabel)</text>
                  """
                })
              </svg>
              <p class="chart-caption">The shaded strip is the target band; a dashed bar is a rep that didn't count.</p>
            </section>
            """
    }

    /// The reps' numbers as a table, for reading rather than looking.
    private func table(_ explanation: VideoCheckExplanation) -> HTML {
        let reps = report.metrics.repetitions
        return """
            <section class="card" aria-labelledby="table-title">
              <details class="rep-table-details">
                <summary><h2 id="table-title">Each rep in numbers</h2></summary>
                <table class="rep-table" id="rep-table">
                  <thead><tr><th scope="col">Rep</th><th scope="col">From</th><th scope="col">Peak</th><th scope="col">Held in band</th><th scope="col">Counted</th></tr></thead>
                  <tbody>
                    \(zip(explanation.lines, reps).html { line, rep in
                      "<tr><th scope=\"row\">\(line.title)</th><td>\(Self.number(rep.start)) s</td><td>\(line.peakLabel)</td><td>\(Self.seconds(rep.holdSeconds))</td><td>\(line.counted ? "Yes" : "No")</td></tr>"
                    })
                  </tbody>
                </table>
              </details>
            </section>
            """
    }

    private var chart: HTML {
        let chart = report.chart
        return """
            <svg class="angle-chart" id="angle-chart" viewBox="0 0 \(Int(chart.width)) \(Int(chart.height))" role="img" aria-label="\(chart.summary)">
              <rect class="angle-chart-band" x="34" y="\(Self.number(chart.bandY))" width="\(Int(chart.width) - 42)" height="\(Self.number(chart.bandHeight))"></rect>
              \(chart.angleTicks.html { tick in "<line class=\"angle-chart-grid\" x1=\"34\" x2=\"\(Int(chart.width) - 8)\" y1=\"\(Self.number(tick.y))\" y2=\"\(Self.number(tick.y))\"></line><text class=\"angle-chart-label\" x=\"30\" y=\"\(Self.number(tick.y + 3))\" text-anchor=\"end\">\(tick.label)</text>" })
              \(chart.timeTicks.html { tick in "<text class=\"angle-chart-label\" x=\"\(Self.number(tick.x))\" y=\"\(Int(chart.height) - 6)\" text-anchor=\"middle\">\(tick.label)</text>" })
              \(chart.lines.html { points in "<polyline class=\"angle-chart-line\" points=\"\(points)\"></polyline>" })
              \(chart.peaks.html { peak in "<circle class=\"angle-chart-peak\(if: !peak.counted, " is-missed")\" cx=\"\(Self.number(peak.x))\" cy=\"\(Self.number(peak.y))\" r=\"3\"></circle><text class=\"angle-chart-label\" x=\"\(Self.number(peak.x))\" y=\"\(Self.number(max(10, peak.y - 6)))\" text-anchor=\"middle\">Rep \(peak.number)</text>" })
            </svg>
            <p class="chart-caption">\(chart.summary) The shaded band is the target.</p>
            """
    }
}
