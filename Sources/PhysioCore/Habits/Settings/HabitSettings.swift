import Foundation

/// When the habit reminders fire, on the person's wall clock.
public struct ReminderTimes: Codable, Sendable, Hashable {
    /// "Prep Tonight (for Tomorrow)", 21:00 by default.
    public var nightPrep: TimeOfDay
    /// "Review Your Prep", 08:00 by default.
    public var morningFocus: TimeOfDay
    /// The optional "I Need Help" nudge; off (nil) by default.
    public var midday: TimeOfDay?

    public static let standard = ReminderTimes(
        nightPrep: TimeOfDay(hour: 21, minute: 0)!, morningFocus: TimeOfDay(hour: 8, minute: 0)!, midday: nil)

    public init(nightPrep: TimeOfDay, morningFocus: TimeOfDay, midday: TimeOfDay? = nil) {
        self.nightPrep = nightPrep
        self.morningFocus = morningFocus
        self.midday = midday
    }

    /// Reads a settings form: "HH:MM" for each, empty midday for none.
    public static func parse(
        nightPrep: String, morningFocus: String, midday: String?
    ) throws(HabitSettings.ValidationError) -> ReminderTimes {
        guard let night = TimeOfDay(parsing: nightPrep) else { throw .invalidTime(field: "Night Prep reminder", text: nightPrep) }
        guard let morning = TimeOfDay(parsing: morningFocus) else {
            throw .invalidTime(field: "Morning Focus reminder", text: morningFocus)
        }
        var middayTime: TimeOfDay?
        if let midday, !midday.trimmingWhitespace().isEmpty {
            guard let parsed = TimeOfDay(parsing: midday) else { throw .invalidTime(field: "Midday reminder", text: midday) }
            middayTime = parsed
        }
        return ReminderTimes(nightPrep: night, morningFocus: morning, midday: middayTime)
    }

    // Missing keys fall back to the defaults so older exports still import.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        nightPrep = try container.decodeIfPresent(TimeOfDay.self, forKey: .nightPrep) ?? Self.standard.nightPrep
        morningFocus = try container.decodeIfPresent(TimeOfDay.self, forKey: .morningFocus) ?? Self.standard.morningFocus
        midday = try container.decodeIfPresent(TimeOfDay.self, forKey: .midday)
    }
}

/// The habit coach's settings.
public struct HabitSettings: Codable, Sendable, Hashable {
    /// Show the small celebration when an achievement is earned (on by default).
    public var celebrationsEnabled: Bool
    /// Keep voice notes from "I Need Help" on this machine (off by default).
    public var keepAudio: Bool
    public var reminders: ReminderTimes

    public static let standard = HabitSettings(celebrationsEnabled: true, keepAudio: false, reminders: .standard)

    public init(celebrationsEnabled: Bool = true, keepAudio: Bool = false, reminders: ReminderTimes = .standard) {
        self.celebrationsEnabled = celebrationsEnabled
        self.keepAudio = keepAudio
        self.reminders = reminders
    }

    // Missing keys fall back to the defaults so settings saved by an older version still load.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        celebrationsEnabled = try container.decodeIfPresent(Bool.self, forKey: .celebrationsEnabled) ?? true
        keepAudio = try container.decodeIfPresent(Bool.self, forKey: .keepAudio) ?? false
        reminders = try container.decodeIfPresent(ReminderTimes.self, forKey: .reminders) ?? .standard
    }

    /// Why settings could not be saved.
    public enum ValidationError: Error, LocalizedError, Hashable, Sendable {
        /// A reminder time is not a 24-hour "HH:MM".
        case invalidTime(field: String, text: String)

        public var errorDescription: String? {
            switch self {
            case let .invalidTime(field, text):
                "“\(text)” is not a time for the \(field); use 24-hour HH:MM, for example 21:00."
            }
        }
    }
}
