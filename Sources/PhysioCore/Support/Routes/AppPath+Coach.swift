import Foundation

/// The coach chat's addresses.
extension AppPath {
    /// Where a message is posted (a form, or JSON with a streamed answer).
    public static let coachMessages = coach / "messages"
    /// "Clear conversation?" (GET asks, POST clears).
    public static let coachClear = coach / "clear"
    /// The choice of coach: built-in or a model server on this computer.
    public static let coachSettings = coach / "settings"
    /// The emergency number the safety answers give (GET shows it, POST changes it).
    public static let coachEmergencyNumber = coach / "emergency-number"
}
