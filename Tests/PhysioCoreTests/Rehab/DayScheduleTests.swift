import Foundation
import PhysioCore
import TestSupport
import Testing

@Suite struct DayScheduleTests {
    let toronto = RehabFixtures.toronto

    func schedule(_ plans: [RehabPlan], _ completions: [SlotCompletion] = [], at now: Date, in zone: TimeZone) -> DaySchedule {
        DaySchedule(plans: plans, completions: completions, now: now, timeZone: zone)
    }

    @Test func sessionsAreDueOnceTheirTimeHasComeAndDoneOnceMarked() {
        let plan = RehabFixtures.kneePlan()
        let now = RehabFixtures.at(2026, 11, 23, 13, 30, in: toronto)
        let done = SlotCompletion(slotID: plan.slots[0].id, day: LocalDate(iso: "2026-11-23")!, completedAt: now)
        let day = schedule([plan], [done], at: now, in: toronto).plans[0]
        #expect(day.sessions.map(\.state) == [.done, .due, .upcoming])
        #expect(day.completedCount == 1 && day.remainingCount == 2 && day.totalCount == 3)
        #expect(abs(day.progress - 1.0 / 3.0) < 1e-9)
        #expect(day.next?.slot.time.iso == "13:00")
        #expect(day.next?.isDue == true && day.next?.isTomorrow == false)
    }

    @Test func aNewDayAfterMidnightStartsWithEverySessionOpen() {
        let plan = RehabFixtures.kneePlan(times: ["08:00", "23:30"])
        let yesterday = LocalDate(iso: "2026-11-23")!
        let completions = plan.slots.map { SlotCompletion(slotID: $0.id, day: yesterday, completedAt: Date(timeIntervalSince1970: 0)) }
        let beforeMidnight = schedule([plan], completions, at: RehabFixtures.at(2026, 11, 23, 23, 59, in: toronto), in: toronto)
        #expect(beforeMidnight.plans[0].remainingCount == 0)
        #expect(beforeMidnight.plans[0].next?.isTomorrow == true)
        #expect(beforeMidnight.plans[0].next?.scheduledAt == RehabFixtures.at(2026, 11, 24, 8, in: toronto))

        let afterMidnight = schedule([plan], completions, at: RehabFixtures.at(2026, 11, 24, 0, 1, in: toronto), in: toronto)
        #expect(afterMidnight.day.iso == "2026-11-24")
        #expect(afterMidnight.plans[0].sessions.map(\.state) == [.upcoming, .upcoming])
        #expect(afterMidnight.plans[0].next?.slot.time.iso == "08:00")
    }

    @Test func aLateEveningSessionBelongsToTheDayItFallsOn() {
        let plan = RehabFixtures.kneePlan(times: ["23:30"])
        let now = RehabFixtures.at(2026, 11, 23, 23, 45, in: toronto)
        let session = schedule([plan], at: now, in: toronto).plans[0].sessions[0]
        #expect(session.day.iso == "2026-11-23")
        #expect(session.state == .due)
        #expect(session.scheduledAt == RehabFixtures.at(2026, 11, 23, 23, 30, in: toronto))
    }

    @Test func onTheSpringForwardDayA0230SessionHappensAt0330() {
        let plan = RehabFixtures.kneePlan(times: ["02:30", "08:00"])
        let now = RehabFixtures.at(2026, 3, 8, 3, 0, in: toronto)  // 03:00 EDT, 30 min after the jump
        let sessions = schedule([plan], at: now, in: toronto).plans[0].sessions
        #expect(sessions[0].state == .upcoming)
        #expect(sessions[0].scheduledAt == RehabFixtures.at(2026, 3, 8, 3, 30, in: toronto))
        // The 08:00 session is 08:00 on the wall clock even though the day has only 23 hours.
        #expect(sessions[1].scheduledAt.timeIntervalSince(LocalDate(iso: "2026-03-08")!.startOfDay(in: toronto)) == 7 * 3600)
    }

