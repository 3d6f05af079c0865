/// The library exercises a message names, the way people write them: "heel slide", "the heel slides",
/// "sit to stand", "straight leg raises", and a name of three words or more without its first word
/// ("calf stretch" for Towel Calf Stretch, "knee bends" for Seated Knee Bends).
extension RehabLibrary {
    /// One library exercise named in a message: which, and the positions of the words naming it.
    struct Mention {
        let exercise: Exercise
        let words: Range<Int>
    }

    /// The exercises named in `words` (lowercased, apostrophes dropped, as `CoachIntent.Reading` has
    /// them), in the order they are named; each word belongs to one name at most, the longest.
    static func mentions(in words: [String]) -> [Mention] {
        let stems = words.map(nameStem)
        var mentions: [Mention] = []
        var index = 0
        while index < stems.count {
            let found = namePatterns.filter { stems[index...].starts(with: $0.words) }.max { $0.words.count < $1.words.count }
            if let found {
                if !mentions.contains(where: { $0.exercise.id == found.exercise.id }) {
                    mentions.append(Mention(exercise: found.exercise, words: index..<(index + found.words.count)))
                }
                index += found.words.count
            } else {
                index += 1
            }
        }
        return mentions
    }

    /// The library exercises `message` names ("how do I do a heel slide?"), in the order named.
    public static func exercises(namedIn message: String) -> [Exercise] {
        mentions(in: CoachIntent.Reading(message).words).map(\.exercise)
    }

    /// Each exercise's name as stemmed words, and the shorter form of a long name.
    private static let namePatterns: [(exercise: Exercise, words: [String])] = exercises.flatMap { exercise in
        let words = CoachIntent.normalized(exercise.name).split(separator: " ").map { nameStem(String($0)) }
        var patterns = [(exercise, words)]
        // "Towel Calf Stretch" → "calf stretch"; never a short form that starts with a joining word
        // ("Knee to Chest" keeps its whole name).
        if words.count >= 3, !["to", "and", "the", "a"].contains(words[1]) {
            patterns.append((exercise, Array(words.dropFirst())))
        }
        return patterns
    }

    /// A word without its plural ending, so "slides" and "slide", "stretches" and "stretch" match.
    static func nameStem(_ word: String) -> String {
        guard word.count > 3 else { return word }
        if ["ches", "shes", "sses", "xes"].contains(where: word.hasSuffix) { return String(word.dropLast(2)) }
        if word.hasSuffix("ss") || !word.hasSuffix("s") { return word }
        return String(word.dropLast())
    }
}
