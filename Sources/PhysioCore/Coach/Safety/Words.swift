import Foundation

/// A message as lower-case words, with sentence breaks kept as "." so a negation never reaches past
/// one. Apostrophes are dropped ("can’t" → "cant"); digits are words ("10/10" → "10", "10").
struct Words {
    let words: [String]

    /// Words that negate a sign within the three words after them ("no swelling", "isn’t hot").
    static let negators: Set<String> = [
        "no", "not", "without", "never", "isnt", "arent", "wasnt", "werent", "dont", "doesnt", "didnt", "nothing",
        "none", "neither", "nor", "hasnt", "havent", "hadnt", "zero", "nope",
    ]
    /// Words that end a negation's reach.
    static let breaks: Set<String> = [".", "but", "although", "though", "however", "yet", "except"]

    init(_ text: String) {
        var words: [String] = []
        var current = ""
        func flush() {
            if !current.isEmpty { words.append(current) }
            current = ""
        }
        for character in text.lowercased() {
            if character == "'" || character == "’" || character == "‘" { continue }
            if character.isLetter || character.isNumber {
                current.append(character)
            } else {
                flush()
                if ".!?;\n".contains(character) { words.append(".") }
            }
        }
        flush()
        self.words = words
    }

    func word(after index: Int) -> String { index + 1 < words.count ? words[index + 1] : "" }
    func word(before index: Int) -> String { index > 0 ? words[index - 1] : "" }

    /// Whether the word at `index` is negated: a negator within three words before it (in the same
    /// clause), or "free" right after it ("pain free").
    func isNegated(_ index: Int) -> Bool {
        if word(after: index) == "free" { return true }
        var position = index - 1
        while position >= 0, position >= index - 3 {
            let word = words[position]
            if Self.breaks.contains(word) { return false }
            if Self.negators.contains(word) { return true }
            position -= 1
        }
        return false
    }

    /// Where words matching any of `terms` stand.
    func indices(of terms: [String]) -> [Int] {
        let patterns = terms.map(Pattern.init)
        return words.indices.filter { index in patterns.contains { $0.matches(words[index]) } }
    }

    func hasAny(_ terms: [String], negatable: Bool = true) -> Bool {
        indices(of: terms).contains { !negatable || !isNegated($0) }
    }

    /// Whether a (not negated) word of `first` and one of `second` stand within `within` words of
    /// each other, in either order and in the same sentence.
    func near(_ first: [String], _ second: [String], within: Int) -> Bool {
        let a = indices(of: first).filter { !isNegated($0) }
        let b = indices(of: second).filter { !isNegated($0) }
        return a.contains { i in
            b.contains { j in i != j && abs(i - j) <= within && !words[min(i, j)...max(i, j)].contains(".") }
        }
    }

    func hasPhrase(_ phrase: [String], negatable: Bool = false) -> Bool {
        let patterns = phrase.map(Pattern.init)
        guard !patterns.isEmpty, words.count >= patterns.count else { return false }
        return (0...(words.count - patterns.count)).contains { start in
            patterns.indices.allSatisfy { patterns[$0].matches(words[start + $0]) } && (!negatable || !isNegated(start))
        }
    }

    func hasAnyPhrase(_ phrases: [[String]], negatable: Bool = false) -> Bool {
        phrases.contains { hasPhrase($0, negatable: negatable) }
    }

    /// A phrase where `\d` stands for any number.
    func hasSequence(_ phrase: [String]) -> Bool { hasPhrase(phrase) }

    /// A word to look for: exact, a stem (`swell*`), any number (`\d`), or — for words of six letters
    /// or more — the same word with one letter wrong, missing, extra or swapped.
    struct Pattern {
        let text: String
        let isStem: Bool

        init(_ term: String) {
            isStem = term.hasSuffix("*")
            text = isStem ? String(term.dropLast()) : term
        }

        func matches(_ word: String) -> Bool {
            if text == "\\d" { return word.allSatisfy(\.isNumber) }
            if isStem { return word.hasPrefix(text) || (text.count >= 5 && Self.withinOneEdit(String(word.prefix(text.count)), text)) }
            if word == text { return true }
            return text.count >= 6 && word.count >= 6 && abs(word.count - text.count) <= 1 && Self.withinOneEdit(word, text)
        }

        /// Damerau–Levenshtein distance ≤ 1 (one substitution, insertion, deletion or swap).
        static func withinOneEdit(_ a: String, _ b: String) -> Bool {
            let x = Array(a), y = Array(b)
            if x == y { return true }
            if x.count == y.count {
                let diffs = x.indices.filter { x[$0] != y[$0] }
                if diffs.count == 1 { return true }
                return diffs.count == 2 && diffs[1] == diffs[0] + 1 && x[diffs[0]] == y[diffs[1]] && x[diffs[1]] == y[diffs[0]]
            }
            let (long, short) = x.count > y.count ? (x, y) : (y, x)
            guard long.count == short.count + 1 else { return false }
            var i = 0, j = 0, skipped = false
            while i < long.count, j < short.count {
                if long[i] == short[j] { i += 1; j += 1 } else if skipped { return false } else { skipped = true; i += 1 }
            }
            return true
        }
    }
}
