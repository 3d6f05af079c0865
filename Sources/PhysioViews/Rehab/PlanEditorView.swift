import Foundation
import PhysioCore

/// The plan editor: a card per exercise with its prescription form (plain forms, so it works with
/// the keyboard and without script), "Add an exercise" from the library, and links to the session
/// times and the report.
public struct PlanEditorView: Sendable {
    private typealias Key = PlanEditorScreen.Key
    public var screen: PlanEditorScreen
    public var chrome: PageChrome

    public init(_ screen: PlanEditorScreen, chrome: PageChrome) {
        self.screen = screen
        self.chrome = chrome
    }

    public var html: HTML {
        """
        \(BackLink.to(screen.schedulePath, "Schedule"))
        <section class="hero tint-\(screen.tint)">
          <p class="eyebrow">\(screen.planName)</p>
          <h1>Exercises and numbers</h1>
          <p class="lede">Put in the numbers your clinician gave you. Until you do, the plan follows the library's examples.</p>
        </section>
        \(screen.saved.map { "<p class=\"notice\" role=\"status\">\(Icon.use("check"))<span>\($0)</span></p>" as HTML })
        <p class="editor-links">
          <a class="button small quiet" href="\(screen.timesPath)">\(Icon.use("clock")) Session times — \(screen.timesLabel)</a>
          <a class="button small quiet" href="\(screen.reportPath)">\(Icon.use("info")) Report for my physio</a>
        </p>
        <ol class="prescription-list">
          \(screen.exercises.html(card))
        </ol>
        \(addForm)
        <p class="example-note">PhysioPoint is for information and education. Only your clinician can tell you which numbers are right for you.</p>
        """
    }

    private func card(_ card: PlanEditorScreen.ExerciseCard) -> HTML {
        let errorID = "\(card.exerciseID)-error"
        return """
            <li class="card prescription tint-\(screen.tint)" id="\(card.anchor)">
              <div class="prescription-head">
                \(drawing(card))
                <div>
                  <h2 class="exercise-name"><a href="\(card.guidePath)">\(card.name)</a></h2>
                  <p class="muted">\(card.movement)</p>
                  <p class="prescription-current\(if: !card.isLibraryDefault, " set")">\(card.currentLabel)</p>
                </div>
              </div>
              \(card.error.map { "<div class=\"form-error\" role=\"alert\" id=\"\(errorID)\">\(Icon.use("alert"))<span>\($0)</span></div>" as HTML })
              <form method="post" action="\(card.savePath)" class="form prescription-form" novalidate\(if: card.error != nil, " aria-describedby=\"\(errorID)\"")>
                \(chrome.csrfField)
                <fieldset class="band"\(if: card.bandError != nil, " aria-describedby=\"\(card.exerciseID)-band-error\"")>
                  <legend>Target band</legend>
                  <div class="field-row">\(card.bandFields.html(number))</div>
                  \(card.bandError.map { "<p class=\"field-error\" id=\"\(card.exerciseID)-band-error\">\($0)</p>" as HTML })
                </fieldset>
                <div class="field-row">\(card.doseFields.html(number))</div>
                <fieldset class="choices">
                  <legend>\(card.sideLabel)</legend>
                  \(choices(card.sides, name: Key.side.rawValue, id: card.exerciseID))
                </fieldset>
                <fieldset class="choices">
                  <legend>Who set these numbers?</legend>
                  \(choices(card.authors, name: Key.setBy.rawValue, id: card.exerciseID))
                </fieldset>
                <label for="\(card.exerciseID)-note">Note <span class="muted">(optional: who said it, when)</span></label>
                <input type="text" id="\(card.exerciseID)-note" name="\(Key.note.rawValue)" value="\(card.note)" maxlength="300" autocomplete="off" placeholder="e.g. Dr Lee, visit on 12 Nov"\(if: card.noteError != nil, " aria-invalid=\"true\" aria-describedby=\"\(card.exerciseID)-note-error\"")>
                \(card.noteError.map { "<p class=\"field-error\" id=\"\(card.exerciseID)-note-error\">\($0)</p>" as HTML })
                <p class="hint">\(card.libraryLabel)</p>
                <div class="form-actions">
                  <button type="submit" class="button primary">Save \(card.name)</button>
                  \(if: !card.isLibraryDefault, "<button type=\"submit\" class=\"button secondary\" name=\"\(PrescriptionForm.Reset.CodingKeys.reset.rawValue)\" value=\"1\">Back to the library's numbers</button>")
                  \(if: card.canRemove, "<a class=\"button danger-quiet\" href=\"\(card.removePath)\">\(Icon.use("trash")) Remove from plan</a>")
                </div>
              </form>
            </li>
            """
    }

