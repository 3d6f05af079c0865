import Foundation
import PhysioCore
import PhysioViews
import TestSupport
import Testing

/// The coach's pages in each state: an empty chat, a conversation, an error, and its settings.
@Suite struct CoachViewTests {
    static let zone = CoachFixtures.zone
    static let chrome = PageChrome(title: "Coach", section: .coach, csrf: "csrf-1", signedIn: true, assetVersion: "v9")

    static let messages: [CoachMessage] = [
        CoachMessage(
            id: 1, role: .user, text: "I <3 \"chips\"", sentAt: HabitFixtures.instant("2026-11-19", 20, 5, in: zone)),
        CoachMessage(
            id: 2, role: .assistant, text: "Try water first.",
            sentAt: HabitFixtures.instant("2026-11-19", 20, 6, in: zone),
            source: .fallback, notice: "The model didn't answer."),
        CoachMessage(
            id: 3, role: .assistant, text: "Today's step.",
            sentAt: HabitFixtures.instant("2026-11-20", 13, 1, in: zone), source: .model),
    ]

    static func page(_ screen: CoachScreen) -> String { CoachView(screen, chrome: chrome).html.rendered }

    @Test func anEmptyChatIntroducesTheCoachAndHidesClear() {
        let page = Self.page(
            CoachScreen(messages: [], context: CoachFixtures.emptyContext(), settings: .standard, timeZone: Self.zone))
        #expect(page.contains("Hi, I’m your coach."))
        #expect(page.contains("data-coach-clear hidden>"))
        #expect(page.contains("Built-in coach (private, no model)"))
        #expect(page.contains("action=\"/coach/messages#latest\""))
        #expect(page.contains("src=\"/static/coach.js?v=v9\""))
        #expect(page.components(separatedBy: "class=\"chip\"").count - 1 == 5)
    }

    @Test func aConversationShowsEachBubbleEscapedWithItsSourceAndNotice() {
        let page = Self.page(
            CoachScreen(
                messages: Self.messages, context: CoachFixtures.busyWeek(at: 14),
                settings: CoachSettings(kind: .openAI, baseURL: "http://127.0.0.1:8081/v1", model: "llama"),
                timeZone: Self.zone))
        #expect(!page.contains("Hi, I’m your coach."))
        #expect(page.contains("data-coach-clear>"))
        #expect(page.contains("<li class=\"bubble from-person\" id=\"message-1\">"))
        #expect(page.contains("I &lt;3 &quot;chips&quot;"))
        #expect(page.contains("Built-in coach (the model didn’t answer) · <time>Thu • Nov 19, 8:06 PM</time>"))
        #expect(page.contains("<p class=\"bubble-notice\">The model didn&#39;t answer.</p>"))
        #expect(page.contains("Local model · <time>1:01 PM</time>"))
        #expect(page.contains("Local model · llama at http://127.0.0.1:8081/v1"))
        #expect(page.contains("rehab session"))
    }

    @Test func anErrorKeepsTheDraftAndPointsAtTheField() {
        let page = Self.page(
            CoachScreen(
                messages: [], context: CoachFixtures.quietWeek(), settings: .standard, timeZone: Self.zone,
                error: "Type a message first.", draft: "half <typed>"))
        #expect(page.contains("<p class=\"form-error\" id=\"coach-error\" role=\"alert\">Type a message first.</p>"))
        #expect(page.contains("aria-invalid=\"true\" aria-describedby=\"coach-error\">half &lt;typed&gt;</textarea>"))
    }

