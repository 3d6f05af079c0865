import Foundation
import PhysioCore
import TestSupport
import Testing

@Suite struct ReminderPlanTests {
    let zone = HabitFixtures.toronto
    let plan = RehabFixtures.kneePlan()

    @Test func everyPartHasItsRemindersInTimeOrder() {
        let times = ReminderTimes(nightPrep: TimeOfDay(hour: 21, minute: 0)!, morningFocus: TimeOfDay(hour: 8, minute: 0)!,
                                  midday: TimeOfDay(hour: 12, minute: 30)!)
        let workout = WorkoutReminder(id: UUID(), title: "Upper body A", day: HabitFixtures.day("2026-11-21"),
                                      time: TimeOfDay(hour: 18, minute: 0)!, planID: UUID())
        let reminders = ReminderPlan(plans: [plan], habitTimes: times, workouts: [workout], timeZone: zone).reminders
        #expect(reminders.map(\.time.iso) == ["08:00", "08:00", "12:30", "13:00", "18:00", "19:00", "21:00"])
        #expect(reminders.map(\.kind) == [.rehabSession, .morningFocus, .needHelp, .rehabSession, .workout, .rehabSession, .nightPrep])
        let paths = Dictionary(uniqueKeysWithValues: reminders.map { ($0.kind, $0.path.value) }.filter { $0.0 != .rehabSession })
        #expect(paths[.nightPrep] == "/today#prep-tonight")
        #expect(paths[.morningFocus] == "/today#review-prep")
        #expect(paths[.needHelp] == "/today?help=1")
        let session = reminders[0]
        #expect(session.path.value == "/plans/\(plan.id.uuidString.lowercased())/sessions/\(plan.slots[0].id.uuidString.lowercased())")
        #expect(session.title == "Morning session: \(plan.name)")
        #expect(session.id == "rehab-\(plan.slots[0].id.uuidString.lowercased())")
    }

    @Test func aWorkoutReminderIsKeyedOnceByItsLowerCaseIDAndLeadsToItsDay() throws {
        let workoutID = try #require(UUID(uuidString: "8E4C2A9B-0F3D-4C8E-9A1B-2C3D4E5F6A7B"))
        let planID = try #require(UUID(uuidString: "1A2B3C4D-5E6F-4A8B-9C0D-1E2F3A4B5C6D"))
        let workout = WorkoutReminder(id: workoutID, title: "Legs", day: HabitFixtures.day("2026-11-21"),
                                      time: TimeOfDay(hour: 8, minute: 0)!, planID: planID)
        let plan = ReminderPlan(plans: [], habitTimes: nil, workouts: [workout], timeZone: zone)
        let reminder = try #require(plan.reminders.first)
        #expect(reminder.id == "workout-8e4c2a9b-0f3d-4c8e-9a1b-2c3d4e5f6a7b")
        #expect(reminder.path.value == "/planner/1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d/days/2026-11-21")
        let occurrence = try #require(plan.occurrences(on: HabitFixtures.day("2026-11-21"), in: zone).first)
        #expect(occurrence.key == "workout-8e4c2a9b-0f3d-4c8e-9a1b-2c3d4e5f6a7b@2026-11-21")
        let document = ReminderCalendar.document(
            plan: plan, timeZone: zone, baseURL: "http://127.0.0.1:8080", stamp: Date(timeIntervalSince1970: 1_790_000_000),
            anchor: HabitFixtures.day("2026-11-20"))
        #expect(document.contains("UID:workout-8e4c2a9b-0f3d-4c8e-9a1b-2c3d4e5f6a7b@physiopoint\r\n"))
        #expect(!document.contains("workout-workout"))
    }

    @Test func theMiddayNudgeIsOffByDefault() {
        let kinds = ReminderPlan(plans: [], timeZone: zone).reminders.map(\.kind)
        #expect(kinds == [.morningFocus, .nightPrep])
    }

    @Test func dueRemindersAreTheRecentOnesNotYetDone() {
        let reminders = ReminderPlan(plans: [plan], timeZone: zone)
        let at1310 = HabitFixtures.instant("2026-11-20", 13, 10, in: zone)
        #expect(reminders.due(now: at1310, timeZone: zone).map(\.reminder.time.iso) == ["13:00"])
        let doneKey = "rehab-\(plan.slots[1].id.uuidString.lowercased())@2026-11-20"
        #expect(reminders.due(now: at1310, timeZone: zone, done: [doneKey]).isEmpty)
        // An hour later it is no longer news.
        #expect(reminders.due(now: HabitFixtures.instant("2026-11-20", 13, 59, in: zone), timeZone: zone).count == 1)
        #expect(reminders.due(now: HabitFixtures.instant("2026-11-20", 14, 0, in: zone), timeZone: zone).isEmpty)
        #expect(reminders.next(after: at1310, timeZone: zone)?.reminder.time.iso == "19:00")
    }

    @Test func aLateEveningReminderIsStillDueJustAfterMidnight() {
        let times = ReminderTimes(nightPrep: TimeOfDay(hour: 23, minute: 50)!, morningFocus: TimeOfDay(hour: 8, minute: 0)!)
        let reminders = ReminderPlan(plans: [], habitTimes: times, timeZone: zone)
        let due = reminders.due(now: HabitFixtures.instant("2026-11-21", 0, 5, in: zone), timeZone: zone)
        #expect(due.map(\.key) == ["night-prep@2026-11-20"])
    }

