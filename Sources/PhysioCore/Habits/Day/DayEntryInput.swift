/// What a page posts for Night Prep. Field names match `NightPrepForm` (`items`, `other`); a
/// missing field means empty, so a form with nothing ticked still decodes.
public struct NightPrepInput: Codable, Sendable, Hashable {
    /// The JSON API's keys and the form's field names (`NightPrepForm` prints them).
    public enum CodingKeys: String, CodingKey, CaseIterable { case items, other }

    public var items: [String]?
    public var other: String?

    public init(items: [String]? = nil, other: String? = nil) {
        self.items = items
        self.other = other
    }

    /// `entry` with its Night Prep replaced by this input, checked against the checklist.
    public func applied(to entry: DayEntry, checklist: NightPrepChecklist) throws(DayEntry.ValidationError) -> DayEntry {
        var entry = entry
        entry.nightPrep = try NightPrep.make(
            checkedItemIDs: items ?? [], other: other ?? "", checklist: checklist, previous: entry.nightPrep)
        return entry
    }
}

/// What a page posts for Morning Focus. Field names match `MorningFocusForm`.
public struct MorningFocusInput: Codable, Sendable, Hashable {
    /// The JSON API's keys and the form's field names (`MorningFocusForm` prints them).
    public enum CodingKeys: String, CodingKey, CaseIterable { case myWhy, challenge, challengeOther, swap, willDo, insteadOf }

    public var myWhy: String?
    public var challenge: String?
    public var challengeOther: String?
    public var swap: String?
    public var willDo: String?
    public var insteadOf: String?

    public init(
        myWhy: String? = nil, challenge: String? = nil, challengeOther: String? = nil,
        swap: String? = nil, willDo: String? = nil, insteadOf: String? = nil
    ) {
        self.myWhy = myWhy
        self.challenge = challenge
        self.challengeOther = challengeOther
        self.swap = swap
        self.willDo = willDo
        self.insteadOf = insteadOf
    }

    /// `entry` with its Morning Focus replaced by this input.
    public func applied(to entry: DayEntry) throws(DayEntry.ValidationError) -> DayEntry {
        var entry = entry
        entry.morningFocus = try MorningFocus.make(
            myWhy: myWhy ?? "", challengeID: challenge, challengeOther: challengeOther ?? "",
            swap: swap ?? "", willDo: willDo ?? "", insteadOf: insteadOf ?? "")
        return entry
    }
}

/// What a page posts for the End-of-Day check-in. Field names match `EndOfDayForm`;
/// `followedSwap` is "yes", "no" or empty.
public struct EndOfDayInput: Codable, Sendable, Hashable {
    /// The JSON API's keys and the form's field names (`EndOfDayForm` prints them).
    public enum CodingKeys: String, CodingKey, CaseIterable { case followedSwap, feeling, gotInTheWay }

    public var followedSwap: String?
    public var feeling: String?
    public var gotInTheWay: String?

    public init(followedSwap: String? = nil, feeling: String? = nil, gotInTheWay: String? = nil) {
        self.followedSwap = followedSwap
        self.feeling = feeling
        self.gotInTheWay = gotInTheWay
    }

    /// `entry` with its check-in replaced by this input.
    public func applied(to entry: DayEntry) throws(DayEntry.ValidationError) -> DayEntry {
        var entry = entry
        entry.endOfDay = try EndOfDayCheckIn.make(
            followedSwap: try EndOfDayCheckIn.parseFollowedSwap(followedSwap),
            feeling: feeling ?? "", gotInTheWay: gotInTheWay ?? "")
        return entry
    }
}

/// What every habit card's form sends beside its part: which card it is (checked before anything is
/// saved) and the page to go back to.
public struct HabitCardSubmission: Decodable, Sendable {
    public enum CodingKeys: String, CodingKey, CaseIterable { case kind, returnTo = "return" }

    public var kind: TimelineSectionKind?
    /// The path of the page the card was on (Today, or a day opened from History).
    public var returnTo: String?
}
