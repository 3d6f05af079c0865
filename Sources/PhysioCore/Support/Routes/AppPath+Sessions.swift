import Foundation

/// A saved guided session's addresses.
extension AppPath {
    /// A saved session's page.
    public static let sessionRecord = (AppRoute.root / "sessions" / .uuid("record")).helpable
    /// "Count wrong?" on a saved session (POST).
    public static let sessionReps = (sessionRecord / "reps").personal
    /// The workout record as JSON.
    public static let sessionWorkoutJSON = sessionRecord / "workout.json"
    /// The workout record as CSV.
    public static let sessionWorkoutCSV = sessionRecord / "workout.csv"
}
