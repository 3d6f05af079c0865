/// The habit coach's settings form as sent; its coding keys are the form's field names, which
/// `HabitSettingsView` prints.
public struct HabitSettingsForm: Decodable, Sendable {
    public enum CodingKeys: String, CodingKey, CaseIterable {
        case celebrations, keepAudio, nightPrepReminder, morningFocusReminder, middayReminder
    }

    /// Checkboxes: absent when unticked.
    public var celebrations: Bool
    public var keepAudio: Bool
    /// Times as typed ("21:00"); checked by `ReminderTimes.parse`.
    public var nightPrepReminder: String
    public var morningFocusReminder: String
    /// Empty or absent: no midday nudge.
    public var middayReminder: String?
}
