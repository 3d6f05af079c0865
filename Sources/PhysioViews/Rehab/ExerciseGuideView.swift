import Foundation
import PhysioCore

/// An exercise's guide: the target range, the steps in order and the helper's tip. Shown from the
/// library on its own, and inside a plan's session (`SessionGuideView`).
public struct ExerciseGuideView: Sendable {
    public var guide: ExerciseGuide

    public init(_ guide: ExerciseGuide) { self.guide = guide }

    /// The library page: the guide with a way home.
    public var page: HTML {
        """
        \(BackLink.to(AppPath.home.path, "Home"))
        \(html)
        <div class="guide-actions">
          <a class="button big" href="\(AppPath.videoCheck(exerciseID: guide.exerciseID))" id="check-video">Check a recorded set</a>
        </div>
        """
    }

    /// The guide itself.
    public var html: HTML {
        """
        <section class="hero tint-\(guide.tint)">
          <p class="eyebrow">\(Icon.use(guide.icon, class: "tinted-icon")) \(guide.regionName) · \(guide.phase) phase\(guide.positionLabel.map { " · \($0)" as HTML })</p>
          <h1>\(guide.name)</h1>
          <p class="lede">\(guide.summary)</p>
        </section>
        <section class="target-card tint-\(guide.tint)" aria-label="Target range">
          <p class="target-label">Target range <span class="muted numbers-mark" data-numbers="\(guide.numbers.rawValue)">(\(guide.numbers.mark))</span></p>
          <p class="target-angle mono">\(guide.targetLabel)</p>
          <p class="muted">\(guide.movement) · \(guide.doseLabel)</p>
        </section>
        \(ExerciseDrawingView.card(guide))
        <section aria-labelledby="steps-title">
          <h2 id="steps-title" class="section-label">Steps</h2>
          <ol class="steps">
            \(guide.steps.html { "<li><span class=\"step-number\" aria-hidden=\"true\">\($0.number)</span><p>\($0.text)</p></li>" })
          </ol>
        </section>
        <aside class="helper-tip" aria-labelledby="tip-title">
          <h2 id="tip-title">\(Icon.use("bulb")) Helper's tip</h2>
          <p>\(Icon.use("people")) \(guide.helperTip)</p>
        </aside>
        <p class="example-note">\(guide.numbers.note)</p>
        """
    }
}

/// An exercise's guide inside a plan's session: start the guided session, move between the
/// session's exercises, mark the session done.
public struct SessionGuideView: Sendable {
    public var screen: SessionGuideScreen
    public var chrome: PageChrome

    public init(_ screen: SessionGuideScreen, chrome: PageChrome) {
        self.screen = screen
        self.chrome = chrome
    }

    public var html: HTML {
        """
        \(BackLink.to(screen.schedulePath, "Schedule"))
        <p class="session-context">\(screen.planName) · \(screen.timeLabel) session\(if: screen.isDone, " · <strong>done today</strong>")</p>
        \(ExerciseGuideView(screen.guide).html)
        <div class="guide-actions">
          <a class="button primary big" href="\(screen.guidedSessionPath)" id="start-guided">
            \(Icon.use("play")) Start guided session</a>
          <a class="button big" href="\(screen.videoCheckPath)" id="check-video">Check a recorded set</a>
          \(screen.nextPath.map { "<a class=\"button primary big\" href=\"\($0)\">Next exercise \(Icon.use("chevron-right"))</a>" as HTML })
          \(if: !screen.isDone, markDone)
          \(screen.previousPath.map { "<a class=\"button quiet\" href=\"\($0)\">\(Icon.use("arrow-left")) Previous exercise</a>" as HTML })
        </div>
        """
    }

    private var markDone: HTML {
        """
        <form method="post" action="\(screen.donePath)" data-offline-label="Session marked done">
            \(chrome.csrfField)
            <input type="hidden" name="\(RehabReturnForm.CodingKeys.from.rawValue)" value="\(AppPath.home)">
            <button type="submit" class="button \(screen.guide.isLast ? "primary" : "secondary") big" id="mark-done">
              \(Icon.use("check")) Mark session done
            </button>
          </form>
        """
    }
}
