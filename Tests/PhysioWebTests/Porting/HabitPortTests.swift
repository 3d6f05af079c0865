import Foundation
import PhysioCore
import PhysioViews
import Testing
import TestSupport

@testable import PhysioWeb

/// The habit pages drawn by their old templates and by their views, in every state the templates
/// branch on. The Mustache side reads the same core models through the old screens' shapes.
@Suite struct HabitPortTests {
    typealias F = HabitFixtures

    // The old screens' shapes (what the templates read).
    struct Nav: Sendable { var today = false, history = false, settings = false }
    struct Celebration: Sendable { var title: String, message: String }
    struct Day: Sendable {
        var label, accessibleDate, anchor: String
        var isPast, isToday, isTonight: Bool
        var cards: [HabitCard]
    }
    struct TodayScreen: Sendable {
        var nav: Nav, phaseID: String, days: [Day], jumpToTodayLabel, needHelpLabel, streakLabel, ringLabel: String
        var celebration: Celebration?
    }
    struct DayScreen: Sendable { var nav: Nav, label: String, cards: [HabitCard], pauseLabel: String }
    struct PauseRow: Sendable { var dateISO, label, reason: String }
    struct Reason: Sendable { var id, label: String }
    struct HistoryScreen: Sendable {
        var nav: Nav, history: HabitHistoryPage, hasEntries: Bool, pauses: [PauseRow], hasPauses: Bool
        var reasons: [Reason], todayISO: String, notes: [CravingNoteRow], hasNotes: Bool, celebration: Celebration?
    }
    struct HelpScreen: Sendable {
        var nav: Nav, help: NeedHelpPage, recentNotes: [CravingNoteRow], hasRecentNotes, hasActions: Bool
    }
    struct SettingsScreen: Sendable {
        var nav: Nav, celebrationsEnabled, keepAudio: Bool, nightPrepReminder, morningFocusReminder, middayReminder: String
        var timeZone: String, error: String?
    }

    static let today = F.day("2026-08-30")
    static let tricky = "Kids & <b>fun</b> \"now\" 'ok'"

    static func chrome(_ bodyClass: String) -> PageChrome {
        var chrome = PortCheck.chrome
        chrome.section = .habits
        chrome.bodyClass = bodyClass
        return chrome
    }

    static var checklist: NightPrepChecklist {
        var items = NightPrepChecklist.standard.items
        items.append(PrepItem(id: "custom-1", title: tricky, isDefault: false))
        if let index = items.firstIndex(where: { $0.isDefault && !$0.isCore }) {
            items[index] = PrepItem(id: items[index].id, title: items[index].title, isDefault: true, isHidden: true)
        }
        return NightPrepChecklist(items: items, nextCustomNumber: 2)
    }

    static var entries: [DayEntry] {
        [
            DayEntry(
                date: today.adding(days: -2),
                nightPrep: NightPrep(checkedItems: [CheckedPrepItem(id: "gone", title: "Gone item")], other: tricky),
                morningFocus: MorningFocus(myWhy: tricky, challenge: .other, challengeOther: tricky, swap: "tea", willDo: "walk", insteadOf: "<snack>"),
                endOfDay: EndOfDayCheckIn(followedSwap: false, feeling: tricky, gotInTheWay: "rain")),
            F.focusEntry("2026-08-29"),
            DayEntry(date: today, endOfDay: EndOfDayCheckIn(followedSwap: true)),
            F.prepEntry("2026-08-31"),
        ]
    }

    static func notes(audio: Bool) -> [CravingNote] {
        [
            CravingNote(
                id: "n1", category: .stress, recordedAt: F.instant("2026-08-29", 21, 5, in: F.utc), day: F.day("2026-08-29"),
                timeZoneID: "UTC", text: tricky, chosenActionID: MiniCoach.for(.stress).actions.first?.id,
                answerID: MiniCoach.for(.stress).question?.answers.first?.id,
                audio: audio ? AudioReference(fileName: "note-n1.webm", durationSeconds: 3, mimeType: "audio/webm") : nil),
            CravingNote(
                id: "n2", category: .other, recordedAt: F.instant("2026-08-30", 9, 41, in: F.utc), day: today, timeZoneID: "UTC"),
        ]
    }

