import Foundation
import PhysioCore

/// The form for the numbers the safety answers name — the emergency number and, next to it, the crisis
/// line: small and self-contained, so it can sit on the coach page, on its own page, or on an app
/// settings page.
public struct EmergencyNumberForm: Sendable {
    public var screen: EmergencyNumberScreen
    public var chrome: PageChrome

    public init(_ screen: EmergencyNumberScreen, chrome: PageChrome) {
        self.screen = screen
        self.chrome = chrome
    }

    public var html: HTML {
        let invalid = screen.error != nil
        let crisisInvalid = screen.crisisError != nil
        let country = screen.guessedCountry.map { " for \($0)" } ?? ""
        return """
            <form method="post" action="\(AppPath.coachEmergencyNumber)" class="form emergency-number" data-emergency-number>
              \(chrome.csrfField)
              \(screen.error.map { "<p class=\"form-error\" id=\"emergency-number-error\" role=\"alert\">\($0)</p>" as HTML })
              <label for="emergency-number">Emergency number</label>
              <p class="muted hint" id="emergency-number-hint">The coach tells you to call this number if a message describes an emergency. \(screen.examples).\(if: screen.isGuess, " This one is a guess\(country) from your time zone: check it.")</p>
              <input id="emergency-number" name="\(EmergencyNumberInput.CodingKeys.number.rawValue)" type="text" inputmode="tel" autocomplete="off" maxlength="12" value="\(screen.value)" aria-describedby="emergency-number-hint\(if: invalid, " emergency-number-error")"\(if: invalid, " aria-invalid=\"true\"")>
              \(screen.crisisError.map { "<p class=\"form-error\" id=\"crisis-line-error\" role=\"alert\">\($0)</p>" as HTML })
              <label for="crisis-line">Crisis line</label>
              <p class="muted hint" id="crisis-line-hint">If a message sounds like someone is thinking of suicide or self-harm, the coach names this line beside the emergency number — for example 988 in the US and Canada, Samaritans 116 123 in the UK and Ireland, Lifeline 13 11 14 in Australia.\(crisisHint)</p>
              <input id="crisis-line" name="\(EmergencyNumberInput.CodingKeys.crisisLine.rawValue)" type="text" inputmode="tel" autocomplete="off" maxlength="24" value="\(screen.crisisValue)" aria-describedby="crisis-line-hint\(if: crisisInvalid, " crisis-line-error")"\(if: crisisInvalid, " aria-invalid=\"true\"")>
              <button type="submit" class="button primary">Save numbers</button>
            </form>
            """
    }
}

extension EmergencyNumberForm {
    /// Whose line it is, and whether it is only the time zone's guess.
    fileprivate var crisisHint: String {
        if screen.crisisValue.isEmpty {
            return " PhysioPoint doesn’t know the line for your country: add one you trust."
        }
        let name = screen.crisisName.map { " (\($0))" } ?? ""
        guard screen.crisisIsGuess else { return screen.crisisName.map { " Saved: \($0)." } ?? "" }
        return " This one\(name) is a guess\(screen.guessedCountry.map { " for \($0)" } ?? "") from your time zone: check it."
    }
}

/// The emergency number on a page of its own (linked from the coach page).
public struct EmergencyNumberView: Sendable {
    public var screen: EmergencyNumberScreen
    public var chrome: PageChrome

    public init(_ screen: EmergencyNumberScreen, chrome: PageChrome) {
        self.screen = screen
        self.chrome = chrome
    }

    public var html: HTML {
        """
        <section class="hero">
          <p class="eyebrow"><a href="\(AppPath.coach)">Coach</a></p>
          <h1>Emergency number and crisis line</h1>
        </section>
        <div class="card">\(EmergencyNumberForm(screen, chrome: chrome).html)</div>
        """
    }
}
