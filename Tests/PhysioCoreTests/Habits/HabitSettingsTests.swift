import Foundation
import PhysioCore
import Testing
import TestSupport

@Suite struct HabitSettingsTests {
    @Test func defaultsMatchTheSeed() {
        let settings = HabitSettings.standard
        #expect(settings.celebrationsEnabled && !settings.keepAudio)
        #expect(settings.reminders.nightPrep.iso == "21:00")
        #expect(settings.reminders.morningFocus.iso == "08:00")
        #expect(settings.reminders.midday == nil)
    }

    @Test func remindersParseFromAFormAndNameTheBadField() throws {
        let times = try ReminderTimes.parse(nightPrep: "21:30", morningFocus: "7:05", midday: "12:00")
        #expect(times.nightPrep.iso == "21:30" && times.morningFocus.iso == "07:05" && times.midday?.iso == "12:00")
        #expect(try ReminderTimes.parse(nightPrep: "21:00", morningFocus: "08:00", midday: " ").midday == nil)
        #expect(throws: HabitSettings.ValidationError.invalidTime(field: "Morning Focus reminder", text: "25:00")) {
            try ReminderTimes.parse(nightPrep: "21:00", morningFocus: "25:00", midday: nil)
        }
        let message = HabitSettings.ValidationError.invalidTime(field: "Midday reminder", text: "noon").errorDescription
        #expect(message?.contains("noon") == true && message?.contains("HH:MM") == true)
    }

    @Test func settingsSavedByAnOlderVersionLoadWithDefaults() throws {
        let old = Data(#"{"keepAudio": true}"#.utf8)
        let settings = try JSONDecoder().decode(HabitSettings.self, from: old)
        #expect(settings.keepAudio)
        #expect(settings.celebrationsEnabled)
        #expect(settings.reminders == .standard)
    }

    @Test func settingsRoundTripThroughJSON() throws {
        var settings = HabitSettings.standard
        settings.celebrationsEnabled = false
        settings.reminders.midday = TimeOfDay(hour: 12, minute: 30)
        let copy = try JSONDecoder().decode(HabitSettings.self, from: JSONEncoder().encode(settings))
        #expect(copy == settings)
    }
}
