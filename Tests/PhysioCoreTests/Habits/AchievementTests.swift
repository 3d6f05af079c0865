import Foundation
import PhysioCore
import Testing
import TestSupport

@Suite struct AchievementTests {
    typealias F = HabitFixtures

    @Test func threeDaysEarnTheFirstBadgeOnTheThirdDay() {
        let activity = HabitActivity(entries: F.focusEntries(from: "2026-08-01", count: 3))
        let new = AchievementEngine.newlyEarned(activity: activity, alreadyEarned: [], today: F.day("2026-08-03"))
        #expect(new == [EarnedAchievement(.streak3, earnedOn: F.day("2026-08-03"))])
    }

    @Test func eachAchievementIsEarnedOnlyOnce() {
        var ledger = AchievementLedger()
        var celebrated: [HabitAchievement] = []
        var entries: [DayEntry] = []
        for offset in 0..<40 {
            let today = F.day("2026-08-01").adding(days: offset)
            entries.append(DayEntry(date: today, morningFocus: F.completeFocus))
            celebrated += ledger.update(activity: HabitActivity(entries: entries), today: today).map(\.achievement)
        }
        #expect(celebrated == [.streak3, .streak7, .firstMorningFocusWeek, .streak14, .streak30])
        #expect(ledger.earned(.streak30)?.earnedOn == F.day("2026-08-30"))
        #expect(ledger.earned(.streak7)?.earnedOn == F.day("2026-08-07"))
        #expect(ledger.update(activity: HabitActivity(entries: entries), today: F.day("2026-09-15")).isEmpty)
    }

    @Test func countingShowsWhatIsDueWithItsDayAndLeavesTheLedgerAsItWas() {
        let ledger = AchievementLedger(earned: [EarnedAchievement(.streak3, earnedOn: F.day("2026-08-03"))])
        let activity = HabitActivity(entries: F.focusEntries(from: "2026-08-01", count: 8))
        let counted = ledger.counting(activity: activity, today: F.day("2026-08-20"))
        #expect(counted.due.map(\.achievement) == [.streak7, .firstMorningFocusWeek])
        #expect(counted.due.map(\.earnedOn.iso) == ["2026-08-07", "2026-08-07"])
        #expect(counted.ledger.earned.map(\.achievement) == [.streak3, .streak7, .firstMorningFocusWeek])
        #expect(ledger.earned.map(\.achievement) == [.streak3])
        #expect(counted.ledger.counting(activity: activity, today: F.day("2026-08-20")).due.isEmpty)
    }

    @Test func aLateRunDatesEachBadgeToTheDayItWasReached() {
        // Imported history: 15 days in a row in July, evaluated in September.
        let activity = HabitActivity(entries: F.focusEntries(from: "2026-07-01", count: 15))
        let new = AchievementEngine.newlyEarned(activity: activity, alreadyEarned: [], today: F.day("2026-09-01"))
        #expect(new.map(\.achievement) == [.streak3, .streak7, .streak14, .firstMorningFocusWeek])
        #expect(new.map(\.earnedOn.iso) == ["2026-07-03", "2026-07-07", "2026-07-14", "2026-07-07"])
    }

    @Test func pausesNeitherBreakNorExtendTheRunTowardABadge() throws {
        let entries = F.focusEntries(from: "2026-08-01", count: 2) + F.focusEntries(from: "2026-08-06", count: 1)
        let pauses = try PauseDay.range(from: F.day("2026-08-03"), through: F.day("2026-08-05"), reason: .holiday)
        let withPause = AchievementEngine.newlyEarned(
            activity: HabitActivity(entries: entries, pauses: pauses), alreadyEarned: [], today: F.day("2026-08-06"))
        #expect(withPause == [EarnedAchievement(.streak3, earnedOn: F.day("2026-08-06"))])
        let withoutPause = AchievementEngine.newlyEarned(
            activity: HabitActivity(entries: entries), alreadyEarned: [], today: F.day("2026-08-06"))
        #expect(withoutPause.isEmpty)
    }

    @Test func theMorningFocusWeekNeedsSevenCompleteMornings() {
        var entries = F.focusEntries(from: "2026-08-01", count: 7)
        entries[3] = F.partialFocusEntry("2026-08-04")
        let activity = HabitActivity(entries: entries)
        let new = AchievementEngine.newlyEarned(activity: activity, alreadyEarned: [], today: F.day("2026-08-07"))
        #expect(new.map(\.achievement) == [.streak3, .streak7]) // any action still counts for streaks
    }

    @Test func resetStartsCountingAfreshInsteadOfReawardingThePast() {
        var ledger = AchievementLedger()
        let history = F.focusEntries(from: "2026-08-01", count: 10)
        _ = ledger.update(activity: HabitActivity(entries: history), today: F.day("2026-08-10"))
        #expect(ledger.earned.count == 3)
        ledger.reset(on: F.day("2026-08-11"))
        #expect(ledger.earned.isEmpty)
        let more = history + F.focusEntries(from: "2026-08-11", count: 2)
        #expect(ledger.update(activity: HabitActivity(entries: more), today: F.day("2026-08-12")).isEmpty)
        let third = more + [F.focusEntry("2026-08-13")]
        #expect(ledger.update(activity: HabitActivity(entries: third), today: F.day("2026-08-13"))
                == [EarnedAchievement(.streak3, earnedOn: F.day("2026-08-13"))])
    }

    @Test func futureEntriesEarnNothingYet() {
        let activity = HabitActivity(entries: F.focusEntries(from: "2026-08-01", count: 5))
        #expect(AchievementEngine.newlyEarned(activity: activity, alreadyEarned: [], today: F.day("2026-08-02")).isEmpty)
    }

    @Test func celebrationsFollowTheSetting() {
        let new = [EarnedAchievement(.streak7, earnedOn: F.day("2026-08-07"))]
        let shown = AchievementCelebration(newlyEarned: new, settings: .standard)
        #expect(shown?.title == "7-day streak")
        #expect(shown?.achievementIDs == ["streak-7"])
        #expect(AchievementCelebration(newlyEarned: new, settings: HabitSettings(celebrationsEnabled: false)) == nil)
        #expect(AchievementCelebration(newlyEarned: [], settings: .standard) == nil)
        let two = AchievementCelebration(newlyEarned: new + [EarnedAchievement(.firstMorningFocusWeek, earnedOn: F.day("2026-08-07"))],
                              settings: .standard)
        #expect(two?.title == "2 new achievements")
    }

    @Test func theBoardListsEveryBadgeWithItsDate() {
        let ledger = AchievementLedger(earned: [EarnedAchievement(.streak3, earnedOn: F.day("2024-08-30"))])
        let board = AchievementBoard(ledger: ledger)
        #expect(board.badges.map(\.id) == HabitAchievement.allCases.map(\.rawValue))
        #expect(board.badges.first?.statusLabel == "Earned Fri, Aug 30, 2024")
        #expect(board.badges.dropFirst().allSatisfy { !$0.isEarned && $0.statusLabel == "Not yet" })
        #expect(board.summary == "1 of 5 earned")
    }
}