    @Test func onTheFallBackDaySessionsKeepTheirWallClockTimes() {
        let plan = RehabFixtures.kneePlan(times: ["08:00", "19:00"])
        let now = RehabFixtures.at(2026, 11, 1, 12, in: toronto)  // 25-hour day
        let sessions = schedule([plan], at: now, in: toronto).plans[0].sessions
        #expect(sessions.map(\.state) == [.due, .upcoming])
        #expect(sessions[1].scheduledAt.timeIntervalSince(sessions[0].scheduledAt) == 11 * 3600)
    }

    @Test(arguments: [RehabFixtures.kolkata, RehabFixtures.auckland, RehabFixtures.utc, RehabFixtures.toronto])
    func theSameInstantGivesEachZoneItsOwnDayAndStates(zone: TimeZone) {
        let plan = RehabFixtures.kneePlan()
        let instant = Date(timeIntervalSince1970: 1_795_435_200)  // 2026-11-23 09:20 UTC
        let result = schedule([plan], at: instant, in: zone)
        #expect(result.day == LocalDate(instant, in: zone))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let minutes = calendar.component(.hour, from: instant) * 60 + calendar.component(.minute, from: instant)
        let expected = plan.slots.map { $0.time.minutesSinceMidnight <= minutes ? SessionState.due : .upcoming }
        #expect(result.plans[0].sessions.map(\.state) == expected)
    }

    @Test func completionsOnOtherDaysDoNotCountToday() {
        let plan = RehabFixtures.kneePlan()
        let stale = SlotCompletion(slotID: plan.slots[0].id, day: LocalDate(iso: "2026-11-22")!, completedAt: RehabFixtures.at(2026, 11, 22, 9, in: toronto))
        let result = schedule([plan], [stale], at: RehabFixtures.at(2026, 11, 23, 9, in: toronto), in: toronto)
        #expect(result.plans[0].completedCount == 0)
    }

    @Test func todaysSessionsAreListedInTimeOrderAcrossPlans() {
        let ids = RehabFixtures.SequentialIDs()
        let a = RehabFixtures.kneePlan(times: ["09:00", "18:00"], ids: ids)
        let b = RehabFixtures.kneePlan(times: ["07:00", "12:00"], ids: ids)
        let result = schedule([a, b], at: RehabFixtures.at(2026, 11, 23, 6, in: toronto), in: toronto)
        #expect(result.sessionsInTimeOrder.map(\.slot.time.iso) == ["07:00", "09:00", "12:00", "18:00"])
        #expect(result.remainingCount == 4)
    }
}

@Suite struct PlanDraftTests {
    let now = Date(timeIntervalSince1970: 1_790_000_000)

    func make(_ draft: PlanDraft) throws(PlanDraft.Problem) -> RehabPlan {
        let ids = RehabFixtures.SequentialIDs()
        return try draft.makePlan(id: ids(), slotIDs: { ids() }, now: now)
    }

    @Test func aPlanCopiesItsConditionAndSortsItsTimes() throws {
        let times = ["19:00", "08:00"].compactMap(TimeOfDay.init(parsing:))
        let plan = try make(PlanDraft(conditionID: "knee-extension-lag", times: times))
        #expect(plan.name == "Knee extension lag")
        #expect(plan.region == .knee)
        #expect(plan.exerciseIDs == ["quad-sets", "straight-leg-raises", "seated-knee-extension"])
        #expect(plan.slots.map(\.time.iso) == ["08:00", "19:00"])
    }

    @Test func aGivenNameIsTrimmedAndKept() throws {
        #expect(try make(PlanDraft(conditionID: "knee-weakness", name: "  Mum's knee  ")).name == "Mum's knee")
    }

