import Foundation
import PhysioCore
import Testing
import TestSupport

@Suite struct ICalendarTests {
    typealias F = TrainingFixtures
    let stamp = Date(timeIntervalSince1970: 1_772_454_600)  // 2026-03-02T12:30:00Z

    @Test func linesEndInCRLFAndNoLineIsLongerThan75Octets() {
        let long = String(repeating: "Squat deep, brace hard; breathe — ", count: 8)
        let text = ICalendar.document(
            events: [ICalendarEvent(uid: "a@x", timing: .allDay(F.start), summary: "Leg Day", description: long)],
            calendarName: "Block", stamp: stamp)
        #expect(text.hasSuffix("END:VCALENDAR\r\n"))
        let lines = text.components(separatedBy: "\r\n").dropLast()
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        #expect(lines.allSatisfy { $0.utf8.count <= 75 })
        #expect(lines.contains { $0.hasPrefix(" ") })
        // Unfolding restores the escaped value exactly.
        let unfolded = text.replacingOccurrences(of: "\r\n ", with: "")
        #expect(unfolded.contains("DESCRIPTION:" + ICalendar.escape(long) + "\r\n"))
    }

    @Test func foldingNeverSplitsAMultiByteCharacter() {
        let line = "SUMMARY:" + String(repeating: "é", count: 60)
        let folded = ICalendar.fold(line)
        for part in folded.components(separatedBy: "\r\n") {
            #expect(part.utf8.count <= 75)
            #expect(String(decoding: Array(part.utf8), as: UTF8.self) == part)
        }
        #expect(folded.replacingOccurrences(of: "\r\n ", with: "") == line)
    }

    @Test func textIsEscaped() {
        #expect(ICalendar.escape(#"a,b;c\d"#) == #"a\,b\;c\\d"#)
        #expect(ICalendar.escape("one\ntwo\r\nthree") == #"one\ntwo\nthree"#)
    }

    @Test func eventsCarryStampAllDayDatesAndAlarms() {
        let text = ICalendar.document(
            events: [
                ICalendarEvent(uid: "a@x", timing: .allDay(F.day(2026, 12, 31)), summary: "NYE"),
                ICalendarEvent(uid: "b@x", timing: .timed(start: stamp, durationMinutes: 45), summary: "Rehab", alarmMinutesBefore: 10),
            ],
            calendarName: "Test", stamp: stamp)
        #expect(text.contains("DTSTAMP:20260302T123000Z\r\n"))
        #expect(text.contains("DTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101\r\n"))
        #expect(text.contains("DTSTART:20260302T123000Z\r\nDURATION:PT45M\r\n"))
        #expect(text.contains("BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Rehab\r\nTRIGGER:-PT10M\r\nEND:VALARM\r\n"))
    }

    @Test func aPlanExportsOneEventPerWorkoutWithStableUIDs() throws {
        var plan = F.twoWeekPlan()
        let before = plan.iCalendar(stamp: stamp)
        #expect(before.components(separatedBy: "BEGIN:VEVENT").count - 1 == 3)
        #expect(before.contains("UID:workout-00000000-0000-0000-0000-00000000000a@physiopoint\r\n"))
        try plan.moveExercise(F.pressID, to: F.start.adding(days: 2), newWorkoutID: { UUID() })
        try plan.markWorkoutDone(F.legsID, at: stamp)
        let after = plan.iCalendar(stamp: stamp)
        let uids = { (text: String) in text.components(separatedBy: "\r\n").filter { $0.hasPrefix("UID:") } }
        #expect(uids(after) == uids(before))
        #expect(after.contains("SUMMARY:Leg Day (done)\r\n"))
    }
}
