import Foundation
import PhysioCore

// The emergency number the coach's safety answers name: a setting, no table of its own.
extension AppDatabase {
    /// The number the person saved, or nil when they haven't (an unreadable stored value counts as unsaved).
    public func savedEmergencyNumber() async throws -> EmergencyNumber? {
        try await setting(.emergencyNumber).flatMap { try? EmergencyNumber(validating: $0) }
    }

    /// The number to use: the saved one, else the guess for `timeZone`.
    public func emergencyNumber(guessingFor timeZone: TimeZone) async throws -> EmergencyNumber {
        try await savedEmergencyNumber() ?? .likely(for: timeZone)
    }

    public func saveEmergencyNumber(_ number: EmergencyNumber) async throws {
        try await setSetting(.emergencyNumber, to: number.digits)
    }
}
