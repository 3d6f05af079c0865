import Foundation
import PhysioCore
import Testing
import TestSupport

/// The store and the export file keep these values as JSON; ids and raw values must stay stable.
@Suite struct HabitCodableTests {
    typealias F = HabitFixtures

    func roundTrip<T: Codable & Equatable>(_ value: T) throws -> T {
        try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
    }

    @Test func entriesNotesPausesChecklistsAndLedgersRoundTrip() throws {
        let entry = DayEntry(
            date: F.day("2026-03-08"), nightPrep: NightPrep(checkedItems: [CheckedPrepItem(id: "water-ready", title: "W")], other: "tea"),
            morningFocus: F.completeFocus, endOfDay: EndOfDayCheckIn(followedSwap: false, gotInTheWay: "party"))
        #expect(try roundTrip(entry) == entry)
        let note = F.cravingNote(at: F.utcInstant("2026-03-08T07:30:00Z"), in: F.toronto)
        #expect(try roundTrip(note) == note)
        #expect(try roundTrip(PauseDay(date: F.day("2026-11-01"), reason: .travel)).reason == .travel)
        var checklist = NightPrepChecklist.standard
        try checklist.add(title: "Pack lunch")
        try checklist.hide(id: "sticky-notes")
        #expect(try roundTrip(checklist) == checklist)
        var ledger = AchievementLedger(earned: [EarnedAchievement(.streak3, earnedOn: F.day("2026-08-03"))])
        ledger.reset(on: F.day("2026-09-01"))
        #expect(try roundTrip(ledger) == ledger)
    }

    @Test func storedIDsAreStable() throws {
        #expect(Challenge.allCases.map(\.rawValue)
                == ["skipping_meals", "late_night_snacking", "sugary_drinks", "on_the_go", "emotional_eating", "other"])
        #expect(CravingCategory.allCases.map(\.rawValue) == ["stress", "habit", "physical", "other"])
        #expect(HabitAchievement.allCases.map(\.rawValue)
                == ["streak-3", "streak-7", "streak-14", "streak-30", "first-morning-focus-week"])
        let json = String(decoding: try JSONEncoder().encode(F.completeFocus), as: UTF8.self)
        #expect(json.contains(#""challenge":"late_night_snacking""#))
        #expect(DayEntry(date: F.day("2026-08-30")).id == F.day("2026-08-30"))
    }
}
