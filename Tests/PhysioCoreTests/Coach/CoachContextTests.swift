import Foundation
import PhysioCore
import TestSupport
import Testing

@Suite struct CoachContextTests {
    @Test func theWeekIsReadFromTheHabitEnginesAndTheSchedule() {
        let context = CoachFixtures.busyWeek(at: 14, 10)
        #expect(context.todayWhy == "I want energy to play with my kids.")
        #expect(context.todaySwap == "Herbal tea after dinner")
        #expect(context.commitment == "have tea at 9 instead of snacking in front of the TV")
        #expect(context.todayChallenge == "Late-night snacking")
        #expect(context.currentStreak == 5)
        #expect(context.daysLoggedThisWeek == 5)
        #expect(context.cravings.total == 5)  // the note from last week is left out
        #expect(context.preppedTonight == false)
        #expect(context.rehabSessionsToday == 3)
        #expect(context.rehabSessionsLeft.map(\.time.iso) == ["13:00", "19:00"])
        #expect(context.rehabSessionsLeft.map(\.isDue) == [true, false])
        #expect(context.timeOfDay.iso == "14:10")
    }

    @Test func aSessionWhoseWindowPassedIsMissedNotDueAndComesAfterWhatIsStillAhead() {
        // 18:00: the 13:00 session's window closed at 16:00; 19:00 is still to come.
        let evening = CoachFixtures.busyWeek(at: 18, 0)
        #expect(evening.rehabSessionsLeft.map(\.time.iso) == ["19:00", "13:00"])
        #expect(evening.rehabSessionsLeft.map(\.isDue) == [false, false])
        #expect(evening.rehabSessionsLeft.map(\.isMissed) == [false, true])
        #expect(BuiltInCoach().answer("hi", context: evening).contains("Next up is your 7:00 PM \(CoachFixtures.plan.name) session."))
        // 23:30: both left are missed, the latest first; neither is called due.
        let night = CoachFixtures.busyWeek(at: 23, 30)
        #expect(night.rehabSessionsLeft.map(\.time.iso) == ["19:00", "13:00"])
        #expect(night.rehabSessionsLeft.allSatisfy { $0.isMissed && !$0.isDue })
        #expect(BuiltInCoach().answer("hi", context: night).contains("Your 7:00 PM \(CoachFixtures.plan.name) session was missed — you can still do it today."))
        #expect(!BuiltInCoach().answer("what should I do today?", context: night).contains("due"))
        #expect(CoachPrompt.system(with: night).contains("at 7:00 PM (missed, can still be done)"))
        #expect(!CoachPrompt.system(with: night).contains("due now"))
    }

    @Test func withoutTheHabitStoreNothingIsClaimed() {
        let context = CoachFixtures.emptyContext()
        #expect(!context.hasHabitData)
        #expect(context.commitment == nil)
        #expect(context.nudge == nil)
        #expect(context.cravings.summary == nil)
    }

    @Test func theSystemPromptCarriesTheSeedPromptAndTheFacts() {
        let prompt = CoachPrompt.system(with: CoachFixtures.busyWeek(at: 14, 10))
        #expect(prompt.hasPrefix("You are a compassionate, pragmatic weight-loss coach."))
        #expect(prompt.contains("Keep replies under 120 words unless asked."))
        #expect(prompt.contains("- Their chosen swap: Herbal tea after dinner"))
        #expect(prompt.contains("- Current streak: 5 days. Days logged in the last 7: 5."))
        #expect(prompt.contains("stress cravings, mostly after 8 pm"))
        #expect(prompt.contains("left: \(CoachFixtures.plan.name) at 1:00 PM (due now), \(CoachFixtures.plan.name) at 7:00 PM."))
        let empty = CoachPrompt.system(with: CoachFixtures.emptyContext())
        #expect(!empty.contains("streak"))
        #expect(!empty.contains("swap:"))
    }
}

@Suite struct CravingPatternTests {
    let zone = HabitFixtures.toronto

    func note(_ kind: CravingCategory, _ iso: String, _ hour: Int, in zone: TimeZone? = nil) -> CravingNote {
        let zone = zone ?? self.zone
        return HabitFixtures.cravingNote(id: UUID().uuidString, kind, at: HabitFixtures.instant(iso, hour, 0, in: zone), in: zone)
    }

    @Test func aKindStandsOutOnlyWithAMajority() {
        let split = CravingPattern(notes: [note(.stress, "2026-11-16", 21), note(.habit, "2026-11-17", 21)])
        #expect(split.dominantCategory == nil)
        #expect(split.dominantWindow == .lateEvening)
        #expect(split.summary == "You took 2 craving notes this week, most of them after 8 pm.")
        let single = CravingPattern(notes: [note(.physical, "2026-11-16", 10)])
        #expect(single.summary == "You took one craving note this week.")
        let all = CravingPattern(notes: [note(.habit, "2026-11-16", 15), note(.habit, "2026-11-17", 16)])
        #expect(all.summary == "Both of your captures this week were habit cravings (the usual time or place), mostly in the afternoon.")
        #expect(CravingPattern.none.summary == nil)
    }

    @Test func timeOfDayIsReadInTheZoneTheNoteWasTakenIn() {
        // 20:30 in Tokyo is 06:30 in Toronto; the person felt it in the evening.
        let tokyo = HabitFixtures.tokyo
        let pattern = CravingPattern(notes: [note(.stress, "2026-11-16", 20, in: tokyo), note(.stress, "2026-11-17", 21, in: tokyo)])
        #expect(pattern.dominantWindow == .lateEvening)
    }
}

@Suite struct CoachNudgeTests {
    @Test(arguments: [
        (7, 7, "Seven days in a row — amazing consistency!"),
        (3, 3, "Three days in a row — that’s how habits start."),
        (14, 7, "14 days in a row — that’s real consistency."),
        (4, 5, "You’ve shown up on 5 days this week — your future self feels this."),
        (9, 7, "You’ve shown up every day this week — your future self feels this."),
    ])
    func thresholdsEarnOneSentence(_ streak: Int, _ days: Int, _ sentence: String) {
        #expect(CoachNudge.sentence(currentStreak: streak, daysThisWeek: days) == sentence)
    }

    @Test func belowTheThresholdsThereIsNoNudge() {
        #expect(CoachNudge.sentence(currentStreak: 2, daysThisWeek: 4) == nil)
        #expect(CoachNudge.sentence(currentStreak: 0, daysThisWeek: 0) == nil)
        #expect(CoachNudge.sentence(currentStreak: 4, daysThisWeek: 4) == nil)
    }
}
