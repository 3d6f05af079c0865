import Foundation

/// Guided (live) sessions' addresses: starting one from an exercise, its page, socket and end.
extension AppPath {
    /// Starts a live session of one exercise in a plan's session (POST).
    public static func liveStart(plan: UUID, slot: UUID, exercise: String) -> AppPath {
        sessionExercise(plan: plan, slot: slot, exercise: exercise).appending("live")
    }

    /// A live session's page ("/live/<id>"); the id is the session's token.
    public static func live(_ id: String) -> AppPath { AppPath("live", id) }

    /// The live session's WebSocket.
    public static func liveSocket(_ id: String) -> AppPath { live(id).appending("ws") }

    /// Ends the live session (POST).
    public static func liveEnd(_ id: String) -> AppPath { live(id).appending("end") }

    /// The ended session's review, before it is saved or discarded.
    public static func liveSummary(_ id: String) -> AppPath { live(id).appending("summary") }

    /// The live page's sound and vibration cues: GET reads `{"on":…}`, POST `cues=on|off` sets it.
    public static let liveCues = AppPath("settings", "live-cues")

    /// Discards the ended session (POST).
    public static func liveDiscard(_ id: String) -> AppPath { live(id).appending("discard") }
}
