import Foundation
import PhysioCore
import Testing
import TestSupport

@Suite struct DayEntryValidationTests {
    @Test func morningFocusTrimsTextAndReadsTheChallengeID() throws {
        let focus = try MorningFocus.make(
            myWhy: "  I want energy\r\nfor my kids  ", challengeID: "sugary_drinks", challengeOther: "",
            swap: "Sparkling\nwater", willDo: " walk ", insteadOf: "soda")
        #expect(focus.myWhy == "I want energy\nfor my kids")
        #expect(focus.challenge == .sugaryDrinks)
        #expect(focus.swap == "Sparkling water") // one-line field folds the pasted line break
        #expect(focus.willDo == "walk")
        #expect(focus.isComplete)
    }

    @Test func anUnknownChallengeIsRefusedByName() {
        #expect(throws: DayEntry.ValidationError.unknownChallenge(id: "donuts")) {
            try MorningFocus.make(myWhy: "", challengeID: "donuts", challengeOther: "", swap: "", willDo: "", insteadOf: "")
        }
        let message = DayEntry.ValidationError.unknownChallenge(id: "donuts").errorDescription ?? ""
        #expect(message.contains("donuts") && message.contains("Other"))
    }

    @Test func anEmptyChallengeMeansNonePickedYet() throws {
        let focus = try MorningFocus.make(myWhy: "x", challengeID: "", challengeOther: "", swap: "", willDo: "", insteadOf: "")
        #expect(focus.challenge == nil)
        #expect(focus.isLogged && !focus.isComplete)
    }

    @Test func textAtTheLimitPassesAndOneMoreCharacterFails() throws {
        let limit = HabitTextField.myWhy.maxLength
        _ = try MorningFocus.make(myWhy: String(repeating: "é", count: limit), challengeID: nil, challengeOther: "",
                                  swap: "", willDo: "", insteadOf: "")
        #expect(throws: DayEntry.ValidationError.textTooLong(field: "My why", limit: limit)) {
            try MorningFocus.make(myWhy: String(repeating: "é", count: limit + 1), challengeID: nil, challengeOther: "",
                                  swap: "", willDo: "", insteadOf: "")
        }
        #expect(DayEntry.ValidationError.textTooLong(field: "My why", limit: limit).errorDescription?.contains("\(limit)") == true)
    }

    @Test func controlCharactersAreRefused() {
        #expect(throws: DayEntry.ValidationError.unsupportedCharacters(field: "My swap")) {
            try MorningFocus.make(myWhy: "", challengeID: nil, challengeOther: "", swap: "tea\u{0007}", willDo: "", insteadOf: "")
        }
    }

    @Test func otherChallengeNeedsItsDescriptionToBeComplete() {
        var focus = HabitFixtures.completeFocus
        focus.challenge = .other
        #expect(!focus.isComplete)
        #expect(focus.challengeLabel == "Other")
        focus.challengeOther = "Office cake"
        #expect(focus.isComplete)
        #expect(focus.challengeLabel == "Office cake")
    }

    @Test func endOfDayReadsYesNoAndEmpty() throws {
        #expect(try EndOfDayCheckIn.parseFollowedSwap("yes") == true)
        #expect(try EndOfDayCheckIn.parseFollowedSwap(" No ") == false)
        #expect(try EndOfDayCheckIn.parseFollowedSwap("") == nil)
        #expect(try EndOfDayCheckIn.parseFollowedSwap(nil) == nil)
        #expect(throws: DayEntry.ValidationError.invalidFollowedSwapAnswer("maybe")) {
            try EndOfDayCheckIn.parseFollowedSwap("maybe")
        }
    }

    @Test func endOfDayKeepsBothTextsWhateverTheAnswer() throws {
        let checkIn = try EndOfDayCheckIn.make(followedSwap: false, feeling: "proud-ish", gotInTheWay: "late meeting")
        #expect(checkIn.feeling == "proud-ish" && checkIn.gotInTheWay == "late meeting")
        #expect(checkIn.isLogged)
        #expect(!EndOfDayCheckIn().isLogged)
        #expect(throws: DayEntry.ValidationError.textTooLong(field: "What got in the way", limit: 500)) {
            try EndOfDayCheckIn.make(followedSwap: nil, feeling: "", gotInTheWay: String(repeating: "a", count: 501))
        }
    }

    @Test func nightPrepAcceptsOnlyItemsFromTheChecklistInChecklistOrder() throws {
        let prep = try NightPrep.make(checkedItemIDs: ["breakfast-ready", "water-ready", "water-ready"], other: " tea ",
                                      checklist: .standard)
        #expect(prep.checkedItems.map(\.id) == ["water-ready", "breakfast-ready"])
        #expect(prep.checkedItems.first?.title == "Put water bottle in fridge or by my bed")
        #expect(prep.other == "tea")
        #expect(throws: DayEntry.ValidationError.unknownPrepItem(id: "custom-9")) {
            try NightPrep.make(checkedItemIDs: ["custom-9"], other: "", checklist: .standard)
        }
    }

    @Test func resavingAnOldEntryKeepsAnItemRemovedSince() throws {
        var checklist = NightPrepChecklist.standard
        let gym = try checklist.add(title: "Pack gym bag")
        let old = try NightPrep.make(checkedItemIDs: [gym.id], other: "", checklist: checklist)
        try checklist.remove(id: gym.id)
        let resaved = try NightPrep.make(checkedItemIDs: [gym.id, "sticky-notes"], other: "", checklist: checklist,
                                         previous: old)
        #expect(resaved.checkedItems.map(\.title) == ["Put sticky notes where I usually grab the less-healthy choice", "Pack gym bag"])
        let form = NightPrepForm(prep: resaved, checklist: checklist)
        #expect(form.items.last?.title == "Pack gym bag" && form.items.last?.isChecked == true)
    }

    @Test func anEntryWithNothingLoggedIsEmpty() {
        #expect(DayEntry(date: HabitFixtures.day("2026-08-30")).isEmpty)
        #expect(!HabitFixtures.prepEntry("2026-08-30").isEmpty)
        #expect(!HabitFixtures.partialFocusEntry("2026-08-30").isEmpty)
    }

    @Test func formsCarryTheWorksheetWordingAndLimits() {
        let form = MorningFocusForm(focus: HabitFixtures.completeFocus)
        #expect(form.whyStep == "Step 1 – My Why (2 minutes)")
        #expect(form.whyHelp.examples.count >= 2)
        #expect(form.commitHint == "Today I will … instead of …")
        #expect(form.challengeOptions.filter(\.isSelected).map(\.id) == ["late_night_snacking"])
        #expect(form.challengeOptions.map(\.label).contains("Eating on the go / fast food"))
        #expect(!form.showsChallengeOther)
        #expect(form.myWhy.maxLength == HabitTextField.myWhy.maxLength && form.myWhy.isMultiline)
        let checkIn = EndOfDayForm(checkIn: EndOfDayCheckIn(followedSwap: true))
        #expect(checkIn.followedSwapOptions.map(\.isSelected) == [true, false])
        #expect(checkIn.feeling.label == "If yes, how do I feel about it?")
        #expect(checkIn.gotInTheWay.label == "If no, what got in the way?")
    }

    @Test func whyHelpOffersExamplesAndAPrompt() {
        let help = WhyHelp.standard
        #expect(help.examples.contains("I want energy to play with my kids."))
        #expect(help.prompt.contains("not just weight numbers"))
        #expect(!help.prompts.isEmpty)
    }
}
