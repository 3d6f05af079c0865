import Foundation
@testable import PhysioCore
import Testing

/// The rules the ninth independent probe led to, each with sentences of its own (not the probe's) and
/// the everyday sentences beside it that must stay calm. Rules alone: the classifier is not asked.
@Suite struct ProbeNineRulesTests {
    static func rules(_ message: String) -> [RedFlag] { SafetyCheck.flags(in: message, crisisClassifier: nil) }

    @Test func changesTheClinicianShouldHearAboutAreTold() {
        for message in [
            "dropped nearly a stone since the summer and I'm not dieting at all, is that normal?",
            "shoulder pain keeps waking me most nights, it's been like that a couple of weeks",
            "my knee is getting stiffer even though I've done all my exercises",
            "there's a bit of a gap in my wound where the stitches were, do I need to ring someone?",
            "is it too soon to start running at week 6 after the knee op?",
        ] {
            #expect(Self.rules(message).first == .tellClinician, "\(message): \(Self.rules(message))")
        }
        #expect(RedFlag.tellClinician.urgency == .clinicianToday)
        #expect(RedFlag.tellClinician.answer.contains("clinician or GP"))
        #expect(!RedFlag.tellClinician.answer.contains("emergency number"))
    }

    @Test func everydayTalkBesideThoseStaysCalm() {
        for message in [
            "lost 2kg this month on the plan, really pleased",
            "my knees ache in the evening after a long walk but they're fine by morning",
            "a bit stiffer than yesterday after the long drive",
            "when can I start running again after my knee injury?",
            "should I ring the gym about cancelling my membership?",
        ] {
            #expect(Self.rules(message).isEmpty, "\(message): \(Self.rules(message))")
        }
    }

    @Test func aBrokenHipAfterAFallIsAnEmergencyButALifelongShortLegIsNot() {
        #expect(Self.rules("Mum fell in the garden, her foot is turned outwards and she can't get up").contains(.deformity))
        #expect(Self.rules("he tripped on the stairs and now one leg looks shorter than the other").contains(.deformity))
        #expect(!Self.rules("my right leg has always been shorter than the other, I wear an insole").contains(.deformity))
        // The injury the rehab is for, named as past, is not a joint out of place now.
        #expect(!Self.rules("six weeks after the dislocation the shoulder still clicks, worth getting checked?").contains(.deformity))
    }

    @Test func someoneWhoWontWakeIsAnEmergencyButOwnWakingIsNot() {
        #expect(Self.rules("my husband collapsed on the kitchen floor and he is not waking up").contains(.collapse))
        #expect(Self.rules("grandad not waking up from his nap and breathing funny").contains(.collapse))
        #expect(Self.rules("I'm not waking up in time for my morning session, tips?").isEmpty)
        #expect(Self.rules("the kids are not waking up till 9 these days").isEmpty)
    }

    @Test func anAllergicReactionWithWheezeOrFaintnessIsAnEmergency() {
        #expect(Self.rules("ate a flapjack with peanuts in and now I'm covered in hives and wheezing").contains(.breathless))
        #expect(Self.rules("wasp sting on my arm, hives all over and I feel really faint").contains(.breathless))
        #expect(Self.rules("got stung by a bee on my walk, itchy but fine").isEmpty)
        #expect(Self.rules("I'm allergic to nuts, what snacks suit the plan?").isEmpty)
    }

    @Test func tooMuchMedicineByMistakeIsAnOverdoseNotACrisis() {
        let flags = Self.rules("accidentally took my whole week of tablets this morning and my heart is racing")
        #expect(flags.contains(.medicineOverdose))
        #expect(!flags.contains(.selfHarm))
        // Every tablet at once on purpose is still a crisis.
        #expect(Self.rules("I'm going to take every tablet in the house at once tonight").contains(.selfHarm))
    }

    @Test func obliqueCrisesFromTheProbeAreRead() {
        for message in [
            "i will finish my life soon, nobody is need me",
            "kms after that result lol, not even joking",
            "he left a letter on his bed saying sorry for everything and his phone is off",
            "ordered a rope online. not for the gym",
        ] {
            #expect(Self.rules(message).first == .selfHarm, "\(message): \(Self.rules(message))")
        }
        for message in [
            "left a note for my physio saying sorry I was late",
            "bought rope for the washing line",
            "kms this leg day lol",
            "finish my sets then stretch?",
        ] {
            #expect(!Self.rules(message).contains(.selfHarm), "\(message)")
        }
    }

    @Test func goingPastWhatTheClinicianGaveIsForThemToSay() {
        for message in [
            "the physio gave me the 3kg dumbbell but I could do 8kg easily, can I just go up?",
            "can I get rid of the sling already? it's so annoying",
            "thinking of adding lunges even though they weren't on my list",
        ] {
            #expect(Self.rules(message).contains(.doingMore), "\(message): \(Self.rules(message))")
        }
        for message in [
            "the physio said go up to 4kg when it feels easy, and it does now",
            "the surgeon signed me off the brace, can I stop wearing it now?",
            "added the bridges my physio put on my new list",
        ] {
            #expect(!Self.rules(message).contains(.doingMore), "\(message)")
        }
    }
}
