import Foundation
import PhysioCore
import PhysioViews
import TestSupport
import Testing

/// Issue 12's rough edges on the habit and planner pages, as the views render them.
@Suite struct RoughEdgeViewTests {
    typealias F = HabitFixtures

    static let chrome = HabitViewTests.chrome
    static let today = HabitViewTests.today

    static func timeline() -> TodayTimeline {
        TodayTimeline(
            moment: HabitMoment(at: F.instant(today.iso, 9, in: F.utc), in: F.utc), entries: [], checklist: .standard)
    }

    @Test func theNoticeAndCelebrationShowInTodayNotAboveThePastDays() throws {
        let celebration = AchievementCelebration(
            newlyEarned: [EarnedAchievement(.streak3, earnedOn: Self.today)], settings: .standard)
        let html = TodayView(
            timeline: Self.timeline(), streakLabel: "", ringLabel: "", celebration: celebration,
            notice: "Note saved. Well done for pausing — that is the habit.", chrome: Self.chrome
        ).html.rendered
        let todayStart = try #require(html.range(of: "id=\"\(Self.timeline().today.anchor)\""))
        let notice = try #require(html.range(of: "Note saved."))
        let banner = try #require(html.range(of: "Three days in a row"))
        let firstPastDay = try #require(html.range(of: "timeline-day is-past"))
        #expect(firstPastDay.lowerBound < todayStart.lowerBound)
        #expect(notice.lowerBound > todayStart.lowerBound && banner.lowerBound > todayStart.lowerBound)
        // Findable later: the banner links to every achievement on History.
        #expect(html.contains("<a href=\"/history#achievements\">See all your achievements</a>"))
        #expect(html.matches(of: /data-celebration-slot/).count == 1)
    }

    @Test func aNoteWithoutATriedActionShowsNoEmptyTriedLine() throws {
        let note = try CravingNote.make(
            id: "n2", categoryID: "other", recordedAt: F.instant("2026-08-30", 10, in: F.utc), timeZone: F.utc,
            text: "Restless", chosenActionID: nil, answerID: nil, keepAudio: false)
        let html = CravingNoteRowView(CravingNoteRow(note: note)).html.rendered
        #expect(!html.contains("Tried:") && html.contains("Restless"))
        let tried = try CravingNote.make(
            id: "n3", categoryID: "habit", recordedAt: F.instant("2026-08-30", 10, in: F.utc), timeZone: F.utc,
            text: "", chosenActionID: "gum", answerID: nil, keepAudio: false)
        #expect(CravingNoteRowView(CravingNoteRow(note: tried)).html.rendered.contains("Tried: Chew gum"))
    }

    @Test func theOtherPromptSaysSayOnlyWhenARecorderIsOffered() {
        let coach = MiniCoach.for(.other)
        #expect(coach.notePrompt(offeringVoice: false) == "Write what’s happening.")
        #expect(coach.notePrompt(offeringVoice: true) == "Write (or say) what’s happening.")
        let without = HelpCoachView(
            NeedHelpPage(category: .other, settings: HabitSettings(keepAudio: false)), chrome: Self.chrome
        ).html.rendered
        #expect(without.contains("Write what’s happening.") && !without.contains("or say"))
        let with = HelpCoachView(
            NeedHelpPage(category: .other, settings: HabitSettings(keepAudio: true)), chrome: Self.chrome
        ).html.rendered
        #expect(with.contains("Write (or say) what’s happening.") && with.contains("data-recorder"))
    }

    @Test func moveTheWholeWorkoutOptionsNeverEndInEmptyBrackets() throws {
        let plan = try PlannerViewTests.plan()
        let html = PlannerDayView(
            try PlannerDayScreen(plan: plan, day: TrainingFixtures.start, context: PlannerViewTests.context),
            chrome: PlannerViewTests.chrome
        ).html.rendered
        #expect(html.contains("Move the whole workout to"))
        #expect(!html.contains("()") && !html.contains("( )"))
        // Across into the deload week, the option says what changes.
        #expect(html.contains("(deload week: sets about halved)</option>"))
    }
}
