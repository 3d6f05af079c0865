import PhysioCore
import TestSupport
import Testing

/// Ordinary exercise and habit talk, written apart from the safety corpus (different people, British and
/// American wording, typos, preambles), with the intent each should be read as. None of these may get
/// "I'm not sure I caught that", emergency wording or the careful fallback.
@Suite struct EverydayIntentProbeTests {
    static let probes: [(String, CoachIntent)] = [
        // A craving where the food comes before the wish, or is named by "one"/"a slice".
        ("there's leftover birthday cake in the kitchen and I keep wanting a slice", .craving),
        ("Colleague brought brownies in and honestly I'd love one", .craving),
        ("crisps in the cupboard are calling my name", .craving),
        ("just saw an advert for burgers and now I'm dying for one", .craving),
        ("pizza night at my sister's and all i want is another piece", .craving),
        // Back to an activity after an old injury that has cleared.
        ("broke my wrist years ago, it healed fine, is climbing ok for me?", .returning),
        ("old hamstring strain is long healed, I fancy trying parkrun", .returning),
        ("rolled my ankle ages ago, all good now. would hiking be alright?", .returning),
        ("Knee op was 2 years ago and I was signed off, thinking about skiing this winter", .returning),
        ("my physio discharged me last month, could I do pilates?", .returning),
        ("Quick q - hurt my shoulder playing cricket in 2019, totally fine now, ok to go bouldering?", .returning),
        // Good news said as a negation or as something that stopped.
        ("my back no longer hurts when I bend down", .goodNews),
        ("no more clicking in my knee on the stairs", .goodNews),
        ("the ankle isn't puffing up after walks any more", .goodNews),
        ("Shoulder has stopped aching at night", .goodNews),
        ("zero pain in today's session!", .goodNews),
        ("I can get up the hill without being out of breath now", .goodNews),
        ("was breathing hard on the stairs but it settled right away", .goodNews),
        ("my hip used to twinge on the bike, not since the new saddle", .goodNews),
        // Tiredness and low energy.
        ("knackered today, barely slept", .lowEnergy),
        ("feeling really drained this afternoon", .lowEnergy),
        ("im soo tierd today", .lowEnergy),
        ("had a rubbish night's sleep and I'm running on empty", .lowEnergy),
        ("coming down with a cold, feeling run down", .lowEnergy),
        ("energy crashed after lunch, could barely keep my eyes open", .lowEnergy),
        ("wiped out from work, so sleepy", .lowEnergy),
        // A missed habit step or session.
        ("forgot to do my morning focus today", .missedStep),
        ("skipped my exercises yesterday because of work", .missedStep),
        ("didn't get round to the evening session", .missedStep),
        ("totally forgot my night prep, went straight to bed", .missedStep),
        ("Not gonna lie, I missed both rehab sessions today", .missedStep),
        // Progress, including progress other people did or didn't notice.
        ("my jeans are looser, down a notch on my belt", .goodNews),
        ("dropped 3kg since January and no one has said anything", .goodNews),
        ("stepped on the scales this morning, 2 pounds lighter", .goodNews),
        ("my partner says I'm walking so much better", .goodNews),
        // Idioms about an exercise or the diet.
        ("those bridges absolutely destroyed me but I finished them", .training),
        ("the clamshells are brutal but I did all of them", .training),
        ("mini squats are killing me lol", .training),
        ("this no-sugar thing is killing me", .unmotivated),
        ("honestly the eating plan is doing my head in", .unmotivated),
        // What an exercise is for, or how it's done.
        ("what's the point of the heel slides?", .aboutPlan),
        ("why am I doing quad sets, just curious", .aboutPlan),
        ("how am I supposed to do the calf raises", .aboutPlan),
        ("what are the ankle pumps meant to help with?", .aboutPlan),
        // Contrast: the part after "just" or "but" says what it's about.
        ("not tired, just can't be bothered", .unmotivated),
    ]

    @Test(arguments: probes)
    func isReadAsItsIntent(_ message: String, _ intent: CoachIntent) {
        #expect(CoachIntent.detect(message) == intent, "\(message) → \(CoachIntent.detect(message))")
    }

    @Test(arguments: probes.map(\.0))
    func getsACalmUsefulAnswer(_ message: String) {
        expectCalmAnswer(message)
    }

    func expectCalmAnswer(_ message: String) {
        let coach = BuiltInCoach(emergencyNumber: try? EmergencyNumber(validating: "999"))
        for context in [CoachFixtures.busyWeek(at: 10), CoachFixtures.emptyContext(at: 21)] {
            let reply = coach.answer(message, context: context)
            #expect(!reply.contains("not sure I caught that"), "\(message) → \(reply)")
            #expect(!reply.contains("999") && !reply.localizedCaseInsensitiveContains("emergency"), "\(message) → \(reply)")
            #expect(ReplyReading.wordCount(reply) < 120, "\(message) → \(reply)")
        }
    }
}
