import Foundation

/// Saved guided sessions: a record's page and its downloads, and the save of an ended live session.
extension AppPath {
    /// A saved session's summary ("/sessions/<id>").
    public static func sessionRecord(_ id: UUID) -> AppPath { AppPath("sessions").appending(id) }

    /// A saved session as a workout record: `json` or `csv`.
    /// Where the saved summary's "Count wrong?" form posts the person's own count.
    public static func sessionReps(_ id: UUID) -> AppPath { sessionRecord(id).appending("reps") }

    public static func sessionWorkout(_ id: UUID, format: String) -> AppPath {
        sessionRecord(id).appending("workout.\(format)")
    }

    /// Saves an ended live session (POST); `live` is the live session's own key.
    public static func liveSessionSave(_ live: String) -> AppPath { AppPath("live", live, "save") }
}
