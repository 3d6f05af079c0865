import Foundation
import PhysioCore
import TestSupport
import Testing

/// The line a helper's home shows for someone they help: today's sessions, yesterday's missed ones,
/// and when they last did one, in words.
@Suite struct HelpedPersonLineTests {
    let zone = RehabFixtures.toronto
    let mum = Person(id: UUID(), name: "Mum", isOwner: false, createdAt: Date(timeIntervalSince1970: 1_700_000_000))

    func line(doneToday: Bool, doneYesterday: [Int], lastDone: Date?) -> HelpedPersonLine {
        let plan = RehabFixtures.kneePlan(createdAt: RehabFixtures.at(2026, 11, 20, 9, in: zone))
        let today = LocalDate(year: 2026, month: 11, day: 23)!, yesterday = today.adding(days: -1)
        var completions = doneYesterday.map {
            SlotCompletion(slotID: plan.slots[$0].id, day: yesterday, completedAt: RehabFixtures.at(2026, 11, 22, 9, in: zone))
        }
        if doneToday {
            completions.append(
                SlotCompletion(slotID: plan.slots[0].id, day: today, completedAt: RehabFixtures.at(2026, 11, 23, 8, 30, in: zone)))
        }
        return HelpedPersonLine(
            person: mum,
            today: DaySchedule(plans: [plan], completions: completions, now: RehabFixtures.at(2026, 11, 23, 10, in: zone), timeZone: zone),
            yesterday: DaySchedule(
                plans: [plan], completions: completions, now: RehabFixtures.at(2026, 11, 22, 23, 59, in: zone), timeZone: zone),
            lastDone: lastDone, schedulePath: AppPath.schedule.path)
    }

    @Test func sessionsTodayAndTheLastOneDoneToday() {
        let line = line(doneToday: true, doneYesterday: [0, 1, 2], lastDone: RehabFixtures.at(2026, 11, 23, 8, 30, in: zone))
        #expect(line.summary == "1 of 3 sessions today; last done at 8:30 AM")
        #expect(!line.needsAttention)
    }

    @Test func missedSessionsYesterdayAreANudgeAndAnEarlierDayIsNamed() {
        let missed = line(doneToday: false, doneYesterday: [0], lastDone: RehabFixtures.at(2026, 11, 22, 9, in: zone))
        #expect(missed.summary == "0 of 3 sessions today; missed yesterday afternoon and evening; last done yesterday at 9:00 AM")
        #expect(missed.needsAttention)
        let earlier = line(doneToday: false, doneYesterday: [0, 1, 2], lastDone: RehabFixtures.at(2026, 11, 20, 19, 5, in: zone))
        #expect(earlier.summary == "0 of 3 sessions today; last done Fri, Nov 20 at 7:05 PM")
        let never = line(doneToday: false, doneYesterday: [0, 1, 2], lastDone: nil)
        #expect(never.summary == "0 of 3 sessions today; none done yet")
    }
}
