import Foundation
import PhysioCore
import Testing
import TestSupport

/// Issue 22: a typical morning keeps yesterday's why, challenge, swap and commitment in one tap, and
/// End-of-Day asks about the swap only when the day has one.
@Suite struct MorningFocusSuggestionTests {
    typealias F = HabitFixtures

    func morningCard(_ page: TodayTimeline) -> MorningFocusForm? {
        page.today.sections.first { $0.kind == .morningFocus }?.morningFocus
    }

    func endOfDay(_ page: TodayTimeline) -> EndOfDayForm? {
        page.tonight.sections.first { $0.kind == .endOfDay }?.endOfDay
    }

    @Test func aBlankMorningOffersYesterdaysStepsMarkedAsYesterdays() throws {
        let page = TodayTimeline(
            now: F.instant("2026-11-24", 8, in: F.toronto), timeZone: F.toronto, entries: [F.focusEntry("2026-11-23")],
            checklist: .standard)
        let form = try #require(morningCard(page))
        #expect(form.myWhy.value == "I want energy to play with my kids." && form.myWhy.isSuggested)
        #expect(form.swap.value == "Herbal tea after dinner" && form.swap.isSuggested)
        #expect(form.willDo.value == "have tea at 9" && form.willDo.isSuggested)
        #expect(form.insteadOf.value == "snacking in front of the TV" && form.insteadOf.isSuggested)
        #expect(form.challengeIsSuggested)
        #expect(form.challengeOptions.filter(\.isSelected).map(\.id) == ["late_night_snacking"])
        #expect(form.suggestionMark == "Yesterday’s")
        #expect(form.keepSuggestionLabel == "Keep yesterday’s")
        #expect(form.suggestionNote?.contains("nothing is saved until you do") == true)
    }

    @Test func whatWasTypedTodayStaysAndOnlyEmptyStepsAreOffered() throws {
        let today = DayEntry(date: F.day("2026-11-24"), morningFocus: MorningFocus(swap: "A walk after lunch"))
        let page = TodayTimeline(
            now: F.instant("2026-11-24", 9, in: F.toronto), timeZone: F.toronto, entries: [F.focusEntry("2026-11-23"), today],
            checklist: .standard)
        let form = try #require(morningCard(page))
        #expect(form.swap.value == "A walk after lunch" && !form.swap.isSuggested)
        #expect(form.myWhy.isSuggested)
    }

    @Test func theLastSavedDayIsOfferedWithItsDateWhenYesterdayIsBlank() throws {
        let suggestion = try #require(
            MorningFocusSuggestion.latest(
                before: F.day("2026-11-24"),
                in: [F.focusEntry("2026-11-20"), F.focusEntry("2026-11-21"), F.prepEntry("2026-11-23")]))
        #expect(suggestion.date == F.day("2026-11-21"))
        #expect(suggestion.sourceLabel == "Sat • Nov 21’s")
        let form = MorningFocusForm(focus: MorningFocus(), suggestion: suggestion)
        #expect(form.keepSuggestionLabel == "Keep Sat • Nov 21’s")
    }

    @Test func nothingIsOfferedWithoutAnEarlierFocusOrOnAFullDay() throws {
        #expect(MorningFocusSuggestion.latest(before: F.day("2026-11-24"), in: [F.prepEntry("2026-11-23")]) == nil)
        // A later entry is not a suggestion for an earlier day.
        #expect(MorningFocusSuggestion.latest(before: F.day("2026-11-24"), in: [F.focusEntry("2026-11-25")]) == nil)
        let full = MorningFocusForm(
            focus: F.completeFocus,
            suggestion: MorningFocusSuggestion.latest(before: F.day("2026-11-24"), in: [F.focusEntry("2026-11-23")]))
        #expect(full.suggestionNote == nil && full.keepSuggestionLabel == nil && !full.swap.isSuggested)
        let blank = try #require(
            morningCard(TodayTimeline(now: F.instant("2026-11-24", 8, in: F.toronto), timeZone: F.toronto, entries: [], checklist: .standard)))
        #expect(blank.suggestionNote == nil && blank.myWhy.value.isEmpty && !blank.myWhy.isSuggested)
    }

    @Test func aSuggestionIsShownNotSaved() {
        // The page reads a suggestion; the day's entry stays empty until a save writes it.
        let entries = [F.focusEntry("2026-11-23")]
        let page = TodayTimeline(now: F.instant("2026-11-24", 8, in: F.toronto), timeZone: F.toronto, entries: entries, checklist: .standard)
        #expect(morningCard(page)?.swap.isSuggested == true)
        #expect(!DayEntry(date: F.day("2026-11-24")).morningFocus.isLogged)
        // End-of-Day reads the saved swap only: a suggestion doesn't make it ask.
        #expect(endOfDay(page)?.asksAboutSwap == false)
    }

    @Test func endOfDayAsksAboutTheSwapOnlyWhenOneWasSetInItsWords() throws {
        let noSwap = EndOfDayForm(checkIn: EndOfDayCheckIn(), swap: "")
        #expect(!noSwap.asksAboutSwap)
        #expect(noSwap.feeling.label == "How do I feel about today?")
        #expect(noSwap.gotInTheWay.label == "Did anything get in the way?")

        let page = TodayTimeline(
            now: F.instant("2026-11-23", 20, in: F.toronto), timeZone: F.toronto, entries: [F.focusEntry("2026-11-23")],
            checklist: .standard)
        let withSwap = try #require(endOfDay(page))
        #expect(withSwap.asksAboutSwap)
        #expect(withSwap.swapText == "Herbal tea after dinner")
        #expect(withSwap.followedSwapLabel == "Did I follow my swap:")
        #expect(withSwap.feeling.label == "If yes, how do I feel about it?")

        // An answer given before the swap was cleared stays visible (and editable).
        let answered = EndOfDayForm(checkIn: EndOfDayCheckIn(followedSwap: false), swap: "")
        #expect(answered.asksAboutSwap && answered.followedSwapLabel == "I followed my swap")
    }
}
