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
}
