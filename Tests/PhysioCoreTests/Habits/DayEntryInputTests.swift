import Foundation
import PhysioCore
import Testing
import TestSupport

@Suite struct DayEntryInputTests {
    typealias F = HabitFixtures

    @Test func inputsReplaceOnlyTheirOwnPart() throws {
        let start = F.focusEntry("2026-08-30")
        let prepped = try NightPrepInput(items: ["water-ready"], other: "tea").applied(to: start, checklist: .standard)
        #expect(prepped.morningFocus == start.morningFocus)
        #expect(prepped.nightPrep.checkedItems.map(\.id) == ["water-ready"])
        let checked = try EndOfDayInput(followedSwap: "yes", feeling: "good").applied(to: prepped)
        #expect(checked.endOfDay.followedSwap == true && checked.nightPrep == prepped.nightPrep)
        let refocused = try MorningFocusInput(myWhy: "Energy", challenge: "other", challengeOther: "Office cake")
            .applied(to: checked)
        #expect(refocused.morningFocus.challengeLabel == "Office cake")
        #expect(refocused.endOfDay == checked.endOfDay)
    }

    @Test func missingFieldsMeanEmptyAndBadOnesAreRefused() throws {
        let entry = DayEntry(date: F.day("2026-08-30"))
        #expect(try NightPrepInput().applied(to: F.prepEntry("2026-08-30"), checklist: .standard).nightPrep.isLogged == false)
        #expect(throws: DayEntry.ValidationError.unknownChallenge(id: "pizza")) {
            try MorningFocusInput(challenge: "pizza").applied(to: entry)
        }
        #expect(throws: DayEntry.ValidationError.invalidFollowedSwapAnswer("sometimes")) {
            try EndOfDayInput(followedSwap: "sometimes").applied(to: entry)
        }
    }

    @Test func inputFieldNamesMatchTheFormModels() throws {
        // The page names its inputs from the form models; the server decodes them into the inputs.
        let morning = MorningFocusForm(focus: MorningFocus())
        let morningNames = [morning.myWhy.name, morning.challengeFieldName, morning.challengeOther.name,
                            morning.swap.name, morning.willDo.name, morning.insteadOf.name]
        let morningInput = Dictionary(uniqueKeysWithValues: morningNames.map { ($0, "x") })
        let decoded = try JSONDecoder().decode(MorningFocusInput.self, from: JSONEncoder().encode(morningInput))
        #expect(decoded == MorningFocusInput(myWhy: "x", challenge: "x", challengeOther: "x", swap: "x", willDo: "x", insteadOf: "x"))

        let evening = EndOfDayForm(checkIn: EndOfDayCheckIn())
        let eveningInput = [evening.followedSwapFieldName: "no", evening.feeling.name: "a", evening.gotInTheWay.name: "b"]
        #expect(try JSONDecoder().decode(EndOfDayInput.self, from: JSONEncoder().encode(eveningInput))
                == EndOfDayInput(followedSwap: "no", feeling: "a", gotInTheWay: "b"))

        let prep = NightPrepForm(prep: NightPrep(), checklist: .standard)
        let prepJSON = #"{"\#(prep.itemsFieldName)": ["sticky-notes"], "\#(prep.other.name)": "o"}"#
        #expect(try JSONDecoder().decode(NightPrepInput.self, from: Data(prepJSON.utf8))
                == NightPrepInput(items: ["sticky-notes"], other: "o"))
    }
}