    @Test func settingsCheckTheChoiceInForceAndExplainAnOverride() {
        let model = CoachSettings(kind: .openAI, baseURL: "http://127.0.0.1:11434/v1", model: "llama3.2:3b")
        let builtIn = CoachSettingsView(
            CoachSettingsScreen(settings: .standard, overriddenBy: nil), chrome: Self.chrome
        ).html.rendered
        #expect(builtIn.contains("value=\"builtin\" checked>"))
        #expect(!builtIn.contains("value=\"openai\" checked"))
        #expect(!builtIn.contains("coach-note"))
        let overridden = CoachSettingsView(
            CoachSettingsScreen(
                settings: model, overriddenBy: .standard, error: "That address isn’t on this computer."),
            chrome: Self.chrome
        ).html.rendered
        #expect(overridden.contains("value=\"openai\" checked>"))
        #expect(overridden.contains("started with --coach options, so it uses the built-in coach"))
        #expect(overridden.contains("id=\"settings-error\" role=\"alert\">That address isn’t on this computer."))
        #expect(
            overridden.contains(
                "value=\"http://127.0.0.1:11434/v1\" placeholder=\"http://127.0.0.1:8081/v1\" aria-describedby=\"settings-error\">"
            ))
        let clear = CoachClearView(chrome: Self.chrome).html.rendered
        #expect(clear.contains("<form method=\"post\" action=\"/coach/clear\">") && clear.contains("value=\"csrf-1\""))
        #expect(clear.contains("href=\"/coach\">Keep it</a>"))
    }

    @Test func anEmergencyAnswerIsAnAlertWithTapToCallNumbersAndCallButtons() {
        let crisis = SafetyCheck.screen(
            "I want to end my life", emergencyNumber: try? EmergencyNumber(validating: "999"), crisisLine: try? CrisisLine(validating: "116 123"))
        let message = CoachMessage(
            id: 7, role: .assistant, text: crisis?.text ?? "", sentAt: HabitFixtures.instant("2026-11-20", 9, 0, in: Self.zone),
            source: .builtIn, safety: crisis?.primary)
        let page = Self.page(CoachScreen(messages: [message], context: CoachFixtures.emptyContext(), settings: .standard, timeZone: Self.zone))
        #expect(page.contains(#"<li class="bubble from-coach safety safety-emergency" id="message-7" aria-labelledby="message-7-heading">"#))
        #expect(page.contains(#"<strong id="message-7-heading">You deserve support right now</strong>"#))
        #expect(page.contains(#"Samaritans on <a class="tel-link" href="tel:116123">116 123</a>"#))
        #expect(page.contains(#"call <a class="tel-link" href="tel:999">999</a> now"#))
        #expect(page.contains(#"<a class="button call-button" href="tel:116123">"#) && page.contains("<span>Call 116 123</span>"))
        #expect(page.contains(#"<a class="button call-button" href="tel:999">"#) && page.contains("<span>Call 999</span>"))
    }

    @Test func aProfessionalAnswerHasItsOwnAlertStyleAndNoCallButtons() {
        let message = CoachMessage(
            id: 8, role: .assistant, text: RedFlag.calfPainOrSwelling.answer(calling: try? EmergencyNumber(validating: "999")),
            sentAt: HabitFixtures.instant("2026-11-20", 9, 0, in: Self.zone), source: .builtIn, safety: .calfPainOrSwelling)
        let page = Self.page(CoachScreen(messages: [message], context: CoachFixtures.emptyContext(), settings: .standard, timeZone: Self.zone))
        #expect(page.contains(#"class="bubble from-coach safety safety-professional""#))
        #expect(page.contains(#"(in the UK, NHS <a class="tel-link" href="tel:111">111</a>)"#))
        #expect(page.contains(#"<a class="tel-link" href="tel:999">999</a>"#))
        #expect(!page.contains("call-button"))
        // Coaching bubbles keep their numbers as plain text.
        let coaching = CoachMessage(id: 9, role: .assistant, text: "Do 3 sets of 10 at 8:00.", sentAt: message.sentAt, source: .builtIn)
        let plain = Self.page(CoachScreen(messages: [coaching], context: CoachFixtures.emptyContext(), settings: .standard, timeZone: Self.zone))
        #expect(!plain.contains("tel:") && plain.contains("Do 3 sets of 10 at 8:00."))
    }

    @Test func theNumbersAreSummedUpWithTheGuessAndChange() {
        let screen = EmergencyNumberScreen(
            number: EmergencyNumber.likely(for: TimeZone(identifier: "Asia/Bangkok") ?? .gmt), isGuess: true,
            crisisLine: CrisisLine.likely(for: TimeZone(identifier: "Asia/Bangkok") ?? .gmt), guessedCountry: "Thailand")
        let page = CoachView(
            CoachScreen(messages: [], context: CoachFixtures.emptyContext(), settings: .standard, timeZone: Self.zone), chrome: Self.chrome,
            emergencyNumber: screen
        ).html.rendered
        #expect(page.contains("Emergency number 1669 · crisis line the Department of Mental Health hotline 1323"))
        #expect(page.contains("(guessed for Thailand from your time zone)"))
        #expect(page.contains(#"<span class="summary-change">Change</span>"#))
        #expect(page.contains(#"name="crisisLine""#) && page.contains(#"value="1323""#))
    }
}

/// Phone numbers in a safety answer's text, found for `tel:` links.
@Suite struct TextSegmentTests {
    @Test func numbersOfThreeToFifteenDigitsAreFoundWithTheirSpaces() {
        #expect(TextSegment.split("call 999 now") == [.text("call "), .phone(.init(display: "999", digits: "999")), .text(" now")])
        #expect(TextSegment.split("Samaritans on 116 123 — or") == [
            .text("Samaritans on "), .phone(.init(display: "116 123", digits: "116123")), .text(" — or"),
        ])
        #expect(TextSegment.split("TelefonSeelsorge on 0800 111 0 111.").contains(.phone(.init(display: "0800 111 0 111", digits: "08001110111"))))
        #expect(TextSegment.split("2 sets, 38.5 degrees, B12") == [.text("2 sets, 38.5 degrees, B12")])
        #expect(TextSegment.split("") == [])
    }
}
