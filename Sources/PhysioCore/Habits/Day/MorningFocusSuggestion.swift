/// Yesterday's (or the last saved) why, challenge, swap and commitment, offered on a blank Morning
/// Focus so a typical morning is one tap ("Keep yesterday's") instead of five fields. A suggestion is
/// only shown: nothing is saved until the person saves the form.
public struct MorningFocusSuggestion: Sendable, Hashable {
    /// The day the values were saved for.
    public let date: LocalDate
    public let focus: MorningFocus
    /// "yesterday's" or "Sat • Nov 21's": whose values the fields hold, for the marks and the button.
    public let sourceLabel: String

    /// The latest entry before `date` whose Morning Focus has a why, swap or commitment, among
    /// `entries` (any order); nil when there is none.
    public static func latest(before date: LocalDate, in entries: [DayEntry]) -> MorningFocusSuggestion? {
        let source = entries.filter { $0.date < date && $0.morningFocus.hasSuggestibleText }.max { $0.date < $1.date }
        guard let source else { return nil }
        let label = source.date == date.adding(days: -1) ? "yesterday’s" : "\(HabitDateLabel.short(source.date))’s"
        return MorningFocusSuggestion(date: source.date, focus: source.morningFocus, sourceLabel: label)
    }
}

extension MorningFocus {
    /// True when there is something worth offering again the next morning.
    var hasSuggestibleText: Bool { ![myWhy, swap, willDo, insteadOf].allSatisfy(\.isEmpty) }

    /// This focus with its empty steps filled from `suggestion`, and which fields were filled (form
    /// names). Steps the person already filled keep their own words.
    func filled(from suggestion: MorningFocusSuggestion?) -> (focus: MorningFocus, suggested: Set<String>) {
        guard let source = suggestion?.focus else { return (self, []) }
        var result = self
        var suggested: Set<String> = []
        func fill(_ keyPath: WritableKeyPath<MorningFocus, String>, _ name: String) {
            if result[keyPath: keyPath].isEmpty && !source[keyPath: keyPath].isEmpty {
                result[keyPath: keyPath] = source[keyPath: keyPath]
                suggested.insert(name)
            }
        }
        fill(\.myWhy, "myWhy")
        if result.challenge == nil, let challenge = source.challenge {
            result.challenge = challenge
            if challenge == .other, result.challengeOther.isEmpty { result.challengeOther = source.challengeOther }
            suggested.insert("challenge")
        }
        fill(\.swap, "swap")
        fill(\.willDo, "willDo")
        fill(\.insteadOf, "insteadOf")
        return (result, suggested)
    }
}
