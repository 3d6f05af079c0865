import Foundation
import PhysioCore

/// The emergency-number form: small and self-contained, so it can sit on the coach page, on its own
/// page, or on an app settings page.
public struct EmergencyNumberForm: Sendable {
    public var screen: EmergencyNumberScreen
    public var chrome: PageChrome

    public init(_ screen: EmergencyNumberScreen, chrome: PageChrome) {
        self.screen = screen
        self.chrome = chrome
    }

    public var html: HTML {
        let invalid = screen.error != nil
        return """
            <form method="post" action="\(AppPath.coachEmergencyNumber)" class="form emergency-number" data-emergency-number>
              \(chrome.csrfField)
              \(screen.error.map { "<p class=\"form-error\" id=\"emergency-number-error\" role=\"alert\">\($0)</p>" as HTML })
              <label for="emergency-number">Emergency number</label>
              <p class="muted hint" id="emergency-number-hint">The coach tells you to call this number if a message describes an emergency. \(screen.examples).\(if: screen.isGuess, " This one is a guess from your time zone: check it.")</p>
              <input id="emergency-number" name="number" type="text" inputmode="tel" autocomplete="off" maxlength="12" value="\(screen.value)" aria-describedby="emergency-number-hint\(if: invalid, " emergency-number-error")"\(if: invalid, " aria-invalid=\"true\"")>
              <button type="submit" class="button primary">Save number</button>
            </form>
            """
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
          <h1>Emergency number</h1>
        </section>
        <div class="card">\(EmergencyNumberForm(screen, chrome: chrome).html)</div>
        """
    }
}
