import Foundation
import PhysioCore
import TestSupport
import Testing

/// Everyday questions that used to get "I'm not sure I caught that": how a library exercise is done,
/// what a word of the guide means, training ideas (deload, taper, "5x5"), sleep, how much to walk a
/// day, thanks in chat shorthand, and venting about diet food. Each kind: sentences that must be read
/// as it, with the key words of the answer, and near misses that must stay where they were.
@Suite struct EverydayQuestionTests {
    let coach = BuiltInCoach(emergencyNumber: try? EmergencyNumber(validating: "999"))
    let planned = CoachFixtures.busyWeek(at: 10)
    let nobody = CoachFixtures.emptyContext(at: 21)

    /// The whole answer a person reads (the safety check first), as the coach page gives it.
    func answer(_ message: String, _ context: CoachContext) -> String {
        FallbackCoach(primary: nil, emergencyNumber: try? EmergencyNumber(validating: "999")).builtInReply(to: message, context: context).text
    }

    /// An ordinary question: no flag, no emergency wording, not "not sure", short, one next step, no shame.
    func expectCalmAnswer(_ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(SafetyCheck.flags(in: message).isEmpty, "\(message) → \(SafetyCheck.flags(in: message))", sourceLocation: sourceLocation)
        for context in [planned, nobody] {
            let reply = answer(message, context)
            #expect(!reply.contains("not sure I caught that"), "\(message) → \(reply)", sourceLocation: sourceLocation)
            #expect(!reply.contains("999") && !reply.localizedCaseInsensitiveContains("emergency"), "\(message) → \(reply)", sourceLocation: sourceLocation)
            #expect(ReplyReading.wordCount(reply) < 120, "\(ReplyReading.wordCount(reply)) words: \(reply)", sourceLocation: sourceLocation)
            #expect(reply.components(separatedBy: "Next step:").count == 2, "one next step: \(reply)", sourceLocation: sourceLocation)
            #expect(ReplyReading.shaming(reply).isEmpty, "\(ReplyReading.shaming(reply)) in \(reply)", sourceLocation: sourceLocation)
            #expect(!reply.localizedCaseInsensitiveContains("you have a") && !reply.contains(" mg"), "\(reply)", sourceLocation: sourceLocation)
        }
    }

    // MARK: The exercise library

    @Test(arguments: [
        "how do you do a wall walk?",
        "could you explain the knee to chest exercise",
        "never heard of a tabletop wrist stretch, what is it?",
        "remind me how the sit to stand goes, what are the steps for it",
        "What are straight-leg raises",
        "can I do my ankle pumps sitting in a chair?",
        "what's the difference between ankle pumps and the towel calf stretch?",
        "difference between elbow bends and elbow straightening please",
    ])
    func aQuestionAboutALibraryExerciseIsAboutThePlan(_ message: String) {
        #expect(CoachIntent.detect(message) == .aboutPlan, "\(message) → \(CoachIntent.detect(message))")
        expectCalmAnswer(message)
    }

