import Foundation
import PhysioCore

/// The checked set: reps, each rep's peak, the angle over time and key frames with the skeleton.
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
        return """
            <section class="card video-check" aria-labelledby="check-title">
              <h1 id="check-title">\(report.exerciseName): \(metrics.reps) \(metrics.reps == 1 ? "rep" : "reps")</h1>
              <p>\(metrics.movement.displayName) on the \(metrics.side.rawValue) side, target \(metrics.target.label)\(metrics.partialReps > 0 ? ", plus \(metrics.partialReps) partial" : "").</p>
              <ol class="rep-peaks" id="rep-peaks">
                \(metrics.repetitions.enumerated().html { index, rep in
                    "<li>\(rep.kind == .full ? "Rep" : "Partial rep") \(index + 1) at \(Self.number(rep.start)) s: peak <strong>\(Self.degrees(rep.peakAngle))</strong></li>"
                })
              </ol>
              \(if: metrics.reps == 0, "<p id=\"no-reps\">No rep counted in full in this video: a rep reaches the target band, holds it as long as the exercise asks, and comes back to rest.</p>")
            </section>
            <section class="card" aria-labelledby="chart-title">
              <h2 id="chart-title">Angle over time</h2>
              \(chart)
            </section>
            \(if: !report.keyFrames.isEmpty, keyFrames)
            <section class="card">
              <form method="post" action="\(saveAction)" class="stack">
                \(csrfField)
                <button type="submit" class="button primary big" id="save-check">Save as a session</button>
              </form>
              <a class="button" href="\(retryPath)">Check another video</a>
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
              \(chart.peaks.html { peak in "<circle class=\"angle-chart-peak\" cx=\"\(Self.number(peak.x))\" cy=\"\(Self.number(peak.y))\" r=\"3\"></circle><text class=\"angle-chart-label\" x=\"\(Self.number(peak.x))\" y=\"\(Self.number(peak.y - 6))\" text-anchor=\"middle\">\(peak.number)</text>" })
            </svg>
            <p class="chart-caption">\(chart.summary) The shaded band is the target.</p>
            """
    }

    private var keyFrames: HTML {
        """
        <section class="card" aria-labelledby="frames-title">
          <h2 id="frames-title">Key frames</h2>
          <div class="key-frames">
            \(zip(report.keyFrames, framePaths).html { frame, path in keyFrame(frame, path) })
          </div>
        </section>
        """
    }

    private func keyFrame(_ frame: VideoCheckReport.KeyFrame, _ path: AppPath) -> HTML {
        let alt =
            "\(frame.caption) at \(Self.number(frame.time)) s" + (frame.degrees.map { ", \(Self.degrees($0))" } ?? "")
        return """
            <figure class="key-frame">
              <svg viewBox="0 0 \(frame.width) \(frame.height)" role="img" aria-label="\(alt), with the skeleton drawn">
                <image href="\(path)" x="0" y="0" width="\(frame.width)" height="\(frame.height)"></image>
                \(frame.bones.html { bone in "<line class=\"key-frame-bone\" x1=\"\(Self.number(bone.x1))\" y1=\"\(Self.number(bone.y1))\" x2=\"\(Self.number(bone.x2))\" y2=\"\(Self.number(bone.y2))\"></line>" })
                \(frame.joint.map { "<circle class=\"key-frame-joint\" cx=\"\(Self.number($0.x))\" cy=\"\(Self.number($0.y))\" r=\"5\"></circle>" as HTML })
              </svg>
              <figcaption>\(alt)</figcaption>
            </figure>
            """
    }
}
