import Foundation
import PhysioCore
import PhysioViews
import Testing
import TestSupport

/// What a person reads on the habit pages, in the states the pages branch on.
@Suite struct HabitViewTests {
    typealias F = HabitFixtures

    static let chrome = PageChrome(title: "Today", section: .habits, csrf: "tok-1", signedIn: true, assetVersion: "v9")
    static let today = F.day("2026-08-30")

    @Test func todayOpensMorningFocusByDayAndTheCheckInInTheEvening() {
        let entries = [DayEntry(date: Self.today, morningFocus: MorningFocus(myWhy: "Kids & <fun>"))]
        let day = TodayTimeline(
            moment: HabitMoment(at: F.instant(Self.today.iso, 9, in: F.utc), in: F.utc), entries: entries,
            checklist: .standard)
        let morning = TodayView(timeline: day, streakLabel: "2-day streak", ringLabel: "3 of 7 days this week", celebration: nil, chrome: Self.chrome).html.rendered
        #expect(morning.contains("id=\"2026-08-30-morning-focus\" data-kind=\"morning-focus\" open"))
        #expect(!morning.contains("id=\"2026-08-31-prep-tonight\" data-kind=\"prep-tonight\" open"))
        #expect(morning.contains(">Kids &amp; &lt;fun&gt;</textarea>"))
        #expect(morning.contains("action=\"/today/entries/2026-08-30/morning-focus\""))
        #expect(morning.contains("name=\"_csrf\" value=\"tok-1\""))
        #expect(morning.contains("2-day streak") && morning.contains("3 of 7 days this week"))
        #expect(morning.contains("<a href=\"/today\" aria-current=\"page\">Today</a>"))
        #expect(morning.contains("/static/habits.js?v=v9"))
        #expect(!morning.contains("data-celebration>"))
        #expect(TodayView.bodyClass(day) == "habits today phase-day")

        let evening = TodayTimeline(
            moment: HabitMoment(at: F.instant(Self.today.iso, 19, in: F.utc), in: F.utc), entries: entries, checklist: .standard)
        let celebration = AchievementCelebration(newlyEarned: [EarnedAchievement(.streak3, earnedOn: Self.today)], settings: .standard)
        let night = TodayView(timeline: evening, streakLabel: "", ringLabel: "", celebration: celebration, chrome: Self.chrome).html.rendered
        #expect(night.contains("id=\"2026-08-30-end-of-day\" data-kind=\"end-of-day\" open"))
        #expect(night.contains("id=\"2026-08-31-prep-tonight\" data-kind=\"prep-tonight\" open"))
        #expect(night.contains("<span id=\"prep-tonight\" class=\"deep-link-anchor\""))
        #expect(night.contains("Three days in a row"))
        #expect(TodayView.bodyClass(evening) == "habits today phase-evening")
    }

    @Test func historyShowsStreaksPausesEntriesAndNotesOrSaysItIsEmpty() {
        let empty = HabitHistoryPage(entries: [], cravingNotes: [], pauses: [], ledger: AchievementLedger(), today: Self.today)
        let nothing = HabitHistoryView(history: empty, pauses: [], today: Self.today, notes: [], celebration: nil, chrome: Self.chrome).html.rendered
        #expect(nothing.contains(empty.emptyMessage))
        #expect(!nothing.contains("class=\"pause-list\"") && !nothing.contains("Help notes"))
        #expect(nothing.contains("value=\"2026-08-30\" required"))

        let pause = PauseDay(date: Self.today, reason: .holiday)
        let note = CravingNote(
            id: "n1", category: .stress, recordedAt: F.instant(Self.today.iso, 9, in: F.utc), day: Self.today, timeZoneID: "UTC",
            text: "Long <day>", audio: AudioReference(fileName: "n.webm", durationSeconds: 2, mimeType: "audio/webm"))
        let full = HabitHistoryPage(
            entries: [F.focusEntry("2026-08-29")], cravingNotes: [note], pauses: [pause], ledger: AchievementLedger(), today: Self.today)
        let page = HabitHistoryView(
            history: full, pauses: [pause], today: Self.today, notes: [CravingNoteRow(note: note)], celebration: nil, chrome: Self.chrome
        ).html.rendered
        #expect(page.contains("href=\"/history/2026-08-29\""))
        #expect(page.contains("Today I will have tea at 9 instead of snacking in front of the TV"))
        #expect(page.contains("Sun, Aug 30, 2026 · Holiday"))
        #expect(page.contains("action=\"/history/pauses/2026-08-30/remove\""))
        #expect(page.contains("Long &lt;day&gt;") && page.contains("src=\"/help/notes/n1/audio\""))
        #expect(page.contains("href=\"/history/achievements/reset\""))
    }

