import Foundation

/// A fixed notice a redirect names in `?notice=`: only these words reach a page, never text from
/// the URL. Each feature lists its own (`Notice` for rehab, `HabitNotice`, `PlannerNotice`,
/// `CoachNotice`, `ReminderNotice`).
public protocol PageNotice: RawRepresentable, Sendable where RawValue == String {
    /// What the page says.
    var text: String { get }
}

extension PageNotice {
    /// The text of the notice a `notice` query value names, or nil for anything else.
    public static func text(forQuery raw: String?) -> String? {
        raw.flatMap(Self.init(rawValue:))?.text
    }
}
