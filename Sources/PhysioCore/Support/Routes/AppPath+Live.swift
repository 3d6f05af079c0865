import Foundation

/// Guided (live) sessions' addresses: starting one from an exercise, its page, socket and end.
extension AppPath {
    /// Starts a live session of one exercise in a plan's session (POST).
    public static let liveStart = sessionExercise / "live"
    /// A live session's page ("/live/<id>"); the id is the session's token.
    public static let live = AppRoute.root / "live" / .text("live", maximumLength: 64)
    /// The live session's WebSocket.
    public static let liveSocket = live / "ws"
    /// Ends the live session (POST).
    public static let liveEnd = live / "end"
    /// The ended session's review, before it is saved or discarded.
    public static let liveSummary = live / "summary"
    /// Saves the ended session (POST).
    public static let liveSessionSave = live / "save"
    /// Discards the ended session (POST).
    public static let liveDiscard = live / "discard"
    /// "Stop — it hurts" (POST): records where it hurt and ends the session.
    public static let livePainStop = live / "pain-stop"
    /// The live page's sound and vibration cues: GET reads `{"on":…}`, POST `cues=on|off` sets it.
    public static let liveCues = settings / "live-cues"
}
