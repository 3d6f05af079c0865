import PhysioCore
import Testing

@Suite struct CoachIntentTests {
    @Test(arguments: [
        ("I have a craving", CoachIntent.craving),
        ("Craving chocolate SO bad right now!!", .craving),
        ("i want to eat the whole pantry", .craving),
        ("I’m standing in front of the fridge", .craving),
        ("so hungry, thinking about pizza", .craving),
        ("what should I do about this craving?", .craving),
        ("I slipped", .slipped),
        ("I gave in to a craving last night", .slipped),
        ("ate a whole pizza, I messed up", .slipped),
        ("I ate pizza", .slipped),
        ("I broke my streak", .slipped),
        ("went off track at the party", .slipped),
        ("I'm not motivated", .unmotivated),
        ("I dont feel like doing my exercises today", .unmotivated),
        ("what's the point anymore", .unmotivated),
        ("feeling stuck and fed up", .unmotivated),
        ("What should I do today?", .planToday),
        ("what's next", .planToday),
        ("where do I start this morning", .planToday),
        ("How am I doing?", .progress),
        ("hows my streak", .progress),
        ("am I on track this week?", .progress),
        ("thank you!", .thanks),
        ("Hello", .greeting),
        ("whats a good breakfast under 400 calories", .food),
        ("how much protein should I have a day", .food),
        ("what should I eat before a 10k", .food),
        ("plain chicken again, give me seasoning ideas", .food),
        ("i dont understand the app how do i mark the exercise done", .appHelp),
        ("the writing is too small, cant read the buttons", .appHelp),
        ("how do i set a reminder on my phone", .appHelp),
        ("the weather is nice", .other),
        ("", .other),
        ("I want to kill myself", .urgent),
        ("chest pain after my walk", .urgent),
    ])
    func recognisesPhrasings(_ message: String, _ intent: CoachIntent) {
        #expect(CoachIntent.detect(message) == intent, "\(message)")
    }
}
