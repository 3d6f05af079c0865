import Foundation
import PhysioCore

/// One habit card (Night Prep, Morning Focus or End-of-Day): a `<details>` with the part's form,
/// which autosaves with JavaScript and posts back without it.
public struct HabitCardView: Sendable {
    public var card: HabitCard
    public var chrome: PageChrome

    public init(_ card: HabitCard, chrome: PageChrome) {
        self.card = card
        self.chrome = chrome
    }

    public var html: HTML {
        let anchor = card.anchor
        return """
            \(card.deepLink.map { "<span id=\"\($0)\" class=\"deep-link-anchor\" data-opens-next></span>" as HTML })
            <details class="habit-card accent-\(card.accent)\(if: card.isDimmed, " is-dimmed")" id="\(anchor)" data-kind="\(card.kindID)"\(if: card.isExpanded, " open")>
              <summary class="habit-card-head">
                <span class="habit-card-icon" aria-hidden="true"><svg class="icon"><use href="\(AppPath.icon(card.icon, sprite: Icon.Sprite.habits.rawValue))"></use></svg></span>
                <span class="habit-card-title">\(card.title)</span>
                \(Icon.use("chevron-down", class: "chevron"))
              </summary>
              <form method="post" action="\(card.action)" class="habit-form" data-autosave\(card.checkInAction.map { " data-check-in=\"\($0)\"" as HTML })>
                \(chrome.csrfField)
                <input type="hidden" name="\(HabitCardSubmission.CodingKeys.returnTo.rawValue)" value="\(card.returnTo)">
                <input type="hidden" name="\(HabitCardSubmission.CodingKeys.kind.rawValue)" value="\(card.kindID)">
                \(card.nightPrep.map(nightPrep))
                \(card.morningFocus.map(morningFocus))
                \(card.endOfDay.map(endOfDay))
                <div class="habit-form-foot">
                  <p class="save-status" role="status" aria-live="polite" data-save-status></p>
                  <button type="submit" class="button primary small" data-save-button>Save</button>
                </div>
              </form>
            </details>
            """
    }

    /// A one-line text input with its own hidden or visible label.
    private func input(_ field: HabitFieldModel, id: String, extra: HTML = "") -> HTML {
        "<input type=\"text\" class=\"habit-input\(if: field.isSuggested, " is-suggested")\" id=\"\(id)\" name=\"\(field.name)\" value=\"\(field.value)\" placeholder=\"\(field.placeholder)\" maxlength=\"\(field.maxLength)\"\(if: field.isSuggested, " data-suggested")\(extra)>"
    }

    /// "Yesterday’s" next to a step's label while it holds a suggestion (read with the label).
    private func mark(_ isSuggested: Bool, _ form: MorningFocusForm) -> HTML {
        guard isSuggested, let mark = form.suggestionMark else { return "" }
        return " <span class=\"suggested-mark\" data-suggested-mark>\(mark)</span>"
    }

    /// The note and the one-tap "Keep yesterday’s" above a Morning Focus holding suggestions.
    private func suggestionBar(_ form: MorningFocusForm) -> HTML {
        guard let note = form.suggestionNote, let keep = form.keepSuggestionLabel else { return "" }
        return """
            <div class="suggestion-bar" data-suggestion-bar>
              <p class="suggestion-note">\(note)</p>
              <button type="submit" class="button primary small" data-keep-suggestion>\(keep)</button>
            </div>
            """
    }

    private func nightPrep(_ form: NightPrepForm) -> HTML {
        let anchor = card.anchor
        return """
            <ul class="prep-list">
              \(form.items.html { item in
                "<li><label class=\"check-row\"><input type=\"checkbox\" name=\"items\" value=\"\(item.id)\"\(if: item.isChecked, " checked")><span>\(item.title)</span></label></li>"
              })
            </ul>
            <label class="visually-hidden" for="\(anchor)-other">\(form.other.label)</label>\(input(form.other, id: "\(anchor)-other"))
            <a class="small-link" href="\(AppPath.prepItems)">Edit my Night Prep list</a>
            """
    }

