// The habit coach's refusals are all the person's to fix (a field too long, an unknown item, a
// time that isn't a time): each answers 400 with the API's long-standing code `invalid_input` and
// the core's own words.

extension DayEntry.ValidationError: UserFacingError {
    public var kind: ErrorKind { .invalid }
    public var code: String { "invalid_input" }
}

extension NightPrepChecklist.EditError: UserFacingError {
    public var kind: ErrorKind { .invalid }
    public var code: String { "invalid_input" }
}

extension CravingNote.ValidationError: UserFacingError {
    public var kind: ErrorKind { .invalid }
    public var code: String { "invalid_input" }
}

extension HabitSettings.ValidationError: UserFacingError {
    public var kind: ErrorKind { .invalid }
    public var code: String { "invalid_input" }
}

extension PauseDay.RangeError: UserFacingError {
    public var kind: ErrorKind { .invalid }
    public var code: String { "invalid_input" }
}
