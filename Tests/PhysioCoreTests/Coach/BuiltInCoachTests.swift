import Foundation
import PhysioCore
import TestSupport
import Testing

/// The built-in coach's answers against a person's week, read as a person would read them.
@Suite struct BuiltInCoachTests {
    let coach = BuiltInCoach()
    let kneeSession = "your 1:00 PM \(CoachFixtures.plan.name) session"

    /// Every reply: under 120 words, one "Next step:", no shaming words.
    func expectKind(_ reply: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(ReplyReading.wordCount(reply) < 120, "\(ReplyReading.wordCount(reply)) words: \(reply)", sourceLocation: sourceLocation)
        #expect(reply.components(separatedBy: "Next step:").count == 2, "one next step: \(reply)", sourceLocation: sourceLocation)
        #expect(ReplyReading.shaming(reply).isEmpty, "shaming words \(ReplyReading.shaming(reply)) in: \(reply)", sourceLocation: sourceLocation)
    }

    @Test func aFoodQuestionGetsAPlatePatternAnExampleAndTheDietitianForDetails() {
        let breakfast = coach.answer("whats a good breakfast under 400 calories", context: CoachFixtures.emptyContext())
        expectKind(breakfast)
        #expect(breakfast.contains("half the plate vegetables or fruit") && breakfast.contains("Greek yogurt"))
        #expect(breakfast.contains("dietitian") && !breakfast.contains("not sure I caught that"))
        let race = coach.answer("what time should i eat before a 7am race", context: CoachFixtures.emptyContext())
        expectKind(race)
        #expect(race.contains("two to three hours before") && !race.contains("Greek yogurt"))
        // A craving is still a craving, not a food question.
        #expect(!coach.answer("I really want chocolate right now", context: CoachFixtures.emptyContext()).contains("palm of protein"))
    }

    @Test func anAppQuestionIsAnsweredInTheWordsOfItsButtons() {
        let mark = coach.answer("i dont understand the app how do i mark the exercise done", context: CoachFixtures.busyWeek(at: 12, 0))
        expectKind(mark)
        #expect(mark.contains("“How did it feel?”") && mark.contains("“Mark session done”"))
        #expect(ReplyReading.nextStep(mark)?.contains("tap “Start” for \(kneeSession)") == true, "\(mark)")
        let small = coach.answer("the writing is too small for me", context: CoachFixtures.emptyContext())
        expectKind(small)
        #expect(small.contains("Settings → Assistive mode") && !small.contains("Mark session done"))
        let remind = coach.answer("how do i get reminders", context: CoachFixtures.emptyContext())
        #expect(remind.contains("Settings → Reminders"))
    }

    @Test func aCravingAtNightNamesThePatternAndTheSwap() {
        let reply = coach.answer("I really want chocolate right now", context: CoachFixtures.busyWeek(at: 21, 15))
        expectKind(reply)
        #expect(reply.contains("Most of your captures this week (4 of 5) were stress cravings, mostly after 8 pm."))
        #expect(reply.contains("It’s that time of day again"))
        #expect(reply.contains("Today you planned to have tea at 9 instead of snacking in front of the TV."))
        #expect(ReplyReading.nextStep(reply)?.contains("“Herbal tea after dinner”") == true)
    }

    @Test func aCravingInTheAfternoonDoesNotClaimItIsThatTimeAgain() {
        let reply = coach.answer("craving sweets", context: CoachFixtures.busyWeek(at: 14, 10))
        expectKind(reply)
        #expect(reply.contains("stress cravings, mostly after 8 pm"))
        #expect(!reply.contains("that time of day"))
    }

    @Test func aCravingWithNoSwapGetsAStepForTheKindOfCravingNamed() {
        let stressed = coach.answer("so stressed, I want to eat everything", context: CoachFixtures.emptyContext())
        expectKind(stressed)
        #expect(ReplyReading.nextStep(stressed)?.contains("slow breathing") == true)
        #expect(stressed.contains("Noting it under I Need Help"))
        let hungry = coach.answer("I'm starving and craving chips", context: CoachFixtures.emptyContext())
        #expect(ReplyReading.nextStep(hungry)?.contains("protein snack") == true)
        let unsure = coach.answer("I have a craving", context: CoachFixtures.emptyContext())
        #expect(ReplyReading.nextStep(unsure)?.contains("5-minute timer") == true)
    }

