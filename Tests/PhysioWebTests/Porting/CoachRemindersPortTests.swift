import Foundation
import PhysioCore
import PhysioViews
import TestSupport
import Testing

@testable import PhysioWeb

/// The coach's and the reminders' pages drawn by their templates and by their typed views.
@Suite struct CoachRemindersPortTests {
    static let zone = CoachFixtures.zone

    static func chrome(_ bodyClass: String = "", section: PageChrome.Section = .coach) -> PageChrome {
        var chrome = PortCheck.chrome
        chrome.bodyClass = bodyClass
        chrome.section = section
        return chrome
    }

    static let messages: [CoachMessage] = [
        CoachMessage(id: 1, role: .user, text: "I <3 \"chips\" & 'dip'", sentAt: HabitFixtures.instant("2026-11-19", 20, 5, in: zone)),
        CoachMessage(
            id: 2, role: .assistant, text: "Try a glass of water first.", sentAt: HabitFixtures.instant("2026-11-19", 20, 6, in: zone),
            source: .fallback, notice: "The model at <127.0.0.1> didn't answer."),
        CoachMessage(id: 3, role: .user, text: "I slipped", sentAt: HabitFixtures.instant("2026-11-20", 13, 0, in: zone)),
        CoachMessage(id: 4, role: .assistant, text: "That's fine.\nOne step:", sentAt: HabitFixtures.instant("2026-11-20", 13, 1, in: zone), source: .model),
        CoachMessage(id: 5, role: .assistant, text: "Old reply", sentAt: HabitFixtures.instant("2026-11-20", 13, 2, in: zone)),
    ]

    @Test func coachMatchesItsTemplateEmptyWithMessagesAndAfterAnError() {
        let model = CoachSettings(kind: .openAI, baseURL: "http://127.0.0.1:8081/v1?a=<b>", model: "llama & co")
        let screens = [
            CoachScreen(messages: [], context: CoachFixtures.emptyContext(), settings: .standard, timeZone: Self.zone),
            CoachScreen(messages: Self.messages, context: CoachFixtures.busyWeek(at: 14), settings: model, timeZone: Self.zone),
            CoachScreen(
                messages: Self.messages, context: CoachFixtures.quietWeek(), settings: .standard, timeZone: Self.zone,
                error: "Type a message <first>.", draft: "half \"typed\" <text>"),
        ]
        let chrome = Self.chrome("coach")
        for screen in screens {
            PortCheck.expectSame(
                PortCheck.mustache("coach", screen, chrome: chrome),
                Layout.page(chrome, body: CoachView(screen, chrome: chrome).html))
        }
    }

    struct EmptyScreen: Sendable {}

    @Test func coachClearAndSettingsMatchTheirTemplates() {
        let chrome = Self.chrome()
        PortCheck.expectSame(
            PortCheck.mustache("coach-clear", EmptyScreen(), chrome: chrome),
            Layout.page(chrome, body: CoachClearView(chrome: chrome).html))
        let model = CoachSettings(kind: .openAI, baseURL: "http://127.0.0.1:11434/v1", model: "llama3.2:3b")
        let screens = [
            CoachSettingsScreen(settings: .standard, overriddenBy: nil),
            CoachSettingsScreen(settings: model, overriddenBy: .standard),
            CoachSettingsScreen(settings: model, overriddenBy: model, error: "That address <isn't> on this computer."),
        ]
        for screen in screens {
            PortCheck.expectSame(
                PortCheck.mustache("coach-settings", screen, chrome: chrome),
                Layout.page(chrome, body: CoachSettingsView(screen, chrome: chrome).html))
        }
    }

    @Test func remindersMatchItsTemplateWithAndWithoutAFeed() {
        var plan = RehabFixtures.kneePlan()
        plan.name = "Knee <b>&</b>"
        let workout = WorkoutReminder(
            id: UUID(uuidString: "00000000-0000-0000-0000-0000000000AA")!, title: "Legs & <core>",
            day: LocalDate(year: 2026, month: 11, day: 21)!, time: TimeOfDay(hour: 8, minute: 0)!,
            planID: UUID(uuidString: "00000000-0000-0000-0000-0000000000BB")!)
        let plans = [
            ReminderPlan(plans: [], habitTimes: nil, timeZone: Self.zone),
            ReminderPlan(plans: [plan], workouts: [workout], timeZone: Self.zone),
        ]
        let chrome = Self.chrome("reminders", section: .other)
        for reminders in plans {
            for feed in [nil, "http://127.0.0.1:8080/calendar/tok&en.ics"] {
                let screen = RemindersScreen(
                    plan: reminders, timeZone: Self.zone, feedURL: feed, feedCreated: feed.map { _ in CoachFixtures.today })
                PortCheck.expectSame(
                    PortCheck.mustache("reminders", screen, chrome: chrome),
                    Layout.page(chrome, body: RemindersView(screen, chrome: chrome).html))
            }
        }
    }
}
