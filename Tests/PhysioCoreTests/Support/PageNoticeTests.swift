import Foundation
import PhysioCore
import Testing

/// Notices reach a page only as fixed words a redirect names, never as text from the URL.
@Suite struct PageNoticeTests {
    @Test func aKnownNoticeNameGivesItsWordsAndAnythingElseNothing() {
        #expect(Notice.text(forQuery: "times-saved") == "Session times saved.")
        #expect(HabitNotice.text(forQuery: "note-saved") == "Note saved. Well done for pausing — that is the habit.")
        #expect(PlannerNotice.text(forQuery: "workout-deleted") == "Workout deleted; the day is a rest day now.")
        #expect(Notice.text(forQuery: "<script>alert(1)</script>") == nil)
        #expect(HabitNotice.text(forQuery: "created") == nil)  // a planner notice isn't a habit one
        #expect(PlannerNotice.text(forQuery: nil) == nil)
        #expect(CoachNotice.text(forQuery: "cleared") == "The conversation was cleared.")
        #expect(ReminderNotice.text(forQuery: "feed-revoked")?.hasPrefix("The calendar link was revoked.") == true)
    }

    @Test func aNoticeRedirectCarriesItsNameTheCelebrationAndTheFragment() {
        #expect(
            HabitNotice.saved.on(AppPath.today.path, celebrate: ["streak-7", "first-week"], fragment: "tonight")
                == "/today?notice=saved&celebrate=streak-7%2Cfirst-week#tonight")
        #expect(HabitNotice.itemAdded.on(AppPath.prepItems.path) == "/today/prep-items?notice=item-added")
        #expect(PlannerNotice.moved.on(AppPath.planner.path, fragment: "week-2") == "/planner?notice=moved#week-2")
    }
}
