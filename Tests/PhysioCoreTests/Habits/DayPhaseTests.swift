import Foundation
import PhysioCore
import Testing
import TestSupport

@Suite struct DayPhaseTests {
    typealias F = HabitFixtures

    @Test(arguments: [F.toronto, F.tokyo, F.auckland, F.utc])
    func eveningStartsAtSixPMOnTheLocalWallClock(zone: TimeZone) {
        #expect(DayPhase(at: F.instant("2026-08-30", 17, 59, in: zone), in: zone) == .day)
        #expect(DayPhase(at: F.instant("2026-08-30", 18, 0, in: zone), in: zone) == .evening)
        #expect(DayPhase(at: F.instant("2026-08-30", 23, 59, in: zone), in: zone) == .evening)
        #expect(DayPhase(at: F.instant("2026-08-30", 0, 0, in: zone), in: zone) == .day)
    }

    @Test func springForwardMovesTheSixPMBoundaryByAnHourInUTC() {
        // 22:00Z is 17:00 the day before the change (EST, UTC-5) but 18:00 on it (EDT, UTC-4).
        #expect(DayPhase(at: F.utcInstant("2026-03-07T22:00:00Z"), in: F.toronto) == .day)
        #expect(DayPhase(at: F.utcInstant("2026-03-08T21:59:00Z"), in: F.toronto) == .day)
        #expect(DayPhase(at: F.utcInstant("2026-03-08T22:00:00Z"), in: F.toronto) == .evening)
    }

    @Test func fallBackMovesTheSixPMBoundaryLaterInUTC() {
        // After falling back Toronto is UTC-5, so 18:00 is 23:00Z; the day before it was 22:00Z.
        #expect(DayPhase(at: F.utcInstant("2026-10-31T22:00:00Z"), in: F.toronto) == .evening)
        #expect(DayPhase(at: F.utcInstant("2026-11-01T22:30:00Z"), in: F.toronto) == .day)
        #expect(DayPhase(at: F.utcInstant("2026-11-01T23:00:00Z"), in: F.toronto) == .evening)
    }

    @Test func theRepeatedHourAtFallBackStaysOnTheSameDay() {
        // 01:30 happens twice in Toronto on 2026-11-01: 05:30Z (EDT) and 06:30Z (EST).
        for text in ["2026-11-01T05:30:00Z", "2026-11-01T06:30:00Z"] {
            let moment = HabitMoment(at: F.utcInstant(text), in: F.toronto)
            #expect(moment.today == F.torontoFallBack)
            #expect(moment.time.iso == "01:30")
            #expect(moment.phase == .day)
        }
    }

    @Test func theSameInstantIsEveningInTokyoAndEarlyMorningInToronto() {
        let instant = F.utcInstant("2026-06-16T09:30:00Z")
        let toronto = HabitMoment(at: instant, in: F.toronto)
        let tokyo = HabitMoment(at: instant, in: F.tokyo)
        #expect(toronto.today == F.day("2026-06-16"))
        #expect(toronto.time.iso == "05:30")
        #expect(toronto.phase == .day)
        #expect(tokyo.today == F.day("2026-06-16"))
        #expect(tokyo.time.iso == "18:30")
        #expect(tokyo.phase == .evening)
    }

    @Test func tonightsPrepBelongsToTomorrowsEntryEvenAcrossAMonthEnd() {
        let moment = HabitMoment(at: F.instant("2026-08-31", 21, in: F.auckland), in: F.auckland)
        #expect(moment.today == F.day("2026-08-31"))
        #expect(moment.tonightsPrepDate == F.day("2026-09-01"))
    }

    @Test func thePhaseNamesWhichNightPrepLeads() {
        #expect(DayPhase.day.nightPrepTitle == "Last Night’s Prep (for Today)")
        #expect(DayPhase.evening.nightPrepTitle == "Prep Tonight (for Tomorrow)")
    }
}
