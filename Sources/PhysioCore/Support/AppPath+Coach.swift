import Foundation

/// The coach chat's addresses.
extension AppPath {
    /// Sends a message (POST).
    public static let coachMessages = coach.appending("messages")
    /// "Clear the conversation?" (GET), and clearing it (POST).
    public static let coachClear = coach.appending("clear")
    public static let coachSettings = coach.appending("settings")
    /// The emergency number the safety answers name (GET the form, POST to save).
    public static let coachEmergencyNumber = coach.appending("emergency-number")
}
