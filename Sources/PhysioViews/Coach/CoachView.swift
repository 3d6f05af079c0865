import Foundation
import PhysioCore

/// The coach chat: what the coach knows today, the conversation, quick messages and the form. The
/// page script streams replies into the draft bubble.
public struct CoachView: Sendable {
    public var screen: CoachScreen
    public var chrome: PageChrome
    /// The emergency number the safety answers name, with its form; nil leaves it off.
    public var emergencyNumber: EmergencyNumberScreen?

    public init(_ screen: CoachScreen, chrome: PageChrome, emergencyNumber: EmergencyNumberScreen? = nil) {
        self.screen = screen
        self.chrome = chrome
        self.emergencyNumber = emergencyNumber
    }

    public var html: HTML {
        """
        <section class="hero coach-hero">
          <p class="eyebrow">Private coach</p>
          <h1>Coach</h1>
          <p class="muted coach-source">\(screen.coachLabel) · <a href="\(AppPath.coachSettings)">Change</a></p>
        </section>
        \(screen.nudge.map { "<p class=\"coach-nudge\" role=\"note\">\(Icon.use("sparkle"))<span>\($0)</span></p>" as HTML })
        <ul class="coach-facts" aria-label="What the coach knows today">
          \(screen.facts.html { "<li>\($0)</li>" })
        </ul>
        <section class="coach-chat" aria-label="Conversation with the coach">
          <div role="log" aria-live="polite" aria-relevant="additions" aria-label="Conversation">
          <ol class="coach-log" data-coach-log>
            \(if: screen.messages.isEmpty, intro)
            \(screen.messages.html { CoachBubbleView($0).html })
          </ol>
          </div>
          <div class="bubble from-coach streaming" aria-hidden="true" data-coach-draft hidden>
            <p class="bubble-meta">Coach</p>
            <p class="bubble-notice" data-coach-draft-notice hidden></p>
            <div class="bubble-text" data-coach-draft-text></div>
          </div>
          <p class="coach-status muted" role="status" data-coach-status></p>
        </section>
        \(form)
        \(emergencySection)
        <div class="coach-actions">
          <a class="button small quiet" href="\(AppPath.coachSettings)">
            \(Icon.use("clock")) Coach settings
          </a>
          <a class="button small quiet" href="\(AppPath.reminders)">
            \(Icon.use("calendar")) Reminders
          </a>
          <a class="button small danger-quiet" href="\(AppPath.coachClear)" data-coach-clear\(if: screen.messages.isEmpty, " hidden")>
            \(Icon.use("trash")) Clear conversation
          </a>
        </div>
        <script type="module" src="\(AppPath.asset("coach.js", version: chrome.assetVersion))"></script>
        """
    }

    /// The numbers the safety answers name, folded away under one line: the numbers, whether they are
    /// the time zone's guess, and "Change".
    private var emergencySection: HTML {
        guard let emergencyNumber else { return "" }
        return """
            <details class="coach-emergency-number" id="emergency-number-settings">
              <summary><span class="numbers-summary">\(emergencyNumber.summary)\(emergencyNumber.guessNote.map { " <span class=\"muted\">(\($0))</span>" as HTML })</span> <span class="summary-change">Change</span></summary>
              \(EmergencyNumberForm(emergencyNumber, chrome: chrome).html)
            </details>
            """
    }

    private var intro: HTML {
        """
        <li class="bubble from-coach intro">
              <p class="bubble-meta">Coach</p>
              <div class="bubble-text">Hi, I’m your coach. Tell me what’s going on — a craving, a slip, a low day — or ask what to do today. Everything stays on this computer.</div>
            </li>
        """
    }

    private var form: HTML {
        let invalid = screen.error != nil
        return """
            <form method="post" action="\(AppPath.coachMessages.fragment("latest"))" class="coach-form" id="latest" data-coach-form>
              \(chrome.csrfField)
              <div class="coach-suggestions" role="group" aria-label="Quick messages">
                \(screen.suggestions.html { "<button type=\"submit\" name=\"\(CoachMessageForm.CodingKeys.quick.rawValue)\" value=\"\($0)\" class=\"chip\">\($0)</button>" })
              </div>
              \(screen.error.map { "<p class=\"form-error\" id=\"coach-error\" role=\"alert\">\($0)</p>" as HTML })
              <label for="coach-text" class="coach-label">Message the coach</label>
              <div class="coach-compose">
                <textarea id="coach-text" name="\(CoachMessageForm.CodingKeys.text.rawValue)" rows="2" maxlength="\(screen.maxLength)" autocomplete="off" placeholder="For example: I’m craving something sweet"\(if: invalid, " aria-invalid=\"true\" aria-describedby=\"coach-error\"")>\(screen.draft)</textarea>
                <button type="submit" class="button primary coach-send">
                  \(Icon.use("send"))<span>Send</span>
                </button>
              </div>
              <p class="muted coach-privacy">Your messages stay on this computer. The coach is not medical advice.</p>
            </form>
            """
    }
}

/// One message of the chat. A safety answer is set apart — an alert style per level (emergency or a
/// professional: a heading with an icon, never colour alone), its phone numbers as `tel:` links, and
/// under an emergency answer a call button for each number. The page script inserts the same markup
/// for a streamed reply (the `done` event's `html`).
public struct CoachBubbleView: Sendable {
    public var bubble: CoachScreen.Bubble

