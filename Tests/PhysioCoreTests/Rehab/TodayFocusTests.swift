import Foundation
import PhysioCore
import TestSupport
import Testing

/// Which of today's sessions home lists: all of a handful; on a fuller day due, then missed, then
/// later ones, up to the limit, shown in time order.
@Suite struct TodayFocusTests {
    let toronto = RehabFixtures.toronto
    let today = LocalDate(iso: "2026-11-23")!

    func at(_ hour: Int, _ minute: Int = 0) -> Date { RehabFixtures.at(2026, 11, 23, hour, minute, in: toronto) }

    /// P0 at 06:00, 10:00, 14:00; P1 at 08:00, 13:00, 19:00; P2 at 15:00, 16:00, 17:00. At 14:00 P0's
    /// 06:00 and 10:00 and P1's 08:00 are missed (their windows closed), P1's 13:00 and P0's 14:00 are
    /// due, the rest are later.
    func fullDay(done: [(plan: Int, slot: Int)] = [], at now: Date? = nil) -> DaySchedule {
        let ids = RehabFixtures.SequentialIDs()
        let plans = [
            RehabFixtures.kneePlan(times: ["06:00", "10:00", "14:00"], ids: ids),
            RehabFixtures.kneePlan(times: ["08:00", "13:00", "19:00"], ids: ids),
            RehabFixtures.kneePlan(times: ["15:00", "16:00", "17:00"], ids: ids),
        ]
        let completions = done.map {
            SlotCompletion(slotID: plans[$0.plan].slots[$0.slot].id, day: today, completedAt: at(6))
        }
        return DaySchedule(plans: plans, completions: completions, now: now ?? at(14), timeZone: toronto)
    }

    /// "P1 08:00" for each session, to compare lists at a glance.
    func names(_ focus: TodayFocus, in schedule: DaySchedule) -> [String] {
        focus.sessions.map { session in
            let plan = schedule.plans.firstIndex { $0.plan.id == session.planID }!
            return "P\(plan) \(session.slot.time.iso)"
        }
    }

    @Test func aDayWithAHandfulOfSessionsIsListedWholeDoneOnesIncluded() {
        let ids = RehabFixtures.SequentialIDs()
        let plans = [RehabFixtures.kneePlan(ids: ids), RehabFixtures.kneePlan(ids: ids)]
        let done = SlotCompletion(slotID: plans[0].slots[0].id, day: today, completedAt: at(8, 5))
        let schedule = DaySchedule(plans: plans, completions: [done], now: at(13, 30), timeZone: toronto)
        let focus = TodayFocus(schedule)
        #expect(TodayFocus.handful == 6)
        #expect(focus.sessions == schedule.sessionsInTimeOrder)
        #expect(focus.sessions.count == 6 && focus.totalCount == 6 && focus.doneCount == 1)
        #expect(!focus.isShortened)
    }

    @Test func aFullDayListsDueThenTheLatestMissedThenTheSoonestLaterOnesInTimeOrder() {
        let schedule = fullDay()
        let focus = TodayFocus(schedule)
        #expect(focus.totalCount == 9 && focus.doneCount == 0 && focus.isShortened)
        // Both due, all three missed, and the soonest later one (15:00); 16:00, 17:00, 19:00 wait.
        #expect(names(focus, in: schedule) == ["P0 06:00", "P1 08:00", "P0 10:00", "P1 13:00", "P0 14:00", "P2 15:00"])
        #expect(focus.sessions.map(\.state) == [.due, .due, .due, .due, .due, .upcoming])
        #expect(focus.sessions.map(\.isMissed) == [true, true, true, false, false, false])
        #expect(focus.leftOutDueCount == 0)
    }

    @Test func whenTheLimitBitesDueSessionsComeFirstThenTheMostRecentlyMissed() {
        let schedule = fullDay()
        #expect(
            names(TodayFocus(schedule, limit: 4), in: schedule) == ["P1 08:00", "P0 10:00", "P1 13:00", "P0 14:00"])
        #expect(names(TodayFocus(schedule, limit: 3), in: schedule) == ["P0 10:00", "P1 13:00", "P0 14:00"])
        #expect(names(TodayFocus(schedule, limit: 1), in: schedule) == ["P1 13:00"])
        #expect(TodayFocus(schedule, limit: 0).sessions.isEmpty)
        // What could be done now but didn't fit is counted for the link to the schedule.
        #expect([4, 3, 1, 0].map { TodayFocus(schedule, limit: $0).leftOutDueCount } == [1, 2, 4, 5])
    }

    @Test func doneSessionsAreCountedButNotListedOnAFullDay() {
        let schedule = fullDay(done: [(0, 0), (1, 0), (1, 1)])
        let focus = TodayFocus(schedule)
        #expect(focus.totalCount == 9 && focus.doneCount == 3)
        #expect(names(focus, in: schedule) == ["P0 10:00", "P0 14:00", "P2 15:00", "P2 16:00", "P2 17:00", "P1 19:00"])
        #expect(!focus.sessions.contains { $0.state == .done })
    }

    @Test func aFullDayWithEverythingDoneListsNothingAndStillCountsTheDay() {
        let all = (0..<3).flatMap { plan in (0..<3).map { (plan: plan, slot: $0) } }
        let focus = TodayFocus(fullDay(done: all, at: at(23)))
        #expect(focus.sessions.isEmpty && focus.leftOutDueCount == 0)
        #expect(focus.totalCount == 9 && focus.doneCount == 9 && focus.isShortened)
    }

    @Test func earlyOnAFullDayTheSoonestSessionsAreListedAndPlanOrderBreaksTies() {
        // 20 plans at 08:00, 13:00 and 19:00 (the benchmark's shape), at 07:00: nothing due yet.
        let ids = RehabFixtures.SequentialIDs()
        let plans = (0..<20).map { _ in RehabFixtures.kneePlan(ids: ids) }
        let schedule = DaySchedule(plans: plans, completions: [], now: at(7), timeZone: toronto)
        let focus = TodayFocus(schedule)
        #expect(focus.totalCount == 60 && focus.doneCount == 0)
        #expect(focus.sessions.map(\.planID) == plans.prefix(6).map(\.id))
        #expect(focus.sessions.allSatisfy { $0.slot.time.iso == "08:00" && $0.state == .upcoming })
    }
}
