import Foundation
import PhysioCore
import PhysioViews
import TestSupport
import Testing

/// The reminders page without reminders, with every kind, and with or without a calendar link.
@Suite struct RemindersViewTests {
    static let zone = HabitFixtures.toronto
    static let chrome = PageChrome(title: "Reminders", csrf: "csrf-1", signedIn: true)

    static func page(_ plan: ReminderPlan, feed: String?) -> String {
        RemindersView(
            RemindersScreen(
                plan: plan, timeZone: zone, feedURL: feed,
                feedCreated: feed.map { _ in HabitFixtures.day("2026-11-20") }),
            chrome: chrome
        ).html.rendered
    }

    @Test func withoutRemindersOrALinkThePageSaysHowToGetThem() {
        let page = Self.page(ReminderPlan(plans: [], habitTimes: nil, timeZone: Self.zone), feed: nil)
        #expect(page.contains("No reminders yet."))
        #expect(page.contains("Times in America/Toronto"))
        #expect(page.contains("<form method=\"post\" action=\"/reminders/calendar\">"))
        #expect(!page.contains("Revoke this link"))
        #expect(page.contains("href=\"/reminders/physiopoint.ics\" download"))
    }

    @Test func everyReminderIsListedWithItsLinkAndTheFeedCanBeSubscribedOrRevoked() throws {
        var plan = RehabFixtures.kneePlan()
        plan.name = "Knee <b>"
        let workoutID = try #require(UUID(uuidString: "8E4C2A9B-0F3D-4C8E-9A1B-2C3D4E5F6A7B"))
        let planID = try #require(UUID(uuidString: "1A2B3C4D-5E6F-4A8B-9C0D-1E2F3A4B5C6D"))
        let workout = WorkoutReminder(
            id: workoutID, title: "Legs & core", day: HabitFixtures.day("2026-11-21"),
            time: TimeOfDay(hour: 8, minute: 0)!,
            planID: planID)
        let page = Self.page(
            ReminderPlan(plans: [plan], workouts: [workout], timeZone: Self.zone),
            feed: "http://127.0.0.1:8080/calendar/abc.ics")
        #expect(!page.contains("No reminders yet."))
        #expect(page.components(separatedBy: "<li class=\"reminder-row\">").count - 1 == 6)
        #expect(page.contains("Morning session: Knee &lt;b&gt;"))
        #expect(
            page.contains("href=\"/planner/1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d/days/2026-11-21\">Legs &amp; core</a>"))
        #expect(page.contains("Sat • Nov 21 · Today’s planned workout."))
        #expect(page.contains("href=\"/today#prep-tonight\""))
        #expect(page.contains("readonly value=\"http://127.0.0.1:8080/calendar/abc.ics\""))
        #expect(page.contains("href=\"webcal://127.0.0.1:8080/calendar/abc.ics\""))
        #expect(page.contains("Created Friday, November 20."))
        #expect(page.contains("action=\"/reminders/calendar/revoke\""))
        #expect(!page.contains("Create a private calendar link"))
    }
}
