import Foundation
import PhysioCore
import TestSupport
import Testing

/// Issue 36: the careful "stop and rest … if chest pain, call …" answer is for a symptom the rules
/// can't place, not for every mention of the body; ordinary exercise talk gets an ordinary answer.
@Suite struct CarefulFallbackTests {
    @Test(arguments: [
        "these wall sits are killing me",  // an idiom, no body part
        "fitting the lunges in was a pain in the neck",
        "leg day tomorrow, wish me luck",  // training words
        "feel the burn in my quads on the last set",
        "my quads are on fire after the squats",
        "my heart rate hit 172 in zone 5 on the intervals",
        "breathing hard on the hill sprints, that's the point right?",
        "heart was pounding after the sprint but it settled within a minute",
        "my legs are dead after the hike",
        "my arms feel dead after the rowing",
        "glutes are sore two days after the squats",  // soreness a day or two after
        "my back aches a bit after sitting all day",
        "knee is stiff first thing but loosens up when I walk",  // stiffness that eases
        "no swelling, no heat, no redness",  // denied
        "the tingling hasn't come back since I changed my chair",
        "the swelling in my ankle went down weeks ago",
        "I didn't get dizzy this time",
        "I fainted once giving blood as a teenager, is HIIT ok?",  // long past
        "tore my ACL in 2020, fully rehabbed",
        "my scar is pink and flat now, healed months ago",  // a healed scar
        "I don't want to hurt myself doing deadlifts",  // a worry, not a report
        "what zone should my heart rate be in for fat burning?",
        "my knee has finally stopped aching after the walks",  // a sensation that has ceased
        "sprained my wrist a while back, all good now, can I do push ups?",  // a while back, and over
        "it hurts so good when I stretch",
    ])
    func everydayTalkIsNotAnsweredWithEmergencyWording(message: String) {
        #expect(SafetyCheck.flags(in: message).isEmpty, "\(message) → \(SafetyCheck.flags(in: message))")
        #expect(!SafetyCheck.reportsUnplacedSymptom(message), "\(message)")
        let reply = BuiltInCoach(emergencyNumber: try? EmergencyNumber(validating: "999")).answer(message, context: CoachFixtures.emptyContext())
        #expect(!reply.contains("999") && !reply.localizedCaseInsensitiveContains("emergency"), "\(message) → \(reply)")
    }

    @Test(arguments: [
        "my wrist is doing something odd",
        "my knee feels weird when I bend it",
        "a bit dizzy when I stand up",
        "my ankle is swollen",
        "it hurts in my hip",
        "my heart keeps skipping beats",
    ])
    func aSymptomNoRulePlacesGetsTheCarefulAnswer(message: String) {
        let reply = FallbackCoach(primary: nil, emergencyNumber: try? EmergencyNumber(validating: "112"))
            .builtInReply(to: message, context: CoachFixtures.emptyContext()).text
        // Either a red flag placed it, or the careful answer names what to do and whom to call.
        #expect(reply.contains("call 112"), "\(message) → \(reply)")
    }

    @Test func aSignToldAsLongPastComesBackWhenItIsBack() {
        #expect(SafetyCheck.flags(in: "I fainted once as a teenager").isEmpty)
        #expect(SafetyCheck.flags(in: "I fainted years ago and it happened again today").contains(.collapse))
        #expect(SafetyCheck.flags(in: "my calf was swollen last summer and it's swollen again now").contains(.calfPainOrSwelling))
    }
}

/// Far past the prescription goes to a professional; an ordinary step up is answered from the plan.
@Suite struct PrescriptionTalkTests {
    @Test(arguments: [
        "can I do ten times the reps so it heals faster?",
        "physio says 10 heel slides but I'm going to do 100 a day",
        "I'm doing 100 squats a day even though the plan says 10",
        "is it ok to do 20 sets instead of 3?",
        "can I hold the stretch for an hour instead of 30 seconds?",
        "I'll do my exercises every hour instead of 3 times a day",
        "going to do my rehab 8 times a day",
        "should I triple my sets to get back quicker?",
        "I'll just ignore the pain and keep going",
        "no pain no gain, pushing through it on the lunges",
    ])
    func farPastThePrescriptionGoesToTheClinician(message: String) throws {
        let answer = try #require(SafetyCheck.screen(message), "missed: \(message)")
        #expect(answer.flags.contains(.doingMore), "\(message) → \(answer.flags)")
        #expect(RedFlag.doingMore.answer.contains("keep to what your clinician gave you — the numbers, the exercises, and any crutches, brace or sling — until they change it"))
    }

    @Test(arguments: [
        "the heel slides feel easy now, can I add a set?",
        "can I do more reps now that it doesn't hurt?",
        "can I go up to 15 reps?",
        "did 3 sets of 10 like the plan says",
        "I do my heel slides 3 times a day",
        "my physio told me never to push through the pain",
        "no pain no gain is a myth",
        "I walked 10000 steps instead of 5000 today",
    ])
    func anOrdinaryStepUpIsNotAFlag(message: String) {
        #expect(SafetyCheck.flags(in: message).isEmpty, "\(message) → \(SafetyCheck.flags(in: message))")
    }
}