    public init(_ bubble: CoachScreen.Bubble) { self.bubble = bubble }

    public var html: HTML {
        let alertClass: HTML = bubble.alert.map { " safety safety-\($0.rawValue)" as HTML } ?? ""
        let headingID = "message-\(bubble.id)-heading"
        return """
            <li class="bubble \(bubble.isPerson ? "from-person" : "from-coach")\(alertClass)" id="message-\(bubble.id)"\(if: bubble.alert != nil, " aria-labelledby=\"\(headingID)\"")>
                  <p class="bubble-meta">\(if: bubble.isPerson, "You")\(bubble.sourceLabel) · <time>\(bubble.timeLabel)</time></p>
                  \(bubble.safetyHeading.map { "<p class=\"bubble-safety\">\(Icon.use("alert"))<strong id=\"\(headingID)\">\($0)</strong></p>" as HTML })
                  \(bubble.notice.map { "<p class=\"bubble-notice\">\($0)</p>" as HTML })
                  <div class="bubble-text">\(bubble.segments.html(segment))</div>
                  \(calls)
                </li>
            """
    }

    private func segment(_ segment: TextSegment) -> HTML {
        switch segment {
        case let .text(text): "\(text)"
        case let .phone(phone): "<a class=\"tel-link\" href=\"tel:\(phone.digits)\">\(phone.display)</a>"
        }
    }

    /// A big call button per number under an emergency answer.
    private var calls: HTML {
        let numbers = bubble.callNumbers
        guard !numbers.isEmpty else { return "" }
        return """
            <p class="safety-calls">\(numbers.html { "<a class=\"button call-button\" href=\"tel:\($0.digits)\">\(Icon.use("phone"))<span>Call \($0.display)</span></a>" })</p>
            """
    }
}

/// "Clear the conversation?", asked before the messages are deleted.
public struct CoachClearView: Sendable {
    public var chrome: PageChrome

    public init(chrome: PageChrome) { self.chrome = chrome }

    public var html: HTML {
        """
        <section class="card confirm" aria-labelledby="confirm-title">
          <h1 id="confirm-title">Clear the conversation?</h1>
          <p>This deletes every message between you and the coach from this computer. Your plans and logs stay as they are. This can't be undone.</p>
          <form method="post" action="\(AppPath.coachClear)">
            \(chrome.csrfField)
            <button type="submit" class="button danger big">Clear conversation</button>
          </form>
          <a class="button secondary big" href="\(AppPath.coach)">Keep it</a>
        </section>
        """
    }
}

/// Choosing who answers: the built-in coach or a model server on this computer.
public struct CoachSettingsView: Sendable {
    public var screen: CoachSettingsScreen
    public var chrome: PageChrome

    public init(_ screen: CoachSettingsScreen, chrome: PageChrome) {
        self.screen = screen
        self.chrome = chrome
    }

    public var html: HTML {
        """
        <section class="hero">
          <p class="eyebrow"><a href="\(AppPath.coach)">Coach</a></p>
          <h1>Coach settings</h1>
        </section>
        \(screen.commandLineNote.map { "<p class=\"card coach-note\" role=\"note\">\($0)</p>" as HTML })
        <form method="post" action="\(AppPath.coachSettings)" class="card form coach-settings">
          \(chrome.csrfField)
          \(screen.error.map { "<p class=\"form-error\" id=\"settings-error\" role=\"alert\">\($0)</p>" as HTML })
          <fieldset>
            <legend>Who answers</legend>
            <label class="coach-choice">
              <input type="radio" name="\(CoachSettingsForm.CodingKeys.kind.rawValue)" value="builtin"\(if: screen.isBuiltIn, " checked")>
              <span><strong>Built-in coach</strong><br><span class="muted">No model, no network. Answers from your own logs.</span></span>
            </label>
            <label class="coach-choice">
              <input type="radio" name="\(CoachSettingsForm.CodingKeys.kind.rawValue)" value="openai"\(if: screen.isModel, " checked")>
              <span><strong>A model server on this computer</strong><br><span class="muted">llama.cpp’s llama-server, Ollama or LM Studio. If it doesn’t answer, the built-in coach does.</span></span>
            </label>
          </fieldset>
          <label for="coach-url">Model server address</label>
          <input id="coach-url" name="\(CoachSettingsForm.CodingKeys.baseURL.rawValue)" type="url" inputmode="url" value="\(screen.baseURL)" placeholder="http://127.0.0.1:8081/v1"\(if: screen.error != nil, " aria-describedby=\"settings-error\"")>
          <p class="muted hint">llama-server: <code>http://127.0.0.1:8080/v1</code> · Ollama: <code>http://127.0.0.1:11434/v1</code> · LM Studio: <code>http://127.0.0.1:1234/v1</code>. Only addresses on this computer are used.</p>
          <label for="coach-model">Model name</label>
          <input id="coach-model" name="\(CoachSettingsForm.CodingKeys.model.rawValue)" type="text" value="\(screen.model)" placeholder="llama3.2:3b" autocomplete="off">
          <button type="submit" class="button primary big">Save</button>
        </form>
        """
    }
}
