import Foundation
import PhysioCore

/// The Session Complete page: results, one bar per rep, today's goal; before saving "How did it
/// feel?" as three big buttons that save with one tap; after saving, where to go next (the next
/// exercise, or when the session is done what comes next and when), then the downloads.
public struct SessionSummaryView: Sendable {
    public var summary: SessionSummaryScreen
    /// Where the feel form posts; nil once the session is saved.
    public var saveAction: AppPath?
    public var chrome: PageChrome

    public init(_ summary: SessionSummaryScreen, saveAction: AppPath?, chrome: PageChrome) {
        self.summary = summary
        self.saveAction = saveAction
        self.chrome = chrome
    }

    /// Chart geometry as the numbers are (the shortest text that reads back as the same value).
    static func number(_ value: Double) -> String { "\(value)" }

    public var html: HTML {
        """
        <section class="hero tint-\(summary.tint) summary-hero">
          <p class="eyebrow">\(summary.exerciseName) · \(summary.sourceLabel)</p>
          <h1>\(summary.headline)</h1>
          \(if: summary.goalReached && summary.painStop == nil, "<p class=\"lede\">You did every rep. Nice work!</p>")
          \(if: summary.noData && summary.painStop == nil, "<p class=\"lede\">No usable samples reached the server, so there is nothing to count this time.</p>")
        </section>
        \(painGuidance)
        \(if: summary.isSaved, saved)
        \(saveAction.map(feelForm))

        <section class="stat-grid" aria-label="Results">
          <div class="stat"><p class="stat-label">Best angle</p><p class="stat-value mono" id="best-angle">\(summary.bestAngleLabel)</p><p class="stat-sub">target \(summary.targetLabel)</p>\(summary.pastTargetLabel.map { "<p class=\"stat-sub\" id=\"past-target\">\($0)</p>" as HTML })</div>
          <div class="stat"><p class="stat-label">Reps</p><p class="stat-value mono" id="reps">\(summary.repsDone)<span class="stat-of"> of \(summary.targetReps)</span></p>\(summary.correctionLabel.map { "<p class=\"stat-sub\" id=\"reps-corrected\">\($0)</p>" as HTML })\(summary.setsLabel.map { "<p class=\"stat-sub\" id=\"sets\">\($0)</p>" as HTML })\(summary.partialLabel.map { "<p class=\"stat-sub\">\($0)</p>" as HTML })</div>
          <div class="stat"><p class="stat-label">Time in target</p><p class="stat-value mono" id="time-in-zone">\(summary.timeInZoneLabel)</p><p class="stat-sub">of \(summary.durationLabel)</p></div>
        </section>

        <section class="card rep-chart-card" aria-labelledby="reps-title">
          <h2 id="reps-title">Each rep</h2>
          \(summary.chart.isEmpty ? "<p class=\"muted\">No reps were counted. Movements that stop short show here as partial reps.</p>" : chart)
          \(summary.trackingNote.map { "<p class=\"note-box count-note\" id=\"tracking-note\" role=\"note\">\($0)</p>" as HTML })
        </section>

        \(goal)
        \(records)
        <p class="note-box" role="note">\(summary.numbers.note)</p>
        """
    }

    /// After "Stop — it hurts": the coach's safety answer for pain, set apart like it is in the chat.
    private var painGuidance: HTML? {
        guard let stop = summary.painStop, let guidance = summary.painGuidance else { return nil }
        return """
            <section class="card pain-stop-card" id="pain-stop" aria-labelledby="pain-stop-title">
              <h2 id="pain-stop-title">\(Icon.use("alert")) \(guidance.heading)</h2>
              <p>\(guidance.advice)</p>
              <p><strong>\(guidance.emergency)</strong></p>
              <p class="hint" id="pain-stop-where">Stopped at \(stop.whereLabel).</p>
            </section>
            """
    }

    private var chart: HTML {
        let chart = summary.chart
        let n = Self.number
        return """
            <svg class="rep-chart" viewBox="\(chart.viewBox)" role="img" aria-labelledby="rep-chart-title">
              <title id="rep-chart-title">How far each rep got. \(chart.bars.html { "\($0.label). " })</title>
              <rect class="chart-band" x="0" y="\(n(chart.bandY))" width="320" height="\(n(chart.bandHeight))"></rect>
              <text class="chart-band-label" x="316" y="\(n(chart.bandLabelY))" text-anchor="end">\(chart.bandLabel)</text>
              <line class="chart-base" x1="0" x2="320" y1="\(n(chart.baselineY))" y2="\(n(chart.baselineY))"></line>
              \(chart.bars.html { bar in
                """
                <rect class="rep-bar zone-\(bar.zone.key)\(if: bar.isPartial, " is-partial")" x="\(n(bar.x))" y="\(n(bar.y))" width="\(n(bar.width))" height="\(n(bar.height))" rx="4"></rect>
                <text class="rep-symbol zone-\(bar.zone.key)" x="\(n(bar.labelX))" y="\(n(bar.labelY))" text-anchor="middle">\(bar.zone.symbol)</text>
                <text class="rep-number" x="\(n(bar.labelX))" y="155" text-anchor="middle">\(bar.numberLabel)</text>
                """
              })
            </svg>
            <ul class="zone-legend" aria-hidden="true">
              \(summary.legend.html { "<li class=\"zone-\($0.key)\"><span class=\"zone-dot\">\($0.symbol)</span> \($0.words)</li>" })
            </ul>
            <ol class="rep-list">
              \(summary.repList.html { "<li><span class=\"zone-chip zone-\($0.zone.key)\" aria-hidden=\"true\">\($0.zone.symbol)</span> \($0.label)</li>" })
            </ol>
            """
    }

