import Foundation

/// Fixed notices of the planner pages. Only these words reach the page, never text from the URL.
public enum PlannerNotice: String, PageNotice {
    case created, saved, deleted, moved, done, undone, workoutAdded = "workout-added", workoutDeleted =
        "workout-deleted"

    public var text: String {
        switch self {
        case .created: "Your training plan is ready. Drag exercises between days, or tap a day to see its workout."
        case .saved: "Changes saved."
        case .deleted: "The training plan was deleted."
        case .moved: "Exercise moved."
        case .done: "Workout marked done. Nice work!"
        case .undone: "Workout marked not done."
        case .workoutAdded: "Workout added. Now add its exercises."
        case .workoutDeleted: "Workout deleted; the day is a rest day now."
        }
    }

    /// `path` showing this notice, scrolled to `fragment`.
    public func on(_ path: AppPath, fragment: String? = nil) -> String {
        let target = path.query("notice", rawValue)
        return (fragment.map(target.fragment) ?? target).value
    }
}
