import Foundation
import GRDB
import PhysioCore

/// The app-wide settings part. The sign-in token and browser sessions are deliberately not
/// exported: a file that leaks must not sign anyone in.
public struct SettingsArchivePart: ArchivePart, Equatable {
    static let key = "settings"

    public var onboardingCompleted: Bool
    /// The time zone the person chose, if they chose one.
    public var timeZone: String?
    /// Whether the live page's sound and vibration cues are on; nil when never chosen (quiet).
    public var liveCues: Bool? = nil
    /// The emergency number the coach's safety answers name, if the person saved one (absent in older files).
    public var emergencyNumber: String?
    /// Whether assistive mode is on; nil when never chosen (off; absent in older files).
    public var assistiveMode: Bool? = nil
    /// The crisis line the coach names in a crisis, if the person saved one (absent in older files).
    public var crisisLine: String? = nil

    static func read(_ db: Database) throws -> SettingsArchivePart {
        let onboarding = try AppDatabase.fetchSetting(.onboardingCompleted, db)
        let zone = try AppDatabase.fetchSetting(.timeZone, db)
        let cues = try AppDatabase.fetchSetting(.liveCues, db)
        var part = SettingsArchivePart(
            onboardingCompleted: onboarding == "true", timeZone: zone, liveCues: cues.map { $0 == "on" })
        part.emergencyNumber = try AppDatabase.fetchSetting(.emergencyNumber, db)
        part.assistiveMode = try AppDatabase.fetchSetting(.assistiveMode, db).map { $0 == "on" }
        part.crisisLine = try AppDatabase.fetchSetting(.crisisLine, db)
        return part
    }

    func validate() throws(ArchiveProblem) {
        if let timeZone, TimeZone(identifier: timeZone) == nil {
            throw ArchiveProblem(path: "parts.settings.timeZone", message: "“\(timeZone)” is not a known time zone")
        }
        if let emergencyNumber, (try? EmergencyNumber(validating: emergencyNumber)) == nil {
            throw ArchiveProblem(path: "parts.settings.emergencyNumber", message: "“\(emergencyNumber)” is not an emergency number (2 to 6 digits)")
        }
        if let crisisLine, (try? CrisisLine(validating: crisisLine)) == nil {
            throw ArchiveProblem(path: "parts.settings.crisisLine", message: "“\(crisisLine)” is not a phone number (2 to 15 digits)")
        }
    }

    func replace(in db: Database, at time: Date) throws {
        let keys = [AppDatabase.SettingKey.onboardingCompleted, .timeZone, .liveCues, .emergencyNumber, .assistiveMode, .crisisLine]
            .map(\.rawValue)
        try db.execute(sql: "DELETE FROM setting WHERE key IN (?, ?, ?, ?, ?, ?)", arguments: StatementArguments(keys))
        if onboardingCompleted { try SettingRecord(key: keys[0], value: "true").insert(db) }
        if let timeZone { try SettingRecord(key: keys[1], value: timeZone).insert(db) }
        if let liveCues { try SettingRecord(key: keys[2], value: liveCues ? "on" : "off").insert(db) }
        if let emergencyNumber { try SettingRecord(key: keys[3], value: emergencyNumber).insert(db) }
        if let assistiveMode { try SettingRecord(key: keys[4], value: assistiveMode ? "on" : "off").insert(db) }
        if let crisisLine { try SettingRecord(key: keys[5], value: crisisLine).insert(db) }
    }
}