    @Test func prepEditorOffersOnlyTheActionsEachItemAllows() {
        var items = NightPrepChecklist.standard.items
        items.append(PrepItem(id: "custom-1", title: "Pack <lunch>", isDefault: false))
        let page = PrepItemsView(PrepItemsPage(checklist: NightPrepChecklist(items: items, nextCustomNumber: 2)), chrome: Self.chrome).html.rendered
        #expect(page.contains("action=\"/today/prep-items/custom-1/remove\""))
        #expect(page.contains("aria-label=\"Remove “Pack &lt;lunch&gt;”\""))
        #expect(!page.contains("/custom-1/down\""))
        #expect(page.contains("Add my own item"))
        #expect(!page.contains(">Hidden</h2>"))
    }

    @Test func helpCoachShowsTheRecorderOnlyWhenAudioIsKept() {
        let kept = HelpCoachView(NeedHelpPage(category: .stress, settings: HabitSettings(keepAudio: true)), chrome: Self.chrome).html.rendered
        let notKept = HelpCoachView(NeedHelpPage(category: .stress, settings: HabitSettings(keepAudio: false)), chrome: Self.chrome).html.rendered
        #expect(kept.contains("Record a voice note") && !notKept.contains("Record a voice note"))
        #expect(kept.contains("name=\"category\" value=\"stress\""))
        #expect(kept.contains("Try one of these"))
        let choices = NeedHelpView(NeedHelpPage(category: nil, settings: .standard), recentNotes: [], chrome: Self.chrome).html.rendered
        #expect(choices.contains("href=\"/help/stress\"") && !choices.contains("This week’s notes"))
    }

    @Test func settingsShowTheSavedTimesAndARefusalNamingTheField() throws {
        let settings = HabitSettings(
            celebrationsEnabled: false, keepAudio: true,
            reminders: try ReminderTimes.parse(nightPrep: "21:30", morningFocus: "07:15", midday: nil))
        let page = HabitSettingsView(
            settings: settings, timeZone: "Europe/Berlin", error: "“25:00” is not a time for the Night Prep reminder", chrome: Self.chrome
        ).html.rendered
        #expect(page.contains("name=\"nightPrepReminder\" value=\"21:30\""))
        #expect(page.contains("name=\"middayReminder\" value=\"\""))
        #expect(page.contains("id=\"celebrations\"><span>") && page.contains("id=\"keep-audio\" checked>"))
        #expect(page.contains("role=\"alert\"") && page.contains("Night Prep reminder"))
        #expect(page.contains("Times are in your time zone: Europe/Berlin."))
    }

    @Test func aPastDayOpensAllThreePartsAndSaysWhenItWasPaused() {
        let cards = HabitCard.cards(for: F.focusEntry("2026-08-29"), checklist: .standard)
        let paused = HabitDayView(label: "Sat, Aug 29, 2026", pauseLabel: "Paused (Holiday)", cards: cards, chrome: Self.chrome).html.rendered
        #expect(paused.contains("<span class=\"tag small\">Paused (Holiday)</span>"))
        #expect(paused.contains("name=\"return\" value=\"/history/2026-08-29\""))
        #expect(paused.components(separatedBy: "<details").count == 4)
        let normal = HabitDayView(label: "Sat, Aug 29, 2026", pauseLabel: nil, cards: cards, chrome: Self.chrome).html.rendered
        #expect(!normal.contains("class=\"tag small\""))
    }

    @Test func aCelebrationOffersGotItAsAFormWithTheTokenAndItsWayBack() {
        let banner = CelebrationBanner(
            title: "3-day streak", message: "<b>Three</b> days", returnPath: AppPath.history.path, chrome: Self.chrome).html.rendered
        #expect(banner.contains("action=\"/history/achievements/seen\""))
        #expect(banner.contains("<input type=\"hidden\" name=\"_csrf\" value=\"tok-1\">"))
        #expect(banner.contains("name=\"return\" value=\"/history\""))
        #expect(banner.contains("Got it</button>"))
        #expect(banner.contains("&lt;b&gt;Three&lt;/b&gt; days"))
    }

    @Test func resetAsksFirstAndWhyHelpGivesExamples() {
        let board = AchievementBoard(ledger: AchievementLedger(earned: [EarnedAchievement(.streak7, earnedOn: Self.today)]))
        let reset = AchievementResetView(board, chrome: Self.chrome).html.rendered
        #expect(reset.contains("1 of \(board.badges.count) earned"))
        #expect(reset.contains("action=\"/history/achievements/reset\"") && reset.contains("href=\"/history#achievements\""))
        let why = WhyHelpView(.standard, chrome: Self.chrome).html.rendered
        #expect(why.contains("<li>“I want energy to play with my kids.”</li>"))
        #expect(why.contains("href=\"/today#today\""))
    }
}