    @Test(arguments: [9, 20])
    func todayMatchesItsTemplateByDayAndEvening(hour: Int) {
        let moment = HabitMoment(at: F.instant(Self.today.iso, hour, in: F.utc), in: F.utc)
        let timeline = TodayTimeline(moment: moment, entries: Self.entries, checklist: Self.checklist)
        for celebration in [nil, Celebration(title: "Three <days>", message: "In a row & more")] {
            let days = (timeline.pastDays + [timeline.today, timeline.tonight]).map {
                Day(label: $0.label, accessibleDate: $0.accessibleDate, anchor: $0.anchor, isPast: $0.isPast, isToday: $0.isToday,
                    isTonight: $0.isTonight, cards: $0.sections.map(HabitCard.init))
            }
            let screen = TodayScreen(
                nav: Nav(today: true), phaseID: timeline.phaseID, days: days, jumpToTodayLabel: timeline.jumpToTodayLabel,
                needHelpLabel: timeline.needHelpLabel, streakLabel: "2-day <streak>", ringLabel: "3 of 7 days this week",
                celebration: celebration)
            let chrome = Self.chrome(TodayView.bodyClass(timeline))
            let earned = celebration.flatMap { _ in
                AchievementCelebration(newlyEarned: [EarnedAchievement(.streak3, earnedOn: Self.today)], settings: .standard)
            }
            // The view draws the core celebration; give the template the same words.
            let old = TodayScreen(
                nav: screen.nav, phaseID: screen.phaseID, days: screen.days, jumpToTodayLabel: screen.jumpToTodayLabel,
                needHelpLabel: screen.needHelpLabel, streakLabel: screen.streakLabel, ringLabel: screen.ringLabel,
                celebration: earned.map { Celebration(title: $0.title, message: $0.message) })
            let view = TodayView(
                timeline: timeline, streakLabel: screen.streakLabel, ringLabel: screen.ringLabel, celebration: earned, chrome: chrome)
            PortCheck.expectSame(HabitTemplateDefects.removed(from: PortCheck.mustache("today", old, chrome: chrome)), Layout.page(chrome, body: view.html))
        }
    }

    @Test func historyDayMatchesItsTemplatePausedOrNot() {
        let entry = Self.entries[0]
        let cards = HabitCard.cards(for: entry, checklist: Self.checklist)
        let chrome = Self.chrome(HabitDayView.bodyClass)
        for pause in [nil, "Paused (Holiday)"] {
            let old = DayScreen(nav: Nav(history: true), label: "Fri, Aug 28, 2026", cards: cards, pauseLabel: pause ?? "")
            let view = HabitDayView(label: old.label, pauseLabel: pause, cards: cards, chrome: chrome)
            PortCheck.expectSame(HabitTemplateDefects.removed(from: PortCheck.mustache("habit-day", old, chrome: chrome)), Layout.page(chrome, body: view.html))
        }
    }

    @Test func historyMatchesItsTemplateEmptyAndFull() {
        let chrome = Self.chrome(HabitHistoryView.bodyClass)
        let ledger = AchievementLedger(earned: [EarnedAchievement(.streak3, earnedOn: Self.today)])
        for full in [false, true] {
            let entries = full ? Self.entries : []
            let notes = full ? Self.notes(audio: true) : []
            let pauses = full ? [PauseDay(date: Self.today, reason: .holiday), PauseDay(date: Self.today.adding(days: -3), reason: .illness)] : []
            let history = HabitHistoryPage(
                entries: entries, cravingNotes: notes, pauses: pauses, ledger: full ? ledger : AchievementLedger(), today: Self.today)
            let rows = notes.reversed().map(CravingNoteRow.init)
            let earned = full ? AchievementCelebration(newlyEarned: ledger.earned, settings: .standard) : nil
            let old = HistoryScreen(
                nav: Nav(history: true), history: history, hasEntries: !history.entries.isEmpty,
                pauses: pauses.map { PauseRow(dateISO: $0.date.iso, label: HabitDateLabel.long($0.date), reason: $0.reason.label) },
                hasPauses: !pauses.isEmpty, reasons: PauseReason.allCases.map { Reason(id: $0.rawValue, label: $0.label) },
                todayISO: Self.today.iso, notes: rows, hasNotes: !rows.isEmpty,
                celebration: earned.map { Celebration(title: $0.title, message: $0.message) })
            let view = HabitHistoryView(
                history: history, pauses: pauses, today: Self.today, notes: rows, celebration: earned, chrome: chrome)
            PortCheck.expectSame(HabitTemplateDefects.removed(from: PortCheck.mustache("habit-history", old, chrome: chrome)), Layout.page(chrome, body: view.html))
        }
    }

