import Foundation
import PhysioCore

// The emergency number and the crisis line the coach's safety answers name: settings side by side, no
// table of their own.
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

    /// The crisis line the person saved, or nil when they haven't (an unreadable stored value counts as unsaved).
    public func savedCrisisLine() async throws -> CrisisLine? {
        try await setting(.crisisLine).flatMap { try? CrisisLine(validating: $0) }
    }

    /// The crisis line to name: the saved one, else the guess for `timeZone` (nil where the table has none).
    public func crisisLine(guessingFor timeZone: TimeZone) async throws -> CrisisLine? {
        try await savedCrisisLine() ?? .likely(for: timeZone)
    }

    public func saveCrisisLine(_ line: CrisisLine) async throws {
        try await setSetting(.crisisLine, to: line.digits)
    }
}