    @Test func badDraftsAreRefusedWithAReason() {
        #expect(throws: PlanDraft.Problem.unknownCondition("nope")) { try make(PlanDraft(conditionID: "nope")) }
        #expect(throws: PlanDraft.Problem.sessionCount(0)) { try make(PlanDraft(conditionID: "knee-weakness", times: [])) }
        let seven = (0..<7).compactMap { TimeOfDay(hour: 8 + $0, minute: 0) }
        #expect(throws: PlanDraft.Problem.sessionCount(7)) { try make(PlanDraft(conditionID: "knee-weakness", times: seven)) }
        let twice = [TimeOfDay(hour: 8, minute: 0)!, TimeOfDay(hour: 8, minute: 0)!]
        #expect(throws: PlanDraft.Problem.duplicateTime(twice[0])) { try make(PlanDraft(conditionID: "knee-weakness", times: twice)) }
        #expect(throws: PlanDraft.Problem.badName) {
            try make(PlanDraft(conditionID: "knee-weakness", name: String(repeating: "x", count: 81)))
        }
        #expect(throws: PlanDraft.Problem.badName) { try make(PlanDraft(conditionID: "knee-weakness", name: "a\u{0}b")) }
        #expect(PlanDraft.Problem.duplicateTime(twice[0]).errorDescription?.contains("8:00 AM") == true)
    }

    @Test func samplePlansAreValidAndOrdered() {
        let ids = RehabFixtures.SequentialIDs()
        let plans = SamplePlans.make(now: now, newID: { ids() })
        #expect(plans.map(\.conditionID) == SamplePlans.conditionIDs)
        #expect(plans.map(\.createdAt) == plans.map(\.createdAt).sorted())
    }
}

@Suite struct HomeScreenTests {
    let toronto = RehabFixtures.toronto

    @Test func theThreeHomeStatesOfTheSeeds() {
        #expect(HomeState(hasPlans: false, hasCompletedOnboarding: false) == .firstLaunch)
        #expect(HomeState(hasPlans: false, hasCompletedOnboarding: true) == .empty)
        #expect(HomeState(hasPlans: true, hasCompletedOnboarding: false) == .active)
    }

    @Test func cardsShowProgressAndTheNextSession() {
        let plan = RehabFixtures.kneePlan()
        let now = RehabFixtures.at(2026, 11, 23, 14, in: toronto)
        let done = [SlotCompletion(slotID: plan.slots[0].id, day: LocalDate(iso: "2026-11-23")!, completedAt: now),
                    SlotCompletion(slotID: plan.slots[1].id, day: LocalDate(iso: "2026-11-23")!, completedAt: now)]
        let screen = HomeScreen(schedule: DaySchedule(plans: [plan], completions: done, now: now, timeZone: toronto),
                                hasCompletedOnboarding: true)
        #expect(screen.state == .active)
        #expect(screen.greeting == "Good afternoon")
        #expect(screen.dateLabel == "Monday, November 23")
        let card = screen.cards[0]
        #expect(card.progressPercent == 67 && card.progressLabel == "2/3 done today")
        #expect(card.nextLabel == "Next: 7:00 PM")
        #expect(screen.todaySummary == "1 session left today")
        #expect(screen.today.map(\.stateLabel) == ["Done", "Done", "Later today"])
    }

