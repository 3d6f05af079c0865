import Foundation

// Training talk: acknowledged, and a question about a training idea answered with what it means and
// example numbers — the person's own training is theirs and their coach's, their rehab their clinician's.
extension BuiltInCoach {
    /// Training talk: good to hear, not mine to judge; the rehab plan alongside. A question about a
    /// training idea — a deload, a taper, a "5x5", RPE, a one-rep max, progressive overload, rest days,
    /// starting out — gets what it means with example numbers, never a prescription, and a step to plan it.
    func training(_ message: String, _ context: CoachContext) -> Reply {
        guard let idea = Self.trainingIdea(message) else {
            var reply = Reply("Sounds like you’re putting the work in.")
            reply.add("Training loads, paces and heart-rate zones are outside what I can judge for you. Build up gradually, warm up first, and stop if something hurts sharply; if you’re unsure how your training fits with your rehab, your clinician can say.")
            reply.next = nextStepForToday(context)
            return reply
        }
        var reply = Reply(idea.meaning)
        reply.add("These are examples, not a plan for you; if you’re recovering from an injury, your clinician can say how it fits with your rehab.")
        reply.next = idea.next
        return reply
    }

    /// What a training idea the message asks about means, with example numbers, and a next step to
    /// plan it; nil for other training talk.
    static func trainingIdea(_ message: String) -> (meaning: String, next: String)? {
        let text = CoachIntent.normalized(message)
        func asks(_ words: [String]) -> Bool { words.contains { text.contains(" \($0) ") } }
        if asks(["deload", "deloads", "deloading"]) {
            return ("A deload is a planned easier week so your body can catch up with the training: the same exercises, lighter — for example about half the sets, or weights you could lift many more times. Many people take one every 4 to 8 weeks, or when everything starts to feel heavy. It’s part of training, not lost progress.",
                    "mark a lighter week in your calendar now, so it’s planned rather than a surprise.")
        }
        if asks(["taper", "tapering", "tapered"]) {
            return ("A taper means doing less before a race so you start it fresh. For example, runners often cut their total distance by a third to a half over the last 1 to 2 weeks (up to 3 before a marathon), keeping a few short, quicker bits so the legs stay sharp. Nothing new in race week — shoes, food or sessions.",
                    "count back from race day and mark in your calendar when your lighter days start.")
        }
        if let (sets, reps) = ExerciseTerm.firstScheme(in: message), CoachIntent.hasTrainingContext(CoachIntent.Reading(message)) {
            return ("“\(sets)x\(reps)” means \(count(sets, "set")) of \(count(reps, "rep")). Plans like that are common when starting out: for example, a weight you could still lift two or three more times at the end of each set, adding a little only when every rep looks the same. Learning the movement with a light weight first matters more than the numbers.",
                    "start your first session lighter than you think, and note how the last reps of each set feel.")
        }
        if asks(["progressive overload"]) {
            return ("Progressive overload means making training a little harder over time — for example a bit more weight, a rep or two more, or an extra set — in small steps, once the current amount feels comfortable. Your rehab exercises are the exception: their numbers are your clinician’s.",
                    "write down what you did this week, so next week’s small step is clear.")
        }
        if asks(["rpe", "reps in reserve", "rir"]) {
            return ("RPE (“rate of perceived exertion”) is how hard something feels, from 1 to 10. For example, RPE 7 on a set means hard, but with about three more good reps left in you; on a run, that you could still speak a few words. “Reps in reserve” says the same thing the other way round.",
                    "in your next session, give your last set a number from 1 to 10, and note it down.")
        }
        if asks(["one rep max", "1rm"]) {
            return ("A one-rep max is the most weight you could lift once, with good form. Plans often give weights as a share of it — for example 70 % — but testing it is hard on the body, so many people estimate it from a lighter set they can do several times.",
                    "note the weights and reps of your next session, so there’s something to estimate from.")
        }
        if asks(["rest day", "rest days", "recovery week"]) {
            return ("Rest is when the body adapts to training. Many people take at least one or two rest days a week — for example after a hard session — and an easy walk or gentle stretching still fits on a rest day.",
                    "pick this week’s rest days now and mark them in your calendar.")
        }
        if asks(["beginner", "beginners", "starting out", "new to", "couch to 5k", "c25k", "skipping rope", "jump rope", "beginner routine"]) {
            return ("Starting out, less is more: for example, 2 or 3 short sessions a week with a rest day between, short bursts with breaks in between (say 30 seconds on, 30 off), and a little more each week only while it feels comfortable.",
                    "choose two days this week for a short, easy session and put them in your calendar.")
        }
        return nil
    }
}
