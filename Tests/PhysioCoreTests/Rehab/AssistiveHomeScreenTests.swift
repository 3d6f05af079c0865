import Foundation
import PhysioCore
import TestSupport
import Testing

/// Assistive mode's one next step: a plan to make, the session due now, the latest missed one, the
/// next one later, or rest until tomorrow. Monday, November 23, 2026, in Toronto.
@Suite struct AssistiveHomeScreenTests {
    let toronto = RehabFixtures.toronto
    let today = LocalDate(iso: "2026-11-23")!

    func at(_ hour: Int, _ minute: Int = 0) -> Date { RehabFixtures.at(2026, 11, 23, hour, minute, in: toronto) }

    func screen(_ plans: [RehabPlan], done: [SessionSlot] = [], now: Date) -> AssistiveHomeScreen {
        let completions = done.map { SlotCompletion(slotID: $0.id, day: today, completedAt: at(6)) }
        return AssistiveHomeScreen(schedule: DaySchedule(plans: plans, completions: completions, now: now, timeZone: toronto))
    }

    @Test func withNoPlanTheStepIsMakingOne() {
        let step = screen([], now: at(9))
        #expect(step.step == .makePlan)
        #expect(step.actionLabel == "Make my plan" && step.actionPath == AppPath.triage.path)
        #expect(step.instruction.contains("Make my plan"))
        #expect(step.sessionName == nil)
    }

    @Test func theSessionDueNowIsTheStepEvenWithAnEarlierOneMissed() {
        let plan = RehabFixtures.kneePlan()
        // 08:00's window closed at 13:00, when the next one came due: missed; 13:00 is due.
        let step = screen([plan], now: at(13, 30))
        #expect(step.step == .sessionDue)
        #expect(step.sessionTime == "1:00 PM")
        #expect(step.actionLabel == "Start")
        #expect(step.actionPath == .session(plan.id, plan.slots[1].id))
        #expect(step.instruction == "It’s time for your 1:00 PM exercises. Tap “Start”.")
        #expect(step.sessionName == plan.name)
        #expect(step.exercisesLabel == RehabLibrary.exercisesLabel(plan.exerciseIDs))
    }

    @Test func theLatestMissedSessionComesBeforeALaterOne() {
        let plan = RehabFixtures.kneePlan()
        // At 17:00 both 08:00 and 13:00 (window closed at 16:00) are missed; 19:00 is later.
        let step = screen([plan], now: at(17))
        #expect(step.step == .sessionMissed)
        #expect(step.actionPath == .session(plan.id, plan.slots[1].id))
        #expect(step.instruction.contains("1:00 PM") && step.instruction.contains("still do them"))
    }

    @Test func beforeTheFirstSessionTheStepIsTheNextOneWhichMayStartEarly() {
        let plan = RehabFixtures.kneePlan()
        let step = screen([plan], now: at(7))
        #expect(step.step == .sessionLater)
        #expect(step.sessionTime == "8:00 AM")
        #expect(step.actionPath == .session(plan.id, plan.slots[0].id))
        #expect(step.instruction.contains("at 8:00 AM"))
    }

    @Test func aDoneSessionIsNeverTheStep() {
        let plan = RehabFixtures.kneePlan()
        let step = screen([plan], done: [plan.slots[1]], now: at(13, 30))
        // 13:00 done, 08:00 missed: the missed one is what's left to do now.
        #expect(step.step == .sessionMissed)
        #expect(step.actionPath == .session(plan.id, plan.slots[0].id))
    }

    @Test func twoPlansDueAtOnceGoInTimeThenPlanOrder() {
        let ids = RehabFixtures.SequentialIDs()
        let first = RehabFixtures.kneePlan(times: ["09:00"], ids: ids)
        let second = RehabFixtures.kneePlan(times: ["08:30"], ids: ids)
        let step = screen([first, second], now: at(9, 10))
        #expect(step.actionPath == .session(second.id, second.slots[0].id))
        let done = screen([first, second], done: [second.slots[0]], now: at(9, 10))
        #expect(done.actionPath == .session(first.id, first.slots[0].id))
    }

