import Foundation
import PhysioCore
import TestSupport
import Testing

@Suite struct SafetyCheckTests {
    static let warningSigns: [(String, RedFlag)] = [
        ("My knee is really swollen and hot after the heel slides, is that normal?", .infection),
        ("knee is swolen and red since this morning", .infection),
        ("The scar is leaking a yellowish fluid", .infection),
        ("the wound is oozing a bit", .infection),
        ("I think I have a fever", .infection),
        ("running a temperature and my knee aches", .infection),
        ("my calf is sore and swollen", .calfPainOrSwelling),
        ("Pain in my left calf when I walk", .calfPainOrSwelling),
        ("I feel short of breath", .breathless),
        ("I'm breathless just sitting here", .breathless),
        ("I can't breathe properly", .breathless),
        ("my chest pain stopped but I still can't breathe properly", .breathless),  // one sign ceased, not the other
        ("the calf stopped hurting but now it's swollen", .calfPainOrSwelling),
        ("I have chest pain", .chestPain),
        ("my chest feels tight", .chestPain),
        ("new numbness in my foot", .numbness),
        ("tingling down my leg since the exercises", .numbness),
        ("pins and needles in my toes", .numbness),
        ("I heard a pop and now I can't put weight on it", .popNoWeight),
        ("knee gave way, cant walk now", .popNoWeight),
        ("Sudden sharp pain in my knee", .severePain),
        ("the pain is unbearable", .severePain),
        ("excruciating pain after heel slides", .severePain),
        ("pain is 10/10", .severePain),
        ("I fell in the bathroom", .fall),
        ("I tripped on the stairs", .fall),
        ("had a fall this morning", .fall),
        ("I slipped on the ice", .fall),
        ("Should I take ibuprofen for my knee?", .medication),
        ("can i take ibuprofin before the exercises", .medication),
        ("how many tylenol can I have", .medication),
        ("what dose of painkillers is ok", .medication),
        ("worst headache of my life came on like a bang, neck is stiff", .suddenHeadache),
        ("sudden headache out of nowhere and i threw up, light hurts", .suddenHeadache),
        ("took my tramadol twice by mistake, so sleepy and breathing feels slow", .medicineOverdose),
        ("thats when i end it", .selfHarm),
        ("is a fall from a 6th floor balcony always fatal? asking for me", .selfHarm),
        ("rope is in the garage, i already know what im doing", .selfHarm),
        ("Can I do more reps to heal faster?", .doingMore),
        ("should I double the sessions to recover faster", .doingMore),
        ("I want to kill myself", .selfHarm),
    ]

    @Test(arguments: warningSigns)
    func warningSignsAreRecognised(message: String, expected: RedFlag) throws {
        let answer = try #require(SafetyCheck.screen(message), "no flag for: \(message)")
        #expect(answer.flags.contains(expected), "\(message) → \(answer.flags)")
    }

    static let ordinaryTalk = [
        "I'm craving sweets right now",
        "I skipped my walk today",
        "I fell off the wagon last night",
        "I slipped up and ate the whole pizza",
        "no swelling or heat, just a bit stiff",
        "My knee isn't swollen today",
        "it doesn't hurt at all",
        "the exercises were pain free today",
        "feeling good, heel slides done",
        "I fell asleep before night prep",
        "what should I do today?",
        "how am I doing this week?",
        "I want chocolate",
        "this fall I want to run a 5k",
        "I got a bit hot on my walk",
        "I'm so tired of this diet",
        "hi coach",
        "I need to do more walking",
        "i do my 3 sets and then i end it with a stretch",
        "legs are done so ill end it there for today",
        "my knee dislocated 3 months ago, feels good now, whats the next level of exercises",
        "bit of a headache after the session, probably dehydrated",
        "had a headache yesterday, gone now",
        "so sleepy after the long run, is a nap ok",
        "is a heart attack always fatal? my dad had one and im scared",
        "i am not going to kill myself, dont worry, just venting about the diet",
        "never self harmed, but the tape on my knee left marks",
        "new deadlift PR, I'm literally going to pass out from happiness",
        "wrist cast came off today! skin looks weird and hairy but it moves fine",
    ]

    @Test(arguments: ordinaryTalk)
    func ordinaryHabitTalkRaisesNoAlarm(message: String) {
        #expect(SafetyCheck.flags(in: message).isEmpty, "\(message) → \(SafetyCheck.flags(in: message))")
    }

    @Test func theMostUrgentAdviceLeadsAndNeverDiagnoses() throws {
        let answer = try #require(SafetyCheck.screen("Calf is swollen and I'm short of breath, should I take aspirin?"))
        #expect(answer.primary.urgency == .emergency)
        #expect(answer.text.contains("emergency number now"))
        #expect(answer.text.contains("pharmacist"))
        #expect(answer.text.contains("can’t tell what’s causing this"))
        for flag in RedFlag.allCases {
            #expect(!flag.answer.localizedCaseInsensitiveContains("next session"), "\(flag) nudges to a session")
            #expect(!flag.answer.localizedCaseInsensitiveContains("next up"), "\(flag) nudges to a session")
            #expect(!flag.answer.localizedCaseInsensitiveContains("you have a"), "\(flag) diagnoses")
        }
    }

