extension AngleRange {
    /// Parses a target written `LO-HI` or `LO..HI` in degrees (`80-95`, `-20-10`, `0..10`); nil when
    /// the text is not two finite numbers.
    public init?(parsing text: String) {
        let trimmed = text.trimmingWhitespace()
        let parts: [Substring]
        if let range = trimmed.range(of: "..") {
            parts = [trimmed[..<range.lowerBound], trimmed[range.upperBound...]]
        } else {
            // The separator is the first "-" that follows a digit or a decimal point (spaces aside).
            var previous: Character?
            var split: String.Index?
            for index in trimmed.indices {
                let character = trimmed[index]
                if character == "-", let previous, previous.isNumber || previous == "." {
                    split = index
                    break
                }
                if !character.isWhitespace { previous = character }
            }
            guard let split else { return nil }
            parts = [trimmed[..<split], trimmed[trimmed.index(after: split)...]]
        }
        guard let lower = StrictInput.decimal(parts[0].trimmingWhitespace()),
              let upper = StrictInput.decimal(parts[1].trimmingWhitespace())
        else { return nil }
        self.init(lower, upper)
    }
}