    @Test func everythingDoneTodaySaysRestUntilTomorrowsFirstAndOffersNoButton() {
        let ids = RehabFixtures.SequentialIDs()
        let plans = [RehabFixtures.kneePlan(times: ["08:00", "19:00"], ids: ids), RehabFixtures.kneePlan(times: ["07:30"], ids: ids)]
        let step = screen(plans, done: plans.flatMap(\.slots), now: at(20))
        #expect(step.step == .doneForToday)
        #expect(step.instruction == "All done for today. Well done! Your next exercises are tomorrow at 7:30 AM.")
        #expect(step.actionLabel == nil && step.actionPath == nil)
    }

    @Test func aPlanMadeAfterTodaysLastSessionAsksNothingUntilTomorrow() {
        // Made at 22:30: every window of today had closed, so nothing is due or missed (day one).
        let plan = RehabFixtures.kneePlan(createdAt: at(22, 30))
        let step = screen([plan], now: at(22, 45))
        #expect(step.step == .nothingToday)
        #expect(step.instruction == "Nothing to do today. Your next exercises are tomorrow at 8:00 AM.")
        #expect(step.actionPath == nil)
    }

    @Test func startCanOpenOneExerciseOfTheSessionAndSaysWhichOfHowMany() {
        let plan = RehabFixtures.kneePlan()
        var step = screen([plan], now: at(13, 30))
        #expect(step.planID == plan.id && step.slotID == plan.slots[1].id)
        #expect(plan.exerciseIDs.count >= 2)
        let second = plan.exerciseIDs[1]
        step.start(at: second, of: plan.exerciseIDs)
        #expect(step.actionPath == .guidedSession(plan.id, plan.slots[1].id, second))
        let name = RehabLibrary.exercise(id: second)?.name ?? "?"
        #expect(step.exerciseLabel == "Exercise 2 of \(plan.exerciseIDs.count) · \(name)")
        // An exercise not in the session changes nothing.
        var other = screen([plan], now: at(13, 30))
        other.start(at: "no-such-exercise", of: plan.exerciseIDs)
        #expect(other.actionPath == .session(plan.id, plan.slots[1].id) && other.exerciseLabel == nil)
    }

    @Test func theLastExerciseLeftIsCalledTheLastOneNotItsPlanPosition() {
        let plan = RehabFixtures.kneePlan()
        let ids = plan.exerciseIDs
        #expect(ids.count >= 2)
        let first = ids[0]
        let name = RehabLibrary.exercise(id: first)?.name ?? "?"
        var step = screen([plan], now: at(13, 30))
        // Every other exercise saved today: the first in plan order is the last one left.
        step.start(at: first, of: ids, done: Set(ids.dropFirst()))
        let others = ids.count - 1
        #expect(step.exerciseLabel == "Last one · \(name) — " + (others == 1 ? "the other one is done" : "the other \(others) are done"))
        #expect(step.actionPath == .guidedSession(plan.id, plan.slots[1].id, first))
        // Only some of the others done: still its place in the plan.
        if ids.count > 2 {
            step.start(at: first, of: ids, done: [ids[1]])
            #expect(step.exerciseLabel == "Exercise 1 of \(ids.count) · \(name)")
        }
        // A session of one exercise says just its name.
        #expect(AssistiveHomeScreen.orderLabel(index: 0, of: [first], done: [], name: name) == name)
        #expect(AssistiveHomeScreen.orderLabel(index: 0, of: ["a", "b"], done: ["b"], name: "A") == "Last one · A — the other one is done")
    }

    @Test func withNothingToStartThereIsNoSessionToPointAt() {
        var step = screen([], now: at(9))
        step.start(at: "heel-slides", of: ["heel-slides"])
        #expect(step.actionPath == AppPath.triage.path && step.exerciseLabel == nil)
    }
}