    @Test func prepItemsMatchTheirTemplateWithAndWithoutHiddenItems() {
        let chrome = Self.chrome(PrepItemsView.bodyClass)
        let full = NightPrepChecklist(
            items: (1...NightPrepChecklist.maximumItems).map { PrepItem(id: "custom-\($0)", title: "Item \($0)", isDefault: false) },
            nextCustomNumber: NightPrepChecklist.maximumItems + 1)
        for checklist in [Self.checklist, NightPrepChecklist.standard, full] {
            let page = PrepItemsPage(checklist: checklist)
            PortCheck.expectSame(
                HabitTemplateDefects.removed(from: PortCheck.mustache("habit-prep-items", page, chrome: chrome)),
                Layout.page(chrome, body: PrepItemsView(page, chrome: chrome).html))
        }
    }

    @Test func whyHelpAndResetMatchTheirTemplates() {
        let chrome = Self.chrome("habits")
        PortCheck.expectSame(
            PortCheck.mustache("habit-why", WhyHelp.standard, chrome: chrome),
            Layout.page(chrome, body: WhyHelpView(.standard, chrome: chrome).html))
        let board = AchievementBoard(ledger: AchievementLedger(earned: [EarnedAchievement(.streak7, earnedOn: Self.today)]))
        PortCheck.expectSame(
            PortCheck.mustache("habit-reset", board, chrome: chrome),
            Layout.page(chrome, body: AchievementResetView(board, chrome: chrome).html))
    }

    @Test func helpPagesMatchTheirTemplatesForEveryCategory() {
        let chrome = Self.chrome(NeedHelpView.bodyClass)
        for keepAudio in [false, true] {
            let settings = HabitSettings(keepAudio: keepAudio)
            for notes in [[], Self.notes(audio: keepAudio).reversed().map(CravingNoteRow.init)] {
                let help = NeedHelpPage(category: nil, settings: settings)
                let old = HelpScreen(nav: Nav(), help: help, recentNotes: notes, hasRecentNotes: !notes.isEmpty, hasActions: false)
                PortCheck.expectSame(
                    HabitTemplateDefects.removed(from: PortCheck.mustache("habit-help", old, chrome: chrome)),
                    Layout.page(chrome, body: NeedHelpView(help, recentNotes: notes, chrome: chrome).html))
            }
            for category in CravingCategory.allCases {
                let help = NeedHelpPage(category: category, settings: settings)
                let old = HelpScreen(
                    nav: Nav(), help: help, recentNotes: [], hasRecentNotes: false, hasActions: !category.miniCoach.actions.isEmpty)
                PortCheck.expectSame(
                    HabitTemplateDefects.removed(from: PortCheck.mustache("habit-help-coach", old, chrome: chrome)),
                    Layout.page(chrome, body: HelpCoachView(help, chrome: chrome).html))
            }
        }
    }

    @Test func settingsMatchTheirTemplateWithAndWithoutAnError() throws {
        let chrome = Self.chrome(HabitSettingsView.bodyClass)
        let withMidday = HabitSettings(
            celebrationsEnabled: false, keepAudio: true,
            reminders: try ReminderTimes.parse(nightPrep: "21:30", morningFocus: "07:15", midday: "12:00"))
        for (settings, error) in [(HabitSettings.standard, nil), (withMidday, "“25:00” is not a <time>")] {
            let old = SettingsScreen(
                nav: Nav(settings: true), celebrationsEnabled: settings.celebrationsEnabled, keepAudio: settings.keepAudio,
                nightPrepReminder: settings.reminders.nightPrep.iso, morningFocusReminder: settings.reminders.morningFocus.iso,
                middayReminder: settings.reminders.midday?.iso ?? "", timeZone: "Europe/Berlin", error: error)
            let view = HabitSettingsView(settings: settings, timeZone: "Europe/Berlin", error: error, chrome: chrome)
            PortCheck.expectSame(HabitTemplateDefects.removed(from: PortCheck.mustache("habit-settings", old, chrome: chrome)), Layout.page(chrome, body: view.html))
        }
    }
}

/// The templates drew an empty string as present (swift-mustache treats "" as true), so they left
/// empty pills and labels on the page: an empty tag, "Tried:" with nothing after it, an empty
/// commitment. The views leave those out; these removals are the only differences the checks allow.
enum HabitTemplateDefects {
    static let empty = [
        "<span class=\"tag small\"></span>", "<p class=\"note-detail\">Tried:</p>", "<p class=\"note-detail\"></p>",
        "<p class=\"note-text\"></p>", "<span class=\"entry-commitment\"></span>",
    ]

    static func removed(from html: String) -> String {
        empty.reduce(PortCheck.fold(html)) { $0.replacingOccurrences(of: $1, with: "") }
    }
}
