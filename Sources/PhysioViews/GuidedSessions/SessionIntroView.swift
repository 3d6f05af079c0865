import Foundation
import PhysioCore

/// Before a guided session: any unsaved sessions to save or discard, what to do, the target, and
/// how to measure (source and side). `camera.js` checks the camera choice when the device has one.
public struct SessionIntroView: Sendable {
    public var screen: SessionIntroScreen
    public var chrome: PageChrome

    public init(_ screen: SessionIntroScreen, chrome: PageChrome) {
        self.screen = screen
        self.chrome = chrome
    }

    private var place: SessionPlace { screen.place }

    public var html: HTML {
        """
        \(BackLink.to(.sessionExercise(place.planID, place.slotID, place.exerciseID), "Exercise guide"))
        \(screen.resumable.html(resumeCard))
        \(screen.drafts.html(draftCard))
        \(guide)
        <form method="post" action="\(AppPath.liveStart(place.planID, place.slotID, place.exerciseID))" class="form source-form" data-source-form\(screen.rememberedSource.map { " data-remembered-source=\"\($0.rawValue)\"" } ?? "")>
          \(chrome.csrfField)
          <fieldset class="choices">
            <legend>How should we measure?</legend>
            \(screen.sources.html(sourceOption))
          </fieldset>
          <fieldset class="choices side-choices">
            <legend>Which \(screen.limbWord)?</legend>
            \(screen.sides.html(sideOption))
          </fieldset>
          <p class="hint">\(screen.slotNote)</p>
          <p class="cues-row"><button type="button" class="button secondary small cues-toggle" aria-pressed="false" aria-describedby="cues-hint" data-cues-toggle><span data-cues-text>Sound and vibration: off</span></button></p>
          <p class="hint" id="cues-hint">Spoken rep numbers and a short tone, so you can follow from across the room. Spoken only by a voice on this device.</p>
          <p class="hint no-voice-note" data-no-voice hidden>No voice on this device — tones and vibration only</p>
          <button type="submit" class="button primary big" id="start-live">
            \(Icon.use("play")) Start session
          </button>
        </form>
        <p class="example-note">\(screen.guide.numbers.note)</p>
        <script type="module" src="\(AppPath.asset("camera.js", version: chrome.assetVersion))"></script>
        <script type="module" src="\(AppPath.asset("cues.js", version: chrome.assetVersion))"></script>
        """
    }

    // MARK: Resume or discard (issue 20, "nothing lost"): a session left running.

    private func resumeCard(_ draft: ResumableSession) -> HTML {
        """
        <section class="card draft-card" aria-label="Session in progress" data-resumable="\(draft.id)">
          <p><strong>You have a session in progress.</strong> \(draft.text)</p>
          <div class="download-row">
            <a class="button small primary" href="\(draft.resumePath)" id="resume-session">Resume</a>
            <form method="post" action="\(draft.discardPath)" class="inline-form">
              \(chrome.csrfField)
              <button type="submit" class="button small secondary">Discard</button>
            </form>
          </div>
        </section>
        """
    }

    private func draftCard(_ draft: UnsavedSession) -> HTML {
        """
        <section class="card draft-card" aria-label="Unsaved session" data-draft="\(draft.id)">
          <p><strong>You left a session without saving it.</strong> \(draft.text)</p>
          <div class="download-row">
            <a class="button small primary" href="\(draft.reviewPath)">Review and save</a>
            <form method="post" action="\(draft.discardPath)" class="inline-form">
              \(chrome.csrfField)
              <button type="submit" class="button small secondary">Discard</button>
            </form>
          </div>
        </section>
        """
    }

    private var guide: HTML {
        let guide = screen.guide
        return """
            <section class="hero tint-\(guide.tint)">
              <p class="eyebrow">\(Icon.use(guide.icon, class: "tinted-icon")) Guided session\(guide.positionLabel.map { " · \($0)" as HTML })</p>
              <h1>\(guide.name)</h1>
              <p class="lede">\(guide.summary)</p>
            </section>
            <section class="target-card tint-\(guide.tint)" aria-label="Target">
              <p class="target-label">Aim for <span class="muted numbers-mark" data-numbers="\(guide.numbers.rawValue)">(\(guide.numbers.mark))</span></p>
              <p class="target-angle mono" id="intro-target">\(guide.targetLabel)</p>
              <p class="intro-dose"><span class="mono big-figure">\(screen.repsTarget)</span> reps\(screen.holdLabel.map { " · \($0)" as HTML })</p>
              <p class="muted">\(guide.movement)</p>
            </section>
            \(ExerciseDrawingView.card(guide))
            <details class="intro-steps">
              <summary>What to do, step by step</summary>
              <ol class="steps">
                \(guide.steps.html { "<li><span class=\"step-number\" aria-hidden=\"true\">\($0.number)</span><p>\($0.text)</p></li>" })
              </ol>
            </details>
            """
    }

    private func sourceOption(_ option: SessionIntroScreen.SourceOption) -> HTML {
        """
        <label class="choice-option">
          <input type="radio" name="\(SessionStartForm.CodingKeys.source.rawValue)" value="\(option.value)" \(if: option.checked, "checked")\(if: option.disabled, " disabled")\(if: option.isCamera, " data-camera-choice")>
          <span class="choice-text"><span class="choice-title">\(option.title)</span><span class="choice-detail">\(option.detail)</span></span>
        </label>
        """
    }

    private func sideOption(_ option: SessionIntroScreen.SideOption) -> HTML {
        """
        <label class="choice-option compact">
          <input type="radio" name="\(SessionStartForm.CodingKeys.side.rawValue)" value="\(option.value)" \(if: option.checked, "checked")>
          <span class="choice-title">\(option.label)</span>
        </label>
        """
    }
}
