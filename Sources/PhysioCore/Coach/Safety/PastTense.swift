import Foundation

/// Whether a sign is told as something long past and dealt with — "I fainted once giving blood as a
/// teenager", "tore my ACL in 2020, fully rehabbed", "my ankle was swollen after I sprained it in
/// spring, long gone now" — so the coach answers the question that follows instead of the old event.
/// A time marker must stand in the sign's own clause; a recent one ("months ago", "in spring") also
/// needs the message to say it is over ("healed", "fine since", "long gone"); and any sign of it coming
/// back nearby ("again", "lately", "flared up") keeps it current.
struct PastTense {
    let words: Words

    init(_ words: Words) { self.words = words }

    /// Markers of a time long gone: enough on their own.
    static let distant = [
        "years ago", "year ago", "last year", "as a kid", "as a child", "as a teenager", "as a teen", "when i was", "used to",
        "back in", "long ago", "in the past", "years back", "at school", "in my twenties", "in my teens", "a long time ago",
        "long time ago", "donkeys years",
    ]
    /// Markers of a recent past: the message must also say it is over.
    static let recent = [
        "months ago", "month ago", "weeks ago", "last summer", "last spring", "last autumn", "last winter", "last fall",
        "in spring", "in the spring", "in summer", "in the summer", "in autumn", "in winter", "before my op", "previously",
        "ages ago", "a while ago", "a while back", "some time ago", "a few months back", "months back", "weeks back",
    ]
    /// The message says it is over.
    static let over = [
        "fine now", "all fine", "been fine", "fine since", "fine ever since", "healed", "cleared", "all cleared", "resolved",
        "long gone", "all gone", "gone now", "sorted", "signed off", "signed me off", "rehabbed", "recovered", "doing great",
        "doing well", "no problems since", "no issues since", "no trouble since", "not since", "never came back",
        "hasnt come back", "was treated", "got treated", "been treated", "better now", "all good", "ok now", "okay now",
        "fully fit", "feels good now", "feels great now", "feels fine now", "feeling good now", "feeling great now",
        "feels normal now", "stopped ages ago", "stopped weeks ago", "stopped months ago", "stopped a while ago", "stopped long ago",
    ]
    /// It is back: nearby, these keep the sign current.
    static let recurring = [
        "again", "came back", "coming back", "come back", "is back", "its back", "are back", "back again", "returned",
        "returning", "flare*", "flaring", "recurr*", "relaps*", "lately", "recently", "these days", "tonight", "right now",
        "this morning", "this week", "since yesterday", "since last night", "still",
    ]

    func isPastAndOver(_ start: Int, _ end: Int) -> Bool {
        let clause = words.clause(around: start)
        let near = max(0, start - 5)..<min(words.words.count, end + 5)
        if Self.recurring.contains(where: { phrase in occurs(phrase, in: clause) || occurs(phrase, in: near) }) { return false }
        if Self.distant.contains(where: { occurs($0, in: clause) }) || namesAPastYear(in: clause) { return true }
        return Self.recent.contains(where: { occurs($0, in: clause) })
            && Self.over.contains(where: { occurs($0, in: 0..<words.words.count) })
    }

    /// "tore my ACL in 2020": a year told with a verb in the past tense (the core has no clock; "I want
    /// to run a marathon in 2027" has no past verb).
    private func namesAPastYear(in range: Range<Int>) -> Bool {
        let namesYear = range.contains { index in
            words.word(before: index) == "in" && words.words[index].count == 4 && Int(words.words[index]).map { $0 > 1900 } == true
        }
        return namesYear && range.contains { Self.isPastVerb(words.words[$0]) }
    }

    static let irregularPast: Set<String> = [
        "had", "was", "were", "did", "tore", "broke", "hurt", "fell", "got", "went", "took", "split", "cut", "hit", "came",
        "felt", "lost", "ran", "wore", "threw", "caught", "slipped", "bust", "busted",
    ]

    static func isPastVerb(_ word: String) -> Bool {
        irregularPast.contains(word) || (word.count > 4 && word.hasSuffix("ed"))
    }

    private func occurs(_ phrase: String, in range: Range<Int>) -> Bool {
        let patterns = phrase.split(separator: " ").map { Words.Pattern(String($0)) }
        return words.starts(of: patterns).contains { range.contains($0) && $0 + patterns.count <= range.upperBound }
    }
}
