import Foundation

/// "Stop — it hurts" in a guided session.
extension AppPath {
    /// Ends a live session because it hurt (POST); `live` is the live session's own key.
    public static func livePainStop(_ live: String) -> AppPath { AppPath("live", live, "pain-stop") }
}