    @Test func aSlipIsMetWithTheWeekSoFarAndTonightsPrep() {
        let reply = coach.answer("I slipped and ate a whole bag of chips", context: CoachFixtures.busyWeek(at: 21, 30))
        expectKind(reply)
        #expect(reply.contains("One slip doesn’t undo your progress"))
        #expect(reply.contains("You’ve still logged 5 days of the last 7"))
        #expect(reply.contains("stress cravings"))
        #expect(ReplyReading.nextStep(reply)?.contains("Night Prep") == true)
    }

    @Test func aDaytimeSlipPointsBackToTheCommitment() {
        let reply = coach.answer("I blew it at lunch", context: CoachFixtures.busyWeek(at: 13, 30))
        expectKind(reply)
        #expect(ReplyReading.nextStep(reply) == "drink a glass of water, then pick the next moment to have tea at 9 instead of snacking in front of the TV.")
    }

    @Test func lowMotivationQuotesTheWhyAndShrinksTheNextSession() {
        let reply = coach.answer("I don't feel like doing anything today", context: CoachFixtures.busyWeek(at: 14, 10))
        expectKind(reply)
        #expect(reply.contains("This morning you wrote why this matters: “I want energy to play with my kids.”"))
        #expect(!reply.contains("”."))
        // The week is said once, by the nudge.
        #expect(reply.components(separatedBy: "You’ve shown up on 5 days this week").count == 2)
        #expect(ReplyReading.nextStep(reply)?.contains("first exercise of \(kneeSession)") == true)
        #expect(reply.hasSuffix("You’ve shown up on 5 days this week — your future self feels this."))
    }

    @Test func whatToDoTodayListsTheDayAndStartsTheDueSession() {
        let reply = coach.answer("What should I do today?", context: CoachFixtures.busyWeek(at: 14, 10))
        let later = coach.answer("what's next?", context: CoachFixtures.busyWeek(at: 10, 0))
        #expect(later.contains("• Rehab: 2 sessions left — next is \(kneeSession)."))
        expectKind(reply)
        #expect(reply.hasPrefix("Here’s what’s left today:"))
        #expect(reply.contains("• Your commitment: have tea at 9 instead of snacking in front of the TV."))
        #expect(reply.contains("• Rehab: 2 sessions left; the 1:00 PM one is due."))
        #expect(!reply.contains("Night Prep"))
        #expect(ReplyReading.nextStep(reply) == "start \(kneeSession) — it’s due now.")
    }

    @Test func whatToDoInTheEveningIncludesNightPrep() {
        let context = CoachFixtures.busyWeek(at: 20, 30)
        let reply = coach.answer("what now?", context: context)
        expectKind(reply)
        #expect(reply.hasPrefix("Here’s the rest of your evening:"))
        #expect(reply.contains("• Tonight: Night Prep for tomorrow (30 seconds)."))
        // By 20:30 the 13:00 session's window has closed (home reads "Missed"): the 19:00 one is the
        // one due, and it comes first.
        #expect(reply.contains("• Rehab: 2 sessions left; the 7:00 PM one is due."))
        #expect(ReplyReading.nextStep(reply) == "start your 7:00 PM \(CoachFixtures.plan.name) session — it’s due now.")
        #expect(!reply.contains("1:00 PM one is due"))
    }

    @Test func howAmIDoingReportsStreakWeekCravingsAndRehab() {
        let reply = coach.answer("how am I doing?", context: CoachFixtures.busyWeek(at: 12, 0))
        expectKind(reply)
        #expect(reply.contains("• Streak: 5 days in a row."))
        #expect(reply.contains("• Logged something on 5 days of the last 7."))
        #expect(reply.contains("• Most of your captures this week (4 of 5) were stress cravings, mostly after 8 pm."))
        #expect(reply.contains("• Rehab today: 1 of 3 sessions done."))
        #expect(ReplyReading.nextStep(reply)?.contains("when cravings come after 8 pm") == true)
        #expect(reply.hasSuffix("You’ve shown up on 5 days this week — your future self feels this."))
    }

