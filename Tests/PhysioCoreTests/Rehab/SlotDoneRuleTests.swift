import Foundation
import PhysioCore
import TestSupport
import Testing

@Suite struct SlotDoneRuleTests {
    let toronto = RehabFixtures.toronto
    let day = LocalDate(iso: "2026-11-23")!

    func record(
        _ plan: RehabPlan, _ exerciseID: String, slot: Int = 0, day: LocalDate? = nil, reps: Int = 3,
        source: SessionSource = .slider
    ) -> SessionRecord {
        SessionFixtures.record(
            plan: plan, slot: slot, exerciseID: exerciseID, day: day ?? self.day, timeZone: toronto,
            metrics: SessionFixtures.metrics(exerciseID, reps: reps), source: source)
    }

    @Test func aSlotIsDoneWhenEachOfItsExercisesHasASavedSet() {
        let plan = RehabFixtures.kneePlan()
        let slot = plan.slots[0].id
        #expect(plan.exerciseIDs == ["heel-slides", "seated-knee-flexion"])
        let first = record(plan, "heel-slides")
        #expect(!SlotDoneRule.isDone(plan.exerciseIDs, records: [first], slotID: slot, day: day, markedByHand: false))
        #expect(SlotDoneRule.nextExercise(plan.exerciseIDs, records: [first], slotID: slot, day: day) == "seated-knee-flexion")
        let both = [first, record(plan, "seated-knee-flexion")]
        #expect(SlotDoneRule.isDone(plan.exerciseIDs, records: both, slotID: slot, day: day, markedByHand: false))
        // Done again from the start.
        #expect(SlotDoneRule.nextExercise(plan.exerciseIDs, records: both, slotID: slot, day: day) == "heel-slides")
    }

    @Test func setsOfAnotherSlotOrDayDoNotCount() {
        let plan = RehabFixtures.kneePlan()
        let records = [
            record(plan, "heel-slides", slot: 1), record(plan, "seated-knee-flexion", slot: 0, day: day.adding(days: -1)),
            record(plan, "heel-slides"),
        ]
        #expect(SlotDoneRule.doneExercises(plan.exerciseIDs, records: records, slotID: plan.slots[0].id, day: day)
            == ["heel-slides"])
        #expect(!SlotDoneRule.isDone(
            plan.exerciseIDs, records: records, slotID: plan.slots[0].id, day: day, markedByHand: false))
    }

    @Test func aVideoCheckCountsOnlyWithARep() {
        let plan = RehabFixtures.kneePlan()
        let slot = plan.slots[0].id
        let empty = record(plan, "heel-slides", reps: 0, source: .video)
        #expect(!SlotDoneRule.counts(empty))
        #expect(SlotDoneRule.counts(record(plan, "heel-slides", reps: 1, source: .video)))
        // A live session saved with no rep is still the person's set.
        #expect(SlotDoneRule.counts(record(plan, "heel-slides", reps: 0)))
        let records = [empty, record(plan, "seated-knee-flexion")]
        #expect(!SlotDoneRule.isDone(plan.exerciseIDs, records: records, slotID: slot, day: day, markedByHand: false))
        #expect(SlotDoneRule.nextExercise(plan.exerciseIDs, records: records, slotID: slot, day: day) == "heel-slides")
    }

    @Test func markingByHandIsDoneWithoutAnySet() {
        let plan = RehabFixtures.kneePlan()
        #expect(SlotDoneRule.isDone(plan.exerciseIDs, records: [], slotID: plan.slots[0].id, day: day, markedByHand: true))
        #expect(!SlotDoneRule.isDone([], records: [], slotID: plan.slots[0].id, day: day, markedByHand: false))
    }
}

@Suite struct DayOneTests {
    let toronto = RehabFixtures.toronto

    func schedule(createdAt: Date, now: Date, done: [SlotCompletion] = [], plan: RehabPlan? = nil) -> DaySchedule {
        let plan = plan ?? RehabFixtures.kneePlan(createdAt: createdAt)  // 8:00, 1:00 and 7:00 PM
        return DaySchedule(plans: [plan], completions: done, now: now, timeZone: toronto)
    }

    @Test func aPlanMadeAtEightFiftyTwoPMHasNoMissedSessionsOnItsFirstDay() {
        let made = RehabFixtures.at(2026, 11, 23, 20, 52, in: toronto)
        let day = schedule(createdAt: made, now: made.addingTimeInterval(60))
        // 8:00 and 1:00 PM closed before the plan existed; 7:00 PM is still in its window (until 10 PM).
        #expect(day.plans[0].sessions.map(\.slot.time.iso) == ["19:00"])
        #expect(day.plans[0].sessions.allSatisfy { !$0.isMissed })
        let card = HomeScreen(schedule: day, hasCompletedOnboarding: true).cards[0]
        #expect(card.nextLabel == "Due now · 7:00 PM" && card.progressLabel == "0/1 done today")
    }