    @Test func aSessionWhoseWindowPassedReadsAsMissedAndStaysStartable() {
        let plan = RehabFixtures.kneePlan(times: ["08:00", "13:00"])
        let day = LocalDate(iso: "2026-11-23")!
        let done = [SlotCompletion(slotID: plan.slots[0].id, day: day, completedAt: RehabFixtures.at(2026, 11, 23, 8, 10, in: toronto))]
        func screen(_ hour: Int, _ minute: Int = 0) -> HomeScreen {
            HomeScreen(
                schedule: DaySchedule(
                    plans: [plan], completions: done, now: RehabFixtures.at(2026, 11, 23, hour, minute, in: toronto),
                    timeZone: toronto),
                hasCompletedOnboarding: true)
        }
        #expect(screen(13, 30).cards[0].nextLabel == "Due now · 1:00 PM")
        #expect(screen(15, 59).cards[0].nextIsDue)
        let evening = screen(19, 25)
        // The headline says what's done and what's next; the row says the 1 PM session can still be done.
        #expect(evening.cards[0].nextLabel == "1/2 done today · next tomorrow 8:00 AM")
        #expect(!evening.cards[0].nextIsDue && !evening.cards[0].allDoneToday)
        #expect(evening.today.map(\.stateLabel) == ["Done", "Missed — you can still do it"])
        #expect(evening.today[1].isMissed && !evening.today[1].isDue)
        #expect(evening.today[1].startPath == .session(plan.id, plan.slots[1].id))
        #expect(evening.todaySummary == "1 session left today")
    }

    @Test func aSessionIsMissedOnceThePlansNextSessionComesDue() {
        let plan = RehabFixtures.kneePlan()  // 8:00, 1:00 and 7:00 PM
        let schedule = DaySchedule(
            plans: [plan], completions: [], now: RehabFixtures.at(2026, 11, 23, 13, 0, in: toronto), timeZone: toronto)
        #expect(schedule.plans[0].sessions.map(\.isMissed) == [true, false, false])
        #expect(schedule.plans[0].sessions.map(\.state) == [.due, .due, .upcoming])
        // The card points at the session still in its window, not the missed one.
        #expect(schedule.plans[0].next?.slot.time.iso == "13:00" && schedule.plans[0].next?.isDue == true)
        let late = DaySchedule(
            plans: [plan], completions: [], now: RehabFixtures.at(2026, 11, 23, 23, 0, in: toronto), timeZone: toronto)
        #expect(late.plans[0].sessions.map(\.isMissed) == [true, true, true])
        #expect(late.plans[0].next?.slot.time.iso == "19:00" && late.plans[0].next?.isMissed == true)
    }

    @Test func whenEverythingIsDoneTheCardPointsToTomorrow() {
        let plan = RehabFixtures.kneePlan(times: ["08:00"])
        let now = RehabFixtures.at(2026, 11, 23, 20, in: toronto)
        let done = [SlotCompletion(slotID: plan.slots[0].id, day: LocalDate(iso: "2026-11-23")!, completedAt: now)]
        let screen = HomeScreen(schedule: DaySchedule(plans: [plan], completions: done, now: now, timeZone: toronto),
                                hasCompletedOnboarding: true)
        #expect(screen.cards[0].allDoneToday)
        #expect(screen.cards[0].nextLabel == "All done today · next tomorrow 8:00 AM")
        #expect(screen.todaySummary == "All done for today. Well done!")
        #expect(screen.greeting == "Good evening")
    }

    @Test func scheduleSectionsExpandOnlyWhileSessionsRemain() {
        let ids = RehabFixtures.SequentialIDs()
        let open = RehabFixtures.kneePlan(times: ["08:00", "19:00"], ids: ids)
        let finished = RehabFixtures.kneePlan(times: ["08:00"], ids: ids)
        let day = LocalDate(iso: "2026-11-23")!
        let now = RehabFixtures.at(2026, 11, 23, 9, in: toronto)
        let completions = [SlotCompletion(slotID: finished.slots[0].id, day: day, completedAt: now),
                           SlotCompletion(slotID: open.slots[0].id, day: day, completedAt: now)]
        let screen = ScheduleScreen(schedule: DaySchedule(plans: [open, finished], completions: completions, now: now, timeZone: toronto))
        #expect(screen.sections.map(\.expanded) == [true, false])
        #expect(screen.sections.map(\.todayBadge) == ["1 today", nil])
        #expect(screen.sections[0].pips.map(\.filled) == [true, false])
        #expect(screen.sections[0].completedLabel == "1/2 done")
    }
}
