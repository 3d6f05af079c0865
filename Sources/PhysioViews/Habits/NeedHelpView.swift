import Foundation
import PhysioCore

/// `/help`: "I Need Help", step 1 — the four kinds of craving, and this week's notes.
public struct NeedHelpView: Sendable {
    public var help: NeedHelpPage
    /// This week's notes, newest first (at most five).
    public var recentNotes: [CravingNoteRow]
    public var chrome: PageChrome

    public init(_ help: NeedHelpPage, recentNotes: [CravingNoteRow], chrome: PageChrome) {
        self.help = help
        self.recentNotes = recentNotes
        self.chrome = chrome
    }

    public static let bodyClass = "habits help"

    public var html: HTML {
        """
        \(HabitCrumb.html(AppPath.today.fragment("today"), "Today"))
        <section class="hero"><h1>\(help.title)</h1><p class="lede">\(help.chooseCategoryPrompt)</p></section>
        <ul class="choice-list help-choices">
          \(help.choices.html { choice in
            """
            <li><a class="choice help-choice help-\(choice.id)" href="\(AppPath.helpCategory(choice.category))">
              <span class="choice-text"><span class="choice-title">\(choice.title)</span><span class="choice-detail">\(choice.summary)</span></span>
              \(Icon.use("chevron-right", class: "chevron-right"))
            </a></li>
            """
          })
        </ul>
        \(if: !recentNotes.isEmpty, """
            <h2 class="section-label">This week’s notes</h2>
            <ul class="note-list">\(recentNotes.html { CravingNoteRowView($0).html })</ul>
            """)
        """
    }
}

/// `/help/<category>`: the category's mini-coach and the note form (with a voice note when "Keep
/// audio" is on).
public struct HelpCoachView: Sendable {
    public var help: NeedHelpPage
    public var chrome: PageChrome

    public init(_ help: NeedHelpPage, chrome: PageChrome) {
        self.help = help
        self.chrome = chrome
    }

    public static let bodyClass = "habits help"

    public var html: HTML {
        """
        \(HabitCrumb.html(AppPath.help.path, help.title))
        \(help.coach.map { "<section class=\"hero\"><p class=\"eyebrow\">I Need Help</p><h1>\($0.title)</h1><p class=\"lede\">\($0.intro)</p></section>" as HTML })
        <form method="post" action="\(AppPath.helpNotes)" class="card form help-form" data-help-form data-offline-label="Craving note">
          \(chrome.csrfField)
          <input type="hidden" name="\(CravingNoteInput.CodingKeys.category.rawValue)" value="\(help.categoryID)">
          \(help.coach.map(coach))
          \(if: help.offersVoiceNote, recorder)
          <p class="form-error" role="alert" data-help-error hidden></p>
          <button type="submit" class="button primary big" id="save-note">\(help.saveLabel)</button>
        </form>
        \(HabitScript.tag(chrome))
        """
    }

    private func coach(_ coach: MiniCoach) -> HTML {
        """
        \(if: !coach.actions.isEmpty, """
            <fieldset class="coach-actions">
              <legend>Try one of these</legend>
              \(coach.actions.html { action in
                """
                <label class="coach-action">
                  <input type="radio" name="\(CravingNoteInput.CodingKeys.action.rawValue)" value="\(action.id)"\(action.timerSeconds.map { " data-timer-seconds=\"\($0)\"" as HTML })\(if: action.isJournal, " data-journal")>
                  <span><span class="coach-action-title">\(action.title)</span><span class="choice-detail">\(action.detail)</span></span>
                </label>
                """
              })
            </fieldset>
            """)
        <div class="grounding-timer" data-timer hidden>
          <p class="timer-display" role="timer" aria-live="off" data-timer-display>2:00</p>
          <p class="hint" data-timer-status>Breathe slowly. Notice 5 things you see, 4 you hear, 3 you can touch.</p>
          <button type="button" class="button secondary" data-timer-start>Start 2-minute timer</button>
        </div>
        \(coach.question.map { question in
            """
            <fieldset class="coach-question">
              <legend>\(question.text)</legend>
              \(question.answers.html { "<label class=\"chip\"><input type=\"radio\" name=\"\(CravingNoteInput.CodingKeys.answer.rawValue)\" value=\"\($0.id)\"><span>\($0.label)</span></label>" })
            </fieldset>
            """ as HTML
        })
        <label for="note-text">\(coach.notePrompt(offeringVoice: help.offersVoiceNote))</label>
        <textarea id="note-text" class="habit-input" name="\(CravingNoteInput.CodingKeys.text.rawValue)" rows="3" maxlength="\(help.noteMaxLength)"></textarea>
        """
    }

    private var recorder: HTML {
        """
        <div class="recorder" data-recorder>
          <button type="button" class="button secondary" data-record>\(Icon.use("mic", sprite: .habits)) Record a voice note</button>
          <button type="button" class="button danger-quiet" data-stop hidden>Stop recording</button>
          <audio controls hidden data-preview></audio>
          <p class="hint" data-recorder-status>Audio stays on this machine with your note.</p>
        </div>
        """
    }
}