/// The built-in coach's answers to everyday exercise questions: short, calm, grounded in the plan,
/// never a diagnosis or a dose, and never emergency wording.
@Suite struct EverydayExerciseAnswerTests {
    let coach = BuiltInCoach(emergencyNumber: try? EmergencyNumber(validating: "999"))
    let context = CoachFixtures.busyWeek(at: 10)

    func expectCalm(_ reply: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(ReplyReading.wordCount(reply) < 120, "\(ReplyReading.wordCount(reply)) words: \(reply)", sourceLocation: sourceLocation)
        #expect(reply.components(separatedBy: "Next step:").count == 2, "one next step: \(reply)", sourceLocation: sourceLocation)
        #expect(!reply.contains("999") && !reply.localizedCaseInsensitiveContains("emergency"), sourceLocation: sourceLocation)
        #expect(!reply.contains(" mg") && !reply.localizedCaseInsensitiveContains("you have a"), sourceLocation: sourceLocation)
        #expect(ReplyReading.shaming(reply).isEmpty, "\(ReplyReading.shaming(reply))", sourceLocation: sourceLocation)
    }

    @Test func canIAddASetSaysWhatThePlanSaysWhoSetsTheNumbersAndHowToAsk() throws {
        let exercise = try #require(CoachFixtures.plan.exercises.first)
        let reply = coach.answer("\(exercise.name) feel easy now, a bit tired after but fine by morning. Can I add a set?", context: context)
        expectCalm(reply)
        #expect(reply.contains("Your plan has \(exercise.name) at \(Prescription(library: exercise).doseLabel), 3 sessions a day."))
        #expect(reply.contains("They are the library’s example numbers until you put in the ones your clinician gave you"))
        #expect(reply.contains("Your clinician sets the numbers, so keep to them until they change them"))
        #expect(ReplyReading.nextStep(reply)?.contains("Report for my physio") == true)
    }

    @Test func numbersTheClinicianSetAreSaidToBeTheirs() throws {
        var plan = CoachFixtures.plan
        let exercise = try #require(plan.exercises.first)
        plan.prescriptions[exercise.id] = Prescription(
            target: exercise.target, holdSeconds: 5, reps: 12, sets: 2, setBy: .clinician, note: "Dr Lee, 12 Nov visit")
        let schedule = DaySchedule(plans: [plan], completions: [], now: HabitFixtures.instant("2026-11-20", 10, 0, in: CoachFixtures.zone), timeZone: CoachFixtures.zone)
        let context = CoachContext(now: schedule.now, timeZone: CoachFixtures.zone, schedule: schedule, habits: .none)
        let reply = coach.answer("can I add a set to the \(exercise.name.lowercased())?", context: context)
        #expect(reply.contains("at 2 sets × 12 reps, hold 5 s"))
        #expect(reply.contains("Those numbers were set by your clinician (Dr Lee, 12 Nov visit)."))
    }

    @Test func returningToAnActivityIsTheClinciansCallWithThePlanMeanwhile() {
        let reply = coach.answer("my back went two years ago but it's been fine since, can I start lifting?", context: context)
        expectCalm(reply)
        #expect(reply.hasPrefix("Getting back to an activity is usually built up step by step"))
        #expect(reply.contains("Until they say, your plan is"))
    }

    @Test func sorenessStiffnessAndAHealedScarGetCalmAnswers() {
        let sore = coach.answer("glutes are sore two days after the squats, normal?", context: context)
        expectCalm(sore)
        #expect(sore.hasPrefix("Muscle soreness a day or two after new or harder exercise is common"))
        let stiff = coach.answer("knee feels stiff first thing but loosens up once I've walked the dog", context: context)
        expectCalm(stiff)
        #expect(stiff.hasPrefix("Stiffness that eases once you get moving is common"))
        let scar = coach.answer("my scar is itchy but it's fully healed and there's no redness, can I massage it?", context: context)
        expectCalm(scar)
        #expect(scar.contains("protect the scar from the sun"))
        #expect(scar.contains("Ask your clinician or nurse before you start massaging it"))
    }

    @Test func trainingTalkAndGoodNewsAreAcknowledged() {
        for message in ["leg day tomorrow, any tips?", "my watch says I was in zone 4 for 20 minutes", "chest day done, pecs are pumped"] {
            let reply = coach.answer(message, context: context)
            expectCalm(reply)
            #expect(reply.hasPrefix("Sounds like you’re putting the work in."), "\(message) → \(reply)")
        }
        let good = coach.answer("my knee doesn't hurt anymore", context: context)
        expectCalm(good)
        #expect(good.hasPrefix("That’s good to hear"))
    }

    @Test func aCravingInsideALongerMessageGetsTheCravingHelp() {
        for message in [
            "long day at work, and I really want chocolate, what should I do?",
            "ugh, stressful meeting, now I really fancy a takeaway",
            "kids finally asleep and all I can think about is the biscuit tin",
        ] {
            #expect(CoachIntent.detect(message) == .craving, "\(message)")
            #expect(coach.answer(message, context: context).hasPrefix("Thanks for checking in before acting"))
        }
    }
}