    @Test(arguments: RehabLibrary.exercises)
    func howToDoAnyLibraryExerciseIsAnsweredFromItsOwnText(_ exercise: Exercise) {
        let message = "how do I do the \(exercise.name.lowercased())?"
        #expect(CoachIntent.detect(message) == .aboutPlan, "\(message) → \(CoachIntent.detect(message))")
        let reply = coach.answer(message, context: nobody)
        #expect(reply.hasPrefix(exercise.name), "\(reply)")
        for step in exercise.steps { #expect(reply.contains(step), "missing “\(step)”: \(reply)") }
        #expect(reply.contains("The library’s example: \(exercise.sets) set"), "\(reply)")
        #expect(reply.contains(exercise.target.label), "\(reply)")
        #expect(ReplyReading.wordCount(reply) < 120, "\(ReplyReading.wordCount(reply)) words: \(reply)")
        #expect(ReplyReading.nextStep(reply)?.contains("ask your clinician whether it suits you") == true, "\(reply)")
    }

    @Test func anExerciseInThePlanIsGivenWithThePlansNumbersAndTheNextSession() throws {
        let exercise = try #require(CoachFixtures.plan.exercises.first)
        let reply = coach.answer("sorry, how do you do \(exercise.name.lowercased()) again?", context: planned)
        #expect(reply.contains("Your plan has it at \(Prescription(library: exercise).doseLabel)."), "\(reply)")
        #expect(!reply.contains("The library’s example"))
        #expect(ReplyReading.nextStep(reply)?.contains("your 1:00 PM \(CoachFixtures.plan.name) session") == true, "\(reply)")
    }

    @Test func twoExercisesNamedAreComparedWithWhatEachIsFor() throws {
        let pumps = try #require(RehabLibrary.exercise(id: "ankle-pumps"))
        let stretch = try #require(RehabLibrary.exercise(id: "towel-calf-stretch"))
        let reply = coach.answer("whats the difference between a calf stretch and ankle pumps", context: nobody)
        #expect(reply.hasPrefix("Here’s how they differ:"))
        #expect(reply.contains("• Towel Calf Stretch — stretches the calf") && reply.contains("• Ankle Pumps — moves the ankle"), "\(reply)")
        #expect(reply.contains(pumps.summary.dropFirst()) && reply.contains(stretch.summary.dropFirst()))
        #expect(reply.contains("example: 1 set of 3 reps, holding each for 20 seconds"), "\(reply)")
    }

    @Test(arguments: ["what's the mini squats supposed to help with?", "how should mini squats feel?"])
    func whyAnExerciseIsInThePlanQuotesTheLibraryAndLeavesWhyToTheClinician(_ message: String) {
        let reply = coach.answer(message, context: nobody)
        #expect(reply.hasPrefix("Good question — knowing why helps."))
        #expect(reply.contains("In the library’s words, Mini Squats: “A small, supported squat"), "\(reply)")
        #expect(reply.contains("best explained by the clinician who chose it"))
    }

    @Test func namesAreFoundHoweverTheyAreWritten() {
        let cases: [(String, [String])] = [
            ("the heel slide one", ["heel-slides"]),
            ("my calf stretches", ["towel-calf-stretch"]),
            ("sit to stand then straight leg raises", ["sit-to-stand", "straight-leg-raises"]),
            ("seated knee bends and the knee bend", ["seated-knee-flexion"]),
            ("my knee and my quads", []),
            ("stretch my calf", []),
        ]
        for (text, ids) in cases {
            #expect(RehabLibrary.exercises(namedIn: text).map(\.id) == ids, "\(text)")
        }
    }

    @Test(arguments: [
        ("the ankle pumps feel too easy, can I do more?", CoachIntent.progression),
        ("skipped my ankle pumps this morning", .missedStep),
        ("wall walks were brutal today but done", .training),
        ("what's the point of the heel slides?", .aboutPlan),
    ])
    func anExerciseNamedInOtherTalkStaysWhereItWas(_ message: String, _ intent: CoachIntent) {
        #expect(CoachIntent.detect(message) == intent, "\(message) → \(CoachIntent.detect(message))")
    }

    @Test(arguments: [
        "my knee hurts when I do the quad sets, how do I do them?",
        "sharp pain in my ankle during the ankle pumps, what is happening",
        "my wrist swells up after the wrist lifts, how should I do them",
    ])
    func anExerciseNamedInAPainReportStillGetsTheCarefulOrSafetyAnswer(_ message: String) {
        let reply = answer(message, nobody)
        #expect(!reply.contains("How it’s done"), "\(reply)")
        #expect(reply.contains("call 999") || reply.localizedCaseInsensitiveContains("clinician today"), "\(reply)")
    }

    // MARK: Words of the guide

    @Test(arguments: [
        ("what's a rep exactly?", "doing the movement once"),
        ("can you tell me what sets means", "A set is a group of reps"),
        ("it says hold 10 on the screen, what does that mean?", "count slowly to 10"),
        ("I don't get what 2x15 means", "2 sets of 15 reps: 15 reps, a short rest, and again — 30 in all"),
        ("what is the shaded band on my screen", "The target range (the shaded band"),
        ("why didn't my last rep count?", "A partial rep is one that stopped short"),
        ("what colour band should I be using", "the colours differ from one maker to another"),
        ("the summary says 2 partial, what does that mean", "A partial rep"),
        ("explain target range to me please", "how far the joint should move"),
    ])
    func aWordOfTheGuideIsExplainedInPlainWords(_ message: String, _ words: String) {
        #expect(CoachIntent.detect(message) == .exerciseTerm, "\(message) → \(CoachIntent.detect(message))")
        #expect(coach.answer(message, context: nobody).contains(words), "\(message) → \(coach.answer(message, context: nobody))")
        expectCalmAnswer(message)
    }

    @Test func aWordPointedAtInTheClauseBeforeIsExplained() {
        let message = "there’s a shaded band behind the line on my screen, what is it?"
        #expect(CoachIntent.detect(message) == .exerciseTerm, "\(CoachIntent.detect(message))")
        #expect(coach.answer(message, context: nobody).hasPrefix("The target range (the shaded band on the session screen)"))
    }

    @Test(arguments: ["how many sets am I supposed to do?", "how long do I hold it for at the top"])
    func howManyOrHowLongIsAnsweredWithThePlansNumbersAndWhoSetsThem(_ message: String) {
        #expect(CoachIntent.detect(message) == .exerciseTerm, "\(message) → \(CoachIntent.detect(message))")
        let withPlan = coach.answer(message, context: planned)
        #expect(withPlan.hasPrefix("Your plan “\(CoachFixtures.plan.name)” has Heel Slides 3 sets × 10 reps, hold 5 s"), "\(withPlan)")
        #expect(withPlan.contains("Keep to your clinician’s numbers until they change them."))
        #expect(ReplyReading.nextStep(withPlan)?.contains("Report for my physio") == true)
        let without = coach.answer(message, context: nobody)
        #expect(without.contains("are for the clinician who knows your injury to set"), "\(without)")
        expectCalmAnswer(message)
    }

    @Test func theExampleIsThePersonsOwnPlanWhenThereIsOne() {
        let reply = coach.answer("what does reps mean", context: planned)
        #expect(reply.contains("In your plan, for example: Heel Slides, 3 sets × 10 reps, hold 5 s."), "\(reply)")
        #expect(!coach.answer("what does reps mean", context: nobody).contains("In your plan"))
    }

    @Test(arguments: [
        ("did 3 sets today, felt good", CoachIntent.goodNews),
        ("how do i set a reminder for my exercises", .appHelp),
        ("what is the difference between quad sets and heel slides", .aboutPlan),
        ("can I add a set to my routine?", .progression),
    ])
    func aTermUsedRatherThanAskedAboutIsNotExplained(_ message: String, _ intent: CoachIntent) {
        #expect(CoachIntent.detect(message) == intent, "\(message) → \(CoachIntent.detect(message))")
    }

    @Test func holdingOnForBalanceIsNotAQuestionAboutHolds() {
        #expect(CoachIntent.detect("what should I hold on to for balance in the mini squats") != .exerciseTerm)
    }

    // MARK: Training ideas

    @Test(arguments: [
        ("do I really need a deload every month?", "A deload is a planned easier week"),
        ("my 10k is on Sunday week, is it time to taper?", "A taper means doing less before a race"),
        ("thinking of 3x5 on squats as a beginner, sensible?", "“3x5” means 3 sets of 5 reps"),
        ("whats RPE 8 supposed to feel like", "RPE (“rate of perceived exertion”)"),
        ("how many rest days should I take between runs", "Many people take at least one or two rest days a week"),
        ("new to running, how should a beginner start", "Starting out, less is more"),
    ])
    func aTrainingIdeaIsExplainedWithExamplesNotAPrescription(_ message: String, _ words: String) {
        #expect(CoachIntent.detect(message) == .training, "\(message) → \(CoachIntent.detect(message))")
        let reply = coach.answer(message, context: planned)
        #expect(reply.contains(words), "\(message) → \(reply)")
        #expect(reply.contains("These are examples, not a plan for you"))
        expectCalmAnswer(message)
    }

    @Test func aSetsByRepsDoseOnARehabExerciseIsTheGuidesWord() {
        #expect(CoachIntent.detect("what does 3 x 10 mean for my heel slides") == .exerciseTerm)
        #expect(CoachIntent.detect("what does 5x5 mean in the gym") == .training)
    }

    // MARK: Sleep

    @Test(arguments: [
        "always wide awake at 4am and can't get back to sleep, help",
        "my sleep has been rubbish for weeks, what can I do",
        "how can I get more sleep?",
        "how do I stop waking up in the night?",
        "struggling to drop off most nights lately",
        "what helps you fall asleep quicker",
    ])
    func sleepTroubleGetsSleepHabitsAndTheGPIfItGoesOn(_ message: String) {
        #expect(CoachIntent.detect(message) == .sleep, "\(message) → \(CoachIntent.detect(message))")
        let reply = coach.answer(message, context: nobody)
        #expect(reply.contains("a few habits often help") && reply.contains("If it goes on for weeks, mention it to your GP."), "\(reply)")
        #expect(!reply.localizedCaseInsensitiveContains("tablet") && !reply.localizedCaseInsensitiveContains("melatonin"))
        expectCalmAnswer(message)
    }

    @Test(arguments: [
        ("slept terribly last night, feel like a zombie", CoachIntent.lowEnergy),
        ("I slept through my alarm and missed my session", .missedStep),
        ("when can I go back to tennis after my wrist op?", .returning),
        ("I drop off the kids at school then do my exercises, any tips to fit them in?", .sleep),
        ("I wake at 6 to do my exercises before work, any tips to make it easier?", .sleep),
        ("night night, sleep well, thanks for the help", .sleep),
    ])
    func aBadNightOrAnotherWakingIsNotASleepQuestion(_ message: String, _ intent: CoachIntent) {
        // A bad night, a missed alarm and going back to a sport stay what they were; the school run, an
        // early start and a goodnight aren't sleep trouble.
        if intent == .sleep {
            #expect(CoachIntent.detect(message) != .sleep, "\(message)")
        } else {
            #expect(CoachIntent.detect(message) == intent, "\(message) → \(CoachIntent.detect(message))")
        }
    }

    @Test func painThatWakesSomeoneIsNotAnsweredWithSleepHabits() {
        let reply = answer("my shoulder pain keeps waking me up at night, any tips?", nobody)
        #expect(!reply.contains("a few habits often help"), "\(reply)")
    }

    // MARK: Daily activity

    @Test(arguments: [
        "how many steps a day should a 79 year old aim for?",
        "Do I need to do 10,000 steps every day?",
        "would 3000 steps a day be enough for me",
        "how far should I be walking each day with my cane",
        "what's a good daily step count for someone in their 80s",
    ])
    func howMuchToWalkADayGetsAnExampleAndTheClinicianForTheirTarget(_ message: String) {
        #expect(CoachIntent.detect(message) == .dailyActivity, "\(message) → \(CoachIntent.detect(message))")
        let reply = coach.answer(message, context: nobody)
        #expect(reply.hasPrefix("There’s no single right number"), "\(reply)")
        #expect(reply.contains("As a general example") && reply.contains("your physio or doctor can give you one that fits you"))
        expectCalmAnswer(message)
    }

    @Test func anOlderPersonOrAWalkingAidIsToldShortWalksCount() {
        #expect(coach.answer("how many steps a day should a 79 year old aim for?", context: nobody).contains("Short walks spread through the day add up, at any age."))
        #expect(coach.answer("how far should I be walking each day with my cane", context: nobody).contains("Walking with a stick or frame counts fully"))
        #expect(!coach.answer("how many steps should I do a day?", context: nobody).contains("stick or frame"))
        #expect(!coach.answer("how many steps should I do a day?", context: nobody).contains("at any age"))
        #expect(coach.answer("Do I need to do 10,000 steps every day?", context: nobody).contains("10,000 steps is a round number, not a rule"))
    }

    @Test(arguments: [
        ("walked 6000 steps today!", CoachIntent.dailyActivity),
        ("how many times a day should I do my exercises?", .dailyActivity),
        ("forgot my walk today", .dailyActivity),
        ("how many steps does it take to burn off a biscuit", .dailyActivity),
    ])
    func stepsMentionedWithoutAskingHowManyADayAreNotThisQuestion(_ message: String, _ notThis: CoachIntent) {
        #expect(CoachIntent.detect(message) != notThis, "\(message)")
    }

    // MARK: Thanks and venting

    @Test(arguments: ["tyvm!!", "thnx, that helped", "ta, that makes sense", "cheers, good to know", "ty x"])
    func thanksInChatShorthandIsThanks(_ message: String) {
        #expect(CoachIntent.detect(message) == .thanks, "\(message) → \(CoachIntent.detect(message))")
        #expect(coach.answer(message, context: nobody).hasPrefix("Any time."))
    }

    @Test func thanksWordsDoNotOutweighWhatAMessageIsAbout() {
        #expect(CoachIntent.detect("thanks, but I'm craving crisps so badly") == .craving)
        // "ty" and "ta" are words of their own, not the end of "pretty" or "pasta".
        #expect(CoachIntent.detect("the view from the top was so pretty") != .thanks)
        #expect(CoachIntent.detect("made pasta for tea") != .thanks)
    }

    @Test(arguments: [
        "one more bowl of porridge and I swear I'll cry",
        "I'm so fed up of soup",
        "can't face another plate of broccoli lol",
        "sick to death of cottage cheese",
    ])
    func ventingAboutDietFoodGetsVarietyIdeas(_ message: String) {
        #expect(CoachIntent.detect(message) == .foodFatigue, "\(message) → \(CoachIntent.detect(message))")
        let reply = coach.answer(message, context: planned)
        #expect(reply.contains("a good reason to mix things up") && reply.contains("for example"), "\(reply)")
        #expect(ReplyReading.nextStep(reply)?.contains("Night Prep") == true)
        expectCalmAnswer(message)
    }

    @Test(arguments: [
        ("had a big salad for lunch, feeling good", CoachIntent.foodFatigue),
        ("fed up with this diet", .foodFatigue),
        ("I really want chocolate", .foodFatigue),
    ])
    func dietFoodWithoutAVentIsNotFoodFatigue(_ message: String, _ notThis: CoachIntent) {
        #expect(CoachIntent.detect(message) != notThis, "\(message)")
    }
}