    @Test func oneLetterTyposStillMatchLongWordsButNotShortOnes() {
        #expect(SafetyCheck.flags(in: "is ibuprophen ok").contains(.medication))
        #expect(SafetyCheck.flags(in: "numbnes in my shin").contains(.numbness))
        // "pal" is not "pain", "hit" is not "hot".
        #expect(SafetyCheck.flags(in: "my pal says my knee hit the table").isEmpty)
        #expect(SafetyCheck.flags(in: "I had a big dinner, then a walk around the table").isEmpty)
    }

    @Test func aModelReplyThatGivesDosesOrDiagnosesIsHeldBack() {
        #expect(SafetyCheck.replyOversteps("Take 400 mg of ibuprofen twice a day."))
        #expect(SafetyCheck.replyOversteps("You could try taking paracetamol."))
        #expect(SafetyCheck.replyOversteps("It sounds like you have a meniscus tear."))
        #expect(SafetyCheck.replyOversteps("Just push through the pain, it gets better."))
        #expect(!SafetyCheck.replyOversteps("Drink a glass of water and take a short walk before deciding."))
        #expect(!SafetyCheck.replyOversteps("Don't push through the pain; stop and rest."))
    }
}

@Suite struct SafetyConceptTests {
    @Test func theIssuesMissesAreCaughtAtTheirLevel() {
        // The kinds of message issue 23 found missed, in new words.
        #expect(SafetyCheck.flags(in: "after the session my foot went cold and pale").first?.urgency == .emergency)
        #expect(SafetyCheck.flags(in: "my knee gave way and now it looks misshapen").first?.urgency == .emergency)
        #expect(SafetyCheck.flags(in: "shooting pain down my leg and I can't control my bladder").first?.urgency == .emergency)
        #expect(SafetyCheck.flags(in: "feeling faint and my heart is racing").first?.urgency == .emergency)
        #expect(SafetyCheck.flags(in: "the back of my knee is warm and throbbing").first == .calfPainOrSwelling)
        #expect(SafetyCheck.flags(in: "I stopped my blood thinners to do the rehab").contains(.medicineChange))
    }

    @Test func denialsAndResolutionsAreRespected() {
        for message in ["no swelling today", "not numb anymore", "my calf isn't swollen", "the tingling has gone", "no redness, heat or swelling"] {
            #expect(SafetyCheck.flags(in: message).isEmpty, "\(message)")
        }
        // A hedge is not a denial; a resolution word that isn't one ("gone numb") neither.
        #expect(!SafetyCheck.flags(in: "not sure if my calf is swollen").isEmpty)
        #expect(SafetyCheck.flags(in: "my foot has gone numb").contains(.numbness))
    }

    @Test func typosOfLongWordsAreForgivenButRealWordsAreNotTypos() {
        #expect(SafetyCheck.flags(in: "my ankle is swolen and brusied").contains(.swelling))
        #expect(SafetyCheck.flags(in: "excrutiating pain in my hip").contains(.severePain))
        #expect(SafetyCheck.flags(in: "my spelling is terrible").isEmpty)
        #expect(SafetyCheck.flags(in: "I was selling cakes at the fair").isEmpty)
    }

    @Test func theEmergencyNumberIsTheOneToCall() throws {
        let number = try EmergencyNumber(validating: "999")
        let answer = try #require(SafetyCheck.screen("crushing pain in my chest", emergencyNumber: number))
        #expect(answer.text.contains("call 999 now"))
        #expect(!answer.text.contains("911"))
        #expect(EmergencyNumber.likely(for: TimeZone(identifier: "Europe/London")!).digits == "999")
        #expect(EmergencyNumber.likely(for: TimeZone(identifier: "America/Toronto")!).digits == "911")
        #expect(EmergencyNumber.likely(for: TimeZone(identifier: "Australia/Sydney")!).digits == "000")
        #expect(EmergencyNumber.likely(for: TimeZone(identifier: "Europe/Berlin")!).digits == "112")
        #expect(throws: EmergencyNumber.Problem.notANumber) { try EmergencyNumber(validating: "call 999") }
        #expect(throws: EmergencyNumber.Problem.notANumber) { try EmergencyNumber(validating: "1") }
        #expect(try EmergencyNumber(validating: " 1 1 2 ").digits == "112")
    }

    @Test func everyAnswerNamesWhoToContactAndNeverADoseOrDiagnosis() {
        let number = try? EmergencyNumber(validating: "000")
        for flag in RedFlag.allCases {
            let text = flag.answer(calling: number)
            let who: String = switch flag.urgency {
            case .emergency: "call 000 now"
            case .clinicianToday: "clinician"
            case .pharmacist: "pharmacist"
            case .askClinician: "clinician"
            }
            #expect(text.contains(who), "\(flag): \(text)")
            #expect(!text.contains(" mg") && !text.localizedCaseInsensitiveContains("you have a"), "\(flag)")
            #expect(text.filter(\.isNumber).allSatisfy { $0 == "0" || $0 == "1" }, "\(flag) holds a number other than the one to call")
        }
    }

    @Test func theBuiltInCoachAnswersUnknownHealthTalkWithCare() {
        let coach = BuiltInCoach(emergencyNumber: try? EmergencyNumber(validating: "112"))
        let reply = coach.answer("my wrist is doing something odd", context: CoachFixtures.emptyContext())
        #expect(reply.hasPrefix("If this is about pain or a new symptom, stop the exercise and"))
        #expect(reply.contains("call 112 now"))
        #expect(!coach.answer("the weather is odd", context: CoachFixtures.emptyContext()).contains("new symptom"))
    }
}
