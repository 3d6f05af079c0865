import Foundation
import PhysioCore
import Testing
import TestSupport

@Suite struct StreakTests {
    typealias F = HabitFixtures

    func summary(_ entries: [DayEntry], notes: [CravingNote] = [], pauses: [PauseDay] = [], today: String) -> StreakSummary {
        StreakSummary(activity: HabitActivity(entries: entries, cravingNotes: notes, pauses: pauses), today: F.day(today))
    }

    @Test func noHistoryMeansNoStreak() {
        let streak = summary([], today: "2026-08-30")
        #expect(streak.current == 0 && streak.longest == 0)
        #expect(streak.currentLabel == "No streak yet")
    }

    @Test func consecutiveDaysCountAndAGapBreaks() {
        let entries = F.focusEntries(from: "2026-08-20", count: 4) + F.focusEntries(from: "2026-08-26", count: 3)
        let streak = summary(entries, today: "2026-08-28")
        #expect(streak.current == 3)
        #expect(streak.longest == 4)
        #expect(streak.currentLabel == "3-day streak")
        #expect(streak.longestLabel == "Longest: 4 days")
    }

    @Test func anEmptyTodayDoesNotBreakTheStreakYet() {
        let entries = F.focusEntries(from: "2026-08-26", count: 3) // 26, 27, 28
        #expect(summary(entries, today: "2026-08-29").current == 3)
        #expect(summary(entries, today: "2026-08-30").current == 0)
    }

    @Test func streakSurvivesAMissedDayWhenPaused() {
        let entries = F.focusEntries(from: "2026-08-24", count: 3) + F.focusEntries(from: "2026-08-28", count: 2)
        let pause = [PauseDay(date: F.day("2026-08-27"), reason: .illness)]
        #expect(summary(entries, today: "2026-08-29").current == 2)
        let paused = summary(entries, pauses: pause, today: "2026-08-29")
        #expect(paused.current == 5) // the pause day itself adds nothing
        #expect(paused.longest == 5)
    }

    @Test func pausedDaysAloneNeverMakeAStreak() throws {
        let pauses = try PauseDay.range(from: F.day("2026-08-01"), through: F.day("2026-08-10"), reason: .holiday)
        let streak = summary([], pauses: pauses, today: "2026-08-10")
        #expect(streak.current == 0 && streak.longest == 0)
        #expect(streak.isPausedToday)
    }

    @Test func aHolidayWeekBridgesTheStreakAndAnActiveDayDuringItStillCounts() throws {
        let pauses = try PauseDay.range(from: F.day("2026-08-03"), through: F.day("2026-08-09"), reason: .holiday)
        let entries = F.focusEntries(from: "2026-08-01", count: 2) + [F.focusEntry("2026-08-05")]
            + F.focusEntries(from: "2026-08-10", count: 2)
        #expect(summary(entries, pauses: pauses, today: "2026-08-11").current == 5)
    }

    @Test func nightPrepCountsForTheEveningItWasMade() {
        // Prep made on the evening of the 29th sits in the 30th's entry.
        let entries = [F.focusEntry("2026-08-28"), F.prepEntry("2026-08-30")]
        let activity = HabitActivity(entries: entries)
        #expect(activity.activity(on: F.day("2026-08-29")).preppedForTomorrow)
        #expect(!activity.isActive(F.day("2026-08-30")))
        #expect(StreakCalculator(activity: activity).current(today: F.day("2026-08-29")) == 2)
    }

    @Test func aCravingNoteIsALoggedAction() {
        let note = F.cravingNote(at: F.instant("2026-08-29", 15, in: F.toronto), in: F.toronto)
        let streak = summary([F.focusEntry("2026-08-28")], notes: [note], today: "2026-08-29")
        #expect(streak.current == 2)
    }

    @Test func daylightSavingChangesDoNotBreakOrDoubleADay() {
        let spring = F.focusEntries(from: "2026-03-06", count: 5) // 6…10, across 8 March
        #expect(summary(spring, today: "2026-03-10").current == 5)
        let fall = F.focusEntries(from: "2026-10-30", count: 4) // 30 Oct … 2 Nov, across 1 Nov
        #expect(summary(fall, today: "2026-11-02").current == 4)
    }

    @Test func notesAroundMidnightOnTheFallBackNightLandOnTheirOwnDays() {
        // 23:30 EDT on 31 Oct and 00:30 EDT on 1 Nov, then 01:30 twice on 1 Nov.
        let instants = ["2026-11-01T03:30:00Z", "2026-11-01T04:30:00Z", "2026-11-01T05:30:00Z", "2026-11-01T06:30:00Z"]
        let notes = instants.enumerated().map { index, text in
            F.cravingNote(id: "n\(index)", at: F.utcInstant(text), in: F.toronto)
        }
        #expect(notes.map(\.day.iso) == ["2026-10-31", "2026-11-01", "2026-11-01", "2026-11-01"])
        let activity = HabitActivity(entries: [], cravingNotes: notes)
        #expect(activity.activity(on: F.torontoFallBack).cravingNotes == 3)
        #expect(StreakCalculator(activity: activity).current(today: F.torontoFallBack) == 2)
    }

    @Test func flyingTorontoToTokyoSkipsADayUnlessItIsMarkedTravel() {
        // Logs Mon 15 June in Toronto (with a note at 21:00 EDT), departs 22:00 EDT, lands
        // 00:00 JST on Wed 17 June: the person never lives a daytime of Tuesday 16 June.
        let note = F.cravingNote(at: F.instant("2026-06-15", 21, in: F.toronto), in: F.toronto)
        #expect(note.day == F.day("2026-06-15"))
        #expect(LocalDate(note.recordedAt, in: F.tokyo) == F.day("2026-06-16")) // why the day is stored
        let arrivalMorning = HabitMoment(at: F.utcInstant("2026-06-17T00:00:00Z"), in: F.tokyo)
        #expect(arrivalMorning.today == F.day("2026-06-17"))

        let entries = [F.focusEntry("2026-06-14"), F.focusEntry("2026-06-15"), F.focusEntry("2026-06-17")]
        #expect(summary(entries, notes: [note], today: arrivalMorning.today.iso).current == 1)
        let travel = [PauseDay(date: F.day("2026-06-16"), reason: .travel)]
        #expect(summary(entries, notes: [note], pauses: travel, today: arrivalMorning.today.iso).current == 3)
    }

    @Test func pauseRangesAreCheckedAndCrossMonthEnds() throws {
        let days = try PauseDay.range(from: F.day("2026-02-27"), through: F.day("2026-03-02"), reason: .illness)
        #expect(days.map(\.date.iso) == ["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"])
        #expect(throws: PauseDay.RangeError.endsBeforeItStarts) {
            try PauseDay.range(from: F.day("2026-03-02"), through: F.day("2026-03-01"), reason: .holiday)
        }
        #expect(throws: PauseDay.RangeError.tooLong(days: 61, limit: 60)) {
            try PauseDay.range(from: F.day("2026-01-01"), through: F.day("2026-03-02"), reason: .holiday)
        }
    }
}