    private var goal: HTML {
        let ring = summary.ring
        return """
            <section class="card goal-card" aria-labelledby="goal-title">
              <div class="goal-ring ring tint-\(summary.tint)" role="img" aria-label="\(ring.label)">
                <svg viewBox="0 0 48 48" class="ring-svg" aria-hidden="true">
                  <circle class="ring-track" cx="24" cy="24" r="20" pathLength="100"></circle>
                  <circle class="ring-fill" cx="24" cy="24" r="20" pathLength="100" stroke-dasharray="\(ring.percent) 100"></circle>
                </svg>
                <span class="ring-center mono" aria-hidden="true">\(ring.centerLabel)</span>
              </div>
              <div>
                <h2 id="goal-title">Today's goal</h2>
                <p>\(ring.label)</p>
                <p class="hint" id="slot-note">\(summary.slotNote)</p>
              </div>
            </section>
            """
    }

    /// "How did it feel?": three big buttons, each saving the session with its answer (left out after
    /// a pain stop: the stop is recorded).
    private var feelings: HTML {
        """
        <fieldset class="feelings">
          <legend id="feel-title">How did it feel?</legend>
          <p class="hint" id="feel-hint">One tap saves the session.</p>
          <div class="feeling-row">
          \(summary.feelings.html { feeling in
            """
            <button type="submit" class="feeling" name="\(SessionSaveForm.CodingKeys.feeling.rawValue)" value="\(feeling.value)" id="feel-\(feeling.value)" aria-describedby="feel-hint">\(Icon.use("face-\(feeling.value)", class: "feeling-face"))<span>\(feeling.label)</span></button>
            """
          })
          </div>
        </fieldset>
        """
    }

    /// Before saving: the feelings (or, after a pain stop, one Save), "Count wrong?", and a quiet save
    /// without an answer. Enter in the count field saves without a feeling: the form's first button.
    private func feelForm(_ action: AppPath) -> HTML {
        let asking = !summary.feelings.isEmpty
        return """
            <form method="post" action="\(action)" class="form feel-form card" data-feel-form>
              \(chrome.csrfField)
              \(if: asking, "<button type=\"submit\" class=\"visually-hidden\" tabindex=\"-1\" aria-hidden=\"true\">Save</button>")
              \(if: asking, feelings)
              \(countFix(ownForm: false))
              <button type="submit" class="button \(asking ? "quiet" : "primary big")" id="save-session">
                \(Icon.use("check")) \(asking ? "Save without answering" : "Save session")
              </button>
              <p class="hint" id="draft-note">Leaving without saving keeps this as a draft: the exercise's start page asks you to save or discard it.</p>
            </form>
            """
    }

    /// "Count wrong?": inside the save form before saving; its own form (with a button) once saved.
    private func countFix(ownForm: Bool) -> HTML {
        CountFixField(
            reps: summary.repsDone, measured: summary.measuredReps, open: summary.countFixOpen, ownButton: ownForm, inSets: summary.setsLabel != nil,
            suggestion: summary.suggestedReps
        ).html
    }

    /// Saved: the answer, then the one way on — the next exercise, or when the session is done what
    /// comes next and when — and the progress and schedule after it.
    private var saved: HTML {
        """
        <section class="card saved-card" aria-labelledby="saved-title">
          <h2 id="saved-title">\(Icon.use("check-circle")) Saved</h2>
          \(summary.feelingLabel.map { "<p>It felt: <strong>\($0)</strong></p>" as HTML })
          \(finish)
        </section>
        <div class="guide-actions next-actions">
          \(next)
          \(summary.place.map { "<a class=\"button \(next == nil && summary.nextStep?.actionPath == nil ? "primary" : "secondary") big\" href=\"\(AppPath.planProgress($0.planID))\" id=\"see-progress\">See progress</a>" as HTML })
          <a class="button quiet" href="\(AppPath.schedule)">Back to schedule</a>
        </div>
        """
    }

    /// When the session is done: what comes next and when (assistive mode's next step).
    private var finish: HTML? {
        guard next == nil, let step = summary.nextStep else { return nil }
        return """
            <div class="finish-note" id="finish-note" data-next-step="\(step.step.rawValue)">
              <p class="finish-text">\(step.instruction)</p>
              \(step.actionPath.map { path in
                "<a class=\"button primary big\" href=\"\(path)\" id=\"finish-action\">\(Icon.use("play")) \(step.actionLabel ?? "Start")</a>" as HTML
              })
            </div>
            """
    }

    /// For those who want them, once saved: correcting the count, and the session as a file.
    private var records: HTML? {
        guard let id = summary.savedID else { return nil }
        return """
            <section class="card records-card" aria-labelledby="records-title">
              <h2 id="records-title">This session's record</h2>
              \(if: !summary.readOnly, """
                <form method="post" action="\(AppPath.sessionReps(id))" class="form count-form">
                  \(chrome.csrfField)
                  \(countFix(ownForm: true))
                </form>
                """)
              <div class="download-row">
                <a class="button small secondary" href="\(AppPath.sessionWorkoutJSON(id))" download>Download JSON</a>
                <a class="button small secondary" href="\(AppPath.sessionWorkoutCSV(id))" download>Download CSV</a>
              </div>
            </section>
            """
    }

    private var next: HTML? {
        guard let place = summary.place, let next = summary.nextExerciseID else { return nil }
        return """
            <a class="button primary big" href="\(AppPath.guidedSession(place.planID, place.slotID, next))" id="next-exercise">Next: \(summary.nextExerciseName)
              \(Icon.use("chevron-right"))</a>
            """
    }
}
