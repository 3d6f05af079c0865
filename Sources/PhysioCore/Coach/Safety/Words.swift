import Foundation

/// A message as lower-case words, with sentence breaks kept as "." so a negation never reaches past
/// one. Apostrophes are dropped ("can’t" → "cant"), "&" reads as "and", digits are words ("10/10" →
/// "10", "10") and a decimal point stays inside its number ("38.5").
struct Words {
    let words: [String]
    /// Indices of words that start a clause after a comma or a dash ("my ankle was swollen, long gone
    /// now"): used to scope tense, never negation ("no redness, heat or swelling" denies all three).
    let clauseStarts: Set<Int>

    init(_ text: String) {
        var words: [String] = []
        var clauseStarts: Set<Int> = []
        var current = ""
        func flush() {
            if !current.isEmpty { words.append(current) }
            current = ""
        }
        let characters = Array(text.lowercased())
        for (index, character) in characters.enumerated() {
            if character == "'" || character == "’" || character == "‘" { continue }
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if character == ".", current.last?.isNumber == true, index + 1 < characters.count, characters[index + 1].isNumber {
                current.append(character)
            } else {
                flush()
                if ".!?;\n".contains(character) { words.append(".") }
                if ",:—–()".contains(character) { clauseStarts.insert(words.count) }
                if character == "&" || character == "+" { words.append("and") }
            }
        }
        flush()
        // "Kill my self", "hurt my self": one word, as the lexicon writes it.
        var index = 0
        while index + 1 < words.count {
            if words[index] == "my", words[index + 1] == "self" {
                words[index] = "myself"
                words.remove(at: index + 1)
                clauseStarts = Set(clauseStarts.map { $0 > index ? $0 - 1 : $0 })
            }
            index += 1
        }
        self.words = words
        self.clauseStarts = clauseStarts
    }

    /// The clause around `index`: from the last sentence break, comma or clause word ("but", "now")
    /// before it to the next one after it.
    func clause(around index: Int) -> Range<Int> {
        let clauseWords: Set<String> = [".", "but", "although", "though", "however", "yet", "now", "today", "tonight"]
        var start = index
        while start > 0, !clauseStarts.contains(start), !clauseWords.contains(words[start - 1]) { start -= 1 }
        var end = index + 1
        while end < words.count, !clauseStarts.contains(end), !clauseWords.contains(words[end]) { end += 1 }
        return start..<end
    }

    func word(at index: Int) -> String { words.indices.contains(index) ? words[index] : "" }
    func word(after index: Int) -> String { word(at: index + 1) }
    func word(before index: Int) -> String { word(at: index - 1) }

    /// Whether a sentence break stands between the two positions.
    func sameSentence(_ a: Int, _ b: Int) -> Bool {
        !words[min(a, b)...max(a, b)].contains(".")
    }

    /// Where `phrase` (patterns in order) starts.
    func starts(of phrase: [Pattern]) -> [Int] {
        guard !phrase.isEmpty, words.count >= phrase.count else { return [] }
        return (0...(words.count - phrase.count)).filter { start in
            phrase.indices.allSatisfy { phrase[$0].matches(words[start + $0]) }
        }
    }

    /// A word to look for: exact, a stem (`swell*`), any number (`#`), or — for longer words — the
    /// same word mistyped: one letter wrong, missing, extra or two swapped for words of five letters or
    /// more, two such slips for words of nine or more. A mistyped match keeps the first letter and is
    /// never a real English word in its own right (`Pattern.ordinaryWords`, OrdinaryWords.swift): "spelling" is not "swelling".
    struct Pattern: Hashable, Sendable {
        let text: String
        let isStem: Bool

        init(_ term: String) {
            isStem = term.hasSuffix("*")
            text = isStem ? String(term.dropLast()) : term
        }

        func matches(_ word: String) -> Bool {
            if text == "#" { return word.first?.isNumber == true }
            if isStem {
                if word.hasPrefix(text) { return true }
                guard text.count >= 5, word.count >= text.count - 1, !Self.ordinaryWords.contains(word) else { return false }
                // The stem mistyped: compare it with the word's start, one letter longer or shorter too.
                return (-1...1).contains { extra in
                    let length = text.count + extra
                    return length <= word.count && Self.isTypo(String(word.prefix(length)), of: text)
                }
            }
            if word == text { return true }
            guard text.count >= 5, abs(word.count - text.count) <= 2, !Self.ordinaryWords.contains(word) else { return false }
            return Self.isTypo(word, of: text)
        }

        /// Within the allowed slips of `term`, with the same first letter.
        static func isTypo(_ word: String, of term: String) -> Bool {
            guard word.first == term.first, word.count >= 4 else { return false }
            let allowed = term.count >= 9 ? 2 : 1
            return editDistance(Array(word), Array(term), atMost: allowed) <= allowed
        }

        /// Optimal-string-alignment distance (Damerau–Levenshtein without repeated edits of one
        /// substring): substitutions, insertions, deletions and swaps of neighbours each cost 1.
        /// Stops early once every path exceeds `limit`.
        static func editDistance(_ a: [Character], _ b: [Character], atMost limit: Int) -> Int {
            if abs(a.count - b.count) > limit { return limit + 1 }
            var previousPrevious = [Int](repeating: 0, count: b.count + 1)
            var previous = Array(0...b.count)
            for i in 1...max(a.count, 1) where !a.isEmpty {
                var row = [i] + [Int](repeating: 0, count: b.count)
                for j in 1...max(b.count, 1) where !b.isEmpty {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        row[j] = min(row[j], previousPrevious[j - 2] + 1)
                    }
                }
                if row.min() ?? 0 > limit { return limit + 1 }
                previousPrevious = previous
                previous = row
            }
            return a.isEmpty ? b.count : previous[b.count]
        }
    }
}