    @Test func wallClockTimesHoldAcrossDaylightSavingChanges() {
        let reminders = ReminderPlan(plans: [], timeZone: zone)
        func nightPrep(_ iso: String) -> Date? {
            reminders.occurrences(on: HabitFixtures.day(iso), in: zone).first { $0.reminder.kind == .nightPrep }?.at
        }
        // 21:00 EST is 02:00Z; 21:00 EDT is 01:00Z.
        #expect(nightPrep("2026-03-07") == HabitFixtures.utcInstant("2026-03-08T02:00:00Z"))
        #expect(nightPrep("2026-03-08") == HabitFixtures.utcInstant("2026-03-09T01:00:00Z"))
        #expect(nightPrep("2026-11-01") == HabitFixtures.utcInstant("2026-11-02T02:00:00Z"))
    }

    @Test func aSessionInsideTheSpringGapMovesForwardLikeCalendarsDo() {
        let early = RehabFixtures.kneePlan(times: ["02:30"], createdAt: HabitFixtures.utcInstant("2026-01-01T12:00:00Z"))
        let occurrence = ReminderPlan(plans: [early], habitTimes: nil, timeZone: zone)
            .occurrences(on: HabitFixtures.torontoSpringForward, in: zone).first
        #expect(occurrence?.at == HabitFixtures.utcInstant("2026-03-08T07:30:00Z"))  // 03:30 EDT
    }

    @Test func sessionsStartOnTheDayThePlanWasMade() {
        let made = RehabFixtures.kneePlan(createdAt: HabitFixtures.instant("2026-11-20", 10, 0, in: zone))
        let reminders = ReminderPlan(plans: [made], habitTimes: nil, timeZone: zone)
        #expect(reminders.occurrences(on: HabitFixtures.day("2026-11-19"), in: zone).isEmpty)
        #expect(reminders.occurrences(on: HabitFixtures.day("2026-11-20"), in: zone).count == 3)
    }
}

@Suite struct ReminderCalendarTests {
    let zone = HabitFixtures.toronto
    let stamp = HabitFixtures.utcInstant("2026-11-20T15:00:00Z")

    func document(_ plans: [RehabPlan] = [RehabFixtures.kneePlan()], zone: TimeZone? = nil) -> String {
        let zone = zone ?? self.zone
        return ReminderCalendar.document(
            plan: ReminderPlan(plans: plans, timeZone: zone), timeZone: zone, baseURL: "http://192.168.1.5:8080",
            stamp: stamp, anchor: HabitFixtures.day("2026-11-20"))
    }

    @Test func eventsRecurDailyAtTheirWallClockTimeWithAnAlarmAndALink() {
        let text = document()
        #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"))
        #expect(text.hasSuffix("END:VCALENDAR\r\n"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        #expect(text.components(separatedBy: "BEGIN:VEVENT").count - 1 == 5)
        #expect(text.components(separatedBy: "RRULE:FREQ=DAILY").count - 1 == 5)
        #expect(text.components(separatedBy: "TRIGGER:PT0M").count - 1 == 5)
        #expect(text.contains("UID:night-prep@physiopoint\r\n"))
        #expect(text.contains("DTSTART;TZID=America/Toronto:20261120T210000\r\n"))
        #expect(text.contains("URL:http://192.168.1.5:8080/today#prep-tonight\r\n"))
        #expect(text.contains("SUMMARY:Prep Tonight (for Tomorrow)\r\n"))
        #expect(text.contains("DTSTAMP:20261120T150000Z\r\n"))
    }

    @Test func theTimeZoneIsDescribedWithItsDaylightSavingChanges() {
        let text = document()
        #expect(text.contains("BEGIN:VTIMEZONE\r\nTZID:America/Toronto\r\n"))
        #expect(text.contains("BEGIN:DAYLIGHT\r\nDTSTART:20260308T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400\r\n"))
        #expect(text.contains("BEGIN:STANDARD\r\nDTSTART:20261101T020000\r\nTZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500\r\n"))
        let tokyo = document([], zone: HabitFixtures.tokyo)
        #expect(tokyo.contains("TZID:Asia/Tokyo\r\nX-LIC-LOCATION:Asia/Tokyo\r\nBEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:+0900\r\nTZOFFSETTO:+0900\r\n"))
        #expect(!tokyo.contains("BEGIN:DAYLIGHT"))
    }

    @Test func uidsStayTheSameFromOneRefreshToTheNext() {
        let first = document().split(separator: "\r\n").filter { $0.hasPrefix("UID:") }
        let later = ReminderCalendar.document(
            plan: ReminderPlan(plans: [RehabFixtures.kneePlan()], timeZone: zone), timeZone: zone, baseURL: "http://other:1",
            stamp: stamp.addingTimeInterval(86_400), anchor: HabitFixtures.day("2026-11-20"))
            .split(separator: "\r\n").filter { $0.hasPrefix("UID:") }
        #expect(first == later && Set(first).count == 5)
    }

    @Test func textIsEscapedAndLongLinesFolded() {
        #expect(ICalendar.escape("a;b,c\\d\ne") == "a\\;b\\,c\\\\d\\ne")
        let long = "DESCRIPTION:" + String(repeating: "é", count: 60)
        let folded = ICalendar.fold(long)
        let lines = folded.components(separatedBy: "\r\n")
        #expect(lines.count == 2 && lines.allSatisfy { $0.utf8.count <= 75 } && lines[1].hasPrefix(" "))
        #expect(lines[0] + lines[1].dropFirst() == long)
    }
}
