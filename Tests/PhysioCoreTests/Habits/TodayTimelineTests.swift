import Foundation
import PhysioCore
import Testing
import TestSupport

@Suite struct TodayTimelineTests {
    typealias F = HabitFixtures

    func timeline(_ iso: String, _ hour: Int, _ minute: Int = 0, in zone: TimeZone = F.toronto,
                  entries: [DayEntry] = []) -> TodayTimeline {
        TodayTimeline(now: F.instant(iso, hour, minute, in: zone), timeZone: zone, entries: entries,
                      checklist: .standard)
    }

    func section(_ timeline: TodayTimeline, _ kind: TimelineSectionKind, in day: TimelineDay) -> HabitCard? {
        day.sections.first { $0.kind == kind }
    }

    @Test func showsSevenPastDaysOldestFirstWithBoldDateLabels() {
        let page = timeline("2024-09-06", 10)
        #expect(page.pastDays.count == 7)
        #expect(page.pastDays.map(\.dateISO).first == "2024-08-30")
        #expect(page.pastDays.map(\.dateISO).last == "2024-09-05")
        #expect(page.pastDays.first?.label == "Fri • Aug 30")
        #expect(page.pastDays.last?.label == "Thu • Sep 5")
        #expect(page.today.label == "Today")
        #expect(page.tonight.label == "Tonight")
        #expect(page.initialAnchor == page.today.anchor)
    }

    @Test func pastDaysAreCollapsedDimmedPrepAndFocusCards() {
        let page = timeline("2024-09-06", 20)
        for day in page.pastDays {
            #expect(day.sections.map(\.kind) == [.lastNightsPrep, .morningFocus])
            #expect(day.sections.allSatisfy { !$0.isExpanded && $0.isDimmed })
            #expect(day.sections.allSatisfy { $0.entryDateISO == day.dateISO })
        }
        #expect(page.pastDays[0].sections.map(\.title) == ["Last Night’s Prep", "Morning Focus"])
    }

    @Test func beforeSixPMMorningFocusIsOpenAndTonightIsClosed() {
        let page = timeline("2026-08-30", 17, 59)
        #expect(page.phase == .day)
        #expect(page.nightPrepLabel == "Last Night’s Prep (for Today)")
        let prep = section(page, .lastNightsPrep, in: page.today)
        let focus = section(page, .morningFocus, in: page.today)
        #expect(prep?.title == "Last Night’s Prep (for Today)")
        #expect(prep?.isExpanded == false && prep?.isDimmed == true)
        #expect(focus?.title == "Morning Focus (Today)")
        #expect(focus?.isExpanded == true && focus?.isDimmed == false)
        #expect(page.tonight.sections.allSatisfy { !$0.isExpanded })
    }

    @Test func fromSixPMCheckInAndPrepTonightOpenAndMorningFocusDims() {
        let page = timeline("2026-08-30", 18, 0)
        #expect(page.phase == .evening)
        #expect(page.nightPrepLabel == "Prep Tonight (for Tomorrow)")
        let focus = section(page, .morningFocus, in: page.today)
        #expect(focus?.isExpanded == false && focus?.isDimmed == true)
        #expect(page.tonight.sections.map(\.title) == ["End-of-Day Check-In", "Prep Tonight (for Tomorrow)"])
        #expect(page.tonight.sections.allSatisfy { $0.isExpanded && !$0.isDimmed })
    }

    @Test func eachCardEditsTheRightEntry() {
        let page = timeline("2026-08-30", 21)
        #expect(section(page, .lastNightsPrep, in: page.today)?.entryDateISO == "2026-08-30")
        #expect(section(page, .morningFocus, in: page.today)?.entryDateISO == "2026-08-30")
        #expect(section(page, .endOfDay, in: page.tonight)?.entryDateISO == "2026-08-30")
        let tonight = section(page, .prepTonight, in: page.tonight)
        #expect(tonight?.entryDateISO == "2026-08-31")
        #expect(tonight?.part == .nightPrep)
        #expect(TodayTimeline.entryDates(for: HabitMoment(at: F.instant("2026-08-30", 21, in: F.toronto), in: F.toronto))
                == F.day("2026-08-23")...F.day("2026-08-31"))
    }

    @Test func tonightsPrepShowsTomorrowsEntryAndTodaysPrepShowsTodays() {
        let today = DayEntry(date: F.day("2026-08-30"), nightPrep: NightPrep(
            checkedItems: [CheckedPrepItem(id: "water-ready", title: "Put water bottle in fridge or by my bed")]))
        let tomorrow = DayEntry(date: F.day("2026-08-31"), nightPrep: NightPrep(other: "Pack lunch"))
        let page = timeline("2026-08-30", 21, entries: [today, tomorrow])
        let last = section(page, .lastNightsPrep, in: page.today)?.nightPrep
        let tonight = section(page, .prepTonight, in: page.tonight)?.nightPrep
        #expect(last?.items.first { $0.id == "water-ready" }?.isChecked == true)
        #expect(last?.other.value == "")
        #expect(tonight?.other.value == "Pack lunch")
        #expect(tonight?.items.allSatisfy { !$0.isChecked } == true)
    }

    @Test func cardsCarryOnlyTheBodyOfTheirPart() {
        let page = timeline("2026-08-30", 9)
        for section in page.allSections {
            let bodies = [section.nightPrep != nil, section.morningFocus != nil, section.endOfDay != nil]
            #expect(bodies.filter { $0 }.count == 1)
            #expect((section.nightPrep != nil) == (section.part == .nightPrep))
        }
        let anchors = page.allSections.map(\.anchor)
        #expect(Set(anchors).count == anchors.count)
    }

    @Test func theTimelineFollowsThePersonToTokyo() {
        // Evening in Toronto on 15 June; after the flight it is morning on 17 June in Tokyo.
        let before = timeline("2026-06-15", 20, in: F.toronto)
        let after = TodayTimeline(now: F.utcInstant("2026-06-17T00:00:00Z"), timeZone: F.tokyo,
                                  entries: [F.focusEntry("2026-06-15")], checklist: .standard)
        #expect(before.todayISO == "2026-06-15" && before.isEvening)
        #expect(after.todayISO == "2026-06-17" && !after.isEvening)
        let monday = after.pastDays.first { $0.dateISO == "2026-06-15" }
        #expect(monday?.label == "Mon • Jun 15")
        #expect(monday?.sections.first { $0.kind == .morningFocus }?.morningFocus?.swap.value == "Herbal tea after dinner")
    }

    @Test func pastDayLabelsSkipNothingAcrossSpringForward() {
        let page = timeline("2026-03-10", 12)
        #expect(page.pastDays.map(\.label) == [
            "Tue • Mar 3", "Wed • Mar 4", "Thu • Mar 5", "Fri • Mar 6", "Sat • Mar 7", "Sun • Mar 8", "Mon • Mar 9",
        ])
    }
}