    @Test func afterTheEveningSessionTheHeadlineSaysDoneAndWhatsNext() {
        let made = RehabFixtures.at(2026, 11, 23, 20, 52, in: toronto)
        let plan = RehabFixtures.kneePlan(createdAt: made)
        let now = RehabFixtures.at(2026, 11, 23, 21, 15, in: toronto)
        let done = [SlotCompletion(slotID: plan.slots[2].id, day: LocalDate(iso: "2026-11-23")!, completedAt: now)]
        let home = HomeScreen(
            schedule: schedule(createdAt: made, now: now, done: done, plan: plan), hasCompletedOnboarding: true)
        #expect(home.cards[0].nextLabel == "All done today · next tomorrow 8:00 AM")
        #expect(home.cards[0].allDoneToday && !home.today.contains { $0.isMissed })
        // The coach hears of no missed session either.
        let coach = CoachContext(
            now: now, timeZone: toronto, schedule: schedule(createdAt: made, now: now, done: done, plan: plan),
            habits: .none)
        #expect(coach.rehabSessionsLeft.isEmpty && coach.rehabSessionsToday == 1)
    }

    @Test func aPlanMadeAfterItsLastWindowStartsTomorrow() {
        let made = RehabFixtures.at(2026, 11, 23, 23, 30, in: toronto)
        let day = schedule(createdAt: made, now: made)
        #expect(day.plans[0].sessions.isEmpty)
        let card = HomeScreen(schedule: day, hasCompletedOnboarding: true).cards[0]
        #expect(card.nextLabel == "First session tomorrow · 8:00 AM")
        #expect(card.progressLabel == "No sessions today" && !card.allDoneToday)
        // The schedule says so too, open, with the first session to try now — not "0/0 done · All done".
        let section = ScheduleScreen(schedule: day).sections[0]
        #expect(section.expanded && section.restBadge == "Starts tomorrow" && section.completedLabel == "None today")
        #expect(section.startsLater == "Your first session is tomorrow at 8:00 AM.")
        #expect(section.tryNowPath == .session(day.plans[0].plan.id, day.plans[0].plan.slots[0].id))
        // Once a session is done anyway, it counts: 1/1 done, all done.
        let plan = day.plans[0].plan
        let tried = schedule(createdAt: made, now: made + 600, done: [
            SlotCompletion(slotID: plan.slots[0].id, day: LocalDate(iso: "2026-11-23")!, completedAt: made + 600)],
            plan: plan)
        let after = ScheduleScreen(schedule: tried).sections[0]
        #expect(after.completedLabel == "1/1 done" && after.restBadge == "All done" && after.startsLater == nil)
        // The next day every session is asked, and missed ones read as missed.
        let next = schedule(createdAt: made, now: RehabFixtures.at(2026, 11, 24, 23, 0, in: toronto))
        #expect(next.plans[0].sessions.map(\.isMissed) == [true, true, true])
    }

    @Test func aSessionStillInItsWindowWhenThePlanIsMadeIsDueNow() {
        let made = RehabFixtures.at(2026, 11, 23, 8, 30, in: toronto)
        let day = schedule(createdAt: made, now: made)
        #expect(day.plans[0].sessions.map(\.state) == [.due, .upcoming, .upcoming])
    }

    @Test func progressOnDayOneCountsOnlyTheSessionsAskedAndAgreesWithWhatWasSaved() {
        let made = RehabFixtures.at(2026, 11, 23, 20, 52, in: toronto)
        let plan = RehabFixtures.kneePlan(createdAt: made)
        let today = LocalDate(iso: "2026-11-23")!
        #expect(DaySchedule.slotsAsked(plan, on: today, timeZone: toronto).map(\.time.iso) == ["19:00"])
        #expect(DaySchedule.slotsAsked(plan, on: today.adding(days: 1), timeZone: toronto).count == 3)
        let before = AdherenceGrid(plan: plan, completions: [], from: today.adding(days: -6), to: today, timeZone: toronto)
        #expect(before.scheduled == 1 && before.done == 0 && before.percent == 0)
        // Right after the evening session is saved (its slot done), the day reads 1 of 1, 100 %.
        let done = [SlotCompletion(
            slotID: plan.slots[2].id, day: today, completedAt: RehabFixtures.at(2026, 11, 23, 21, 10, in: toronto))]
        let after = AdherenceGrid(plan: plan, completions: done, from: today.adding(days: -6), to: today, timeZone: toronto)
        #expect(after.scheduled == 1 && after.done == 1 && after.percent == 100)
        #expect(after.summary == "1 of 1 sessions done (100%).")
    }
}