    private func morningFocus(_ form: MorningFocusForm) -> HTML {
        let anchor = card.anchor
        let hidden: HTML = form.showsChallengeOther ? "" : " hidden"
        return """
            \(suggestionBar(form))
            <div class="step">
              <div class="step-head">
                <label for="\(anchor)-why">\(form.whyStep)\(mark(form.myWhy.isSuggested, form))</label>
                <a class="why-link" href="\(AppPath.whyHelp)" aria-label="Help with My Why">\(Icon.use("info"))</a>
              </div>
              <textarea class="habit-input\(if: form.myWhy.isSuggested, " is-suggested")" id="\(anchor)-why" name="\(form.myWhy.name)"\(if: form.myWhy.isSuggested, " data-suggested") rows="2" maxlength="\(form.myWhy.maxLength)" placeholder="I want energy to play with my kids.">\(form.myWhy.value)</textarea>
            </div>
            <div class="step">
              <label for="\(anchor)-challenge">\(form.challengeStep)\(mark(form.challengeIsSuggested, form))</label>
              <select class="habit-input\(if: form.challengeIsSuggested, " is-suggested")" id="\(anchor)-challenge" name="\(form.challengeFieldName)" data-challenge-select\(if: form.challengeIsSuggested, " data-suggested")>
                <option value="">\(form.challengeSelectPrompt)</option>
                \(form.challengeOptions.html { "<option value=\"\($0.id)\"\(if: $0.isSelected, " selected")>\($0.label)</option>" })
              </select>
              <label class="visually-hidden" for="\(anchor)-challenge-other">\(form.challengeOther.label)</label>\(input(form.challengeOther, id: "\(anchor)-challenge-other", extra: " data-challenge-other" + hidden))
            </div>
            <div class="step">
              <label for="\(anchor)-swap">\(form.swapStep)\(mark(form.swap.isSuggested, form))</label>
              \(input(form.swap, id: "\(anchor)-swap"))
            </div>
            <fieldset class="step commit">
              <legend>\(form.commitStep)\(mark(form.willDo.isSuggested || form.insteadOf.isSuggested, form))</legend>
              <div class="commit-row">
                <label for="\(anchor)-will">\(form.willDo.label)</label>\(input(form.willDo, id: "\(anchor)-will"))
              </div>
              <div class="commit-row">
                <label for="\(anchor)-instead">\(form.insteadOf.label)</label>\(input(form.insteadOf, id: "\(anchor)-instead"))
              </div>
            </fieldset>
            """
    }

    private func endOfDay(_ form: EndOfDayForm) -> HTML {
        let anchor = card.anchor
        func textarea(_ field: HabitFieldModel, id: String) -> HTML {
            "<label class=\"field-label\" for=\"\(id)\" data-swap-label=\"\(field.name)\">\(field.label)</label><textarea class=\"habit-input\" id=\"\(id)\" name=\"\(field.name)\" rows=\"2\" maxlength=\"\(field.maxLength)\">\(field.value)</textarea>"
        }
        return """
            <fieldset class="yes-no" data-swap-question\(if: !form.asksAboutSwap, " hidden")>
              <legend data-swap-legend>\(form.followedSwapLabel)\(if: !form.swapText.isEmpty, " “\(form.swapText)”?")</legend>
              \(form.followedSwapOptions.html {
                "<label class=\"chip\"><input type=\"radio\" name=\"\(form.followedSwapFieldName)\" value=\"\($0.id)\"\(if: $0.isSelected, " checked")><span>\($0.label)</span></label>"
              })
            </fieldset>
            \(textarea(form.feeling, id: "\(anchor)-feeling"))
            \(textarea(form.gotInTheWay, id: "\(anchor)-way"))
            """
    }
}