    /// The exercise's picture: its end position, small (the guide shows start and end).
    private func drawing(_ card: PlanEditorScreen.ExerciseCard) -> HTML {
        ExerciseDrawingView.thumbnail(exerciseID: card.exerciseID)
    }

    private func number(_ field: PlanEditorScreen.NumberField) -> HTML {
        let hintID = "\(field.inputID)-hint"
        let errorID = "\(field.inputID)-error"
        let described = field.error == nil ? hintID : "\(errorID) \(hintID)"
        return """
            <div class="number-field">
              <label for="\(field.inputID)">\(field.label)\(field.unit.isEmpty ? "" : " (\(field.unit))")</label>
              <input type="number" inputmode="decimal" id="\(field.inputID)" name="\(field.name)" value="\(field.value)" min="\(field.min)" max="\(field.max)" step="\(field.step)" required aria-describedby="\(described)"\(if: field.error != nil, " aria-invalid=\"true\"")>
              <span class="hint" id="\(hintID)">\(field.example)\(field.setBy.map { " · <strong>\($0)</strong>" as HTML })</span>
              \(field.error.map { "<p class=\"field-error\" id=\"\(errorID)\">\($0)</p>" as HTML })
            </div>
            """
    }

    private func choices(_ choices: [PlanEditorScreen.Choice], name: String, id: String) -> HTML {
        choices.enumerated().html { index, choice in
            """
            <label class="choice" for="\(id)-\(name)-\(index)"><input type="radio" id="\(id)-\(name)-\(index)" name="\(name)" value="\(choice.value)"\(if: choice.checked, " checked")> \(choice.label)</label>
            """
        }
    }

    private var addForm: HTML {
        guard !screen.addOptions.isEmpty else { return .empty }
        return """
            <form method="post" action="\(screen.addPath)" class="card form add-exercise"\(if: screen.addError != nil, " aria-describedby=\"add-error\"")>
              \(chrome.csrfField)
              <h2>Add an exercise</h2>
              <label for="add-exercise">From the library</label>
              <select id="add-exercise" name="\(AddExerciseForm.CodingKeys.exercise.rawValue)"\(if: screen.addError != nil, " aria-invalid=\"true\"")>
                \(screen.addOptions.html { "<option value=\"\($0.id)\">\($0.label)</option>" })
              </select>
              \(screen.addError.map { "<p class=\"field-error\" id=\"add-error\">\($0)</p>" as HTML })
              <p class="hint">It starts with the library's example numbers; change them above once it is added.</p>
              <button type="submit" class="button secondary">\(Icon.use("plus")) Add to plan</button>
            </form>
            """
    }
}

/// "Remove Heel Slides from this plan?" — the confirmation before anything is removed.
public struct RemoveExerciseView: Sendable {
    public var screen: RemoveExerciseScreen
    public var chrome: PageChrome

    public init(_ screen: RemoveExerciseScreen, chrome: PageChrome) {
        self.screen = screen
        self.chrome = chrome
    }

    public var html: HTML {
        """
        <section class="card confirm" aria-labelledby="confirm-title">
          <h1 id="confirm-title">Remove \(screen.exerciseName) from \(screen.planName)?</h1>
          <p>Its numbers in this plan go with it. Sessions you already saved stay in your progress.</p>
          <form method="post" action="\(screen.removePath)">
            \(chrome.csrfField)
            <button type="submit" class="button danger big">Remove \(screen.exerciseName)</button>
          </form>
          <a class="button secondary big" href="\(screen.editPath)">Keep it</a>
        </section>
        """
    }
}
