import Foundation
import PhysioCore
import TestSupport
import Testing

@Suite struct TimeValueTests {
    @Test(arguments: ["8:00", "08:00", " 23:59 "])
    func validTimesParse(_ text: String) {
        #expect(TimeOfDay(parsing: text) != nil)
    }

    @Test(arguments: ["", "24:00", "12:60", "8", "8:0", "aa:bb", "-1:00", "12:00:00", "１２:００"])
    func invalidTimesAreRefused(_ text: String) {
        #expect(TimeOfDay(parsing: text) == nil)
    }

    @Test func timesReadInTwelveHourForm() {
        #expect(TimeOfDay(hour: 0, minute: 5)?.label == "12:05 AM")
        #expect(TimeOfDay(hour: 12, minute: 0)?.label == "12:00 PM")
        #expect(TimeOfDay(hour: 19, minute: 30)?.label == "7:30 PM")
        #expect(TimeOfDay(hour: 7, minute: 5)?.iso == "07:05")
    }

    @Test func localDatesParseOnlyRealDays() {
        #expect(LocalDate(iso: "2028-02-29") != nil)
        #expect(LocalDate(iso: "2026-02-29") == nil)
        #expect(LocalDate(iso: "2026-1-01") == nil)
        #expect(LocalDate(iso: "2026-12-31")?.adding(days: 1).iso == "2027-01-01")
        #expect(LocalDate(iso: "2026-03-01")!.days(until: LocalDate(iso: "2026-03-31")!) == 30)
    }

    @Test func theSameInstantIsADifferentDayInDifferentZones() {
        let instant = RehabFixtures.at(2026, 11, 22, 20, in: RehabFixtures.toronto)  // 01:00 UTC on the 23rd
        #expect(LocalDate(instant, in: RehabFixtures.toronto).iso == "2026-11-22")
        #expect(LocalDate(instant, in: RehabFixtures.utc).iso == "2026-11-23")
        #expect(LocalDate(instant, in: RehabFixtures.auckland).iso == "2026-11-23")
    }

    @Test func aTimeInTheSpringForwardGapMovesToTheNextValidInstant() {
        let day = LocalDate(iso: "2026-03-08")!  // Toronto springs forward at 02:00
        let date = day.date(hour: 2, minute: 30, in: RehabFixtures.toronto)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = RehabFixtures.toronto
        #expect(calendar.component(.hour, from: date) == 3)
        #expect(LocalDate(date, in: RehabFixtures.toronto) == day)
    }
}
