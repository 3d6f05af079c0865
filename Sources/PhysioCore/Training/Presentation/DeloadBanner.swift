/// The notice above a deload week, saying what changes and for how long.
public struct DeloadBanner: Sendable, Hashable {
    public var weekNumber: Int
    /// "Deload week".
    public var title: String
    /// What the deload rule does, in a sentence a person can act on.
    public var message: String

    /// The banner for week `number` of `plan`; nil when that week is not a deload.
    public init?(plan: MesocyclePlan, week number: Int) {
        guard plan.isDeloadWeek(number) else { return nil }
        weekNumber = number
        title = "Deload week"
        let comesBack = number < plan.weekCount && !plan.isDeloadWeek(number + 1)
            ? "Full sets return in week \(number + 1)."
            : "Full sets return after the deload."
        message = "Week \(number) is a deload: every exercise does about half its usual sets "
            + "(rounded up, at least one) with the same reps and load, so you recover. "
            + "Exercises moved into this week are reduced too. " + comesBack
    }
}