    @Test func howAmIDoingWithNothingLoggedIsHonestAndWarm() {
        let reply = coach.answer("how's my progress", context: CoachFixtures.emptyContext())
        expectKind(reply)
        #expect(reply.contains("There isn’t much logged yet"))
        #expect(!reply.contains("Streak"))
        let quiet = coach.answer("how's my progress", context: CoachFixtures.quietWeek())
        expectKind(quiet)
        #expect(quiet.contains("• Streak: none running yet — today can be day one."))
        #expect(quiet.contains("• Nothing logged in the last 7 days yet."))
        #expect(ReplyReading.nextStep(quiet)?.contains("log one thing today") == true)
    }

    @Test func anUnclearMessageGetsAFallbackThatOffersTheIntents() {
        let reply = coach.answer("blue elephants", context: CoachFixtures.busyWeek(at: 10, 0))
        expectKind(reply)
        #expect(reply.contains("I’m listening"))
        #expect(reply.contains("a craving right now, a slip, low motivation, planning today, or how you’re doing"))
        #expect(reply.contains("Next up is \(kneeSession)."))
    }

    @Test func greetingsAndThanksStayShortAndGrounded() {
        let hello = coach.answer("hello!", context: CoachFixtures.busyWeek(at: 9, 0))
        expectKind(hello)
        #expect(hello.hasPrefix("Hi!"))
        let thanks = coach.answer("thanks, that helps", context: CoachFixtures.busyWeek(at: 14, 10))
        expectKind(thanks)
        #expect(thanks.contains("You’ve shown up on 5 days this week"))
    }

    @Test func dangerWordsGetTheCrisisAnswerNotCoaching() {
        let coach = BuiltInCoach(emergencyNumber: try? EmergencyNumber(validating: "911"), crisisLine: try? CrisisLine(validating: "988"))
        let reply = coach.answer("I want to hurt myself after eating all that", context: CoachFixtures.busyWeek(at: 22, 0))
        #expect(reply.contains("the 988 Suicide & Crisis Lifeline on 988"))
        #expect(reply.contains("call 911 now"))
        #expect(!reply.contains("swap") && !reply.contains("Next step"))
    }

    static let samples: [CoachIntent: String] = [
        .urgent: "I want to die", .slipped: "I slipped", .craving: "I have a craving", .unmotivated: "no motivation",
        .progression: "can I add a set?", .returning: "when can I start running again?", .scarCare: "my scar is itchy",
        .soreness: "my legs are sore from yesterday", .stiffness: "a bit stiff in the morning", .training: "leg day tomorrow",
        .goodNews: "it doesn't hurt anymore", .planToday: "what should I do", .progress: "how am I doing", .thanks: "thank you",
        .greeting: "hi", .other: "blue elephants", .lowEnergy: "slept badly, so tired today",
        .missedStep: "forgot my night prep", .aboutPlan: "what is this exercise for?", .food: "what should I eat for breakfast?",
        .appHelp: "how do I mark it done?", .sleep: "any tips for sleeping through the night?",
        .exerciseTerm: "what does reps mean?", .dailyActivity: "how many steps should I do a day?",
        .foodFatigue: "so bored of salad"
    ]

    @Test(arguments: CoachIntent.allCases)
    func everyIntentReadsWellWithNoDataAtAll(_ intent: CoachIntent) {
        let sample = Self.samples[intent] ?? ""
        #expect(CoachIntent.detect(sample) == intent, "\(sample) → \(CoachIntent.detect(sample))")
        for context in [CoachFixtures.emptyContext(at: 7), CoachFixtures.emptyContext(at: 22), CoachFixtures.quietWeek(at: 9)] {
            let reply = coach.answer(sample, context: context)
            if intent == .urgent {
                // The safety answer itself: fixed wording, no coaching step.
                #expect(reply == SafetyCheck.screen(sample)?.text)
                continue
            }
            expectKind(reply)
            #expect(!reply.contains("captures"))
            #expect(!reply.contains("“”"))
        }
    }

    @Test func theSameMessageAndContextAlwaysGiveTheSameAnswer() {
        let context = CoachFixtures.busyWeek(at: 21, 15)
        #expect(coach.answer("craving", context: context) == coach.answer("craving", context: context))
    }
}
