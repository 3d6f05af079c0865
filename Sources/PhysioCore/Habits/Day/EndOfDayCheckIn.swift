/// The optional End-of-Day check-in: did I follow my swap, and how did it go.
public struct EndOfDayCheckIn: Codable, Sendable, Hashable {
    /// nil until the person answers.
    public var followedSwap: Bool?
    /// "If yes, how do I feel about it?"
    public var feeling: String
    /// "If no, what got in the way?"
    public var gotInTheWay: String

    public init(followedSwap: Bool? = nil, feeling: String = "", gotInTheWay: String = "") {
        self.followedSwap = followedSwap
        self.feeling = feeling
        self.gotInTheWay = gotInTheWay
    }

    /// True once anything is answered or written.
    public var isLogged: Bool { followedSwap != nil || !feeling.isEmpty || !gotInTheWay.isEmpty }

    /// A check-in from what the person typed, cleaned and checked. Both texts are kept whatever the
    /// answer, so flipping yes/no while typing never throws words away.
    public static func make(
        followedSwap: Bool?, feeling: String, gotInTheWay: String
    ) throws(DayEntry.ValidationError) -> EndOfDayCheckIn {
        EndOfDayCheckIn(
            followedSwap: followedSwap,
            feeling: try HabitTextField.feeling.clean(feeling),
            gotInTheWay: try HabitTextField.gotInTheWay.clean(gotInTheWay))
    }

    /// Reads a form's answer: "yes", "no", or empty/nil for not answered yet.
    public static func parseFollowedSwap(_ answer: String?) throws(DayEntry.ValidationError) -> Bool? {
        switch answer?.trimmingWhitespace().lowercased() ?? "" {
        case "": nil
        case "yes", "true": true
        case "no", "false": false
        default: throw .invalidFollowedSwapAnswer(answer ?? "")
        }
    }
}
