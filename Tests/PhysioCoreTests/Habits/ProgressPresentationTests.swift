import Foundation
import PhysioCore
import Testing
import TestSupport

@Suite struct ProgressPresentationTests {
    typealias F = HabitFixtures

    @Test func heatmapCoversTwelveWeeksEndingWithThisWeek() {
        let today = F.day("2026-09-02") // a Wednesday
        let map = StreakHeatmap(activity: HabitActivity(entries: []), today: today)
        #expect(map.weeks.count == 12)
        #expect(map.weeks.allSatisfy { $0.cells.count == 7 })
        let cells = map.weeks.flatMap(\.cells)
        #expect(cells.first?.date.weekday == 1) // Sunday first by default
        #expect(cells.first?.dateISO == "2026-06-14")
        #expect(cells.last?.dateISO == "2026-09-05")
        #expect(cells.filter(\.isFuture).map(\.dateISO) == ["2026-09-03", "2026-09-04", "2026-09-05"])
        #expect(cells.filter(\.isToday).map(\.dateISO) == ["2026-09-02"])
        #expect(map.weekdayLabels.first == "Sun")
        #expect(map.summary == "Active on 0 of the last 81 days")
    }

    @Test func heatmapCanStartWeeksOnMonday() {
        let map = StreakHeatmap(activity: HabitActivity(entries: []), today: F.day("2026-09-02"), firstWeekday: 2)
        #expect(map.weeks.first?.cells.first?.date.weekday == 2)
        #expect(map.weeks.last?.cells.last?.dateISO == "2026-09-06")
        #expect(map.weekdayLabels == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
    }

    @Test func heatmapLevelsCountKindsOfActionAndLabelsNeverRelyOnColour() {
        let entries = [
            DayEntry(date: F.day("2026-08-31"), morningFocus: F.completeFocus, endOfDay: EndOfDayCheckIn(followedSwap: true)),
            F.prepEntry("2026-09-01"), // prep made on the 31st
            F.partialFocusEntry("2026-08-30"),
        ]
        let pauses = [PauseDay(date: F.day("2026-08-29"), reason: .illness)]
        let map = StreakHeatmap(activity: HabitActivity(entries: entries, pauses: pauses), today: F.day("2026-09-02"))
        let cells = Dictionary(uniqueKeysWithValues: map.weeks.flatMap(\.cells).map { ($0.dateISO, $0) })
        #expect(cells["2026-08-31"]?.level == 3)
        #expect(cells["2026-08-31"]?.accessibleLabel == "Mon, Aug 31, 2026: 3 of 4 habits logged")
        #expect(cells["2026-08-30"]?.level == 1)
        #expect(cells["2026-09-01"]?.level == 0)
        #expect(cells["2026-08-29"]?.cssClass == "paused")
        #expect(cells["2026-08-29"]?.accessibleLabel == "Sat, Aug 29, 2026: paused (Illness)")
        #expect(cells["2026-09-02"]?.accessibleLabel.hasSuffix("nothing logged (today)") == true)
        #expect(cells["2026-09-04"]?.cssClass == "future")
        #expect(map.summary == "Active on 2 of the last 81 days")
    }

    @Test func heatmapMarksTheWeeksWhereAMonthStarts() {
        let map = StreakHeatmap(activity: HabitActivity(entries: []), today: F.day("2026-09-02"))
        let labelled = map.weeks.filter { !$0.monthLabel.isEmpty }.map(\.monthLabel)
        #expect(labelled == ["Jun", "Jul", "Aug", "Sep"])
    }

    @Test func ringIsTheShareOfTheLastSevenDaysWithAnyAction() {
        let entries = F.focusEntries(from: "2026-08-25", count: 3) + [F.focusEntry("2026-08-31"), F.focusEntry("2026-08-24")]
        let ring = WeeklyCompletionRing(activity: HabitActivity(entries: entries), today: F.day("2026-08-31"))
        // Window is 25…31 August: 25, 26, 27 and 31.
        #expect(ring.activeDays == 4 && ring.totalDays == 7)
        #expect(ring.percent == 57)
        #expect(ring.label == "4 of 7 days")
        #expect(ring.accessibleLabel == "Logged something on 4 of the last 7 days")
        let circumference = 2 * Double.pi * WeeklyCompletionRing.radius
        #expect(Double(ring.dashArray) == (circumference * 100).rounded() / 100)
        #expect(abs((Double(ring.dashOffset) ?? 0) - circumference * 3 / 7) < 0.01)
    }

    @Test func aFullWeekClosesTheRing() {
        let ring = WeeklyCompletionRing(
            activity: HabitActivity(entries: F.focusEntries(from: "2026-03-04", count: 7)), today: F.day("2026-03-10"))
        #expect(ring.fraction == 1 && ring.dashOffset == "0.00")
    }

    @Test func historyListsLoggedEntriesNewestFirstWithTheirCommitment() {
        let entries = [F.focusEntry("2026-08-28"), DayEntry(date: F.day("2026-08-29")), F.prepEntry("2026-08-30")]
        let page = HabitHistoryPage(
            entries: entries, cravingNotes: [], pauses: [PauseDay(date: F.day("2026-08-28"), reason: .holiday)],
            ledger: AchievementLedger(), today: F.day("2026-08-30"))
        #expect(page.entries.map(\.dateISO) == ["2026-08-30", "2026-08-28"])
        #expect(page.entries.last?.commitment == "Today I will have tea at 9 instead of snacking in front of the TV")
        #expect(page.entries.last?.partsLabel == "Morning Focus")
        #expect(page.entries.last?.pauseLabel == "Paused (Holiday)")
        #expect(page.entries.first?.partsLabel == "Night Prep")
        #expect(page.achievements.summary == "0 of 5 earned")
    }

    @Test func historyLeavesOutTomorrowsPlanning() {
        // Tonight's Night Prep is saved on tomorrow's date; tomorrow hasn't happened yet.
        let entries = [F.focusEntry("2026-08-29"), F.prepEntry("2026-08-30"), F.prepEntry("2026-08-31")]
        let page = HabitHistoryPage(
            entries: entries, cravingNotes: [], pauses: [], ledger: AchievementLedger(), today: F.day("2026-08-30"))
        #expect(page.entries.map(\.dateISO) == ["2026-08-30", "2026-08-29"])
    }
}
